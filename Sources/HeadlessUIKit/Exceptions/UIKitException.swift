import ListDiff

/// An exception UIKit would raise, with the text it would carry on a given platform.
///
/// The texts are UIKit's format strings (iOS 12 `UITableView.m`, see the reference) filled in,
/// with index paths rendered as `NSIndexPath` describes itself minus its address.
public struct UIKitException: Error, Equatable, Sendable {
  /// What went wrong, with the numbers UIKit reports.
  public var reason: Reason
  /// The profile whose wording the message uses.
  public var platform: Platform
  /// Explanations a person can act on: counts, the calls as processed, what the data did.
  public var notes: [String]
  /// The kind of view that raises it, whose words the message uses.
  public var view: ViewNoun

  @inlinable init(reason: Reason, platform: Platform, notes: [String], view: ViewNoun = .table) {
    self.reason = reason
    self.platform = platform
    self.notes = notes
    self.view = view
  }

  /// The exception class UIKit raises.
  ///
  /// A table's out-of-range scroll is an `NSRangeException` on every profile (evgzor/
  /// CustomDatePickerView#3 before iOS 13, itsmeichigo/DateTimePicker#91 after); a collection
  /// view's an `NSInvalidArgumentException` up to iOS 12 ("attempt to scroll to invalid index
  /// path", raised from `_contentOffsetForScrollingToItemAtIndexPath:atScrollPosition:`:
  /// patchthecode/JTAppleCalendar#922 on iOS 12, tuoxie007/HSUDatePicker#5) and an
  /// `NSInternalInconsistencyException` after (Provenance-Emu/Provenance#1771,
  /// CHTCollectionViewWaterfallLayout#203).
  @inlinable public var name: String {
    switch reason {
    case .scrollRowBeyondBounds, .scrollSectionBeyondBounds:
      switch (view, platform) {
      case (.table, _): "NSRangeException"
      case (.collection, .ios12): "NSInvalidArgumentException"
      case (.collection, .ios14), (.collection, .ios15), (.collection, .ios16),
        (.collection, .ios17), (.collection, .ios18), (.collection, .ios26):
        "NSInternalInconsistencyException"
      }
    default: "NSInternalInconsistencyException"
    }
  }

  /// The exception's reason text, exactly as the platform words it.
  @inlinable public var message: String { reason.message(on: platform, view: view) }

  /// The table's row counts before and after a batch and the updates as UIKit processed them.
  public struct Counts: Equatable, Sendable {
    /// Rows per section the table knew before the batch.
    public var before: [Int]
    /// Rows per section the data source reports after it.
    public var after: [Int]
    /// The updates in UIKit's order: deletes (descending), moves, inserts (ascending).
    public var updates: [ProcessedUpdate]
    /// Whether every surviving section and row lands inside the counts after the batch when
    /// mapped through its updates: the first stage of the count check from iOS 16.4
    /// (`Platform.detectsBatchUpdates(_:)`), which raises the "Invalid batch updates detected"
    /// text when it is false.
    public var survivorsFit: Bool

    @inlinable init(
      before: [Int], after: [Int], updates: [ProcessedUpdate], survivorsFit: Bool = true
    ) {
      self.before = before
      self.after = after
      self.updates = updates
      self.survivorsFit = survivorsFit
    }
  }

