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
