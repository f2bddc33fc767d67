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
      if editing != table._isEditing { table.selectionAcrossEditing(entering: editing) }
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

  @inlinable mutating func setShownEditing(_ editing: Bool, at path: ListIndexPath) {
    if let index = mounted[path] { cells[index].editing = editing }
  }
}
