import ListDiff

extension TableView {
  /// `setEditing(_:animated:)` on the controller: sets the editing state, then refreshes cells the
  /// chosen way.
  ///
  /// Cells that are not refreshed keep showing the old state (stale) until `cellForRowAt`
  /// configures them again.
  ///
  /// - Complexity: O(v) for v mounted cells; O(c + s) with `.reload`.
  @inlinable public mutating func setEditing(
    _ editing: Bool, refreshing refresh: EditRefresh = .visible, _ dataSource: DataSource<Item>
  ) throws(TableError) {
    try transaction { table throws(TableError) in
      if !table.hasAppeared { table.appear(dataSource) }
      table._isEditing = editing
      switch refresh {
      case .visible:
        for path in table.visibleRows { table.setShownEditing(editing, at: path) }
      case .mounted:
        for path in table.mountedRows { table.setShownEditing(editing, at: path) }
      case .reload:
        table.emptyIndexPathCacheForReloadData()
        if table.batch != nil {
          table.batch?.reloadDeferred = true
          table._events.append(.reloadDeferred)
        } else {
          table.reload(dataSource)
          try table.layout(dataSource)
        }
      }
    }
  }

  /// `selectRow(at:animated:scrollPosition:)`: selects the row and shows it on its cell, if the
  /// table holds one.
  ///
  /// - Complexity: O(1) expected.
  @inlinable public mutating func select(_ path: ListIndexPath, _ dataSource: DataSource<Item>)
    throws(TableError)
  {
    try setSelected(
      true, path, call: kind.isCollection ? "selectItem(at:)" : "selectRow(at:)", dataSource)
  }

  /// `deselectRow(at:animated:)`.
  ///
  /// - Complexity: O(1) expected.
  @inlinable public mutating func deselect(_ path: ListIndexPath, _ dataSource: DataSource<Item>)
    throws(TableError)
  {
    try setSelected(
      false, path, call: kind.isCollection ? "deselectItem(at:)" : "deselectRow(at:)", dataSource)
  }

  @inlinable mutating func setSelected(
    _ selected: Bool, _ path: ListIndexPath, call: String, _ dataSource: DataSource<Item>
  ) throws(TableError) {
    if path.section < 0 || path.row < 0 { throw .negativeIndex("\(call) \(path)") }
    try transaction { table throws(TableError) in
      if !table.hasAppeared { table.appear(dataSource) }
      guard table.hasRow(path) else {
        throw .noSuchRow(
          call: call, path, sections: table.rows.count,
          rows: table.numberOfRows(inSection: path.section), view: table.kind.noun)
      }
      if selected { table.selection.insert(path) } else { table.selection.remove(path) }
      if let index = table.mounted[path] { table.cells[index].selected = selected }
    }
  }

  @inlinable mutating func setShownEditing(_ editing: Bool, at path: ListIndexPath) {
    if let index = mounted[path] { cells[index].editing = editing }
  }
}
