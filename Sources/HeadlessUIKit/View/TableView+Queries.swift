import ListDiff

extension TableView {
  // MARK: - Queries

  /// The number of sections the table knows.
  @inlinable public var numberOfSections: Int { rows.count }

  /// The number of rows the table knows in `section`, or `nil` when there is no such section.
  ///
  /// - Complexity: O(1).
  @inlinable public func numberOfRows(inSection section: Int) -> Int? {
    rows.indices.contains(section) ? rows[section].count : nil
  }

  /// The table's row counts per section.
  @inlinable public var rowCounts: [Int] { rows.map(\.count) }

  /// What UIKit raises when the app asks for the count of a section the view does not have
  /// (`numberOfRows(inSection:)`, `numberOfItems(inSection:)`), or `nil` when it has it: the one
  /// rule the language's `rows(S)` and `items(S)` and ListScriptUIKit's calls share.
  ///
  /// - Complexity: O(1).
  @inlinable public func countFailure(inSection section: Int) -> QueryFailure? {
    guard numberOfRows(inSection: section) == nil else { return nil }
    return kind.isCollection
      ? .itemsInSection(section: section, sections: numberOfSections)
      : .rowsInSection(section: section)
  }

  /// What UIKit raises when the app asks for the cell at `path` and the view does not have its
  /// section, or `nil`: a collection view's `cellForItem(at:)` counts the items before the
  /// section and asserts there (IGListKit#177's stack); a table's `cellForRow(at:)` returns nil.
  ///
  /// - Complexity: O(1).
  @inlinable public func cellFailure(at path: ListIndexPath) -> QueryFailure? {
    guard kind.isCollection, path.section >= numberOfSections else { return nil }
    return .itemsBeforeSection(section: path.section, sections: numberOfSections)
  }

  /// Visible rows followed by prepared rows, ascending: the first article's `mountedIndexPaths`.
  @inlinable public var mountedRows: [ListIndexPath] { (visibleRows + preparedRows).sorted() }

  /// The table as it was at the outermost open `beginUpdates()`, if one is open.
  @inlinable var batchStart: TableView? { batch?.before.value }

  /// Whether a `beginUpdates()` is open.
  @inlinable public var isInBatch: Bool { batch != nil }

  /// The depth of open `beginUpdates()` calls.
  @inlinable public var batchDepth: Int { batch?.depth ?? 0 }

  /// `contentSize.height`.
  ///
  /// - Complexity: O(log s).
  @inlinable public var contentHeight: Double {
    // A caching layout's content size is the one it cached.
    geometry.tableHeader + (layoutCache?.sectionLayout ?? sectionLayout).total
      + geometry.tableFooter
  }

  /// The smallest offset scrolling can reach: the top of the content below the adjusted
  /// content inset's top, `-adjustedContentInset.top` (0 without insets).
  ///
  /// - Complexity: O(1).
  @inlinable public var minOffset: Double { 0 - geometry.adjustedContentInset.top }

  /// The largest offset scrolling can reach: the bottom of the content above the adjusted
  /// content inset's bottom, and never above `minOffset`.
  ///
  /// - Complexity: O(log s).
  @inlinable public var maxOffset: Double {
    max(minOffset, contentHeight + geometry.adjustedContentInset.bottom - geometry.height)
  }

