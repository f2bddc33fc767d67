import Testing

@testable import ListScript

/// The README's library example, as written there.
@Suite struct ReadmeExampleTests {
  @Test func libraryExample() throws {
    var data = DataSource()
    var table = TableView(platform: .ios15)
    data.setItems((1...8).map(Value.int))
    try table.endTurn(data)

    try data.remove(at: [IndexPath(0, 1), IndexPath(0, 5)])
    table.beginUpdates(data)
    try table.perform(.deleteRows([IndexPath(0, 1), IndexPath(0, 5)]), data)
    try table.endUpdates(data)
    try table.endTurn(data)
    #expect(table.visibleCells.map { $0.displayed ?? .nil } == [1, 3, 4, 5, 7, 8].map(Value.int))
  }

  @Test func demoShowsTheArticlesPoints() throws {
    let ios15 = try TableDemo.run(platform: .ios15)
    #expect(ios15.contains("0:4     c7    y 176      h 44    7 [STALE: data has 6]"))
    #expect(ios15.contains("0:8     c2    y 352      h 44    11 [STALE: shows editing off]"))
    #expect(
      ios15.contains(
        "error: NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0."
      ))
    let ios14 = try TableDemo.run(platform: .ios14)
    #expect(!ios14.contains("shows editing off"))
  }
}
