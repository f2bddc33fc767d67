import HeadlessUIKit
import ListDiff

/// A cell either view makes and reuses: what the engine needs of it.
@MainActor protocol ReusableCell: AnyObject {
  var reuseIdentifier: String? { get }
  func prepareForReuse()
}

/// What the engine asks of the view that owns it: the app's answers.
@MainActor protocol EngineOwner: AnyObject {
  /// The data source's sections as the model holds them (counts, and the delegate's sizes);
  /// `nil` when a diffable data source sets the model's data itself, at each apply.
  func readSections() -> [[HeadlessRow]]?
  /// The data source's cell for `path` (`cellForRowAt`, `cellForItemAt`).
  func requestCell(at path: ListIndexPath) -> ReusableCell?
  /// The data source's supplementary view of the app's `kind` for `section`; `nil` when it
  /// gives none.
  func requestSupplementary(ofKind kind: String, section: Int) -> UICollectionReusableView?
  /// The app's element kind for the model's header or footer band.
  func appKind(of kind: ElementKind) -> String
  /// `willDisplay` or `didEndDisplaying` to the delegate.
  func display(_ cell: ReusableCell, at path: ListIndexPath, ending: Bool)
  /// The content offset changed: `scrollViewDidScroll` to the delegate.
  func didScroll()
  /// A mounted cell's selected and editing states as the model has them (what the cell shows).
  func show(_ cell: ReusableCell, selected: Bool, editing: Bool)
  /// The cell's configuration updated for its state, before it is displayed.
  func updateConfiguration(of cell: ReusableCell)
  /// The cell given its frame at `path` and laid out (`layoutSubviews`), before it is displayed.
  func place(_ cell: ReusableCell, at path: ListIndexPath)
  /// The view's kind as the app configured it by its first call (a collection view's layout
  /// and delegate); `nil` keeps the kind the engine was made with.
  func configurationAtFirstUse() -> LayoutChoice?
  /// A table delegate's section header and footer heights (section 0's: the model lays every
  /// section's out alike); `nil` for a view without sections' bands to read, or no sections.
  func readSectionBands() -> (header: Double, footer: Double)?
}

/// The headless model behind one view, driven by the app's calls: it reads the app's data source
/// before each call (the model decides whether UIKit would read it then), runs the call, and
/// replays what the model did on the app's objects — its cells asked for, reused, displayed.
@MainActor final class ListEngine {
  var table: TableView<HeadlessRow>
  private(set) var data = DataSource<HeadlessRow>()
  /// The run the view reports to: the one current when it was made, or, for a view made
  /// outside any run, the run current at its first call.
  private(set) var run: HeadlessRun
  weak var owner: EngineOwner?
  /// The app's cell for each of the model's cells (`c1` is 1).
  var objects: [Int: ReusableCell] = [:]
  /// Cells the model put back in its reuse pool, by reuse identifier, most recent last.
  var queues: [String: [ReusableCell]] = [:]
  /// How a registered identifier makes a cell.
  var registrations: [String: () -> ReusableCell] = [:]
  /// Supplementary views: the app's view for each of the model's (`v1` is 1), those waiting
  /// for reuse by kind and identifier, the registered ones, and the request in progress.
  var supplementaryObjects: [Int: UICollectionReusableView] = [:]
  var supplementaryQueues: [String: [UICollectionReusableView]] = [:]
  var supplementaryRegistrations: [String: () -> UICollectionReusableView] = [:]
  var supplementaryRequest: SupplementaryRequest?
  /// Whether the app gives supplementary views (it registered one, or set a provider).
  var wantsSupplementaryViews = false

  struct SupplementaryRequest {
    var kind: String
    var section: Int
    var dequeued: [UICollectionReusableView] = []
  }

