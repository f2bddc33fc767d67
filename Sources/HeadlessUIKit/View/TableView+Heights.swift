import ListDiff

extension TableView {
  // MARK: - Settings

  /// Changes how heights are computed, cached or estimated; takes effect the next time the
  /// table reads heights.
  ///
  /// A flow layout's estimate is its `estimatedItemSize`'s height, changed only through
  /// `setItemSizing(sizeForItem:estimated:)`: an estimate set here is undone.
  ///
  /// - Complexity: O(1); O(n) when estimates are turned on (only the rows on screen count as
  ///   measured then).
  @inlinable public mutating func setHeightSettings(_ change: (inout RowHeights) -> Void) {
    let wasEstimating = heights.estimate != nil
    change(&_heights)
    if let flow = kind.flow { _heights.estimate = flow.selfSizingEstimate?.height }
    if heights.estimate != nil, !wasEstimating {
      // The rows on screen were measured when they came on screen; no other row has been.
      let mounted = Set(mountedRows)
      for section in rows.indices {
        for row in rows[section].measuredIndexes
        where !mounted.contains(ListIndexPath(section, row)) {
          rows[section].setHeight(
            rows[section].height(at: row, rowHeight: geometry.rowHeight), at: row,
            measured: false)
        }
      }
      for path in mounted where !rows[path.section].isMeasured(at: path.row) {
        rows[path.section].setHeight(
          rows[path.section].height(at: path.row, rowHeight: geometry.rowHeight), at: path.row,
          measured: true)
      }
    }
    checkInvariants()
  }

  // MARK: - heightForRowAt

  /// `tableView(_:heightForRowAt:)` of an app that uses the configured height cache: a cache
  /// hit returns the stored height, a miss computes it (item or template cell) and stores it.
  @inlinable mutating func lookUpHeight(
    at path: ListIndexPath, item: Item, _ pass: inout HeightPass
  )
    -> Double
  {
    pass.reads += 1
    let orientation = self.orientation
    let cached: Double?
    switch heights.cache {
    case .off: cached = nil
    case .indexpath: cached = _heights._indexPaths.height(at: path, orientation)
    case .key: cached = keyedHeights.height(for: item.identity, orientation)
    }
    if let cached {
      pass.hits += 1
      _heights._hits += 1
      return cached
    }
    let height = computeHeight(item)
    switch heights.cache {
    case .off: break
    case .indexpath: _heights._indexPaths.setHeight(height, at: path, orientation)
    case .key: _keyedHeights.setHeight(height, for: item.identity, orientation)
    }
    if heights.cache != .off {
      pass.misses += 1
      _heights._misses += 1
    }
    if pass.computed.count < HeightPass.listed {
      pass.computed.append(HeightPass.Entry(path: path, height: height))
    }
    return height
  }

  /// What the app's height code computes for `item` without a cache.
  @inlinable mutating func computeHeight(_ item: Item) -> Double {
    switch heights.source {
    case .item:
      return item.itemHeight ?? defaultItemHeight
    case .fit:
      let identifier = RowHeights.reuseIdentifier(item)
      if _heights._templates.insert(identifier).inserted {
        _events.append(.templateCreated(identifier))
      }
      let text = item.displayText
      let count = text.utf8.count
      // A long text shared by many rows (one string's storage) is measured once a pass: the
      // rows hold it alive for the pass, so its address names it until the pass ends.
      // Unsafe: speed (a string's storage address, compared, never read) — no bench row
      // measures it; it bounds the work `fitted-shared-text.lsh` checks.
      guard count >= TableView.longText,
        let address = text.utf8.withContiguousStorageIfAvailable({
          UInt(bitPattern: $0.baseAddress)
        })
      else {
        _work &+= count / TableView.bytesPerWork
        return heights.fittedHeight(text: text, tableWidth: geometry.width)
      }
      let key = FitMemoKey(address: address, count: count)
      if let known = _fitMemo[key] { return known }
      _work &+= count / TableView.bytesPerWork
      let height = heights.fittedHeight(text: text, tableWidth: geometry.width)
      _fitMemo[key] = height
      return height
    }
  }

  /// A new round of `heightForRowAt` calls; the memo of long texts measured starts afresh.
  @inlinable mutating func newPass(_ reason: HeightPass.Reason) -> HeightPass {
    _fitMemo.removeAll()
    return HeightPass(
      reason: reason, source: heights.source, cache: heights.cache, orientation: orientation)
  }

  // MARK: - Reading row data

