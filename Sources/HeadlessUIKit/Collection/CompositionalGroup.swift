/// An `NSCollectionLayoutDimension`: how long an item or a group is along one axis.
public enum LayoutDimension: Equatable, Sendable {
  /// `.absolute(points)`.
  case absolute(Double)
  /// `.fractionalWidth(fraction)`: a fraction of the width of what contains it (a group for an
  /// item, the section's width less its insets for a group).
  case fractionalWidth(Double)
  /// `.fractionalHeight(fraction)`: a fraction of the height of what contains it (a group for
  /// an item, the collection view's height for a group).
  case fractionalHeight(Double)
  /// `.estimated(points)`: counted until the content measures itself.
  case estimated(Double)

  /// The length in a container `width` × `height`: finite, at least 0 and at most 1,000,000
  /// points, as every other length.
  ///
  /// - Complexity: O(1).
  @inlinable public func resolved(width: Double, height: Double) -> Double {
    let length =
      switch self {
      case .absolute(let points), .estimated(let points): points
      case .fractionalWidth(let fraction): fraction * width
      case .fractionalHeight(let fraction): fraction * height
      }
    return length.isFinite ? min(max(0, length), 1_000_000) : 0
  }

  /// The Swift spelling: `.fractionalWidth(0.5)`.
  @inlinable public var swift: String {
    switch self {
    case .absolute(let v): ".absolute(\(Points.format(v)))"
    case .fractionalWidth(let v): ".fractionalWidth(\(v))"
    case .fractionalHeight(let v): ".fractionalHeight(\(v))"
    case .estimated(let v): ".estimated(\(Points.format(v)))"
    }
  }
}

/// A compositional section's horizontal group, as its dimensions were given: the geometry a
/// `FlowLayout` lays out once they are resolved in a view (`FlowLayout.fitted(toWidth:height:)`).
///
/// Either `count` equal items share the group's width, spacing between them
/// (`NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)`: "equally sized items …
/// the group keeps the same number of items and automatically resizes them to add the extra
/// specified spacing"), or, without a count, items of `itemWidth` are repeated along the group
/// while they fit (at most 1,000), `spacing` apart (`horizontal(layoutSize:subitems:)`, which
/// apps use so; the documentation does not say how many it places: **our choice**).
public struct CompositionalGroup: Equatable, Sendable {
  /// The number of items a group holds, or `nil` to repeat `itemWidth` while it fits.
  public var count: Int? = 1
  /// Each item's width when there is no count; `.fractionalWidth` is of the group.
  public var itemWidth: LayoutDimension = .fractionalWidth(1)
  /// The group's width; `.fractionalWidth` is of the section's width less its insets.
  public var width: LayoutDimension = .fractionalWidth(1)
  /// The group's height: `.absolute`, a fraction of the section's width (`.fractionalWidth`,
  /// square cells) or of the view's height (`.fractionalHeight`), or `.estimated`, with which
  /// the items size themselves and a group is as tall as its tallest.
  public var height: LayoutDimension = .absolute(44)

  /// One item a group, 44 points high, the group as wide as the section.
  @inlinable public init(
    count: Int? = 1, itemWidth: LayoutDimension = .fractionalWidth(1),
    width: LayoutDimension = .fractionalWidth(1), height: LayoutDimension = .absolute(44)
  ) {
    self.count = count
    self.itemWidth = itemWidth
    self.width = width
    self.height = height
  }

  /// The items a group holds, each one's width, and the group's height, in a section `content`
  /// points wide (the view's width less the insets) in a view `viewHeight` high, with `spacing`
  /// between items.
  ///
  /// - Complexity: O(1).
  @inlinable public func resolved(content: Double, viewHeight: Double, spacing: Double) -> (
    columns: Int, itemWidth: Double, height: Double
  ) {
    let groupHeight = height.resolved(width: content, height: viewHeight)
    let groupWidth = width.resolved(width: content, height: viewHeight)
    if let count {
      let n = max(1, count)
      return (n, max(0, (groupWidth - Double(n - 1) * spacing) / Double(n)), groupHeight)
    }
    let item = itemWidth.resolved(width: groupWidth, height: groupHeight)
    // As many as fit, at least one and at most 1,000; a group of zero-width items without
    // spacing holds one. A billionth of an item's pitch absorbs rounding: a fifth of 393 points
    // is 78.60000000000001, and five of them fit.
    guard item + spacing > 0 else { return (1, item, groupHeight) }
    let fit = ((groupWidth + spacing) / (item + spacing) + 1e-9).rounded(.down)
    let columns = fit.isFinite && fit >= 1 ? Int(min(fit, 1_000)) : 1
    return (columns, item, groupHeight)
  }
}