  /// The failures UIKit detects, with the values its format strings take.
  public enum Reason: Equatable, Sendable {
    /// The section count after the batch is not the count before plus the sections inserted minus
    /// the sections deleted.
    case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int, Counts)
    /// A section whose row count after the batch would fall below zero: more rows deleted and moved
    /// out than it had before plus those inserted and moved in.
    case deleteMoreRowsThanExist(section: Int, Counts)
    /// A surviving section's row count after the batch is not its count before, plus the rows
    /// inserted and moved in, minus the rows deleted and moved out.
    case invalidRowCount(
      section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
      movedOut: Int, Counts)
    /// A row both deleted and reloaded in the same batch.
    case deleteAndReload(ListIndexPath)
    /// A section both deleted and moved away in the same batch.
    case deleteAndMoveSection(Int)
    /// A row both deleted and moved away in the same batch.
    case deleteAndMoveRow(ListIndexPath)
    /// A section deleted that does not exist before the update.
    case deleteSectionOutOfRange(section: Int, sections: Int)
    /// A row deleted from a section that does not exist before the update.
    case deleteRowMissingSection(row: Int, section: Int, sections: Int)
    /// A row deleted beyond the rows its section has before the update.
    case deleteRowOutOfRange(row: Int, section: Int, rows: Int)
    /// A section inserted at the same place a section is moved to.
    case insertAndMoveSection(Int)
    /// A row inserted at the same index path a row is moved to.
    case insertAndMoveRow(ListIndexPath)
    /// A section inserted beyond the sections there are after the update.
    case insertSectionOutOfRange(section: Int, sections: Int)
    /// A row inserted into a section that does not exist after the update.
    case insertRowMissingSection(row: Int, section: Int, sections: Int)
    /// A row inserted beyond the rows its section has after the update.
    case insertRowOutOfRange(row: Int, section: Int, rows: Int)
    /// A section moved from a section that does not exist before the update.
    case moveSectionFromOutOfRange(section: Int, sections: Int)
    /// A section moved to a section that does not exist after the update.
    case moveSectionToOutOfRange(from: Int, to: Int, sections: Int)
    /// A row moved from a section that does not exist before the update.
    case moveRowFromMissingSection(ListIndexPath, sections: Int)
    /// A row moved from beyond the rows its section has before the update.
    case moveRowFromOutOfRange(ListIndexPath, rows: Int, section: Int)
    /// A row moved (from the first index path to the second) into a section that does not exist
    /// after the update.
    case moveRowToMissingSection(ListIndexPath, ListIndexPath, sections: Int)
    /// A row moved (from the first index path to the second) beyond the rows its target section has
    /// after the update.
    case moveRowToOutOfRange(ListIndexPath, ListIndexPath, rows: Int, section: Int)
    /// One section moved to two different sections: the section, then its two targets.
    case moveSectionToBoth(Int, Int, Int)
    /// One row moved to two different index paths: the row, then its two targets.
    case moveRowToBoth(ListIndexPath, ListIndexPath, ListIndexPath)
    /// Two sections moved to the same section: the two sources, then the target.
    case moveBothSections(Int, Int, Int)
    /// Two rows moved to the same index path: the two sources, then the target.
    case moveBothRows(ListIndexPath, ListIndexPath, ListIndexPath)
    /// A scroll to a row beyond the rows its section has, in `scrollToRow(at:at:animated:)`.
    case scrollRowBeyondBounds(row: Int, rows: Int, section: Int)
    /// A scroll to a section the view does not have, in `scrollToRow(at:at:animated:)`.
    case scrollSectionBeyondBounds(section: Int, sections: Int)
    /// A row call on a table named an index path with a negative section or row: iOS 14's
    /// `_UIAssertValidUpdateIndexPath`, raised at the call.
    case invalidUpdateIndexPath(ListIndexPath)
    /// A row, item or section call made on a view whose data source is a diffable one, raised
    /// at the call.
    case diffableViewMutated
    /// A collection view's layout gave attributes for an item the data source no longer has (a
    /// layout whose cache outlived a change of the data), raised at the layout pass up to iOS 12;
    /// later UIKit logs it and ignores the attributes.
    case layoutAttributesForMissingItem(ListIndexPath)
    /// A collection view asked its layout for an item's attributes and got none (a caching
    /// layout whose cache predates the item, asked by `scrollToItem(at:at:animated:)`), raised
    /// by `UICollectionViewData` up to iOS 12.
    case noLayoutAttributesForItem(ListIndexPath)
    /// A collection view's batch moved an item out of a section it deletes (a table reloads
    /// instead).
    case moveItemFromDeletedSection(Int)
    /// A collection view's batch moved an item into a section it inserts (a table reloads
    /// instead).
    case moveItemIntoInsertedSection(Int)

    /// The reason text on `platform`, in a table's words.
    ///
    /// - Complexity: O(u) for u updates in the iOS 17 form; O(1) otherwise.
    @inlinable public func message(on platform: Platform) -> String {
      message(on: platform, view: .table)
    }

