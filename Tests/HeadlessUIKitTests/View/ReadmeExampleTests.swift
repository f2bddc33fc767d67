import HeadlessUIKit
import ListDiff
import Testing

/// The README's library example, as written there, through the public API only (no
/// `@testable`) and with a plain Swift item type.
@Suite struct ReadmeExampleTests {
  @Test func libraryExample() throws {
    var data = DataSource(sections: [(1...8).map { "row \($0)" }])
    var table = TableView<String>(platform: .ios15)
    try table.endTurn(data)  // the table appears and lays itself out

    try table.performBatchUpdates(dataSource: &data) { table, data in
      // One after the other: rows 1 and 6.
      try data.remove(at: [ListIndexPath(0, 1), ListIndexPath(0, 5)])
      try table.deleteRows(at: [ListIndexPath(0, 1), ListIndexPath(0, 5)], dataSource: data)
    }
    try table.endTurn(data)
    #expect(
      table.visibleCells.map { $0.displayed ?? "-" }
        == ["row 1", "row 3", "row 4", "row 5", "row 7", "row 8"])
    #expect(data.items(0) == ["row 1", "row 3", "row 4", "row 5", "row 6", "row 8"])
    #expect(table.render(data).contains("[STALE: data has row 6]"))
  }

  @Test func aBatchWhoseUpdatesThrowIsDiscarded() throws {
    var data = DataSource(sections: [[1, 2, 3]])
    var table = TableView<Int>()
    try table.endTurn(data)
    let before = table
    struct Oops: Error {}
    #expect(throws: Oops.self) {
      try table.performBatchUpdates(dataSource: &data) { table, data in
        try table.deleteRows(at: [ListIndexPath(0, 0)], dataSource: data)
        throw Oops()
      }
    }
    #expect(table == before)
    #expect(!table.isInBatch)
  }
}
