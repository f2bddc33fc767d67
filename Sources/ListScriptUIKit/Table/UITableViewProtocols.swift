import Foundation

/// `UITableViewDataSource` as UIKit declares it; the optional methods have UIKit's defaults.
@MainActor public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`: one the data source dequeued.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections; 1 by default.
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  /// One section, as UIKit assumes when the data source does not say.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// `UITableViewDelegate`'s methods the model acts on; every one optional, as in UIKit.
@MainActor public protocol UITableViewDelegate: AnyObject {
  /// The row's height; the table's `rowHeight` by default.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The cell is about to come on screen.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The cell left the screen (or its row was deleted).
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The row was selected.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The row was deselected.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
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
