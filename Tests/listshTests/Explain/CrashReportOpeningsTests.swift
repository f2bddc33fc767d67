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
