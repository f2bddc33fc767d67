import Testing

@testable import HeadlessUIKit

/// Counts as traces print them: singular for one, plural otherwise (the trial's "1 items" and
/// "1 more stale cells").
@Suite struct CountedTests {
  @Test(
    arguments: [
      (0, "item", nil, "0 items"), (1, "item", nil, "1 item"), (2, "item", nil, "2 items"),
      (1, "more stale cell", nil, "1 more stale cell"),
      (3, "more stale cell", nil, "3 more stale cells"),
      (1, "index path", "index paths", "1 index path"),
      (2, "index", "indexes", "2 indexes"),
    ] as [(Int, String, String?, String)])
  func countsAgreeWithTheirNumber(n: Int, noun: String, plural: String?, shown: String) {
    #expect(Counted.count(n, noun, plural: plural) == shown)
  }

  @Test func theDataSourceJournalSaysOneItem() {
    var data = DataSource<Int>()
    data.setItems([7])
    data.setItems([1, 2])
    try? data.insertSection(1, items: [3])
    #expect(
      data.journal.suffix(3) == [
        "data: section 0 set to 1 item", "data: section 0 set to 2 items",
        "data insert section 1 with 1 item",
      ])
  }
}
