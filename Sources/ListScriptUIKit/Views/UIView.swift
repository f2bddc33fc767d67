import Foundation

/// The parts of `UIView` list code touches: its frame, its subviews, a layout pass on demand.
///
/// Headless: nothing is drawn, and properties that only change what is drawn are kept as set.
/// A subclass that declares a designated initializer implements `init?(coder:)`, as UIKit makes
/// it.
@MainActor open class UIView {
  /// The view's frame; a list view's size is its viewport's.
  open var frame: CGRect
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

  /// Lays the view out now if a layout is pending (a list view asks for the cells that come on
  /// screen); the headless views lay out whenever UIKit's would.
  open func layoutIfNeeded() {}

  /// Marks the view for layout at the end of the run-loop turn (`Headless.endTurn()`).
  open func setNeedsLayout() {}

  /// Called when the view lays out its subviews.
  open func layoutSubviews() {}
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
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
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

/// `UIRefreshControl`: its state, set by the app.
@MainActor open class UIRefreshControl: UIView {
  /// Whether it shows as refreshing.
  public private(set) var isRefreshing = false
  /// Shows it refreshing.
  open func beginRefreshing() { isRefreshing = true }
  /// Stops it.
  open func endRefreshing() { isRefreshing = false }
}
