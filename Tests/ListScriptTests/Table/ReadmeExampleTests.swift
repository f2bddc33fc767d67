import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// The README's library example, as written there.
@Suite struct ReadmeExampleTests {
  @Test func libraryExample() throws {
    var data = DataSource<Value>()
    var table = TableView<Value>(platform: .ios15)
    data.setItems((1...8).map(Value.int))
    try table.endTurn(data)

    try data.remove(at: [IndexPath(0, 1), IndexPath(0, 5)])
    table.beginUpdates(data)
    try table.perform(.deleteRows([IndexPath(0, 1), IndexPath(0, 5)]), data)
    try table.endUpdates(data)
    try table.endTurn(data)
    #expect(table.visibleCells.map { $0.displayed ?? .nil } == [1, 3, 4, 5, 7, 8].map(Value.int))
  }

}
