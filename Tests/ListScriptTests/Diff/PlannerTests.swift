import Testing

@testable import ListScript

/// Every plan's batches pass the table model's validator and leave the cells showing the
/// target, on seeded random lists with duplicates and content changes.
@Suite struct PlannerTests {
  static func item(_ id: Int, _ text: String) -> Value {
    .record(Record([("id", .int(id)), ("text", .string(text))]))
  }

  static func randomList(_ rng: inout SeededRandom, maxCount: Int) -> [Value] {
    (0..<Int(rng.next() % UInt64(maxCount + 1))).map { _ in
      item(Int(rng.next() % 5), rng.next() % 3 == 0 ? "new" : "old")
    }
  }

  /// Applies the plan's batches to a table showing `old`; returns what the cells show.
  static func apply(_ old: [Value], _ new: [Value], _ plan: UpdatePlan) throws -> (
    shown: [Value], batches: Int
  ) {
    var data = DataSource(sections: [old])
    var geometry = TableView.Geometry()
    geometry.height = 2_000
    var table = TableView(platform: .ios15, geometry: geometry)
    try table.endTurn(data)
    let changes = Differ.diff(from: old, to: new)
    let batches = Planner.batches(changes, from: old, to: new, using: plan)
    for batch in batches {
      data.setItems(batch.items)
      table.beginUpdates(data)
      for call in batch.calls { try table.perform(call, data) }
      try table.endUpdates(data)
      try table.endTurn(data)
    }
    return (table.visibleCells.map { $0.displayed ?? .nil }, batches.count)
  }

  @Test(arguments: [UpdatePlan.staged, .single, .sectionsThenRows])
  func plansAreValidAndReachTheTarget(plan: UpdatePlan) throws {
    for seed in 0..<3_000 {
      var rng = SeededRandom(seed: UInt64(seed))
      let old = Self.randomList(&rng, maxCount: 8)
      let new = Self.randomList(&rng, maxCount: 8)
      do {
        let result = try Self.apply(old, new, plan)
        #expect(result.shown == new.map(\.displayed), "seed \(seed): \(old) -> \(new)")
        if plan == .single { #expect(result.batches <= 1) }
        if plan == .staged { #expect(result.batches <= 2) }
      } catch {
        Issue.record("seed \(seed): \(plan.rawValue) raised \(error) for \(old) -> \(new)")
        return
      }
    }
  }

  @Test func stagedUsesOneBatchWhenThatIsSafe() throws {
    let old = [Self.item(1, "a"), Self.item(2, "b"), Self.item(3, "c")]
    // An update in place: one batch with a reload.
    let inPlace = [Self.item(1, "a"), Self.item(2, "B"), Self.item(3, "c")]
    #expect(try Self.apply(old, inPlace, .staged).batches == 1)
    // A moved item whose content also changed: a single naive batch (move + reload) would
    // raise; staged reloads first, then moves.
    let movedAndChanged = [Self.item(3, "C"), Self.item(1, "a"), Self.item(2, "b")]
    #expect(try Self.apply(old, movedAndChanged, .staged).batches == 2)
    #expect(try Self.apply(old, movedAndChanged, .staged).shown == movedAndChanged.map(\.displayed))
    var data = DataSource(sections: [old])
    var table = TableView()
    try table.endTurn(data)
    data.setItems(movedAndChanged)
    table.beginUpdates(data)
    try table.perform(.moveRow(IndexPath(0, 2), IndexPath(0, 0)), data)
    try table.perform(.reloadRows([IndexPath(0, 2)]), data)
    #expect(throws: TableError.self) { try table.endUpdates(data) }
  }
}
