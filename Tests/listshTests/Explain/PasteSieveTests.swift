import HeadlessUIKit
import Testing

@testable import ListshCore

/// A paste too long to search whole keeps the lines around those that may hold an exception,
/// in bounded memory, each with its number in the paste.
@Suite struct PasteSieveTests {
  static let reason =
    "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update'"

  /// `lines` lines of a console's noise, the reason on line `at`, fed in chunks of `chunk`
  /// bytes.
  static func sieve(lines: Int, at: Int, chunk: Int) -> (text: String, lines: [Int]) {
    var sieve = PasteSieve()
    var bytes: [UInt8] = []
    for k in 1...lines {
      let line = k == at ? reason : "12:00:00 App[1:2] [Network] request \(k) finished with 200"
      bytes += Array((line + "\n").utf8)
    }
    var start = 0
    while start < bytes.count {
      sieve.feed(bytes[start..<min(bytes.count, start + chunk)])
      start += chunk
    }
    return sieve.finish()
  }

  @Test(arguments: [1, 7, 4_096])
  func theReasonIsKeptWithItsLineNumber(chunk: Int) throws {
    let (text, numbers) = Self.sieve(lines: 3_000, at: 2_001, chunk: chunk)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let k = try #require(lines.firstIndex { $0 == Self.reason })
    #expect(numbers[k] == 2_001)
    // The window: 40 lines above, 200 below, and nothing else.
    #expect(numbers.first == 2_001 - PasteSieve.before)
    #expect(numbers.last == 2_001 + PasteSieve.after)
    #expect(numbers.count == PasteSieve.before + 1 + PasteSieve.after)
  }

  @Test func theReasonIsFoundAndItsLineNamed() throws {
    let (text, numbers) = Self.sieve(lines: 3_000, at: 2_001, chunk: 65_536)
    let outcome = try Explain.explain(
      text, sieved: Explain.Sieved(lines: numbers, bytes: 170_000))
    let report = try #require(outcome.report)
    #expect(report.origin.found.line == 2_001)
    #expect(report.verdict == .identical)
  }

  @Test func aLogWithNoExceptionSaysSoAndClaimsNoText() {
    // The reason's line replaced by noise: nothing is kept, and the refusal claims no text.
    let (text, numbers) = Self.sieve(lines: 3_000, at: 0, chunk: 65_536)
    #expect(text.isEmpty)
    do throws(ExceptionTextError) {
      _ = try Explain.explain(text, sieved: Explain.Sieved(lines: numbers, bytes: 170_000))
      Issue.record("a log with no exception was explained")
    } catch {
      #expect(error.message.hasPrefix("the paste (170000 bytes) holds no exception text"))
      #expect(!error.message.contains("found"))
    }
  }

  @Test func aShortLogWithNoExceptionClaimsNoText() {
    // Searched whole: no form is found, and the refusal says what was set aside, not that a
    // text was found.
    let log = (1...50).map { "2026-11-30 12:00:00.000 Feed[12:34] request \($0) finished with 200" }
      .joined(separator: "\n")
    do throws(ExceptionTextError) {
      _ = try Explain.explain(log)
      Issue.record("a log with no exception was explained")
    } catch {
      #expect(error.message.hasPrefix("with log prefixes set aside, not an exception text"))
      #expect(!error.message.contains("found"))
    }
  }

  /// A logged text has no reader's opening: the catalogue's signatures keep its line.
  @Test func aLoggedTextDeepInALogIsKept() throws {
    var sieve = PasteSieve()
    for k in 1...3_000 {
      let line =
        k == 1_500
        ? "2026-11-30 12:00:00.000 Feed[12:34] [Assert] Attempted to call -cellForRowAtIndexPath: on the table view while it was in the process of updating its visible cells, which is not allowed.\n"
        : "2026-11-30 12:00:00.000 Feed[12:34] request \(k) finished with 200\n"
      sieve.feed(Array(line.utf8)[...])
    }
    let (text, numbers) = sieve.finish()
    guard
      case .recognised(let recognition) = try Explain.explain(
        text, sieved: Explain.Sieved(lines: numbers, bytes: sieve.bytesRead))
    else {
      Issue.record("the logged text was not recognised")
      return
    }
    #expect(recognition.entry.id == "visible-cells-during-update")
  }

  @Test func whatIsKeptIsBoundedWhateverThePasteHolds() {
    // Every line may hold an exception: the kept bytes stop at the limit.
    var sieve = PasteSieve()
    let line = Array("Exception in request handler, reason: timeout\n".utf8)
    for _ in 0..<(3 * PasteSieve.weakLimit / line.count) { sieve.feed(line[...]) }
    let (text, _) = sieve.finish()
    #expect(text.utf8.count <= PasteSieve.weakLimit + line.count)
  }
}
