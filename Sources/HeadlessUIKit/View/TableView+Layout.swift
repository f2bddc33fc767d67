import ListDiff

extension TableView {
  // MARK: - Run-loop turns

  /// Ends a run-loop turn (a top-level statement): the table appears once its data source has a
  /// section, and lays itself out unless a `beginUpdates()` is open.
  ///
  /// - Complexity: O(v + log n) for v visible and prepared rows, plus O(s) on appearing.
  @inlinable public mutating func endTurn(_ dataSource: DataSource<Item>) throws(TableError) {
    try transaction { table throws(TableError) in
      // Out of a window, nothing lays the view out at the end of a turn.
      guard table.isInWindow else { return }
      if !table.hasAppeared, dataSource.sectionCount > 0 { table.appear(dataSource) }
      if table.hasAppeared, table.batch == nil { try table.layout(dataSource) }
    }
  }

  /// Makes the table appear now if it has not (a table call, scroll, query or `show` does this),
  /// and lays it out unless a batch is open.
  ///
  /// - Complexity: O(v + log n), plus O(s) on appearing.
  @inlinable public mutating func layoutIfNeeded(_ dataSource: DataSource<Item>) throws(TableError)
  {
    if hasAppeared, batch == nil, !reloadPending, let touched = try settledPass(dataSource) {
      // A pass would change nothing (a query after a query, most often): no copy to roll back
      // and no invariants to check again, but the same warning and the same work counted.
      if !isInWindow, !kind.isCollection { _events.append(.laidOutOutsideWindow) }
      _work &+= touched
      return
    }
    try layoutInFull(dataSource)
  }

  /// `layoutIfNeeded` without the shortcut for a pass that would change nothing: appears if it
  /// has not, and runs the pass unless a batch is open.
  ///
  /// - Complexity: O(v + log n), plus O(s) on appearing.
  @inlinable mutating func layoutInFull(_ dataSource: DataSource<Item>) throws(TableError) {
    try transaction { table throws(TableError) in
      if !table.isInWindow, table.batch == nil, !table.kind.isCollection {
        table._events.append(.laidOutOutsideWindow)
      }
      if !table.hasAppeared { table.appear(dataSource) }
      if table.batch == nil { try table.layout(dataSource) }
    }
  }

  /// `reloadData()`: re-reads the row data, discards every cell and the selection, keeps the
  /// offset (clamped) unless anchoring; inside an open batch it waits for the batch's end.
  ///
  /// - Complexity: O(c + s) for c mounted cells and s sections (O(n) to find the anchored item).
  ///
  /// FDTemplateLayoutCell's swizzled `reloadData` first empties the index-path height cache
  /// (once the cache is in use); `keepingHeights` is its
  /// `fd_reloadDataWithoutInvalidateIndexPathHeightCache`, which does not.
  @inlinable public mutating func reloadData(
    _ dataSource: DataSource<Item>, keepingHeights: Bool = false
  )
    throws(TableError)
  {
    try transaction { table throws(TableError) in
      if !keepingHeights { table.emptyIndexPathCacheForReloadData() }
      if table.batch != nil {
        // A collection view's reloadData inside a batch discards the batch's updates
        // (UICollectionView.h: "-reloadData will discard any uncommitted updates"): at the
        // batch's end it reloads instead of committing them.
        table.batch?.reloadDeferred = true
        table._events.append(.reloadDeferred)
        return
      }
      if !table.hasAppeared { table.appear(dataSource) }
      if table.kind.isCollection {
        // A collection view's reloadData only invalidates: the data source is read at the next
        // layout pass, or when a batch starts before it.
        table._reloadPending = true
        table._events.append(.reloadPending)
        return
      }
      table.reload(dataSource)
      // Out of a window the table reads its counts and dequeues no cell (our choice).
      if table.isInWindow { try table.layout(dataSource) }
    }
  }

  /// Puts the view in a window, or takes it out of one (`window on|off`): in one, the next turn's
  /// end lays it out; out of one, no turn does, a collection view reads its counts at every
  /// batch's start, and its invalid batch falls back to `reloadData()` on the profiles before
  /// iOS 16.4 (`Platform.fallsBackOutOfWindow`).
  ///
  /// - Complexity: O(1).
  @inlinable public mutating func setInWindow(_ inWindow: Bool) {
    _isInWindow = inWindow
    checkInvariants()
  }

