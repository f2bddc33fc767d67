import ListDiff

extension BatchValidation {
  /// Step 5: the counts, re-read from the data source: the section count, then each surviving
  /// section's row count, each against what the kept updates make of the counts before.
  @inlinable func checkCounts() throws(UIKitException.Reason) -> BatchPlan {
    let (newSection, oldSection) = sectionMapping()
    var counts = UIKitException.Counts(before: before, after: after, updates: updates)
    let expectedSections = before.count + keptSectionInserts.count - keptSectionDeletes.count
    guard after.count == expectedSections else {
      counts.survivorsFit = survivorsFit(newSection: newSection)
      throw .invalidSectionCount(
        after: after.count, before: before.count, inserted: keptSectionInserts.count,
        deleted: keptSectionDeletes.count, counts)
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
      if newSection[move.from.section] != move.to.section {
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
      if expected < 0 {
        counts.survivorsFit = survivorsFit(newSection: newSection)
        throw .deleteMoreRowsThanExist(section: t, counts)
      }
      guard after[t] == expected else {
        counts.survivorsFit = survivorsFit(newSection: newSection)
        throw .invalidRowCount(
          section: t, after: after[t], before: before[s], inserted: inserted[t, default: 0],
          deleted: deleted[s, default: 0], movedIn: movedIn[t, default: 0],
          movedOut: movedOut[s, default: 0], counts)
      }
    }
    return BatchPlan(
      before: before, after: after, updates: updates,
      reconfigured: BatchValidator.sortedUnique(reconfigured),
      fallsBackToReload: fallsBack, newSection: newSection,
      leaving: leaving.mapValues { $0.sorted() }, arriving: arriving.mapValues { $0.sorted() },
      moves: moves)
  }

  /// The first stage of the count check from iOS 16.4 (`Platform.detectsBatchUpdates(_:)`):
  /// whether every section that survives the batch (neither deleted nor moved) has a place
  /// among the sections after it, and every row that survives in a surviving section lands
  /// before its section's count after it.
  ///
  /// Survivors keep their order and fill the places that no insert or move takes: the last of
  /// k survivors lands at the k-th free place, which must be below the count after.
  ///
  /// - Complexity: O(u log u + s) for u updates and s sections.
  @inlinable func survivorsFit(newSection: [Int?]) -> Bool {
    let deleted = Set(keptSectionDeletes)
    // A section neither deleted nor placed found no place: it lands past the last section.
    for s in before.indices where newSection[s] == nil && !deleted.contains(s) { return false }
    var staying = [Int: Int]()
    var arriving = [Int: [Int]]()
    for p in keptRowDeletes { staying[p.section, default: 0] -= 1 }
    for p in keptRowInserts { arriving[p.section, default: []].append(p.row) }
    for move in keptRowMoves {
      staying[move.from.section, default: 0] -= 1
      arriving[move.to.section, default: []].append(move.to.row)
    }
    for (s, target) in newSection.enumerated() {
      guard let t = target else { continue }
      let survivors = before[s] + staying[s, default: 0]
      guard survivors > 0 else { continue }
      // The place of the last survivor: the survivors-th place no arrival takes.
      var last = survivors - 1
      for row in (arriving[t] ?? []).sorted() where row <= last { last += 1 }
      if last >= after[t] { return false }
    }
    return true
  }

  /// Where each section before lands after (`nil`: deleted) and where each section after came
  /// from (`nil`: inserted): moved sections where they were moved, the others in order into the
  /// places no insert or move took.
  @inlinable func sectionMapping() -> (new: [Int?], old: [Int?]) {
    var newSection = [Int?](repeating: nil, count: before.count)
    var oldSection = [Int?](repeating: nil, count: after.count)
    for move in keptSectionMoves {
      newSection[move.from] = move.to
      oldSection[move.to] = move.from
    }
    let gone = Set(keptSectionDeletes).union(keptSectionMoves.map(\.from))
    let taken = Set(keptSectionInserts).union(keptSectionMoves.map(\.to))
    var next = 0
    for s in 0..<before.count where !gone.contains(s) {
      while next < after.count, taken.contains(next) { next += 1 }
      guard next < after.count else { break }
      newSection[s] = next
      oldSection[next] = s
      next += 1
    }
    return (newSection, oldSection)
  }
}
