import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// Where a plan's whole-sections batch finds its rows before it (`RowOrigins`), and the data
/// source that takes those rows' heights from there instead of reading every item.
@Suite struct RowOriginsTests {
  /// Records with repeated ids, some asking for a height of their own.
  static func layout(_ random: inout SeededRandom, sections: Int) -> [SectionSnapshot<Row>] {
    (0..<sections).map { _ in
      SectionSnapshot(
        items: (0..<Int(random.next() % 90)).map { _ in
          var row = Row(Int(random.next() % 50), text: "\(random.next() % 2)")
          if random.next() % 3 == 0 { row.height = Double(random.next() % 3) * 20 }
          return row
        })
    }
  }

  /// Every row the changeset links and does not update finds the row it was, holding an equal
  /// item; every other row has none.
  @Test(arguments: 1...60) func originsHoldEqualItems(seed: UInt64) throws {
    print("RowOriginsTests seed \(seed)")
    var random = SeededRandom(seed: seed)
    let sections = 1 + Int(random.next() % 3)
    let old = Self.layout(&random, sections: sections)
    let new = Self.layout(&random, sections: sections)
    let changes = Differ.diff(sections: old, to: new)
    let origins = try #require(
      RowOrigins(rowCounts: old.map(\.items.count), changes: changes), "seed \(seed)")
    let rows = try #require(origins.rows(counts: new.map(\.items.count)), "seed \(seed)")
    let oldRows = old.flatMap(\.items)
    let fresh = Set(changes.inserts + changes.updates.map(\.new))
    for t in new.indices {
      for r in new[t].items.indices {
        let o = Int(rows[t][r])
        if fresh.contains(ListIndexPath(t, r)) {
          #expect(o == -1, "seed \(seed): \(t):\(r) is new, yet has an origin")
        } else {
          #expect(o >= 0 && oldRows[o] == new[t].items[r], "seed \(seed): \(t):\(r) from \(o)")
        }
      }
    }
    // Each old row is the origin of at most one new row.
    let used = rows.joined().filter { $0 >= 0 }
    #expect(Set(used).count == used.count, "seed \(seed)")
  }

  /// A changeset that does not fit the counts gives no origins; one that changes a section
  /// gives none at all.
  @Test func misfitsGiveNone() throws {
    var changes = SectionedChangeset()
    changes.deletes = [ListIndexPath(0, 1)]
    let origins = try #require(RowOrigins(rowCounts: [3], changes: changes))
    #expect(origins.rows(counts: [2]) != nil)
    #expect(origins.rows(counts: [3]) == nil)  // a row too many
    #expect(origins.rows(counts: [1]) == nil)  // a row too few
    #expect(RowOrigins(rowCounts: [1], changes: .init(rows: Changeset(), inSection: 0)) != nil)
    var sections = Changeset()
    sections.deletes = [0]
    #expect(
      RowOrigins(
        rowCounts: [1], changes: .init(rows: Changeset(), inSection: 0, sections: sections)) == nil)
  }

  /// Rows with an origin take the height given for it, not their item's; the others read it.
  @Test func originsGiveTheHeights() {
    let items: [Row] = [
      Row(1, height: 10), .number(2),
      Row(3, height: 30),
    ]
    let tree = RowTree(items, origins: [1, -1, -1], heights: [.nan, 99])
    #expect(tree.ownHeights == [99, nil, 30])
    #expect(RowTree(items, origins: [0, 0, -1], heights: []).ownHeights == [nil, nil, 30])
    // 200 rows: chunks with and without heights of their own.
    let many = (0..<200).map { Row.number($0) }
    let heights = (0..<200).map { $0 == 150 ? 44.0 : .nan }
    let reused = RowTree(many, origins: (0..<200).map { Int32($0) }, heights: heights)
    #expect(reused.ownHeights == heights.map { $0.isNaN ? nil : $0 })
  }

  /// `update to`'s batches set through the data source give the sections and heights that
  /// setting each batch's sections whole gives, on every plan.
  @Test(arguments: 1...40) func plannedDataIsTheWholeData(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let sections = 1 + Int(random.next() % 3)
    let old = Self.layout(&random, sections: sections)
    let new = Self.layout(&random, sections: sections)
    for plan in [UpdatePlan.staged, .single, .sectionsThenRows] {
      var data = DataSource<Row>(sections: old.map(\.items))
      var flat = DataSource<Row>(sections: [old[0].items])
      for batch in Planner.plan(from: old, to: new, using: plan).batches {
        data.setSections(of: batch)
        var whole = DataSource<Row>()
        whole.setSections(batch.sections)
        #expect(data.snapshot == whole.snapshot, "seed \(seed), \(plan)")
        #expect(data.sections.map(\.ownHeights) == whole.sections.map(\.ownHeights), "seed \(seed)")
      }
      for batch in Planner.plan(from: [old[0]], to: [new[0]], using: plan).batches {
        flat.setItems(of: batch)
        #expect(flat.sections.map(\.ownHeights) == [RowTree(batch.sections[0].items).ownHeights])
        #expect(flat.items(0) == batch.sections[0].items, "seed \(seed), \(plan)")
      }
    }
  }

  /// Counts the heights read from items.
  final class Counter: @unchecked Sendable {
    var reads = 0
  }

  /// A row that counts each time its height is read.
  struct CountedRow: TableItem {
    let id: Int
    let counter: Counter
    var itemHeight: Double? {
      counter.reads += 1
      return nil
    }
    var description: String { "\(id)" }
    static func == (a: CountedRow, b: CountedRow) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  /// Setting a plan's batch reads the heights of the new rows' items only: two moves and an
  /// insert among 1,000 rows read a handful, where building the section reads all 1,000.
  @Test func onlyNewRowsAreRead() {
    let counter = Counter()
    let old = (0..<1000).map { CountedRow(id: $0, counter: counter) }
    var new = old
    new.swapAt(10, 900)
    new.insert(CountedRow(id: 5000, counter: counter), at: 400)
    var data = DataSource<CountedRow>(sections: [old])
    let batches = Planner.plan(from: old, to: new, using: .staged).batches
    counter.reads = 0
    for batch in batches { data.setSections(of: batch) }
    #expect(data.items(0) == new)
    #if LISTSCRIPT_CHECKS
      // The self-check then builds the section afresh to compare heights: 1,001 reads more.
      #expect(counter.reads == 1 + new.count, "only the inserted row's height is read")
    #else
      #expect(counter.reads == 1, "only the inserted row's height is read")
    #endif
    counter.reads = 0
    _ = RowTree(new)
    #expect(counter.reads == 1001)
  }

  /// The plan's structural batch carries its rows' origins (so that the heights are reused,
  /// not read), and a batch made by hand carries none.
  @Test func plansCarryOrigins() {
    let old = [SectionSnapshot<Row>(items: (0..<100).map { .number($0) })]
    var items = old[0].items
    items.swapAt(3, 70)
    items.remove(at: 50)
    let batches = Planner.plan(from: old, to: [SectionSnapshot(items: items)], using: .staged)
      .batches
    #expect(batches.count == 1 && batches[0].origins != nil)
    #expect(PlannedBatch(sections: old, calls: []).origins == nil)
  }
}