  @inlinable mutating func appear(_ dataSource: DataSource<Item>) {
    _hasAppeared = true
    let read = readRowData(dataSource)
    _events.append(.appeared(sections: rows.count, rows: rows.reduce(0) { $0 + $1.count }))
    _events.append(contentsOf: read)
  }

  /// The body of `reloadData()` outside a batch.
  @inlinable mutating func reload(_ dataSource: DataSource<Item>) {
    let anchor = anchorsFirstVisibleItem ? captureAnchor() : nil
    for (path, index) in mounted.sorted(by: { $0.key < $1.key }) {
      recycle(index, from: path)
    }
    mounted.removeAll()
    recycleAllViews()
    _visibleRows = []
    _preparedRows = []
    selection.removeAll()
    let read = readRowData(dataSource)
    _events.append(.reloaded(sections: rows.count, rows: rows.reduce(0) { $0 + $1.count }))
    _events.append(contentsOf: read)
    let reloaded = self
    restore(anchor, reason: "anchored after reloadData") { candidate in
      guard let identity = candidate.item?.identity else { return nil }
      return reloaded.firstPath { $0.identity == identity }
    }
  }

  // MARK: - The layout pass

  /// Computes the visible (and prepared) rows for the current offset, recycles the cells that
  /// left and configures cells for the rows that entered.
  @inlinable mutating func layout(_ dataSource: DataSource<Item>) throws(TableError) {
    if reloadPending {
      _reloadPending = false
      reload(dataSource)
    }
    refreshObservedCells(dataSource)
    fillLayoutCache()
    try checkCachedAttributes()
    var targets = try targetRows()
    try measureRowsComingOnScreen(dataSource, &targets)
    let (visible, prepared) = targets
    // The pass touches every row it shows or prepares and every cell mounted before it (zero-
    // height rows can make the visible range as long as the table).
    _work &+= visible.count + prepared.count + mounted.count
    let visibleSet = Set(visible)
    let preparedSet = Set(prepared)

    // Cells whose rows left: hidden if they stay prepared, otherwise back to the pool.
    for (path, index) in mounted.sorted(by: { $0.key < $1.key }) where !visibleSet.contains(path) {
      if preparedSet.contains(path) {
        if cells[index].role == .visible {
          _events.append(.didEndDisplaying(path, cell: cells[index].id))
          cells[index].role = .prepared
        }
      } else {
        recycle(index, from: path)
        mounted[path] = nil
      }
    }
    // Rows that entered: a prepared cell is shown as it is; others are dequeued and configured.
    for path in (visible + prepared).sorted() {
      let shows = visibleSet.contains(path)
      if let index = mounted[path] {
        if shows, cells[index].role == .prepared {
          cells[index].role = .visible
          _events.append(.willDisplay(path, cell: cells[index].id))
        }
        continue
      }
      let index = try provideCell(at: path, dataSource)
      mounted[path] = index
      cells[index].role = shows ? .visible : .prepared
      if shows { _events.append(.willDisplay(path, cell: cells[index].id)) }
    }
    if keepsSpareCell, pool.isEmpty, !rows.isEmpty {
      pool.append(makeCell(identifier: provision.source.map { _ in provision.identifier }))
    }
    _visibleRows = visible
    _preparedRows = prepared
    try layoutSupplementaryViews()
    checkLayoutInvariants()
  }

