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
  /// The viewport size, row height, and header and footer heights, in points.
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
  /// Whether the view is in a window (`window != nil`).
  ///
  /// Out of one, no run-loop turn lays it out, and a collection view reads its counts at each
  /// batch's start. In one unless told.
  @inlinable public var isInWindow: Bool { _isInWindow }
  @usableFromInline var _isInWindow: Bool = true
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
  /// A flow layout's lines per section when its items have sizes of their own
  /// (`FlowLayout.hasItemSizes`); empty otherwise.
  @usableFromInline var flowLines: [FlowLines] = []
  /// A caching layout's attributes (`FlowLayout.cachesAttributes`), once it has prepared.
  @usableFromInline var layoutCache: LayoutCache?
  /// The items whose cached attributes the last layout pass logged and ignored.
  @usableFromInline var ignoredAttributes: [ListIndexPath] = []
  /// Every cell ever created; cell `cN` is at index N − 1.
  @usableFromInline var cells: [CellRecord] = []
  /// The item each cell was configured with, by the same index as `cells`.
  @usableFromInline var cellItems: [Item?] = []
  /// Visible and prepared rows → index into `cells`.
  @usableFromInline var mounted: [ListIndexPath: Int] = [:]
  /// Indexes into `cells` of the reuse pool, most recently recycled last.
  @usableFromInline var pool: [Int] = []
  /// How the app registers, dequeues and returns cells (`CellProvision`).
  public var provision = CellProvision()
  /// The cells the app dequeued outside a request and holds.
  @usableFromInline var strays: [StrayDequeue] = []
  /// The cells out of circulation: held by the app, never returned to the view.
  @usableFromInline var held: [Int] = []
  /// How many dequeues the pool served.
  @usableFromInline var _reusedCells = 0
  /// How the app registers and provides section headers and footers (`SupplementaryProvision`).
  public var supplementaryProvision = SupplementaryProvision()
  /// Every supplementary view ever made; view `vN` is at index N − 1.
  @usableFromInline var views: [SupplementaryRecord] = []
  /// The headers and footers on screen → index into `views`.
  @usableFromInline var mountedViews: [SupplementaryPlace: Int] = [:]
  /// Indexes into `views` of the supplementary reuse queue, most recently recycled last.
  @usableFromInline var viewPool: [Int] = []
  /// How many requests for a header or footer the supplementary reuse queue served.
  @usableFromInline var _reusedViews = 0
  /// Whether a diffable data source's apply is updating the view now.
  @usableFromInline var _applyInFlight = false
  @usableFromInline var selection: Set<ListIndexPath> = []
  /// `allowsSelection` and `allowsMultipleSelection`: single by default on both views.
  @inlinable public var selectionMode: SelectionMode { _selectionMode }
  @usableFromInline var _selectionMode = SelectionMode.single
  /// `allowsSelectionDuringEditing` and `allowsMultipleSelectionDuringEditing`: none by default
  /// on both views.
  @inlinable public var editingSelectionMode: SelectionMode { _editingSelectionMode }
  @usableFromInline var _editingSelectionMode = SelectionMode.none
  /// `isPrefetchingEnabled`: true by default on both views.
  @inlinable public var isPrefetchingEnabled: Bool { _isPrefetchingEnabled }
  @usableFromInline var _isPrefetchingEnabled = true
  /// Whether visible cells track the items they were configured from (automatic observation
  /// tracking): the scenario's choice, or the profile's default (`nil`).
  @usableFromInline var _observesItems: Bool?
  /// Whether the view has been scrolled since it was made: a collection view before iOS 15
  /// prefetches only from then on.
  @inlinable public var hasScrolled: Bool { _hasScrolled }
  @usableFromInline var _hasScrolled = false
  @usableFromInline var batch: OpenBatch?
  /// The data source's edit count when the table last read it.
  @usableFromInline var readEditCount = 0
  /// Whether the view's data source is a diffable one, which forbids the view's own row and
  /// section calls: only `DiffableDataSource.apply` makes them.
  public var usesDiffableDataSource = false

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
    self._kind = kind.fitted(toWidth: geometry.width, height: geometry.height)
    // A flow layout's self-sizing cells count its estimated item height until measured.
    self._heights.estimate = _kind.flow?.selfSizingEstimate?.height
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
