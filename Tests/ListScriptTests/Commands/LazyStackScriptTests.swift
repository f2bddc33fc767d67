import Testing

@testable import HeadlessUIKit
@testable import ListScript

/// `swiftui lazyvstack` from the language: the prepend that jumps and its fixes, the trace of
/// the estimates' corrections, and what a stack refuses, located.
@Suite struct LazyStackScriptTests {
  static let chat = """
    platform ios17
    swiftui lazyvstack height 300
    data range(100, 140)
    scroll to 600
    """

  @Test func olderMessagesAboveShiftWhatIsShown() {
    let result = runScript(
      Self.chat + """

        let shown = visible
        data range(90, 100) + range(100, 140)
        assert visible != shown
        assert visible[0] == shown[0] - 10
        """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(
      result.output.contains(
        "the data changed; the view at index 13, the top-most visible before, keeps its place (so what it shows may change)"
      ), "\(result.output)")
  }

  @Test(arguments: [
    "swiftui scrollposition on\n", "swiftui anchor bottom\nscroll to bottom\n",
  ])
  func theFixesKeepWhatIsShown(fix: String) {
    let result = runScript(
      Self.chat + "\n" + fix + """
        let shown = visible
        data range(90, 100) + range(100, 140)
        assert visible == shown
        """)
    #expect(result.status == .success, "\(result.output)")
  }

  @Test func theEstimatesAreCorrectedWhileTheTopViewKeepsItsPlace() {
    let result = runScript(
      """
      platform ios18
      swiftui lazyvstack height 200
      data [{id: 0, height: 120}, {id: 1, height: 120}] + range(2, 40)
      scroll to bottom
      scroll to 1000
      """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(
      result.output.contains("views were placed and the estimates above changed"),
      "\(result.output)")
  }

  @Test(arguments: [
    ("insert items 0", "this command is a call: not modelled on a LazyVStack"),
    ("estimated 44", "a height command: not modelled on a LazyVStack"),
    ("select 0:0", "this command: not modelled on a LazyVStack"),
    ("print visibleRows", "'visibleRows': not modelled on a LazyVStack"),
    ("print currentSnapshot", "'currentSnapshot': not modelled on a LazyVStack"),
    ("window off", "a window: not modelled on a LazyVStack"),
    ("update to [2]", "'update to' plans the calls itself: not modelled on a LazyVStack"),
    ("data sections [[1], [2]]", "a LazyVStack here shows one ForEach: the data has 2 sections"),
  ])
  func aStackRefusesWhatItDoesNotModel(line: String, message: String) {
    let result = runScript("platform ios17\nswiftui lazyvstack\ndata [1]\n\(line)\n")
    #expect(result.status == .runtimeError)
    #expect(result.output.contains("test.lsh:4:"), "\(result.output)")
    #expect(result.diagnostics.first?.message == message, "\(result.output)")
  }

  /// A scroll in the turn of a data change starts from where the change left the stack, and a
  /// scroll to the bottom ends there though the views at the bottom are taller than estimated.
  @Test func scrollsLandWhereTheySay() {
    let bottom = runScript(
      """
      platform ios17
      swiftui lazyvstack height 300
      let tall = []
      for k in range(0, 35) { tall = tall + [{id: k, height: 150}] }
      data range(100, 105) + tall
      turn {
        data range(100, 105) + tall
        scroll to 0
      }
      assert offset == 0
      scroll to bottom
      assert offset == contentHeight - 300
      scroll to contentHeight - 600
      scroll by offset / -2
      assert offset > 0
      """)
    #expect(bottom.status == .success, "\(bottom.output)")
  }

  @Test func theSettingsAreFromIos17() {
    let result = runScript("platform ios16\nswiftui lazyvstack\nswiftui scrollposition on\n")
    #expect(
      result.diagnostics.first?.message
        == "'swiftui scrollposition on' is not available on ios16: it is from iOS 17")
  }
}

/// `swiftui scrollto` from the language: where a view lands without and with animation, and
/// what the trace says of it.
@Suite struct LazyScrollToScriptTests {
  static let feed = """
    platform ios17
    swiftui lazyvstack height 300
    data range(0, 10) + [{id: 10, height: 120}, {id: 11, height: 120}] + range(12, 40)
    """

