import Foundation
import Testing

@testable import ListScript

/// `quality.md`'s list of bad inputs: each gets a clear error at its place, and nothing is
/// half-applied.
@Suite struct BadInputTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var source: String
    var message: String
    var position: String
    var testDescription: String { source }
  }

  static let cases: [Case] = [
    Case(
      source: "table\nscrol to 5", message: "unknown command 'scrol'", position: "test.lsh:2:1"),
    Case(source: "print \"abc", message: "unterminated string", position: "test.lsh:1:7"),
    Case(
      source: "if true {\n  print 1", message: "unterminated block: expected '}'",
      position: "test.lsh:1:9"),
    Case(
      source: "print 9223372036854775807 * 2",
      message: "integer overflow: 9223372036854775807 * 2", position: "test.lsh:1:7"),
    Case(
      source: "print -9223372036854775807 - 2", message: "integer overflow",
      position: "test.lsh:1:7"),
    Case(
      source: "print 99999999999999999999", message: "integer literal", position: "test.lsh:1:7"),
    Case(source: "print 5 % 0", message: "division by zero", position: "test.lsh:1:7"),
    Case(source: "print 5 / 0", message: "division by zero", position: "test.lsh:1:7"),
    Case(source: "print [1][-1]", message: "index -1 is out of range", position: "test.lsh:1:11"),
    Case(
      source: "print [1][9223372036854775807]",
      message: "index 9223372036854775807 is out of range",
      position: "test.lsh:1:11"),
  ]

  /// Height commands with absurd arguments: an error or a bounded result, never a trap or a
  /// store grown without bound.
  @Test func heightCommandsWithAbsurdArguments() {
    let huge = runScript(
      """
      table
      cache indexpath
      heights fit
      data [1, 2]
      insert rows 0:1000000000
      """)
    #expect(huge.diagnostics.first?.message.contains("NSInternalInconsistencyException") == true)
    let wrapped = runScript(
      """
      table width 40
      heights fit
      metrics char 0.01 margin 10000
      accessory 10000
      data ["\(String(repeating: "中", count: 5_000))"]
      metrics margin 0 char 10000
      accessory none
      reload
      print height(0)
      """)
    // One wide character per line when a line is narrower than it: 5,000 lines of 22.
    #expect(wrapped.output == "110022.5\n", "\(wrapped.output)")
    // An estimate that would put 66,700 rows on screen is refused.
    let tiny = runScript("table\nheights fit\nestimated 0.01\ndata 0..<100000")
    #expect(tiny.diagnostics.first?.message.contains("a tiny estimated row height") == true)
    let far = runScript("table\ndata [1]\ninvalidate height 9223372036854775807:0")
    #expect(far.status == .runtimeError)
  }

  @Test(arguments: cases)
  func badInputIsAnErrorAtItsPlace(_ c: Case) {
    let result = runScript(c.source)
    #expect(result.status != .success)
    let d = result.diagnostics.first
    #expect(d?.message.contains(c.message) == true, "\(d?.message ?? "no diagnostic")")
    #expect(d?.range?.position == c.position)
  }

  @Test func unknownCommandsSuggestTheClosest() {
    let d = runScript("table\nscrol to 5").diagnostics.first
    #expect(d?.notes == ["did you mean 'scroll'?"])
  }

  @Test func aSevenMegabyteLineIsReadAndReported() {
    let line = "print \"" + String(repeating: "x", count: 7_000_000) + "\" +"
    let result = runScript(line)
    #expect(result.status == .parseError)
    #expect(result.diagnostics.first?.range?.position == "test.lsh:1:7000011")
    let fine = runScript(
      "let s = \"" + String(repeating: "y", count: 7_000_000) + "\"\nprint len(s)")
    #expect(fine.output == "7000000\n")
  }

  @Test func aLongNameIsQuotedShort() throws {
    let name = String(repeating: "a", count: 1_000_000)
    let result = runScript("let x = \(name)\n")
    let d = try #require(result.diagnostics.first)
    #expect(d.message == "undefined name '\(name.prefix(40))…' (1000000 characters)")
    #expect(
      runScript("print \(name.prefix(80))\n").diagnostics.first?.message
        == "undefined name '\(name.prefix(80))'")
  }

  @Test func tenThousandNestedBracketsAreRefused() {
    let result = runScript(
      "print " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))
    #expect(result.status == .parseError)
    #expect(result.diagnostics.first?.message.contains("nesting is too deep") == true)
  }

  /// `cell(P)` is `cellForRow(at:)`: a row the table does not have answers nil, not an error.
  @Test func cellOfAMissingRowIsNil() {
    for bad in Self.badIndexes {
      let result = runScript("table\ndata [1]\nprint cell(\(bad.path))")
      #expect(result.output == "nil\n")
      #expect(result.status == .success)
    }
  }

  @Test func includeOfAMissingFileOrOfItself() {
    let missing = runScript("include \"missing.lsh\"", files: [:])
    #expect(missing.diagnostics.first?.message == "cannot include 'missing.lsh': no such file")
    #expect(missing.diagnostics.first?.range?.position == "test.lsh:1:9")
    let itself = runScript("include \"self.lsh\"", files: ["self.lsh": "include \"self.lsh\""])
    #expect(itself.status != .success)
    #expect(itself.diagnostics.first?.message.contains("includes itself") == true)
  }

  /// Every command that takes an index, a section or an index path, with a negative and a huge
  /// one: an error at the statement (or its argument), and the table and the data exactly as
  /// before.
  static let indexCommands: [String] = [
    "data insert 9 at P", "data remove at P", "data move P to 0:0", "data move 0:0 to P",
    "data set P 9", "data insert section S [1]", "data remove section S",
    "data move section S to 0",
    "data move section 0 to S", "insert rows P", "delete rows P", "reload rows P",
    "reconfigure rows P", "move row P to 0:0", "move row 0:0 to P", "insert sections S",
    "delete sections S", "reload sections S", "move section S to 0", "move section 0 to S",
    "scroll to row P", "select P", "deselect P", "print height(P)",
    "print data(S)", "print rows(S)", "begin\nreload rows P\nend",
  ]

  static let badIndexes: [(path: String, section: String)] = [
    ("0:-1", "-1"), ("-1:0", "-1"), ("0:9223372036854775807", "9223372036854775807"),
    ("9223372036854775807:0", "9223372036854775807"),
  ]

  @Test(arguments: indexCommands)
  func negativeAndHugeIndexesInEveryCommand(_ template: String) {
    for bad in Self.badIndexes {
      let command = template.replacingOccurrences("P", bad.path).replacingOccurrences(
        "S", bad.section)
      let setup =
        "table\ntrace off\ndata sections [[1, 2, 3], [4]]\nprint \"@@\"\nshow\nprint data(0), data(1)\n"
      final class Sink: @unchecked Sendable { var text = "", diagnostics: [Diagnostic] = [] }
      let sink = Sink()
      let interpreter = Interpreter(
        echo: false,
        emit: {
          switch $0 {
          case .text(let t): sink.text += t
          case .diagnostic(let d): sink.diagnostics.append(d)
          }
        })
      interpreter.stopsAtFirstFailure = false
      let source = setup + command + "\nprint \"@@\"\nshow\nprint data(0), data(1)\n"
      _ = LargeStack.run { interpreter.run(SourceFile(name: "test.lsh", text: source)) }
      #expect(sink.diagnostics.count == 1, "\(command): \(sink.diagnostics.map(\.message))")
      // In a batch, a negative index fails at its call, an index out of range at `end`.
      let lines = (7..<7 + command.split(separator: "\n").count).map { "test.lsh:\($0):" }
      let position = sink.diagnostics.first?.range?.position ?? ""
      #expect(lines.contains { position.hasPrefix($0) }, "\(command): \(position)")
      // What `show` and `print` wrote before and after the bad command is the same.
      let halves = sink.text.components("@@")
      #expect(halves.count == 3, "\(command): \(sink.text)")
      if halves.count == 3 {
        #expect(halves[1] == halves[2], "\(command) changed the state")
      }
    }
  }
}