  /// The cell request in progress: its path, what the app dequeued in it, and the cell a
  /// reconfigure hands back to the data source's dequeue.
  var request: CellRequest?
  /// Cells the app dequeued outside a cell request and kept, with the index path it named: a
  /// table raises when its data source dequeues for that path again; a collection view, on
  /// iOS 18, at its next request (the model's rule, `TableView.dequeueOutsideRequest`).
  var strays: [(identifier: String, path: ListIndexPath?)] = []
  /// Whether the app set the view's data source and later took it away (set it to nil): the
  /// view keeps its counts, and raises when it next needs a cell.
  var dataSourceGone = false

  struct CellRequest {
    var path: ListIndexPath
    var dequeued: [ReusableCell] = []
    var existing: ReusableCell?
  }
  /// How many cell requests are in progress, on every view: a cell registration made during
  /// one is made inside a cell provider.
  static var requestsInProgress = 0
  /// The content offset the delegate last heard of.
  private var reportedOffset = 0.0
  /// Whether the app has made a call yet (the view's run is settled at the first).
  private var started = false
  /// The selection switches the app set (`ListEngine+Selection.swift`).
  var selection = SelectionSwitches()
  /// Whether the view's kind is settled.
  private var configured = false
  /// Whether the engine is reading the app's data source now.
  private var refreshing = false
  /// Completions waiting for the end of the run-loop turn, in the order they were queued.
  private var completions: [() -> Void] = []
  /// Whether the view raised: nothing runs after a crash.
  private var raised = false
  /// Whether the view or anything else in its run raised: nothing runs after a crash.
  var isDead: Bool {
    get { raised || run.exception != nil }
    set { raised = newValue }
  }

  var noun: ViewNoun { table.kind.noun }
  var profile: UIKitProfile { table.platform }

  init(kind: ViewKind, geometry: TableGeometry) {
    run = HeadlessRun.forNewView()
    table = TableView(platform: run.profile, geometry: geometry, kind: kind)
    run.adopt(self)
  }

  // MARK: - Calls

  /// Runs one of the app's calls on the model.
  ///
  /// It reads the data source, runs `body`, and replays the model's events on the app's
  /// objects. A call on a dead view does nothing.
  ///
  /// - Complexity: O(n) to read the data source's n rows, plus the call's own work.
  func call(
    _ name: String,
    _ body: (inout TableView<HeadlessRow>, inout DataSource<HeadlessRow>) throws(TableError) -> Void
  ) {
    guard !isDead else { return }
    configureIfNeeded()
    if !name.isEmpty { run.log(name) }
    refresh()
    var failure: TableError?
    do { try body(&table, &data) } catch { failure = error }
    replay(table.takeEvents())
    if !isDead { showStates() }
    if let failure { raise(HeadlessException(failure, profile: profile)) }
    checkInvariants()
    // However the offset changed (a scroll, a clamp, an anchored batch), the delegate hears of
    // it once, after the call, as UIKit's `scrollViewDidScroll`.
    if !isDead, table.offset != reportedOffset {
      reportedOffset = table.offset
      owner?.didScroll()
    }
  }

  /// A query: the view lays itself out first when UIKit would (a query makes it appear).
  ///
  /// A query the app makes while the engine reads its data source (a `heightForRowAt` that
  /// asks for `numberOfRows`) answers from the model as it is, as UIKit answers from its
  /// cached counts.
  func query<R>(_ read: (TableView<HeadlessRow>) -> R) -> R {
    if !isDead, !refreshing {
      call("") { table, data throws(TableError) in try table.layoutIfNeeded(data) }
    }
    return read(table)
  }