  /// The height the table uses for the row at `path`, or `nil` when it has no such row.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable public func height(at path: ListIndexPath) -> Double? {
    guard hasRow(path) else { return nil }
    if let cached = cachedLayoutView { return cached.height(at: path) }
    if let flow = kind.flow {
      return flow.hasItemSizes ? flowLines[path.section].heights[path.row] : flow.itemHeight
    }
    return rows[path.section].height(at: path.row, rowHeight: geometry.rowHeight)
  }

  /// Where the row at `path` starts, in content coordinates, or `nil` when there is no such row.
  ///
  /// - Complexity: O(log n + log s) expected.
  @inlinable public func y(of path: ListIndexPath) -> Double? {
    guard hasRow(path) else { return nil }
    // A caching layout places only the items it has attributes for.
    if let cached = cachedLayoutView { return cached.y(of: path) }
    if let flow = kind.flow {
      if flow.hasItemSizes {
        return sectionRowsTop(path.section) + flowLines[path.section].y(of: path.row)
      }
      return sectionRowsTop(path.section)
        + Double(path.row / perLine(inSection: path.section, flow)) * flow.pitch
    }
    return sectionRowsTop(path.section)
      + rows[path.section].offset(of: path.row, rowHeight: geometry.rowHeight)
  }

  /// Where the item at `path` starts horizontally and how wide it is: the whole width for a
  /// table's rows and a list's items, the item's column for a flow layout; with sizes of their
  /// own, its place on its line (`(0, 0)` for an item the view does not have).
  ///
  /// - Complexity: O(1); O(log L + k) for k items on the line with sizes of their own.
  @inlinable public func horizontalExtent(of path: ListIndexPath) -> (x: Double, width: Double) {
    if let cached = cachedLayoutView {
      return cached.hasRow(path) ? cached.horizontalExtent(of: path) : (0, 0)
    }
    guard let flow = kind.flow else {
      guard case .collection(.list(let list)) = kind else { return (0, geometry.width) }
      return (list.sideInset, max(0, geometry.width - 2 * list.sideInset))
    }
    if flow.hasItemSizes {
      guard hasRow(path) else { return (0, 0) }
      let lines = flowLines[path.section]
      return (lines.x(of: path.row), lines.widths[path.row])
    }
    if flow.isOrthogonal(path.section) { return (flow.orthogonalX(of: path.row), flow.itemWidth) }
    let column = path.row % flow.perLine(width: geometry.width)
    return (flow.x(column: column, width: geometry.width), flow.itemWidth)
  }

  /// The cells of the visible rows, top to bottom.
  @inlinable public var visibleCells: [Cell<Item>] {
    visibleRows.compactMap { mounted[$0].map(cell(_:)) }
  }

  /// The cell `cellForRow(at:)` / `cellForItem(at:)` returns for `path`: the visible or prepared
  /// cell, except a collection view's prepared cell before iOS 15 (`nil` then, as UIKit's
  /// returned only visible cells).
  ///
  /// - Complexity: O(1) expected.
  @inlinable public func cell(at path: ListIndexPath) -> Cell<Item>? {
    guard let index = mounted[path] else { return nil }
    if cells[index].role == .prepared, !returnsPreparedCells { return nil }
    return cell(index)
  }

  /// The cell bound to `path`, visible or prepared, whatever `cellForItem(at:)` would return.
  ///
  /// - Complexity: O(1) expected.
  @inlinable public func mountedCell(at path: ListIndexPath) -> Cell<Item>? {
    mounted[path].map(cell(_:))
  }

  /// Whether a layout pass now keeps configured, hidden cells next to the visible ones
  /// (`isPrefetchingEnabled`, on by default): a table from iOS 15 ("for the first time ever!",
  /// Tyler Fox of UIKit, 2021), a collection view from iOS 15 from its first layout, and before
  /// iOS 15 once it has been scrolled (Stack Overflow 39135347, iOS 10: the first load asks only
  /// for the visible cells, and prefetching "only begins when the user scrolls"; that iOS 15's
  /// starts at the first layout, and that a scroll by the app counts as the user's, are our
  /// choices).
  @inlinable public var keepsPreparedCells: Bool {
    guard isPrefetchingEnabled else { return false }
    return platform.keepsPreparedCells || (kind.isCollection && hasScrolled)
  }

  /// Whether `cellForItem(at:)` returns prepared cells: a collection view's from iOS 15 on
  /// (the iOS 15 header; iOS 10.1 returned visible cells only), a table's whenever it has them.
  @inlinable public var returnsPreparedCells: Bool { platform.keepsPreparedCells }

  /// The cell at `index` of `cells`, with its item.
  @inlinable func cell(_ index: Int) -> Cell<Item> { Cell(cells[index], item: cellItems[index]) }

  /// Whether the view keeps one hidden cell bound to no row: a table before iOS 15.
  @inlinable public var keepsSpareCell: Bool { !kind.isCollection && platform.keepsSpareCell }

  /// The cell in the hierarchy bound to no row (iOS 12 and 14), if any.
  @inlinable public var spareCell: Cell<Item>? {
    guard keepsSpareCell, let last = pool.last else { return nil }
    return cell(last)
  }

  /// The state of the cell for `path`, judged against `dataSource`, or `nil` when the table
  /// holds no cell for it.
  ///
  /// - Complexity: O(log n) expected (one data-source lookup).
  @inlinable public func cellState(at path: ListIndexPath, dataSource: DataSource<Item>)
    -> CellState<
      Item
    >?
  {
    guard let cell = cell(at: path) else { return nil }
    var state = CellState(
      id: cell.id, indexPath: path, text: cell.displayed, editing: cell.editing,
      selected: cell.selected, hidden: cell.isHidden,
      stale: isStale(cell, at: path, dataSource: dataSource))
    state.checkmark = cell.checkmark
    return state
  }

  /// Whether the row at `path` is selected.
  ///
  /// - Complexity: O(1) expected.
  @inlinable public func isSelected(_ path: ListIndexPath) -> Bool { selection.contains(path) }

  /// The selected rows, ascending.
  @inlinable public var selectedRows: [ListIndexPath] { selection.sorted() }

  /// Takes the events recorded since the last call.
  ///
  /// - Complexity: O(e) for e events.
  @inlinable public mutating func takeEvents() -> [TableEvent] {
    defer { _events.removeAll() }
    return events
  }

  /// Units of work done since the last call beyond the events reported: a unit per
  /// `bytesPerWork` bytes of text measured to fit heights and, for each layout pass, a unit per
  /// row it shows or prepares and per cell mounted before it; a host that bounds work (the
  /// language's step limit) charges them.
  @inlinable public mutating func takeWork() -> Int {
    defer { _work = 0 }
    return _work
  }

  /// Bytes of text measured for one unit of work: measuring walks the text character by
  /// character, as a loop of statements would.
  public static var bytesPerWork: Int { 1 }
  /// The bytes from which a text's measurement is remembered for the rest of its pass.
  @usableFromInline static var longText: Int { 1_024 }

  /// Whether a cell shows something other than what `cellForRowAt` would produce now: another
  /// item, or a stale editing or selection state.
  @inlinable func isStale(_ cell: Cell<Item>, at path: ListIndexPath, dataSource: DataSource<Item>)
    -> Bool
  {
    staleness(cell, at: path, dataSource: dataSource) != nil
  }

  /// Why a cell is stale, in a few words (`data has 6`, `shows editing off`), or `nil`.
  @inlinable func staleness(
    _ cell: Cell<Item>, at path: ListIndexPath, dataSource: DataSource<Item>
  )
    -> String?
  {
    guard let current = dataSource.item(at: path) else { return "row gone from the data" }
    if cell.displayed != current.displayed {
      let shown = current.displayText
      return "data has " + (shown.count > 12 ? shown.prefix(11) + "~" : shown)
    }
    if cell.editing != isEditing { return "shows editing \(cell.editing ? "on" : "off")" }
    if cell.selected != selection.contains(path) {
      return cell.selected ? "shows selected" : "shows unselected"
    }
    return nil
  }

  /// Where the line of the row at `path` starts: the row's own top, or, in a flow layout whose
  /// items have sizes of their own, the top of its line (shorter items are centred on it).
  ///
  /// - Complexity: O(log n + log s).
  @inlinable func lineTop(of path: ListIndexPath) -> Double {
    guard sizedFlow != nil, hasRow(path) else { return y(of: path) ?? 0 }
    let lines = flowLines[path.section]
    return sectionRowsTop(path.section) + lines.top(ofLine: lines.line(containing: path.row))
  }

  @inlinable func hasRow(_ path: ListIndexPath) -> Bool {
    path.section >= 0 && path.section < rows.count && path.row >= 0
      && path.row < rows[path.section].count
  }

  /// The y at which the rows of `section` start (a flow layout's first line, below the
  /// section's top inset).
  @inlinable func sectionRowsTop(_ section: Int) -> Double {
    geometry.tableHeader + sectionLayout.start(of: section) + geometry.sectionHeader
      + (kind.flow?.insets.top ?? 0)
  }

  /// The height a section of `tree`'s rows takes, header and footer included.
  ///
  /// - Complexity: O(1) for a fixed-size flow layout and plain heights; O(n) for a flow layout
  ///   whose items have sizes of their own (its lines are broken afresh); O(log n) otherwise.
  @inlinable func sectionHeight(_ tree: RowTree<Item>, section: Int) -> Double {
    if let flow = kind.flow {
      let lines =
        flow.hasItemSizes
        ? flowLines(of: tree, flow).height
        : flow.isOrthogonal(section)
          ? (tree.count > 0 ? flow.itemHeight : 0)
          : flow.linesHeight(count: tree.count, width: geometry.width)
      return flowSectionHeight(lines: lines, flow)
    }
    return tree.totalHeight(rowHeight: geometry.rowHeight)
      + (geometry.sectionHeader + geometry.sectionFooter)
  }

  /// A flow layout section's height around lines `lines` tall: header, top inset, the lines,
  /// bottom inset, footer.
  @inlinable func flowSectionHeight(lines: Double, _ flow: FlowLayout) -> Double {
    geometry.sectionHeader + geometry.sectionFooter + flow.insets.top + flow.insets.bottom + lines
  }

  /// Rebuilds the section extents from the row data.
  ///
  /// A flow layout with an item wider than its lines logs UIKit's warning.
  @inlinable mutating func rebuildSectionLayout() {
    guard let flow = sizedFlow else {
      flowLines = []
      sectionLayout = SectionLayout(
        heights: rows.enumerated().map { sectionHeight($1, section: $0) })
      // A compositional group sizes its items to fit: UIKit's flow-layout log is not its.
      if let flow = kind.flow, flow.columns == nil, rows.contains(where: { !$0.isEmpty }) {
        let lines = flow.lineWidth(in: geometry.width)
        if flow.itemWidth > lines {
          _events.append(.flowItemTooWide(nil, width: flow.itemWidth, lines: lines))
        }
      }
      return
    }
    flowLines = rows.map { flowLines(of: $0, flow) }
    sectionLayout = SectionLayout(
      heights: flowLines.map { flowSectionHeight(lines: $0.height, flow) })
    for (section, lines) in flowLines.enumerated() where flow.columns == nil {
      if let item = lines.firstTooWide() {
        _events.append(
          .flowItemTooWide(
            ListIndexPath(section, item), width: lines.widths[item], lines: lines.usable))
        break
      }
    }
  }

  /// Runs `body` on a copy and keeps the result only if it succeeds, so that nothing is ever
  /// half-applied; checks the invariants after a success.
  @inlinable mutating func transaction<T>(_ body: (inout TableView) throws(TableError) -> T)
    throws(TableError)
    -> T
  {
    var copy = self
    let result = try body(&copy)
    copy.checkInvariants()
    self = copy
    return result
  }
}
