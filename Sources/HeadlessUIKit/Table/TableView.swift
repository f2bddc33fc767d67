import ListDiff

/// A headless UITableView: row data, geometry, cells and their reuse, batch updates with UIKit's
/// rules and exception texts, scrolling, editing, selection and anchoring.
///
/// The table reads its data source only when UIKit would: when it appears, on `reloadData`, at
/// the end of an outermost batch, and in `cellForRowAt` for a specific row. Every mutating
/// operation either succeeds or leaves the table exactly as it was.
public struct TableView<Item: TableItem>: Equatable, Sendable {
  public typealias Geometry = TableGeometry

  /// The behaviour profile.
  public package(set) var platform: Platform
  /// The viewport and header geometry.
  public internal(set) var geometry: Geometry
  /// `contentOffset.y`.
  public internal(set) var offset: Double = 0
  /// Whether the table is on screen and has loaded its data.
  public internal(set) var hasAppeared = false
  /// The controller's editing state.
  public internal(set) var isEditing = false
  /// Whether reloads and batches keep the first visible item at the same on-screen y.
  public var anchorsFirstVisibleItem = false
  /// The device orientation: portrait until `rotate(to:)`; it picks the height caches' store.
  public internal(set) var orientation = Orientation.portrait
  /// Where row heights come from, their caches and estimates.
  public internal(set) var heights = RowHeights()
  /// FDTemplateLayoutCell's keyed cache, keyed by the items' identities.
  public internal(set) var keyedHeights = KeyedHeightCache<Item>()
  /// `indexPathsForVisibleRows`, ascending.
  public internal(set) var visibleRows: [IndexPath] = []
  /// Rows with a hidden, configured cell next to the visible ones (iOS 15 and later), ascending.
  public internal(set) var preparedRows: [IndexPath] = []
  /// What the table did since the events were last taken.
  public internal(set) var events: [TableEvent] = []

  /// Row data as the table last read it: counts and heights per section.
  var rows: [RowTree<Item>] = []
  var sectionLayout = SectionLayout()
  /// Every cell ever created; cell `cN` is at index N − 1.
  var cells: [Cell<Item>] = []
  /// Visible and prepared rows → index into `cells`.
  var mounted: [IndexPath: Int] = [:]
  /// Indexes into `cells` of the reuse pool, most recently recycled last.
  var pool: [Int] = []
  var selection: Set<IndexPath> = []
  var batch: OpenBatch?
  /// The data source's edit count when the table last read it.
  var readEditCount = 0

  /// The largest number of rows a layout pass may show.
  static var visibleRowLimit: Int { 10_000 }

  /// An open `beginUpdates()` block.
  struct OpenBatch: Equatable, Sendable {
    var depth = 1
    var calls: [UpdateCall] = []
    var reloadDeferred = false
    /// The table as it was at the outermost `beginUpdates()`, restored if the batch fails.
    let before: Box<TableView>

    static func == (a: OpenBatch, b: OpenBatch) -> Bool {
      a.depth == b.depth && a.calls == b.calls && a.reloadDeferred == b.reloadDeferred
        && (a.before === b.before || a.before.value == b.before.value)
    }
  }

  /// A fresh table that has not appeared yet.
  public init(platform: Platform = .ios15, geometry: Geometry = Geometry()) {
    self.platform = platform
    self.geometry = geometry
  }

  // MARK: - Queries

  /// The number of sections the table knows.
  public var numberOfSections: Int { rows.count }

  /// The number of rows the table knows in `section`, or `nil` when there is no such section.
  ///
  /// - Complexity: O(1).
  public func numberOfRows(inSection section: Int) -> Int? {
    rows.indices.contains(section) ? rows[section].count : nil
  }

  /// The table's row counts per section.
  public var rowCounts: [Int] { rows.map(\.count) }

  /// Visible rows followed by prepared rows, ascending: the first article's `mountedIndexPaths`.
  public var mountedRows: [IndexPath] { (visibleRows + preparedRows).sorted() }

  /// The table as it was at the outermost open `beginUpdates()`, if one is open.
  var batchStart: TableView? { batch?.before.value }

  /// Whether a `beginUpdates()` is open.
  public var isInBatch: Bool { batch != nil }

  /// The depth of open `beginUpdates()` calls.
  public var batchDepth: Int { batch?.depth ?? 0 }

