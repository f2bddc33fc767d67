import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// The collection view from the language: completions in their frames, and each view's calls
/// refused on the other, located.
@Suite struct CollectionScriptTests {

  @Test func completionsRunAtTheEndOfTheTurnInTheirFrame() {
    let result = runScript(
      """
      collection
      data [1, 2]
      let log = []
      def f() {
        let local = "inside f"
        batch { insert items 0; data insert 0 at 0 } completion {
          log = log + [local, finished]
          batch {} completion { log = log + ["nested"] }
        }
        log = log + ["after the batch"]
      }
      {
        f()
        log = log + ["end of turn"]
      }
      assert log == ["after the batch", "end of turn", "inside f", true, "nested"]
      assert visible [0, 1, 2]
      """)
    #expect(result.status == .success, "\(result.output)")
  }

  /// `estimated W H` on a flow layout makes its cells size themselves; `sizeforitem` makes the
  /// delegate size them and keeps self-sizing off; `estimated 0 0` and `estimated off` are none.
  @Test func flowLayoutItemSizesRunFromScripts() {
    let result = runScript(
      """
      collection width 320 height 100 item 100 40 sizeforitem
      data [{id: 0, width: 200, height: 60}, 1, 2]
      assert rect(1).x == 220 and rect(1).y == 10 and rect(2).y == 70
      estimated 50 50
      assert rect(0).height == 60
      collection width 320 height 100 item 100 40
      estimated 100 30
      data range(0, 30)
      assert rect(29).height == 30 and rect(0).height == 40
      estimated 0 0
      assert rect(29).height == 40
      estimated 100 30
      estimated off
      assert rect(29).height == 40
      collection width 320 height 100 item 100 40
      data range(0, 30)
      estimated automatic
      assert rect(29).height == 40 and rect(0).height == 40
      data [{id: 0, height: 90}] + range(1, 30)
      reload
      assert rect(0).height == 90 and rect(29).height == 40
      """)
    #expect(result.status == .success, "\(result.output)")
  }

  /// A caching layout's stale attributes raise at the next layout pass, also one a query or
  /// `layout` makes in the same statement as the batch; after `invalidate layout` the cache is
  /// the data's again, and an item a cache lacks has no frame.
  @Test func aStaleLayoutCacheRaisesAtTheNextPass() {
    let result = runScript(
      """
      platform ios12
      collection cachinglayout
      data range(0, 12)
      expect error "index path that does not exist: {length = 2, path = 0 - 11}" {
        batch {
          data remove at 11
          delete items 11
        }
        layout
      }
      platform ios15
      collection cachinglayout
      data range(0, 3)
      data range(0, 4)
      reload
      assert rect(3) == nil and height(3) == nil and len(visibleItems) == 3
      invalidate layout
      assert rect(3) != nil and len(visibleItems) == 4
      """)
    #expect(result.status == .success, "\(result.output)")
    let table = runScript("table\ninvalidate layout")
    #expect(table.diagnostics.first?.message.contains("a table has no layout object") == true)
  }

  /// The compositional grid, list configurations and pinned headers from a script: the
  /// columns refitted on rotation, the list's appearance in the trace, a pinned header held
  /// under a navigation bar.
  @Test func compositionalGridsAndPinnedHeadersRunFromScripts() {
    let result = runScript(
      """
      collection compositional width 300 height 500 columns 4 groupheight 50 spacing 4 inset 0 10 0 10
      data range(0, 20)
      assert rect(1) == {x: 10 + 67 + 4, y: 0, width: 67, height: 50}
      rotate landscape
      assert rect(1).width == (500 - 20 - 3 * 4) / 4
      collection list height 300 appearance sidebarplain header supplementary
      section header 20
      safearea 40 0
      data sections [range(0, 10), range(10, 20)]
      scroll to 100
      assert headerRect(0).y == 140 and visibleHeaders == [0]
      collection list appearance sidebar header supplementary
      data range(0, 3)
      scroll to 10
      assert headerRect(0).y == 0 and rect(0).y == 44
      """, trace: .calls)
    #expect(result.status == .success, "\(result.output)")
    #expect(result.output.contains("list layout (sidebarPlain, pinned supplementary headers)"))
    #expect(result.output.contains("compositional layout, 4 columns of 67, groups 50 high"))
  }

  /// Lines without height are crossed at once, not refused as too many rows; lengths past
  /// 1,000,000 points count 1,000,000, so two huge lines make no infinite section.
  @Test func hostileItemSizesStayBounded() {
    let zeroLines = runScript(
      """
      collection width 320 height 600 item 100 40 linespacing 0 sizeforitem
      let flat = []
      for i in 1..<20001 {
        flat += [{id: i, height: 0}]
      }
      data sections [[{id: 0, height: 100}], flat]
      assert visibleItems == [0:0]
      """)
    #expect(zeroLines.status == .success, "\(zeroLines.output)")
    let huge = runScript(
      """
      collection width 320 height 600 item 100 40 sizeforitem
      estimated 100 30
      let huge = 1000000000 * 1000000000
      data [{id: 0, width: 400, height: huge}, {id: 1, height: huge}, 2]
      assert rect(0).height == 1000000 and contentHeight == 2 * 1000000 + 10
      """)
    #expect(huge.status == .success, "\(huge.output)")
  }

