import HeadlessUIKit

/// The types an emitted test declares for a fetched-results scenario: an in-memory Core Data
/// store with a real `NSFetchedResultsController`, and the app's delegate written as the
/// scenario's consumer. The controller makes its own reports from each save; the test compares
/// them with the model's.
extension SwiftEmitter {
  /// `Store` and `Feed`, as lines (indented by the caller).
  static let fetchedTypes = """
    /// The scenario's fetched objects in an in-memory Core Data store, and the fetched-results
    /// controller over them. An object holds the scenario's identity (`key`), the text its cell
    /// shows, its section's name and two sort keys, its section's place and its own. A save sets
    /// only the values that differ, and the scenario moves only the objects its controller
    /// reported moved, so that this controller has the same changes to report: a new text is an
    /// update, a new place a move.
    @MainActor final class Store {
      let container: NSPersistentContainer
      let entity = NSEntityDescription()
      let controller: NSFetchedResultsController<NSManagedObject>
      private var objects: [String: NSManagedObject] = [:]

      init() {
        entity.name = "Object"
        entity.managedObjectClassName = NSStringFromClass(NSManagedObject.self)
        entity.properties = [
          Self.attribute("key", .stringAttributeType), Self.attribute("text", .stringAttributeType),
          Self.attribute("section", .stringAttributeType),
          Self.attribute("sectionPlace", .doubleAttributeType),
          Self.attribute("place", .doubleAttributeType),
        ]
        let model = NSManagedObjectModel()
        model.entities = [entity]
        container = NSPersistentContainer(name: "Scenario", managedObjectModel: model)
        let description = NSPersistentStoreDescription()
        description.type = NSInMemoryStoreType
        container.persistentStoreDescriptions = [description]
        container.loadPersistentStores { _, error in
          if let error { XCTFail("the in-memory store did not load: \\(error)") }
        }
        let request = NSFetchRequest<NSManagedObject>(entityName: "Object")
        // Grouped by section: the section's place orders the sections as the names group them.
        request.sortDescriptors = [
          NSSortDescriptor(key: "sectionPlace", ascending: true),
          NSSortDescriptor(key: "place", ascending: true),
        ]
        controller = NSFetchedResultsController(
          fetchRequest: request, managedObjectContext: container.viewContext,
          sectionNameKeyPath: "section", cacheName: nil)
      }

      static func attribute(_ name: String, _ type: NSAttributeType) -> NSAttributeDescription {
        let attribute = NSAttributeDescription()
        attribute.name = name
        attribute.attributeType = type
        attribute.isOptional = false
        return attribute
      }

      /// The text of the object at `indexPath`, for its cell.
      func text(at indexPath: IndexPath) -> String {
        controller.object(at: indexPath).value(forKey: "text") as? String ?? ""
      }

      /// The number of objects in `section`.
      func count(in section: Int) -> Int { controller.sections?[section].numberOfObjects ?? 0 }

      /// The number of sections.
      var sectionCount: Int { controller.sections?.count ?? 0 }

      /// `performFetch()` over `sections`, saved first with no delegate to tell.
      func fetch(_ sections: [(String, Double, [(String, String, Double)])]) {
        let delegate = controller.delegate
        controller.delegate = nil
        save(sections)
        controller.delegate = delegate
        do { try controller.performFetch() } catch { XCTFail("performFetch failed: \\(error)") }
      }

      /// Makes the store hold `sections` — each a name, a place, and objects as key, text and
      /// place — setting only the values that differ, and saves: the controller reports the
      /// change to its delegate.
      func save(_ sections: [(String, Double, [(String, String, Double)])]) {
        let context = container.viewContext
        var kept = Set<String>()
        for (name, sectionPlace, objects) in sections {
          for (key, text, place) in objects {
            kept.insert(key)
            let object = self.objects[key] ?? NSManagedObject(entity: entity, insertInto: context)
            self.objects[key] = object
            set(object, "key", key)
            set(object, "text", text)
            set(object, "section", name)
            set(object, "sectionPlace", sectionPlace)
            set(object, "place", place)
          }
        }
        for (key, object) in objects where !kept.contains(key) {
          context.delete(object)
          objects[key] = nil
        }
        do { try context.save() } catch { XCTFail("the in-memory store did not save: \\(error)") }
      }

      private func set<Value: Equatable>(_ object: NSManagedObject, _ key: String, _ value: Value) {
        if object.value(forKey: key) as? Value != value { object.setValue(value, forKey: key) }
      }
    }

    /// The app's fetched-results delegate, written as the scenario's consumer: it keeps the
    /// reports it receives, and the first exception a call of the view raises (Core Data would
    /// catch it and log "Serious application error"; the test compares its text).
    @MainActor final class Feed: NSObject, @preconcurrency NSFetchedResultsControllerDelegate {
      enum Consumer {
        case textbook, updateAtNewIndexPath, deleteInsert, unbracketed, reloadInside, reload
        case reloadAfter
      }
      enum Call {
        case insertSection(Int), deleteSection(Int), insert(IndexPath), delete(IndexPath)
        case reload(IndexPath), move(IndexPath, IndexPath), reloadData
      }
      var consumer = Consumer.textbook
      weak var tableView: UITableView?
      weak var collectionView: UICollectionView?
      var reports: [String] = []
      var exception: NSException?
      private var kept: [Call] = []
      /// The rows `reloadAfter` reloads once the batch is done.
      private var after: [IndexPath] = []

      func attach(_ view: UITableView) {
        tableView = view
        collectionView = nil
      }

      func attach(_ view: UICollectionView) {
        collectionView = view
        tableView = nil
      }

      /// Whether the consumer brackets the reports: a table's in beginUpdates and endUpdates, a
      /// collection view's calls kept for one performBatchUpdates in didChange.
      private var brackets: Bool { consumer != .unbracketed && consumer != .reload }

      private func run(_ body: () -> Void) {
        guard exception == nil else { return }
        exception = LSCatchException(body)
      }

      private func perform(_ call: Call) {
        if let tableView {
          switch call {
          case .insertSection(let s): tableView.insertSections(IndexSet([s]), with: .none)
          case .deleteSection(let s): tableView.deleteSections(IndexSet([s]), with: .none)
          case .insert(let p): tableView.insertRows(at: [p], with: .none)
          case .delete(let p): tableView.deleteRows(at: [p], with: .none)
          case .reload(let p): tableView.reloadRows(at: [p], with: .none)
          case .move(let a, let b): tableView.moveRow(at: a, to: b)
          case .reloadData: tableView.reloadData()
          }
        } else if let collectionView {
          switch call {
          case .insertSection(let s): collectionView.insertSections(IndexSet([s]))
          case .deleteSection(let s): collectionView.deleteSections(IndexSet([s]))
          case .insert(let p): collectionView.insertItems(at: [p])
          case .delete(let p): collectionView.deleteItems(at: [p])
          case .reload(let p): collectionView.reloadItems(at: [p])
          case .move(let a, let b): collectionView.moveItem(at: a, to: b)
          case .reloadData: collectionView.reloadData()
          }
        }
      }

      private func take(_ call: Call) {
        if collectionView != nil, brackets { kept.append(call) } else { run { perform(call) } }
      }

      static func path(_ p: IndexPath?) -> String { p.map { "\\($0.section):\\($0.row)" } ?? "nil" }

      static func name(_ type: NSFetchedResultsChangeType) -> String {
        switch type {
        case .insert: ".insert"
        case .delete: ".delete"
        case .move: ".move"
        case .update: ".update"
        @unknown default: ".unknown"
        }
      }

      func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        kept = []
        after = []
        if brackets, let tableView { run { tableView.beginUpdates() } }
      }

      func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
        for type: NSFetchedResultsChangeType
      ) {
        reports.append("didChange section at \\(sectionIndex) for \\(Self.name(type))")
        guard consumer != .reload else { return }
        if type == .insert { take(.insertSection(sectionIndex)) }
        if type == .delete { take(.deleteSection(sectionIndex)) }
      }

      func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
      ) {
        reports.append(
          "didChange object at \\(Self.path(indexPath)) for \\(Self.name(type)) newIndexPath "
            + Self.path(newIndexPath))
        guard consumer != .reload else { return }
        switch type {
        case .insert: if let newIndexPath { take(.insert(newIndexPath)) }
        case .delete: if let indexPath { take(.delete(indexPath)) }
        case .update:
          guard let indexPath else { return }
          switch consumer {
          case .updateAtNewIndexPath: take(.reload(newIndexPath ?? indexPath))
          case .reloadInside: take(.reloadData)
          case .reloadAfter: after.append(newIndexPath ?? indexPath)
          case .textbook, .deleteInsert, .unbracketed, .reload: take(.reload(indexPath))
          }
        case .move:
          guard let indexPath, let newIndexPath else { return }
          if consumer == .deleteInsert {
            take(.delete(indexPath))
            take(.insert(newIndexPath))
          } else {
            take(.move(indexPath, newIndexPath))
          }
          if consumer == .reloadAfter { after.append(newIndexPath) }
        @unknown default: break
        }
      }

      func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        if consumer == .reload { run { perform(.reloadData) } }
        guard brackets else { return }
        if let tableView {
          run { tableView.endUpdates() }
        } else if let collectionView {
          let calls = kept
          run {
            UIView.performWithoutAnimation {
              collectionView.performBatchUpdates({ for call in calls { self.perform(call) } })
            }
          }
        }
        // The rows reloaded on their own, once the batch is done.
        guard consumer == .reloadAfter, !after.isEmpty else { return }
        let rows = after.sorted()
        run {
          tableView?.reloadRows(at: rows, with: .none)
          collectionView?.reloadItems(at: rows)
        }
      }
    }
    """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

  /// The Swift name of a report consumer in the emitted `Feed.Consumer`; `nil` for a consumer
  /// that applies snapshots (its test applies them by hand).
  static func consumerCase(_ c: FetchedResultsConsumer) -> String? {
    switch c {
    case .textbook: ".textbook"
    case .updateAtNewIndexPath: ".updateAtNewIndexPath"
    case .deleteInsert: ".deleteInsert"
    case .unbracketed: ".unbracketed"
    case .reloadInside: ".reloadInside"
    case .reload: ".reload"
    case .reloadAfter: ".reloadAfter"
    case .snapshot, .snapshotReloadingUpdated: nil
    }
  }
}
