import Foundation

/// The parts of `UIView` list code touches: its frame, its subviews, a layout pass on demand.
///
/// Headless: nothing is drawn, and properties that only change what is drawn are kept as set.
/// A subclass that declares a designated initializer implements `init?(coder:)`, as UIKit makes
/// it.
@MainActor open class UIView {
  /// The view's frame; a list view's size is its viewport's.
  ///
  /// A new size resizes the subviews whose `autoresizingMask` stretches their width or height.
  open var frame: CGRect {
    didSet {
      let dw = frame.width - oldValue.width
      let dh = frame.height - oldValue.height
      guard dw != 0 || dh != 0 else { return }
      needsLayout = true
      for view in subviews {
        var f = view.frame
        if view.autoresizingMask.contains(.flexibleWidth) { f.size.width += dw }
        if view.autoresizingMask.contains(.flexibleHeight) { f.size.height += dh }
        if f != view.frame { view.frame = f }
      }
    }
  }
  /// The view's bounds: its size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// `isHidden`.
  open var isHidden = false
  /// `alpha`.
  open var alpha: CGFloat = 1
  /// `backgroundColor`.
  open var backgroundColor: UIColor?
  /// `tintColor`.
  open var tintColor: UIColor?
  /// `tag`.
  open var tag = 0
  /// `isUserInteractionEnabled`.
  open var isUserInteractionEnabled = true
  /// `translatesAutoresizingMaskIntoConstraints`.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// `accessibilityIdentifier`.
  open var accessibilityIdentifier: String?
  /// `accessibilityLabel`.
  open var accessibilityLabel: String?
  /// `autoresizingMask`: kept (a list view keeps its frame's size).
  open var autoresizingMask: AutoresizingMask = []
  /// `contentMode`: kept.
  open var contentMode = ContentMode.scaleToFill
  /// `clipsToBounds`: kept.
  open var clipsToBounds = false
  /// The view's layer: its corner radius, border and shadow, kept.
  public let layer = CALayer()
  /// The view's subviews, back to front.
  public private(set) var subviews: [UIView] = []
  /// The view it is a subview of.
  public private(set) weak var superview: UIView?

  /// A view with `frame`.
  public init(frame: CGRect) {
    self.frame = frame
  }

  /// A view with an empty frame.
  public convenience init() { self.init(frame: .zero) }

  /// Archives are not read headless: returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// `performWithoutAnimation(_:)`: runs `actions` at once (headless views do not animate).
  public static func performWithoutAnimation(_ actions: () -> Void) { actions() }

  /// Adds `view` on top of the subviews.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Takes the view out of its superview.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Whether `layoutSubviews()` is due: a new size, or `setNeedsLayout()`.
  private var needsLayout = true

  /// Lays the view out now if a layout is due (`layoutSubviews()`), then its subviews; a list
  /// view lays out as UIKit's does (it asks for the cells that come on screen).
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for view in subviews { view.layoutIfNeeded() }
  }

  /// Marks the view for layout (the next `layoutIfNeeded()`).
  open func setNeedsLayout() { needsLayout = true }

  /// Called when the view lays out its subviews.
  open func layoutSubviews() {}
}

extension UIView {
  /// `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// A mask of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// `UIView.ContentMode`.
  public enum ContentMode: Int, Sendable {
    /// Stretched to fill.
    case scaleToFill
    /// Scaled to fit, keeping its aspect.
    case scaleAspectFit
    /// Scaled to fill, keeping its aspect.
    case scaleAspectFill
    /// Redrawn when its bounds change.
    case redraw
    /// Centred.
    case center
    /// At the top.
    case top
    /// At the bottom.
    case bottom
    /// At the left.
    case left
    /// At the right.
    case right
  }
}

/// `CALayer`'s properties views set for their looks: kept, never drawn.
@MainActor open class CALayer {
  /// The corner radius.
  open var cornerRadius: CGFloat = 0
  /// Whether sublayers are clipped.
  open var masksToBounds = false
  /// The border's width.
  open var borderWidth: CGFloat = 0
  /// The shadow's opacity.
  open var shadowOpacity: Float = 0
  /// The shadow's blur radius.
  open var shadowRadius: CGFloat = 3
  /// The shadow's offset.
  open var shadowOffset = CGSize(width: 0, height: -3)

  /// A layer.
  public init() {}
}

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  /// Left.
  case left
  /// Centered.
  case center
  /// Right.
  case right
  /// Justified.
  case justified
  /// The writing direction's.
  case natural
}

