import ListDiff

/// One batch being validated: its calls sorted by kind, what each step kept, and the processed
/// updates in UIKit's order; each step of `BatchValidator.plan` is a method here, in the order
/// UIKit runs them.
@usableFromInline struct BatchValidation {
  @usableFromInline typealias Move = BatchValidator.Move
  @usableFromInline typealias Item = BatchValidator.Item

  /// The row counts before (the table's) and after (the data source's).
  @usableFromInline let before: [Int]
  @usableFromInline let after: [Int]
  /// Whether the view is a collection view, which raises for an item moved out of a deleted
  /// section or into an inserted one where a table reloads.
  @usableFromInline let isCollection: Bool

  // The calls, by kind.
  @usableFromInline var sectionDeletes: [Int] = []
  @usableFromInline var sectionInserts: [Int] = []
  @usableFromInline var sectionReloads: [Int] = []
  @usableFromInline var sectionMoves: [Move<Int>] = []
  @usableFromInline var rowDeletes: [ListIndexPath] = []
  @usableFromInline var rowInserts: [ListIndexPath] = []
  @usableFromInline var rowReloads: [ListIndexPath] = []
  @usableFromInline var rowMoves: [Move<ListIndexPath>] = []
  @usableFromInline var reconfigured: [ListIndexPath] = []

  // What the steps kept, and the updates in UIKit's order.
  @usableFromInline var keptSectionDeletes: [Int] = []
  @usableFromInline var keptRowDeletes: [ListIndexPath] = []
  @usableFromInline var keptSectionInserts: [Int] = []
  @usableFromInline var keptRowInserts: [ListIndexPath] = []
  @usableFromInline var keptSectionMoves: [Move<Int>] = []
  @usableFromInline var keptRowMoves: [Move<ListIndexPath>] = []
  @usableFromInline var updates: [ProcessedUpdate] = []
  /// The inserts, which UIKit processes after the moves.
  @usableFromInline var insertUpdates: [ProcessedUpdate] = []
  /// Whether a row moves into or out of a section the batch inserts or deletes: UIKit reloads.
  @usableFromInline var fallsBack = false

  /// The calls of a batch, sorted by kind.
  @inlinable init(calls: [UpdateCall], before: [Int], after: [Int], isCollection: Bool) {
    self.before = before
    self.after = after
    self.isCollection = isCollection
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
  }

  /// Step 1: a reload becomes a delete in the before space plus an insert in the after space;
  /// a row both deleted and reloaded raises.
  @inlinable mutating func turnReloadsIntoDeletesAndInserts() throws(UIKitException.Reason) {
    guard !sectionReloads.isEmpty || !rowReloads.isEmpty else { return }
    let mapping = ReloadMapping(
      sectionDeletes: sectionDeletes, sectionInserts: sectionInserts, rowDeletes: rowDeletes,
      rowInserts: rowInserts)
    for s in BatchValidator.sortedUnique(sectionReloads) {
      sectionDeletes.append(s)
      sectionInserts.append(mapping.section(s))
    }
    for p in BatchValidator.sortedUnique(rowReloads) {
      if mapping.rowDeletes.contains(p) { throw .deleteAndReload(p) }
      rowDeletes.append(p)
      rowInserts.append(mapping.row(p))
    }
  }

