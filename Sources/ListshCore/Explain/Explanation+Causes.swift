import HeadlessUIKit
import ListDiff

/// One section's counts across a failed batch: what the view knew before, what the data source
/// reports after, and what the batch's calls account for.
struct SectionTally: Equatable {
  var section: Int
  var before: Int
  var after: Int
  var inserted = 0
  var deleted = 0
  var movedIn = 0
  var movedOut = 0

  /// The count the calls account for.
  var expected: Int { before + inserted - deleted + movedIn - movedOut }
  /// By how much the calls change the count.
  var net: Int { inserted - deleted + movedIn - movedOut }
  /// Whether the section has no call at all.
  var untouched: Bool { inserted == 0 && deleted == 0 && movedIn == 0 && movedOut == 0 }
}

extension Explanation {
  /// The first section whose counts do not add up, from a count failure's numbers; `nil` when
  /// the text does not give them per section (a section count, or sections inserted or moved).
  static func tally(_ content: ExceptionReading.Content) -> SectionTally? {
    switch content {
    case .reason(.invalidRowCount(let s, let after, let before, let i, let d, let mIn, let mOut, _)):
      return SectionTally(
        section: s, before: before, after: after, inserted: i, deleted: d, movedIn: mIn,
        movedOut: mOut)
    case .batchUpdatesDetected(let counts):
      return tally(counts)
    case .reason, .snapshot, .query, .provision: return nil
    }
  }

  /// The first section of `counts` that does not add up, when no section is inserted, deleted
  /// or moved (then a row's section is the same number before and after).
  static func tally(_ counts: UIKitException.Counts) -> SectionTally? {
    guard counts.before.count == counts.after.count else { return nil }
    var tallies = zip(counts.before, counts.after).enumerated().map {
      SectionTally(section: $0.offset, before: $0.element.0, after: $0.element.1)
    }
    func valid(_ s: Int) -> Bool { tallies.indices.contains(s) }
    for update in counts.updates {
      switch update {
      case .deleteSection, .insertSection, .moveSection: return nil
      case .deleteRow(let p):
        guard valid(p.section) else { return nil }
        tallies[p.section].deleted += 1
      case .insertRow(let p):
        guard valid(p.section) else { return nil }
        tallies[p.section].inserted += 1
      case .moveRow(let a, let b):
        guard valid(a.section), valid(b.section) else { return nil }
        if a.section != b.section {
          tallies[a.section].movedOut += 1
          tallies[b.section].movedIn += 1
        }
      }
    }
    return tallies.first { $0.expected != $0.after }
  }

  /// What a count failure's numbers most often mean, to lead the explanation.
  ///
  /// `reloaded` are the rows the text lists as a Delete and an Insert of one index: a reload.
  static func likeliestCause(
    _ t: SectionTally, updates: Int?, reloaded: [ListIndexPath] = [], noun: ViewNoun
  ) -> String {
    func rows(_ n: Int) -> String { n == 1 ? "1 \(noun.row)" : "\(n) \(noun.rows)" }
    if t.after == t.before, t.net != 0 {
      let read =
        noun == .collection
        ? "a reloadData() between the change and the batch, a layout pass, or a collection view that was never laid out or had a reload pending, which reads its counts when performBatchUpdates starts"
        : "a reloadData() between the change and the batch, a layout pass, or a call such as numberOfRows(inSection:) or cellForRow(at:)"
      return
        "Most likely the view had already read the new count before the batch: section \(t.section) reports \(rows(t.after)) both before and after, so the model was changed and the view read it (\(read)), and then the same change was sent again as calls. Send each change once: change the model and make its calls together, with nothing reading the counts between them."
    }
    if t.untouched {
      let none =
        updates == 0
        ? "the batch had no calls at all (an empty performBatchUpdates, or a begin/end pair used to animate heights)"
        : "the batch has no call for section \(t.section)"
      return
        "Most likely the model changed with nothing telling the view: \(none), yet section \(t.section) went from \(rows(t.before)) to \(t.after). The change came from elsewhere (another update path, a second refresh, a background thread) between the view's last read and this batch, or its calls named another section."
    }
    let (insert, delete) =
      noun == .collection ? ("insertItems", "deleteItems") : ("insertRows", "deleteRows")
    let reloadsHere = reloaded.filter { $0.section == t.section }
    if !reloadsHere.isEmpty {
      let paths = reloadsHere.map(\.description).joined(separator: ", ")
      let reload = noun == .collection ? "reloadItems(at:)" : "reloadRows(at:)"
      let lost = t.after < t.expected
      return
        "Most likely \(reload) of \(paths), which the text lists as a Delete \(noun.row) and an Insert \(noun.row) of the same index: a reload keeps the count, but the model \(lost ? "lost" : "gained") \(rows(abs(t.after - t.expected))) there, so the call should have been \(lost ? delete : insert)."
    }
    return t.after > t.expected
      ? "Most likely an \(insert) call is missing for a \(noun.row) the model gained, or the model was changed outside the batch, so the view's count before it was already stale."
      : "Most likely a \(delete) call is missing for a \(noun.row) the model lost, or the model was changed outside the batch, so the view's count before it was already stale."
  }
}
