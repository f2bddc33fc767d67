import Testing

@testable import HeadlessUIKit
@testable import ListshCore

/// Random pastes are read without a trap.
///
/// Each is put together from what reports hold — UIKit's words, quotes of every kind, escapes,
/// entities, log prefixes, huge numbers, lone carriage returns — and each case is named by its seed.
@Suite struct CrashReportFuzzTests {
  /// A small generator whose sequence a seed fixes (SplitMix64).
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let pieces: [String] =
    ExceptionReading.openings.prefix(40).map { $0 } + [
      "'", "\"", "“", "”", "‘", "’", "`", "\\n", "\\\"", "\\u00e9", "&#39;", "&quot;", "&", ";",
      "\n", "\r", "\r\n", "\t", " ", "  ", "*** ", "// ", " * ", "> ", "**", "```",
      "2026-11-28 10:00:00.123 App[1:2] ", "reason: '", "', ", "Fatal Exception: ",
      "NSInternalInconsistencyException", "Thread 1: \"", "(5)", "(18446744073709551615)",
      "99999999999999999999999", "-1", "{(\n    a\n)}",
      "<NSIndexPath: 0x1> {length = 2, path = 0 - 1}",
      "…", "...", ".", ",", "\u{0301}", "\u{200B}", "\u{00A0}", "é", "日本", "🪪",
      "-[UITableView _endCellAnimationsWithContext:]", "objc_exception_throw",
      "-[__NSArrayM objectAtIndex:]", "0   CoreFoundation   0x1 __exceptionPreprocess",
      "OS Version: iOS 17.4", "\"os_version\":\"iPhone OS 26.1\"",
    ]

  @Test(arguments: 0..<200)
  func aRandomPasteIsReadWithoutATrap(seed: Int) {
    var generator = Generator(state: UInt64(seed))
    var paste = ""
    for _ in 0..<Int.random(in: 1...60, using: &generator) {
      paste += Self.pieces.randomElement(using: &generator) ?? ""
    }
    let report = CrashReport(paste)
    // A reason found by UIKit's words reads, or is the whole paragraph they start.
    for found in report.exceptions where found.form.isOpening {
      #expect(!found.reason.isEmpty, "seed \(seed)")
    }
    // The whole path, reading and scenario, ends with an outcome or a refusal.
    _ = try? Explain.explain(paste)
    var sieve = PasteSieve()
    sieve.feed(Array(paste.utf8)[...])
    _ = sieve.finish()
  }
}
