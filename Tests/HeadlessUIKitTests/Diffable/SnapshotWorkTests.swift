import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// The snapshots' checks for repeated identifiers, and their marks, cost work linear in the
/// identifiers given.
///
/// Counted as comparisons of items: `appendItems(xs + xs)` once compared each repeat with every
/// repeat found before it (40,000 repeats took 16.5 s), and marking an item for reload scanned
/// the marks. The texts UIKit raises are unchanged.
@Suite struct SnapshotWorkTests {
  /// An item that counts how often it is compared: what a check costs, counted, not timed.
  struct Tallied: TableItem {
    /// The comparisons made, shared by the items of one test.
    final class Tally: @unchecked Sendable {
      var comparisons = 0
    }

    var key: Int
    var tally: Tally

    static func == (a: Self, b: Self) -> Bool {
      a.tally.comparisons += 1
      return a.key == b.key
    }

    func hash(into hasher: inout Hasher) { hasher.combine(key) }
    var description: String { "\(key)" }
  }

  static let n = 2_000

  /// `n` items numbered from `from`, and their tally.
  static func items(from: Int = 0, _ tally: Tallied.Tally) -> [Tallied] {
    (from..<(from + n)).map { Tallied(key: $0, tally: tally) }
  }

  /// A snapshot with one section, "-1", holding `items`.
  static func snapshot(_ items: [Tallied], _ tally: Tallied.Tally) throws -> DiffableSnapshot<
    Tallied
  > {
    var s = DiffableSnapshot<Tallied>()
    try s.appendSections([Tallied(key: -1, tally: tally)], on: .ios15)
    _ = try s.appendItems(items, on: .ios15)
    return s
  }

