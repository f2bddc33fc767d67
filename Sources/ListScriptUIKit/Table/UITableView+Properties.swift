import Foundation
import HeadlessUIKit
import ListDiff

extension UITableView {
  // MARK: - Properties the model lays out

  /// `tableHeaderView`: its frame's height is laid out above the first section.
  public var tableHeaderView: UIView? {
    get { headerView }
    set {
      headerView = newValue
      setGeometry { $0.tableHeader = Double(newValue?.frame.height ?? 0) }
    }
  }

  /// `tableFooterView`: its frame's height is laid out below the last section (`UIView()`, the
  /// usual way to hide the empty rows' separators, is 0 points).
  public var tableFooterView: UIView? {
    get { footerView }
    set {
      footerView = newValue
      setGeometry { $0.tableFooter = Double(newValue?.frame.height ?? 0) }
    }
  }

  /// `allowsSelection`.
  public var allowsSelection: Bool {
    get { engine.selection.allows }
    set {
      engine.setSelection("allowsSelection = \(newValue)", editing: false) { $0.allows = newValue }
    }
  }

  /// `allowsSelectionDuringEditing`.
  public var allowsSelectionDuringEditing: Bool {
    get { engine.allowsSelectionDuringEditing }
    set { engine.allowsSelectionDuringEditing = newValue }
  }

  /// `allowsMultipleSelectionDuringEditing`.
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { engine.allowsMultipleSelectionDuringEditing }
    set { engine.allowsMultipleSelectionDuringEditing = newValue }
  }

  /// `isPrefetchingEnabled` (a table's from iOS 15; setting it before raises the model's error):
  /// off, no cell is prepared beyond the visible ones.
  public var isPrefetchingEnabled: Bool {
    get { engine.table.isPrefetchingEnabled }
    set {
      engine.call("isPrefetchingEnabled = \(newValue)") { table, _ throws(TableError) in
        try table.setPrefetchingEnabled(newValue)
      }
    }
  }

  // MARK: - Geometry queries

  /// `rectForRow(at:)`: the row's frame in the table's content; `.zero` for a row it lacks.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    let path = indexPath.listPath
    return engine.query { table in
      guard let y = table.y(of: path), let h = table.height(at: path) else { return .zero }
      return CGRect(x: 0, y: y, width: table.geometry.width, height: h)
    }
  }

  /// `indexPathForRow(at:)`: the visible row under a point of the content.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    let y = Double(point.y)
    return engine.query { table in
      table.visibleRows.first { path in
        guard let top = table.y(of: path), let h = table.height(at: path) else { return false }
        return y >= top && y < top + h
      }.map { IndexPath(listPath: $0) }
    }
  }

}
