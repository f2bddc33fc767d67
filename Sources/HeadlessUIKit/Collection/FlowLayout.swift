import ListDiff

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
