import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// Limits count work, not statements: copying, printing and building values charge the step
/// budget by the elements they touch, and error messages quote values abbreviated.
@Suite struct WorkLimitTests {
  /// Runs `source` and returns the result with the steps it was charged (work, not time: a
  /// run's bound is the step limit, and a charge is made whole before the work it pays for).
  static func counted(_ source: String, limits: Limits = Limits()) -> (RunResult, Int) {
    let r = runScript(source, limits: limits)
    return (r, r.steps)
  }

  @Test func growingAListByAppendingIsLinear() {
    let (r, steps) = Self.counted(
      "let xs = []\nrepeat 200000 {\n  xs = xs + [1]\n}\nprint len(xs)\n")
    #expect(r.status == .success)
    #expect(r.output == "200000\n")
    #expect(steps <= 2 * Limits().maxSteps)
  }

  @Test func copyingIsCharged() {
    // The copy on the right of `ys = xs + [1]` is a new list every time: quadratic work.
    let (r, steps) = Self.counted(
      "let xs = range(0, 5000)\nlet ys = []\nrepeat 5000 {\n  ys = xs + [1]\n}\n")
    #expect(r.status == .interrupted)
    #expect(r.diagnostics.first?.message == "the script ran more than 10000000 steps")
    #expect(steps <= 2 * Limits().maxSteps)
  }

  @Test func printingASharedStructureStopsAtTheStringLimit() {
    let (r, steps) = Self.counted("let x = [1]\nrepeat 40 {\n  x = [x, x]\n}\nprint str(x)\n")
    #expect(r.status == .runtimeError)
    #expect(r.diagnostics.first?.message.hasPrefix("the value is too large") == true)
    #expect(steps <= 2 * Limits().maxSteps)
  }

  @Test func errorMessagesQuoteValuesAbbreviated() {
    let (r, _) = Self.counted("print 1 + reversed(range(0, 1000))\n")
    #expect(r.status == .runtimeError)
    let message = r.diagnostics.first?.message ?? ""
    #expect(message.hasSuffix("… 988 more]"))
    #expect(message.utf8.count < 200)
  }

  @Test func abbreviationIsBounded() {
    var v = Value.list([.string(String(repeating: "x", count: 1000))])
    for _ in 0..<30 { v = .list([v, v]) }
    let short = v.abbreviated
    #expect(short.utf8.count < 20_000)
    #expect(
      Value.string(String(repeating: "y", count: 100)).abbreviated.hasSuffix("… (100 characters)"))
    // Past 64 KB a string's length is given in bytes (counting its characters is work).
    let long = Value.string(String(repeating: "é", count: 40_000))
    #expect(long.abbreviated.hasSuffix("… (80000 bytes)"))
    #expect(long.abbreviated.hasPrefix("\"" + String(repeating: "é", count: 60) + "\""))
    // One character of a million combining marks: cut by scalars, not read whole.
    let marks = Value.string("e" + String(repeating: "\u{301}", count: 1_000_000))
    #expect(marks.abbreviated.utf8.count < 200)
  }
}

