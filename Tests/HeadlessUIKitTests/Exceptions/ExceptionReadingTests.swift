import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// Reading UIKit's exception texts back: every kind on every profile, the parts crash reports
/// add, folded spacing, a collection view's words, the iOS 17 form, and texts that do not read.
@Suite struct ExceptionReadingTests {
  typealias Reason = UIKitException.Reason

  /// Numbers that differ from one another and from the markers, so that a swapped field shows.
  static let sample = [3, 7, 2, 5, 11, 4, 13]

  @Test(arguments: Reason.Kind.allCases)
  func everyKindReadsBackOnEveryProfile(kind: Reason.Kind) throws {
    let reason = Reason.make(kind, Self.sample)
    #expect(reason.kind == kind)
    // The profiles that raise the kind in a table's words: count failures in the classic form
    // until iOS 17, a negative index path from iOS 14, a diffable view's call from iOS 13; a
    // layout's attributes for a missing item, a collection view's only, up to iOS 12.
    let collections: [Reason.Kind] = [
      .layoutAttributesForMissingItem, .noLayoutAttributesForItem, .moveItemFromDeletedSection,
      .moveItemIntoInsertedSection,
    ]
    let view: ViewNoun = collections.contains(kind) ? .collection : .table
    let raising = Platform.allCases.filter { platform in
      switch kind {
      // The classic count texts: every profile (from iOS 16.4, the check's second stage).
      case .invalidSectionCount, .invalidRowCount, .deleteMoreRowsThanExist: true
      case .invalidUpdateIndexPath, .diffableViewMutated: platform != .ios12
      case .layoutAttributesForMissingItem, .noLayoutAttributesForItem: platform == .ios12
      default: true
      }
    }
    for platform in raising {
      let text = reason.message(on: platform, view: view)
      let reading = try ExceptionReading.read(text)
      #expect(reading.content == .reason(reason), "\(kind) on \(platform): \(text)")
      #expect(reading.fidelity == .exact)
      // iOS 12's "attempt to to move section" is a collection view's on iOS 26 too: read as
      // the collection view's, the view that raises it on the most profiles.
      let toTo = text.hasPrefix("attempt to to move")
      #expect(reading.platforms.contains(platform) || toTo)
      #expect(reading.view.rawValue == (toTo ? ViewNoun.collection : view).rawValue)
      // Every profile it names words it exactly so, in the words of the view it names.
      for named in reading.platforms {
        #expect(reason.message(on: named, view: reading.noun) == text)
      }
    }
  }

  @Test func theTestsRealTextsReadBack() throws {
    for c in ExceptionTextTests.cases {
      let reading = try ExceptionReading.read(c.text)
      #expect(reading.message(on: .ios15) == c.text, "\(c.name)")
      #expect(reading.platforms.contains(.ios15) || reading.platforms == [.ios12])
    }
  }

  /// A text is read only when its numbers print as UIKit prints them there: an index path
  /// unsigned, a count or a row number signed.
  @Test(arguments: [
    "attempt to delete row 18446744073709551615 from section 0 which only contains 3 rows before the update",
    "Attempted to perform update with invalid index path: {length = 2, path = 0 - -1}",
  ])
  func numbersPrintedOtherwiseAreNotRead(_ text: String) {
    #expect(throws: ExceptionTextError.self) { try ExceptionReading.read(text) }
    do { _ = try ExceptionReading.read(text) } catch {
      #expect(error.message.contains("a number not as UIKit prints it there"), "\(error.message)")
    }
    let unsigned = try? ExceptionReading.read(
      "Attempted to perform update with invalid index path: {length = 2, path = 0 - 18446744073709551615}"
    )
    #expect(unsigned?.content == .reason(.invalidUpdateIndexPath(ListIndexPath(0, -1))))
  }