  @Test func appendingEveryItemTwiceComparesEachAFewTimes() throws {
    let tally = Tallied.Tally()
    let xs = Self.items(tally)
    var s = try Self.snapshot([], tally)
    tally.comparisons = 0
    #expect(throws: SnapshotError.duplicateItems(xs.map(\.identifierText))) {
      _ = try s.appendItems(xs + xs, on: .ios15)
    }
    #expect(tally.comparisons < 10 * Self.n, "\(tally.comparisons) comparisons")
    #expect(s.numberOfItems == 0)
    // UIKit's text, each repeated identifier once, in the order of its second occurrence.
    let text = SnapshotError.duplicateItems(["1", "0"]).message(on: .ios15)
    #expect(
      text
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    1,\n    0\n)}"
    )
    let ab = [Tallied(key: 1, tally: tally), Tallied(key: 0, tally: tally)]
    #expect(throws: SnapshotError.duplicateItems(["1", "0"])) {
      _ = try s.appendItems(ab + ab + ab, on: .ios15)
    }
  }

  @Test func insertingEveryItemTwiceComparesEachAFewTimes() throws {
    let tally = Tallied.Tally()
    let target = Tallied(key: -2, tally: tally)
    var s = try Self.snapshot([target], tally)
    let xs = Self.items(tally)
    tally.comparisons = 0
    #expect(throws: SnapshotError.duplicateItems(xs.map(\.identifierText))) {
      _ = try s.insertItems(xs + xs, .after(target), on: .ios15)
    }
    #expect(tally.comparisons < 10 * Self.n, "\(tally.comparisons) comparisons")
    #expect(s.itemIdentifiers == [target])
  }

  @Test func appendingEverySectionTwiceComparesEachAFewTimes() throws {
    let tally = Tallied.Tally()
    let ids = Self.items(tally)
    var s = DiffableSnapshot<Tallied>()
    #expect(throws: SnapshotError.duplicateSections(ids.map(\.identifierText))) {
      try s.appendSections(ids + ids, on: .ios15)
    }
    #expect(tally.comparisons < 10 * Self.n, "\(tally.comparisons) comparisons")
    #expect(s.numberOfSections == 0)
  }

  @Test func markingEveryItemTwiceComparesEachAFewTimes() throws {
    let tally = Tallied.Tally()
    let xs = Self.items(tally)
    var s = try Self.snapshot(xs, tally)
    tally.comparisons = 0
    try s.reloadItems(xs, on: .ios15)
    try s.reloadItems(xs.reversed(), on: .ios15)
    try s.reconfigureItems(xs, on: .ios15)
    try s.reconfigureItems(xs, on: .ios15)
    #expect(tally.comparisons < 20 * Self.n, "\(tally.comparisons) comparisons")
    // Each once, in the order first marked.
    #expect(s.reloadedItemIdentifiers == xs)
    #expect(s.reconfiguredItemIdentifiers == xs)
    // Deleted items lose their marks; the others keep their order.
    s.deleteItems(Array(xs[..<(Self.n / 2)]))
    #expect(s.reloadedItemIdentifiers == Array(xs[(Self.n / 2)...]))
    #expect(s.reconfiguredItemIdentifiers == Array(xs[(Self.n / 2)...]))
    try s.reloadItems([xs[Self.n - 1]], on: .ios15)
    #expect(s.reloadedItemIdentifiers == Array(xs[(Self.n / 2)...]))
    #expect(s.unmarked.reloadedItemIdentifiers.isEmpty)
  }

  @Test func markingEverySectionTwiceComparesEachAFewTimes() throws {
    let tally = Tallied.Tally()
    let ids = Self.items(tally)
    var s = DiffableSnapshot<Tallied>()
    try s.appendSections(ids, on: .ios15)
    tally.comparisons = 0
    try s.reloadSections(ids)
    try s.reloadSections(ids)
    #expect(tally.comparisons < 10 * Self.n, "\(tally.comparisons) comparisons")
    #expect(s.reloadedSectionIdentifiers == ids)
    s.deleteSections([ids[0]])
    #expect(s.reloadedSectionIdentifiers == Array(ids.dropFirst()))
  }

  @Test func aSectionSnapshotGivenEveryItemTwiceComparesEachAFewTimes() throws {
    let tally = Tallied.Tally()
    let xs = Self.items(tally)
    var tree = DiffableSectionSnapshot<Tallied>()
    #expect(throws: SnapshotError.sectionSnapshotDuplicates(xs.map(\.identifierText))) {
      try tree.append(xs + xs, to: nil)
    }
    #expect(tally.comparisons < 10 * Self.n, "\(tally.comparisons) comparisons")
    #expect(tree.items.isEmpty)
  }

  /// Applying a snapshot that reconfigures every item of a section finds each item's row once
  /// in a table, not by a search of its section.
  @Test func applyingEveryItemReconfiguredComparesEachAFewTimes() throws {
    let tally = Tallied.Tally()
    let xs = Self.items(tally)
    var view = TableView<Tallied>(platform: .ios15)
    view.setInWindow(true)
    var data = DataSource<Tallied>()
    var source = DiffableDataSource<Tallied>()
    let first = try Self.snapshot(xs, tally)
    _ = try source.apply(first, mode: .animated, to: &view, data: &data)
    try view.endTurn(data)
    var next = first
    try next.reconfigureItems(xs, on: .ios15)
    tally.comparisons = 0
    let report = try source.apply(next, mode: .animated, to: &view, data: &data)
    #expect(tally.comparisons < 40 * Self.n, "\(tally.comparisons) comparisons")
    guard case .batch(let calls) = report.update else {
      Issue.record("no batch: \(report.update)")
      return
    }
    #expect(calls == [.reconfigureRows((0..<Self.n).map { ListIndexPath(0, $0) })])
  }

  #if LISTSCRIPT_CHECKS
    @Test func marksWhoseOrderAndSetDisagreeFailTheirCheck() async {
      await #expect(processExitsWith: .failure) {
        var marks = SnapshotMarks<Row>()
        marks.insert(1)
        marks.order.append(1)
        marks.checkInvariants()
      }
    }
  #endif
}