/// A run reads at most `maxSourceBytes` of source and prints at most `maxOutputBytes`.
@Suite struct SourceAndOutputLimitTests {
  @Test func aScriptOverTheSourceLimitIsRefusedBeforeItIsParsed() {
    var limits = Limits()
    limits.maxSourceBytes = 1_000
    let r = runScript(String(repeating: "print 1\n", count: 200), limits: limits)
    #expect(r.status == .parseError)
    #expect(
      r.diagnostics.map(\.message) == [
        "a script, with the files it includes, may hold at most 1 KB"
      ])
    #expect(r.diagnostics.first?.range?.position == "test.lsh:1:1")
    #expect(
      runScript(String(repeating: "print 1\n", count: 100), limits: limits).status == .success)
  }

  @Test func includedFilesCountTowardsTheSourceLimit() {
    var limits = Limits()
    limits.maxSourceBytes = 2_000_000
    let big = String(repeating: "let a = 1\n", count: 150_000)
    let r = runScript(
      "include \"a.lsh\"\ninclude \"b.lsh\"\n", limits: limits, files: ["a.lsh": big, "b.lsh": big])
    #expect(r.status == .parseError)
    #expect(r.diagnostics.first?.range?.position == "test.lsh:2:9")
    #expect(r.diagnostics.first?.message.hasPrefix("a script, with the files it includes") == true)
  }

  @Test func printingStopsAtTheOutputLimit() {
    var limits = Limits()
    limits.maxOutputBytes = 1_000_000
    let (r, steps) = WorkLimitTests.counted(
      "let s = str(reversed(range(0, 10000)))\nrepeat 1000 {\n  print s\n}\n", limits: limits)
    #expect(steps <= 2 * Limits().maxSteps)
    #expect(r.status == .interrupted)
    #expect(r.diagnostics.first?.message == "the script printed more than 1 MB")
    #expect(r.diagnostics.first?.range?.position == "test.lsh:3:3")
    #expect(r.output.utf8.count <= 1_000_000)
    #expect(r.output.utf8.count > 900_000)
  }

  @Test func traceLinesCountTowardsTheOutputLimit() {
    var limits = Limits()
    limits.maxOutputBytes = 10_000
    let r = runScript(
      "table\ndata [[1]]\nreload\nrepeat 10000 {\n  reload\n}\n", trace: .all,
      limits: limits)
    #expect(r.status == .interrupted)
    #expect(r.diagnostics.first?.message == "the script printed more than 10 KB")
    // The trace up to the limit, then the error (which is always shown).
    #expect(r.output.utf8.count <= 10_000 + 200)
  }
}

/// Table commands cost their work: a base of `Interpreter.commandSteps` and a step per model
/// event, so a loop of them meets the step limit as a loop of statements would.
@Suite struct TableCommandChargeTests {
  @Test func aLoopOfReloadsStopsAtTheStepLimit() {
    var limits = Limits()
    limits.maxSteps = 100_000
    let r = runScript(
      "table\ndata range(0, 100)\nwhile true {\n  reload\n}\n", trace: .calls, limits: limits)
    #expect(r.status == .interrupted)
    #expect(r.diagnostics.first?.message == "the script ran more than 100000 steps")
    let reloads = r.output.components(separatedBy: "reloadData()").count - 1
    // Each costs the base and its events: fewer than the steps over the base, many still.
    #expect(reloads <= 100_000 / Interpreter.commandSteps)
    #expect(reloads > 100)
  }

  /// A query lays the table out: a base of `Interpreter.querySteps`, and a step per row the
  /// pass shows or prepares and per cell mounted before it (found by the fuzzer: five million
  /// layout passes inside the step limit).
  @Test(arguments: [(0, 0), (1_000, 16)])
  func aLoopOfQueriesStopsAtTheStepLimit(rows: Int, shown: Int) {
    var limits = Limits()
    limits.maxSteps = 100_000
    let r = runScript(
      "table\ndata range(0, \(rows))\nwhile (rows >= 0) {\n  print 0\n}\n", trace: .off,
      limits: limits)
    #expect(r.status == .interrupted)
    let queries = r.output.split(separator: "\n").filter { $0 == "0" }.count
    // The loop's own two steps, the base, and the shown rows touched twice (shown, then mounted).
    let least = Interpreter.querySteps + 2 * shown
    #expect(queries <= 100_000 / least)
    #expect(queries > 100_000 / (least + 8))
  }

  @Test func diffingSharedStructuresIsChargedTheirUnfoldedSize() {
    let (r, steps) = WorkLimitTests.counted(
      "let x = [1]\nrepeat 40 {\n  x = [x, x]\n}\ntable\ndata [1]\nupdate to [x]\n")
    #expect(steps <= 2 * Limits().maxSteps)
    #expect(r.status == .interrupted)
    #expect(r.diagnostics.first?.range?.position == "test.lsh:7:1")
  }
}

