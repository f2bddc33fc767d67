import Foundation
import HeadlessUIKit
import ListDiff

extension UITableView {
  // MARK: - Reloads and batches

  func update(_ call: UpdateCall) {
    engine.call(call.description(.table)) { table, data throws(TableError) in
      try table.perform(call, data)
    }
  }

  // MARK: - Cells

  /// `register(_:forCellReuseIdentifier:)`: a `UITableViewCell` subclass, or `nil` to remove.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let type = cellClass as? UITableViewCell.Type else {
      engine.registrations[identifier] = nil
      return
    }
    engine.registrations[identifier] = { type.init(style: .default, reuseIdentifier: identifier) }
  }

  /// `dequeueReusableCell(withIdentifier:for:)`: raises for an identifier never registered.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = engine.dequeue(identifier, for: indexPath.listPath, raising: true)
    // After a raise the app's code goes on (Swift cannot unwind it): it gets a bare cell.
    return cell as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// `dequeueReusableCell(withIdentifier:)`: `nil` when nothing is queued or registered.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    engine.dequeue(identifier, for: nil, raising: false) as? UITableViewCell
  }

  // MARK: - Queries

  /// `numberOfSections`: the sections the table knows (not the data source's).
  public var numberOfSections: Int { engine.query { $0.numberOfSections } }

  /// `numberOfRows(inSection:)`: the rows the table knows.
  ///
  /// A section it does not have raises UIKit's assertion
  /// (`_UITableViewRowDataNumberOfRowsInSection`, WordPress-iOS#13891) on every profile (our
  /// choice, as the language's `rows(S)`: UIKit asserts only for apps built with a recent SDK,
  /// and which one is not known); the app's code then gets 0.
  public func numberOfRows(inSection section: Int) -> Int {
    let (count, failure) = engine.query {
      ($0.numberOfRows(inSection: section), $0.countFailure(inSection: section))
    }
    if let failure {
      engine.raise(
        HeadlessException(name: failure.name, reason: failure.message, profile: engine.profile))
      return 0
    }
    return count ?? 0
  }

  /// `indexPathsForVisibleRows`.
  public var indexPathsForVisibleRows: [IndexPath]? {
    engine.query { $0.visibleRows.map { IndexPath(listPath: $0) } }
  }

  /// `visibleCells`.
  public var visibleCells: [UITableViewCell] {
    engine.query { $0.visibleRows }.compactMap { engine.object(at: $0) as? UITableViewCell }
  }

  /// `cellForRow(at:)`: the row's visible cell, or its prepared one from iOS 15; else `nil`.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    let path = indexPath.listPath
    // A visible cell, or a prepared one where UIKit returns those (iOS 15 and later).
    guard engine.query({ $0.cell(at: path) != nil }) else { return nil }
    return engine.object(at: path) as? UITableViewCell
  }

  /// `indexPath(for:)`: where a visible cell is.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    engine.query { _ in () }
    return engine.path(of: cell).map { IndexPath(listPath: $0) }
  }

  // MARK: - Scrolling, editing, selection

  /// `isEditing`.
  public var isEditing: Bool {
    get { engine.table.isEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// `allowsMultipleSelection`.
  public var allowsMultipleSelection: Bool {
    get { engine.selection.multiple }
    set {
      engine.setSelection("allowsMultipleSelection = \(newValue)", editing: false) {
        $0.multiple = newValue
      }
    }
  }

  /// `indexPathForSelectedRow`: the first selected row.
  public var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }

  /// `indexPathsForSelectedRows`: `nil` when none is selected, as UIKit returns.
  public var indexPathsForSelectedRows: [IndexPath]? {
    let rows = engine.table.selectedRows
    return rows.isEmpty ? nil : rows.map { IndexPath(listPath: $0) }
  }
}

extension UITableViewScrollPosition {
  var model: ScrollPosition {
    switch self {
    case .none: .none
    case .top: .top
    case .middle: .middle
    case .bottom: .bottom
    }
  }
}
