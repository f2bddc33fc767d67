import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// The first article (prepared cells on iOS 15), the second (inserting without the jump) and
/// the viewport's geometry.
@Suite struct ViewportTests {
  /// 30 rows of 44 points in a 667-point viewport, scrolled so that row 10 is at the top.
  func editingScene(_ platform: Platform) throws -> Scene {
    var scene = Scene(platform)
    try scene.setData(ints(0...29))
    try scene.step { table, data in table.scroll(to: 440, data) }
    return scene
  }

  @Test func visibleRowsIncludePartiallyVisibleOnes() throws {
    let scene = try editingScene(.ios15)
    // 440...1107: rows 10 to 25 (row 25 spans 1100...1144).
    #expect(scene.table.visibleRows == (10...25).map { ListIndexPath(0, $0) })
    #expect(scene.table.preparedRows == [ListIndexPath(0, 9), ListIndexPath(0, 26)])
  }

  /// The article's checks, restated: on iOS 15 rows outside `indexPathsForVisibleRows` have a
  /// cell (`cellForRow(at:)` is not nil), it is hidden and already configured; on iOS 14 they
  /// have none and the one hidden cell is bound to no row.
  @Test func articleOneChecks() throws {
    let ios15 = try editingScene(.ios15)
    let mounted15 = Set(ios15.table.mountedRows).subtracting(ios15.table.visibleRows)
    #expect(mounted15 == [ListIndexPath(0, 9), ListIndexPath(0, 26)])  // the article's "异常2"
    for path in mounted15 {
      let cell = try #require(ios15.table.cell(at: path))
      #expect(cell.isHidden)
      #expect(cell.displayed == .number(path.row))
    }
    #expect(ios15.table.mountedRows.count != ios15.table.visibleCells.count)  // "异常1.1"
    #expect(ios15.table.spareCell == nil)

    let ios14 = try editingScene(.ios14)
    #expect(ios14.table.mountedRows == ios14.table.visibleRows)
    #expect(ios14.table.cell(at: ListIndexPath(0, 9)) == nil)
    #expect(ios14.table.cell(at: ListIndexPath(0, 26)) == nil)
    let spare = try #require(ios14.table.spareCell)
    #expect(spare.isHidden)
    #expect(spare.indexPath == nil)
  }

