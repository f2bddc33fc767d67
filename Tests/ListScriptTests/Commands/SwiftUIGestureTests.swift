import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListScript

/// `swiftui ondelete`, `swiftui onmove` and `swiftui id` on a SwiftUI List: the handlers' offset
/// edits, their transaction, a new identity's rebuild, and what they refuse, where.
@Suite struct SwiftUIGestureTests {
  static let setup =
    "platform ios17\nswiftui list\ndata sections [[\"a\", \"b\", \"c\", \"d\"], [\"x\", \"y\"]]\n"

  /// A drag's destination counts the rows before the move; the batch is diffed like any other
  /// change, and its animation runs.
  @Test func onMoveUsesTheOffsetBeforeTheMove() {
    let result = runScript(
      Self.setup + """
        swiftui onmove 0 to 2
        assert data(0) == ["b", "a", "c", "d"]
        swiftui animation end
        swiftui onmove [0, 1] to 2 section 1
        assert data(1) == ["x", "y"]
        swiftui onmove [0] to 2 section 1
        assert data(1) == ["y", "x"] and visible == ["b", "a", "c", "d", "y", "x"]
        """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(
      result.output.contains(
        "onMove(perform:) with IndexSet [0] and offset 2 of section 0: move(fromOffsets:toOffset:) puts the rows before the row that was at offset 2, so they start at index 1, in the drop's animated transaction (our inference)"
      ))
    #expect(result.output.contains("SwiftUI update (withAnimation): changeset: move"))
  }

  /// A swipe removes the offsets of its section, in order and once each; its transaction is
  /// animated, so a change in the next turn waits.
  @Test func onDeleteRemovesTheOffsetsAnimated() {
    let result = runScript(
      Self.setup + """
        swiftui ondelete [3, 0, 3]
        assert data(0) == ["b", "c"]
        data insert "z" at 1:0
        swiftui animation end
        assert data(1) == ["z", "x", "y"] and items(1) == 3
        """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains("onDelete(perform:) with IndexSet [0, 3] of section 0"))
    #expect(result.output.contains("it waits for the running animation"))
  }

  /// Offsets the section does not have, a value that is not an offset, and a view that is not
  /// a List are errors at the statement.
  @Test(arguments: [
    (
      "swiftui ondelete [1, 4]",
      "swiftui ondelete: row 4 is out of range for section 0 (valid: 0..<4)", 1
    ),
    (
      "swiftui onmove 0 to 3 section 1",
      "swiftui onmove: row 3 is out of range for section 1 (valid: 0...2)", 1
    ),
    (
      "swiftui ondelete 0 section 2", "swiftui ondelete: section 2 is out of range (valid: 0..<2)",
      1
    ),
    ("swiftui ondelete [\"a\"]", "expected an offset (a whole number) or a list of them", 18),
  ])
  func refusals(statement: String, message: String, column: Int) {
    let result = runScript(Self.setup + statement)
    #expect(result.status == .runtimeError)
    #expect(result.diagnostics.first?.message.contains(message) == true, "\(result.output)")
    #expect(result.output.contains("test.lsh:4:\(column): error:"), "\(result.output)")
  }

  /// No gesture hands over an empty IndexSet; a rebuild inside `expect error` could not be put
  /// back.
  @Test(arguments: [
    ("swiftui ondelete []", "expected at least one offset"),
    ("swiftui onmove [] to 0", "expected at least one offset"),
  ])
  func emptyOffsetsAndRebuildsInExpectError(statement: String, message: String) {
    let result = runScript(Self.setup + statement)
    #expect(result.status == .runtimeError)
    #expect(result.diagnostics.first?.message.contains(message) == true, "\(result.output)")
  }

  @Test func aRebuildIsRefusedInsideExpectError() {
    let result = runScript(
      Self.setup
        + "swiftui id 1\nexpect error \"which 'expect error' cannot put back\" { swiftui id 2 }\n"
        + "swiftui id 1\n", trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains(".id(1): the same identity; nothing changes"))
  }

  /// On `ios12` (iOS 13) every change of a List's data animates: a change in the next turn
  /// waits for it.
  @Test func iOS13AnimatesEveryChange() {
    let result = runScript(
      "platform ios12\nswiftui list\ndata [1, 2]\ndata insert 3 at 0:0\ndata insert 4 at 0:0\n",
      trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(
      result.output.contains(
        "SwiftUI update (animated, as iOS 13 animates every change of a List): changeset: insert 0:0"
      ))
    #expect(result.output.contains("it waits for the running animation"))
  }

  @Test(arguments: ["swiftui ondelete 0", "swiftui onmove 0 to 1", "swiftui id 1"])
  func notOnATable(statement: String) {
    let result = runScript("table\ndata [1, 2]\n" + statement)
    #expect(result.status == .runtimeError)
    #expect(result.output.contains("acts on a SwiftUI List, and this view is not one"))
  }

  /// NextSeason's List keyed to its data with `.id(…)`: each change makes a new List, so no
  /// waiting update meets a view that missed one, and nothing raises.
  @Test func aNewIdentityDropsTheWaitingUpdate() {
    let result = runScript(
      """
      platform ios26
      swiftui list
      swiftui id 0
      data sections [{id: "shows", items: []}, {id: "debug", items: ["Track a show"]}]
      swiftui animated {
        data set 1:0 "Send Test Notification"
      }
      turn {
        data insert "Severance" at 0:0
        swiftui id 1
      }
      turn {
        data insert "Instructions" at 1:1
        swiftui id 2
      }
      swiftui animation end
      assert items(0) == 1 and items(1) == 2
      """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains(".id(0): the List's identity"))
    #expect(result.output.contains(".id(1) -> .id(2): a new identity; SwiftUI drops the List"))
    #expect(result.output.contains("no animation is running"))
  }

  /// The same value changes nothing; a new one starts at the top with a new view.
  @Test func theSameIdentityKeepsTheList() {
    let result = runScript(
      """
      platform ios17
      swiftui list height 200
      data (1...30)
      swiftui id "a"
      scroll to 300
      swiftui id "a"
      assert offset == 300
      swiftui id "b"
      assert offset == 0 and items == 30
      """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains(".id(\"a\"): the same identity; nothing changes"))
  }
}
