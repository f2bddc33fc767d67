import ListDiff

/// A validated batch: the updates UIKit kept, in the order it processed them, and the old → new
/// mapping of sections and rows that the commit applies.
public struct BatchPlan: Equatable, Sendable {
  /// Rows per section before the batch.
  public var before: [Int]
  /// Rows per section after it, as the data source reports them.
  public var after: [Int]
  /// The updates as UIKit processed them: deletes (descending), moves, inserts (ascending).
  public var updates: [ProcessedUpdate]
  /// Rows to reconfigure, in the before space.
  public var reconfigured: [ListIndexPath]
  /// Whether UIKit gives up animating and calls `reloadData` instead: a row moves out of a
  /// deleted section or into an inserted one.
  public var fallsBackToReload: Bool

  /// For each old section, its new index, or `nil` when it was deleted.
  @usableFromInline var newSection: [Int?]
  /// For each old section, the sorted rows that leave it (deleted or moved away).
  @usableFromInline var leaving: [Int: [Int]]
  /// For each new section, the sorted rows that arrive (inserted or moved in).
  @usableFromInline var arriving: [Int: [Int]]
  /// Row moves, old path → new path.
  @usableFromInline var moves: [ListIndexPath: ListIndexPath]

  @inlinable init(
    before: [Int], after: [Int], updates: [ProcessedUpdate], reconfigured: [ListIndexPath],
    fallsBackToReload: Bool, newSection: [Int?], leaving: [Int: [Int]], arriving: [Int: [Int]],
    moves: [ListIndexPath: ListIndexPath]
  ) {
    self.before = before
    self.after = after
    self.updates = updates
    self.reconfigured = reconfigured
    self.fallsBackToReload = fallsBackToReload
    self.newSection = newSection
    self.leaving = leaving
    self.arriving = arriving
    self.moves = moves
  }

  /// Where the row at `old` ends up, or `nil` when it was deleted (or reloaded, or its section
  /// was deleted).
  ///
  /// - Complexity: O(log d + a) for d rows leaving its section and a rows arriving in the new one.
  @inlinable public func newPath(for old: ListIndexPath) -> ListIndexPath? {
    guard old.section >= 0, old.section < newSection.count, let section = newSection[old.section]
    else { return nil }
    if let moved = moves[old] { return moved }
    let gone = leaving[old.section] ?? []
    let below = Self.lowerBound(gone, old.row)
    if below < gone.count, gone[below] == old.row { return nil }
    var row = old.row - below
    for taken in arriving[section] ?? [] {
      if taken <= row { row += 1 } else { break }
    }
    return ListIndexPath(section, row)
  }

  /// The number of updates in the batch after UIKit dropped what it ignores.
  @inlinable public var isEmpty: Bool { updates.isEmpty && reconfigured.isEmpty }

  @inlinable static func lowerBound(_ sorted: [Int], _ value: Int) -> Int {
    var lo = 0
    var hi = sorted.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if sorted[mid] < value { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }
}
