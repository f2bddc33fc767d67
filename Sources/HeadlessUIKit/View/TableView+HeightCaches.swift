import ListDiff

extension TableView {
  // MARK: - FD's cache maintenance

  /// What FD's swizzled update method does to the index-path cache before UIKit runs `call`.
  ///
  /// An index beyond every row the table or the data source has is left out: UIKit rejects
  /// the batch, which puts the cache back as it was.
  @inlinable mutating func applyToHeightCache(_ call: UpdateCall, _ dataSource: DataSource<Item>) {
    guard heights.indexPaths.automaticallyInvalidates else { return }
    let sectionLimit = max(rows.count, dataSource.sectionCount) + 1
    func fits(_ path: ListIndexPath) -> Bool {
      guard path.section <= sectionLimit else { return false }
      let known = max(
        numberOfRows(inSection: path.section) ?? 0, dataSource.rowCount(path.section) ?? 0)
      return path.row <= known + 1
    }
    let fitsAll: Bool
    switch call {
    case .insertRows(let p), .deleteRows(let p), .reloadRows(let p), .reconfigureRows(let p):
      fitsAll = p.allSatisfy(fits)
    case .moveRow(let a, let b): fitsAll = fits(a) && fits(b)
    case .insertSections(let s), .deleteSections(let s), .reloadSections(let s):
      fitsAll = s.allSatisfy { $0 <= sectionLimit }
    case .moveSection(let a, let b): fitsAll = a <= sectionLimit && b <= sectionLimit
    }
    if fitsAll { _heights._indexPaths.apply(call) }
  }

  /// What FD's swizzled `reloadData` does first: empty the index-path cache, once it is in use.
  @inlinable mutating func emptyIndexPathCacheForReloadData() {
    if heights.indexPaths.automaticallyInvalidates { _heights._indexPaths.removeAll() }
  }

  // MARK: - Invalidation and precache

  /// `invalidateHeightAtIndexPath:` on the index-path cache.
  ///
  /// - Complexity: O(1) amortized.
  @inlinable public mutating func invalidateHeight(at path: ListIndexPath) throws(TableError) {
    guard hasRow(path) else {
      throw .noSuchRow(
        call: "fd_indexPathHeightCache.invalidateHeight(at:)", path, sections: rows.count,
        rows: numberOfRows(inSection: path.section))
    }
    _heights._indexPaths.invalidate(path)
    checkInvariants()
  }

  /// `invalidateHeightForKey:` on the keyed cache; whether the key was cached.
  ///
  /// - Complexity: O(1) expected.
  @inlinable public mutating func invalidateHeight(forKey key: Item) -> Bool {
    _keyedHeights.invalidate(key)
  }

  /// `invalidateAllHeightCache` on both caches.
  ///
  /// - Complexity: O(k) for k cached keys.
  @inlinable public mutating func invalidateAllHeights() {
    _heights._indexPaths.removeAll()
    _keyedHeights.removeAll()
  }

  /// FD's idle-time precache: fills the height cache for every row of the table it lacks.
  ///
  /// It asks `heightForRowAt` for each such row. The table's own heights do not change — UIKit
  /// did not ask — but its later reads hit.
  ///
  /// - Complexity: O(n) for n rows.
  @inlinable public mutating func precache(_ dataSource: DataSource<Item>) throws(TableError) {
    try transaction { table throws(TableError) in
      if !table.hasAppeared { table.appear(dataSource) }
      var pass = table.newPass(.precache)
      let orientation = table.orientation
      if table.heights.cache != .off {
        for section in table.rows.indices {
          for row in 0..<table.rows[section].count {
            let path = ListIndexPath(section, row)
            let item = try table.itemForHeight(at: path, dataSource)
            let cached =
              table.heights.cache == .indexpath
              ? table._heights._indexPaths.height(at: path, orientation)
              : table.keyedHeights.height(for: item.identity, orientation)
            if cached == nil { _ = table.lookUpHeight(at: path, item: item, &pass) }
          }
        }
      }
      table._events.append(.heights(pass))
    }
  }
}