/// `UILabel`, as cells carry it: its text and how it is set.
@MainActor open class UILabel: UIView {
  /// The label's text.
  open var text: String?
  /// The font.
  open var font: UIFont?
  /// The text's color.
  open var textColor: UIColor?
  /// The most lines; 0 for any number.
  open var numberOfLines = 1
  /// The alignment.
  open var textAlignment = NSTextAlignment.natural
  /// Whether the font follows the content size category.
  open var adjustsFontForContentSizeCategory = false
}

/// `UIImageView`: its image.
@MainActor open class UIImageView: UIView {
  /// The image.
  open var image: UIImage?

  /// An image view showing `image`.
  public convenience init(image: UIImage?) {
    self.init(frame: .zero)
    self.image = image
  }
}

/// `UIScrollViewDelegate`: every method optional.
@MainActor public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed (a scroll, a layout that clamped it, an anchored batch).
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The user began dragging (never, headless).
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The user lifted the finger (never, headless).
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Scrolling came to rest (never, headless).
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// The user is about to lift the finger (never, headless).
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// An animated scroll ended (never, headless: scrolls are not animated).
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// `UIScrollView`'s offset, content and insets as list code reads and sets them.
@MainActor open class UIScrollView: UIView {
  /// `contentOffset`.
  open var contentOffset: CGPoint {
    get { CGPoint(x: 0, y: scrollOffset) }
    set { setContentOffset(newValue, animated: false) }
  }
  /// `contentSize`.
  open var contentSize: CGSize { .zero }
  /// `contentInset`: its top and bottom are laid out (left and right are kept).
  open var contentInset = UIEdgeInsets.zero {
    didSet { insetsChanged() }
  }
  /// `adjustedContentInset`: the content inset (no safe area, headless).
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  /// `contentInsetAdjustmentBehavior`: kept; every value adjusts by nothing, since a headless
  /// view has no safe area and no bars.
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

  /// How the safe area adjusts the content inset.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Like `scrollableAxes`, and the top for a view in a navigation controller.
    case automatic
    /// Only along the axes that scroll.
    case scrollableAxes
    /// Never.
    case never
    /// Always.
    case always
  }
  /// `isScrollEnabled`.
  open var isScrollEnabled = true
  /// `showsVerticalScrollIndicator`.
  open var showsVerticalScrollIndicator = true
  /// `showsHorizontalScrollIndicator`.
  open var showsHorizontalScrollIndicator = true
  /// `alwaysBounceVertical`.
  open var alwaysBounceVertical = false
  /// `scrollsToTop`.
  open var scrollsToTop = true
  /// `isDragging`: never, headless.
  open var isDragging: Bool { false }
  /// `isDecelerating`: never, headless.
  open var isDecelerating: Bool { false }
  /// `refreshControl`.
  open var refreshControl: UIRefreshControl?

  /// `setContentOffset(_:animated:)`: the headless views scroll at once either way.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {}

  /// The vertical offset the subclass reports.
  var scrollOffset: Double { 0 }

  /// The list views give the model the new insets.
  func insetsChanged() {}
}

/// `UIControl`: its actions, which a test sends as a user's touch would.
@MainActor open class UIControl: UIView {
  /// `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The event bits.
    public let rawValue: UInt
    /// Events of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch inside.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The primary action.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  /// Whether the control is enabled.
  open var isEnabled = true
  private var actions: [(UIAction, Event)] = []

  /// `addAction(_:for:)`.
  open func addAction(_ action: UIAction, for events: Event) {
    actions.append((action, events))
  }

  /// `sendActions(for:)`: runs the actions added for `events`.
  open func sendActions(for events: Event) {
    for (action, added) in actions where !added.isDisjoint(with: events) { action.perform() }
  }
}

/// `UIRefreshControl`: its state, set by the app.
@MainActor open class UIRefreshControl: UIControl {
  /// Whether it shows as refreshing.
  public private(set) var isRefreshing = false
  /// Shows it refreshing.
  open func beginRefreshing() { isRefreshing = true }
  /// Stops it.
  open func endRefreshing() { isRefreshing = false }
}

/// `UIActivityIndicatorView`: whether it animates.
@MainActor open class UIActivityIndicatorView: UIView {
  /// `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable {
    /// Medium.
    case medium
    /// Large.
    case large
  }

  /// The style.
  public let style: Style
  /// Whether it hides when stopped; true by default.
  open var hidesWhenStopped = true
  /// Whether it animates.
  public private(set) var isAnimating = false

  /// An indicator of `style`.
  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  }

  public required init?(coder: NSCoder) { return nil }

  /// Starts animating.
  open func startAnimating() { isAnimating = true }
  /// Stops animating.
  open func stopAnimating() { isAnimating = false }
}