  /// The rows and cells a layout pass at the current offset would touch, when it would change
  /// nothing: the rows it shows and prepares are those it showed and prepared (whose cells the
  /// invariants keep mounted in those roles), measured, and no spare cell is wanted; `nil`
  /// otherwise.
  ///
  /// - Complexity: O(v + p + log n) for v visible and p prepared rows of n.
  @inlinable func settledPass(_ dataSource: DataSource<Item>) throws(TableError) -> Int? {
    // A visible cell whose observed item changed is configured again by a pass.
    if observesItems, !observedChanges(dataSource).isEmpty { return nil }
    // A caching layout whose cache is due to fill, or whose attributes name items the data has
    // lost (raised, or logged anew), needs its pass.
    if kind.flow?.cachesAttributes == true {
      if layoutCache == nil, rows.contains(where: { !$0.isEmpty }) { return nil }
      let missing = try itemsMissingFromCachedAttributes()
      if !missing.isEmpty, platform == .ios12 || missing != ignoredAttributes { return nil }
    }
    let (visible, prepared) = try targetRows()
    guard visible == _visibleRows, prepared == _preparedRows,
      !(keepsSpareCell && pool.isEmpty && !rows.isEmpty)
    else { return nil }
    // A header or footer that came on screen (or left) is asked for (or recycled) by a pass.
    if wantedViews != mountedViews.keys.sorted() { return nil }
    if heights.estimate != nil {
      for path in visible + prepared where !rows[path.section].isMeasured(at: path.row) {
        return nil
      }
    }
    return visible.count + prepared.count + mounted.count
  }

  /// The rows a layout pass at the current offset shows, and those it prepares.
  @inlinable func targetRows() throws(TableError) -> (
    visible: [ListIndexPath], prepared: [ListIndexPath]
  ) {
    // A caching layout's attributes, less those of items the data source does not have.
    if let cached = cachedLayoutView {
      let (visible, prepared) = try cached.targetRows()
      return (visible.filter(hasRow), prepared.filter(hasRow))
    }
    let visible = try computeVisibleRows()
    return (visible, preparedRows(around: visible))
  }

  /// The rows a layout pass prepares around `visible` while prefetching keeps prepared cells:
  /// the row (a flow layout: the line) above the first and the one below the last, and, where
  /// items have sizes of their own, the items of the visible lines that do not show.
  ///
  /// - Complexity: O(k) for the k items of those lines (times log L with sizes of their own).
  @inlinable func preparedRows(around visible: [ListIndexPath]) -> [ListIndexPath] {
    guard keepsPreparedCells, let first = visible.first, let last = visible.last else {
      return []
    }
    if sizedFlow != nil { return preparedSizedItems(around: visible) }
    var prepared: [ListIndexPath] = []
    if let above = row(before: first) { prepared += lineOf(above) }
    if let below = rowInView(after: last) { prepared += lineOf(below) }
    return prepared
  }

  /// The rows whose rects overlap the viewport by more than zero points, plus any zero-height
  /// rows between them (the visible range is contiguous, as UIKit's is).
  @inlinable func computeVisibleRows() throws(TableError) -> [ListIndexPath] {
    if let cached = cachedLayoutView { return try cached.computeVisibleRows().filter(hasRow) }
    if sizedFlow != nil { return try visibleSizedItems() }
    let top = offset
    let bottom = offset + geometry.height
    guard geometry.height > 0 else { return [] }
    // Zero-height rows overlap nothing: the range starts and ends at rows with height (found
    // through the row trees, so that runs of zero-height rows cost nothing to cross).
    var first = firstRow(endingAfter: top)
    if let row = first, height(at: row) == 0 { first = positiveRow(atOrAfter: row) }
    var last = lastRow(startingBefore: bottom)
    if let row = last, height(at: row) == 0 { last = positiveRow(atOrBefore: row) }
    // Past an orthogonal section's viewport nothing shows: the range ends before, and skips
    // over, the items its width leaves out.
    if let row = first, isOutOfView(row) { first = rowInView(after: row) }
    if let row = last { last = rowInView(atOrBefore: row) }
    guard let first, let last, first <= last else { return [] }
    var result = [first]
    var current = first
    while current < last, let next = rowInView(after: current) {
      result.append(next)
      current = next
      if result.count > Self.visibleRowLimit { throw .tooManyVisibleRows(Self.visibleRowLimit) }
    }
    return result
  }

