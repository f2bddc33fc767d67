import Foundation
import HeadlessUIKit
import ListDiff

/// `NSFetchRequestResult`: what a fetched-results controller holds (Core Data's managed
/// objects; headless, any class the app marks with it).
public protocol NSFetchRequestResult: AnyObject {}

/// `NSFetchedResultsChangeType`.
public enum NSFetchedResultsChangeType: UInt, Sendable {
  /// An insert.
  case insert = 1
  /// A delete.
  case delete = 2
  /// A move (its update is not reported apart).
  case move = 3
  /// An update.
  case update = 4
}

/// `NSFetchedResultsSectionInfo`: a section's name and objects.
public protocol NSFetchedResultsSectionInfo {
  /// The section's name.
  var name: String { get }
  /// The section's index title.
  var indexTitle: String? { get }
  /// The number of objects.
  var numberOfObjects: Int { get }
  /// The objects.
  var objects: [Any]? { get }
}

/// `NSFetchedResultsControllerDelegate`: every method optional.
@MainActor public protocol NSFetchedResultsControllerDelegate: AnyObject {
  /// The controller is about to report changes.
  func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
  /// An object changed: `indexPath` before the change, `newIndexPath` after it.
  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
  /// A section was inserted or deleted.
  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>,
    didChange sectionInfo: NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
    for type: NSFetchedResultsChangeType)
  /// The controller reported every change.
  func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
}

extension NSFetchedResultsControllerDelegate {
  public func controllerWillChangeContent(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>
  ) {}
  public func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
  ) {}
  public func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>,
    didChange sectionInfo: NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
    for type: NSFetchedResultsChangeType
  ) {}
  public func controllerDidChangeContent(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>
  ) {}
}

/// A section of a headless fetched-results controller.
struct FetchedSection: NSFetchedResultsSectionInfo {
  var name: String
  var stored: [AnyObject]
  var indexTitle: String? { name.first.map(String.init) }
  var numberOfObjects: Int { stored.count }
  var objects: [Any]? { stored }
}

/// `NSFetchedResultsController` over objects the test gives: its sections, and the reports its
/// delegate receives when they change, in the order and index spaces Apple documents.
///
/// No store is fetched: `headlessChange(to:updated:)` is the store's change. The reports are
/// the model's (`FetchedResultsReports`): section deletes and inserts, then object deletes,
/// inserts, moves and updates; the objects change after `controllerWillChangeContent` returns
/// (our choice, as the language's `fetched change to`).
///
/// The objects are class instances, as managed objects are: they are known by identity.
@MainActor open class NSFetchedResultsController<ResultType> {
  /// The delegate, held weakly as Core Data holds it.
  open weak var delegate: NSFetchedResultsControllerDelegate?
  private var current: [FetchedSection]
  private var fetched = false
  /// Each object's version: updated objects get a new one, so that the diff reports them.
  private var versions: [ObjectIdentifier: Int] = [:]

  /// A controller over `sections` of objects, each named (a section's name keys it, as a
  /// controller's `sectionNameKeyPath` does).
  public init(headlessSections sections: [(name: String, objects: [ResultType])]) {
    current = sections.map {
      FetchedSection(name: $0.name, stored: $0.objects.map { $0 as AnyObject })
    }
  }

  /// A controller over one unnamed section of `objects`.
  public convenience init(headlessObjects objects: [ResultType]) {
    self.init(headlessSections: [("", objects)])
  }

  /// `performFetch()`: the sections become readable.
  open func performFetch() throws { fetched = true }

  /// The sections, once fetched.
  open var sections: [NSFetchedResultsSectionInfo]? { fetched ? current : nil }

  /// The objects of every section, once fetched.
  open var fetchedObjects: [ResultType]? {
    fetched ? current.flatMap { $0.stored.compactMap { $0 as? ResultType } } : nil
  }

