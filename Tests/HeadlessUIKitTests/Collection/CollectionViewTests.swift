import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// The collection view's own behaviour: flow geometry against a brute-force layout, the texts in
/// a collection view's words, counts read when a batch starts, completions, and the errors for
/// calls of the other kind of view at their exact places.
@Suite struct CollectionViewTests {
  // MARK: Flow geometry

  /// Every item's frame, laid out by walking the items one by one and starting a line whenever
  /// the next item and its gap would pass the right inset.
  static func bruteForceFrames(_ f: FlowLayout, width: Double, counts: [Int]) -> (
    frames: [ListIndexPath: (x: Double, y: Double)], height: Double
  ) {
    var frames: [ListIndexPath: (x: Double, y: Double)] = [:]
    var y = 0.0
    for (s, count) in counts.enumerated() {
      y += f.insets.top
      // Items a line: place them until one does not fit (at least one a line).
      var perLine = 0
      var right = f.insets.left
      while perLine == 0 || right + f.spacing + f.itemWidth <= width - f.insets.right {
        right += (perLine == 0 ? 0 : f.spacing) + f.itemWidth
        perLine += 1
      }
      let usable = width - f.insets.left - f.insets.right
      var lineTop = y
      for item in 0..<count {
        if item > 0, item % perLine == 0 { lineTop += f.itemHeight + f.lineSpacing }
        let column = item % perLine
        let x =
          perLine == 1
          ? f.insets.left + (usable - f.itemWidth) / 2
          : f.insets.left + Double(column)
            * (f.itemWidth + (usable - Double(perLine) * f.itemWidth) / Double(perLine - 1))
        frames[ListIndexPath(s, item)] = (x, lineTop)
      }
      if count > 0 { y = lineTop + f.itemHeight }
      y += f.insets.bottom
    }
    return (frames, y)
  }

  static let layouts: [(FlowLayout, Double)] = {
    var out: [(FlowLayout, Double)] = []
    for (w, h) in [(50.0, 50.0), (100, 30), (120, 90), (400, 20), (37.5, 12.5)] {
      for spacing in [0.0, 10] {
        for insets in [EdgeInsets(), EdgeInsets(top: 8, left: 5, bottom: 3, right: 7)] {
          for width in [90.0, 320, 375] {
            var f = FlowLayout()
            (f.itemWidth, f.itemHeight, f.spacing, f.lineSpacing, f.insets) =
              (w, h, spacing, spacing / 2, insets)
            out.append((f, width))
          }
        }
      }
    }
    return out
  }()

  /// Every layout, three sections of 0 to 13 items: every frame, the content height, and the
  /// visible items at offsets every 7 points match the brute-force layout.
  @Test(arguments: 0..<layouts.count) func flowGeometryMatchesABruteForceLayout(index: Int) throws {
    let (f, width) = Self.layouts[index]
    for counts in [[0], [1], [7, 0, 13], [3, 12, 1], [13]] {
      var g = TableGeometry()
      g.width = width
      g.height = 100
      let data = DataSource<Row>(sections: counts.map { n in (0..<n).map { Row.number($0) } })
      var view = TableView<Row>(platform: .ios15, geometry: g, kind: .collection(.flow(f)))
      try view.endTurn(data)
      let (frames, height) = Self.bruteForceFrames(f, width: width, counts: counts)
      #expect(view.contentHeight == height, "\(f) \(width) \(counts)")
      for (p, frame) in frames {
        #expect(view.y(of: p) == frame.y, "y of \(p), \(f) \(width)")
        #expect(view.horizontalExtent(of: p).x == frame.x, "x of \(p), \(f) \(width)")
      }
      var offset = 0.0
      while offset <= view.maxOffset {
        view.scroll(to: offset, data)
        try view.endTurn(data)
        let expected = frames.filter { _, frame in
          min(frame.y + f.itemHeight, offset + 100) - max(frame.y, offset) > 0
        }.keys.sorted()
        #expect(view.visibleRows == expected, "offset \(offset), \(f) \(width) \(counts)")
        offset += 7
      }
    }
  }

  // MARK: Texts

