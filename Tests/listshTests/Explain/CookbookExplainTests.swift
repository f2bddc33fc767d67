import Foundation
import TestSupport
import Testing

@testable import ListshCore
@testable import listsh

/// The cookbook's `listsh explain` walk-through shows what the command prints for its crash
/// text, exactly.
@Suite struct CookbookExplainTests {
  static let cookbook = Repository.url("docs/cookbook.md")

  /// The body of the first fenced block that opens with `fence` after `start`.
  static func block(_ page: String, after start: String, fence: String) -> String? {
    guard let section = page.range(of: start),
      let open = page.range(of: "\n" + fence + "\n", range: section.upperBound..<page.endIndex),
      let close = page.range(of: "\n```\n", range: open.upperBound..<page.endIndex)
    else { return nil }
    return String(page[open.upperBound..<close.lowerBound]) + "\n"
  }

  /// The pasted text under `heading`, its report, what the page shows it prints (after
  /// `$ listsh explain --file FILE`) and what explain prints.
  static func walkThrough(_ heading: String, file: String) throws -> (
    report: Explain.Report, shown: String, printed: String
  ) {
    let page = try String(contentsOf: cookbook, encoding: .utf8)
    let pasted = try #require(block(page, after: heading, fence: "```text"))
    let console = try #require(block(page, after: heading, fence: "```console"))
    let command = "$ listsh explain --file \(file)\n"
    #expect(console.hasPrefix(command))
    let report = try #require(try Explain.explain(pasted).report)
    #expect(report.verdict == .identical)
    return (
      report, String(console.dropFirst(command.count)),
      ExplainReportText.render(report, name: nil)
    )
  }

  @Test func theWalkThroughShowsWhatExplainPrints() throws {
    let walk = try Self.walkThrough(
      "## From a crash report to a running scenario", file: "crash.txt")
    #expect(walk.shown == walk.printed)
  }

  /// The Apple crash report the chapter pastes: what it shows is what explain prints first.
  @Test func theAppleCrashReportShowsWhatExplainPrints() throws {
    let walk = try Self.walkThrough("### A whole Apple crash report", file: "report.txt")
    #expect(walk.printed.hasPrefix(walk.shown))
    #expect(walk.report.origin.crash.container == .appleCrashReport)
  }
}
