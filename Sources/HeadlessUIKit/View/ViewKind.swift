import ListDiff

/// Which UIKit view the model is: a `UITableView`, or a `UICollectionView` with its layout.
///
/// Both kinds share one engine (row data, batches and their validation, cells and reuse,
/// scrolling); the kind decides the geometry, which cells are prepared, and the words of
/// UIKit's texts.
public enum ViewKind: Equatable, Sendable {
  /// A `UITableView`.
  case table
  /// A `UICollectionView` laid out by the given layout.
  case collection(CollectionLayout)

  /// The words UIKit uses for this kind of view.
  @inlinable public var noun: ViewNoun {
    switch self {
    case .table: .table
    case .collection: .collection
    }
  }

  /// The flow layout's geometry, when the view is a collection view with a flow layout or a
  /// compositional grid (whose geometry is a flow layout's with fixed columns).
  @inlinable public var flow: FlowLayout? {
    switch self {
    case .collection(.flow(let layout)), .collection(.compositional(let layout)): layout
    case .table, .collection(.list): nil
    }
  }

  /// Whether the view's section headers stay pinned while their section is on screen.
  ///
  /// A flow layout's `sectionHeadersPinToVisibleBounds`, a compositional header's
  /// `pinToVisibleBounds`, a plain or sidebar-plain list's supplementary headers. A table's
  /// floating headers are not modelled.
  @inlinable public var pinsSectionHeaders: Bool {
    switch self {
    case .table: false
    case .collection(.flow(let layout)), .collection(.compositional(let layout)):
      layout.pinsHeaders
    case .collection(.list(let configuration)): configuration.pinsHeaders
    }
  }

  /// The kind in a view `width` × `height` points: a compositional grid's group resolved
  /// (`FlowLayout.fitted(toWidth:height:)`), any other kind itself.
  ///
  /// - Complexity: O(1).
  @inlinable public func fitted(toWidth width: Double, height: Double) -> ViewKind {
    switch self {
    case .collection(.compositional(var layout)):
      // A compositional grid has columns (one unless given) and keeps no attribute cache.
      layout.columns = layout.columns ?? 1
      layout.cachesAttributes = false
      return .collection(.compositional(layout.fitted(toWidth: width, height: height)))
    case .collection(.flow(let layout)) where layout.columns != nil || layout.group != nil:
      return .collection(.flow(layout.fitted(toWidth: width, height: height)))
    case .table, .collection(.flow), .collection(.list): return self
    }
  }

  /// Whether the view's section footers stay pinned to the bottom of the visible bounds while
  /// their section is on screen: a plain or sidebar-plain list's supplementary footers.
  @inlinable public var pinsSectionFooters: Bool {
    if case .collection(.list(let configuration)) = self { return configuration.pinsFooters }
    return false
  }

  /// Whether the view is a collection view.
  @inlinable public var isCollection: Bool { noun == .collection }
}

/// A collection view's layout.
public enum CollectionLayout: Equatable, Sendable {
  /// A vertical `UICollectionViewFlowLayout`: fixed-size items wrapped into lines.
  case flow(FlowLayout)
  /// A list layout (`UICollectionLayoutListConfiguration`): full-width items, one per line, each
  /// as tall as its item's `height` field, else the view's row height.
  case list(ListConfiguration)
  /// A `UICollectionViewCompositionalLayout` whose every section is one horizontal group of
  /// `columns` equal items repeated down the section: the geometry of a flow layout whose lines
  /// hold exactly `columns` items, left-aligned at the group's spacing, each line as tall as
  /// the group (`FlowLayout.columns` is set).
  case compositional(FlowLayout)
}

/// A `UICollectionLayoutListConfiguration`'s appearance and header and footer modes.
public struct ListConfiguration: Equatable, Sendable {
  /// `appearance`; `.plain` by default.
  public var appearance: ListAppearance = .plain
  /// `headerMode`; `.none` by default.
  public var headerMode: ListHeaderMode = .none
  /// `footerMode`; `.none` by default.
  public var footerMode: ListFooterMode = .none

  /// A plain list without headers or footers.
  @inlinable public init(
    appearance: ListAppearance = .plain, headerMode: ListHeaderMode = .none,
    footerMode: ListFooterMode = .none
  ) {
    self.appearance = appearance
    self.headerMode = headerMode
    self.footerMode = footerMode
  }

