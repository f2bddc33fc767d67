import Testing

@testable import HeadlessUIKit
@testable import ListshCore

/// UIKit's text found by its own words, wherever the paste holds it, and what transports do to
/// it undone.
@Suite struct CrashReportOpeningsTests {
  static let rows =
    "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."

  static let insert =
    "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update"

  /// Pastes whose wrapper no form knows, and the reason each holds.
  static let wrapped: [(String, String)] = [
    (
      #"{"exception": {"name": "NSInternalInconsistencyException", "reason": "\#(rows)", "userInfo": {}}}"#,
      rows
    ),
    ("// It crashes with: \(insert)\nfunc update() {}", insert),
    ("The app dies with “\(insert)” whenever a row is added.", insert),
    ("<p>reason: &#39;\(insert)&#39;</p>", insert),
    ("NSInternalInconsistencyException\n\(rows)\n\nmore of the app's log", rows),
    ("'UITableView', reason: '\(insert)'", insert),
    ("   * \(insert)\n   */", insert),
    (String(rows.dropLast()), String(rows.dropLast())),
  ]

  @Test(arguments: wrapped.indices)
  func theReasonIsFoundByItsOwnWords(_ k: Int) throws {
    let (paste, reason) = Self.wrapped[k]
    let found = try #require(CrashReport(paste).exceptions.first)
    #expect(found.reason == reason)
    #expect(
      try ExceptionReading.read(found.reason).content == ExceptionReading.read(reason).content)
  }

  @Test func theClassOnTheLineAboveIsTheExceptionsName() throws {
    let found = try #require(
      CrashReport("NSInternalInconsistencyException\n\(Self.rows)").exceptions.first)
    #expect(found.name == "NSInternalInconsistencyException")
  }

  @Test func aTextWithoutItsFinalPeriodIsReadCutShort() throws {
    let reading = try ExceptionReading.read(String(Self.rows.dropLast()))
    #expect(reading.cutShort)
    #expect(reading.message(on: .ios15) == Self.rows)
  }

  @Test func aTextCutInsideItsNumbersSaysSoWithoutAnInternalName() {
    let cut = String(Self.rows.prefix(Self.rows.count - 14))
    #expect(throws: ExceptionTextError.self) { try ExceptionReading.read(cut) }
    do {
      _ = try ExceptionReading.read(cut)
    } catch {
      #expect(error.message.contains("cut short"))
      #expect(error.message.contains("'Invalid update: invalid number of rows in section …'"))
      #expect(!error.message.contains("invalidRowCount"))
    }
  }

  @Test func everyClassicTemplateIsFoundAtItsStart() {
    let index = CrashReport.OpeningIndex.shared
    for template in ExceptionTemplates.all {
      let text =
        UIKitException.Reason.make(template.kind, ExceptionTemplates.markers.map { _ in 2 })
        .message(on: template.platform, view: template.view)
      let paste = "2026-11-28 10:00:00 App[1:2] noise: " + text
      #expect(
        index.first(in: paste).map { paste[$0...] } == Substring(text),
        "\(template.kind) on \(template.platform)")
    }
  }

  @Test func entitiesAndTypographyAreUndone() {
    var layers: [CrashReport.Layer] = []
    var text = "&quot;a&quot; &#39;b&#x27; &amp;lt; ‘c’ “d” e\u{00A0}f"
    CrashReport.normaliseCharacters(&text, &layers)
    #expect(text == "\"a\" 'b' &lt; 'c' \"d\" e f")
    #expect(layers == [.htmlEntities, .typography])
  }
}

/// Apple's JSON report (`.ips`): the reason in its `asi` field, the version in `os_version`.
@Suite struct AppleJSONReportTests {
  static let ips = """
    {"app_name":"Inbox","os_version":"iPhone OS 17.4 (21E219)","bug_type":"309"}
    {
      "asi" : {"CoreFoundation":["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update'"]},
      "lastExceptionBacktrace" : [{"symbol":"__exceptionPreprocess"},{"symbol":"objc_exception_throw"},{"symbol":"-[UITableView _endCellAnimationsWithContext:]"}]
    }
    """

  @Test func theReasonAndTheVersionAreRead() throws {
    let report = CrashReport(Self.ips)
    #expect(report.container == .appleJSONReport)
    #expect(report.reportedOS == "iOS 17.4")
    let found = try #require(report.exceptions.first)
    #expect(found.reason == CrashReportOpeningsTests.insert)
    #expect(!found.truncated)
    #expect(found.name == "NSInternalInconsistencyException")
  }

