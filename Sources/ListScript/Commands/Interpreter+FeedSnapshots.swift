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
    guard let source = scene.diffable else {
      throw fail(
        .fetchedFeed(
          "the \(program.fetchedConsumer.rawValue) consumer applies the controller's snapshot to a diffable data source, and this view has none",
          instead: "make the view's data source diffable first: diffable lookup"), r)
    }
    guard scene.fetchedController == 1,
      !scene.controllerSections.dropFirst().contains(where: { $0 > 0 })
    else {
      throw fail(
        .fetchedFeed(
          "two controllers' snapshots feeding one diffable data source are not modelled",
          instead: "feed the diffable view from one controller"), r)
    }
    guard source.provider == .lookup else {
      throw fail(
        .fetchedFeed(
          "the \(program.fetchedConsumer.rawValue) consumer's snapshot holds object identifiers, and a 'given' cell provider keeps the first item it saw",
          instead:
            "a fetched-results cell provider looks each object up by its identifier: diffable lookup"
        ), r)
    }
    let old = source.snapshot
    let value = try eval(e)
    var new: [DiffableSnapshot<Value>.Section] = []
    if whole {
      for (k, section) in try sections(value, e.range).enumerated() {
        new.append(
          .init(identifier: FetchedSections.name(section.info, at: k), items: section.items))
      }
    } else {
      new = FetchedSections.replacingFirst(
        old.sections, with: try elements(value, e.range),
        make: { .init(identifier: FetchedSections.name(nil, at: 0), items: $0) },
        set: { $0.items = $1 })
    }
    try checkIdentifiers(new.flatMap { $0.items + [$0.identifier] }, e.range)
    if let problem = FetchedSections.problem(
      names: new.map(\.identifier), objects: new.map(\.items))
    {
      throw fail(.fetchedFeed(problem, instead: Self.fetchedShape), e.range)
    }
    try chargeUnfolded(lists: [old.itemIdentifiers] + new.map(\.items), at: r)
    if fetching {
      note(.fetched(sections: new.count, objects: new.reduce(0) { $0 + $1.items.count }))
    }
    note(.feed(.didChangeContentWithSnapshot))
    let handed: FetchedResultsSnapshot<Value>
    do throws(SnapshotError) {
      handed = try FetchedResultsSnapshot(
        from: old, to: new, consumer: program.fetchedConsumer, on: platform)
    } catch {
      throw fail(.snapshot(error, platform), r)
    }
    note(.fetchedSnapshot(handed.snapshot, marked: handed.markedByController))
    if !handed.markedByDelegate.isEmpty {
      note(.fetchedSnapshotMarked(handed.markedByDelegate))
    }
    try apply(handed.snapshot, .animated, r)
  }

  /// How a scenario states a controller's objects, for its refusals.
  static let fetchedShape =
    "state each object once, in sections of distinct names: fetched sections [{name: \"A\", items: [1, 2]}, {name: \"B\", items: [3]}]"
}
