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
}
