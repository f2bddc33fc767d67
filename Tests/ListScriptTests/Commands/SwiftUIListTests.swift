import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// `swiftui list`: SwiftUI's List over its collection view, from the language: the NextSeason
/// text and the fixes, what is refused where, and the List's state kept right across blocks,
/// `expect error`, turns and profiles (`SwiftUIListReferenceTests` checks the coordinator
/// against an independent reference).
@Suite struct SwiftUIListTests {
  /// The reason of janineanne/NextSeason's crash (iOS 26.5), up to the view's description.
  static let nextSeasonReason =
    "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (1) must be equal to the number of items contained in that section before the update (0), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."

  @Test func nextSeasonsTextComesOutOnIos26() {
    let result = runScript(
      """
      platform ios26
      swiftui list
      data sections [{id: "shows", items: []}, {id: "debug", items: ["Track a show"]}]
      swiftui animated {
        data set 1:0 "Send Test Notification"
      }
      data insert "Severance" at 0:0
      data insert "Instructions" at 1:1
      swiftui animation end
      """)
    #expect(result.status == .runtimeError)
    let diagnostic = result.diagnostics.first
    #expect(diagnostic?.message == "NSInternalInconsistencyException: " + Self.nextSeasonReason)
    #expect(result.output.contains("test.lsh:9:1: error: NSInternalInconsistencyException"))
  }

  /// The fixes the reports name end it: the two writes in one turn (one update), or every
  /// change made without animation (nothing waits).
  @Test(arguments: [
    (
      "swiftui animated {\n  data set 1:0 \"Send Test Notification\"\n}",
      "turn {\n  data insert \"Severance\" at 0:0\n  data insert \"Instructions\" at 1:1\n}"
    ),
    (
      "data set 1:0 \"Send Test Notification\"",
      "data insert \"Severance\" at 0:0\ndata insert \"Instructions\" at 1:1"
    ),
  ])
  func theReportsFixesEndIt(first: String, then: String) {
    let result = runScript(
      """
      platform ios26
      swiftui list
      data sections [{id: "shows", items: []}, {id: "debug", items: ["Track a show"]}]
      \(first)
      \(then)
      swiftui animation end
      assert items(0) == 1 and items(1) == 2
      """)
    #expect(result.status == .success, "\(result.output)")
  }

