import Testing

@testable import HeadlessUIKit
@testable import ListDiff

@Suite struct DataSourceTests {
  @Test func removalsReadEachIndexAfterThePreviousOne() throws {
    var data = DataSource<Row>(sections: [ints(1...8)])
    try data.remove(at: rows(1, 5))
    #expect(data.items(0) == [1, 3, 4, 5, 6, 8].map(Row.number))
  }

  @Test func aFailingRemovalRemovesNothing() {
    var data = DataSource<Row>(sections: [ints(1...3)])
    #expect(
      throws: DataSourceError.rowOutOfRange(
        command: "data remove", path: ListIndexPath(0, 2), limit: 2, inclusive: false)
    ) {
      try data.remove(at: rows(0, 2))
    }
    #expect(data.items(0) == ints(1...3))
    #expect(data.editCount == 0)
  }

  /// Each path is checked against its own section's count after the removals before it
  /// (removals elsewhere do not count), and a failure at the third path removes nothing.
  @Test func removalsAreCheckedPerSectionBeforeAnyHappens() throws {
    var data = DataSource<Row>(sections: [ints(1...2), ints(5...7)])
    let paths = [ListIndexPath(0, 0), ListIndexPath(1, 0), ListIndexPath(0, 1)]
    #expect(
      throws: DataSourceError.rowOutOfRange(
        command: "data remove", path: ListIndexPath(0, 1), limit: 1, inclusive: false)
    ) {
      try data.remove(at: paths)
    }
    #expect(data.items(0) == ints(1...2) && data.items(1) == ints(5...7))
    try data.remove(at: [ListIndexPath(0, 0), ListIndexPath(1, 2), ListIndexPath(0, 0)])
    #expect(data.items(0) == [] && data.items(1) == ints(5...6))
    #expect(data.editCount == 1)
  }

  @Test func editsAndTheirMessages() throws {
    var data = DataSource<Row>()
    data.setItems(ints(1...3))
    try data.insert(.number(0), at: ListIndexPath(0, 0))
    try data.move(from: ListIndexPath(0, 0), to: ListIndexPath(0, 3))
    try data.set(ListIndexPath(0, 0), to: .name("one"))
    try data.insertSection(1, items: ints(7...8))
    try data.moveSection(1, to: 0)
    #expect(data.items(0) == ints(7...8))
    #expect(data.items(1) == [.name("one"), .number(2), .number(3), .number(0)])
    try data.removeSection(0)
    #expect(data.sectionCount == 1)
    #expect(data.editCount == 7)
    #expect(data.journal.last == "data remove section 0")
    #expect(throws: DataSourceError.self) { try data.insert(.number(9), at: ListIndexPath(0, 9)) }
    #expect(throws: DataSourceError.self) { try data.insert(.number(9), at: ListIndexPath(3, 0)) }
    #expect(throws: DataSourceError.self) {
      try data.move(from: ListIndexPath(0, 0), to: ListIndexPath(0, 4))
    }
    do {
      try data.set(ListIndexPath(0, -1), to: "nil")
    } catch {
      #expect("\(error)" == "data set: row -1 is out of range for section 0 (valid: 0..<4)")
    }
  }

  @Test func theJournalKeepsTheLastSixteenEdits() throws {
    var data = DataSource<Row>(sections: [[]])
    for i in 0..<20 { try data.insert(.number(i), at: ListIndexPath(0, 0)) }
    #expect(data.journal.count == 16)
    #expect(data.journal.first == "data insert 4 at 0:0")
    #expect(data.editCount == 20)
  }
}
