import Foundation
import HeadlessUIKit
import ListDiff

extension UITableView {
  // MARK: - Reloads and batches

  /// `reloadData()`: the table reads its data source again and asks for the visible cells.
  public func reloadData() {
    engine.call("reloadData()") { table, data throws(TableError) in try table.reloadData(data) }
  }

  /// `beginUpdates()`.
  public func beginUpdates() {
    engine.call("beginUpdates()") { table, data in table.beginUpdates(data) }
  }

  /// `endUpdates()`: at the outermost level UIKit checks the batch against the data source's
  /// counts and commits it.
  public func endUpdates() {
    engine.call("endUpdates()") { table, data throws(TableError) in try table.endUpdates(data) }
  }

  /// `performBatchUpdates(_:completion:)`: `updates` runs inside one batch; `completion` runs
  /// at the end of the run-loop turn, after the layout, with `true` (the model does not
  /// animate).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    engine.call("performBatchUpdates {") { table, data in table.beginUpdates(data) }
    updates?()
    engine.call("} performBatchUpdates") { table, data throws(TableError) in
      try table.endUpdates(data)
    }
    if let completion { engine.afterLayout { completion(true) } }
  }

  /// `insertRows(at:with:)`: rows of the table after the update.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update(.insertRows(indexPaths.map(\.listPath)))
  }
  /// `deleteRows(at:with:)`: rows of the table before the update.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update(.deleteRows(indexPaths.map(\.listPath)))
  }
  /// `reloadRows(at:with:)`: rows of the table before the update (a delete and an insert).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update(.reloadRows(indexPaths.map(\.listPath)))
  }
  /// `reconfigureRows(at:)` (iOS 15 and later).
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    update(.reconfigureRows(indexPaths.map(\.listPath)))
  }
  /// `moveRow(at:to:)`: from a row before the update to a row after it.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    update(.moveRow(indexPath.listPath, newIndexPath.listPath))
  }
  /// `insertSections(_:with:)`: sections after the update.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    update(.insertSections(sections.sections))
  }
  /// `deleteSections(_:with:)`: sections before the update.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    update(.deleteSections(sections.sections))
  }
  /// `reloadSections(_:with:)`: sections before the update.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    update(.reloadSections(sections.sections))
  }
  /// `moveSection(_:toSection:)`.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    update(.moveSection(section, newSection))
  }

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
  public func numberOfRows(inSection section: Int) -> Int {
    engine.query { $0.numberOfRows(inSection: section) ?? 0 }
  }

  /// `indexPathsForVisibleRows`.
  public var indexPathsForVisibleRows: [IndexPath]? {
    engine.query { $0.visibleRows.map { IndexPath(listPath: $0) } }
  }

  /// `visibleCells`.
  public var visibleCells: [UITableViewCell] {
    engine.query { $0.visibleRows }.compactMap { engine.object(at: $0) as? UITableViewCell }
  }

  /// `cellForRow(at:)`: the visible cell of the row, or `nil`.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    let path = indexPath.listPath
    guard engine.query({ $0.visibleRows.contains(path) }) else { return nil }
    return engine.object(at: path) as? UITableViewCell
  }

  /// `indexPath(for:)`: where a visible cell is.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    engine.query { _ in () }
    return engine.path(of: cell).map { IndexPath(listPath: $0) }
  }

  // MARK: - Scrolling, editing, selection

  /// `scrollToRow(at:at:animated:)`: raises for a row the table does not have.
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    let path = indexPath.listPath
    engine.call("scrollToRow(at: \(path), at: .\(position))") { table, data throws(TableError) in
      try table.scroll(toRow: path, at: position.model, data)
    }
  }

  /// `isEditing`.
  public var isEditing: Bool {
    get { engine.table.isEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// `setEditing(_:animated:)`: the visible cells show the state.
  public func setEditing(_ editing: Bool, animated: Bool) {
    engine.call("setEditing(\(editing))") { table, data throws(TableError) in
      try table.setEditing(editing, data)
    }
  }

  /// `allowsMultipleSelection`.
  public var allowsMultipleSelection: Bool {
    get { engine.table.selectionMode == .multiple }
    set {
      engine.call("allowsMultipleSelection = \(newValue)") { table, _ in
        table.setSelectionMode(newValue ? .multiple : .single, editing: false)
      }
    }
  }

  /// `selectRow(at:animated:scrollPosition:)`.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let path = indexPath?.listPath else { return }
    engine.call("selectRow(at: \(path))") { table, data throws(TableError) in
      try table.select(path, data)
    }
  }

  /// `deselectRow(at:animated:)`.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    let path = indexPath.listPath
    engine.call("deselectRow(at: \(path))") { table, data throws(TableError) in
      try table.deselect(path, data)
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
