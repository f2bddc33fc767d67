import HeadlessUIKit
import ListDiff

/// What an exception text means, in plain words: what the batch did wrong and what usually
/// causes it.
enum Explanation {
  static let beforeSpace =
    "Deletes, reloads and the sources of moves are indexes in the table as it was before the batch."
  static let afterSpace =
    "Inserts and the destinations of moves are indexes in the data as it is after the batch: the model must already hold the new rows when the batch ends."

  static func paragraphs(_ reading: ExceptionReading) -> [String] {
    switch reading.content {
    case .snapshot(let error): return snapshotParagraphs(error)
    case .query(let failure): return queryParagraphs(failure)
    case .provision(let failure): return provisionParagraphs(failure, reading)
    case .reason, .batchUpdatesDetected: break
    }
    // The likeliest cause of a count failure leads; the arithmetic follows.
    var listed: [ProcessedUpdate]? = nil
    if case .batchUpdatesDetected(let c) = reading.content { listed = c.updates }
    let tally = tally(reading.content)
    let cause = tally.map {
      likeliestCause(
        $0, updates: listed?.count, reloaded: reloads(listed ?? []), noun: reading.noun)
    }
    var out = (cause.map { [$0] } ?? []) + tableParagraphs(reading)
    if reading.noun == .collection {
      out = out.map { $0 == cause ? $0 : collectionWords($0) }
      let countFailure: Bool =
        switch reading.content {
        case .batchUpdatesDetected: true
        case .reason(let r): r.kind.isCountFailure
        case .snapshot, .query, .provision: false
        }
      if countFailure, tally == nil {
        out.append(
          "On a collection view a common cause is when the counts were read: one that was never laid out, or has a reloadData() pending, reads its data source when performBatchUpdates starts, so a model changed just before the call becomes the batch's before. Change the model inside the updates block."
        )
      }
    }
    return out + feeds(reading, tally: tally) + versions(reading)
  }

  /// The change feed a text's signature points to, when it points to one: what
  /// `docs/chapters/8-where-the-crash-came-from.md` reproduces.
  static func feeds(_ reading: ExceptionReading, tally: SectionTally?) -> [String] {
    switch reading.content {
    case .reason(.deleteAndReload):
      return [
        "If a change feed made this batch, look at its reloads: PhotoKit's changedIndexes are in the after state, so one that equals a removed index reloads a row the batch deletes (nek023/QBImagePicker#88, mikaoj/BSImagePicker#279: reload the changed items after the batch, as Apple's sample does); a fetched-results delegate that reloads newIndexPath for an update does the same (openradar 22684413). `photos consumer one-batch` and `fetched consumer update-at-new` reproduce both."
      ]
    case .reason(.invalidUpdateIndexPath):
      return [
        "Fetched-results delegates raise this from controller(_:didChange:at:for:newIndexPath:) (wordpress-mobile/WordPress-iOS#15366, #15370): a report's index path turned negative before the call. `fetched change to … reporting [{type: \"delete\", at: 1:-7}]` replays such a report."
      ]
    case .reason(.insertAndMoveRow), .reason(.deleteAndMoveRow):
      return [
        "A reload in a batch is a delete and an insert of its row: reloading a row while another moves into or out of its place raises this. A fetched-results delegate that reloads an update in the batch where an object moves does so (lightsprint09/Sourcing#54, in Core Data's \"Serious application error\" log; openradar 33662307); reload the updated and moved rows after the batch instead (yapstudios/YapDatabase#489: \"Perform reloads independently\"). `fetched consumer textbook` reproduces it and `fetched consumer reload-after` is the fix."
      ]
    case .batchUpdatesDetected where reading.noun == .collection:
      return [
        "A view that was not displayed (lower on the navigation stack, not in a window) reads its counts when the batch starts (Apple Developer Forums 728797; rdar://15262692): `window off` reproduces it, and `platform ios15` shows the same batch logged and reloaded."
      ]
    case .reason, .snapshot, .query, .batchUpdatesDetected, .provision:
      break
    }
    // One call accounted for, while the data moved by more: a delegate that made each report's
    // call at once, each an update of its own checked against the whole change.
    guard let t = tally, t.inserted + t.deleted + t.movedIn + t.movedOut == 1,
      t.after != t.before, t.after - t.before != t.net
    else { return [] }
    return [
      "If a fetched-results controller fed this view, its delegate may have made each report's call on its own, outside one batch: each call is then an update checked against the controller's count for the whole change (planetary-social/nos#996, \"numberOfItemsInSection was … called in between controllerWillChangeContent and controllerDidChangeContent\"). `fetched consumer unbracketed` reproduces it; the textbook consumer brackets the calls."
    ]
  }

