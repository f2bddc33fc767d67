import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListScript

/// `swiftui foreach indices`: a List whose rows are identified by index, each reading
/// `items[i]`: diffed by index, and trapping when a row on screen lost its index.
@Suite struct SwiftUIForEachIndicesTests {
  /// A delete with the last row on screen traps, before any batch, at the statement.
  @Test(arguments: [Platform.ios14, .ios17, .ios26])
  func aDeleteWithTheLastRowOnScreenTraps(platform: Platform) {
    let result = runScript(
      """
      swiftui list
      swiftui foreach indices
      data ["a", "b", "c"]
      swiftui ondelete 0
      """, trace: .calls, platform: platform)
    #expect(result.status == .runtimeError)
    #expect(result.diagnostics.first?.message == "Fatal error: Index out of range")
    #expect(result.output.contains("test.lsh:4:1: error: Fatal error: Index out of range"))
    #expect(
      result.output.contains(
        "row 0:2 was on screen at the last layout, and its body reads items[2]"))
    #expect(!result.output.contains("performBatchUpdates"), "\(result.output)")
  }

  /// Scrolled away from the end, the rows past the new end are off screen: the delete passes,
  /// diffed by index (the last row goes, the rows from the deleted one on are updated).
  @Test func offScreenStaleRowsDoNotTrap() {
    let result = runScript(
      """
      platform ios17
      swiftui list height 200
      swiftui foreach indices
      data (1...20)
      swiftui ondelete 3
      swiftui animation end
      assert data(0)[3] == 5 and items == 19
      """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains("changeset: delete 0:19; update 0:3, 0:4,"), "\(result.output)")
  }

  /// Rows identified by their items pass the same delete; a section that goes is a lost index
  /// too.
  @Test func identitiesPassAndASectionGoneTraps() {
    let fixed = runScript(
      "platform ios17\nswiftui list\nswiftui foreach identities\ndata [\"a\", \"b\", \"c\"]\nswiftui ondelete 0\n"
    )
    #expect(fixed.status == .success, "\(fixed.output)")
    let gone = runScript(
      "platform ios17\nswiftui list\nswiftui foreach indices\ndata sections [[1], [2]]\ndata remove section 1\n"
    )
    #expect(gone.status == .runtimeError)
    #expect(gone.output.contains("but section 1 now is gone"), "\(gone.output)")
  }

  /// A new `.id(…)` makes the List again with the same ForEach: by index it still traps, and
  /// its ForEach cannot be set anew.
  @Test func aRebuildKeepsTheForEach() {
    let result = runScript(
      """
      platform ios17
      swiftui list
      swiftui foreach indices
      swiftui id 1
      data ["a", "b", "c"]
      swiftui id 2
      swiftui ondelete 0
      """)
    #expect(
      result.diagnostics.first?.message == "Fatal error: Index out of range", "\(result.output)")
    let again = runScript(
      "platform ios17\nswiftui list\nswiftui id 1\ndata [1]\nswiftui id 2\nswiftui foreach indices\n"
    )
    #expect(
      again.diagnostics.first?.message
        == "'swiftui foreach' is the List's code, which does not change once it is shown")
  }

  /// The ForEach is the List's code: it is set before the List is first shown, on a List.
  @Test func itIsSetBeforeTheListIsShown() {
    let late = runScript("platform ios17\nswiftui list\ndata [1]\nswiftui foreach indices\n")
    #expect(
      late.diagnostics.first?.message
        == "'swiftui foreach' is the List's code, which does not change once it is shown")
    let table = runScript("table\nswiftui foreach indices\n")
    #expect(
      table.diagnostics.first?.message
        == "'swiftui foreach' acts on a SwiftUI List, and this view is not one")
  }
}
