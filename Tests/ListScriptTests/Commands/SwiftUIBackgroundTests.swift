import TestSupport
import Testing

@testable import ListScript

/// `swiftui background { … }`: a List's data published off the main thread.
///
/// SwiftUI logs its warning, the turn makes no update (our choice), the List shows the rows it
/// showed, and the next change made on the main thread diffs from them (`SwiftUIListReferenceTests` runs every
/// sequence of such steps against the reference).
@Suite struct SwiftUIBackgroundTests {
  static let warning =
    "SwiftUI logs: Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates."

  @Test func aChangePublishedOffTheMainThreadShowsAtTheNextChangeOnIt() {
    let result = runScript(
      """
      platform ios18
      swiftui list
      data ["a", "b", "c"]
      swiftui background { data ["a", "b", "c", "d"] }
      assert len(visible) == 3
      data ["z", "a", "b", "c", "d"]
      assert len(visible) == 5
      """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.components(separatedBy: Self.warning).count == 2, "\(result.output)")
    #expect(result.output.contains("no SwiftUI update: the change was published off the main"))
    // One batch for both changes, diffed from the rows the List showed.
    #expect(result.output.contains("SwiftUI update (no animation): changeset: insert 0:0, 0:4"))
  }

  /// A change on the main thread in the same turn makes the turn's update, which reads the
  /// data with both changes: no line says the List did not update.
  @Test func aTurnWithAChangeOnTheMainThreadUpdatesAsUsual() {
    let result = runScript(
      """
      platform ios26
      swiftui list
      data ["a"]
      turn {
        swiftui background { data insert "b" at 0:1 }
        data insert "c" at 0:2
      }
      assert len(visible) == 3
      """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains(Self.warning))
    #expect(!result.output.contains("no SwiftUI update"), "\(result.output)")
    #expect(result.output.contains("changeset: insert 0:1, 0:2"), "\(result.output)")
  }

  /// While an animation runs, an update waits, computed before the change published off the
  /// main thread; when the animation ends it is performed against the data with that change,
  /// and UIKit raises its count text for the row it was never told of.
  @Test func aWaitingUpdateMeetsTheChangeItWasNotComputedWith() {
    let result = runScript(
      """
      platform ios16
      swiftui list
      data sections [[1], [2]]
      swiftui animated { data insert 3 at 1:0 }
      data insert 4 at 0:0
      swiftui background { data insert 5 at 0:0 }
      swiftui animation end
      """, trace: .calls)
    #expect(result.status == .runtimeError)
    #expect(
      result.diagnostics.first?.message.hasPrefix(
        "NSInternalInconsistencyException: Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (1), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)"
      ) == true, "\(result.output)")
    #expect(result.output.contains("test.lsh:7:1: error: NSInternalInconsistencyException"))
  }

  /// Refused: outside a List, a view made inside the block, and the block nested with
  /// `swiftui animated` either way.
  @Test(arguments: [
    ("swiftui background { data [1] }", "acts on a SwiftUI List, and this view is not one", "1:1"),
    (
      "swiftui list\nswiftui background { table }",
      "changes a List's data off the main thread, and a view is not made inside it", "2:22"
    ),
    (
      "swiftui list\nswiftui animated { swiftui background { data [1] } }",
      "'swiftui animated' does not nest with", "2:20"
    ),
    (
      "swiftui list\nswiftui background { swiftui animated { data [1] } }",
      "inside 'swiftui background { … }' only the data changes", "2:22"
    ),
    (
      "swiftui list\nswiftui background { swiftui ondelete 0 }",
      "inside 'swiftui background { … }' only the data changes", "2:22"
    ),
    (
      "platform ios17\nswiftui list\ndata [1]\nswiftui background { swiftui scrollto 1 }",
      "inside 'swiftui background { … }' only the data changes", "4:22"
    ),
  ])
  func whatIsRefused(script: String, message: String, at place: String) {
    expectRefusal(script, message, at: place)
  }

  /// An `expect error` whose block published a change off the main thread and then failed puts
  /// the List back with that change still unread: no update follows at the turn's end.
  @Test func expectErrorKeepsABackgroundChangeUnread() {
    let result = runScript(
      """
      platform ios18
      swiftui list
      data ["a"]
      expect error "" {
        swiftui background { data insert "b" at 0:1 }
        data remove at 0:9
      }
      assert len(visible) == 1
      data insert "c" at 0:2
      assert len(visible) == 3
      """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains("changeset: insert 0:1, 0:2"), "\(result.output)")
  }
}
