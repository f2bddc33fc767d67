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
  /// A layout.
  public init() {}

  /// `invalidateLayout()`: the flow layout's attributes follow its data; nothing to drop.
  open func invalidateLayout() {}

  /// The model's kind for this layout (a flow layout by default), and the section header and
  /// footer heights it lays out.
  func choice(sizingByDelegate: Bool) -> LayoutChoice {
    LayoutChoice(kind: .collection(.flow(FlowLayout())))
  }
}

/// What a layout is in the model: its kind, and the heights of its sections' headers and
/// footers where it has them.
struct LayoutChoice {
  var kind: ViewKind
  var sectionHeader: Double?
  var sectionFooter: Double?
}

/// `UICollectionViewFlowLayout`, vertical: its item size, spacings, insets and estimate.
///
/// The view reads the layout's properties at its first call (before which the app configures
/// it, as app code does); changes after that are not followed (not modelled).
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// `UICollectionViewFlowLayout.automaticSize`.
  public static let automaticSize = CGSize(width: -1, height: -1)

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

  /// A vertical flow layout with UIKit's defaults.
  public override init() { super.init() }

  override func choice(sizingByDelegate: Bool) -> LayoutChoice {
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
    return LayoutChoice(kind: .collection(.flow(flow)))
  }
}