  @Test func spacingTellsIOS12FromLater() throws {
    let reason = Reason.make(.invalidRowCount, Self.sample)
    #expect(try ExceptionReading.read(reason.message(on: .ios12)).platforms == [.ios12])
    // The classic count text is raised on every later profile (the two-stage check's second
    // stage from iOS 16.4).
    #expect(
      try ExceptionReading.read(reason.message(on: .ios14)).platforms == [
        .ios14, .ios15, .ios16, .ios17, .ios18, .ios26,
      ])
    let moved = Reason.make(.moveSectionToOutOfRange, [1, 4, 3])
    // "to to move": iOS 12's, and a collection view's again on iOS 26.
    let toTo = try ExceptionReading.read(moved.message(on: .ios12))
    #expect(toTo.platforms == [.ios12, .ios26])
    #expect(toTo.noun == .collection)
    #expect(
      try ExceptionReading.read(moved.message(on: .ios17)).platforms == [
        .ios14, .ios15, .ios16, .ios17, .ios18, .ios26,
      ])
  }

  @Test func foldedSpacingReadsUpToSpacing() throws {
    let text = Reason.make(.invalidSectionCount, Self.sample).message(on: .ios12)
    let folded = "  " + text.replacing(". ", with: ".\n   ") + "\n"
    let reading = try ExceptionReading.read(folded)
    #expect(reading.fidelity == .spacing)
    #expect(reading.content == .reason(Reason.make(.invalidSectionCount, Self.sample)))
  }

  @Test func crashReportPartsAreSetAside() throws {
    let text = """
      2024-03-01 10:00:00.000 App[123:456] *** Assertion failure in -[UITableView _endCellAnimationsWithContext:], UITableView.m:2097
      *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete and reload the same index path (<NSIndexPath: 0xc000000000600016> {length = 2, path = 0 - 3}) Table view: <UITableView: 0x13081d200; frame = (0 153.667; 393 664.333)>'
      *** First throw call stack:
      (0x1 0x2)
      """
    let reading = try ExceptionReading.read(text)
    #expect(reading.content == .reason(.deleteAndReload(ListIndexPath(0, 3))))
    #expect(reading.name == "NSInternalInconsistencyException")
    #expect(reading.fidelity == .exact)
    #expect(
      reading.setAside == [
        "the crash log's frame around the reason", "what follows 'Table view:'",
        "the NSIndexPath addresses",
      ])
  }

  @Test func collectionViewWordingReadsAsATable() throws {
    let text =
      "attempt to delete item 4 from section 0 which only contains 2 items before the update"
    let reading = try ExceptionReading.read(text)
    #expect(reading.view == .collection)
    #expect(reading.content == .reason(.deleteRowOutOfRange(row: 4, section: 0, rows: 2)))
  }

  @Test func theIOS17FormReadsInFull() throws {
    let counts = UIKitException.Counts(
      before: [3, 0], after: [2, 1],
      updates: [
        .deleteSection(1), .deleteRow(ListIndexPath(0, 2)), .moveSection(0, 1),
        .moveRow(ListIndexPath(0, 0), ListIndexPath(1, 0)), .insertSection(0),
        .insertRow(ListIndexPath(1, 1)),
      ])
    let text = Reason.batchUpdatesDetected(counts)
    // The text is the first stage's: some survivor did not fit.
    let read = UIKitException.Counts(
      before: counts.before, after: counts.after, updates: counts.updates, survivorsFit: false)
    let since17: [Platform] = [.ios17, .ios18, .ios26]
    let reading = try ExceptionReading.read(text + "\nTable view: <UITableView: 0x1>")
    #expect(reading.content == .batchUpdatesDetected(read))
    #expect(reading.platforms == since17)
    #expect(reading.fidelity == .exact)
    // exyte/Chat#56: on one line, "before and after" (iOS 17's words), the list inline.
    let variant = try ExceptionReading.read(
      "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates. Data source before updates = { 1 section with row counts: [5] } Data source after updates = { 1 section with row counts: [5] } Updates = [ Delete row (0 - 1), Delete row (0 - 0) ]"
    )
    #expect(
      variant.content
        == .batchUpdatesDetected(
          .init(
            before: [5], after: [5],
            updates: [.deleteRow(ListIndexPath(0, 1)), .deleteRow(ListIndexPath(0, 0))],
            survivorsFit: false)
        ))
    #expect(variant.platforms == since17)
    #expect(variant.fidelity == .spacing)
    // A table's text in iOS 16.4's "before and/or after" is ios16's exactly (the two-stage
    // check holds for tables too: a 16.x table report quotes "and/or").
    let older = try ExceptionReading.read(
      text.replacing("before and after", with: "before and/or after"))
    #expect(older.platforms == [.ios16])
    #expect(older.fidelity == .exact)
    // A collection view's "before and/or after" is ios16's exactly, "before and after" ios17's.
    let items = Reason.batchUpdatesDetected(counts, view: .collection, on: .ios16)
    #expect(items.contains("before and/or after"))
    #expect(try ExceptionReading.read(items).platforms == [.ios16])
    #expect(try ExceptionReading.read(items).fidelity == .exact)
    let later = Reason.batchUpdatesDetected(counts, view: .collection, on: .ios17)
    #expect(try ExceptionReading.read(later).platforms == since17)
    let empty = try ExceptionReading.read(
      Reason.batchUpdatesDetected(.init(before: [], after: [1], updates: [])))
    #expect(
      empty.content
        == .batchUpdatesDetected(.init(before: [], after: [1], updates: [], survivorsFit: false)))
  }

  @Test(arguments: [
    (
      "attempt to delete row 2 from section 0 which only contains 1 cows before the update",
      "then has 'cows before the update' where UIKit's has 'rows before the update'"
    ),
    (
      "Segmentation fault: 11",
      "not an exception text ListScript knows (it begins 'Segmentation fault: 11')"
    ),
    ("   \n ", "there is no exception text to read"),
    (
      "Invalid batch updates detected: x. Data source before updates = { 2 sections with row counts: [1] }",
      "says 2 sections but lists 1 row counts"
    ),
    (
      "Invalid batch updates detected: x. Data source before updates = { 1 section with row counts: [1] } Data source after updates = { 1 section with row counts: [1] } Updates = [ Reload row (0 - 0) ]",
      "expected an update ('Delete row (S - R)'"
    ),
    (
      "attempt to delete section 99999999999999999999, but there are only 1 sections before the update",
      "then has '99999999999999999999, but there are only' where UIKit's has a number"
    ),
    (
      "attempt to insert row 1 into section 0, but there are only 1 rows in section 2 after the update",
      "then has '2 after the update' where UIKit's has 0 again (the number it gave before)"
    ),
  ])
  func unreadableTextsSayWhatWasNotRecognised(text: String, message: String) {
    #expect {
      try ExceptionReading.read(text)
    } throws: { error in
      guard let error = error as? ExceptionTextError else { return false }
      return error.message.contains(message)
    }
  }

  /// A count text from before moves were counted reads as today's, none moved, as a variant;
  /// one with the clause for moves is not rewritten.
  @Test func aCountTextWithoutMovesReadsAsTodays() throws {
    let old =
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)."
    let reading = try ExceptionReading.read(old)
    #expect(reading.fidelity == .wording)
    guard case .reason(let reason) = reading.content else {
      Issue.record("read as \(reading.content)")
      return
    }
    #expect(reason.numbers == [0, 5, 5, 0, 1, 0, 0])
    #expect(OlderWording.withMovedClause(reading.message(on: .ios15)) == nil)
  }
}