  /// Whether supplementary headers stay pinned: Apple's `HeaderMode.supplementary`
  /// documentation, "lists that use the … plain and … sidebarPlain list appearances use pinned
  /// headers".
  @inlinable public var pinsHeaders: Bool {
    headerMode == .supplementary && (appearance == .plain || appearance == .sidebarPlain)
  }

  /// The appearance and modes in words for the trace and pictures, empty for a plain list
  /// without headers or footers: ` (insetGrouped, supplementary headers)`.
  @inlinable public var appearancePhrase: String {
    var words: [String] = []
    if appearance != .plain { words.append(appearance.swiftName) }
    switch headerMode {
    case .none: break
    case .supplementary:
      words.append(pinsHeaders ? "pinned supplementary headers" : "supplementary headers")
    case .firstItemInSection: words.append("first items as headers")
    }
    if footerMode == .supplementary { words.append("supplementary footers") }
    return words.isEmpty ? "" : " (" + words.joined(separator: ", ") + ")"
  }

  /// Whether supplementary footers stay pinned: Apple's `FooterMode.supplementary`
  /// documentation, "lists that use the … plain and … sidebarPlain list appearances use pinned
  /// footers".
  @inlinable public var pinsFooters: Bool {
    footerMode == .supplementary && (appearance == .plain || appearance == .sidebarPlain)
  }

  /// How far the items stand in from each side of the view: 20 points for `insetGrouped`
  /// **(our choice**: UIKit insets by the layout margins, 16 or 20 points by size class**)**, 0
  /// otherwise.
  @inlinable public var sideInset: Double { appearance == .insetGrouped ? 20 : 0 }
}

/// `UICollectionLayoutListConfiguration.Appearance`.
public enum ListAppearance: String, Equatable, Sendable, CaseIterable {
  /// `.plain`: full-width rows; supplementary headers are pinned.
  case plain
  /// `.grouped`: full-width rows in groups; headers scroll with their section.
  case grouped
  /// `.insetGrouped`: rows inset from the view's edges.
  case insetGrouped = "insetgrouped"
  /// `.sidebar`: a sidebar's grouped look; headers scroll with their section.
  case sidebar
  /// `.sidebarPlain`: a sidebar's plain look; supplementary headers are pinned.
  case sidebarPlain = "sidebarplain"

  /// The Swift case: `.insetGrouped`.
  @inlinable public var swiftName: String {
    switch self {
    case .plain: "plain"
    case .grouped: "grouped"
    case .insetGrouped: "insetGrouped"
    case .sidebar: "sidebar"
    case .sidebarPlain: "sidebarPlain"
    }
  }
}

/// `UICollectionLayoutListConfiguration.HeaderMode`.
public enum ListHeaderMode: String, Equatable, Sendable, CaseIterable {
  /// `.none`: no headers.
  case none
  /// `.supplementary`: a supplementary header view above each section.
  case supplementary
  /// `.firstItemInSection`: each section's first item is styled as its header; the geometry is
  /// the items' own.
  case firstItemInSection = "firstitem"

  /// The Swift case.
  @inlinable public var swiftName: String {
    self == .firstItemInSection ? "firstItemInSection" : rawValue
  }
}

/// `UICollectionLayoutListConfiguration.FooterMode`.
public enum ListFooterMode: String, Equatable, Sendable, CaseIterable {
  /// `.none`: no footers.
  case none
  /// `.supplementary`: a supplementary footer view below each section.
  case supplementary
}

/// The words of UIKit's texts for a kind of view: "rows" and "table view", or "items" and
/// "collection view".
public enum ViewNoun: String, Equatable, Sendable, CaseIterable {
  /// A table view's words: "row", "rows" and "table view".
  case table
  /// A collection view's words: "item", "items" and "collection view".
  case collection

  /// `row` or `item`.
  @inlinable public var row: String { self == .table ? "row" : "item" }
  /// `rows` or `items`.
  @inlinable public var rows: String { self == .table ? "rows" : "items" }
  /// `Row` or `Item`.
  @inlinable public var capitalRow: String { self == .table ? "Row" : "Item" }
  /// `table` or `collection view`: how the model's notes name the view.
  @inlinable public var subject: String { self == .table ? "table" : "collection view" }
  /// `table view` or `collection view`.
  @inlinable public var view: String { self == .table ? "table view" : "collection view" }
  /// `tableView` or `collectionView`: the delegate methods' first word.
  @inlinable public var delegate: String { self == .table ? "tableView" : "collectionView" }
  /// `UITableView` or `UICollectionView`.
  @inlinable public var className: String {
    self == .table ? "UITableView" : "UICollectionView"
  }