  /// Every kind on every profile, in a collection view's words: no row or table left in it, and
  /// the table's text with its nouns swapped, except where UIKit's words differ (scrolling; the
  /// count failures of iOS 16.4 to 16.7, where only a collection view has the new form).
  @Test(arguments: Platform.allCases) func textsSpeakOfItems(platform: Platform) {
    for kind in UIKitException.Reason.Kind.allCases {
      let reason = UIKitException.Reason.make(kind, Array(1...UIKitException.Reason.maxSlots))
      let text = reason.message(on: platform, view: .collection)
      #expect(
        !text.contains(" row") && !text.contains("table view") && !text.contains("UITableView"),
        "\(kind): \(text)")
      if kind == .scrollRowBeyondBounds || kind == .scrollSectionBeyondBounds { continue }
      // iOS 26 says "to to move" again, for a collection view only.
      if platform == .ios26, kind == .moveSectionToOutOfRange {
        #expect(text.hasPrefix("attempt to to move section"), "\(text)")
        #expect(reason.message(on: platform).hasPrefix("attempt to move section"))
        continue
      }
      // The classic count texts: the two-stage check's second stage, on every profile (the
      // made reasons' empty counts let every survivor fit).
      if kind.isCountFailure { #expect(text.hasPrefix("Invalid update"), "\(kind): \(text)") }
      let swapped = reason.message(on: platform).replacing("table view", with: "collection view")
        .replacing("rows", with: "items").replacing("row", with: "item")
        .replacing("UITableView", with: "UICollectionView")
      #expect(text == swapped, "\(kind) on \(platform)")
    }
  }

  @Test func aCollectionViewsOutOfBoundsScrollIsAnInconsistency() throws {
    var view = TableView<Row>(platform: .ios15, kind: .collection(.list(ListConfiguration())))
    let data = DataSource<Row>(sections: [[.number(1)]])
    #expect(throws: TableError.self) { try view.scroll(toRow: ListIndexPath(0, 3), at: .top, data) }
    do {
      try view.scroll(toRow: ListIndexPath(0, 3), at: .top, data)
    } catch {
      #expect(
        error.message
          == "NSInternalInconsistencyException: Attempted to scroll the collection view to an out-of-bounds item (3) when there are only 1 items in section 0."
      )
    }
  }

  // MARK: Counts read when a batch starts

  @Test func aPendingReloadIsReadWhenTheBatchStarts() throws {
    var data = DataSource<Row>(sections: [[.number(1), .number(2)]])
    var view = TableView<Row>(platform: .ios15, kind: .collection(.flow(FlowLayout())))
    try view.endTurn(data)
    try view.reloadData(data)
    #expect(view.reloadPending)
    try data.insert(.number(0), at: ListIndexPath(0, 0))
    _ = view.takeEvents()
    view.beginUpdates(data)
    #expect(!view.reloadPending)
    #expect(view.takeEvents().contains(.countsReadAtBatchEntry(.reloadPending, counts: [3])))
    try view.perform(.insertRows([ListIndexPath(0, 0)]), data)
    do {
      try view.endUpdates(data)
      Issue.record("the batch committed")
    } catch {
      #expect(
        error.notes.first?.hasPrefix(
          "the collection view read its counts when the batch started (a reloadData was pending)")
          == true)
    }
    // A table reads at the batch's end, as before: the same steps are right.
    var table = TableView<Row>(platform: .ios15)
    var tableData = DataSource<Row>(sections: [[.number(1), .number(2)]])
    try table.endTurn(tableData)
    try table.reloadData(tableData)
    try tableData.insert(.number(0), at: ListIndexPath(0, 0))
    table.beginUpdates(tableData)
    try table.perform(.insertRows([ListIndexPath(0, 0)]), tableData)
    try table.endUpdates(tableData)
    #expect(table.numberOfRows(inSection: 0) == 3)
  }

  @Test func reloadDataInsideABatchDiscardsItsCalls() throws {
    var data = DataSource<Row>(sections: [[.number(1), .number(2)]])
    var view = TableView<Row>(platform: .ios15, kind: .collection(.list(ListConfiguration())))
    try view.endTurn(data)
    view.beginUpdates(data)
    try view.perform(.deleteRows([ListIndexPath(0, 0)]), data)
    try view.reloadData(data)
    data.setItems([.number(9)])
    try view.endUpdates(data)
    #expect(view.numberOfRows(inSection: 0) == 1)
  }
}
