import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// Nothing is half-applied: every failing call leaves the table exactly as it was.
@Suite struct RollbackTests {
  /// A table scrolled into the middle of 3 sections, with a selection, editing on, a prepared
  /// cell marked stale and anchoring on: state in every part of the model.
  func busyScene(_ platform: Platform) throws -> Scene {
    var scene = Scene(platform, height: 300)
    try scene.step { _, data in data.setSections([ints(0...19), ints(20...39), ints(40...59)]) }
    try scene.step { table, data in
      table.scroll(to: 700, data)
      table.anchorsFirstVisibleItem = true
    }
    try scene.step { table, data in
      try table.select(ListIndexPath(0, 17), data)
      try table.setEditing(true, data)
    }
    _ = scene.table.takeEvents()
    return scene
  }

  typealias Failing = @Sendable (inout TableView<Row>, DataSource<Row>) throws -> Void

  static let failures: [(String, Failing)] = [
    (
      "a lone delete past the end",
      { t, d in try t.perform(.deleteRows([ListIndexPath(0, 20)]), d) }
    ),
    (
      "a lone insert the data lacks",
      { t, d in try t.perform(.insertRows([ListIndexPath(1, 3)]), d) }
    ),
    (
      "a negative index",
      { t, d in try t.perform(.moveRow(ListIndexPath(0, -1), ListIndexPath(0, 2)), d) }
    ),
    ("a missing section", { t, d in try t.perform(.deleteSections([7]), d) }),
    ("end without begin", { t, d in try t.endUpdates(d) }),
    ("select a missing row", { t, d in try t.select(ListIndexPath(2, 20), d) }),
    ("deselect a negative row", { t, d in try t.deselect(ListIndexPath(0, -2), d) }),
    (
      "scroll to a missing section",
      { t, d in try t.scroll(toRow: ListIndexPath(3, 0), at: .top, d) }
    ),
    (
      "reconfigure a missing row",
      { t, d in try t.perform(.reconfigureRows([ListIndexPath(0, 40)]), d) }
    ),
    (
      "a batch that fails at its end",
      { t, d in
        t.beginUpdates(d)
        t.beginUpdates(d)
        try t.perform(.deleteRows([ListIndexPath(0, 0)]), d)
        try t.perform(.moveRow(ListIndexPath(1, 0), ListIndexPath(0, 3)), d)
        try t.endUpdates(d)
        try t.endUpdates(d)
      }
    ),
  ]

  @Test(arguments: [Platform.ios14, .ios15]) func failingCallsChangeNothing(platform: Platform)
    throws
  {
    for (name, failing) in Self.failures {
      var scene = try busyScene(platform)
      let before = scene.table
      #expect(throws: TableError.self, "\(name)") { try failing(&scene.table, scene.data) }
      #expect(scene.table == before, "\(name) changed the table")
    }
  }

  /// The app's own crash in a layout pass (the data source lost rows the table still shows)
  /// and in a reload that scrolls rows into view: the table is left as it was.
  @Test func failingLayoutsChangeNothing() throws {
    var scene = try busyScene(.ios15)
    try scene.step { _, data in data.setSections([ints(0...19), [], []]) }
    let before = scene.table
    #expect(throws: TableError.self) {
      try scene.table.layoutIfNeeded(scene.data)
      scene.table.scroll(by: 200, scene.data)
      try scene.table.layoutIfNeeded(scene.data)
    }
    // The first layout and the scroll applied (they succeeded; the layout counted its work);
    // the failed layout left no trace.
    var expected = before
    try expected.layoutIfNeeded(scene.data)
    expected.scroll(by: 200, scene.data)
    #expect(scene.table == expected)
  }
}
