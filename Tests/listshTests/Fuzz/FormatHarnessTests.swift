import HeadlessUIKit
import ListScript
import TestSupport
import Testing

@testable import ListScriptFuzz

/// The fuzzer's `format` mode on the repository's scenarios: each that parses lays out to a
/// fixed point whose run, under the fuzzer's small limits, prints what the scenario printed.
@Suite struct FormatHarnessTests {
  @Test func theScenariosRunTheSameLaidOut() throws {
    var compared = 0
    for path in try Repository.files(under: "scenarios", suffix: ".lsh") {
      let source = try Repository.text(path)
      guard case .success(let laidOut) = Formatter.format(source) else { continue }
      #expect(Formatter.format(laidOut) == .success(laidOut), "\(path) is not a fixed point")
      let (before, after) = LargeStack.run {
        (
          FormatHarness.transcript(source, limits: .fuzzing),
          FormatHarness.transcript(laidOut, limits: .fuzzing)
        )
      }
      #expect(before == after, "\(path) runs otherwise laid out")
      compared += 1
    }
    #expect(compared > 40)
  }

  /// Some errors quote their source as written (a header on a collection view suggests
  /// `section header` and the expression): an `expect error` that matches the quote may fail
  /// once the layout respaces it, which is the script's doing.
  @Test func anExpectationQuotingTheSourceIsNotAFinding() {
    let source = "collection\nexpect error \"header 40+4\" { header 40+4 }\nprint 1\n"
    guard case .success(let laidOut) = Formatter.format(source) else {
      Issue.record("not formatted")
      return
    }
    #expect(laidOut == "collection\nexpect error \"header 40+4\" { header 40 + 4 }\nprint 1\n")
    let (before, after) = LargeStack.run {
      (
        FormatHarness.transcript(source, limits: .fuzzing),
        FormatHarness.transcript(laidOut, limits: .fuzzing)
      )
    }
    #expect(before.status == .success)
    #expect(after.status == .assertionFailed)
    #expect(FormatHarness.quotesItsSource(before, after))
    // Blanks aside, what a run prints of its source compares equal.
    let printed = "collection\nexpect error \"\" { header 40+4 }\nprint error\n"
    guard case .success(let spaced) = Formatter.format(printed) else {
      Issue.record("not formatted")
      return
    }
    #expect(spaced != printed)
    let runs = LargeStack.run {
      (
        FormatHarness.transcript(printed, limits: .fuzzing),
        FormatHarness.transcript(spaced, limits: .fuzzing)
      )
    }
    #expect(runs.0.text.contains("sectionheader40+4"))
    #expect(runs.0 == runs.1)
  }
}
