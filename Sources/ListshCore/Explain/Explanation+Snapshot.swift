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

  /// A collection view asked for a section's items that it does not have.
  static func sectionRequestParagraphs(_ section: Int, _ sections: Int) -> [String] {
    [
      "The collection view was asked for the items of section \(section), but its data source reports \(sections) section\(sections == 1 ? "" : "s"). The likeliest cause: code that reads numberOfItems(inSection:) (a layout's prepare(), a scroll to a saved position) with a section index from before the sections shrank, or before the first reload counted them.",
      "Fix: check the section against numberOfSections first, and invalidate a custom layout's cache when the sections change.",
    ]
  }
}