  @Test(arguments: [
    (
      "collection\ndata [1]\ninsert rows 0",
      RuntimeError.notOnThisView(
        "insertRows(at:with:)", view: .collection, write: "insert items"), "insert rows 0"
    ),
    (
      "table\ndata [1]\nmove item 0 to 0",
      .notOnThisView("moveItem(at:to:)", view: .table, write: "move row"), "move item 0 to 0"
    ),
    (
      "collection\ndata [1]\nbegin",
      .notOnThisView("beginUpdates()", view: .collection, write: "batch { … }"), "begin"
    ),
    (
      "collection\ndata [1]\nprint visibleRows",
      .notOnThisView("rows ('visibleRows')", view: .collection, write: "visibleItems"),
      "visibleRows"
    ),
    (
      "collection\nprint items(2)", .query(.itemsInSection(section: 2, sections: 0)), "items(2)"
    ),
    // `cellForItem(at:)` counts the items before the section: one past the last raises.
    (
      "collection\ndata sections [[0], [1]]\nprint cell(2:0)",
      .query(.itemsBeforeSection(section: 2, sections: 2)), "cell(2:0)"
    ),
    // A table's row data refuses a header's or a footer's frame in a section it lacks.
    ("table\ndata [1]\nprint headerRect(1)", .query(.headerRect(section: 1)), "headerRect(1)"),
    ("table\nprint footerRect(0)", .query(.footerRect(section: 0)), "footerRect(0)"),
    // A dequeue for an index path the table does not have measures a row it lacks.
    (
      "table\nregister cell \"Cell\"\ndata [1]\ndequeue \"Cell\" at 0:1",
      .table(.provision(.dequeuedAtInvalidIndexPath(ListIndexPath(0, 1)), .table, .ios15)),
      "dequeue \"Cell\" at 0:1"
    ),
    // A flow layout's estimatedItemSize is two values; estimatedRowHeight one.
    ("collection\nestimated 40", .estimateArity(flow: true), "40"),
    ("collection list\nestimated 40 2 * 10", .estimateArity(flow: false), "2 * 10"),
    ("table\nestimated 40 20", .estimateArity(flow: false), "20"),
    ("collection list\nestimated automatic", .automaticOnlyOnFlow, "estimated automatic"),
    (
      "collection\nestimated 30 0",
      .setting(
        "estimated item height", allowed: "above 0 (or both 0, CGSizeZero)", value: 0), "0"
    ),
    (
      "collection\nestimated -1 20",
      .setting("estimated item width", allowed: "in [0, 1000000]", value: -1), "-1"
    ),
    // A compositional grid's group height is set when it is made, one way.
    (
      "collection compositional groupheight 30 estimated 40",
      .exclusiveGroupOptions("groupheight", "estimated"), "40"
    ),
    (
      "collection compositional itemwidth 80 columns 3",
      .exclusiveGroupOptions("columns", "itemwidth"), "80"
    ),
    ("collection compositional estimated 40 orthogonal 1", .orthogonalSelfSizing, "1"),
    (
      "collection compositional groupwidth fractionalwidth 0",
      .setting("group width fraction", allowed: "in (0, 100]", value: 0), "0"
    ),
    ("collection compositional\nestimated 40", .compositionalHeights("estimated"), "estimated 40"),
    (
      "collection compositional columns 2.5",
      .setting("columns", allowed: "a whole number from 1 to 1000", value: 2.5), "2.5"
    ),
    (
      "collection compositional groupheight 0",
      .setting("group height", allowed: "in (0, 1000000]", value: 0), "0"
    ),
    (
      "collection compositional header -3",
      .setting("header", allowed: "in [0, 1000000]", value: -3), "-3"
    ),
    (
      "collection list header supplementary\nprint headerRect(4)", .noTableSection(4, count: 0), "4"
    ),
    (
      "collection compositional\nsection header 20",
      .noSectionBands(
        "section header",
        write:
          "a compositional section's header is made with its layout: 'collection compositional header H'"
      ),
      "section header 20"
    ),
    (
      "collection list header supplementary\nsection footer 20",
      .noSectionBands(
        "section footer",
        write:
          "this list has no supplementary footers: 'collection list footer supplementary' makes them"
      ),
      "section footer 20"
    ),
    (
      "collection cachinglayout pinheaders", .cachingLayoutSizes,
      "collection cachinglayout pinheaders"
    ),
  ])
  func callsOfTheOtherViewAreLocated(source: String, error: RuntimeError, covering: String) {
    let got = RuntimeErrorTests.failure(source)
    #expect(got?.0 == error)
    #expect(got?.1 == covering)
  }
}