    /// The reason text on `platform`, in the words of `view`.
    ///
    /// Rows and "table view", or items and "collection view". The collection view's texts that
    /// no report quotes (the section ones, "Attempt to delete more items") are the table's in
    /// its words.
    ///
    /// - Complexity: O(u) for u updates in the iOS 17 form; O(1) otherwise.
    @inlinable public func message(on platform: Platform, view w: ViewNoun) -> String {
      // iOS 12 puts two spaces after the first sentence of the count messages.
      let gap = platform == .ios12 ? "  " : " "
      if platform.detectsBatchUpdates(w), let counts = countSummary, !counts.survivorsFit {
        return Self.batchUpdatesDetected(counts, view: w, on: platform)
      }
      switch self {
      case .invalidSectionCount(let after, let before, let inserted, let deleted, _):
        return
          "Invalid update: invalid number of sections.\(gap)The number of sections contained in the \(w.view) after the update (\(after)) must be equal to the number of sections contained in the \(w.view) before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
      case .deleteMoreRowsThanExist(let section, _):
        return
          "Invalid update: invalid number of \(w.rows) in section \(section).\(gap)Attempt to delete more \(w.rows) than exist in section."
      case .invalidRowCount(
        let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut, _):
        return
          "Invalid update: invalid number of \(w.rows) in section \(section).\(gap)The number of \(w.rows) contained in an existing section after the update (\(after)) must be equal to the number of \(w.rows) contained in that section before the update (\(before)), plus or minus the number of \(w.rows) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(w.rows) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
      case .deleteAndReload(let p):
        return "attempt to delete and reload the same index path (\(p.uikitDescription))"
      case .deleteAndMoveSection(let s):
        return "attempt to perform a delete and a move from the same section (\(s))"
      case .deleteAndMoveRow(let p):
        return
          "attempt to perform a delete and a move from the same index path (\(p.uikitDescription))"
      case .deleteSectionOutOfRange(let s, let n):
        return "attempt to delete section \(s), but there are only \(n) sections before the update"
      case .deleteRowMissingSection(let r, let s, let n):
        return
          "attempt to delete \(w.row) \(r) from section \(s), but there are only \(n) sections before the update"
      case .deleteRowOutOfRange(let r, let s, let n):
        return
          "attempt to delete \(w.row) \(r) from section \(s) which only contains \(n) \(w.rows) before the update"
      case .insertAndMoveSection(let s):
        return "attempt to perform an insert and a move to the same section (\(s))"
      case .insertAndMoveRow(let p):
        return
          "attempt to perform an insert and a move to the same index path (\(p.uikitDescription))"
      case .insertSectionOutOfRange(let s, let n):
        return "attempt to insert section \(s) but there are only \(n) sections after the update"
      case .insertRowMissingSection(let r, let s, let n):
        return
          "attempt to insert \(w.row) \(r) into section \(s), but there are only \(n) sections after the update"
      case .insertRowOutOfRange(let r, let s, let n):
        return
          "attempt to insert \(w.row) \(r) into section \(s), but there are only \(n) \(w.rows) in section \(s) after the update"
      case .moveSectionFromOutOfRange(let s, let n):
        return "attempt to move section \(s), but there are only \(n) sections before the update"
      case .moveSectionToOutOfRange(let from, let to, let n):
        // Apple's iOS 12 string says "to to"; iOS 14 to 18 say "to move"; a collection view's
        // says "to to" again on iOS 26 (`Platform.saysToToMove`).
        let verb = platform.saysToToMove(w) ? "to to move" : "to move"
        return
          "attempt \(verb) section \(from) to section \(to), but there are only \(n) sections after the update"
      case .moveRowFromMissingSection(let p, let n):
        return
          "attempt to move index path (\(p.uikitDescription)) from a section that does not exist - there are only \(n) sections before the update"
      case .moveRowFromOutOfRange(let p, let n, let s):
        return
          "attempt to move index path (\(p.uikitDescription)) that does not exist - there are only \(n) \(w.rows) in section \(s) before the update"
      case .moveRowToMissingSection(let a, let b, let n):
        return
          "attempt to move index path (\(a.uikitDescription)) to index path (\(b.uikitDescription)) in section that does not exist - there are only \(n) sections after the update"
      case .moveRowToOutOfRange(let a, let b, let n, let s):
        return
          "attempt to move index path (\(a.uikitDescription)) to index path (\(b.uikitDescription)) that does not exist - there are only \(n) \(w.rows) in section \(s) after the update"
      case .moveSectionToBoth(let s, let a, let b):
        return "attempt to move section \(s) to both section \(a) and section \(b)"
      case .moveRowToBoth(let p, let a, let b):
        return
          "attempt to move \(w.row) at index path \(p.uikitDescription) to both \(a.uikitDescription) and \(b.uikitDescription)"
      case .moveBothSections(let a, let b, let s):
        return "attempt to move both section \(a) and section \(b) to section \(s)"
      case .moveBothRows(let a, let b, let p):
        return
          "attempt to move both \(w.row) at index path \(a.uikitDescription) and \(b.uikitDescription) to \(p.uikitDescription)"
      // iOS 12 names the private method; from iOS 13 on the text is a sentence (crash reports
      // of 2019-2024, e.g. itsmeichigo/DateTimePicker#91, Automattic/pocket-casts-ios#1565),
      // which UIKit follows with " Table view: <…>", left out here as for every message.
      case .scrollRowBeyondBounds(let r, let n, let s):
        if w == .collection {
          return platform == .ios12
            ? "attempt to scroll to invalid index path: \(ListIndexPath(s, r).uikitDescription)"
            : "Attempted to scroll the collection view to an out-of-bounds item (\(r)) when there are only \(n) items in section \(s)."
        }
        if platform == .ios12 {
          return
            "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:]: row (\(r)) beyond bounds (\(n)) for section (\(s))."
        }
        return
          "Attempted to scroll the table view to an out-of-bounds row (\(r)) when there are only \(n) rows in section \(s)."
      case .invalidUpdateIndexPath(let p):
        // NSIndexPath prints its indexes unsigned: -1 is 18446744073709551615.
        return "Attempted to perform update with invalid index path: \(p.uikitDescription)"
      case .diffableViewMutated:
        let (view, source) =
          w == .table
          ? ("UITableView", "UITableViewDiffableDataSource")
          : ("UICollectionView", "UICollectionViewDiffableDataSource")
        return
          "\(view) must be updated via the \(source) APIs when acting as the \(view)'s dataSource: please do not call mutation APIs directly on \(view)."
      case .layoutAttributesForMissingItem(let p):
        // onmyway133/notes#550 (iOS 12), brightec/CustomCollectionViewLayout#7.
        return
          "UICollectionView received layout attributes for a cell with an index path that does not exist: \(p.uikitDescription)"
      case .moveItemFromDeletedSection(let s):
        // UIKit's collection-view strings (UXKit's copy); JSQDataSourcesKit's report, 2015.
        return "cannot move an item from a deleted section (\(s))"
      case .moveItemIntoInsertedSection(let s):
        return "cannot move an item into a newly inserted section (\(s))"
      case .noLayoutAttributesForItem(let p):
        // vincent144/mosaic-layout#6 (iOS 10), Produkt/PDKTCollectionViewWaterfallLayout#6
        // (a scroll to an item far away). The index path prints as an object, its address
        // left out as the other texts' are.
        return
          "no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath: \(p.uikitDescription)"
      case .scrollSectionBeyondBounds(let s, let n):
        // A collection view names the item it was asked for; the section form is the table's
        // in its words (our choice: no report of it found).
        if w == .collection {
          return platform == .ios12
            ? "attempt to scroll to invalid index path: {length = 2, path = \(s) - 0}"
            : "Attempted to scroll the collection view to an out-of-bounds section (\(s)) when there are only \(n) sections."
        }
        if platform == .ios12 {
          return
            "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:]: section (\(s)) beyond bounds (\(n))."
        }
        return
          "Attempted to scroll the table view to an out-of-bounds section (\(s)) when there are only \(n) sections."
      }
    }