  /// `object(at:)`: an index path the controller does not have traps with Core Data's text
  /// (a value must be returned, and Core Data raises there too).
  open func object(at indexPath: IndexPath) -> ResultType {
    let (s, r) = (indexPath.section, indexPath.item)
    guard current.indices.contains(s), current[s].stored.indices.contains(r),
      let object = current[s].stored[r] as? ResultType
    else {
      fatalError(
        "NSRangeException: no object at index \(r) in section at index \(s)")
    }
    return object
  }

  /// `indexPath(forObject:)`.
  open func indexPath(forObject object: ResultType) -> IndexPath? {
    for (s, section) in current.enumerated() {
      if let row = section.stored.firstIndex(where: { $0 === object as AnyObject }) {
        return IndexPath(row: row, section: s)
      }
    }
    return nil
  }

  /// The store changed: the objects become `sections`, and `updated` ones changed in place; the
  /// delegate receives the reports.
  ///
  /// - Complexity: O(n log n) for n objects, as the diff.
  public func headlessChange(
    to sections: [(name: String, objects: [ResultType])], updated: [ResultType] = []
  ) {
    // The old objects as they were, then the updated ones with a new version.
    let old = snapshots(current)
    for object in updated { versions[ObjectIdentifier(object as AnyObject), default: 0] += 1 }
    let next = sections.map {
      FetchedSection(name: $0.name, stored: $0.objects.map { $0 as AnyObject })
    }
    let reports = FetchedResultsReports.reports(from: old, to: snapshots(next))
    let erased = NSFetchedResultsController<NSFetchRequestResult>(mirroring: next)
    guard !reports.isEmpty else {
      current = next
      return
    }
    delegate?.controllerWillChangeContent(erased)
    let before = current
    current = next
    for report in reports { deliver(report, before: before, to: erased) }
    delegate?.controllerDidChangeContent(erased)
  }

  init(mirroring sections: [FetchedSection]) {
    current = sections
    fetched = true
  }

  private func deliver(
    _ report: FetchedResultsChange, before: [FetchedSection],
    to erased: NSFetchedResultsController<NSFetchRequestResult>
  ) {
    guard let delegate else { return }
    func path(_ p: ListIndexPath) -> IndexPath { IndexPath(row: p.row, section: p.section) }
    switch report {
    case .insertSection(let s):
      delegate.controller(erased, didChange: current[s], atSectionIndex: s, for: .insert)
    case .deleteSection(let s):
      delegate.controller(erased, didChange: before[s], atSectionIndex: s, for: .delete)
    case .insert(let n):
      delegate.controller(
        erased, didChange: current[n.section].stored[n.row], at: nil, for: .insert,
        newIndexPath: path(n))
    case .delete(let p):
      delegate.controller(
        erased, didChange: before[p.section].stored[p.row], at: path(p), for: .delete,
        newIndexPath: nil)
    case .update(let p, let n):
      delegate.controller(
        erased, didChange: before[p.section].stored[p.row], at: path(p), for: .update,
        newIndexPath: n.map(path))
    case .move(let p, let n):
      delegate.controller(
        erased, didChange: before[p.section].stored[p.row], at: path(p), for: .move,
        newIndexPath: path(n))
    }
  }

  private func snapshots(_ sections: [FetchedSection]) -> [SectionSnapshot<FetchedRow>] {
    sections.map { section in
      SectionSnapshot(
        info: FetchedRow(name: section.name),
        items: section.stored.map {
          FetchedRow(object: ObjectIdentifier($0), version: versions[ObjectIdentifier($0)] ?? 0)
        })
    }
  }
}

/// An object (by identity and version) or a section (by name), as the model's diff sees them.
struct FetchedRow: TableItem {
  var object: ObjectIdentifier?
  var version = 0
  var name: String?

  init(object: ObjectIdentifier, version: Int) {
    self.object = object
    self.version = version
  }

  init(name: String) { self.name = name }

  var identity: FetchedRow {
    var row = self
    row.version = 0
    return row
  }
  var description: String { name ?? "object" }
}
