import Testing

@testable import HeadlessUIKit
@testable import ListshCore

/// Reading a paste costs work in proportion to its length: counted (`CrashReport.Work`), not
/// timed, on a 1 MB log, a diffable text that lists 20,000 identifiers, and pastes whose every
/// line matches a form (once each a walk to the end of the paste, or a pattern compiled again).
@Suite struct ExplainWorkTests {
  /// Ordinary log lines, with their timestamps and process, up to `bytes` bytes.
  static func log(bytes: Int) -> String {
    var lines: [String] = []
    var size = 0
    while size < bytes {
      let line =
        "2026-11-28 10:00:\(lines.count % 60).123 MyApp[123:4567] some ordinary log line number \(lines.count) with words"
      lines.append(line)
      size += line.utf8.count + 1
    }
    return lines.joined(separator: "\n")
  }

  /// UIKit's text for `n` duplicate identifiers, as Xcode's console wraps it.
  static func duplicates(_ n: Int) -> String {
    let ids = (0..<n).map { "    \"item-\($0)\"" }.joined(separator: ",\n")
    return
      "Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n\(ids)\n)}'"
  }

  /// `n` copies of `line`, one after another with no blank line between.
  static func repeated(_ line: String, _ n: Int) -> String {
    [String](repeating: line, count: n).joined(separator: "\n")
  }

  /// The pastes, each of tens of thousands of lines.
  static let pastes: [(String, String)] = [
    ("a 1 MB log", log(bytes: 1_000_000)),
    ("20,000 duplicate identifiers", duplicates(20_000)),
    ("a tracker's titles", repeated("NSInternalInconsistencyException: it failed", 20_000)),
    (
      "titles above a Xamarin line",
      repeated("NSInternalInconsistencyException: it failed", 20_000)
        + "\nFoundation.MonoTouchException: Objective-C exception thrown.  Name: NSRangeException Reason: out of range"
    ),
    ("Crashlytics headers", repeated("Fatal Exception: NSInternalInconsistencyException", 20_000)),
    (
      "Crashlytics headers below a frame",
      "(0x1 0x2)\n" + repeated("Fatal Exception: NSInternalInconsistencyException", 20_000)
    ),
    ("headings", repeated("Reason:", 20_000)),
    ("Xcode's lines", repeated("Thread 1: \"it failed", 20_000)),
    ("stack frames", repeated("0   CoreFoundation   0x00000001 __exceptionPreprocess + 1", 20_000)),
    (
      "UIKit's words on every line",
      repeated("log: attempt to insert row 3 into section 0, but there are only", 20_000)
    ),
  ]

  @Test(arguments: pastes.indices)
  func readingIsLinearInThePastesLength(_ index: Int) {
    let (label, paste) = Self.pastes[index]
    var work = CrashReport.Work()
    let report = CrashReport(paste, work: &work)
    let lines = paste.utf8.count(where: { $0 == UInt8(ascii: "\n") }) + 1
    let log2 = Int.bitWidth - lines.leadingZeroBitCount
    #expect(!report.exceptions.isEmpty)
    // Each pattern compiled once for the paste, not once a line.
    #expect(work.patterns == CrashReport.Patterns.count, "\(label)")
    // Each line looked at a bounded number of times, however many match a form.
    #expect(work.lines <= 24 * lines, "\(label): \(work.lines) for \(lines) lines")
    // Each form asks once a line whether the line is claimed, a binary search.
    #expect(
      work.comparisons <= 8 * lines * (log2 + 1), "\(label): \(work.comparisons) for \(lines)")
  }

  /// A text listing thousands of identifiers gets a scenario that writes back a few, and says
  /// so; the explanation still counts them all.
  @Test func aLongListOfIdentifiersIsShortenedInTheScenario() throws {
    let report = try #require(try Explain.explain(Self.duplicates(20_000)).report)
    let scenario = try report.scenario.get()
    let limit = CrashScenario.maxIdentifiers
    #expect(report.paragraphs[0].contains("was given 20000 identifiers more than once"))
    #expect(scenario.statements.joined().utf8.count < 1_000)
    #expect(
      scenario.expected
        == "NSInternalInconsistencyException: "
        + SnapshotError.duplicateItems((0..<limit).map { "\"item-\($0)\"" }).message(on: .ios15))
    #expect(
      report.verdict
        == .equivalent(
          note:
            "the same failure, with the first \(limit) of the 20000 identifiers your text lists (a few raise it as many do)"
        ))
  }

  /// A list no longer than the limit is written back whole, as before.
  @Test func aShortListIsWrittenBackWhole() throws {
    let limit = CrashScenario.maxIdentifiers
    let report = try #require(try Explain.explain(Self.duplicates(limit)).report)
    #expect(report.verdict == .identical)
    #expect(try report.scenario.get().standIns == nil)
  }
}