  /// `n row`/`n rows` (or items).
  @inlinable public func count(_ n: Int) -> String { "\(n) \(n == 1 ? row : rows)" }
}

/// The insets of a flow layout's sections, in points.
public struct EdgeInsets: Equatable, Sendable {
  /// The inset above a section's first line of items; 0 by default.
  public var top = 0.0
  /// The inset on the left of every line of items; 0 by default.
  public var left = 0.0
  /// The inset below a section's last line of items; 0 by default.
  public var bottom = 0.0
  /// The inset on the right of every line of items; 0 by default.
  public var right = 0.0

  /// Insets of the given sizes, each 0 unless given.
  @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

/// A width and a height, in points: a `CGSize`.
public struct ItemSize: Equatable, Sendable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A size of `width` × `height`.
  @inlinable public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A flow layout's `estimatedItemSize` other than `CGSizeZero`: a size, or
/// `UICollectionViewFlowLayout.automaticSize`.
public enum EstimatedItemSize: Equatable, Sendable {
  /// A size items count until they are measured.
  case size(ItemSize)
  /// `automaticSize`, "a placeholder size for self-sizing cells": what an unmeasured item
  /// counts is not documented; here it is `itemSize` **(our choice)**.
  case automatic
}

/// A vertical `UICollectionViewFlowLayout` with a fixed `itemSize`: items fill lines left to
/// right, as many as fit the width, and lines stack downwards.
///
/// The rules (`docs/table-model.md`, "Collection views"): a line holds
/// `n = max(1, ⌊(W − left − right + spacing) / (itemWidth + spacing)⌋)` items, the leftover width
/// spread between them (a lone item is centred, a short last line keeps the columns of a full
/// one); lines are `lineSpacing` apart; a section is its header, its top inset, its lines, its
/// bottom inset and its footer, and sections stack with nothing between them. With
/// `sizeForItem` or an `estimatedItemSize` items have sizes of their own and lines are broken
/// item by item (`FlowLines`); `perLine`, `lines` and `x(column:width:)` are the fixed-size
/// arithmetic.
public struct FlowLayout: Equatable, Sendable {
  /// `itemSize`, default 50 × 50.
  public var itemWidth = 50.0
  /// The height of every item, and so of every line: `itemSize.height`, default 50.
  public var itemHeight = 50.0
  /// `minimumInteritemSpacing`, default 10.
  public var spacing = 10.0
  /// `minimumLineSpacing`, default 10.
  public var lineSpacing = 10.0
  /// `sectionInset`, default zero.
  public var insets = EdgeInsets()
  /// Whether the delegate implements `collectionView(_:layout:sizeForItemAt:)`, returning each
  /// item's own size (its `itemWidth` and `itemHeight`, else `itemSize`'s); `false` by default.
  public var sizeForItem = false
  /// `estimatedItemSize`: `nil` (`CGSizeZero`, the default), or what items count until their
  /// cells measure themselves on screen.
  public var estimatedItemSize: EstimatedItemSize?
  /// `sectionHeadersPinToVisibleBounds` (a compositional header's `pinToVisibleBounds`): a
  /// section's header stays at the top of the visible bounds while the section is on screen;
  /// `false` by default.
  public var pinsHeaders = false
  /// A compositional grid's group count (`NSCollectionLayoutGroup.horizontal(layoutSize:
  /// repeatingSubitem:count:)`): every line holds this many items, each a column wide
  /// (`fitted(toWidth:)` sets `itemWidth`), left-aligned at `spacing`, top-aligned on their
  /// line; `nil` (a flow layout) by default.
  public var columns: Int?
  /// A compositional grid's group as its dimensions were given, which `fitted(toWidth:height:)`
  /// resolves into `columns`, `itemWidth`, `itemHeight` and the estimate; `nil` for a flow
  /// layout, or a grid given by `columns` alone.
  public var group: CompositionalGroup?
  /// How many leading sections of a compositional grid scroll orthogonally; 0 by default.
  ///
  /// As a `sectionProvider` that gives `sectionIndex < N` a section with
  /// `orthogonalScrollingBehavior`: each is one line, its groups side by side, `lineSpacing`
  /// apart. A grid whose items size themselves has none (not modelled).
  public var orthogonalSections = 0
  /// A compositional group's width, as resolved in the view (`fitted(toWidth:height:)`).
  public var groupWidth = 0.0
  /// Whether the layout is a custom one that caches its attributes; `false` by default.
  ///
  /// It computes them (with this geometry) in `prepare()` only while its cache is empty, and so
  /// keeps them across changes of the data until the app empties the cache. Only fixed-size
  /// items are cached: with `sizeForItem` or an estimate, nothing is.
  public var cachesAttributes = false

