import Foundation

/// `UITableViewController`: a controller whose view is a table it is the data source and
/// delegate of; a subclass overrides the methods it implements, as in UIKit.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  private let style: UITableView.Style
  private var table: UITableView?
  /// Whether `viewWillAppear` deselects the selected rows; true by default.
  open var clearsSelectionOnViewWillAppear = true

  /// A controller whose table has `style`.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a plain table.
  public override convenience init(nibName: String?, bundle: Bundle?) {
    self.init(style: .plain)
  }

  public required init?(coder: NSCoder) { return nil }

  /// The table, the controller's view (implicitly unwrapped, as UIKit declares it).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tableView: UITableView! {
    get {
      loadViewIfNeeded()
      return table
    }
    set {
      table = newValue
      view = newValue
    }
  }

  /// Makes the table, with the controller as its data source and delegate.
  open override func loadView() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: style)
    table.dataSource = self
    table.delegate = self
    self.table = table
    view = table
  }

  /// Deselects the selected rows when `clearsSelectionOnViewWillAppear` says so.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table else { return }
    for path in table.indexPathsForSelectedRows ?? [] {
      table.deselectRow(at: path, animated: false)
    }
  }

  /// Sets the controller's and the table's editing state.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  // MARK: - UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell(style: .default, reuseIdentifier: nil) }
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // MARK: - UITableViewDelegate

  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  { indexPath }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  open func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}

  // MARK: - UIScrollViewDelegate

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