extension String {
  fileprivate func replacingOccurrences(_ a: String, _ b: String) -> String {
    split(separator: a, omittingEmptySubsequences: false).joined(separator: b)
  }

  fileprivate func components(_ separator: String) -> [String] {
    split(separator: separator, omittingEmptySubsequences: false).map(String.init)
  }
}

/// Hostile files cost a bounded amount of output: at most 20 errors, and long lines shown
/// around the caret only.
@Suite struct BoundedDiagnosticsTests {
  @Test func aFileOfStrayBracketsStopsAtTwentyErrors() {
    let r = runScript(String(repeating: "]\n", count: 100_000))
    #expect(r.status == .parseError)
    #expect(r.diagnostics.count == 21)
    #expect(r.diagnostics.last?.message == "too many errors: the first 20 are shown")
    #expect(r.output.utf8.count < 2_000)
  }

  @Test func aLongLineIsShownAroundTheCaret() {
    let source = "print " + String(repeating: "x", count: 100_000) + " 1 +\n"
    let r = runScript(source)
    #expect(r.status == .parseError)
    let rendered = r.diagnostics.first?.rendered() ?? ""
    #expect(rendered.utf8.count < 600)
    let lines = rendered.split(separator: "\n")
    #expect(lines.count >= 3)
    // The caret still points at the '1' after the long name.
    if lines.count >= 3, let caret = lines[2].firstIndex(of: "^") {
      let offset = lines[2].distance(from: lines[2].startIndex, to: caret)
      let shown = Array(lines[1])
      #expect(offset < shown.count && shown[offset] == "1")
    }
  }
}

/// Text encodings a stranger's file may come in: a byte-order mark is skipped, classic Mac line
/// endings (LF, CRLF, CR) all end lines (invalid UTF-8 from standard input and arguments:
/// `EncodingShellTests`).
@Suite struct EncodingEdgeTests {
  @Test func aByteOrderMarkIsSkipped() {
    var parser = Parser(
      file: SourceFile(name: "t.lsh", bytes: [0xEF, 0xBB, 0xBF] + Array("print 1\n".utf8)))
    _ = parser.parseScript()
    #expect(parser.syntaxErrors.isEmpty)
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func everyLineEndEndsALine(end: String) {
    let r = runScript(["print 1", "print 2", "print 1 / 0"].joined(separator: end) + end)
    #expect(r.output.hasPrefix("1\n2\ntest.lsh:3:7: error: division by zero\n"))
    // The third line, wherever its line ends are.
    #expect(r.diagnostics.first?.range?.position == "test.lsh:3:7")
  }

  @Test func mixedLineEndsEachEndALine() {
    let r = runScript("print 1\rprint 2\r\nprint 3\nprint 1 / 0")
    #expect(r.output.hasPrefix("1\n2\n3\ntest.lsh:4:7: error: division by zero\n"))
    #expect(r.diagnostics.first?.range?.position == "test.lsh:4:7")
  }
}