  /// A layout with UIKit's defaults: 50 × 50 items, 10 points between items and between lines, and
  /// no section insets.
  @inlinable public init() {}

  /// Whether items have sizes of their own (`sizeForItemAt`, or self-sizing cells), so that
  /// lines are broken item by item (`FlowLines`) rather than by arithmetic on `itemSize`.
  @inlinable public var hasItemSizes: Bool { sizeForItem || selfSizingEstimate != nil }

  /// The estimate cells size themselves from: `estimatedItemSize`, unless the delegate
  /// implements `sizeForItemAt`, which turns self-sizing off (openradar 25778615: implementing it
  /// "currently automatically disables self sizing").
  ///
  /// An estimate whose width or height is not a positive, finite number counts as none, as
  /// `CGSizeZero` does.
  @inlinable public var selfSizingEstimate: ItemSize? {
    let estimate: ItemSize? =
      switch estimatedItemSize {
      case _ where sizeForItem, nil: nil
      case .size(let size) where columns != nil:
        // A compositional group's estimated height; the width is the column's, whatever it is.
        size.height > 0 && size.height.isFinite
          ? ItemSize(width: max(itemWidth, 1), height: size.height) : nil
      case .size(let size): size
      case .automatic: ItemSize(width: itemWidth, height: itemHeight)
      }
    guard let estimate, estimate.width > 0, estimate.height > 0, estimate.width.isFinite,
      estimate.height.isFinite
    else { return nil }
    return estimate
  }

  /// How the items are sized and laid out, in words, in a view `width` points wide: `items
  /// 50x50, 6 per line`, or `sizingPhrase` when items have sizes of their own.
  @inlinable public func itemsPhrase(width: Double) -> String {
    hasItemSizes || columns != nil
      ? sizingPhrase
      : "items \(Points.format(itemWidth))x\(Points.format(itemHeight)), \(perLine(width: width)) per line"
  }

  /// The width lines fill in a view `width` points wide: less the sections' left and right
  /// insets.
  @inlinable public func lineWidth(in width: Double) -> Double {
    width - insets.left - insets.right
  }

  /// A length an item asks for, as the layout takes it: a finite, non-negative one, at most
  /// 1,000,000 points as every other length (our choice); `nil` otherwise.
  @inlinable public static func itemLength(_ value: Double?) -> Double? {
    guard let value, value.isFinite, value >= 0 else { return nil }
    return min(value, 1_000_000)
  }

  /// The size `item` asks for: its own width and height (`sizeForItemAt`, or what its cell
  /// measures), each else the item size's.
  @inlinable public func ownSize<Item: TableItem>(of item: Item) -> ItemSize {
    // A compositional group gives each item its column's width; only heights are the items'.
    ItemSize(
      width: columns == nil ? Self.itemLength(item.itemWidth) ?? itemWidth : itemWidth,
      height: Self.itemLength(item.itemHeight) ?? itemHeight)
  }

  /// How the items are sized, in words: `items 50x50`, `items sized by sizeForItemAt (else
  /// 50x50)` or `self-sizing items estimated 100x40 (else 50x50)`.
  @inlinable public var sizingPhrase: String {
    let fixed = "\(Points.format(itemWidth))x\(Points.format(itemHeight))"
    if let columns {
      let group =
        Counted.count(columns, "column")
        + (orthogonalSections > 0
          ? " (\(Counted.count(orthogonalSections, "section")) scrolling orthogonally)" : "")
      if let estimate = selfSizingEstimate {
        return
          "\(group) of \(Points.format(itemWidth)), groups estimated \(Points.format(estimate.height)) high"
      }
      return "\(group) of \(Points.format(itemWidth)), groups \(Points.format(itemHeight)) high"
    }
    if sizeForItem { return "items sized by sizeForItemAt (else \(fixed))" }
    switch estimatedItemSize {
    case .size(let e):
      return
        "self-sizing items estimated \(Points.format(e.width))x\(Points.format(e.height)) (else \(fixed))"
    case .automatic: return "self-sizing items (automaticSize, counted as \(fixed) until measured)"
    case nil: break
    }
    return "items \(fixed)"
  }

