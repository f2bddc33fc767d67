import ListDiff

/// A headless UITableView or UICollectionView (`kind`): row data, geometry, cells and their
/// reuse, batch updates with UIKit's rules and exception texts, scrolling, editing, selection
/// and anchoring.
///
/// The table reads its data source only when UIKit would: when it appears, on `reloadData`, at
/// the end of an outermost batch, and in `cellForRowAt` for a specific row; a collection view
/// also when a batch starts while its counts are not current (never laid out, or a
/// `reloadData` pending). Every mutating operation either succeeds or leaves the view exactly
/// as it was. A collection view's items are the table's rows throughout the model: one engine,
/// two kinds of view.
public struct TableView<Item: TableItem>: Equatable, Sendable {
  public typealias Geometry = TableGeometry

  /// The behaviour profile.
  public var platform: Platform
  /// A table, or a collection view and its layout.
  @inlinable public var kind: ViewKind { _kind }
  @usableFromInline var _kind: ViewKind = .table
  /// Whether a collection view's `reloadData()` waits for the next layout pass (or a batch's
  /// start) to read the data source.
  @inlinable public var reloadPending: Bool { _reloadPending }
  @usableFromInline var _reloadPending = false
  /// The viewport and header geometry.
  @inlinable public var geometry: Geometry { _geometry }
  @usableFromInline var _geometry: Geometry
  /// `contentOffset.y`.
  @inlinable public var offset: Double { _offset }
  @usableFromInline var _offset: Double = 0
  /// Whether the table is on screen and has loaded its data.
  @inlinable public var hasAppeared: Bool { _hasAppeared }
  @usableFromInline var _hasAppeared: Bool = false
  /// The controller's editing state.
  @inlinable public var isEditing: Bool { _isEditing }
  @usableFromInline var _isEditing: Bool = false
  /// Whether reloads and batches keep the first visible item at the same on-screen y.
  public var anchorsFirstVisibleItem = false
  /// The device orientation: portrait until `rotate(to:)`; it picks the height caches' store.
  @inlinable public var orientation: Orientation { _orientation }
  @usableFromInline var _orientation: Orientation = Orientation.portrait
  /// Where row heights come from, their caches and estimates.
  @inlinable public var heights: RowHeights { _heights }
  @usableFromInline var _heights: RowHeights = RowHeights()
  /// FDTemplateLayoutCell's keyed cache, keyed by the items' identities.
  @inlinable public var keyedHeights: KeyedHeightCache<Item> { _keyedHeights }
  @usableFromInline var _keyedHeights: KeyedHeightCache<Item> = KeyedHeightCache<Item>()
  /// `indexPathsForVisibleRows`, ascending.
  @inlinable public var visibleRows: [ListIndexPath] { _visibleRows }
  @usableFromInline var _visibleRows: [ListIndexPath] = []
  /// Rows with a hidden, configured cell next to the visible ones (iOS 15 and later), ascending.
  @inlinable public var preparedRows: [ListIndexPath] { _preparedRows }
  @usableFromInline var _preparedRows: [ListIndexPath] = []
  /// What the table did since the events were last taken.
  @inlinable public var events: [TableEvent] { _events }
  @usableFromInline var _events: [TableEvent] = []
  /// Work done beyond the events (`takeWork`).
  @usableFromInline var _work = 0
  /// The heights of long texts measured in the current pass, by their storage.
  @usableFromInline var _fitMemo: [FitMemoKey: Double] = [:]

  /// Row data as the table last read it: counts and heights per section.
  @usableFromInline var rows: [RowTree<Item>] = []
  @usableFromInline var sectionLayout = SectionLayout()
  /// Every cell ever created; cell `cN` is at index N − 1.
  @usableFromInline var cells: [CellRecord] = []
  /// The item each cell was configured with, by the same index as `cells`.
  @usableFromInline var cellItems: [Item?] = []
  /// Visible and prepared rows → index into `cells`.
  @usableFromInline var mounted: [ListIndexPath: Int] = [:]
  /// Indexes into `cells` of the reuse pool, most recently recycled last.
  @usableFromInline var pool: [Int] = []
  @usableFromInline var selection: Set<ListIndexPath> = []
  @usableFromInline var batch: OpenBatch?
  /// The data source's edit count when the table last read it.
  @usableFromInline var readEditCount = 0

  /// The largest number of rows a layout pass may show.
  @inlinable static var visibleRowLimit: Int { 10_000 }

