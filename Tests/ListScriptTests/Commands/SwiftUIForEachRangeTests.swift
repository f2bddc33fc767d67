import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListScript

/// `swiftui foreach range`: a List whose rows run over `0..<items.count`, a range SwiftUI
/// reads once: a later count is logged and not followed, and a row the data lost traps when
/// its body runs.
@Suite struct SwiftUIForEachRangeTests {
  static let log =
    "SwiftUI logs: ForEach<Range<Int>, Int, …> count (5) != its initial count (3). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"

  /// Data that grows is logged with both counts, and the List keeps its first three rows,
  /// still reading the items at their indexes.
  @Test(arguments: [Platform.ios14, .ios17, .ios26])
  func dataThatGrowsIsLoggedAndNotShown(platform: Platform) {
    let result = runScript(
      """
      swiftui list
      swiftui foreach range
      data (1...3)
      data (1...5)
      assert items == 3 and visible == [1, 2, 3] and data == [1, 2, 3, 4, 5]
      data set 0 10
      assert visible == [10, 2, 3]
      """, trace: .calls, platform: platform)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains(Self.log), "\(result.output)")
    #expect(result.output.contains("the 2 items past it are not shown"), "\(result.output)")
    // The change to row 0 reloads it; the count never enters a batch.
    #expect(
      result.output.contains("reloadItems(at: [0:0])")
        || result.output.contains("reloadRows(at: [0:0]"), "\(result.output)")
    #expect(!result.output.contains("insert 0:3"), "\(result.output)")
  }

  /// Data that shrinks with a lost row on screen traps at the statement, after SwiftUI's log.
  @Test func aLostRowOnScreenTrapsAtOnce() {
    let result = runScript(
      """
      platform ios26
      swiftui list
      swiftui foreach range
      data ["a", "b", "c"]
      swiftui ondelete 0
      """, trace: .calls)
    #expect(result.status == .runtimeError)
    #expect(result.diagnostics.first?.message == "Fatal error: Index out of range")
    #expect(result.output.contains("test.lsh:5:1: error: Fatal error: Index out of range"))
    #expect(result.output.contains("count (2) != its initial count (3)"), "\(result.output)")
    #expect(
      result.output.contains(
        "row 0:2 was on screen at the last layout, and its body runs again while SwiftUI updates the List, reading items[2], but section 0 now has 2 rows"
      ), "\(result.output)")
  }

  /// Lost rows off screen stay in the List; the trap comes when a scroll brings one on screen,
  /// as SwiftUI's row (not a data source's cellForItemAt).
  @Test func aLostRowOffScreenTrapsWhenItComesOnScreen() {
    let result = runScript(
      """
      platform ios17
      swiftui list height 200
      swiftui foreach range
      data (1...30)
      data (1...20)
      assert items == 30
      scroll to bottom
      """)
    #expect(result.status == .runtimeError, "\(result.output)")
    #expect(result.output.contains("test.lsh:7:1: error: Fatal error: Index out of range"))
    #expect(result.output.contains("comes on screen, or is prepared"), "\(result.output)")
    #expect(!result.output.contains("cellForItemAt"), "\(result.output)")
  }

  /// A new `.id(…)` makes a new ForEach, which reads the data's count as its first.
  @Test func aNewIdentityReadsTheCountAgain() {
    let result = runScript(
      """
      platform ios17
      swiftui list
      swiftui foreach range
      swiftui id 1
      data (1...3)
      data (1...5)
      swiftui id 2
      assert items == 5
      data (1...4)
      """, trace: .calls)
    #expect(result.status == .runtimeError, "\(result.output)")
    #expect(result.output.contains("count (4) != its initial count (5)"), "\(result.output)")
  }

  /// Each section's ForEach reads its own first count: a section that appears later takes the
  /// count it appears with, and one that left takes its count anew when it comes back.
  @Test func eachSectionHasItsOwnFirstCount() {
    let result = runScript(
      """
      platform ios17
      swiftui list
      swiftui foreach range
      data sections [[1, 2]]
      data insert section 1 [3, 4, 5]
      assert items(0) == 2 and items(1) == 3
      data insert 6 at 1:0
      assert items(1) == 3 and visible == [1, 2, 6, 3, 4]
      """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains("count (4) != its initial count (3)"), "\(result.output)")
    #expect(!result.output.contains("!= its initial count (2)"), "\(result.output)")
  }

  /// Sections with identities keep their rows across an insert, a removal and a move of
  /// sections: each row is found by its section's identity, and only a lost row traps.
  @Test func sectionsAreFoundByTheirIdentities() {
    let moved = runScript(
      """
      platform ios17
      swiftui list
      swiftui foreach range
      data sections [{id: "A", items: [1, 2, 3]}]
      data sections [{id: "N", items: [9]}, {id: "A", items: [1, 2, 3]}]
      assert items(0) == 1 and items(1) == 3
      data sections [{id: "A", items: [1, 2, 3]}, {id: "N", items: [9]}]
      data sections [{id: "A", items: [1, 2, 3]}]
      assert items(0) == 3 and sections == 1
      """, trace: .calls)
    #expect(moved.status == .success, "\(moved.output)")
    #expect(!moved.output.contains("!= its initial count"), "\(moved.output)")
    let lost = runScript(
      """
      platform ios17
      swiftui list
      swiftui foreach range
      data sections [{id: "N", items: [9]}, {id: "A", items: [1, 2, 3]}]
      data sections [{id: "A", items: [1, 2]}]
      """, trace: .calls)
    #expect(lost.status == .runtimeError)
    #expect(lost.output.contains("row 0:2 was on screen"), "\(lost.output)")
    #expect(lost.output.contains("count (2) != its initial count (3)"), "\(lost.output)")
  }

  /// `expect error` does not catch the trap: it is Swift's, not an exception.
  @Test func expectErrorDoesNotCatchTheTrap() {
    let result = runScript(
      """
      platform ios17
      swiftui list height 200
      swiftui foreach range
      data (1...30)
      data (1...20)
      expect error "Index" {
        scroll to bottom
        print visible
      }
      """)
    #expect(result.status == .runtimeError)
    #expect(result.diagnostics.first?.message == "Fatal error: Index out of range")
  }

  /// The ranges as read: rows past the data's count keep what they showed; a section new to
  /// the List takes its count.
  @Test func rangedKeepsTheRowsOfTheFirstCount() {
    let shown = [SectionSnapshot<Value>(items: [.int(1), .int(2), .int(3)])]
    let data = [
      SectionSnapshot<Value>(items: [.int(9)]), SectionSnapshot<Value>(items: [.int(7), .int(8)]),
    ]
    let rows = Interpreter.ranged(data, shown: shown)
    #expect(rows.map(\.items) == [[.int(9), .int(2), .int(3)], [.int(7), .int(8)]])
    // Read again, each section keeps the count it first had, not the data's.
    let grown = [
      SectionSnapshot<Value>(items: (1...5).map(Value.int)),
      SectionSnapshot<Value>(items: [.int(6)]),
    ]
    let again = Interpreter.ranged(grown, shown: rows)
    #expect(again.map(\.items) == [[.int(1), .int(2), .int(3)], [.int(6), .int(8)]])
  }
}