  @Test(arguments: [
    ("OS Version:          iOS 13.3.1 (17D50)", "iOS 13.3.1"),
    ("- **iOS Version**: 17.2", "iOS 17.2"),
    ("Operating System: iOS 26.1", "iOS 26.1"),
    ("We saw this on iOS 17 and later.", nil),
  ])
  func theReportsOwnVersionIsReadFromItsField(line: String, version: String?) {
    #expect(CrashReport(line + "\n" + CrashReportOpeningsTests.insert).reportedOS == version)
  }
}

/// A quote inside the text is not taken for the wrapper's when the whole text reads.
@Suite struct OpeningQuoteTests {
  static let direct =
    "UICollectionView must be updated via the UICollectionViewDiffableDataSource APIs when acting as the UICollectionView's dataSource: please do not call mutation APIs directly on UICollectionView."

  @Test func aTextWithAnApostropheIsReadWhole() throws {
    let found = try #require(
      CrashReport("The log said '\(Self.direct)' and stopped.").exceptions.first)
    #expect(found.reason == Self.direct)
    #expect(try !ExceptionReading.read(found.reason).cutShort)
  }
}

/// Texts the second round of the harvest showed in wrappers the openings missed: cut inside
/// their first words, a header with the reason on its line, a stack with no reason.
@Suite struct CrashReportCutOpeningsTests {
  @Test func anOpeningCutShortBeforeItsEndIsFound() throws {
    let paste =
      "「Expected dequeued view to be returned to the collection view」――Xcode 16 beta以降"
    let found = try #require(CrashReport(paste).exceptions.first)
    #expect(found.reason == "Expected dequeued view to be returned to the collection view")
    #expect(try ExceptionReading.read(found.reason).cutShort)
    // Fewer than `shortestCut` characters of an opening are not one.
    let short = "「Expected dequeued view to be」"
    #expect(CrashReport.OpeningIndex.shared.first(in: short) == nil)
  }

  /// A stack frame that ends with a method a text begins with is a frame, not the text.
  @Test func aFrameEndingWithAnOpeningsMethodIsNotAText() {
    let paste = """
      0 CoreFoundation 0x3423488f __exceptionPreprocess + 163
      1 libobjc.A.dylib 0x36b35259 objc_exception_throw + 33
      4 UIKit 0x36cc3c8f -[UITableView scrollToRowAtIndexPath:atScrollPosition:animated:]
      """
    #expect(!CrashReport(paste).exceptions.contains { $0.form.isOpening })
  }

