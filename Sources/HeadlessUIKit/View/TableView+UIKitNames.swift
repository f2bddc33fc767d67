import ListDiff

/// `UITableView`'s own names for the calls, so that a Swift test reads like the app code it
/// stands for. Each one takes the data source the table reads (a `UITableView` holds a
/// reference to its data source; the headless table is handed it on every call).
extension TableView {
  /// `insertRows(at:with:)`.
  ///
  /// - Complexity: O(k) amortized for k paths inside a batch; outside one, as `endUpdates`.
  @inlinable public mutating func insertRows(
    at paths: [ListIndexPath], dataSource: DataSource<Item>
  )
    throws(TableError)
  {
    try perform(.insertRows(paths), dataSource)
  }

  /// `deleteRows(at:with:)`.
  ///
  /// - Complexity: as `insertRows(at:dataSource:)`.
  @inlinable public mutating func deleteRows(
    at paths: [ListIndexPath], dataSource: DataSource<Item>
  )
    throws(TableError)
  {
    try perform(.deleteRows(paths), dataSource)
  }

  /// `reloadRows(at:with:)`.
  ///
  /// - Complexity: as `insertRows(at:dataSource:)`.
  @inlinable public mutating func reloadRows(
    at paths: [ListIndexPath], dataSource: DataSource<Item>
  )
    throws(TableError)
  {
    try perform(.reloadRows(paths), dataSource)
  }

  /// `reconfigureRows(at:)` (iOS 15 and later).
  ///
  /// - Complexity: as `insertRows(at:dataSource:)`.
  @inlinable public mutating func reconfigureRows(
    at paths: [ListIndexPath], dataSource: DataSource<Item>
  ) throws(TableError) {
    try perform(.reconfigureRows(paths), dataSource)
  }

  /// `moveRow(at:to:)`.
  ///
  /// - Complexity: as `insertRows(at:dataSource:)`.
  @inlinable public mutating func moveRow(
    at path: ListIndexPath, to newPath: ListIndexPath, dataSource: DataSource<Item>
  ) throws(TableError) {
    try perform(.moveRow(path, newPath), dataSource)
  }

  /// `insertSections(_:with:)`.
  ///
  /// - Complexity: as `insertRows(at:dataSource:)`.
  @inlinable public mutating func insertSections(_ sections: [Int], dataSource: DataSource<Item>)
    throws(TableError)
  {
    try perform(.insertSections(sections), dataSource)
  }

  /// `deleteSections(_:with:)`.
  ///
  /// - Complexity: as `insertRows(at:dataSource:)`.
  @inlinable public mutating func deleteSections(_ sections: [Int], dataSource: DataSource<Item>)
    throws(TableError)
  {
    try perform(.deleteSections(sections), dataSource)
  }

  /// `reloadSections(_:with:)`.
  ///
  /// - Complexity: as `insertRows(at:dataSource:)`.
  @inlinable public mutating func reloadSections(_ sections: [Int], dataSource: DataSource<Item>)
    throws(TableError)
  {
    try perform(.reloadSections(sections), dataSource)
  }

  /// `moveSection(_:toSection:)`.
  ///
  /// - Complexity: as `insertRows(at:dataSource:)`.
  @inlinable public mutating func moveSection(
    _ section: Int, toSection newSection: Int, dataSource: DataSource<Item>
  ) throws(TableError) {
    try perform(.moveSection(section, newSection), dataSource)
  }

  /// `performBatchUpdates(_:completion:)`: one batch around `updates`.
  ///
  /// `updates` changes the data source and calls the table, as an app's updates block does; the
  /// batch is committed against the data source as `updates` left it. If `updates` throws, the
  /// batch is discarded and the table is as it was.
  ///
  /// - Complexity: that of the calls in `updates`, plus `endUpdates`.
  @inlinable public mutating func performBatchUpdates(
    dataSource: inout DataSource<Item>,
    _ updates: (inout TableView, inout DataSource<Item>) throws -> Void
  ) throws {
    beginUpdates(dataSource)
    do {
      try updates(&self, &dataSource)
    } catch {
      discardBatch()
      throw error
    }
    try endUpdates(dataSource)
  }

  /// `scrollToRow(at:at:animated:)`.
  ///
  /// - Complexity: as `scroll(toRow:at:_:)`.
  @inlinable public mutating func scrollToRow(
    at path: ListIndexPath, at position: ScrollPosition, dataSource: DataSource<Item>
  ) throws(TableError) {
    try scroll(toRow: path, at: position, dataSource)
  }
}
