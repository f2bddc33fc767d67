import HeadlessUIKit

extension Explanation {
  /// What a snapshot's text means: the call that raised it, its likeliest cause first.
  static func snapshotParagraphs(_ error: SnapshotError) -> [String] {
    let what: String
    switch error {
    case .duplicateItems(let ids), .itemAlreadyPresent(let ids):
      what =
        "A snapshot call (appendItems or insertItems) was given \(count(ids, "identifier")) more than once. UIKit checks at the call, in release builds too. The likeliest cause: identifiers built from content (a title, a date) rather than a stable id, so two distinct items are equal; or a page of results appended that overlaps the items already in the snapshot."
    case .duplicateSections(let ids):
      what =
        "appendSections or insertSections was given \(count(ids, "section identifier")) more than once."
    case .sectionAlreadyPresent(let ids):
      what =
        "appendSections or insertSections was given \(count(ids, "section identifier")) the snapshot already has: a snapshot built onto currentSnapshot (or one kept from before) rather than a new one."
    case .noSection:
      what =
        "appendItems(_:) was called on a snapshot with no sections: append a section first (a new NSDiffableDataSourceSnapshot is empty)."
    case .missingTargetForItems, .missingTargetSection, .moveItemMissing, .moveSectionMissing:
      what =
        "A snapshot call named an item or section (the target of an append, insert or move) that the snapshot does not have: UIKit looks it up and gets NSNotFound."
    case .targetAmongInserted, .sectionTargetAmongInserted:
      what = "An insert was placed relative to an identifier that the same call inserts."
    case .reloadMissingItem, .reconfigureMissingItem:
      what =
        "reloadItems or reconfigureItems named an identifier this snapshot does not have. The likeliest cause: an asynchronous reload (an image or a count that finished loading) that arrives after the item was deleted, or a reload by a new identifier value for an item whose identifier changed."
    case .reloadMissingSection:
      what = "reloadSections named a section identifier this snapshot does not have."
    case .sectionNotFound:
      what =
        "numberOfItems(inSection:) or itemIdentifiers(inSection:) was asked about a section the snapshot does not have."
    case .unavailable(let method, let since):
      what = "\(method) does not exist on this system; it arrived in \(since)."
    case .sectionSnapshotDuplicates(let ids):
      what =
        "An NSDiffableDataSourceSectionSnapshot (iOS 14) was given \(count(ids, "item identifier")) it already holds, or twice in one call: an item may be in a section snapshot once, under one parent. The likeliest cause: identifiers built from content (a title), so distinct items are equal; or one item appended under two parents of an outline."
    case .sectionSnapshotParentMissing:
      what =
        "append(_:to:), snapshot(of:) or replace(childrenOf:using:) named a parent the section snapshot does not hold: append the parent first, or check contains(_:)."
    case .sectionSnapshotInsertTargetMissing:
      what =
        "insert(_:before:) or insert(_:after:) named an item the section snapshot does not hold."
    case .sectionSnapshotItemMissing, .sectionSnapshotChildMissing:
      what =
        "A section snapshot was asked about an item it does not hold (isExpanded, isVisible, level(of:) or parent(of:)): these assert where contains(_:) and index(of:) answer false and nil. The likeliest cause: a section snapshot taken before the item was appended, or the data source's (snapshot(for:)) for another section."
    case .sectionSnapshotDeleteMissing:
      what =
        "delete(_:) named an item the section snapshot does not hold: from iOS 15 that raises, and nothing is deleted; before, UIKit logged it. The likeliest cause: the item was deleted already, with its parent (deleting a parent deletes its children)."
    case .deadlockDetected:
      what =
        "apply was called on the main queue while another apply was still outstanding: one issued off the main queue and not yet committed, or one in flight underneath it (an apply from a completion that runs before its apply returns, from a cell provider, from layout). UIKit asserts rather than deadlock. iOS 26 words it as re-entrancy (\"while it was already applying a snapshot\"); iOS 18 and before as a queue mix-up; the condition is the same."
    case .sectionSnapshotReplaceDuplicates:
      what =
        "replace(childrenOf:using:) was given identifiers the section snapshot holds elsewhere."
    case .equalIdentifiersDifferentHashes:
      what =
        "apply found two item identifiers, the one the view shows and the one applied, that compare equal but hash differently. The likeliest cause: an identifier type whose == compares a stable id while its hash(into:) (often synthesised) combines every field, so a new version of an item (another title, a count) is equal to the old one yet hashes apart. Apps built with the iOS 15 SDK or later raise it; before, the diff went wrong silently."
    }
    return [what] + error.notes.map { "Fix: " + $0 + "." }
  }

  /// `2 identifiers`, `an identifier`.
  static func count(_ ids: [String], _ noun: String) -> String {
    ids.count == 1 ? "one \(noun)" : "\(ids.count) \(noun)s"
  }

  /// A table view asked for a section's rows that it does not have.
  static func rowsRequestParagraphs(_ section: Int) -> [String] {
    [
      "The table view was asked for the number of rows in section \(section), and it has fewer sections (the text does not say how many). UIKit's numberOfRows(inSection:) asserts when the section is out of bounds. The likeliest cause: code that asks for the rows of the last or a fixed section (to scroll to the newest row, to count rows) while the table has no sections yet, or has fewer since the data changed.",
      "Fix: check the section against numberOfSections first (an empty table has no section 0), or read the count from the model rather than from the table.",
    ]
  }

  /// A collection view asked for a section's items that it does not have.
  static func sectionRequestParagraphs(_ section: Int, _ sections: Int) -> [String] {
    [
      "The collection view was asked for the items of section \(section), but its data source reports \(sections) section\(sections == 1 ? "" : "s"). The likeliest cause: code that reads numberOfItems(inSection:) (a layout's prepare(), a scroll to a saved position) with a section index from before the sections shrank, or before the first reload counted them.",
      "Fix: check the section against numberOfSections first, and invalidate a custom layout's cache when the sections change.",
    ]
  }
}
