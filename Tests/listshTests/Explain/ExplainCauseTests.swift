import ListDiff
import Testing

@testable import HeadlessUIKit
@testable import ListshCore

/// What `explain` says first: the likeliest cause of a text's signature, then its arithmetic;
/// and the texts of issue 31's item 3 (a diffable view's own call, a negative index path,
/// equal identifiers that hash apart) read back and reproduced.
@Suite struct ExplainCauseTests {
  static func paragraphs(_ text: String) throws -> [String] {
    let report = try #require(try Explain.explain(text).report, "not reproduced: \(text)")
    #expect(report.verdict == .identical, "\(report.transcript)")
    return report.paragraphs
  }

  static func rowCount(section: Int, after: Int, before: Int, inserted: Int, deleted: Int)
    -> String
  {
    "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
  }

  /// Before == after with one insert (3lvis/DATASource#123): the table had read the new count.
  @Test func theSameCountBeforeAndAfterMeansTheViewHadReadTheNewOne() throws {
    let p = try Self.paragraphs(
      Self.rowCount(section: 2, after: 1, before: 1, inserted: 1, deleted: 0))
    #expect(p[0].hasPrefix("Most likely the view had already read the new count before the batch"))
    #expect(p[0].contains("section 2 reports 1 row both before and after"))
    #expect(p[1].hasPrefix("Section 2 had 1 row before the batch."))
  }

  /// A count that changed with no call for it: nothing told the view.
  @Test func aChangeWithoutCallsMeansNothingToldTheView() throws {
    let p = try Self.paragraphs(
      Self.rowCount(section: 0, after: 35, before: 36, inserted: 0, deleted: 0))
    #expect(p[0].hasPrefix("Most likely the model changed with nothing telling the view"))
    #expect(p[0].contains("went from 36 rows to 35"))
  }

  /// An "Invalid batch updates detected" text with no updates at all (XLPagerTabStrip#859).
  @Test func anEmptyBatchIsSaidToBeOne() throws {
    let text = """
      Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.
      Data source before updates = { 1 section with item counts: [4] }
      Data source after updates = { 1 section with item counts: [1] }
      Updates = [
      ]
      """
    let p = try Self.paragraphs(text)
    #expect(p[0].contains("the batch had no calls at all"))
    #expect(p.contains { $0.contains("([4]) and of 1 after it ([1])") })
  }

  /// A Delete and an Insert of one index where the model lost a row (Apple forums 728797).
  @Test func aReloadWhereADeleteWasMeant() throws {
    let text =
      "Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates.\nData source before updates = { 1 section with item counts: [6] }\nData source after updates = { 1 section with item counts: [5] }\nUpdates = [\n\tDelete item (0 - 4),\n\tInsert item (0 - 4)\n]"
    let p = try Self.paragraphs(text)
    #expect(p[0].hasPrefix("Most likely reloadItems(at:) of 0:4"))
    #expect(p[0].contains("should have been deleteItems"))
    #expect(p.last?.contains("new in iOS 16.4") == true)
  }

  /// A negative row: a fetched-results change applied to an old index path, first.
  @Test func aNegativeRowIsAStaleChangeNotification() throws {
    let p = try Self.paragraphs(
      "Attempted to perform update with invalid index path: <NSIndexPath: 0x7fd981e366a0> {length = 2, path = 1 - 18446744073709551609}"
    )
    #expect(p[0].hasPrefix("Most likely a fetched-results (or photo-library) change"))
    #expect(p[1].contains("row -7 of index path [1, -7]"))
  }

