import Foundation

/// The parts of `UIView` list code touches: its frame, and a layout pass on demand.
///
/// Headless: nothing is drawn. A subclass that declares a designated initializer implements
/// `init?(coder:)`, as UIKit makes it.
@MainActor open class UIView {
  /// The view's frame; a list view's size is its viewport's.
  open var frame: CGRect
  /// The view's bounds: its size at the origin (a scroll view's origin is its content offset).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// `isHidden`.
  open var isHidden = false

  /// A view with `frame`.
  public init(frame: CGRect) {
    self.frame = frame
  }

  /// Archives are not read headless: returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Lays the view out now if a layout is pending (a list view asks for the cells that come on
  /// screen); the headless views lay out whenever UIKit's would.
  open func layoutIfNeeded() {}

  /// Marks the view for layout at the end of the run-loop turn (`Headless.endTurn()`).
  open func setNeedsLayout() {}

  /// Called when the view lays out its subviews.
  open func layoutSubviews() {}
}

/// `UILabel`, as cells carry it: its text.
@MainActor open class UILabel: UIView {
  /// The label's text.
  open var text: String?
}

/// `UIScrollView`'s offset and content as list code reads them.
@MainActor open class UIScrollView: UIView {
  /// `contentOffset`.
  open var contentOffset: CGPoint {
    get { CGPoint(x: 0, y: scrollOffset) }
    set { setContentOffset(newValue, animated: false) }
  }
  /// `contentSize`.
  open var contentSize: CGSize { .zero }

  /// `setContentOffset(_:animated:)`: the headless views scroll at once either way.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {}

  /// The vertical offset the subclass reports.
  var scrollOffset: Double { 0 }
}

/// `UIContentConfiguration`: what a cell shows.
public protocol UIContentConfiguration {}

/// `UIListContentConfiguration`: a list cell's texts.
public struct UIListContentConfiguration: UIContentConfiguration, Equatable, Sendable {
  /// The primary text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?

  /// A cell's default configuration.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A subtitle cell's configuration.
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
}
