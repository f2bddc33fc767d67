import ListDiff

/// UIKit's batch-update algorithm: turns the calls of one batch into a `BatchPlan`, or reports
/// the first inconsistency UIKit would raise, checking in UIKit's order.
///
/// The order follows iOS 12's `-[UITableView _endCellAnimationsWithContext:]`:
/// 1. reloads become a delete (old path) plus an insert (the old path shifted by the batch's
///    explicit deletes and inserts); deleting and reloading the same row raises;
/// 2. deletes, descending in the before space (a section before its rows);
/// 3. inserts, ascending in the after space (a section before its rows);
/// 4. section moves, then row moves, ascending by source;
/// 5. the section count, then each surviving section's row count.
/// Exact duplicates, row deletes inside deleted sections and row inserts inside inserted sections
/// are dropped silently, as UIKit drops them.
@usableFromInline enum BatchValidator {
  /// Validates `calls` against the counts before (the table's) and after (the data source's).
  ///
  /// - Complexity: O(c log c + s) for c index paths in the calls and s sections.
  @inlinable static func plan(calls: [UpdateCall], before: [Int], after: [Int])
    throws(UIKitException.Reason)
    -> BatchPlan
  {
    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var sectionReloads: [Int] = []
    var sectionMoves: [Move<Int>] = []
    var rowDeletes: [ListIndexPath] = []
    var rowInserts: [ListIndexPath] = []
    var rowReloads: [ListIndexPath] = []
    var rowMoves: [Move<ListIndexPath>] = []
    var reconfigured: [ListIndexPath] = []
    for call in calls {
      switch call {
      case .insertRows(let p): rowInserts += p
      case .deleteRows(let p): rowDeletes += p
      case .reloadRows(let p): rowReloads += p
      case .reconfigureRows(let p): reconfigured += p
      case .moveRow(let a, let b): rowMoves.append(Move(from: a, to: b))
      case .insertSections(let s): sectionInserts += s
      case .deleteSections(let s): sectionDeletes += s
      case .reloadSections(let s): sectionReloads += s
      case .moveSection(let a, let b): sectionMoves.append(Move(from: a, to: b))
      }
    }

    // 1. Reloads become a delete in the before space plus an insert in the after space.
    if !sectionReloads.isEmpty || !rowReloads.isEmpty {
      let mapping = ReloadMapping(
        sectionDeletes: sectionDeletes, sectionInserts: sectionInserts, rowDeletes: rowDeletes,
        rowInserts: rowInserts)
      for s in sortedUnique(sectionReloads) {
        sectionDeletes.append(s)
        sectionInserts.append(mapping.section(s))
      }
      for p in sortedUnique(rowReloads) {
        if mapping.rowDeletes.contains(p) { throw .deleteAndReload(p) }
        rowDeletes.append(p)
        rowInserts.append(mapping.row(p))
      }
    }

    var updates: [ProcessedUpdate] = []
    var fallsBack = false

    // 2. Deletes, in the before space, descending; a section sorts before its own rows.
    let deletedSections = Set(sectionDeletes)
    let moveSources = Set(sectionMoves.map(\.from))
    let rowMoveSources = Set(rowMoves.map(\.from))
    let rowMoveSourceSections = Set(rowMoves.map(\.from.section))
    var keptSectionDeletes: [Int] = []
    var keptRowDeletes: [ListIndexPath] = []
    let deleteItems =
      sectionDeletes.map { Item(section: $0, isSection: true) }
      + rowDeletes.map { Item(section: $0.section, row: $0.row, isSection: false) }
    // Descending, a section before its own rows; an exact duplicate sorts next to its first.
    let deleteOrder = deleteItems.sorted {
      ($0.section, $0.isSection ? 1 : 0, $0.row) > ($1.section, $1.isSection ? 1 : 0, $1.row)
    }
    for (k, entry) in deleteOrder.enumerated() where k == 0 || deleteOrder[k - 1] != entry {
      let item = entry.path
      if entry.isSection {
        let s = item.section
        if moveSources.contains(s) { throw .deleteAndMoveSection(s) }
        if s >= before.count { throw .deleteSectionOutOfRange(section: s, sections: before.count) }
        if rowMoveSourceSections.contains(s) { fallsBack = true }
        keptSectionDeletes.append(s)
        updates.append(.deleteSection(s))
      } else {
        if deletedSections.contains(item.section) { continue }
        if rowMoveSources.contains(item) { throw .deleteAndMoveRow(item) }
        guard item.section < before.count else {
          throw .deleteRowMissingSection(
            row: item.row, section: item.section, sections: before.count)
        }
        guard item.row < before[item.section] else {
          throw .deleteRowOutOfRange(
            row: item.row, section: item.section, rows: before[item.section])
        }
        keptRowDeletes.append(item)
        updates.append(.deleteRow(item))
      }
    }

    // 3. Inserts, in the after space, ascending; a section sorts before its own rows.
    let insertedSections = Set(sectionInserts)
    let moveTargets = Set(sectionMoves.map(\.to))
    let rowMoveTargets = Set(rowMoves.map(\.to))
    let rowMoveTargetSections = Set(rowMoves.map(\.to.section))
    var keptSectionInserts: [Int] = []
    var keptRowInserts: [ListIndexPath] = []
    var insertUpdates: [ProcessedUpdate] = []
    let insertItems =
      sectionInserts.map { Item(section: $0, isSection: true) }
      + rowInserts.map { Item(section: $0.section, row: $0.row, isSection: false) }
    // Ascending, a section before its own rows; an exact duplicate sorts next to its first.
    let insertOrder = insertItems.sorted {
      ($0.section, $0.isSection ? 0 : 1, $0.row) < ($1.section, $1.isSection ? 0 : 1, $1.row)
    }
    for (k, entry) in insertOrder.enumerated() where k == 0 || insertOrder[k - 1] != entry {
      let item = entry.path
      if entry.isSection {
        let s = item.section
        if moveTargets.contains(s) { throw .insertAndMoveSection(s) }
        // A reload's shifted section can fall below 0 when the section itself is deleted.
        if s < 0 || s >= after.count {
          throw .insertSectionOutOfRange(section: s, sections: after.count)
        }
        if rowMoveTargetSections.contains(s) { fallsBack = true }
        keptSectionInserts.append(s)
        insertUpdates.append(.insertSection(s))
      } else {
        if insertedSections.contains(item.section) { continue }
        if rowMoveTargets.contains(item) { throw .insertAndMoveRow(item) }
        guard item.section >= 0, item.section < after.count else {
          throw .insertRowMissingSection(
            row: item.row, section: item.section, sections: after.count)
        }
        guard item.row < after[item.section] else {
          throw .insertRowOutOfRange(
            row: item.row, section: item.section, rows: after[item.section])
        }
        keptRowInserts.append(item)
        insertUpdates.append(.insertRow(item))
      }
    }

    // 4. Moves: sources in the before space, destinations in the after space.
    var keptSectionMoves: [Move<Int>] = []
    var sectionTargetBySource: [Int: Int] = [:]
    var sectionSourceByTarget: [Int: Int] = [:]
    for move in sortedUnique(sectionMoves) {
      guard move.from < before.count else {
        throw .moveSectionFromOutOfRange(section: move.from, sections: before.count)
      }
      guard move.to < after.count else {
        throw .moveSectionToOutOfRange(from: move.from, to: move.to, sections: after.count)
      }
      if let other = sectionTargetBySource[move.from] {
        throw .moveSectionToBoth(move.from, other, move.to)
      }
      if let other = sectionSourceByTarget[move.to] {
        throw .moveBothSections(other, move.from, move.to)
      }
      sectionTargetBySource[move.from] = move.to
      sectionSourceByTarget[move.to] = move.from
      keptSectionMoves.append(move)
      updates.append(.moveSection(move.from, move.to))
    }
    var rowTargetBySource: [ListIndexPath: ListIndexPath] = [:]
    var rowSourceByTarget: [ListIndexPath: ListIndexPath] = [:]
    var keptRowMoves: [Move<ListIndexPath>] = []
    for move in sortedUnique(rowMoves) {
      let (a, b) = (move.from, move.to)
      guard a.section < before.count else {
        throw .moveRowFromMissingSection(a, sections: before.count)
      }
      guard a.row < before[a.section] else {
        throw .moveRowFromOutOfRange(a, rows: before[a.section], section: a.section)
      }
      guard b.section < after.count else {
        throw .moveRowToMissingSection(a, b, sections: after.count)
      }
      guard b.row < after[b.section] else {
        throw .moveRowToOutOfRange(a, b, rows: after[b.section], section: b.section)
      }
      if let other = rowTargetBySource[a] { throw .moveRowToBoth(a, other, b) }
      if let other = rowSourceByTarget[b] { throw .moveBothRows(other, a, b) }
      rowTargetBySource[a] = b
      rowSourceByTarget[b] = a
      keptRowMoves.append(move)
      updates.append(.moveRow(a, b))
    }
    updates += insertUpdates

    // 5. Counts, re-read from the data source.
    let counts = UIKitException.Counts(before: before, after: after, updates: updates)
    let expectedSections = before.count + keptSectionInserts.count - keptSectionDeletes.count
    guard after.count == expectedSections else {
      throw .invalidSectionCount(
        after: after.count, before: before.count, inserted: keptSectionInserts.count,
        deleted: keptSectionDeletes.count, counts)
    }
    var newSection = [Int?](repeating: nil, count: before.count)
    var oldSection = [Int?](repeating: nil, count: after.count)
    for move in keptSectionMoves {
      newSection[move.from] = move.to
      oldSection[move.to] = move.from
    }
    let sectionGone = Set(keptSectionDeletes).union(keptSectionMoves.map(\.from))
    let sectionTaken = Set(keptSectionInserts).union(keptSectionMoves.map(\.to))
    var next = 0
    for s in 0..<before.count where !sectionGone.contains(s) {
      while next < after.count, sectionTaken.contains(next) { next += 1 }
      guard next < after.count else { break }
      newSection[s] = next
      oldSection[next] = s
      next += 1
    }

    var deleted: [Int: Int] = [:]
    var inserted: [Int: Int] = [:]
    var movedOut: [Int: Int] = [:]
    var movedIn: [Int: Int] = [:]
    var leaving: [Int: [Int]] = [:]
    var arriving: [Int: [Int]] = [:]
    var moves: [ListIndexPath: ListIndexPath] = [:]
    for p in keptRowDeletes {
      deleted[p.section, default: 0] += 1
      leaving[p.section, default: []].append(p.row)
    }
    for p in keptRowInserts {
      inserted[p.section, default: 0] += 1
      arriving[p.section, default: []].append(p.row)
    }
    for move in keptRowMoves {
      let sourceLandsIn = newSection[move.from.section]
      if sourceLandsIn != move.to.section {
        movedOut[move.from.section, default: 0] += 1
        movedIn[move.to.section, default: 0] += 1
      }
      leaving[move.from.section, default: []].append(move.from.row)
      arriving[move.to.section, default: []].append(move.to.row)
      moves[move.from] = move.to
    }
    for t in 0..<after.count {
      guard let s = oldSection[t] else { continue }
      let expected =
        before[s] + inserted[t, default: 0] - deleted[s, default: 0] + movedIn[t, default: 0]
        - movedOut[s, default: 0]
      if expected < 0 { throw .deleteMoreRowsThanExist(section: t, counts) }
      guard after[t] == expected else {
        throw .invalidRowCount(
          section: t, after: after[t], before: before[s], inserted: inserted[t, default: 0],
          deleted: deleted[s, default: 0], movedIn: movedIn[t, default: 0],
          movedOut: movedOut[s, default: 0], counts)
      }
    }

    return BatchPlan(
      before: before, after: after, updates: updates,
      reconfigured: sortedUnique(reconfigured),
      fallsBackToReload: fallsBack, newSection: newSection,
      leaving: leaving.mapValues { $0.sorted() }, arriving: arriving.mapValues { $0.sorted() },
      moves: moves)
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

/// Where UIKit puts the insert half of a reload.
///
/// The old index is shifted down by the batch's explicit deletes and up by its explicit
/// inserts. Moves play no part, which is why a reload
/// of a row that moves, or that other moves displace, lands somewhere else.
@usableFromInline struct ReloadMapping {
  /// The explicit row deletes (a reload of one of them is an error).
  @usableFromInline let rowDeletes: Set<ListIndexPath>
  /// Section deletes, ascending.
  @usableFromInline let sectionDeletes: [Int]
  /// Section inserts, ascending and each minus its position: a non-decreasing key that says how
  /// many inserts land at or before a slot (see `shifted`).
  @usableFromInline let sectionInsertKeys: [Int]
  /// Per section (before the update), its deleted rows ascending.
  @usableFromInline let rowDeletesBySection: [Int: [Int]]
  /// Per section (after the update), its inserted rows as keys like `sectionInsertKeys`.
  @usableFromInline let rowInsertKeysBySection: [Int: [Int]]

  /// The mapping for a batch with these explicit deletes and inserts.
  ///
  /// - Complexity: O(c log c) for c index paths.
  @inlinable init(
    sectionDeletes: [Int], sectionInserts: [Int], rowDeletes: [ListIndexPath],
    rowInserts: [ListIndexPath]
  ) {
    self.rowDeletes = Set(rowDeletes)
    self.sectionDeletes = Set(sectionDeletes).sorted()
    self.sectionInsertKeys = Self.keys(Set(sectionInserts).sorted())
    self.rowDeletesBySection = Dictionary(grouping: self.rowDeletes, by: \.section)
      .mapValues { $0.map(\.row).sorted() }
    self.rowInsertKeysBySection = Dictionary(grouping: Set(rowInserts), by: \.section)
      .mapValues { Self.keys($0.map(\.row).sorted()) }
  }

  /// `x[j] - j` for ascending, distinct `x`: non-decreasing, so that the inserts that land at or
  /// before a slot are found by one binary search.
  @inlinable static func keys(_ ascending: [Int]) -> [Int] {
    ascending.enumerated().map { Self.saturating($0.element, minus: $0.offset) }
  }

  /// How many elements of the ascending `sorted` are at most `x`.
  @inlinable static func count(atMost x: Int, in sorted: [Int]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid] <= x { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Where an element at `n` (after the deletes) lands once the inserts with these keys are
  /// made: pushed down by each insert at or before it, as UIKit counts them.
  @inlinable static func shifted(_ n: Int, keys: [Int]) -> Int {
    saturating(n, plus: count(atMost: n, in: keys))
  }

  /// Where a reload of old section `s` inserts the section.
  ///
  /// - Complexity: O(log d + log i) for the batch's section deletes and inserts.
  @inlinable func section(_ s: Int) -> Int {
    // Saturating: an index near Int.max is out of range, and its delete fails validation; its
    // insert must not trap on the way.
    let n = Self.saturating(s, minus: Self.count(atMost: s, in: sectionDeletes))
    return Self.shifted(n, keys: sectionInsertKeys)
  }

  /// Where a reload of the old row `p` inserts the row.
  ///
  /// - Complexity: O(log d + log i) for the batch's deletes and inserts in its sections.
  @inlinable func row(_ p: ListIndexPath) -> ListIndexPath {
    let section = section(p.section)
    let deletes = rowDeletesBySection[p.section] ?? []
    let n = Self.saturating(p.row, minus: Self.count(atMost: p.row, in: deletes))
    return ListIndexPath(section, Self.shifted(n, keys: rowInsertKeysBySection[section] ?? []))
  }

  @inlinable static func saturating(_ a: Int, plus b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? (b > 0 ? Int.max : Int.min) : sum
  }

  @inlinable static func saturating(_ a: Int, minus b: Int) -> Int {
    let (difference, overflow) = a.subtractingReportingOverflow(b)
    return overflow ? (b > 0 ? Int.min : Int.max) : difference
  }
}
