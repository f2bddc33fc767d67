import ListDiff

extension RowTree {
  /// The index of the first row at or after `start` whose height is above zero, or `nil`.
  ///
  /// Subtrees of zero total height are skipped whole, so that a run of zero-height rows costs
  /// nothing to cross.
  ///
  /// - Complexity: O(log² n) expected.
  @inlinable public func firstPositiveRow(from start: Int, rowHeight: Double) -> Int? {
    func search(_ node: Node?, _ base: Int) -> Int? {
      guard let node, node.height(rowHeight) > 0, base + node.count > start else { return nil }
      let index = base + (node.left?.count ?? 0)
      if index > start, let found = search(node.left, base) { return found }
      if index >= start, (node.ownHeight ?? rowHeight) > 0 { return index }
      return search(node.right, index + 1)
    }
    return search(root, 0)
  }

  /// The index of the last row at or before `end` whose height is above zero, or `nil`.
  ///
  /// - Complexity: O(log² n) expected.
  @inlinable public func lastPositiveRow(through end: Int, rowHeight: Double) -> Int? {
    func search(_ node: Node?, _ base: Int) -> Int? {
      guard let node, node.height(rowHeight) > 0, base <= end else { return nil }
      let index = base + (node.left?.count ?? 0)
      if index < end, let found = search(node.right, index + 1) { return found }
      if index <= end, (node.ownHeight ?? rowHeight) > 0 { return index }
      return search(node.left, base)
    }
    return search(root, 0)
  }
}
