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

  @Test func theWalkThroughShowsWhatExplainPrints() throws {
    let page = try String(contentsOf: Self.cookbook, encoding: .utf8)
    let heading = "## From a crash report to a running scenario"
    let crash = try #require(Self.block(page, after: heading, fence: "```text"))
    let console = try #require(Self.block(page, after: heading, fence: "```console"))
    let command = "$ listsh explain --file crash.txt\n"
    #expect(console.hasPrefix(command))
    let report = try #require(try Explain.explain(crash).report)
    #expect(report.verdict == .identical)
    let printed = ExplainReportText.render(report, name: nil)
    #expect(String(console.dropFirst(command.count)) == printed)
  }

  /// The Apple crash report the chapter pastes: what it shows is what explain prints first.
  @Test func theAppleCrashReportShowsWhatExplainPrints() throws {
    let page = try String(contentsOf: Self.cookbook, encoding: .utf8)
    let heading = "### A whole Apple crash report"
    let report = try #require(Self.block(page, after: heading, fence: "```text"))
    let console = try #require(Self.block(page, after: heading, fence: "```console"))
    let command = "$ listsh explain --file report.txt\n"
    #expect(console.hasPrefix(command))
    let explained = try #require(try Explain.explain(report).report)
    #expect(explained.verdict == .identical)
    let printed = ExplainReportText.render(explained, name: nil)
    #expect(printed.hasPrefix(String(console.dropFirst(command.count))))
    #expect(explained.origin.crash.container == .appleCrashReport)
  }
}
