import Testing

@testable import HeadlessUIKit
@testable import ListScript

/// `swiftui subviews one|dynamic` from the language: rows whose body resolves to one subview or
/// none keep the rows above the screen in memory, their state too (WWDC26 session 321), and
/// the fix, filtering the data, frees them.
@Suite struct LazyStackSubviewsTests {
  /// A stack of 40 rows scrolled far down over four updates, then back to the top.
  static func feed(_ subviews: String, data: String = "(1...40)") -> String {
    """
    platform ios17
    swiftui lazyvstack height 300
    swiftui subviews \(subviews)
    data \(data)
    scroll to 880
    scroll to 890
    scroll to 900
    scroll to 910
    let far = lifecycle(3)
    scroll to 0
    let back = lifecycle(3)
    print far
    print back
    """
  }

  @Test func aConditionalInTheRowKeepsTheRowsAboveTheScreen() {
    let result = runScript(Self.feed("dynamic"), trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(
      result.output.contains(
        "subviews: views 7 to 19 (13 views) above the screen made"),
      "\(result.output)")
    #expect(
      result.output.contains(
        "off screen for 2 updates but above the screen: kept, and their @State with them"),
      "\(result.output)")
    // Row 3 (item 4) stays in memory while the stack is far down, and appears again with the
    // state it had: made once.
    #expect(
      result.output.hasSuffix(
        """
        {made: 1, appeared: 1, disappeared: 0, tasks: 1, cancelled: 0, alive: true, onScreen: false}
        {made: 1, appeared: 2, disappeared: 0, tasks: 1, cancelled: 0, alive: true, onScreen: true}

        """), "\(result.output)")
  }

  /// The fix, one subview per row over the filtered data: the rows above are freed after 2
  /// updates, and made again when they come back.
  @Test func oneSubviewPerRowFreesThem() {
    let result = runScript(Self.feed("one"), trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(!result.output.contains("above the screen"), "\(result.output)")
    #expect(
      result.output.hasSuffix(
        """
        {made: 1, appeared: 1, disappeared: 0, tasks: 1, cancelled: 1, alive: false, onScreen: false}
        {made: 2, appeared: 2, disappeared: 0, tasks: 2, cancelled: 1, alive: true, onScreen: true}

        """), "\(result.output)")
  }

  /// Runs of three or more rows are written as spans.
  @Test(arguments: [
    ([4], "view 4"), ([4, 5], "views 4, 5 (2 views)"), ([0, 1, 2, 7], "views 0 to 2, 7 (4 views)"),
    ([1, 3, 4, 5, 6, 9, 10], "views 1, 3 to 6, 9, 10 (7 views)"),
  ])
  func spans(indices: [Int], text: String) {
    #expect(SwiftUIEvent.spans(indices) == text)
  }

  /// A change of the setting takes effect at once: the statement's layout is an update.
  @Test func theSettingTakesEffectAtOnce() {
    let result = runScript(
      """
      platform ios17
      swiftui lazyvstack height 300
      data (1...40)
      scroll to 880
      swiftui subviews dynamic
      assert lifecycle(12).made == 1 and lifecycle(12).appeared == 0
      swiftui subviews one
      scroll by 1
      assert not lifecycle(12).alive
      """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(
      result.output.contains("subviews: views 7 to 19 (13 views) above the screen made"),
      "\(result.output)")
    // With one subview a row, the rows made to count are freed by the usual rule.
    #expect(
      result.output.contains(
        "views 7 to 19 (13 views) freed: made above the screen only to count their subviews, never on screen"
      ), "\(result.output)")
  }

  @Test func theSettingIsTraced() {
    let result = runScript(
      "platform ios14\nswiftui lazyvstack\nswiftui subviews dynamic\nswiftui subviews one\n",
      trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(
      result.output.contains(
        "each row's view resolves to a dynamic number of subviews (a conditional, or an optional unwrapped, at the top of its body)"
      ), "\(result.output)")
    #expect(
      result.output.contains(
        "each row's view resolves to one subview: the stack counts them from the data"),
      "\(result.output)")
  }

  /// The setting is the row's own code: on every profile that has a LazyVStack, and only on
  /// one.
  @Test func itActsOnALazyStackOnAnyProfile() {
    let list = runScript("platform ios17\nswiftui list\nswiftui subviews dynamic\n")
    #expect(
      list.diagnostics.first?.message
        == "'swiftui subviews dynamic' acts on a LazyVStack, and this view is not one")
    #expect(list.output.hasPrefix("test.lsh:3:1: error:"), "\(list.output)")
    let ios14 = runScript("platform ios14\nswiftui lazyvstack\nswiftui subviews dynamic\n")
    #expect(ios14.status == .success, "\(ios14.output)")
  }
}