  /// What the iOS version changes about the text: the "Invalid batch updates detected" form is
  /// new in iOS 16.4, and before it UIKit sometimes logged a count failure and reloaded.
  static func versions(_ reading: ExceptionReading) -> [String] {
    if reading.logged {
      return [
        "UIKit logged this and fell back to reloadData(), so nothing crashed. From iOS 16.4 the same batch raises \"Invalid batch updates detected\" instead — \"this is now a hard exception\" (Apple Developer Forums 751732; IGListKit#1576: a crash on iOS 16.4 once the app was built with Xcode 14.3). Run the scenario with `platform ios16` to see the text it will raise."
      ]
    }
    guard case .batchUpdatesDetected = reading.content else { return [] }
    return [
      "This form is new in iOS 16.4 (Apple Developer Forums 728797), for tables and collection views alike: UIKit raises it when a row that survives the batch would land past its section's new count (the data shrank behind the batch's back), and the classic per-section text otherwise. Before it some invalid batches were logged and reloaded rather than raised, so a bug that was silent on an older iOS can crash here (IGListKit#1576)."
    ]
  }

  /// A paragraph in a collection view's words: items for rows, its calls for the table's.
  static func collectionWords(_ paragraph: String) -> String {
    var out = paragraph
    for (table, collection) in [
      ("insertRows", "insertItems"), ("deleteRows", "deleteItems"), ("reloadRows", "reloadItems"),
      ("moveRow", "moveItem"), ("reconfigureRows", "reconfigureItems"),
      ("scrollToRow", "scrollToItem"), ("The table", "The collection view"),
      ("the table", "the collection view"), ("a row ", "an item "),
    ] {
      out = out.replacing(table, with: collection)
    }
    return out.replacing(#/\brows\b/#) { _ in "items" }.replacing(#/\brow\b/#) { _ in "item" }
  }

  static func tableParagraphs(_ reading: ExceptionReading) -> [String] {
    switch reading.content {
    case .snapshot, .query, .provision: return []
    case .batchUpdatesDetected(let counts):
      let before = counts.before.map(String.init).joined(separator: ", ")
      let after = counts.after.map(String.init).joined(separator: ", ")
      return [
        "UIKit read the row counts of \(counts.before.count) section\(counts.before.count == 1 ? "" : "s") before the batch ([\(before)]) and of \(counts.after.count) after it ([\(after)]), applied the \(counts.updates.count) update\(counts.updates.count == 1 ? "" : "s") listed (deletes, then moves, then inserts; a reload shows as a Delete and an Insert of the same row), and the two did not agree: the model changed by more or less than the calls say.",
        "The run below names the first section that does not add up.",
      ]
    case .reason(let reason): return paragraphs(reason)
    }
  }

  /// The rows with a Delete and an Insert of the same index: what `reloadRows(at:)` becomes in
  /// the list.
  static func reloads(_ updates: [ProcessedUpdate]) -> [ListIndexPath] {
    var deleted = Set<ListIndexPath>()
    for case .deleteRow(let p) in updates { deleted.insert(p) }
    var both: [ListIndexPath] = []
    for case .insertRow(let p) in updates where deleted.contains(p) { both.append(p) }
    return both
  }

  static func paragraphs(_ reason: UIKitException.Reason) -> [String] {
    func rows(_ n: Int) -> String { n == 1 ? "1 row" : "\(n) rows" }
    func sections(_ n: Int) -> String { n == 1 ? "1 section" : "\(n) sections" }
    switch reason {
    case .invalidSectionCount(let after, let before, let inserted, let deleted, _):
      let expected = before + inserted - deleted
      return [
        "The table had \(sections(before)) before the batch. The batch inserted \(inserted) and deleted \(deleted), so UIKit expected \(before) + \(inserted) - \(deleted) = \(expected), but the data source reports \(after) after it.",
        "Every section the model gains or loses needs its insertSections or deleteSections call in the same batch; a model changed before the batch began was read by the table as the state before it.",
      ]
    case .invalidRowCount(let s, let after, let before, let ins, let del, let mIn, let mOut, _):
      let expected = before + ins - del + mIn - mOut
      let gap = after - expected
      return [
        "Section \(s) had \(rows(before)) before the batch. The batch's calls account for \(before) + \(ins) inserted - \(del) deleted + \(mIn) moved in - \(mOut) moved out = \(expected), but after the batch the data source reports \(after): \(rows(abs(gap))) \(gap > 0 ? "more" : "fewer") than the calls say."
      ]
    case .deleteMoreRowsThanExist(let s, _):
      return [
        "The batch deletes or moves out more rows of section \(s) than it had before the batch."
      ]
    case .deleteAndReload(let p):
      return [
        "The batch both deletes and reloads row \(p.row) of section \(p.section). UIKit makes a reload a delete and an insert, so the row would be deleted twice: delete it or reload it, not both."
      ]
    case .deleteAndMoveSection(let s):
      return ["The batch deletes section \(s) and also moves it: a section leaves its place once."]
    case .deleteAndMoveRow(let p):
      return [
        "The batch deletes row \(p.row) of section \(p.section) and also moves it: a row leaves its place once."
      ]
    case .insertAndMoveSection(let s):
      return [
        "The batch inserts section \(s) and also moves a section to \(s): two sections would land in one place."
      ]
    case .insertAndMoveRow(let p):
      return [
        "The batch inserts row \(p.row) of section \(p.section) and also moves a row there: two rows would land in one place."
      ]
    case .deleteSectionOutOfRange(let s, let n):
      return [
        "The batch deletes section \(s), but the table had \(sections(n)) before the batch. "
          + beforeSpace
      ]
    case .deleteRowMissingSection(let r, let s, let n):
      return [
        "The batch deletes row \(r) of section \(s), but the table had \(sections(n)) before the batch. "
          + beforeSpace
      ]
    case .deleteRowOutOfRange(let r, let s, let n):
      return [
        "The batch deletes row \(r) of section \(s), but that section had \(rows(n)) before the batch. "
          + beforeSpace
          + " An index taken from the model after its change, or a second delete of a row already gone, lands here."
      ]
    case .insertSectionOutOfRange(let s, let n):
      return [
        "The batch inserts section \(s), but the data source has \(sections(n)) after it. "
          + afterSpace
      ]
    case .insertRowMissingSection(let r, let s, let n):
      return [
        "The batch inserts row \(r) into section \(s), but the data source has \(sections(n)) after it. "
          + afterSpace
      ]
    case .insertRowOutOfRange(let r, let s, let n):
      return [
        "The batch inserts row \(r) into section \(s), but that section has \(rows(n)) in the data source after it. "
          + afterSpace
      ]
    case .moveSectionFromOutOfRange(let s, let n):
      return [
        "The batch moves section \(s), but the table had \(sections(n)) before the batch. "
          + beforeSpace
      ]
    case .moveSectionToOutOfRange(let from, let to, let n):
      return [
        "The batch moves section \(from) to \(to), but the data source has \(sections(n)) after it. "
          + afterSpace
      ]
    case .moveRowFromMissingSection(let p, let n):
      return [
        "The batch moves row \(p.row) of section \(p.section), but the table had \(sections(n)) before the batch. "
          + beforeSpace
      ]
    case .moveRowFromOutOfRange(let p, let n, _):
      return [
        "The batch moves row \(p.row) of section \(p.section), but that section had \(rows(n)) before the batch. "
          + beforeSpace
      ]
    case .moveRowToMissingSection(_, let b, let n):
      return [
        "The batch moves a row to section \(b.section), but the data source has \(sections(n)) after it. "
          + afterSpace
      ]
    case .moveRowToOutOfRange(_, let b, let n, _):
      return [
        "The batch moves a row to row \(b.row) of section \(b.section), but that section has \(rows(n)) in the data source after it. "
          + afterSpace
      ]
    case .moveSectionToBoth(let s, let a, let b):
      return [
        "The batch moves section \(s) twice, to \(a) and to \(b): a section moves to one place."
      ]
    case .moveRowToBoth(let p, let a, let b):
      return ["The batch moves row \(p) twice, to \(a) and to \(b): a row moves to one place."]
    case .moveBothSections(let a, let b, let s):
      return ["Two moves, of sections \(a) and \(b), both land on section \(s)."]
    case .moveBothRows(let a, let b, let p):
      return ["Two moves, of rows \(a) and \(b), both land on \(p)."]
    case .scrollRowBeyondBounds(let r, let n, let s):
      return [
        "scrollToRow(at:at:animated:) was asked for row \(r) of section \(s), which has \(rows(n)) as the table knows it: the index came from a model the table has not been told about yet (reload or update it first), or it is one past the end."
      ]
    case .scrollSectionBeyondBounds(let s, let n):
      return [
        "scrollToRow(at:at:animated:) was asked for a row of section \(s), but the table knows \(sections(n)): the index came from a model the table has not been told about yet, or the list is empty."
      ]
    case .invalidUpdateIndexPath(let p):
      let negative = p.row < 0 ? p.row : p.section
      let which = p.row < 0 ? "row \(p.row)" : "section \(p.section)"
      return [
        "Most likely a fetched-results (or photo-library) change was applied with an index path from the wrong moment: a delete's or a move's old index path, used after an earlier change of the same batch had shifted it, or an index computed as i - 1 from i = 0, or a firstIndex(of:) that found nothing turned into -1.",
        "A table call named \(which) of index path [\(p.section), \(p.row)]: a negative index, which NSIndexPath prints unsigned (\(UInt(bitPattern: negative)) is \(negative)). From iOS 14 the table checks every index path as the call is made, so the exception is raised at the insertRows, deleteRows, reloadRows or moveRow call itself, not at endUpdates.",
      ]
    case .layoutAttributesForMissingItem(let p):
      return [
        "Most likely a custom UICollectionViewLayout caches its attributes in prepare() only while its cache is empty (guard cache.isEmpty), and never empties it: after the data lost items (reloadData, a batch of deletes), the layout still answers layoutAttributesForElements(in:) with the old frames, item \(p) among them.",
        "Up to iOS 12 the collection view raises when a layout names an item its data source does not have; from iOS 13 it logs \"… are not valid for the data source counts. Attributes will be ignored.\" and shows nothing there, and the stale content size leaves blank space. Empty the cache in invalidateLayout() (or when prepare() finds the counts changed), and invalidate on every data change.",
      ]
    case .moveItemFromDeletedSection(let s):
      return [
        "Most likely a diff or a fetched-results controller's changes were applied as they came: section \(s) is deleted in the batch, and one of its items is also moved to a section that stays (a diff that reports a moved element without looking at its section, or a delegate that passes NSFetchedResultsController's move on while its section goes).",
        "A collection view refuses a move whose item leaves a section the same batch deletes (a table gives up animating and reloads instead). Delete the item with its section and insert it where it goes, or apply the changes in two batches (the section's delete, then the move), or apply a diffable snapshot.",
      ]
    case .moveItemIntoInsertedSection(let s):
      return [
        "Most likely a diff or a fetched-results controller's changes were applied as they came: section \(s) is inserted in the batch, and an item from a section that stays is also moved into it.",
        "A collection view refuses a move whose item arrives in a section the same batch inserts (a table gives up animating and reloads instead). Delete the item where it was and insert it in the new section, or apply the changes in two batches (the section's insert, then the move), or apply a diffable snapshot.",
      ]
    case .noLayoutAttributesForItem(let p):
      return [
        "Most likely a custom UICollectionViewLayout answers layoutAttributesForItem(at:) from a cache it filled in prepare() only while the cache was empty (guard cache.isEmpty), and the data gained items since: item \(p) is the data source's but not the cache's, so the layout returns nil for it. A scroll to the item (scrollToItem(at:at:animated:), a selection that scrolls) asks for its attributes; so does a jump far down a layout that does not implement layoutAttributesForItem(at:) at all.",
        "Up to iOS 12, UICollectionViewData raises when the layout returns nil for an item it is asked for. Answer layoutAttributesForItem(at:) for every item the data source has, from a cache kept in step with the data: empty it in invalidateLayout() (or when prepare() finds the counts changed), and invalidate on every data change.",
      ]
    case .diffableViewMutated:
      return [
        "Most likely code written for a classic data source still calls the view directly: a reorder (moveRow in a drop or keyboard handler), a swipe-to-delete (deleteRows), or a reload of one row, on a view whose data source is now a diffable one.",
        "The table's data source is a diffable data source, which owns every change of its rows and sections: insertRows, deleteRows, moveRow, reloadRows and the section calls raise as they are made. Change a snapshot and apply it; reorder through the data source's reorderingHandlers; reloadData() and reconfigureRows are not refused.",
      ]
    }
  }
}