  /// No view is made inside an animated block, and a refused one leaves the blocks after it
  /// animated.
  @Test(arguments: ["swiftui list", "table", "collection list", "swiftui lazyvstack"])
  func noViewIsMadeInsideAnAnimatedBlock(view: String) {
    let result = runScript(
      """
      platform ios17
      swiftui list
      expect error "a view is not made inside it" { swiftui animated { \(view) } }
      data [1, 2]
      swiftui animated { data insert 3 at 0:2 }
      """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(
      result.output.contains("SwiftUI update (withAnimation): changeset: insert 0:2"),
      "\(result.output)")
  }

  /// `expect error` around the batch that raises puts the List back as it was: the update still
  /// waits, and the animation's end raises again.
  @Test func expectErrorPutsTheListBack() {
    let result = runScript(
      """
      platform ios26
      swiftui list
      data sections [{id: "shows", items: []}, {id: "debug", items: ["Track a show"]}]
      swiftui animated { data set 1:0 "Send Test Notification" }
      data insert "Severance" at 0:0
      data insert "Instructions" at 1:1
      expect error "invalid number of items in section 0" { swiftui animation end }
      expect error "invalid number of items in section 0" { swiftui animation end }
      assert items(0) == 0 and items(1) == 1
      """)
    #expect(result.status == .success, "\(result.output)")
  }

  /// A List that appears in the middle of a turn (a query lays it out) starts from the data it
  /// read: the rest of the turn's changes are its first update.
  @Test func aListThatAppearsMidTurnStartsFromWhatItRead() {
    let result = runScript(
      """
      platform ios17
      swiftui list
      turn {
        data [1, 2]
        assert items(0) == 2
        data [1, 2, 3]
      }
      assert items(0) == 3
      data [1, 2, 3, 4]
      assert items(0) == 4
      """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains("SwiftUI update (no animation): changeset: insert 0:2"))
  }

  @Test func aListRefusesAnEarlierProfileAndAWindow() {
    let platform = runScript("platform ios17\nswiftui list\nplatform ios15\n")
    #expect(
      platform.diagnostics.first?.message
        == "a SwiftUI List on ios15 is a UITableView, and this one was made as a UICollectionView")
    let later = runScript("platform ios15\nswiftui list\nplatform ios16\n")
    #expect(
      later.diagnostics.first?.message
        == "a SwiftUI List on ios16 is a UICollectionView, and this one was made as a UITableView (a List before iOS 16)"
    )
    #expect(runScript("platform ios17\nswiftui list\nplatform ios26\n").status == .success)
    let window = runScript("platform ios17\nswiftui list\nwindow off\n")
    #expect(
      window.diagnostics.first?.message
        == "SwiftUI puts the List in its window, and SwiftUI makes this List's calls to its collection view"
    )
  }

  /// A ForEach warns of an identity repeated in its own collection, not across sections.
  @Test func duplicatesAreAForEachsOwn() {
    let result = runScript(
      """
      platform ios17
      swiftui list
      data sections [[1, 2], [2, 3]]
      data sections [[1, 2, 1], [2, 3]]
      """, trace: .calls)
    #expect(result.status == .success)
    #expect(
      result.output.split(separator: "occurs multiple times", omittingEmptySubsequences: false)
        .count == 2, "\(result.output)")
  }

  @Test func aWaitingUpdateIsTracedAndPerformedWhenTheAnimationEnds() {
    let result = runScript(
      """
      platform ios17
      swiftui list
      data [1, 2, 3]
      swiftui animated { data remove at 0:0 }
      data insert 9 at 0:2
      assert items(0) == 2
      swiftui animation end
      assert items(0) == 3
      swiftui animation end
      """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains("SwiftUI update (withAnimation): changeset: delete 0"))
    #expect(
      result.output.contains(
        "it waits for the running animation: performBatchUpdates runs when the animation ends"))
    #expect(
      result.output.contains(
        "_updateAnimationDidStop:finished: performs the waiting update, against the data as it is now"
      ))
    #expect(result.output.contains("no animation is running"))
  }

  @Test func anIdentityHeldTwiceIsLoggedAsSwiftUILogsIt() {
    let result = runScript(
      """
      platform ios18
      swiftui list
      data [{id: 1, text: "a"}, {id: 2, text: "b"}]
      data insert {id: 1, text: "c"} at 0:2
      """, trace: .calls)
    #expect(
      result.output.contains(
        "SwiftUI logs: ForEach<…>: the ID 1 occurs multiple times within the collection, this will give undefined results!"
      ), "\(result.output)")
  }

  @Test(arguments: [
    ("insert items 0", "this command is a call"),
    ("update to [1]", "'update to' plans the calls itself"),
    ("fetched [1]", "'fetched' and 'photos' feed a UIKit view's calls"),
    ("batch { }", "this command is a call"),
  ])
  func aListRefusesTheCallsSwiftUIMakes(command: String, what: String) {
    let result = runScript("platform ios16\nswiftui list\ndata [1]\n\(command)\n")
    #expect(result.status == .runtimeError)
    let d = result.diagnostics.first
    #expect(d?.message == "\(what), and SwiftUI makes this List's calls to its collection view")
    #expect(result.output.contains("test.lsh:4:1: error: \(what)"), "\(result.output)")
  }

  /// Before iOS 16 a List is SwiftUI's table view (yattee/yattee#66, iOS 14.8: the rows text
  /// from `UpdateCoalescingTableView`): the same coordinator, UIKit's table texts.
  @Test(arguments: [Platform.ios12, .ios14, .ios15])
  func beforeIos16AListIsATable(platform: Platform) {
    let result = runScript(
      """
      swiftui list
      data sections [{id: "shows", items: []}, {id: "debug", items: ["Track a show"]}]
      swiftui animated {
        data set 1:0 "Send Test Notification"
      }
      data insert "Severance" at 0:0
      data insert "Instructions" at 1:1
      swiftui animation end
      """, trace: .calls, platform: platform)
    #expect(result.status == .runtimeError)
    #expect(
      result.output.contains("the table view is SwiftUI's (SwiftUI.UpdateCoalescingTableView"))
    // ios12 words it with two spaces after the first sentence, as iOS 12 and 13 did.
    let message = result.diagnostics.first?.message ?? ""
    #expect(
      message.hasPrefix(
        "NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0.")
        && message.contains("rows contained in an existing section after the update (1)"),
      "\(result.output)")
    let refused = runScript("swiftui list\ndata [1]\ninsert rows 0:0", platform: platform)
    #expect(
      refused.diagnostics.first?.message
        == "this command is a call, and SwiftUI makes this List's calls to its table view")
  }

  @Test func aUIKitListOptionIsRefusedWhereItStands() {
    let result = runScript("swiftui list width 300 header supplementary")
    #expect(result.status == .parseError)
    #expect(
      result.output.contains("test.lsh:1:24: error: a SwiftUI List has no 'header'"),
      "\(result.output)")
  }

  @Test func theTransactionsNeedAList() {
    let result = runScript("collection list\nswiftui animation end")
    #expect(result.status == .runtimeError)
    #expect(
      result.diagnostics.first?.message
        == "'swiftui animation end' acts on a SwiftUI List, and this view is not one")
  }
}