    /// The counts of a count-consistency failure; `nil` for the per-operation failures.
    @inlinable var countSummary: Counts? {
      switch self {
      case .invalidSectionCount(_, _, _, _, let c), .deleteMoreRowsThanExist(_, let c),
        .invalidRowCount(_, _, _, _, _, _, _, let c):
        c
      default: nil
      }
    }

    /// The iOS 16.4+ form, "Invalid batch updates detected", in the words of `w` on `platform`.
    ///
    /// "items" or "rows"; "before and/or after" on iOS 16.4 to 16.7, "before and after" from
    /// iOS 17 (`Platform.batchUpdatesWhen`).
    @inlinable static func batchUpdatesDetected(
      _ counts: Counts, view w: ViewNoun = .table, on platform: Platform = .newest
    ) -> String {
      func summary(_ rows: [Int]) -> String {
        let noun = rows.count == 1 ? "section" : "sections"
        let list = rows.map(String.init).joined(separator: ", ")
        return "{ \(rows.count) \(noun) with \(w.row) counts: [\(list)] }"
      }
      let when = platform.batchUpdatesWhen
      var lines = [
        "Invalid batch updates detected: the number of sections and/or \(w.rows) returned by the data source \(when) performing the batch updates are inconsistent with the updates.",
        "Data source before updates = \(summary(counts.before))",
        "Data source after updates = \(summary(counts.after))",
      ]
      if counts.updates.isEmpty {
        // "[" and "]" on lines of their own, as around a list: a report that flattens the
        // text shows `Updates = [ ]` (xmartlabs/XLPagerTabStrip#859, iOS 17.1.2).
        lines.append("Updates = [")
        lines.append("]")
      } else {
        lines.append("Updates = [")
        let items = counts.updates.map { "\t" + $0.batchUpdatesLabel(w) }
        lines.append(items.joined(separator: ",\n"))
        lines.append("]")
      }
      return lines.joined(separator: "\n")
    }
  }
}
