import Foundation

/// `UITableViewDataSource` as UIKit declares it; the optional methods have UIKit's defaults.
@MainActor public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`: one the data source dequeued.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections; 1 by default.
  func numberOfSections(in tableView: UITableView) -> Int
  /// A plain header's title; none by default.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// A plain footer's title; none by default.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// The section index's titles; none by default.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// Whether the row can be edited; true by default.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether the row can be moved; false by default.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The user deleted or inserted the row (a test calls it as the user's swipe would).
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// The user moved a row (a test calls it as the user's drag would).
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// `UITableViewDelegate`: every method optional, as in UIKit.
///
/// The headless table calls `heightForRowAt` (reading the data), `willDisplay` and
/// `didEndDisplaying` (as cells come and go), and `scrollViewDidScroll`; the others are the
/// app's to call from a test, as a user's touch would.
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The row's height; the table's `rowHeight` by default.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The row's estimated height; the table's `estimatedRowHeight` by default (the model keeps
  /// one estimate for the whole table).
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// A section header's height; the table's `sectionHeaderHeight` by default.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// A section footer's height; the table's `sectionFooterHeight` by default.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// A section header's view; none by default.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A section footer's view; none by default.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// The cell is about to come on screen.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The cell left the screen (or its row was deleted).
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The row about to be selected, or another, or `nil` to refuse; the row by default.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The row was selected.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The row was deselected.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// The row's editing style; `.delete` by default.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// Whether the row highlights when touched; true by default.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// The row was highlighted.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// The row's accessory button was tapped.
  func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// A header view is about to be displayed.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// The actions a leading swipe shows; none by default.
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The actions a trailing swipe shows; none by default.
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  { tableView.sectionHeaderHeight }
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  { tableView.sectionFooterHeight }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
}

/// `UITableView.RowAnimation`: accepted, not animated (the model commits at once).
public enum UITableViewRowAnimation: Int, Sendable {
  /// `.fade`.
  case fade
  /// `.right`.
  case right
  /// `.left`.
  case left
  /// `.top`.
  case top
  /// `.bottom`.
  case bottom
  /// `.none`.
  case none
  /// `.middle`.
  case middle
  /// `.automatic`.
  case automatic = 100
}

/// `UITableView.ScrollPosition`.
public enum UITableViewScrollPosition: Int, Sendable {
  /// The least movement that shows the row whole.
  case none
  /// The row at the top.
  case top
  /// The row in the middle.
  case middle
  /// The row at the bottom.
  case bottom
}

/// `UIContextualAction`: a swipe's action; a test runs its handler as the user's tap would.
@MainActor open class UIContextualAction {
  /// `UIContextualAction.Style`.
  public enum Style: Int, Sendable {
    /// A plain action.
    case normal
    /// A destructive action.
    case destructive
  }
  /// The handler's completion: whether the action was performed.
  public typealias CompletionHandler = (Bool) -> Void
  /// What the action does.
  public typealias Handler = (UIContextualAction, UIView, @escaping CompletionHandler) -> Void

  /// The style.
  public let style: Style
  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// The background.
  open var backgroundColor: UIColor?
  /// The handler.
  public let handler: Handler

  /// An action of `style` titled `title`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}

/// `UISwipeActionsConfiguration`: a swipe's actions.
@MainActor open class UISwipeActionsConfiguration {
  /// The actions, outermost first.
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action; true by default.
  open var performsFirstActionWithFullSwipe = true

  /// A configuration of these actions.
  public init(actions: [UIContextualAction]) { self.actions = actions }
}

/// `UITableViewDataSourcePrefetching`: declared; the headless table does not prefetch data
/// (its prepared cells are cells, not a data source's prefetching).
@MainActor public protocol UITableViewDataSourcePrefetching: AnyObject {
  /// The rows UIKit expects to show soon.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// The rows no longer expected; nothing by default.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}
