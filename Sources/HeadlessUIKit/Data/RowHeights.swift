import ListDiff

/// Where a table's row heights come from and how they are cached: the fourth article's
/// machinery (a template cell per reuse identifier, FDTemplateLayoutCell's two caches) and
/// `estimatedRowHeight`.
///
/// The table keeps one of these. Changing a setting takes effect the next time the table reads
/// heights (appearing, `reloadData()`, the end of a batch, rotating), as changing what
/// `heightForRowAt` returns does in UIKit.
public struct RowHeights: Equatable, Sendable {
  /// What `heightForRowAt` computes on a cache miss.
  public enum Source: String, Sendable, CaseIterable {
    /// The item's `height` field, else the table's row height.
    case item
    /// A template cell measured like FDTemplateLayoutCell does.
    case fit
  }

  /// Which FDTemplateLayoutCell cache `heightForRowAt` goes through.
  public enum CacheKind: String, Sendable, CaseIterable {
    /// None: every read computes.
    case off
    /// `fd_heightForCellWithIdentifier:cacheByIndexPath:`.
    case indexpath
    /// `fd_heightForCellWithIdentifier:cacheByKey:` with the item's identity as key.
    case key
  }

  /// The cell's accessory, whose width FD takes from the content width.
  public enum Accessory: Equatable, Sendable {
    /// No accessory view: it takes no width.
    case none
    /// The disclosure indicator (a chevron), which takes 34 points.
    case disclosure
    /// The detail button with a disclosure indicator, which takes 68 points.
    case detailDisclosure
    /// The checkmark, which takes 40 points.
    case checkmark
    /// The detail (info) button, which takes 48 points.
    case detail
    /// A custom `accessoryView` this many points wide.
    case custom(Double)

    /// The system accessories, in the order of `names`.
    public static let system: [Accessory] = [
      .none, .disclosure, .detailDisclosure, .checkmark, .detail,
    ]

    /// The system accessories' names as the language spells them.
    public static let names = system.map(\.spelling)

    /// The width FD subtracts: 0, 34, 68, 40 and 48 for the system accessories, 16 + W for a
    /// custom view W wide.
    @inlinable public var width: Double {
      switch self {
      case .none: 0
      case .disclosure: 34
      case .detailDisclosure: 68
      case .checkmark: 40
      case .detail: 48
      case .custom(let w): 16 + w
      }
    }

    /// How the language writes it.
    @inlinable public var spelling: String {
      switch self {
      case .none: "none"
      case .disclosure: "disclosure"
      case .detailDisclosure: "detail-disclosure"
      case .checkmark: "checkmark"
      case .detail: "detail"
      case .custom(let w): Points.format(w)
      }
    }
  }

  /// The height FD falls back to when a cell measures 0.
  public static let fallbackHeight = 44.0

  /// What `heightForRowAt` computes on a cache miss; `item` by default.
  public var source = Source.item
  /// `estimatedRowHeight`, or `nil` when estimates are off (every height read up front).
  public var estimate: Double?
  /// Which of FDTemplateLayoutCell's caches `heightForRowAt` goes through; `off` by default.
  public var cache = CacheKind.off
  /// Whether the table draws separators (`separatorStyle != .none`): FD adds 1/scale.
  public var separator = true
  /// The screen scale.
  public var scale = 2.0
  /// The cells' accessory, whose width FD takes from a template cell's content width; `none` by
  /// default.
  public var accessory = Accessory.none
  /// The metrics a template cell lays its text out with when heights are fitted.
  public var metrics = TextMetrics()

  /// FD's index-path cache.
  @inlinable public var indexPaths: IndexPathHeightCache { _indexPaths }
  @usableFromInline var _indexPaths: IndexPathHeightCache = IndexPathHeightCache()
  /// Reuse identifiers whose template cell exists.
  @inlinable public var templates: Set<String> { _templates }
  @usableFromInline var _templates: Set<String> = []
  /// Cache hits and misses since the table was created.
  @inlinable public var hits: Int { _hits }
  @usableFromInline var _hits: Int = 0
  /// Cache misses since the table was created: heights computed and stored while a cache was on.
  @inlinable public var misses: Int { _misses }
  @usableFromInline var _misses: Int = 0

  /// Settings with the defaults: heights from the items, no estimates, no cache, separators drawn,
  /// a screen scale of 2, no accessory and the default text metrics; the caches empty.
  @inlinable public init() {}

  /// Whether heights are the items' own, read up front and uncached: the table can share the
  /// data source's row data as it is.
  @inlinable package var isPlain: Bool { source == .item && cache == .off && estimate == nil }

  /// The reuse identifier an item's cell uses: the one the item names, else `Cell`.
  @inlinable static func reuseIdentifier<Item: TableItem>(_ item: Item) -> String {
    item.reuseIdentifier ?? "Cell"
  }