  @Test func withoutAnimationTheViewLandsOffByTheEstimate() {
    let result = runScript(
      Self.feed + """

        swiftui scrollto 12 anchor bottom
        assert not contains(visible, 12)
        """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(
      result.output.contains(
        "view 12 is not placed, so its place is estimated (Apple: \"Scrolling to an off-screen view requires the lazy stack to estimate its position\"); offset set to 272, its bottom at the viewport's bottom"
      ), "\(result.output)")
    #expect(
      result.output.contains(
        "view 12 lands at y 408, not at y 243.33 where the anchor puts it: what lies above it, below the top-most visible view (which kept its place), came to 152 more than when the offset was set, moving it down (our inference), and its own estimate went from 44 to 56.67 with the average; it is not on screen"
      ), "\(result.output)")
  }

  /// A view taller than estimated, aligned by its bottom or center, lands off by its own height.
  @Test(arguments: [
    ("bottom", "view 20 lands at y 256, not at y 100"),
    ("center", "view 20 lands at y 128, not at y 50"),
  ])
  func aViewsOwnHeightIsNamed(anchor: String, lands: String) {
    let result = runScript(
      """
      platform ios17
      swiftui lazyvstack height 300
      data range(0, 20) + [{id: 20, height: 200}] + range(21, 40)
      swiftui scrollto 20 anchor \(anchor)
      """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(
      result.output.contains(
        lands
          + " where the anchor puts it: its own height is 200, not the 44 the offset was set from"),
      "\(result.output)")
  }

  /// Views that grow after they appear push a view scrolled to without animation; the next
  /// scroll lands; animated, the frames correct for them; a stack at its bottom stays there.
  @Test func viewsThatGrowAfterAppearing() {
    let result = runScript(
      """
      platform ios17
      swiftui lazyvstack height 300
      data range(0, 20) + [{id: 20, height: 44, settles: 140}, {id: 21, height: 44, settles: 140}] + range(22, 40)
      swiftui scrollto 22 anchor bottom
      assert not contains(visible, 22)
      swiftui scrollto 22 anchor bottom
      assert visible[len(visible) - 1] == 22
      scroll to top
      data range(0, 20) + [{id: 120, height: 44, settles: 140}, {id: 121, height: 44, settles: 140}] + range(22, 40)
      swiftui scrollto 22 anchor bottom animated
      assert visible[len(visible) - 1] == 22
      swiftui anchor bottom
      scroll to bottom
      data range(0, 40) + [{id: 140, height: 44, settles: 300}]
      assert offset == contentHeight - 300
      """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(
      result.output.contains(
        "views 20, 21 having changed after appearing (Apple: it \"can push the lazy stack out of the targeted scroll position\")"
      ), "\(result.output)")
  }

  /// With no anchor, a view below the viewport is aligned by its bottom.
  @Test func withNoAnchorAViewBelowIsAlignedByItsBottom() {
    let result = runScript(
      Self.feed + "\nswiftui scrollto 30\nassert visible[len(visible) - 1] == 30\n")
    #expect(result.status == .success, "\(result.output)")
  }

  @Test func animatedTheViewLandsAtItsAnchor() {
    let result = runScript(
      Self.feed + """

        swiftui scrollto 12 anchor bottom animated
        assert visible[len(visible) - 1] == 12
        """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains("frame 2: the estimated position corrected"), "\(result.output)")
    #expect(
      result.output.contains(
        "view 12 lands where the anchor puts it: its bottom at the viewport's bottom"),
      "\(result.output)")
  }

  @Test(arguments: [
    ("swiftui scrollto 99", "proxy.scrollTo(99): no view has the identity 99: nothing scrolls"),
    ("swiftui scrollto 1", "proxy.scrollTo(1): view 1 is wholly visible: nothing scrolls"),
    (
      "swiftui scrollto 30 anchor top",
      "view 30 lands where the anchor puts it: its top at the viewport's top"
    ),
  ])
  func theTraceSaysWhatHappened(line: String, says: String) {
    let result = runScript(Self.feed + "\n" + line + "\n", trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains(says), "\(result.output)")
  }

  /// On a LazyVStack or a SwiftUI List (`SwiftUIListScrollToTests`), on no other view.
  @Test func itActsOnALazyStackOrAList() {
    let result = runScript("platform ios17\ncollection list\nswiftui scrollto 1\n")
    #expect(result.status == .runtimeError)
    #expect(result.output.contains("test.lsh:3:"), "\(result.output)")
    #expect(
      result.diagnostics.first?.message
        == "'swiftui scrollto' acts on a LazyVStack or a SwiftUI List, and this view is neither",
      "\(result.output)")
  }
}
