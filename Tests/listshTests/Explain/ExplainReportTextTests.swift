import Testing

@testable import ListshCore
@testable import listsh

/// What the report says of the paste beyond the text: the view's own class and the iOS
/// version the report names, each only when the paste holds it.
@Suite struct ExplainReportTextTests {
  static let insert =
    "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update"

  @Test(arguments: [
    (
      "\(insert) Table view: <Inbox.MessagesTableView: 0x7f8; frame = (0 0; 390 844)>",
      "Inbox.MessagesTableView"
    ),
    ("\(insert) Table view: <UITableView: 0x7f8; frame = (0 0; 390 844)>", nil),
    (insert, nil),
  ])
  func theViewsOwnClassIsNamedWhenTheTextDescribesIt(reason: String, view: String?) {
    #expect(ExplainReportText.viewClass(reason) == view)
  }

  @Test func theReportsVersionIsShownBesideTheProfilesOnlyWhenItNamesOne() throws {
    let named = try #require(
      try Explain.explain("OS Version: iOS 16.6 (20G75)\nReason:\n\(Self.insert)").report)
    #expect(
      ExplainReportText.render(named, name: nil).contains(
        "The report names iOS 16.6; the profiles above are those whose wording the text has."))
    let bare = try #require(try Explain.explain(Self.insert).report)
    #expect(!ExplainReportText.render(bare, name: nil).contains("The report names"))
  }

  /// A text whose fixed first words were put back says so, and does not say it found the text
  /// alone.
  @Test func aStartPutBackIsSaid() throws {
    let paste =
      "It threw “The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).”"
    let report = try #require(try Explain.explain(paste).report)
    let text = ExplainReportText.render(report, name: nil)
    #expect(text.contains("Found: a piece of UIKit's text without its first words"))
    #expect(
      text.contains(
        "Put back: the text's first words, 'Invalid update: invalid number of sections.'"))
    // Not "exactly the text given": the copy lacked its first words.
    #expect(
      report.verdict
        == .equivalent(
          note:
            "once the first words your copy leaves out ('Invalid update: invalid number of sections.') are put back"
        ))
  }
}