  /// Takes the data source's sections as the row data and reads heights: shared as they are
  /// when heights are plain (O(s)); otherwise every row's height (with estimates, the height of
  /// each row `measured` names; the others count the estimate) through `heightForRowAt` (O(n)).
  ///
  /// Returns the events of the reading (template cells created, the summary) for the caller to
  /// record after its own.
  @inlinable mutating func readRowData(
    _ dataSource: DataSource<Item>, measured: Set<ListIndexPath> = []
  )
    -> [TableEvent]
  {
    readEditCount = dataSource.editCount
    if heights.isPlain {
      rows = dataSource.sections
      rebuildSectionLayout()
      let count = rows.reduce(0) { $0 + $1.count }
      if let flow = sizedFlow, flow.sizeForItem { return [.itemSizesRead(items: count)] }
      return [.heightsRead(rows: count)]
    }
    let mark = events.count
    var pass = newPass(.rowData)
    rows = dataSource.sections.enumerated().map { section, tree in
      let items = tree.items
      var heightsOfRows: [Double] = []
      heightsOfRows.reserveCapacity(items.count)
      for (row, item) in items.enumerated() {
        let path = ListIndexPath(section, row)
        if let estimate = heights.estimate, !measured.contains(path) {
          heightsOfRows.append(estimate)
        } else {
          heightsOfRows.append(lookUpHeight(at: path, item: item, &pass))
        }
      }
      let estimating = heights.estimate != nil
      return RowTree(items, heights: heightsOfRows) { row in
        estimating && measured.contains(ListIndexPath(section, row))
      }
    }
    rebuildSectionLayout()
    var read = Array(events[mark...])
    _events.removeSubrange(mark...)
    if pass.reads > 0 { read.append(.heights(pass)) }
    return read
  }

  /// Re-reads the height of every row the table knows (every measured row with estimates),
  /// keeping its counts: what a change of width does.
  ///
  /// A flow layout's items keep their sizes: they are their items' own, whatever the width.
  @inlinable mutating func rereadHeights(_ dataSource: DataSource<Item>) throws(TableError) {
    guard !heights.isPlain, kind.flow == nil else { return }
    var pass = newPass(.rowData)
    for section in rows.indices {
      for row in 0..<rows[section].count {
        let path = ListIndexPath(section, row)
        if heights.estimate != nil, !rows[section].isMeasured(at: row) { continue }
        let item = try itemForHeight(at: path, dataSource)
        rows[section].setHeight(lookUpHeight(at: path, item: item, &pass), at: row)
      }
    }
    rebuildSectionLayout()
    if pass.reads > 0 { _events.append(.heights(pass)) }
  }

  @inlinable func itemForHeight(at path: ListIndexPath, _ dataSource: DataSource<Item>)
    throws(TableError) -> Item
  {
    guard let item = dataSource.item(at: path) else {
      throw .dataSourceLacksRow(
        path, method: "tableView(_:heightForRowAt:)", sections: dataSource.sectionCount,
        rows: dataSource.rowCount(path.section))
    }
    return item
  }

  // MARK: - Estimates

  /// With estimates on, the rows whose height the table has asked for (the others count the
  /// estimate); empty with estimates off.
  ///
  /// - Complexity: O(n).
  @inlinable public var measuredRows: Set<ListIndexPath> {
    guard heights.estimate != nil else { return [] }
    var out = Set<ListIndexPath>()
    for (section, tree) in rows.enumerated() {
      for row in tree.measuredIndexes { out.insert(ListIndexPath(section, row)) }
    }
    return out
  }

  /// With estimates on, measures the rows about to be visible or prepared that still count
  /// their estimate, top to bottom as UIKit lays them out, until the rows to show hold no
  /// unmeasured row; `contentSize` changes each time (the jump), and with anchoring on the
  /// first visible row keeps its on-screen y.
  @inlinable mutating func measureRowsComingOnScreen(
    _ dataSource: DataSource<Item>,
    _ targets: inout (visible: [ListIndexPath], prepared: [ListIndexPath])
  ) throws(TableError) {
    guard heights.estimate != nil else { return }
    let before = contentHeight
    var pass = newPass(.entering)
    var moves: [TableEvent] = []
    // Each round measures at least one row for good, so there are at most as many rounds as
    // rows; more would be a bug in the model, and looping on would hide it.
    var roundsLeft = rows.reduce(0) { $0 + $1.count } + 1
    while true {
      roundsLeft -= 1
      precondition(roundsLeft >= 0, "measuring rows coming on screen does not converge")
      let pending = (targets.visible + targets.prepared).filter {
        !rows[$0.section].isMeasured(at: $0.row)
      }.sorted()
      if pending.isEmpty { break }
      let anchor = anchorsFirstVisibleItem ? captureAnchor(among: targets.visible) : nil
      let bottom = offset + geometry.height
      var measured = 0
      for path in pending {
        // A row that the heights measured so far pushed below the viewport may not show at
        // all: the next round decides.
        if measured > 0, let top = y(of: path), top >= bottom { break }
        // A flow layout's self-sizing item measures at the size of the item the view last read
        // (width and height from one item; our choice), a list's at its data source's item.
        let item =
          sizedFlow != nil ? rows[path.section][path.row] : try itemForHeight(at: path, dataSource)
        setMeasuredHeight(lookUpHeight(at: path, item: item, &pass), at: path, item: item)
        measured += 1
      }
      let mark = events.count
      restore(anchor, reason: "anchored while measuring") { $0.path }
      moves += events[mark...]
      _events.removeSubrange(mark...)
      targets = try targetRows()
    }
    guard pass.reads > 0 else { return }
    if contentHeight != before {
      pass.contentHeight = HeightPass.Change(from: before, to: contentHeight)
    }
    _events.append(.heights(pass))
    _events += moves
  }
}