  /// Only a table method about scrolling is read as the scroll text's older method.
  @Test func onlyAScrollMethodIsReadAsTheScrollTextsOlderMethod() {
    #expect(
      OlderWording.current(
        "-[UITableView _scrollToTopOfRow:]: row (20) beyond bounds (0) for section (0).")
        != nil)
    #expect(
      OlderWording.current(
        "-[UITableView _createCellForRow:]: row (20) beyond bounds (0) for section (0).")
        == nil)
    #expect(OlderWording.current("-[UITableView reloadData]: x]: row (1)") == nil)
  }

  @Test func aCrashlyticsHeaderWithItsReasonOnTheSameLineIsRead() throws {
    let paste =
      "Fatal Exception: NSInternalInconsistencyExceptionInvalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (86) must be equal to the number of items contained in that section before the update (97), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). Raw Text\n--\n0 | CoreFoundation | __exceptionPreprocess"
    let found = try #require(CrashReport(paste).exceptions.first)
    #expect(found.name == "NSInternalInconsistencyException")
    #expect(found.form == .fatalException)
    #expect(found.reason.hasSuffix("(0 moved in, 0 moved out)."))
    #expect(try ExceptionReading.read(found.reason).cutShort == false)
    // A method's own `-` after the class stays the method's.
    let method = try #require(
      CrashReport(
        "Fatal Exception: NSRangeException -[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:]: row (5) beyond bounds (0) for section (0)."
      ).exceptions.first)
    #expect(method.reason.hasPrefix("-[UITableView"))
    #expect(try ExceptionReading.read(method.reason).fidelity == .exact)
  }

  @Test func aReasonCutBeforeItsNumbersIsReadAsFarAsItGoes() throws {
    let paste = """
      iOS TableViewController- attempt to perform an insert and a move to the same index path

      2025-05-10 09:49:35   2次
      """
    #expect(throws: ExceptionTextError.self) { try Explain.explain(paste) }
    do throws(ExceptionTextError) {
      _ = try Explain.explain(paste)
    } catch {
      #expect(error.message.contains("cut short after"), "\(error.message)")
    }
  }

  @Test func aCatalogueEntryIsMatchedWhereverTheCopyBrokeItsLines() throws {
    let paste = """
      Diffable data source detected an attempt to insert or append 5 item identifiers that
      already exist in the snapshot.
      """
    let outcome = try Explain.explain(paste)
    guard case .recognised(let recognition) = outcome else {
      Issue.record("not recognised")
      return
    }
    #expect(recognition.entry.id == "identifier-already-exists-warning")
    #expect(KnownText.folded(" a \n\t b  c ") == "a b c")
    // Every signature is written as folding leaves it.
    for entry in KnownText.catalogue {
      for signature in entry.signatures { #expect(KnownText.folded(signature) == signature) }
    }
  }

  @Test func aStackOnWhichAListViewsMethodRaisedNamesThatMethod() throws {
    let paste = """
      0   CoreFoundation  0x1928837cc __exceptionPreprocess + 164
      1   libobjc.A.dylib 0x1889a9f3c objc_exception_throw + 88
      2   Foundation      0x1977111b4 -[NSAssertionHandler handleFailureInMethod:object:file:lineNumber:description:] + 288
      3   UIKitCore       0x25b96de04 -[UICollectionView _validateScrollingTargetIndexPath:raisingExceptionIfNecessary:] + 516
      """
    guard case .recognised(let recognition) = try Explain.explain(paste) else {
      Issue.record("not recognised")
      return
    }
    #expect(recognition.entry.id == "list-method-stack-only")
    #expect(
      recognition.entry.meaning.contains(
        "-[UICollectionView _validateScrollingTargetIndexPath:raisingExceptionIfNecessary:]"))
    // The report names the method, not the paste's first line.
    #expect(
      ExplainReportText.render(recognition).contains(
        "Recognised (list-method-stack-only): -[UICollectionView _validateScrollingTargetIndexPath:raisingExceptionIfNecessary:], on the stack"
      ))
  }

  @Test func anExceptionClassNoListViewRaisesIsNamed() {
    let paste =
      "Terminating app due to uncaught exception 'RLMException', reason: 'Object has been deleted or invalidated.'"
    #expect(throws: ExceptionTextError.self) { try Explain.explain(paste) }
    do throws(ExceptionTextError) {
      _ = try Explain.explain(paste)
    } catch {
      #expect(error.message.hasPrefix("this text is not one of UIKit's list views' exceptions"))
      #expect(error.message.contains("its class is RLMException"))
    }
  }
}

/// The characters the openings' readings look at are counted against a budget for the whole
/// paste; once it is spent, an opening is cut at its own line.
@Suite struct CrashReportReadBudgetTests {
  static let folded = """
    Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section
    (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).
    """

  @Test func aSpentBudgetCutsAtTheOpeningsLine() {
    var plenty = 1_000_000
    let whole = CrashReport.reason(
      in: Self.folded, from: Self.folded.startIndex, paragraph: nil, budget: &plenty)
    #expect(whole.reads)
    #expect(whole.text.contains("(0 moved in, 0 moved out)."))
    #expect(plenty < 1_000_000)
    var spent = 0
    let line = CrashReport.reason(
      in: Self.folded, from: Self.folded.startIndex, paragraph: nil, budget: &spent)
    #expect(!line.text.contains("moved in"))
    #expect(!line.reads)
    #expect(spent == 0, "nothing read once the budget is spent")
  }

  @Test func manyOpeningsInOneParagraphAreBoundedWork() {
    let line =
      "2026-11-30 07:00:00.000 App[1:2] Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update must be equal to the number of rows"
    let paste = Array(repeating: line, count: 2_000).joined(separator: "\n")
    let report = CrashReport(paste)
    // Each line is a text of its own, up to the most a paste's openings give.
    #expect(report.exceptions.count == CrashReport.maximumOpenings)
    #expect(report.exceptions.allSatisfy { !$0.reason.contains("\n") })
  }
}