  /// Reads the app's layout again (a new size, a new layout, `invalidateLayout()`): a kind that
  /// changed is given to the model, which lays the sections out again.
  func reconfigureLayout() {
    guard configured, !isDead, let choice = owner?.configurationAtFirstUse(),
      case .collection(let layout) = choice.kind
    else { return }
    var geometry = table.geometry
    if let header = choice.sectionHeader { geometry.sectionHeader = header }
    if let footer = choice.sectionFooter { geometry.sectionFooter = footer }
    let fitted = choice.kind.fitted(toWidth: geometry.width, height: geometry.height)
    guard fitted != table.kind || geometry != table.geometry else { return }
    call("") { table, _ in
      if geometry != table.geometry { table.setGeometry(geometry) }
      table.setCollectionLayout(layout)
    }
  }

  /// Settles what the view is before its first call: the run current now, for a view made
  /// outside one, and the kind the app configured (a collection view's layout, which a
  /// compositional layout's provider decides once the data source has sections).
  private func configureIfNeeded() {
    if !started {
      started = true
      if run.traps, let current = Headless.current {
        run = current
        table.platform = current.profile
        current.adopt(self)
        if let owner { current.keep(owner) }
      }
    }
    guard !configured, let choice = owner?.configurationAtFirstUse() else { return }
    configured = true
    var geometry = table.geometry
    if let header = choice.sectionHeader { geometry.sectionHeader = header }
    if let footer = choice.sectionFooter { geometry.sectionFooter = footer }
    let diffable = table.usesDiffableDataSource
    table = TableView(platform: profile, geometry: geometry, kind: choice.kind)
    table.usesDiffableDataSource = diffable
    if wantsSupplementaryViews { Self.provideSupplementaryViews(&table) }
  }

  /// The end of a run-loop turn: the layout pass, then the completions queued for it (those a
  /// completion queues run in the same pass, as UIKit runs them).
  func endTurn() {
    call("") { table, data throws(TableError) in try table.endTurn(data) }
    var rounds = 0
    while !completions.isEmpty, !isDead, rounds < Self.completionRounds {
      let queued = completions
      completions = []
      for completion in queued where !isDead { completion() }
      rounds += 1
    }
  }

  /// The most rounds of completions one turn runs: completions that keep queueing more stop
  /// there, and the rest wait for the next turn.
  static let completionRounds = 100

  /// Queues `completion` for the end of the run-loop turn (a batch's, an apply's).
  func afterLayout(_ completion: @escaping () -> Void) {
    completions.append(completion)
  }

  /// Debug builds check the engine after every call: each of the app's cells is the model's
  /// cell at most once, and a cell waiting in a reuse queue is no model cell's.
  func checkInvariants() {
    #if LISTSCRIPT_CHECKS
      var seen = Set<ObjectIdentifier>()
      for object in objects.values {
        precondition(seen.insert(ObjectIdentifier(object)).inserted, "a cell is two model cells")
      }
      for queue in queues.values {
        for object in queue {
          precondition(
            !seen.contains(ObjectIdentifier(object)), "a queued cell is still a model cell")
        }
      }
      precondition(objects.keys.allSatisfy { $0 >= 1 }, "model cells are numbered from 1")
    #endif
  }

  /// `contentInset`: its top and bottom are laid out (left and right are kept).
  func setContentInset(_ inset: UIEdgeInsets) {
    let insets = EdgeInsets(
      top: Double(inset.top), left: Double(inset.left), bottom: Double(inset.bottom),
      right: Double(inset.right))
    call("contentInset = \(insets)") { table, _ in
      table.setInsets(content: insets, safeArea: table.geometry.safeArea)
    }
  }

  /// The app set the view's data source: kept until the run ends; set, then taken away (nil),
  /// the view keeps its counts and raises at its next cell request.
  func dataSourceSet(_ source: AnyObject?, was old: AnyObject?) {
    if let source {
      run.keep(source)
      dataSourceGone = false
    } else if old != nil {
      dataSourceGone = true
    }
  }

  /// The app set the view's delegate: kept until the run ends.
  func delegateSet(_ delegate: AnyObject?) {
    if let delegate { run.keep(delegate) }
  }