/// Includes cost a bounded amount: at most 1,000 inclusions, and the source limit counts them.
@Suite struct IncludeBudgetTests {
  @Test func aDiamondOfIncludesStopsAtTheLimit() {
    var files: [String: String] = [:]
    for i in 0..<20 {
      files["f\(i).lsh"] = "include \"f\(i + 1).lsh\"\ninclude \"f\(i + 1).lsh\"\n"
    }
    files["f20.lsh"] = "let z = 1\n"
    // 2^20 inclusions unbounded: the budget of 1,000 is the work bound, and the message says
    // it was met (a run that ignored it would not end).
    let r = runScript("include \"f0.lsh\"\n", files: files)
    #expect(r.status == .parseError)
    #expect(
      r.diagnostics.contains { $0.message == "a script may include files at most 1000 times" })
  }
}

/// The hostile inputs of the untrusted-scenarios issue (also the fuzzer's seeds) each end
/// within the step limit (counted work, not time) with a located error or correct output.
@Suite struct ReproducerTests {
  static let folder = Repository.url("Tests/Fuzz/reproducers")

  static let files: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()

  @Test func thereAreReproducers() {
    #expect(Self.files.count >= 9)
  }

  @Test(arguments: files) func endsQuickly(file: String) throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
    let r = runScript(text)
    // A built-in is charged whole before it runs, so the last charge may pass the limit, by
    // less than the limit itself.
    #expect(r.steps <= 2 * Limits().maxSteps, "\(file): \(r.steps) steps")
    // The output limit (64 MB) bounds the print flood; the others print little.
    #expect(r.output.utf8.count < (file == "print-flood.lsh" ? 65_000_000 : 1_000_000), "\(file)")
  }

  /// With every trace on, as the fuzzer runs them, no line is long.
  ///
  /// Nor is the output limit met: a trace line shows what the data holds in brief, whatever
  /// its size (a data line wrote twelve 10 MB strings whole, and the run stopped on the output
  /// limit). The print flood prints long lines by design.
  @Test(arguments: files) func tracedLinesStayShort(file: String) throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
    let r = runScript(text, trace: .all)
    #expect(r.steps <= 2 * Limits().maxSteps, "\(file): \(r.steps) steps")
    guard file != "print-flood.lsh" else { return }
    let longest = r.output.utf8.split(separator: UInt8(ascii: "\n")).map(\.count).max() ?? 0
    #expect(longest <= 8_192, "\(file): a line of \(longest) bytes")
    #expect(!r.diagnostics.contains { $0.message.hasPrefix("the script printed more") }, "\(file)")
  }
}

/// Ctrl-C reaches a long built-in: a sort stops at its next poll.
@Suite struct InterruptTests {
  @Test func sortingStopsWhenInterrupted() {
    final class Sink: @unchecked Sendable { var diagnostics: [Diagnostic] = [] }
    let sink = Sink()
    let interpreter = Interpreter(
      echo: false,
      emit: { if case .diagnostic(let d) = $0 { sink.diagnostics.append(d) } },
      isInterrupted: { true })
    let status = LargeStack.run {
      interpreter.run(
        SourceFile(name: "t.lsh", text: "print len(sorted(reversed(range(0, 100000))))\n"))
    }
    #expect(status == .interrupted)
    #expect(sink.diagnostics.first?.message == "interrupted")
  }
}

/// Comparing charges the elements compared: two large values built apart cannot be compared
/// for free.
@Suite struct ComparisonChargeTests {
  @Test func comparingTwoDeepStructuresStopsAtTheLimit() {
    var limits = Limits()
    limits.maxSteps = 200_000
    let source =
      "let x = [1]\nlet y = [1]\nrepeat 40 {\n  x = [x, x]\n  y = [y, y]\n}\nprint x == y\n"
    let r = runScript(source, limits: limits)
    // Stopped by the step limit: 2^40 elements compared are charged, not walked for free.
    #expect(r.status == .interrupted)
    #expect(r.diagnostics.first?.range?.position == "test.lsh:7:7")
  }

  @Test func comparisonsStillAnswer() {
    let r = runScript(
      "print [1, [2]] == [1, [2]]\nprint [1, [2]] != [1, [3]]\nprint (0..<3) == [0, 1, 2]\nlet x = [1, 2]\nprint x == x\n"
    )
    #expect(r.output == "true\ntrue\ntrue\ntrue\n")
  }
}
