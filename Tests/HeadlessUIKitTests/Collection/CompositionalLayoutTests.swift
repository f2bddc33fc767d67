import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// The compositional grid's columns, the list configuration's pinning and insets, and pinned
/// headers in the picture; the frames themselves are checked against `ReferenceTable` by
/// `CollectionReferenceTests`.
@Suite struct CompositionalLayoutTests {
  /// A grid of `columns` in a view `width` wide, with 6 points between items and insets 5 / 7.
  static func grid(columns: Int, width: Double) -> TableView<Row> {
    var section = FlowLayout()
    section.columns = columns
    section.itemHeight = 40
    section.spacing = 6
    section.lineSpacing = 0
    section.insets = EdgeInsets(left: 5, right: 7)
    var geometry = TableGeometry()
    geometry.width = width
    return TableView<Row>(geometry: geometry, kind: .collection(.compositional(section)))
  }

  /// Every count from 1 to 6 in several widths: equal items that, with the gaps, fill the line
  /// exactly (Apple: the group "automatically resizes them to add the extra specified spacing").
  @Test(arguments: 1...6) func columnsFillTheLineExactly(columns: Int) throws {
    for width in [90.0, 320, 375, 1024] {
      var view = Self.grid(columns: columns, width: width)
      let data = DataSource(sections: [(0..<(columns * 2 + 1)).map { Row($0) }])
      try view.endTurn(data)
      let lastInLine = ListIndexPath(0, columns - 1)
      let (x, w) = view.horizontalExtent(of: lastInLine)
      #expect(abs(x + w - (width - 7)) < 1e-9, "\(columns) columns in \(width)")
      // The next line starts at the left inset, one group lower.
      #expect(view.horizontalExtent(of: ListIndexPath(0, columns)).x == 5)
      #expect(view.y(of: ListIndexPath(0, columns)) == 40)
    }
  }

  /// A carousel of a million items shows and prepares only the few across the viewport, and the
  /// grid below it lines up after its one line.
  @Test func anOrthogonalSectionShowsOnlyWhatIsAcrossTheView() throws {
    var section = FlowLayout()
    section.spacing = 10
    section.lineSpacing = 10
    section.group = CompositionalGroup(
      count: nil, itemWidth: .absolute(100), width: .fractionalWidth(0.8), height: .absolute(120))
    section.orthogonalSections = 1
    var geometry = TableGeometry()
    geometry.width = 320
    geometry.height = 300
    var view = TableView<Row>(
      platform: .ios15, geometry: geometry, kind: .collection(.compositional(section)))
    let data = DataSource(sections: [(0..<1_000_000).map { Row($0) }, (0..<20).map { Row($0) }])
    try view.endTurn(data)
    #expect(view.visibleRows.filter { $0.section == 0 }.map(\.row) == [0, 1, 2])
    #expect(view.preparedRows.allSatisfy { $0.section == 1 })
    #expect(view.y(of: ListIndexPath(1, 0)) == 120)
    #expect(view.horizontalExtent(of: ListIndexPath(0, 999_999)).x == 499_999 * 266 + 110)
    // Scrolled past it, the carousel's line is the one prepared above.
    view.scroll(to: 130, data)
    try view.endTurn(data)
    #expect(view.preparedRows.filter { $0.section == 0 }.map(\.row) == [0, 1, 2])
  }

  /// Apple's grid of items a fifth of the group wide holds five a row at every width, though a
  /// fifth of 393 points is 78.60000000000001.
  @Test func fractionalItemsFitDespiteRounding() {
    let group = CompositionalGroup(count: nil, itemWidth: .fractionalWidth(0.2))
    for width in [320.0, 375, 393, 414, 428, 1024] {
      #expect(group.resolved(content: width, viewHeight: 800, spacing: 0).columns == 5, "\(width)")
    }
  }

  /// A rotation refits the columns to the new width.
  @Test func rotatingRefitsTheColumns() throws {
    var view = Self.grid(columns: 3, width: 375)
    let data = DataSource(sections: [(0..<9).map { Row($0) }])
    try view.endTurn(data)
    try view.rotate(to: .landscape, data)
    #expect(view.horizontalExtent(of: ListIndexPath(0, 0)).width == (667.0 - 12 - 12) / 3)
  }

  /// Apple: "lists that use the … plain and … sidebarPlain list appearances use pinned
  /// headers"; supplementary headers only.
  @Test(arguments: ListAppearance.allCases) func onlyPlainListsPinSupplementaryHeaders(
    appearance: ListAppearance
  ) {
    for mode in ListHeaderMode.allCases {
      let list = ListConfiguration(appearance: appearance, headerMode: mode)
      let expected =
        mode == .supplementary && (appearance == .plain || appearance == .sidebarPlain)
      #expect(list.pinsHeaders == expected, "\(appearance) \(mode)")
      #expect(ViewKind.collection(.list(list)).pinsSectionHeaders == expected)
    }
    #expect(ViewKind.table.pinsSectionHeaders == false)
  }

  /// A pinned header is drawn over the items it covers, named as pinned.
  @Test func thePictureDrawsAPinnedHeaderOverItsItems() throws {
    var geometry = TableGeometry()
    geometry.height = 300
    geometry.sectionHeader = 30
    let list = ListConfiguration(headerMode: .supplementary)
    var view = TableView<Row>(geometry: geometry, kind: .collection(.list(list)))
    let data = DataSource(sections: [(0..<20).map { Row($0) }])
    try view.endTurn(data)
    view.scroll(to: 200, data)
    try view.endTurn(data)
    let svg = view.picture(data)
    let header = try #require(svg.range(of: "section 0 header (pinned)"))
    let lastItem = try #require(svg.range(of: ">0:9<") ?? svg.range(of: "0:9"))
    #expect(lastItem.lowerBound < header.lowerBound, "the header is drawn after the items")
    #expect(view.headerFrame(ofSection: 0) == Frame(x: 0, y: 200, width: 375, height: 30))
  }

  /// A grid given another layout lays out as one made with it: the same frames and, after the
  /// next pass, the same visible items, from the top and scrolled; a table ignores it.
  @Test(arguments: [(2, 3), (3, 1), (4, 4), (1, 5)]) func aNewLayoutLaysOutAsANewView(
    from: Int, to: Int
  ) throws {
    let data = DataSource(sections: [(0..<60).map { Row($0) }, (0..<7).map { Row(100 + $0) }])
    for offset in [0.0, 500] {
      var changed = Self.grid(columns: from, width: 375)
      try changed.endTurn(data)
      changed.scroll(to: offset, data)
      try changed.endTurn(data)
      guard case .collection(let layout) = Self.grid(columns: to, width: 375).kind else {
        Issue.record("not a collection view")
        return
      }
      changed.setCollectionLayout(layout)
      try changed.endTurn(data)
      // The offset the old layout could reach (a short grid clamps it) is kept.
      var fresh = Self.grid(columns: to, width: 375)
      try fresh.endTurn(data)
      fresh.scroll(to: changed.offset, data)
      try fresh.endTurn(data)
      #expect(changed.offset == fresh.offset)
      #expect(changed.visibleRows == fresh.visibleRows, "\(from) to \(to) at \(offset)")
      #expect(changed.contentHeight == fresh.contentHeight)
      for path in fresh.visibleRows {
        #expect(changed.y(of: path) == fresh.y(of: path))
        #expect(changed.horizontalExtent(of: path) == fresh.horizontalExtent(of: path))
      }
    }
    var table = TableView<Row>()
    table.setCollectionLayout(.flow(FlowLayout()))
    #expect(table.kind == .table)
  }
}