  /// The height a template cell configured with `item` measures, as
  /// `fd_systemFittingHeightForConfiguratedCell:` computes it.
  ///
  /// - Complexity: O(t) for t characters of text.
  @inlinable public func fittedHeight<Item: TableItem>(_ item: Item, tableWidth: Double) -> Double {
    fittedHeight(text: item.displayText, tableWidth: tableWidth)
  }

  /// The height a template cell showing `text` measures.
  ///
  /// - Complexity: O(t) for t characters of text.
  @inlinable public func fittedHeight(text: String, tableWidth: Double) -> Double {
    let contentWidth = tableWidth - accessory.width
    var height = contentWidth > 0 ? metrics.fittingHeight(text, contentWidth: contentWidth) : 0
    if height == 0 { height = Self.fallbackHeight }
    if separator { height += 1 / scale }
    return height
  }
}

/// One round of `heightForRowAt` calls, traced as a summary: how many rows, what the cache
/// answered, and what was computed.
public struct HeightPass: Equatable, Sendable {
  /// Why the table asked.
  public enum Reason: Equatable, Sendable {
    /// Reading the row data (appearing, reloading, a batch's end, rotating).
    case rowData
    /// Measuring rows that are about to show, with estimates on.
    case entering
    /// FD's idle-time precache.
    case precache
  }

  /// A computed height.
  public struct Entry: Equatable, Sendable {
    /// The row whose height was computed.
    public var path: ListIndexPath
    /// The height computed for it, in points.
    public var height: Double

    @inlinable init(path: ListIndexPath, height: Double) {
      self.path = path
      self.height = height
    }
  }

  /// How many computed heights the summary lists.
  @usableFromInline static let listed = 6

  /// Why the table asked for the heights.
  public var reason: Reason
  /// Where the computed heights came from: the items' heights or fitted template cells.
  public var source: RowHeights.Source
  /// The height cache the calls went through.
  public var cache: RowHeights.CacheKind
  /// The device orientation at the time, which picks the cache's store.
  public var orientation: Orientation
  /// The number of `heightForRowAt` calls in the round.
  public var reads = 0
  /// The calls the cache answered with a stored height.
  public var hits = 0
  /// The calls the cache could not answer, with a cache on: heights computed and stored.
  public var misses = 0
  /// The first computed heights, in the order computed.
  public var computed: [Entry] = []
  /// With estimates: `contentSize.height` before and after the measured heights replaced
  /// their estimates.
  public var contentHeight: Change?

  @inlinable init(
    reason: Reason, source: RowHeights.Source, cache: RowHeights.CacheKind,
    orientation: Orientation, reads: Int = 0, hits: Int = 0, misses: Int = 0,
    computed: [Entry] = [], contentHeight: Change? = nil
  ) {
    self.reason = reason
    self.source = source
    self.cache = cache
    self.orientation = orientation
    self.reads = reads
    self.hits = hits
    self.misses = misses
    self.computed = computed
    self.contentHeight = contentHeight
  }

  /// A value before and after.
  public struct Change: Equatable, Sendable {
    /// The value before.
    public var from: Double
    /// The value after.
    public var to: Double

    @inlinable init(from: Double, to: Double) {
      self.from = from
      self.to = to
    }
  }
}

extension HeightPass: CustomStringConvertible {
  /// `heightForRowAt x3 (index-path cache, portrait): 2 hits, 1 miss: fitted 0:2 = 66.5`.
  @inlinable public var description: String { description(.table) }

  /// The summary in the words of a table or, for a collection view's self-sizing items,
  /// `preferredLayoutAttributesFitting x3 for items coming on screen: computed 0:2 = 120`.
  ///
  /// - Complexity: O(1): at most six heights are listed.
  @inlinable public func description(_ noun: ViewNoun) -> String {
    var text: String
    let asked = noun == .table ? "heightForRowAt" : "preferredLayoutAttributesFitting"
    switch reason {
    case .rowData: text = "\(asked) x\(reads)"
    case .entering: text = "\(asked) x\(reads) for \(noun.rows) coming on screen"
    case .precache:
      text =
        cache == .off
        ? "precache: nothing to keep with the height cache off"
        : reads == 0
          ? "precache: every row's height is cached already"
          : "precache: heightForRowAt x\(reads) for uncached rows"
    }
    func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "es")" }
    switch cache {
    case .off: break
    case .indexpath: text += " (index-path cache, \(orientation.rawValue))"
    case .key: text += " (keyed cache, \(orientation.rawValue))"
    }
    if cache != .off, reason != .precache {
      text += ": \(hits) \(hits == 1 ? "hit" : "hits"), " + plural(misses, "miss")
    }
    if !computed.isEmpty {
      text += (cache == .off || reason == .precache ? ": " : "; ")
      text += source == .fit ? "fitted " : "computed "
      text += computed.map { "\($0.path) = \(Points.format($0.height))" }
        .joined(separator: ", ")
      let more = (cache == .off ? reads : misses) - computed.count
      if more > 0 { text += ", … \(more) more" }
    }
    if let change = contentHeight {
      text +=
        "; contentSize.height \(Points.format(change.from)) -> \(Points.format(change.to))"
    }
    return text
  }
}
