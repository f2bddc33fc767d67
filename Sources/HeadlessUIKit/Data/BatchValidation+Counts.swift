import ListDiff

extension BatchValidation {
  /// Step 5: the counts, re-read from the data source: the section count, then each surviving
  /// section's row count, each against what the kept updates make of the counts before.
  @inlinable func checkCounts() throws(UIKitException.Reason) -> BatchPlan {
    let counts = UIKitException.Counts(before: before, after: after, updates: updates)
    let expectedSections = before.count + keptSectionInserts.count - keptSectionDeletes.count
    guard after.count == expectedSections else {
      throw .invalidSectionCount(
        after: after.count, before: before.count, inserted: keptSectionInserts.count,
        deleted: keptSectionDeletes.count, counts)
    }
    let (newSection, oldSection) = sectionMapping()
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
      reconfigured: BatchValidator.sortedUnique(reconfigured),
      fallsBackToReload: fallsBack, newSection: newSection,
      leaving: leaving.mapValues { $0.sorted() }, arriving: arriving.mapValues { $0.sorted() },
      moves: moves)
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
