import HeadlessUIKit
import ListDiff
import ListScript

/// Batches linear in their size: many calls in one batch, many reloads, and `update to` on a
/// million rows against the diff alone.
enum BatchWorkloads {
  /// A table of `rows` integers in one section, laid out.
  static func table(_ rows: Int) throws -> (TableView<Value>, DataSource<Value>) {
    let data = DataSource<Value>(sections: [(0..<rows).map { .int($0) }])
    var table = TableView<Value>(platform: .ios15)
    try table.endTurn(data)
    return (table, data)
  }

  /// One batch of `calls` single-row deletes (each call its own `deleteRows`), committed.
  static func manyCalls(_ calls: Int) throws -> Double {
    var (table, data) = try table(100_000)
    let paths = (0..<calls).map { ListIndexPath(0, $0 * 2) }
    return try microseconds(repeats: 1) { _ in
      try data.remove(at: paths.reversed())
      table.beginUpdates(data)
      for p in paths { try table.perform(.deleteRows([p]), data) }
      try table.endUpdates(data)
      try table.endTurn(data)
    } / 1000
  }

  static func calls() throws -> Result {
    let small = try manyCalls(4_000)
    let large = try manyCalls(40_000)
    return Result(
      workload: "table: one batch of 40,000 calls vs 4,000 (deleteRows each), committed",
      figure: large, reference: small, unit: "ms", ratio: large / small, bar: "<= 12x",
      met: large <= 12 * small)
  }

  /// 32,000 reloaded index paths in one batch (with a delete and an insert beside them).
  static func reloads() throws -> Result {
    var (table, data) = try table(100_000)
    let paths = (0..<32_000).map { ListIndexPath(0, 1 + $0 * 3) }
    let ms =
      try microseconds(repeats: 1) { _ in
        try data.remove(at: [ListIndexPath(0, 0)])
        try data.insert(.int(-1), at: ListIndexPath(0, 50_000))
        table.beginUpdates(data)
        try table.perform(.deleteRows([ListIndexPath(0, 0)]), data)
        try table.perform(.reloadRows(paths), data)
        try table.perform(.insertRows([ListIndexPath(0, 50_000)]), data)
        try table.endUpdates(data)
        try table.endTurn(data)
      } / 1000
    return Result(
      workload: "table: 32,000 reloads in one batch, committed", figure: ms, reference: nil,
      unit: "ms", ratio: ms / 1000, bar: "<= 1000 ms", met: ms <= 1000)
  }

  /// `update to` on 1,000,000 records (1% each of deletes, inserts, moves and updates), as the
  /// language runs it — plan, then each batch with its data set (a stage that only reloads rows
  /// replaces just those) — against the diff alone, the fastest of three runs each.
  static func updateTo() throws -> Result {
    let n = 1_000_000
    func record(_ id: Int, _ text: Int) -> Value {
      .record(Record([("id", .int(id)), ("text", .int(text))]))
    }
    let old = (0..<n).map { record($0, 0) }
    var new = old
    var rng = SeededRandom(seed: 5)
    for k in stride(from: 0, to: n, by: 100) { new[k] = record(k, 1) }  // 1% updates
    new = new.enumerated().filter { $0.offset % 100 != 50 }.map(\.element)  // 1% deletes
    for k in 0..<(n / 100) { new.insert(record(n + k, 0), at: min(new.count, k * 100 + 25)) }
    for _ in 0..<(n / 100) {  // 1% moves
      let from = Int(rng.next() % UInt64(new.count))
      let item = new.remove(at: from)
      new.insert(item, at: Int(rng.next() % UInt64(new.count)))
    }
    // The fastest of three runs each: both first runs pay for fresh memory.
    var diff = Double.infinity
    var update = Double.infinity
    for _ in 0..<3 {
      diff = min(diff, microseconds(repeats: 1) { _ in _ = Differ.diff(from: old, to: new) } / 1000)
      var (table, data) = (TableView<Value>(platform: .ios15), DataSource<Value>(sections: [old]))
      try table.endTurn(data)
      let run =
        try microseconds(repeats: 1) { _ in
          let (_, batches) = Planner.plan(from: old, to: new, using: .staged)
          try perform(batches, on: &table, &data)
        } / 1000
      update = min(update, run)
    }
    return Result(
      workload:
        "update to: 1,000,000 rows, 1% each of deletes, inserts, moves, updates / the diff alone",
      figure: update, reference: diff, unit: "ms", ratio: update / diff, bar: "<= 3x",
      met: update <= 3 * diff)
  }

  /// What `update to` does with its plan: each batch with the data it sets, then a turn's end.
  static func perform(
    _ batches: [PlannedBatch<Value>], on table: inout TableView<Value>,
    _ data: inout DataSource<Value>
  ) throws {
    for batch in batches {
      data.setSections(of: batch)
      table.beginUpdates(data)
      for call in batch.calls { try table.perform(call, data) }
      try table.endUpdates(data)
      try table.endTurn(data)
    }
  }
}
