import ListDiff

/// A flow layout whose items have sizes of their own: `collectionView(_:layout:sizeForItemAt:)`
/// read from each item, or self-sizing cells (`estimatedItemSize`) that count the estimate until
/// they are measured on screen. The lines are `FlowLines`, one per section.
extension TableView {
  /// The flow layout, when the view is a collection view whose flow layout gives items sizes of
  /// their own.
  @inlinable var sizedFlow: FlowLayout? {
    guard let flow = kind.flow, flow.hasItemSizes else { return nil }
    return flow
  }

  /// The height of an item without one of its own: a flow layout's item height, else the row
  /// height.
  @inlinable var defaultItemHeight: Double { kind.flow?.itemHeight ?? geometry.rowHeight }

  /// Changes how a flow layout sizes its items: `sizeForItemAt` and `estimatedItemSize`.
  ///
  /// With `sizeForItem` the delegate returns each item's own size; an `estimated` size makes the
  /// cells size themselves, unless `sizeForItemAt` is there, which turns self-sizing off. Does
  /// nothing on a table, a list layout or a compositional grid (whose group height is set when
  /// it is made).
  ///
  /// The layout is invalidated: with self-sizing, the items on screen (visible or prepared) have
  /// measured themselves and so have those measured before while self-sizing was already on; the
  /// others count the estimate **(our choice**: what UIKit keeps is not documented**)**. Without
  /// self-sizing every item takes its own size (or `itemSize`) at once. The offset is clamped to
  /// the new content, or, with anchoring on, keeps the first visible item's on-screen y.
  ///
  /// - Complexity: O(n) for the n items the view knows.
  @inlinable public mutating func setItemSizing(
    sizeForItem: Bool, estimated: EstimatedItemSize?
  ) {
    guard case .collection(.flow(var flow)) = kind else { return }
    let measuredBefore = measuredRows
    let anchor = anchorsFirstVisibleItem ? captureAnchor() : nil
    flow.sizeForItem = sizeForItem
    flow.estimatedItemSize = estimated
    // Orthogonal sections of items with sizes of their own are not modelled.
    if flow.hasItemSizes { flow.orthogonalSections = 0 }
    _kind = .collection(.flow(flow))
    // A caching layout keeps fixed-size attributes only: items with sizes of their own drop them.
    if flow.hasItemSizes { layoutCache = nil }
    let estimate = flow.selfSizingEstimate
    _heights.estimate = estimate?.height
    let measured = Set(mountedRows).union(measuredBefore)
    rows = rows.enumerated().map { section, tree in
      let items = tree.items
      guard let estimate else { return RowTree(items) }
      let heights = items.indices.map { row in
        measured.contains(ListIndexPath(section, row))
          ? flow.ownSize(of: items[row]).height : estimate.height
      }
      return RowTree(items, heights: heights) { measured.contains(ListIndexPath(section, $0)) }
    }
    rebuildSectionLayout()
    restore(anchor, reason: "anchored after the item sizes changed") { $0.path }
    checkInvariants()
  }

  /// The lines of `tree`'s items under `flow`: each item at its own size, or, while self-sizing
  /// items are unmeasured, at the estimate.
  ///
  /// - Complexity: O(n) for the tree's n items.
  @inlinable func flowLines(of tree: RowTree<Item>, _ flow: FlowLayout) -> FlowLines {
    var widths: [Double] = []
    var itemHeights: [Double] = []
    widths.reserveCapacity(tree.count)
    itemHeights.reserveCapacity(tree.count)
    let estimate = heights.estimate == nil ? nil : flow.selfSizingEstimate
    tree.forEachChunk { chunk in
      for row in 0..<chunk.count {
        let height = chunk.height(row, rowHeight: flow.itemHeight)
        itemHeights.append(FlowLayout.itemLength(height) ?? flow.itemHeight)
        if let estimate, !chunk.isMeasured(row) {
          // A compositional group's items are a column wide, measured or not.
          widths.append(flow.columns == nil ? estimate.width : flow.itemWidth)
        } else {
          widths.append(flow.ownSize(of: chunk.item(row)).width)
        }
      }
    }
    return FlowLines(
      widths: widths, heights: itemHeights, usable: flow.lineWidth(in: geometry.width),
      spacing: flow.spacing, lineSpacing: flow.lineSpacing, left: flow.insets.left,
      columns: flow.columns)
  }

