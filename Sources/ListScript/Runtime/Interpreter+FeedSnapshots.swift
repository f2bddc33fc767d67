import HeadlessUIKit
import ListDiff

/// The fetched-results snapshot consumers: the controller hands a snapshot to
/// `controller(_:didChangeContentWith:)`, and the delegate applies it to the view's diffable
/// data source.
extension Interpreter {
  /// `fetched …` with a snapshot consumer: the controller hands `controller(_:didChangeContentWith:)`
  /// a snapshot of its section names and objects, marked as the platform and the consumer mark
  /// it, and the delegate applies it to the view's diffable data source.
  func fetchedSnapshot(
    _ e: ResolvedExpr, whole: Bool, _ r: SourceRange, fetching: Bool
  ) throws(Unwind) {
    guard let source = diffable else {
      throw fail(
        .notDiffable("the \(fetchedConsumer.rawValue) consumer applies snapshots and"), r)
    }
    guard controllerSections.isEmpty else {
      throw fail(
        .onDiffable(
          "two controllers' snapshots feeding one diffable data source are not modelled",
          instead: "feed it from one controller (fetched controller 1)"), r)
    }
    guard source.provider == .lookup else {
      throw fail(
        .onDiffable(
          "the \(fetchedConsumer.rawValue) consumer's snapshot holds object identifiers, and a 'given' cell provider keeps the first item it saw",
          instead:
            "a fetched-results cell provider looks each object up by its identifier: diffable lookup"
        ), r)
    }
    let old = source.snapshot
    let value = try eval(e)
    var new: [DiffableSnapshot<Value>.Section] = []
    if whole {
      for (k, section) in try sections(value, e.range).enumerated() {
        new.append(.init(identifier: Self.sectionName(section.info, k), items: section.items))
      }
    } else {
      let items = try elements(value, e.range)
      new = old.sections.isEmpty ? [.init(identifier: .string(""), items: [])] : old.sections
      new[0].items = items
    }
    try checkIdentifiers(new.flatMap { $0.items + [$0.identifier] }, e.range)
    try chargeUnfolded(old.itemIdentifiers + new.flatMap(\.items), at: r)
    if fetching {
      note(.fetched(sections: new.count, objects: new.reduce(0) { $0 + $1.items.count }))
    }
    note(.feed(.didChangeContentWithSnapshot))
    let handed: FetchedResultsSnapshot<Value>
    do throws(SnapshotError) {
      handed = try FetchedResultsSnapshot(
        from: old, to: new, consumer: fetchedConsumer, on: platform)
    } catch {
      throw fail(.snapshot(error, platform), r)
    }
    note(.fetchedSnapshot(handed.snapshot, marked: handed.markedByController))
    if !handed.markedByDelegate.isEmpty {
      note(.fetchedSnapshotMarked(handed.markedByDelegate))
    }
    try apply(handed.snapshot, .animated, r)
  }

  /// A fetched section's identifier in the controller's snapshot: its `name`, or its index
  /// printed when it has none (our choice).
  static func sectionName(_ info: Value?, _ index: Int) -> Value {
    if case .record(let record)? = info, let name = record["name"] { return name }
    return .string(String(index))
  }
}
