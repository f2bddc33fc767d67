import ListDiff

extension RowTree {
  /// The index of the first row at or after `start` whose height is above zero, or `nil`.
  ///
  /// Subtrees of zero total height are skipped whole, so that a run of zero-height rows costs
  /// nothing to cross.
  ///
  /// - Complexity: O(log² n) expected.
  @inlinable func firstPositiveRow(from start: Int, rowHeight: Double) -> Int? {
    func search(_ node: Node?, _ base: Int) -> Int? {
      guard let node, node.height(rowHeight) > 0, base + node.count > start else { return nil }
      let first = base + (node.left?.count ?? 0)
      if first > start, let found = search(node.left, base) { return found }
      let rows = node.rows
      let from = max(0, start - first)
      if from < rows.count, rows.total(rowHeight: rowHeight) > 0 {
        for row in from..<rows.count
        where rows.height(row, rowHeight: rowHeight) > 0 {
          return first + row
        }
      }
      return search(node.right, first + rows.count)
    }
    return search(root, 0)
  }

  /// The index of the last row at or before `end` whose height is above zero, or `nil`.
  ///
  /// - Complexity: O(log² n) expected.
  @inlinable func lastPositiveRow(through end: Int, rowHeight: Double) -> Int? {
    func search(_ node: Node?, _ base: Int) -> Int? {
      guard let node, node.height(rowHeight) > 0, base <= end else { return nil }
      let first = base + (node.left?.count ?? 0)
      let rows = node.rows
      if first + rows.count - 1 < end, let found = search(node.right, first + rows.count) {
        return found
      }
      if rows.total(rowHeight: rowHeight) > 0, first <= end {
        for row in (0...min(rows.count - 1, end - first)).reversed()
        where rows.height(row, rowHeight: rowHeight) > 0 {
          return first + row
        }
      }
      return search(node.left, base)
    }
    return search(root, 0)
  }
}
