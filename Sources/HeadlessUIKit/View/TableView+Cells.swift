import ListDiff

extension TableView {
  // MARK: - Cells

  @inlinable mutating func makeCell(identifier: String? = nil) -> Int {
    cells.append(CellRecord(id: cells.count + 1, identifier: identifier))
    cellItems.append(nil)
    return cells.count - 1
  }

  /// Takes a cell from the pool (`prepareForReuse`), or makes a new one.
  ///
  /// The most recently recycled cell of the identifier's queue; without an identifier (cells not
  /// modelled), the last cell recycled, whatever its identifier. `reusing: false` always makes
  /// one.
  ///
  /// - Complexity: O(1) when the pool's last cell has the identifier, O(p) for p pooled cells
  ///   otherwise.
  @inlinable mutating func dequeue(identifier: String? = nil, reusing: Bool = true) -> Int {
    let k =
      identifier == nil
      ? pool.indices.last : pool.lastIndex(where: { cells[$0].identifier == identifier })
    if reusing, let k {
      let index = pool.remove(at: k)
      _reusedCells &+= 1
      _events.append(.prepareForReuse(cell: cells[index].id))
      return index
    }
    return makeCell(identifier: identifier)
  }

  /// Unbinds a mounted cell and puts it in the pool; a visible one ends displaying first.
  ///
  /// The cell keeps showing what it showed until it is configured again.
  @inlinable mutating func recycle(_ index: Int, from path: ListIndexPath) {
    if cells[index].role == .visible {
      _events.append(.didEndDisplaying(path, cell: cells[index].id))
    }
    cells[index].role = .pooled
    cells[index].indexPath = nil
    pool.append(index)
  }

  /// `cellForRowAt`: configures the cell with the data source's item *now*, the controller's
  /// editing state and the row's selection.
  @inlinable mutating func configure(
    _ index: Int, at path: ListIndexPath, _ dataSource: DataSource<Item>,
    reconfiguring: Bool = false
  ) throws(TableError) {
    guard let item = dataSource.item(at: path) else {
      let method =
        kind.isCollection ? "collectionView(_:cellForItemAt:)" : "tableView(_:cellForRowAt:)"
      throw .dataSourceLacksRow(
        path, method: method, sections: dataSource.sectionCount,
        rows: dataSource.rowCount(path.section), view: kind.noun)
    }
    cellItems[index] = item
    cells[index].indexPath = path
    cells[index].editing = isEditing
    cells[index].selected = selection.contains(path)
    if !provision.leavesCheckmarks { cells[index].checkmark = selection.contains(path) }
    let id = cells[index].id
    _events.append(reconfiguring ? .reconfigured(path, cell: id) : .cellForRowAt(path, cell: id))
  }
}