  /// The app's data source as it answers now; a change is recorded in the model's journal.
  private func refresh() {
    guard !refreshing, let owner else { return }
    refreshing = true
    defer { refreshing = false }
    if let bands = owner.readSectionBands(),
      bands != (table.geometry.sectionHeader, table.geometry.sectionFooter)
    {
      var geometry = table.geometry
      (geometry.sectionHeader, geometry.sectionFooter) = bands
      table.setGeometry(geometry)
    }
    // A data source taken away leaves the counts the view had.
    guard !dataSourceGone, let sections = owner.readSections() else { return }
    let same =
      sections.count == data.sectionCount
      && sections.indices.allSatisfy { s in data.items(s) == sections[s] }
    if !same { data.setSections(sections) }
  }

  func raise(_ exception: HeadlessException) {
    guard !isDead else { return }
    isDead = true
    run.raise(exception)
  }

  // MARK: - Replay

  private func replay(_ events: [TableEvent]) {
    for event in events {
      guard !isDead else { return }
      switch event {
      case .cellForRowAt(let path, let c):
        run.log("  " + event.description(noun))
        provide(path, cell: c)
      case .reconfigured(let path, let c):
        // UIKit asks the data source again; its dequeue returns the cell the row has.
        run.log("  " + event.description(noun))
        provide(path, cell: c, existing: objects[c])
      case .prepareForReuse(let c):
        // The model reuses cell c for the request that follows: the app's cell goes back to
        // its queue, for the app's dequeue to take.
        // A cell made without an identifier is never queued (UIKit only reuses dequeued ones).
        if let object = objects.removeValue(forKey: c), let id = object.reuseIdentifier {
          queues[id, default: []].append(object)
        }
      case .observedChange(_, let c):
        // Observation tracking: UIKit updates the cell's configuration (its
        // `configurationUpdateHandler` reads what it observes; a cell configured once in
        // `cellForRowAt` stays as it was).
        run.log("  " + event.description(noun))
        if let object = objects[c] { owner?.updateConfiguration(of: object) }
      case .willDisplay(let path, let c):
        if let object = objects[c] { owner?.display(object, at: path, ending: false) }
      case .didEndDisplaying(let path, let c):
        if let object = objects[c] { owner?.display(object, at: path, ending: true) }
      case .viewForSupplementary(let kind, let section, let v, _):
        run.log("  " + event.description(noun))
        provideSupplementary(kind, section: section, view: v)
      case .supplementaryEnded(_, _, let v):
        run.log("  " + event.description(noun))
        endSupplementary(v)
      case .appeared, .reloaded, .reloadDeferred, .reloadPending, .updatesDiscarded,
        .countsReadAtBatchEntry, .duplicateDelete, .committed, .fellBackToReload,
        .invalidUpdateLogged, .laidOutOutsideWindow, .heightsRead, .itemSizesRead,
        .flowItemTooWide, .layoutCached, .layoutAttributesIgnored, .layoutCacheEmptied, .heights,
        .templateCreated, .offsetChanged, .selectionIgnored,
        .selectionReplaced, .selectionCleared, .dequeuedOutside, .provisionTolerated,
        .supplementaryTolerated, .providerApplied:
        run.log("  " + event.description(noun))
      }
    }
  }

  /// Gives each mounted cell of the app its frame, its hidden flag (a prepared cell), and the
  /// selected and editing states the model's cell has: what UIKit sets on its cells (a cell
  /// the model says is stale keeps showing the old state).
  private func showStates() {
    guard let owner else { return }
    for path in table.mountedRows {
      guard let cell = table.mountedCell(at: path), let object = objects[cell.id] else { continue }
      owner.place(object, at: path)
      // A prepared cell waits hidden, as UIKit keeps it, until it scrolls in.
      let hidden = cell.role == .prepared
      if let view = object as? UIView, view.isHidden != hidden { view.isHidden = hidden }
      owner.show(object, selected: cell.selected, editing: cell.editing)
    }
  }
}
