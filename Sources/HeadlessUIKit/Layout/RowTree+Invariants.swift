import ListDiff

extension RowTree {
  /// Checks the tree's invariants in debug builds (`LISTSCRIPT_CHECKS`); a no-op otherwise.
  ///
  /// A failure is a bug in the tree, never in the user's input.
  ///
  /// Every node's count, default-row count and height sum agree with its children and its own
  /// row; priorities never grow from a parent to a child (the treap's heap order, which keeps it
  /// balanced). Trees of more than `checkedNodeLimit` rows are checked in their top levels only,
  /// so that a check after every mutation stays cheap at a million rows.
  ///
  /// - Complexity: O(min(n, `checkedNodeLimit`)).
  @inlinable func checkInvariants() {
    #if LISTSCRIPT_CHECKS
      var budget = Self.checkedNodeLimit
      func check(_ node: Node?, below priority: UInt32) {
        guard let node, budget > 0 else { return }
        budget -= 1
        precondition(node.priority <= priority, "RowTree: heap order broken")
        let left = node.left
        let right = node.right
        precondition(
          node.storedCount == 1 + (left?.storedCount ?? 0) + (right?.storedCount ?? 0),
          "RowTree: a subtree's count disagrees with its children")
        precondition(
          node.storedDefaultCount
            == (node.ownHeight == nil ? 1 : 0) + (left?.storedDefaultCount ?? 0)
              + (right?.storedDefaultCount ?? 0),
          "RowTree: a subtree's default-height count disagrees with its children")
        let sum = (node.ownHeight ?? 0) + (left?.ownSum ?? 0) + (right?.ownSum ?? 0)
        precondition(
          node.ownSum == sum || abs(node.ownSum - sum) <= 1e-9 * max(1, abs(sum)),
          "RowTree: a subtree's height sum disagrees with its children")
        check(left, below: node.priority)
        check(right, below: node.priority)
      }
      check(root, below: .max)
    #endif
  }

  /// How many nodes a check visits at most.
  @inlinable static var checkedNodeLimit: Int { 4_096 }
}