  /// Step 2: deletes in the before space, descending, a section before its own rows; a row
  /// inside a deleted section and an exact duplicate are dropped.
  @inlinable mutating func processDeletes() throws(UIKitException.Reason) {
    let deletedSections = Set(sectionDeletes)
    let moveSources = Set(sectionMoves.map(\.from))
    let rowMoveSources = Set(rowMoves.map(\.from))
    let rowMoveSourceSections = Set(rowMoves.map(\.from.section))
    let items =
      sectionDeletes.map { Item(section: $0, isSection: true) }
      + rowDeletes.map { Item(section: $0.section, row: $0.row, isSection: false) }
    // Descending, a section before its own rows; an exact duplicate sorts next to its first.
    let order = items.sorted {
      ($0.section, $0.isSection ? 1 : 0, $0.row) > ($1.section, $1.isSection ? 1 : 0, $1.row)
    }
    for (k, entry) in order.enumerated() where k == 0 || order[k - 1] != entry {
      let item = entry.path
      if entry.isSection {
        let s = item.section
        if moveSources.contains(s) { throw .deleteAndMoveSection(s) }
        if s >= before.count { throw .deleteSectionOutOfRange(section: s, sections: before.count) }
        if rowMoveSourceSections.contains(s), !isCollection { fallsBack = true }
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
  }

  /// Step 3: inserts in the after space, ascending, a section before its own rows; a row
  /// inside an inserted section and an exact duplicate are dropped.
  @inlinable mutating func processInserts() throws(UIKitException.Reason) {
    let insertedSections = Set(sectionInserts)
    let moveTargets = Set(sectionMoves.map(\.to))
    let rowMoveTargets = Set(rowMoves.map(\.to))
    let rowMoveTargetSections = Set(rowMoves.map(\.to.section))
    let items =
      sectionInserts.map { Item(section: $0, isSection: true) }
      + rowInserts.map { Item(section: $0.section, row: $0.row, isSection: false) }
    // Ascending, a section before its own rows; an exact duplicate sorts next to its first.
    let order = items.sorted {
      ($0.section, $0.isSection ? 0 : 1, $0.row) < ($1.section, $1.isSection ? 0 : 1, $1.row)
    }
    for (k, entry) in order.enumerated() where k == 0 || order[k - 1] != entry {
      let item = entry.path
      if entry.isSection {
        let s = item.section
        if moveTargets.contains(s) { throw .insertAndMoveSection(s) }
        // A reload's shifted section can fall below 0 when the section itself is deleted.
        if s < 0 || s >= after.count {
          throw .insertSectionOutOfRange(section: s, sections: after.count)
        }
        if rowMoveTargetSections.contains(s), !isCollection { fallsBack = true }
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
  }

  /// Step 4a: section moves, ascending by source, each from the before space to the after
  /// space; a section moved twice, or two to one place, raises.
  @inlinable mutating func processSectionMoves() throws(UIKitException.Reason) {
    var targetBySource: [Int: Int] = [:]
    var sourceByTarget: [Int: Int] = [:]
    for move in BatchValidator.sortedUnique(sectionMoves) {
      guard move.from < before.count else {
        throw .moveSectionFromOutOfRange(section: move.from, sections: before.count)
      }
      guard move.to < after.count else {
        throw .moveSectionToOutOfRange(from: move.from, to: move.to, sections: after.count)
      }
      if let other = targetBySource[move.from] {
        throw .moveSectionToBoth(move.from, other, move.to)
      }
      if let other = sourceByTarget[move.to] {
        throw .moveBothSections(other, move.from, move.to)
      }
      targetBySource[move.from] = move.to
      sourceByTarget[move.to] = move.from
      keptSectionMoves.append(move)
      updates.append(.moveSection(move.from, move.to))
    }
  }

  /// Step 4b: row moves, ascending by source; then the inserts join the updates.
  ///
  /// The inserts come after the moves. A collection view's item moved out of a deleted
  /// section, or into an inserted one, raises once its index paths are found in range (our
  /// choice of order: no report shows a batch that fails both checks).
  @inlinable mutating func processRowMoves() throws(UIKitException.Reason) {
    var targetBySource: [ListIndexPath: ListIndexPath] = [:]
    var sourceByTarget: [ListIndexPath: ListIndexPath] = [:]
    let deleted = Set(keptSectionDeletes)
    let inserted = Set(keptSectionInserts)
    for move in BatchValidator.sortedUnique(rowMoves) {
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
      if isCollection, deleted.contains(a.section) { throw .moveItemFromDeletedSection(a.section) }
      if isCollection, inserted.contains(b.section) {
        throw .moveItemIntoInsertedSection(b.section)
      }
      if let other = targetBySource[a] { throw .moveRowToBoth(a, other, b) }
      if let other = sourceByTarget[b] { throw .moveBothRows(other, a, b) }
      targetBySource[a] = b
      sourceByTarget[b] = a
      keptRowMoves.append(move)
      updates.append(.moveRow(a, b))
    }
    updates += insertUpdates
  }
}
