import Foundation
import HeadlessUIKit

/// `UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The left inset.
  public var left: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The right inset.
  public var right: CGFloat

  /// Insets of these sizes.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// `UICollectionViewLayout`: the base of the layouts a collection view takes.
@MainActor open class UICollectionViewLayout {
  /// The collection view the layout lays out.
  public internal(set) weak var collectionView: UICollectionView?

  /// A layout.
  public init() {}

  /// `invalidateLayout()`: the layout is read again (a section provider asked again), and the
  /// next layout pass follows it.
  open func invalidateLayout() { collectionView?.layoutChanged() }

  /// The model's kind for this layout (a flow layout by default), and the section header and
  /// footer heights it lays out, for a view of `size` whose data source has `sections`
  /// sections; `nil` while the layout cannot tell yet (a section provider with no section to
  /// ask about).
  func choice(sizingByDelegate: Bool, sections: Int, size: CGSize) -> LayoutChoice? {
    LayoutChoice(kind: .collection(.flow(FlowLayout())))
  }
}

/// What a layout is in the model: its kind, and the heights of its sections' headers and
/// footers where it has them.
struct LayoutChoice {
  var kind: ViewKind
  var sectionHeader: Double?
  var sectionFooter: Double?
  /// The insets the layout puts inside each item's frame (a compositional item's
  /// `contentInsets`).
  var itemInsets = NSDirectionalEdgeInsets.zero
  /// The element kinds the app's layout gives its headers and footers.
  var headerKind = UICollectionView.elementKindSectionHeader
  var footerKind = UICollectionView.elementKindSectionFooter
}

/// `UICollectionViewFlowLayout`, vertical: its item size, spacings, insets and estimate.
///
/// The view reads the layout's properties at its first call (before which the app configures
/// it, as app code does); changes after that are not followed (not modelled).
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// `UICollectionViewFlowLayout.automaticSize`.
  nonisolated public static let automaticSize = CGSize(width: -1, height: -1)

  /// `itemSize`; 50 × 50 by default.
  open var itemSize = CGSize(width: 50, height: 50)
  /// `minimumInteritemSpacing`; 10 by default.
  open var minimumInteritemSpacing: CGFloat = 10
  /// `minimumLineSpacing`; 10 by default.
  open var minimumLineSpacing: CGFloat = 10
  /// `sectionInset`; none by default.
  open var sectionInset = UIEdgeInsets.zero
  /// `estimatedItemSize`; `.zero` (no self-sizing) by default.
  open var estimatedItemSize = CGSize.zero
  /// `sectionHeadersPinToVisibleBounds`.
  open var sectionHeadersPinToVisibleBounds = false
  /// `headerReferenceSize`: its height is every section header's.
  open var headerReferenceSize = CGSize.zero
  /// `footerReferenceSize`: its height is every section footer's.
  open var footerReferenceSize = CGSize.zero
  /// `scrollDirection`: kept (the model scrolls vertically).
  open var scrollDirection = UICollectionView.ScrollDirection.vertical

  /// A vertical flow layout with UIKit's defaults.
  public override init() { super.init() }

  override func choice(sizingByDelegate: Bool, sections: Int, size: CGSize) -> LayoutChoice? {
    var flow = FlowLayout()
    flow.itemWidth = Double(itemSize.width)
    flow.itemHeight = Double(itemSize.height)
    flow.spacing = Double(minimumInteritemSpacing)
    flow.lineSpacing = Double(minimumLineSpacing)
    flow.insets = EdgeInsets(
      top: Double(sectionInset.top), left: Double(sectionInset.left),
      bottom: Double(sectionInset.bottom), right: Double(sectionInset.right))
    flow.pinsHeaders = sectionHeadersPinToVisibleBounds
    flow.sizeForItem = sizingByDelegate
    if estimatedItemSize == Self.automaticSize {
      flow.estimatedItemSize = .automatic
    } else if estimatedItemSize.width > 0, estimatedItemSize.height > 0 {
      flow.estimatedItemSize = .size(
        ItemSize(width: Double(estimatedItemSize.width), height: Double(estimatedItemSize.height)))
    }
    return LayoutChoice(
      kind: .collection(.flow(flow)),
      sectionHeader: headerReferenceSize.height > 0 ? Double(headerReferenceSize.height) : nil,
      sectionFooter: footerReferenceSize.height > 0 ? Double(footerReferenceSize.height) : nil)
  }
}