  /// An open `beginUpdates()` block.
  @usableFromInline struct OpenBatch: Equatable, Sendable {
    @usableFromInline var depth = 1
    @usableFromInline var calls: [UpdateCall] = []
    @usableFromInline var reloadDeferred = false
    /// Why a collection view read its counts when the batch started, if it did.
    @usableFromInline var countsReadAtEntry: CountsReading?
    /// The table as it was at the outermost `beginUpdates()`, restored if the batch fails.
    @usableFromInline let before: Box<TableView>

    @inlinable init(
      depth: Int = 1, calls: [UpdateCall] = [], reloadDeferred: Bool = false,
      countsReadAtEntry: CountsReading? = nil, before: Box<TableView>
    ) {
      self.depth = depth
      self.calls = calls
      self.reloadDeferred = reloadDeferred
      self.countsReadAtEntry = countsReadAtEntry
      self.before = before
    }

    @inlinable static func == (a: OpenBatch, b: OpenBatch) -> Bool {
      a.depth == b.depth && a.calls == b.calls && a.reloadDeferred == b.reloadDeferred
        && a.countsReadAtEntry == b.countsReadAtEntry
        && (a.before === b.before || a.before.value == b.before.value)
    }
  }

  /// A fresh table (or collection view, by `kind`) that has not appeared yet.
  @inlinable public init(
    platform: Platform = .ios15, geometry: Geometry = Geometry(), kind: ViewKind = .table
  ) {
    self.platform = platform
    self._geometry = geometry
    self._kind = kind
  }

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
    geometry.tableHeader + sectionLayout.total + geometry.tableFooter
  }

  /// The largest offset scrolling can reach.
  @inlinable public var maxOffset: Double { max(0, contentHeight - geometry.height) }

  /// The height the table uses for the row at `path`, or `nil` when it has no such row.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable public func height(at path: ListIndexPath) -> Double? {
    guard hasRow(path) else { return nil }
    if let flow = kind.flow { return flow.itemHeight }
    return rows[path.section].height(at: path.row, rowHeight: geometry.rowHeight)
  }

  /// Where the row at `path` starts, in content coordinates, or `nil` when there is no such row.
  ///
  /// - Complexity: O(log n + log s) expected.
  @inlinable public func y(of path: ListIndexPath) -> Double? {
    guard hasRow(path) else { return nil }
    if let flow = kind.flow {
      return sectionRowsTop(path.section)
        + Double(path.row / flow.perLine(width: geometry.width)) * flow.pitch
    }
    return sectionRowsTop(path.section)
      + rows[path.section].offset(of: path.row, rowHeight: geometry.rowHeight)
  }

  /// Where the item at `path` starts horizontally and how wide it is: the whole width for a
  /// table's rows and a list's items, the item's column for a flow layout.
  ///
  /// - Complexity: O(1).
  @inlinable public func horizontalExtent(of path: ListIndexPath) -> (x: Double, width: Double) {
    guard let flow = kind.flow else { return (0, geometry.width) }
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

  /// Whether the view keeps configured, hidden cells next to the visible ones: tables from iOS
  /// 15 on, collection views on every profile.
  @inlinable public var keepsPreparedCells: Bool {
    kind.isCollection || platform.keepsPreparedCells
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
    return CellState(
      id: cell.id, indexPath: path, text: cell.displayed, editing: cell.editing,
      selected: cell.selected, hidden: cell.isHidden,
      stale: isStale(cell, at: path, dataSource: dataSource))
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
  /// `bytesPerWork` bytes of text measured to fit heights; a host that bounds work (the
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
  /// - Complexity: O(1) for a flow layout and plain heights; O(log n) otherwise.
  @inlinable func sectionHeight(_ tree: RowTree<Item>) -> Double {
    let extra = geometry.sectionHeader + geometry.sectionFooter
    if let flow = kind.flow {
      return extra + flow.insets.top + flow.insets.bottom
        + flow.linesHeight(count: tree.count, width: geometry.width)
    }
    return tree.totalHeight(rowHeight: geometry.rowHeight) + extra
  }

  /// Rebuilds the section extents from the row data.
  @inlinable mutating func rebuildSectionLayout() {
    sectionLayout = SectionLayout(heights: rows.map(sectionHeight))
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

/// A reference box, so that a value can hold an earlier copy of its own type.
@usableFromInline final class Box<T: Sendable>: Sendable {
  @usableFromInline let value: T
  @inlinable init(_ value: T) { self.value = value }
}

/// A long text measured in a height pass: its storage's address and length.
@usableFromInline struct FitMemoKey: Hashable, Sendable {
  @usableFromInline var address: UInt
  @usableFromInline var count: Int
  @inlinable init(address: UInt, count: Int) {
    self.address = address
    self.count = count
  }
}
