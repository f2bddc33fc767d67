import ListDiff

/// UIKit's batch-update algorithm: turns the calls of one batch into a `BatchPlan`, or reports
/// the first inconsistency UIKit would raise, checking in UIKit's order.
///
/// The order follows iOS 12's `-[UITableView _endCellAnimationsWithContext:]`, one step of
/// `BatchValidation` each:
/// 1. reloads become a delete (old path) plus an insert (the old path shifted by the batch's
///    explicit deletes and inserts); deleting and reloading the same row raises;
/// 2. deletes, descending in the before space (a section before its rows);
/// 3. inserts, ascending in the after space (a section before its rows);
/// 4. section moves, then row moves, ascending by source;
/// 5. the section count, then each surviving section's row count.
/// Exact duplicates, row deletes inside deleted sections and row inserts inside inserted sections
/// are dropped silently, as UIKit drops them.
@usableFromInline enum BatchValidator {
  /// Validates `calls` against the counts before (the table's) and after (the data source's);
  /// a collection view's (`isCollection`) raises for an item moved out of a deleted section or
  /// into an inserted one, where a table falls back on `reloadData`.
  ///
  /// - Complexity: O(c log c + s) for c index paths in the calls and s sections.
  @inlinable static func plan(
    calls: [UpdateCall], before: [Int], after: [Int], isCollection: Bool = false
  )
    throws(UIKitException.Reason)
    -> BatchPlan
  {
    var batch = BatchValidation(
      calls: calls, before: before, after: after, isCollection: isCollection)
    try batch.turnReloadsIntoDeletesAndInserts()
    try batch.processDeletes()
    try batch.processInserts()
    try batch.processSectionMoves()
    try batch.processRowMoves()
    return try batch.checkCounts()
  }

  /// The distinct elements, ascending (sorted, then each run of equal ones kept once).
  ///
  /// - Complexity: O(n log n).
  @inlinable static func sortedUnique<T: Comparable>(_ elements: [T]) -> [T] {
    var sorted = elements.sorted()
    var kept = 0
    for k in sorted.indices where kept == 0 || sorted[kept - 1] != sorted[k] {
      sorted[kept] = sorted[k]
      kept += 1
    }
    sorted.removeLast(sorted.count - kept)
    return sorted
  }

  /// A section or a row named by a delete or an insert.
  @usableFromInline struct Item: Hashable {
    @usableFromInline var section: Int
    @usableFromInline var row = 0
    @usableFromInline var isSection: Bool

    @inlinable init(section: Int, row: Int = 0, isSection: Bool) {
      self.section = section
      self.row = row
      self.isSection = isSection
    }
    @inlinable var path: ListIndexPath { ListIndexPath(section, row) }
  }

  @usableFromInline struct Move<T: Hashable & Comparable>: Hashable, Comparable {
    @usableFromInline var from: T
    @usableFromInline var to: T

    @inlinable init(from: T, to: T) {
      self.from = from
      self.to = to
    }
    @inlinable static func < (a: Move, b: Move) -> Bool { (a.from, a.to) < (b.from, b.to) }
  }
}

extension UIKitException.Reason: Error {}
