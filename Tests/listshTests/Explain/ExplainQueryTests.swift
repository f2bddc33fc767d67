import Testing

@testable import HeadlessUIKit
@testable import ListshCore

/// The texts of a question about a section or a row the view does not have: read as reports
/// print them, explained, and raised again by the query that asks it.
@Suite struct ExplainQueryTests {
  /// Each text, whole in Xcode's frame, is reproduced identically, its scenario asking the
  /// question named.
  @Test(arguments: [
    (
      "request for number of items before section 2 when there are only 0 sections in the collection view",
      "print cell(2:0)"
    ),
    (
      "request for number of items before section 7 when there are only 7 sections in the collection view",
      "print cell(7:0)"
    ),
    ("request for rect of header in invalid section (4)", "print headerRect(4)"),
    ("request for rect of footer in invalid section (0)", "print footerRect(0)"),
    (
      "request for number of items in section 3 when there are only 1 sections in the collection view",
      "print items(3)"
    ),
    ("Requested the number of rows for section (2) which is out of bounds.", "print rows(2)"),
  ])
  func aQueryPastTheSectionsIsReproduced(reason: String, query: String) throws {
    let text =
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
    let report = try #require(try Explain.explain(text).report)
    #expect(report.verdict == .identical, "\(report.transcript)")
    #expect(report.source.contains(query))
  }

  /// A text that says the view has the section it asks about was not printed by UIKit: no
  /// scenario, and the reason says why.
  @Test func aSectionTheViewHasGetsNoScenario() throws {
    let report = try #require(
      try Explain.explain(
        "request for number of items before section 1 when there are only 3 sections in the collection view"
      ).report)
    #expect(report.verdict == .noScenario)
    guard case .failure(let error) = report.scenario else {
      Issue.record("a scenario was made")
      return
    }
    #expect(error.message.contains("names section 1 of 3"))
  }

  /// A table's dequeue at an index path it lacks, in today's form and in iOS 6's
  /// (`<NSIndexPath 0x…> 2 indexes [0, 0]`, read as a variant of the wording), is reproduced
  /// by a dequeue outside a request.
  @Test(arguments: [
    (
      "request for rect at invalid index path (<NSIndexPath: 0xc000000000200016> {length = 2, path = 1 - 3})",
      true
    ),
    ("request for rect at invalid index path (<NSIndexPath 0x8361f40> 2 indexes [0, 0])", false),
  ])
  func aDequeueAtARowTheTableLacksIsReproduced(text: String, today: Bool) throws {
    let report = try #require(try Explain.explain(text).report)
    if today {
      #expect(report.verdict == .identical, "\(report.transcript)")
    } else {
      guard case .equivalent = report.verdict else {
        Issue.record("\(report.verdict)")
        return
      }
      #expect(report.reading.fidelity == .wording)
      #expect(report.reading.setAside.contains { $0.contains("2 indexes") })
    }
    #expect(report.source.contains("dequeue \"Cell\" at"))
  }
}
