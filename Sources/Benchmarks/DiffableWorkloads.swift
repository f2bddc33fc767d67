import HeadlessUIKit
import ListDiff
import ListScript

/// The diffable data source's workload of `quality.md`.
enum DiffableWorkloads {
  /// The cost of `apply` against `update to` of the same change.
  ///
  /// A 100,000-item snapshot of records with 1% each of deletes, inserts and moves, applied;
  /// `update to` of the same change is the plan and the batch on the same kind of table, in the
  /// same run. No bar in the issue: the ratio is printed.
  static func applyVersusUpdateTo() throws -> Result {
    let n = 100_000
    func record(_ id: Int) -> Value { .record(Record([("id", .int(id)), ("text", .int(id))])) }
    let old = (0..<n).map(record)
    var new = old.enumerated().filter { $0.offset % 100 != 50 }.map(\.element)  // 1% deletes
    for k in 0..<(n / 100) { new.insert(record(n + k), at: min(new.count, k * 100 + 25)) }
    var rng = SeededRandom(seed: 11)
    for _ in 0..<(n / 100) {  // 1% moves
      let item = new.remove(at: Int(rng.next() % UInt64(new.count)))
      new.insert(item, at: Int(rng.next() % UInt64(new.count)))
    }
    func snapshot(_ items: [Value]) -> DiffableSnapshot<Value> {
      DiffableSnapshot(sections: [.init(identifier: .string("main"), items: items)])
    }
    let (before, after) = (snapshot(old), snapshot(new))
    var best = (apply: Double.infinity, update: Double.infinity)
    for _ in 0..<2 {
      var table = TableView<Value>(platform: .ios15)
      var data = DataSource<Value>()
      var source = DiffableDataSource<Value>()
      _ = try source.apply(before, mode: .animated, to: &table, data: &data)
      try table.endTurn(data)
      let apply = try microseconds(repeats: 1) { _ in
        _ = try source.apply(after, mode: .animated, to: &table, data: &data)
        try table.endTurn(data)
      }
      var plain = TableView<Value>(platform: .ios15)
      var plainData = DataSource<Value>(sections: [old])
      try plain.endTurn(plainData)
      let update = try microseconds(repeats: 1) { _ in
        let (_, batches) = Planner.plan(
          from: [SectionSnapshot(items: old)], to: [SectionSnapshot(items: new)], using: .staged)
        try BatchWorkloads.perform(batches, on: &plain, &plainData)
      }
      best = (min(best.apply, apply / 1000), min(best.update, update / 1000))
    }
    return Result(
      workload:
        "diffable: apply of 100,000 items, 1% each of deletes, inserts, moves / update to (no bar)",
      figure: best.apply, reference: best.update, unit: "ms", ratio: best.apply / best.update,
      bar: "-", met: true)
  }
}
