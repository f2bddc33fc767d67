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

  /// The flow layout, when the view is a collection view with one.
  @inlinable public var flow: FlowLayout? {
    if case .collection(.flow(let layout)) = self { return layout }
    return nil
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
  case list
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
    hasItemSizes
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
    ItemSize(
      width: Self.itemLength(item.itemWidth) ?? itemWidth,
      height: Self.itemLength(item.itemHeight) ?? itemHeight)
  }

  /// How the items are sized, in words: `items 50x50`, `items sized by sizeForItemAt (else
  /// 50x50)` or `self-sizing items estimated 100x40 (else 50x50)`.
  @inlinable public var sizingPhrase: String {
    let fixed = "\(Points.format(itemWidth))x\(Points.format(itemHeight))"
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
    let n = perLine(width: width)
    let usable = lineWidth(in: width)
    if n == 1 { return insets.left + (usable - itemWidth) / 2 }
    let gap = (usable - Double(n) * itemWidth) / Double(n - 1)
    return insets.left + Double(column) * (itemWidth + gap)
  }
}
