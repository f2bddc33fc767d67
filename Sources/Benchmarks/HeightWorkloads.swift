import HeadlessUIKit
import ListDiff
import ListScript

/// Heights: fitted template cells, FD's index-path cache and estimates (no bars in
/// `quality.md`; ours are stated with each workload).
enum HeightWorkloads {
  /// `rows` items in 100 sections whose texts take one to three lines.
  static func data(_ rows: Int) -> DataSource<Value> {
    DataSource<Value>(
      sections: (0..<100).map { s in
        (0..<(rows / 100)).map { i in
          let n = s * rows / 100 + i
          return .string(String(repeating: "word ", count: n % 25))
        }
      })
  }

  static func fittedTable(estimated: Bool, cache: RowHeights.CacheKind) -> TableView<Value> {
    var table = TableView<Value>(platform: .ios15)
    table.setHeightSettings {
      $0.source = .fit
      $0.cache = cache
      $0.estimate = estimated ? 44 : nil
    }
    return table
  }

  /// Scrolling page by page through rows not yet measured, with estimates on.
  ///
  /// Each page's rows are fitted (and cached) as they come on screen. The cost of a page at
  /// 1,000,000 rows over its cost at 1,000, both starting from fresh tables, so that every page
  /// measures rows.
  static func estimatedPages(
    _ cache: RowHeights.CacheKind, bar: Double?, rounds: Int
  ) throws -> Result {
    func cost(_ rows: Int) throws -> Double {
      let data = self.data(rows)
      var total = 0.0
      for round in 0..<rounds {
        var table = fittedTable(estimated: true, cache: cache)
        try table.endTurn(data)
        let start = Double(round) * 100_000
        total += try microseconds(repeats: 40) { page in
          let y = (start + Double(page) * 667).truncatingRemainder(dividingBy: 44 * Double(rows))
          table.scroll(to: y, data)
          try table.endTurn(data)
          _ = table.takeEvents()
        }
      }
      return total / Double(rounds)
    }
    let small = try cost(1_000)
    let large = try cost(1_000_000)
    let name =
      "heights: a page of new estimated rows fitted on scroll (cache \(cache.rawValue)), 1,000,000 vs 1,000 rows"
    guard let bar else {
      return Result(
        workload: name + " (no bar)", figure: large, reference: small, unit: "us",
        ratio: large / small, bar: "-", met: true)
    }
    return TableWorkloads.growth(name, small: small, large: large, limit: bar)
  }

  /// Reading 100,000 fitted heights, all misses against all hits.
  ///
  /// `reloadData()` empties FD's cache; `fd_reloadDataWithoutInvalidateIndexPathHeightCache`
  /// keeps it. No bar: what the cache saves.
  static func cacheSaving(rows: Int, repeats: Int) throws -> Result {
    let data = self.data(rows)
    var table = fittedTable(estimated: false, cache: .indexpath)
    try table.endTurn(data)
    let misses = try microseconds(repeats: repeats) { _ in
      try table.reloadData(data)
      _ = table.takeEvents()
    }
    let hits = try microseconds(repeats: repeats) { _ in
      try table.reloadData(data, keepingHeights: true)
      _ = table.takeEvents()
    }
    return Result(
      workload: "heights: reload of 100,000 fitted rows, every height fitted vs every one cached",
      figure: misses / 1000, reference: hits / 1000, unit: "ms", ratio: misses / hits, bar: "-",
      met: true)
  }
}