  /// Records the height a row (or item) measured itself at, with its section's extent; a flow
  /// layout's item takes its own width too, and its lines are broken again from its line.
  ///
  /// - Complexity: O(log n + log s) for a row; for a flow layout's item, `FlowLines.resize`.
  @inlinable mutating func setMeasuredHeight(_ height: Double, at path: ListIndexPath, item: Item) {
    let old = rows[path.section].height(at: path.row, rowHeight: geometry.rowHeight)
    rows[path.section].setHeight(height, at: path.row, measured: true)
    guard let flow = sizedFlow else {
      sectionLayout.add(height - old, toSection: path.section)
      return
    }
    let before = flowLines[path.section].height
    let width = flow.ownSize(of: item).width
    flowLines[path.section].resize(
      path.row, width: width, height: FlowLayout.itemLength(height) ?? flow.itemHeight)
    if flow.columns == nil, width > flowLines[path.section].usable {
      _events.append(.flowItemTooWide(path, width: width, lines: flowLines[path.section].usable))
    }
    sectionLayout.add(flowLines[path.section].height - before, toSection: path.section)
  }

  /// The items whose frames overlap the viewport by more than zero points, in a flow layout
  /// whose items have sizes of their own.
  ///
  /// Those of the lines the viewport crosses, less the items centred on a taller line (a
  /// compositional group: at its top) that it misses. Lines without height (their items show nothing) are crossed in one step, as a
  /// table's rows without height are.
  ///
  /// - Complexity: O(log s + log L + k) for the k items of the lines with height the viewport
  ///   crosses.
  @inlinable func visibleSizedItems() throws(TableError) -> [ListIndexPath] {
    let top = offset
    let bottom = offset + geometry.height
    guard geometry.height > 0 else { return [] }
    var result: [ListIndexPath] = []
    var crossed = 0
    var section = sectionLayout.sectionsEnding(atOrBefore: top - geometry.tableHeader)
    while section < rows.count {
      let origin = sectionRowsTop(section)
      if origin >= bottom { break }
      let lines = flowLines[section]
      var line = lines.firstLine(endingAfter: top - origin)
      while line < lines.lineCount {
        let lineTop = origin + lines.top(ofLine: line)
        if lineTop >= bottom { break }
        let lineHeight = lines.lineHeights[line]
        if lineHeight == 0 {
          // Every line without height at this top, at once: the first line ending below it.
          line = max(line + 1, lines.firstLine(endingAfter: lineTop - origin))
          continue
        }
        for item in lines.items(ofLine: line) {
          // A viewport crossing more items than it could show is refused, as one showing too
          // many rows is.
          crossed += 1
          if crossed > Self.visibleRowLimit { throw .tooManyVisibleRows(Self.visibleRowLimit) }
          let y = lineTop + lines.drop(of: item, onLine: line)
          if min(y + lines.heights[item], bottom) - max(y, top) > 0 {
            result.append(ListIndexPath(section, item))
          }
        }
        line += 1
      }
      section += 1
    }
    return result
  }

  /// The prepared items around `visible` in a flow layout whose items have sizes of their own:
  /// the line above the first visible line, the items of the visible lines that do not show
  /// (centred on a taller line, the viewport's edge misses them) and the line below the last
  /// **(our choice**: how far UIKit prepares is not documented**)**.
  ///
  /// - Complexity: O(k log L) for the k items of those lines.
  @inlinable func preparedSizedItems(around visible: [ListIndexPath]) -> [ListIndexPath] {
    guard let first = visible.first, let last = visible.last else { return [] }
    var prepared: [ListIndexPath] = []
    if let above = row(before: lineOf(first)[0]) { prepared += lineOf(above) }
    // Each visible line once, in order: its items that do not show. The visible items of a line
    // are consecutive in `visible` and in the line's order, so one pass pairs them.
    var next = 0
    while next < visible.count {
      var shown = next
      for item in lineOf(visible[next]) {
        if shown < visible.count, visible[shown] == item {
          shown += 1
        } else {
          prepared.append(item)
        }
      }
      next = max(shown, next + 1)
    }
    if let below = row(after: lineOf(last).last ?? last) { prepared += lineOf(below) }
    return prepared.sorted()
  }

  /// The items of the line `path` is on, in a flow layout whose items have sizes of their own.
  ///
  /// - Complexity: O(log L + k) for the k items of the line.
  @inlinable func sizedLine(of path: ListIndexPath) -> [ListIndexPath] {
    let lines = flowLines[path.section]
    return lines.items(ofLine: lines.line(containing: path.row)).map {
      ListIndexPath(path.section, $0)
    }
  }
}
