import HeadlessUIKit
import ListDiff
import ListScript

/// The table workloads of `quality.md`.
enum TableWorkloads {
  /// `rows` rows in 100 sections with mixed heights (a third ask for their own height).
  static func items(_ rows: Int, section: Int) -> [Value] {
    (0..<(rows / 100)).map { i in
      let n = section * rows / 100 + i
      if n % 3 == 0 {
        return .record(Record([("id", .int(n)), ("height", .int(20 + n % 80))]))
      }
      return .int(n)
    }
  }

  static func loaded(_ rows: Int, kind: ViewKind = .table) throws -> (
    TableView<Value>, DataSource<Value>
  ) {
    let data = DataSource<Value>(sections: (0..<100).map { items(rows, section: $0) })
    var table = TableView<Value>(platform: .ios15, kind: kind)
    try table.endTurn(data)
    return (table, data)
  }

  static func memory(rows: Int) throws -> Result {
    resetPeakMemory()
    let before = peakMemoryMB()
    let (table, data) = try loaded(rows)
    let peak = peakMemoryMB()
    withExtendedLifetime((table, data)) {}
    return Result(
      workload:
        "table: 1,000,000 rows loaded, peak memory (process; \(Result.format(before)) MB before)",
      figure: peak, reference: nil, unit: "MB", ratio: peak / 200, bar: "<= 200 MB",
      met: peak <= 200
    ).measured()
  }

  /// The name of the view in a row's label: `table` or `collection view (flow layout)`.
  static func name(_ kind: ViewKind) -> (view: String, rows: String) {
    kind.isCollection ? ("collection view (flow layout)", "items") : ("table", "rows")
  }

  /// Cost of one `scroll to` a random offset, with its layout pass.
  static func scroll(small: Int, large: Int, repeats: Int, kind: ViewKind = .table) throws
    -> Result
  {
    func cost(_ rows: Int) throws -> Double {
      var (table, data) = try loaded(rows, kind: kind)
      var rng = SeededRandom(seed: 7)
      let height = table.contentHeight
      return try microseconds(repeats: repeats) { _ in
        table.scroll(to: Double(rng.next() % UInt64(height)), data)
        try table.endTurn(data)
        _ = table.takeEvents()
      }
    }
    let (view, rows) = name(kind)
    return growth(
      "\(view): scroll to a random offset, 1,000,000 vs 1,000 \(rows)", small: try cost(small),
      large: try cost(large), limit: 3)
  }

  /// Cost of a committed batch of 10 row operations (4 deletes, 2 reloads, 4 inserts) with the
  /// matching data changes, in a middle section, scrolled there.
  static func batch(small: Int, large: Int, repeats: Int, kind: ViewKind = .table) throws
    -> Result
  {
    func cost(_ rows: Int) throws -> Double {
      var (table, data) = try loaded(rows, kind: kind)
      let m = rows / 100
      let section = 50
      let deletes = [2, 4, 6, 8].map { $0 * m / 10 }
      let reloads = [0, 1]
      let inserts = [3, 5, 7, 9].map { $0 * m / 10 }
      let top = table.y(of: ListIndexPath(section, 0)) ?? 0
      table.scroll(to: top, data)
      try table.endTurn(data)
      return try microseconds(repeats: repeats) { i in
        try data.remove(at: deletes.reversed().map { ListIndexPath(section, $0) })
        for r in reloads { try data.set(ListIndexPath(section, r), to: .int(-i)) }
        for r in inserts { try data.insert(.int(i), at: ListIndexPath(section, r)) }
        table.beginUpdates(data)
        try table.perform(.deleteRows(deletes.map { ListIndexPath(section, $0) }), data)
        try table.perform(.reloadRows(reloads.map { ListIndexPath(section, $0) }), data)
        try table.perform(.insertRows(inserts.map { ListIndexPath(section, $0) }), data)
        try table.endUpdates(data)
        try table.endTurn(data)
        _ = table.takeEvents()
      }
    }
    let (view, rows) = name(kind)
    return growth(
      "\(view): batch of 10 \(kind.isCollection ? "item" : "row") operations, 1,000,000 vs 1,000 \(rows)",
      small: try cost(small), large: try cost(large), limit: 20)
  }

  /// A growth bar: the cost at the large size over the cost at the small one.
  static func growth(_ workload: String, small: Double, large: Double, limit: Double) -> Result {
    Result(
      workload: workload, figure: large, reference: small, unit: "us", ratio: large / small,
      bar: "<= \(Int(limit))x", met: large / small <= limit)
  }
}