  /// The first row whose bottom edge lies below `y`.
  ///
  /// - Complexity: O(log n + log s), plus the empty sections skipped.
  @inlinable func firstRow(endingAfter y: Double) -> ListIndexPath? {
    var section = sectionLayout.sectionsEnding(atOrBefore: y - geometry.tableHeader)
    let rowHeight = geometry.rowHeight
    while section < rows.count {
      let top = sectionRowsTop(section)
      if sizedFlow != nil {
        let lines = flowLines[section]
        let line = lines.firstLine(endingAfter: y - top)
        if line < lines.lineCount { return ListIndexPath(section, lines.starts[line]) }
        section += 1
        continue
      }
      if let flow = kind.flow {
        if let item = firstItem(endingAfter: y, in: section, top: top, flow) {
          return ListIndexPath(section, item)
        }
        section += 1
        continue
      }
      let before = rows[section].countLeading(rowHeight: rowHeight) { _, end in top + end <= y }
      if before < rows[section].count { return ListIndexPath(section, before) }
      section += 1
    }
    return nil
  }

  /// The last row whose top edge lies above `y`.
  ///
  /// - Complexity: O(log n + log s), plus the empty sections skipped.
  @inlinable func lastRow(startingBefore y: Double) -> ListIndexPath? {
    var section = min(
      sectionLayout.sectionsEnding(atOrBefore: y - geometry.tableHeader), rows.count - 1)
    let rowHeight = geometry.rowHeight
    while section >= 0 {
      let top = sectionRowsTop(section)
      if sizedFlow != nil {
        let lines = flowLines[section]
        let count = lines.linesStarting(before: y - top)
        if count > 0 {
          return ListIndexPath(section, lines.items(ofLine: count - 1).upperBound - 1)
        }
        section -= 1
        continue
      }
      if let flow = kind.flow {
        if let item = lastItem(startingBefore: y, in: section, top: top, flow) {
          return ListIndexPath(section, item)
        }
        section -= 1
        continue
      }
      let count = rows[section].countLeading(rowHeight: rowHeight) { start, _ in top + start < y }
      if count > 0 { return ListIndexPath(section, count - 1) }
      section -= 1
    }
    return nil
  }

  /// The first row at or after `path`, across sections, whose height is above zero.
  ///
  /// - Complexity: O(log² n) per section crossed.
  @inlinable func positiveRow(atOrAfter path: ListIndexPath) -> ListIndexPath? {
    var section = path.section
    var start = path.row
    while section < rows.count {
      if let row = rows[section].firstPositiveRow(from: start, rowHeight: geometry.rowHeight) {
        return ListIndexPath(section, row)
      }
      section += 1
      start = 0
    }
    return nil
  }

  /// The last row at or before `path`, across sections, whose height is above zero.
  ///
  /// - Complexity: O(log² n) per section crossed.
  @inlinable func positiveRow(atOrBefore path: ListIndexPath) -> ListIndexPath? {
    var section = path.section
    var end = path.row
    while section >= 0 {
      if let row = rows[section].lastPositiveRow(through: end, rowHeight: geometry.rowHeight) {
        return ListIndexPath(section, row)
      }
      section -= 1
      if section >= 0 { end = rows[section].count - 1 }
    }
    return nil
  }

  /// The next row in index-path order, across sections.
  @inlinable func row(after path: ListIndexPath) -> ListIndexPath? {
    if path.row + 1 < rows[path.section].count { return ListIndexPath(path.section, path.row + 1) }
    var section = path.section + 1
    while section < rows.count {
      if rows[section].count > 0 { return ListIndexPath(section, 0) }
      section += 1
    }
    return nil
  }

  /// The previous row in index-path order, across sections.
  @inlinable func row(before path: ListIndexPath) -> ListIndexPath? {
    if path.row > 0 { return ListIndexPath(path.section, path.row - 1) }
    var section = path.section - 1
    while section >= 0 {
      if rows[section].count > 0 { return ListIndexPath(section, rows[section].count - 1) }
      section -= 1
    }
    return nil
  }

  /// The first row, in index-path order, whose item satisfies `predicate`.
  ///
  /// - Complexity: O(n).
  @inlinable func firstPath(where predicate: (Item) -> Bool) -> ListIndexPath? {
    for (section, tree) in rows.enumerated() {
      if let row = tree.firstIndex(where: predicate) { return ListIndexPath(section, row) }
    }
    return nil
  }
}