  /// `contentSize.height`.
  ///
  /// - Complexity: O(log s).
  public var contentHeight: Double {
    geometry.tableHeader + sectionLayout.total + geometry.tableFooter
  }

  /// The largest offset scrolling can reach.
  public var maxOffset: Double { max(0, contentHeight - geometry.height) }

  /// The height the table uses for the row at `path`, or `nil` when it has no such row.
  ///
  /// - Complexity: O(log n) expected.
  public func height(at path: IndexPath) -> Double? {
    guard hasRow(path) else { return nil }
    return rows[path.section].height(at: path.row, rowHeight: geometry.rowHeight)
  }

  /// Where the row at `path` starts, in content coordinates, or `nil` when there is no such row.
  ///
  /// - Complexity: O(log n + log s) expected.
  public func y(of path: IndexPath) -> Double? {
    guard hasRow(path) else { return nil }
    return sectionRowsTop(path.section)
      + rows[path.section].offset(of: path.row, rowHeight: geometry.rowHeight)
  }

  /// The cells of the visible rows, top to bottom.
  public var visibleCells: [Cell<Item>] { visibleRows.compactMap { mounted[$0].map { cells[$0] } } }

  /// The cell the table holds for `path` (visible or prepared): `cellForRow(at:)`.
  ///
  /// - Complexity: O(1) expected.
  public func cell(at path: IndexPath) -> Cell<Item>? { mounted[path].map { cells[$0] } }

  /// The cell in the hierarchy bound to no row (iOS 12 and 14), if any.
  public var spareCell: Cell<Item>? {
    guard platform.keepsSpareCell, let last = pool.last else { return nil }
    return cells[last]
  }

  /// The state of the cell for `path`, judged against `dataSource`, or `nil` when the table
  /// holds no cell for it.
  ///
  /// - Complexity: O(log n) expected (one data-source lookup).
  public func cellState(at path: IndexPath, dataSource: DataSource<Item>) -> CellState<Item>? {
    guard let cell = cell(at: path) else { return nil }
    return CellState(
      id: cell.id, indexPath: path, text: cell.displayed, editing: cell.editing,
      selected: cell.selected, hidden: cell.isHidden,
      stale: isStale(cell, at: path, dataSource: dataSource))
  }

  /// Whether the row at `path` is selected.
  ///
  /// - Complexity: O(1) expected.
  public func isSelected(_ path: IndexPath) -> Bool { selection.contains(path) }

  /// The selected rows, ascending.
  public var selectedRows: [IndexPath] { selection.sorted() }

  /// Takes the events recorded since the last call.
  ///
  /// - Complexity: O(e) for e events.
  public mutating func takeEvents() -> [TableEvent] {
    defer { events.removeAll() }
    return events
  }

  /// Whether a cell shows something other than what `cellForRowAt` would produce now: another
  /// item, or a stale editing or selection state.
  func isStale(_ cell: Cell<Item>, at path: IndexPath, dataSource: DataSource<Item>) -> Bool {
    staleness(cell, at: path, dataSource: dataSource) != nil
  }

  /// Why a cell is stale, in a few words (`data has 6`, `shows editing off`), or `nil`.
  func staleness(_ cell: Cell<Item>, at path: IndexPath, dataSource: DataSource<Item>) -> String? {
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

  func hasRow(_ path: IndexPath) -> Bool {
    path.section >= 0 && path.section < rows.count && path.row >= 0
      && path.row < rows[path.section].count
  }

  /// The y at which the rows of `section` start.
  func sectionRowsTop(_ section: Int) -> Double {
    geometry.tableHeader + sectionLayout.start(of: section) + geometry.sectionHeader
  }

  /// Rebuilds the section extents from the row data.
  mutating func rebuildSectionLayout() {
    let extra = geometry.sectionHeader + geometry.sectionFooter
    sectionLayout = SectionLayout(
      heights: rows.map { $0.totalHeight(rowHeight: geometry.rowHeight) + extra })
  }

  /// Runs `body` on a copy and keeps the result only if it succeeds, so that nothing is ever
  /// half-applied; checks the invariants after a success.
  mutating func transaction<T>(_ body: (inout TableView) throws(TableError) -> T) throws(TableError)
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
final class Box<T: Sendable>: Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
