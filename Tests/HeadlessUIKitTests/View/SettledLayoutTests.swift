import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// `layoutIfNeeded`'s shortcut for a pass that would change nothing leaves what the pass leaves.
///
/// The shortcut serves a query after a query. On seeded random sequences of the reference model's operations, the shortcut must leave the view
/// exactly as the full pass does — cells, roles, pool, rows, offset, heights, the events and the
/// work counted — both between operations of a turn and after its end.
@Suite struct SettledLayoutTests {
  static let sequences = 3_000
  static let steps = 30

  /// Everything a layout pass may touch, written out.
  static func state(_ t: inout TableView<Row>) -> String {
    let mounted = t.mounted.sorted { $0.key < $1.key }.map { "\($0.key)→\($0.value)" }
    let cells = t.cells.map { "\($0.id):\($0.role):\(String(describing: $0.indexPath))" }
    let events = t.takeEvents().map { $0.description(.table) }
    return """
      visible \(t.visibleRows) prepared \(t.preparedRows) mounted \(mounted)
      cells \(cells) pool \(t.pool) offset \(t.offset) height \(t.contentHeight)
      measured \(t.measuredRows.count) events \(events) work \(t.takeWork())
      """
  }

  @Test func theShortcutLeavesWhatTheFullPassLeaves() {
    let seeds = TestRandom.seeds(
      chunk: 0, of: 1, count: Self.sequences, from: 50_000, suite: "SettledLayoutTests")
    var (settled, full) = (0, 0)
    for seed in seeds {
      var gen = ReferenceModelTests.Generator(rng: SeededRandom(seed: UInt64(seed)))
      let platform = Platform.allCases[gen.int(0...3)]
      var geometry = TableGeometry()
      geometry.height = Double(gen.int(80...400))
      var table = TableView<Row>(platform: platform, geometry: geometry)
      var data = DataSource<Row>()
      var log: [String] = []
      var setup: [ReferenceModelTests.Op] =
        gen.chance(0.5) ? [.fit(gen.chance(0.7)), .estimate(gen.chance(0.5) ? 44 : nil)] : []
      while log.count < Self.steps {
        let ops = setup.isEmpty ? gen.op(data: data, table: table) : setup
        setup = []
        for op in ops {
          log.append(op.description)
          let saved = (table, data)
          do {
            try ReferenceModelTests.perform(op, &table, &data)
            try compare(&table, data, seed, log, &settled, &full)
            try table.endTurn(data)
          } catch {
            (table, data) = saved
          }
          try? compare(&table, data, seed, log, &settled, &full)
        }
      }
    }
    // Both ways must be exercised, or the comparison proves little.
    #expect(settled > Self.sequences * 5, "too few settled passes: \(settled)")
    #expect(full > Self.sequences * 2, "too few full passes: \(full)")
  }

  /// Lays out a copy each way and records an issue if they differ.
  func compare(
    _ table: inout TableView<Row>, _ data: DataSource<Row>, _ seed: Int, _ log: [String],
    _ settled: inout Int, _ full: inout Int
  ) throws {
    _ = Self.state(&table)
    if table.hasAppeared, table.batch == nil, !table.reloadPending,
      (try? table.settledPass(data)) != nil
    {
      settled += 1
    } else {
      full += 1
    }
    var (quick, slow) = (table, table)
    let a = Result { () throws(TableError) in try quick.layoutIfNeeded(data) }
    let b = Result { () throws(TableError) in try slow.layoutInFull(data) }
    let (qa, sb) = (Self.state(&quick), Self.state(&slow))
    if "\(a)" != "\(b)" || qa != sb {
      Issue.record(
        "seed \(seed): the shortcut differs after \(log.joined(separator: "; "))\n\(a) \(qa)\nfull: \(b) \(sb)"
      )
    }
  }
}