  /// Refreshing only `visibleCells` on an edit toggle: on iOS 15 the prepared cells keep the old
  /// state and show it when scrolled into view, without `cellForRowAt`.
  @Test func staleCellAfterEditToggleOnIOS15Only() throws {
    var ios15 = try editingScene(.ios15)
    try ios15.step { table, data in try table.setEditing(true, data) }
    #expect(ios15.table.visibleCells.allSatisfy { $0.editing })
    #expect(ios15.table.cell(at: ListIndexPath(0, 26))?.editing == false)
    _ = ios15.table.takeEvents()
    try ios15.step { table, data in table.scroll(by: 44, data) }
    let entered = try #require(
      ios15.table.cellState(at: ListIndexPath(0, 26), dataSource: ios15.data))
    #expect(!entered.hidden)
    #expect(!entered.editing)
    #expect(entered.stale)
    let events = ios15.table.takeEvents()
    #expect(
      !events.contains {
        if case .cellForRowAt(ListIndexPath(0, 26), _) = $0 { true } else { false }
      })
    #expect(
      events.contains { if case .willDisplay(ListIndexPath(0, 26), _) = $0 { true } else { false } }
    )
    // Scrolling up instead shows the stale prepared cell above.
    var upward = try editingScene(.ios15)
    try upward.step { table, data in try table.setEditing(true, data) }
    try upward.step { table, data in table.scroll(by: -44, data) }
    #expect(upward.table.cellState(at: ListIndexPath(0, 9), dataSource: upward.data)?.stale == true)

    var ios14 = try editingScene(.ios14)
    try ios14.step { table, data in try table.setEditing(true, data) }
    try ios14.step { table, data in table.scroll(by: 44, data) }
    try ios14.step { table, data in table.scroll(by: -88, data) }
    for path in ios14.table.visibleRows {
      #expect(ios14.table.cellState(at: path, dataSource: ios14.data)?.stale == false)
    }
  }

  /// The article's fix: refresh `mountedIndexPaths`; and a reload, which is correct but loses
  /// the animation.
  @Test(arguments: [EditRefresh.mounted, .reload]) func mountedRefreshLeavesNoStaleCell(
    refresh: EditRefresh
  ) throws {
    var scene = try editingScene(.ios15)
    try scene.step { table, data in try table.setEditing(true, refreshing: refresh, data) }
    for dy in [44.0, -88, 44, 400, -800] {
      try scene.step { table, data in table.scroll(by: dy, data) }
      for path in scene.table.mountedRows {
        #expect(scene.table.cellState(at: path, dataSource: scene.data)?.stale == false)
      }
    }
  }

  /// The second article: news rows of 60 points; ads of 120 inserted at 5, 12, 19, 26 … and
  /// `reloadData` keeps the offset, so the news being read sinks; scrolling the top cell to the
  /// top is too coarse for a partially visible row; keeping the item's on-screen y in points
  /// holds it still.
  struct News {
    static func item(_ n: Int) -> Row {
      Row(
        "news \(n)", text: "news \(n)", height: 60
      )
    }
    static func ad(_ n: Int) -> Row {
      Row("ad \(n)", text: "Sponsored", height: 120)
    }
    static let feed = (1...60).map(item)
    /// The feed with ads at rows 5, 12, 19, 26, … of the result.
    static var feedWithAds: [Row] {
      var items = feed
      var row = 5
      var n = 1
      while row <= items.count {
        items.insert(ad(n), at: row)
        row += 7
        n += 1
      }
      return items
    }
  }

  func newsScene(anchor: Bool) throws -> Scene {
    var scene = Scene(.ios15)
    scene.table.anchorsFirstVisibleItem = anchor
    try scene.setData(News.feed)
    // news 11 (row 10, y 600...660) is the top row, 50 of its 60 points scrolled out of view.
    try scene.step { table, data in table.scroll(to: 650, data) }
    #expect(scene.visible.first?.displayText == "news 11")
    try scene.step { _, data in data.setItems(News.feedWithAds) }
    return scene
  }

  /// The on-screen y of the row showing `text`.
  func screenY(_ scene: Scene, of text: String) throws -> Double {
    let path = try #require(
      scene.table.visibleRows.first { scene.table.cell(at: $0)?.displayed?.displayText == text })
    return try #require(scene.table.y(of: path)) - scene.table.offset
  }

  @Test func reloadKeepsTheOffsetAndTheNewsSinks() throws {
    var scene = try newsScene(anchor: false)
    let before = try screenY(scene, of: "news 11")
    #expect(before == -50)
    try scene.step { table, data in try table.reloadData(data) }
    #expect(scene.table.offset == 650)
    // One ad (at row 5) now sits above news 11: it moved down by the ad's 120 points.
    let y = try screenY(scene, of: "news 11")
    #expect(y == 70)
    #expect(scene.visible.first?.displayText == "news 9")
  }

  @Test func scrollingTheTopRowToTheTopIsTooCoarse() throws {
    var scene = try newsScene(anchor: false)
    try scene.step { table, data in try table.reloadData(data) }
    let row = try #require(News.feedWithAds.firstIndex(of: News.item(11)))
    try scene.step { table, data in try table.scroll(toRow: ListIndexPath(0, row), at: .top, data) }
    // news 11 is back on top, but fully shown: the page jumped by the 50 hidden points.
    let y = try screenY(scene, of: "news 11")
    #expect(y == 0)
  }

  @Test func anchoringInPointsHoldsThePage() throws {
    var scene = try newsScene(anchor: true)
    try scene.step { table, data in try table.reloadData(data) }
    let y = try screenY(scene, of: "news 11")
    #expect(y == -50)
    #expect(scene.table.offset == 770)
    // The article's own arithmetic: offset += afterOffset − preOffset.
    #expect(scene.table.offset == 650 + (720 - 600))
  }

  @Test func anchoringHoldsAcrossABatchAndSkipsADeletedTopRow() throws {
    var scene = Scene(.ios15)
    scene.table.anchorsFirstVisibleItem = true
    try scene.setData(ints(0...99))
    try scene.step { table, data in table.scroll(to: 450, data) }  // row 10 at -10
    try scene.step { _, data in
      try data.remove(at: rows(10))
      try data.insert(.number(1000), at: ListIndexPath(0, 0))
      try data.insert(.number(1001), at: ListIndexPath(0, 0))
    }
    try scene.batch([.deleteRows(rows(10)), .insertRows(rows(0, 1))])
    // Row 10 was deleted; the next visible item, 11, keeps its on-screen y (34).
    let y = try screenY(scene, of: "11")
    #expect(y == 34)
  }

  @Test func contentHeightCountsHeadersAndFooters() throws {
    var scene = Scene()
    var geometry = scene.table.geometry
    geometry.tableHeader = 100
    geometry.tableFooter = 50
    geometry.sectionHeader = 28
    geometry.sectionFooter = 8
    scene.table.setGeometry(geometry)
    try scene.step { _, data in data.setSections([ints(1...3), [], ints(4...5)]) }
    let sections: Double = 3 * 36
    let rowHeights: Double = 5 * 44
    #expect(scene.table.contentHeight == 100 + sections + rowHeights + 50)
    let section2Rows: Double = 100 + 28 + 132 + 8 + 36 + 28
    #expect(scene.table.y(of: ListIndexPath(2, 0)) == section2Rows)
  }

  @Test func visibleRowsSkipHeadersAndEmptySections() throws {
    var scene = Scene(.ios15, height: 100)
    var geometry = scene.table.geometry
    geometry.sectionHeader = 50
    scene.table.setGeometry(geometry)
    try scene.step { _, data in data.setSections([ints(1...2), [], [], ints(3...5)]) }
    // Section 0: header 0...50, rows 50...138; empty sections 138...238; section 3 rows 288...
    try scene.step { table, data in table.scroll(to: 140, data) }
    #expect(scene.table.visibleRows.isEmpty)  // 140...240 shows only section headers
    try scene.step { table, data in table.scroll(to: 200, data) }
    #expect(scene.table.visibleRows == [ListIndexPath(3, 0)])
    #expect(scene.table.preparedRows == [ListIndexPath(0, 1), ListIndexPath(3, 1)])
  }

  @Test(arguments: ScrollPosition.allCases) func scrollToRowPositions(
    position: ScrollPosition
  ) throws {
    var scene = Scene(.ios15, height: 220)
    try scene.setData(ints(0...49))
    try scene.step { table, data in
      try table.scroll(toRow: ListIndexPath(0, 20), at: position, data)
    }
    let expected: Double =
      switch position {
      case .top: 880
      case .middle: 880 + 22 - 110
      case .bottom: 880 + 44 - 220
      // From offset 0, row 20 is below the viewport: it comes up to the bottom.
      case .none: 880 + 44 - 220
      }
    #expect(scene.table.offset == expected)
    // Near the ends the offset is clamped.
    try scene.step { table, data in try table.scroll(toRow: ListIndexPath(0, 49), at: .top, data) }
    #expect(scene.table.offset == 50 * 44 - 220)
    try scene.step { table, data in try table.scroll(toRow: ListIndexPath(0, 0), at: .bottom, data)
    }
    #expect(scene.table.offset == 0)
  }

  /// `UITableView.ScrollPosition.none`: "scrolls the row of interest to be fully visible with a
  /// minimum of movement. If the row is already fully visible, no scrolling occurs." (Apple)
  @Test func scrollPositionNoneMovesAsLittleAsShowsTheRow() throws {
    var scene = Scene(.ios15, height: 220)
    try scene.setData(ints(0...49))
    try scene.step { table, data in table.scroll(to: 440, data) }
    // Rows 10 to 14 are fully visible: nothing moves.
    for row in 10...14 {
      try scene.step { table, data in
        try table.scroll(toRow: ListIndexPath(0, row), at: .none, data)
      }
      #expect(scene.table.offset == 440)
    }
    // Row 15 is below: it comes up to the bottom edge; row 3 is above: down to the top edge.
    try scene.step { table, data in try table.scroll(toRow: ListIndexPath(0, 15), at: .none, data) }
    #expect(scene.table.offset == 16 * 44 - 220)
    try scene.step { table, data in try table.scroll(toRow: ListIndexPath(0, 3), at: .none, data) }
    #expect(scene.table.offset == 3 * 44)
    // Half visible at the top: to the top edge.
    try scene.step { table, data in table.scroll(to: 3 * 44 + 10, data) }
    try scene.step { table, data in try table.scroll(toRow: ListIndexPath(0, 3), at: .none, data) }
    #expect(scene.table.offset == 3 * 44)
  }

  /// With `top`, a section's first row brings the section's header into view.
  ///
  /// With `bottom`, a last row brings its footer (akisute.com, 2011: medium confidence). Other
  /// rows place their own rect.
  @Test func scrollingToTheEndsOfASectionShowsItsHeaderAndFooter() throws {
    var scene = Scene(.ios15, height: 220)
    var geometry = scene.table.geometry
    geometry.sectionHeader = 30
    geometry.sectionFooter = 20
    scene.table = TableView<Row>(platform: .ios15, geometry: geometry)
    try scene.step { _, data in data.setSections([ints(0...9), ints(10...19), ints(20...29)]) }
    // Section 1 starts after section 0's header, 10 rows and footer, then its own header.
    let section1Header = 30 + 440 + 20.0
    try scene.step { table, data in try table.scroll(toRow: ListIndexPath(1, 0), at: .top, data) }
    #expect(scene.table.offset == section1Header)
    try scene.step { table, data in try table.scroll(toRow: ListIndexPath(1, 1), at: .top, data) }
    #expect(scene.table.offset == section1Header + 30 + 44)
    let section1FooterEnd = section1Header + 30 + 440 + 20
    try scene.step { table, data in try table.scroll(toRow: ListIndexPath(1, 9), at: .bottom, data)
    }
    #expect(scene.table.offset == section1FooterEnd - 220)
    try scene.step { table, data in try table.scroll(toRow: ListIndexPath(1, 8), at: .bottom, data)
    }
    #expect(scene.table.offset == section1FooterEnd - 20 - 44 - 220)
  }

  @Test func scrollingClamps() throws {
    var scene = Scene(.ios15, height: 220)
    try scene.setData(ints(0...9))
    try scene.step { table, data in table.scroll(by: -100, data) }
    #expect(scene.table.offset == 0)
    try scene.step { table, data in table.scroll(to: 10_000, data) }
    #expect(scene.table.offset == 220)
    try scene.step { table, data in table.scrollToTop(data) }
    try scene.step { table, data in table.scrollToBottom(data) }
    #expect(scene.table.offset == 220)
    // A reload that shrinks the content clamps the offset.
    try scene.step { _, data in data.setItems(ints(0...5)) }
    try scene.step { table, data in try table.reloadData(data) }
    #expect(scene.table.offset == 44)
  }

  @Test func rotationSwapsTheViewport() throws {
    var scene = Scene(.ios15)
    try scene.setData(ints(0...99))
    #expect(scene.table.visibleRows.count == 16)
    try scene.step { table, data in try table.rotate(to: .landscape, data) }
    #expect(scene.table.geometry.width == 667)
    #expect(scene.table.geometry.height == 375)
    #expect(scene.table.visibleRows.count == 9)
    try scene.step { table, data in try table.rotate(to: .landscape, data) }
    #expect(scene.table.geometry.width == 667)
  }

  @Test func cellsAreReusedLastInFirstOut() throws {
    var scene = Scene(.ios14, height: 88)
    try scene.setData(ints(0...9))
    #expect(scene.table.visibleCells.map(\.id) == [1, 2])
    #expect(scene.table.spareCell?.id == 3)
    _ = scene.table.takeEvents()
    try scene.step { table, data in table.scroll(to: 88, data) }
    // Rows 0 and 1 leave (c1, c2 to the pool after the spare c3); 2 and 3 take c2 and c1.
    #expect(scene.table.visibleCells.map(\.id) == [2, 1])
    #expect(
      scene.table.takeEvents() == [
        .didEndDisplaying(ListIndexPath(0, 0), cell: 1),
        .didEndDisplaying(ListIndexPath(0, 1), cell: 2),
        .prepareForReuse(cell: 2), .cellForRowAt(ListIndexPath(0, 2), cell: 2),
        .willDisplay(ListIndexPath(0, 2), cell: 2), .prepareForReuse(cell: 1),
        .cellForRowAt(ListIndexPath(0, 3), cell: 1), .willDisplay(ListIndexPath(0, 3), cell: 1),
      ])
  }

  @Test func aTableAppearsOnceItHasASection() throws {
    var scene = Scene()
    try scene.step()
    #expect(!scene.table.hasAppeared)
    try scene.setData(ints(1...3))
    #expect(scene.table.hasAppeared)
    // Later data changes are not seen until the table is told.
    try scene.step { _, data in try data.remove(at: rows(1)) }
    #expect(scene.table.rowCounts == [3])
    #expect(scene.visible == ints(1...3))
  }

  @Test func selectionShowsOnCellsAndIsClearedByReload() throws {
    var scene = Scene()
    try scene.setData(ints(1...3))
    try scene.step { table, data in try table.select(ListIndexPath(0, 1), data) }
    #expect(scene.table.cell(at: ListIndexPath(0, 1))?.selected == true)
    #expect(throws: TableError.self) {
      try scene.table.select(ListIndexPath(0, 7), scene.data)
    }
    try scene.step { table, data in try table.reloadData(data) }
    #expect(scene.table.selectedRows.isEmpty)
    #expect(scene.table.cell(at: ListIndexPath(0, 1))?.selected == false)
  }

  @Test func renderingFitsEightyColumns() throws {
    var scene = try editingScene(.ios15)
    try scene.step { table, data in try table.setEditing(true, data) }
    try scene.step { table, data in table.scroll(by: 44, data) }
    try scene.step { _, data in
      try data.set(ListIndexPath(0, 12), to: .name(String(repeating: "long text ", count: 20)))
    }
    let text = scene.table.render(scene.data)
    let lines = text.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(lines[0] == "table 375x667 on ios15: offset 484 of 0...653, content height 1320")
    #expect(lines.contains { $0.hasPrefix("above    0:10") && $0.hasSuffix("[editing, hidden]") })
    #expect(
      lines.contains {
        $0.hasPrefix("         0:26") && $0.hasSuffix("26 [STALE: shows editing off]")
      })
    #expect(
      lines.contains {
        $0.hasPrefix("         0:12") && $0.hasSuffix("12 [editing, STALE: data has long te~]")
      }, "\(text)")
    #expect(lines.contains { $0.hasPrefix("---- viewport bottom, y 1151 ") })
  }
}