  /// Items per line in a view `width` points wide.
  ///
  /// - Complexity: O(1).
  @inlinable public func perLine(width: Double) -> Int {
    if let columns { return max(1, columns) }
    let usable = lineWidth(in: width)
    guard usable + spacing > 0, itemWidth + spacing > 0 else { return 1 }
    let fit = ((usable + spacing) / (itemWidth + spacing)).rounded(.down)
    guard fit.isFinite, fit >= 1 else { return 1 }
    return fit >= 1_000_000 ? 1_000_000 : Int(fit)
  }

  /// The lines `count` items take.
  ///
  /// - Complexity: O(1).
  @inlinable public func lines(count: Int, width: Double) -> Int {
    let n = perLine(width: width)
    return count / n + (count % n == 0 ? 0 : 1)
  }

  /// The height of the lines of `count` items, insets excluded.
  ///
  /// - Complexity: O(1).
  @inlinable public func linesHeight(count: Int, width: Double) -> Double {
    let lines = self.lines(count: count, width: width)
    return lines == 0 ? 0 : Double(lines) * itemHeight + Double(lines - 1) * lineSpacing
  }

  /// The distance from one line's top to the next.
  @inlinable public var pitch: Double { itemHeight + lineSpacing }

  /// The x of the item in `column` of a line, in a view `width` points wide.
  ///
  /// - Complexity: O(1).
  @inlinable public func x(column: Int, width: Double) -> Double {
    if columns != nil { return insets.left + Double(column) * (itemWidth + spacing) }
    let n = perLine(width: width)
    let usable = lineWidth(in: width)
    if n == 1 { return insets.left + (usable - itemWidth) / 2 }
    let gap = (usable - Double(n) * itemWidth) / Double(n - 1)
    return insets.left + Double(column) * (itemWidth + gap)
  }

  /// Whether `section` of a compositional grid scrolls orthogonally: one line of groups side by
  /// side.
  @inlinable public func isOrthogonal(_ section: Int) -> Bool {
    columns != nil && section < orthogonalSections
  }

  /// Where item `item` of an orthogonal section starts horizontally: its group's place (groups
  /// `lineSpacing` apart, `interGroupSpacing` along the scrolling axis) plus its column's.
  ///
  /// - Complexity: O(1).
  @inlinable public func orthogonalX(of item: Int) -> Double {
    let n = max(1, columns ?? 1)
    return insets.left + Double(item / n) * (groupWidth + lineSpacing)
      + Double(item % n) * (itemWidth + spacing)
  }

  /// How many of an orthogonal section's `count` items overlap a viewport `width` wide at the
  /// section's start (its horizontal offset is 0: **our choice**, horizontal scrolling is not
  /// modelled): those that start before its right edge, none if they have no width.
  ///
  /// - Complexity: O(log n).
  @inlinable public func orthogonalItemsInView(count: Int, width: Double) -> Int {
    guard itemWidth > 0 else { return 0 }
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if orthogonalX(of: middle) < width { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The layout in a view `width` points wide: a compositional grid's items take their
  /// column's width, `(W − left − right − (columns − 1) · spacing) / columns`, at least 0; a
  /// flow layout is itself.
  ///
  /// - Complexity: O(1).
  @inlinable public func fitted(toWidth width: Double, height: Double) -> FlowLayout {
    if let group {
      var fitted = self
      let resolved = group.resolved(
        content: lineWidth(in: width), viewHeight: height, spacing: spacing)
      fitted.columns = resolved.columns
      fitted.itemWidth = resolved.itemWidth
      fitted.itemHeight = resolved.height
      fitted.groupWidth = group.width.resolved(width: lineWidth(in: width), height: height)
      if case .estimated(let estimate) = group.height {
        fitted.estimatedItemSize = .size(ItemSize(width: 1, height: estimate))
        fitted.orthogonalSections = 0
      } else {
        fitted.estimatedItemSize = nil
      }
      return fitted
    }
    guard let columns = columns.map({ max(1, $0) }) else { return self }
    var fitted = self
    fitted.columns = columns
    fitted.groupWidth = lineWidth(in: width)
    if hasItemSizes { fitted.orthogonalSections = 0 }
    let fit = (lineWidth(in: width) - Double(columns - 1) * spacing) / Double(columns)
    fitted.itemWidth = fit.isFinite ? max(0, fit) : 0
    return fitted
  }
}