  /// The log of an app built with an older SDK says what iOS 16.4 does with the same batch.
  @Test func aLoggedTextSaysWhatIOS16_4Raises() throws {
    let report = try #require(
      try Explain.explain(
        "[UICollectionView] Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (0) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). - will perform reloadData. UICollectionView instance: <UICollectionView: 0x1>"
      ).report)
    #expect(
      report.paragraphs.last?.hasPrefix("UIKit logged this and fell back to reloadData()") == true)
  }

  /// The diffable view's text in both views' words, and a collection view's on ios16.
  @Test(arguments: [("UITableView", "table"), ("UICollectionView", "collection")])
  func aDiffableViewsOwnCallIsReproduced(view: String, noun: String) throws {
    let text =
      "\(view) must be updated via the \(view)DiffableDataSource APIs when acting as the \(view)'s dataSource: please do not call mutation APIs directly on \(view)."
    let report = try #require(try Explain.explain(text).report)
    #expect(report.verdict == .identical)
    #expect(report.reading.noun.rawValue == noun)
    #expect(report.source.contains("diffable\n"))
  }

  /// Equal identifiers that hash apart: records are written back as they print; an app's own
  /// descriptions get records standing in, and the verdict says so.
  @Test func equalIdentifiersThatHashApart() throws {
    let head =
      "Diffable data source detected item identifiers that are equal but have different hash values. Two identifiers which compare as equal must return the same hash value. You must fix this in the Hashable (Swift) or hash property (Objective-C) implementation for the type of these identifiers. Identifiers that are equal but have different hash values: "
    let records = head + #"({id: 1, title: "a, b", hash: 1}, {id: 1, title: "c", hash: 2})"#
    let report = try #require(try Explain.explain(records).report)
    #expect(report.verdict == .identical, "\(report.transcript)")
    #expect(
      report.reading.content
        == .snapshot(
          .equalIdentifiersDifferentHashes(
            #"{id: 1, title: "a, b", hash: 1}"#, #"{id: 1, title: "c", hash: 2}"#)))
    let app = head + #"(App.Item(id: 1, title: "a, b"), App.Item(id: 1, title: "c"))"#
    let standIn = try #require(try Explain.explain(app).report)
    guard case .equivalent(let note) = standIn.verdict else {
      Issue.record("\(standIn.verdict)")
      return
    }
    #expect(note.contains("standing in for your app's identifiers"))
    // Found by the fuzzer: a record-like identifier that is not a literal (no colon after
    // `title`) is not written back; records stand in.
    let broken =
      head + #"({id: 1, title: "Inbox", hash: 101}, {id: 1, title "Inbox (3)", hash: 103})"#
    let fallback = try #require(try Explain.explain(broken).report)
    #expect(fallback.verdict != .differs(raised: nil))
    guard case .equivalent = fallback.verdict else {
      Issue.record("\(fallback.verdict)\n\(fallback.transcript)")
      return
    }
    // A literal that prints otherwise than written (spacing) falls back after its run.
    let spaced = head + #"({id: 1,  hash: 1}, {id: 1, hash: 2})"#
    #expect(try Explain.explain(spaced).report.map { $0.verdict != .identical } == true)
    // What a paste holds never becomes code: names, calls and line breaks are not literals.
    for identifier in [
      #"{id: 1, x: f()}"#, #"{id: 1, x: show}"#, "{id: 1}\nshow svg \"x.svg\"",
      #"{id: 1, x: [1, y]}"#,
    ] {
      #expect(!PlainLiteral.accepts(identifier), "\(identifier)")
    }
    #expect(PlainLiteral.accepts(#"{id: -1, t: "a \"b\"", l: [1.5, nil, true, {}]}"#))
    // A pair that cannot be split is not read.
    #expect(throws: ExceptionTextError.self) { try ExceptionReading.read(head + "(a)") }
  }

  /// The change feed each signature points to (chapter 8): named, with the consumer that
  /// reproduces it.
  @Test(arguments: [
    (
      UIKitException.Reason.deleteAndReload(ListIndexPath(0, 0)).message(on: .ios15, view: .table),
      "`photos consumer one-batch` and `fetched consumer update-at-new` reproduce both"
    ),
    (
      UIKitException.Reason.invalidUpdateIndexPath(ListIndexPath(1, -7))
        .message(on: .ios15, view: .table),
      "reporting [{type: \"delete\", at: 1:-7}]` replays such a report"
    ),
    (
      UIKitException.Reason.insertAndMoveRow(ListIndexPath(0, 1)).message(on: .ios15, view: .table),
      "`fetched consumer textbook` reproduces it and `fetched consumer reload-after` is the fix"
    ),
    (
      UIKitException.Reason.deleteAndMoveRow(ListIndexPath(0, 1)).message(on: .ios15, view: .table),
      "`fetched consumer reload-after` is the fix"
    ),
    (
      rowCount(section: 0, after: 5, before: 3, inserted: 1, deleted: 0),
      "`fetched consumer unbracketed` reproduces it"
    ),
  ])
  func aFeedIsNamedWhereTheSignaturePointsToOne(text: String, named: String) throws {
    let p = try Self.paragraphs(text)
    #expect(p.contains { $0.contains(named) }, "\(p)")
  }

  /// A count failure with the calls it needed names no feed.
  @Test func aPlainCountFailureNamesNoFeed() throws {
    let p = try Self.paragraphs(
      Self.rowCount(section: 0, after: 4, before: 3, inserted: 0, deleted: 0))
    #expect(!p.contains { $0.contains("fetched consumer") })
  }

  /// Up to iOS 12 a collection view raises its out-of-range scroll as an
  /// `NSInvalidArgumentException`: explain's scenario expects that name.
  @Test func iOS12sScrollToAnInvalidItemIsAnInvalidArgument() throws {
    let text =
      "NSInvalidArgumentException: attempt to scroll to invalid index path: <NSIndexPath: 0x280d1a3c0> {length = 2, path = 0 - 4}"
    let report = try #require(try Explain.explain(text).report)
    #expect(report.verdict == .identical, "\(report.transcript)")
    #expect(report.reading.expectedName == "NSInvalidArgumentException")
    #expect(report.transcript.contains("NSInvalidArgumentException: attempt to scroll"))
  }
}
