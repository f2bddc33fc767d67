import Foundation
import HeadlessUIKit

/// `NSCollectionLayoutDimension`: how long an item or a group is along one axis.
public final class NSCollectionLayoutDimension {
  let model: LayoutDimension

  init(_ model: LayoutDimension) { self.model = model }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension {
    .init(.fractionalWidth(Double(fraction)))
  }
  /// A fraction of the container's height.
  public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension {
    .init(.fractionalHeight(Double(fraction)))
  }
  /// A length in points.
  public static func absolute(_ points: CGFloat) -> NSCollectionLayoutDimension {
    .init(.absolute(Double(points)))
  }
  /// A length counted until the content measures itself.
  public static func estimated(_ points: CGFloat) -> NSCollectionLayoutDimension {
    .init(.estimated(Double(points)))
  }

  /// Whether it is a fraction of the container's width.
  public var isFractionalWidth: Bool {
    if case .fractionalWidth = model { return true }
    return false
  }
  /// Whether it is a fraction of the container's height.
  public var isFractionalHeight: Bool {
    if case .fractionalHeight = model { return true }
    return false
  }
  /// Whether it is in points.
  public var isAbsolute: Bool {
    if case .absolute = model { return true }
    return false
  }
  /// Whether it is an estimate.
  public var isEstimated: Bool {
    if case .estimated = model { return true }
    return false
  }
  /// The fraction or the points.
  public var dimension: CGFloat {
    switch model {
    case .absolute(let v), .estimated(let v), .fractionalWidth(let v), .fractionalHeight(let v):
      CGFloat(v)
    }
  }
}

/// `NSCollectionLayoutSize`: a width and a height.
public final class NSCollectionLayoutSize {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of these dimensions.
  public init(
    widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension
  ) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }
}

/// `NSCollectionLayoutSpacing`: the space between a group's items.
public final class NSCollectionLayoutSpacing {
  /// The spacing in points.
  public let spacing: CGFloat
  /// Whether the spacing may grow.
  public let isFlexibleSpacing: Bool

  init(_ spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
  }

  /// A fixed spacing.
  public static func fixed(_ points: CGFloat) -> NSCollectionLayoutSpacing {
    .init(points, flexible: false)
  }
  /// A spacing of at least `points` (laid out as `points`).
  public static func flexible(_ points: CGFloat) -> NSCollectionLayoutSpacing {
    .init(points, flexible: true)
  }
}

/// `NSCollectionLayoutItem`: an item's size.
public class NSCollectionLayoutItem {
  /// The item's size, relative to its group.
  public let layoutSize: NSCollectionLayoutSize
  /// The item's insets (kept: the model lays items out without them).
  public var contentInsets = NSDirectionalEdgeInsets.zero

  /// An item of `layoutSize`.
  public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }
}

/// `NSCollectionLayoutGroup`: a line (horizontal) or a column (vertical) of items.
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// The items, once each (or the repeated item).
  public let subitems: [NSCollectionLayoutItem]
  /// How many times the one item repeats, when the group was made with a count.
  let count: Int?
  /// Whether the items go across.
  let isHorizontal: Bool
  /// The space between the items.
  public var interItemSpacing: NSCollectionLayoutSpacing?

  init(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?,
    horizontal: Bool
  ) {
    self.subitems = subitems
    self.count = count
    isHorizontal = horizontal
    super.init(layoutSize: layoutSize)
  }

  /// A line of the items, repeated while they fit.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    .init(layoutSize: layoutSize, subitems: subitems, count: nil, horizontal: true)
  }
  /// A line of `count` equal items.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    .init(layoutSize: layoutSize, subitems: [subitem], count: count, horizontal: true)
  }
  /// A line of `count` equal items (iOS 16).
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    .init(layoutSize: layoutSize, subitems: [subitem], count: count, horizontal: true)
  }
  /// A column of the items.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    .init(layoutSize: layoutSize, subitems: subitems, count: nil, horizontal: false)
  }
  /// A column of `count` equal items.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    .init(layoutSize: layoutSize, subitems: [subitem], count: count, horizontal: false)
  }
  /// A column of `count` equal items (iOS 16).
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    .init(layoutSize: layoutSize, subitems: [subitem], count: count, horizontal: false)
  }
}

/// `NSRectAlignment`: where a boundary item sits.
public enum NSRectAlignment: Int, Sendable {
  /// Not aligned.
  case none
  /// At the top.
  case top
  /// At the top leading corner.
  case topLeading
  /// At the leading edge.
  case leading
  /// At the bottom leading corner.
  case bottomLeading
  /// At the bottom.
  case bottom
  /// At the bottom trailing corner.
  case bottomTrailing
  /// At the trailing edge.
  case trailing
  /// At the top trailing corner.
  case topTrailing
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: a section's header or footer.
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
  /// The element kind the data source is asked for.
  public let elementKind: String
  /// Where it sits: `.top` is a header, `.bottom` a footer.
  public let alignment: NSRectAlignment
  /// Whether it stays on screen while its section is.
  public var pinToVisibleBounds = false

  /// A boundary item of `layoutSize`, `elementKind` and `alignment`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.elementKind = elementKind
    self.alignment = alignment
    super.init(layoutSize: layoutSize)
  }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The section scrolls with the view.
  case none
  /// Across, freely.
  case continuous
  /// Across, resting on a group's leading edge.
  case continuousGroupLeadingBoundary
  /// Across, a page at a time.
  case paging
  /// Across, a group at a time.
  case groupPaging
  /// Across, a group at a time, centred.
  case groupPagingCentered
}

/// `NSCollectionLayoutContainer`: the size a section is laid out in.
public protocol NSCollectionLayoutContainer {
  /// The container's size.
  var contentSize: CGSize { get }
  /// The size less the insets.
  var effectiveContentSize: CGSize { get }
}

/// `NSCollectionLayoutEnvironment`: what a section provider is told.
public protocol NSCollectionLayoutEnvironment {
  /// The container.
  var container: NSCollectionLayoutContainer { get }
}

struct HeadlessLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  var contentSize: CGSize
  var effectiveContentSize: CGSize { contentSize }
  var container: NSCollectionLayoutContainer { self }
}

/// `NSCollectionLayoutSection`: a section's group, spacing, insets and boundary items.
public final class NSCollectionLayoutSection {
  /// The group the section repeats.
  public let group: NSCollectionLayoutGroup?
  let list: UICollectionLayoutListConfiguration?
  /// The space between groups.
  public var interGroupSpacing: CGFloat = 0
  /// The section's insets.
  public var contentInsets = NSDirectionalEdgeInsets.zero
  /// How the section scrolls across.
  public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// The section's headers and footers.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// A section of `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    list = nil
  }

  init(list: UICollectionLayoutListConfiguration) {
    group = nil
    self.list = list
  }

  /// A list section (iOS 14.5).
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    NSCollectionLayoutSection(list: configuration)
  }
}
