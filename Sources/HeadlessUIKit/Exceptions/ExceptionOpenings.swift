/// The fixed words each text the readers know begins with, made from the texts themselves.
///
/// A paste holds UIKit's reason wherever its transport put it: in a JSON field, a sentence, a
/// code comment, after a log prefix. `openings` are what a search looks for to find where a
/// reason starts, whatever surrounds it: each is the literal start of a template (the words
/// before its first number, identifier or description), rendered from the same messages the
/// model raises, so a new text or a reworded one needs no second list here.
extension ExceptionReading {
  /// The shortest opening kept: a shorter run of fixed words (`Invalid update: `) starts too
  /// many texts to say where one is.
  static let shortestOpening = 16

  /// The longest opening kept: long enough that a stack frame naming the method a text begins
  /// with (`-[UITableView _contentOffsetForScrollingToRowAtIndexPath:…]: row (`) is not taken
  /// for the text, short enough that a text cut short is still found.
  static let longestOpening = 120

  /// The fixed words every known text begins with, longest first, without repeats.
  ///
  /// - Complexity: computed once, O(t) for t templates.
  package static let openings: [String] = {
    var all: [String] = []
    for template in ExceptionTemplates.all {
      if case .literal(let literal) = template.pieces.first { all.append(String(literal)) }
    }
    for template in ProvisionTextReading.all {
      if case .literal(let literal) = template.pieces.first { all.append(literal) }
    }
    all.append(BatchUpdatesDetectedText.opening)
    all += OlderWording.olderScrollMethods + OlderWording.provisionRewrites.map(\.0)
    let marker = "\u{E000}"
    for error in SnapshotError.samples(marker) {
      for platform in Platform.allCases {
        let text = error.message(on: platform)
        all.append(String(text.prefix { $0 != "\u{E000}" && !$0.isNumber && !"<{([".contains($0) }))
      }
    }
    all += QueryFailure.samples.map { String($0.message.prefix { !$0.isNumber }) }
    // A copy that drops the method's `-` (`[UITableView _contentOffsetFor…]: row (`) begins
    // with the bracket.
    all += all.filter { $0.hasPrefix("-[") }.map { String($0.dropFirst()) }
    var seen: Set<String> = []
    return
      all
      // Up to an object's or an index path's description, which reports print in more ways
      // than one (`<NSIndexPath: 0x…> {length = 2, path = 0 - 1}`).
      .map { String($0.prefix { !"<{(".contains($0) }.prefix(longestOpening)).trimmingWhitespace }
      .filter { $0.count >= shortestOpening && seen.insert($0).inserted }
      .sorted { $0.count > $1.count }
  }()
}

extension SnapshotError {
  /// One error of each kind, `marker` in every identifier's place.
  static func samples(_ marker: String) -> [SnapshotError] {
    [
      .duplicateItems([marker]), .duplicateSections([marker]), .sectionAlreadyPresent([marker]),
      .itemAlreadyPresent([marker]), .noSection, .missingTargetForItems,
      .targetAmongInserted(marker), .missingTargetSection, .sectionTargetAmongInserted(marker),
      .moveItemMissing(from: true), .moveItemMissing(from: false), .moveSectionMissing(from: true),
      .moveSectionMissing(from: false), .reloadMissingItem(marker),
      .reconfigureMissingItem(marker), .reloadMissingSection(marker), .sectionNotFound,
      .equalIdentifiersDifferentHashes(marker, marker), .sectionSnapshotDuplicates([marker]),
      .sectionSnapshotParentMissing(marker),
      .sectionSnapshotInsertTargetMissing(marker, after: false),
      .sectionSnapshotInsertTargetMissing(marker, after: true),
      .sectionSnapshotItemMissing(marker, .isExpanded), .sectionSnapshotChildMissing(marker),
      .sectionSnapshotDeleteMissing(marker), .sectionSnapshotReplaceDuplicates([marker]),
      .deadlockDetected,
    ]
  }
}
