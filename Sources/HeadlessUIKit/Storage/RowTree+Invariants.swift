import ListDiff

extension RowTree {
  /// Checks the tree's invariants in debug builds (`LISTSCRIPT_CHECKS`); a no-op otherwise.
  ///
  /// A failure is a bug in the tree, never in the user's input.
  ///
  /// Every node holds 1 to `chunkCapacity` rows, with one height per row or none and no
  /// measured flag past its last row; its chunk's height sum and default-row count agree with
  /// its rows, and its subtree's count, default-row count and height sum with its children and
  /// its chunk. Priorities never grow from a parent to a child (the treap's heap order, which
  /// keeps it balanced). Trees of more than `checkedRowLimit` rows are checked in their top
  /// levels only, so that a check after every mutation stays cheap at a million rows.
  ///
  /// - Complexity: O(min(n, `checkedRowLimit` + 64)).
  @inlinable func checkInvariants() {
    #if LISTSCRIPT_CHECKS
      var budget = Self.checkedRowLimit
      func close(_ a: Double, _ b: Double) -> Bool {
        a == b || abs(a - b) <= 1e-9 * max(1, abs(b))
      }
      func check(_ node: Node?, below priority: UInt32) {
        guard let node, budget > 0 else { return }
        let rows = node.rows
        budget -= rows.count
        precondition(node.priority <= priority, "RowTree: heap order broken")
        precondition(
          rows.count >= 1 && rows.count <= Self.chunkCapacity, "RowTree: a chunk's size is wrong")
        precondition(
          rows.heights.isEmpty || rows.heights.count == rows.count,
          "RowTree: a chunk's heights disagree with its rows")
        precondition(
          rows.measured & ~Chunk.lowBits(rows.count) == 0,
          "RowTree: a chunk marks a row past its end measured")
        var (sum, defaults) = (0.0, 0)
        for row in 0..<rows.count {
          if let height = rows.ownHeight(row) { sum += height } else { defaults += 1 }
        }
        precondition(
          rows.defaultCount == defaults && close(rows.ownSum, sum),
          "RowTree: a chunk's sums disagree with its rows")
        let left = node.left
        let right = node.right
        precondition(
          node.count == rows.count + (left?.count ?? 0) + (right?.count ?? 0),
          "RowTree: a subtree's count disagrees with its children")
        precondition(
          node.defaultCount
            == rows.defaultCount + (left?.defaultCount ?? 0) + (right?.defaultCount ?? 0),
          "RowTree: a subtree's default-height count disagrees with its children")
        precondition(
          close(node.ownSum, rows.ownSum + (left?.ownSum ?? 0) + (right?.ownSum ?? 0)),
          "RowTree: a subtree's height sum disagrees with its children")
        check(left, below: node.priority)
        check(right, below: node.priority)
      }
      check(root, below: .max)
    #endif
  }

  /// How many rows a check reads before it stops visiting nodes.
  @inlinable static var checkedRowLimit: Int { 4_096 }
}
