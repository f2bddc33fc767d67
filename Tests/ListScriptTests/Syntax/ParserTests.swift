import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// Parse errors pinned to their exact line and column, all reported before anything runs.
@Suite struct ParserTests {
  func errors(_ source: String) -> [String] {
    runScript(source).diagnostics.map { d in
      let (line, column) = d.range.map { $0.file.location(of: $0.bytes.lowerBound) } ?? (0, 0)
      return "\(line):\(column) \(d.message)"
    }
  }

  @Test(arguments: [
    ("delet rows 1", "1:1 unknown command 'delet'"),
    ("data insert 5 at", "1:17 expected an expression"),
    ("print \"abc", "1:7 unterminated string"),
    ("let = 4", "1:5 expected a name after 'let'"),
    ("if x > 1 {\n  print 1\n", "1:10 unterminated block: expected '}'"),
    ("scroll to row 3 upward", "1:17 expected a new line or ';' after the statement"),
    ("edit maybe", "1:6 unexpected 'maybe' after 'edit'"),
    ("platform ios19", "1:10 unexpected 'ios19' after 'platform'"),
    ("print [1, 2", "1:12 expected ']' to close the list"),
    (
      "let x = 99999999999999999999",
      "1:9 integer literal '99999999999999999999' does not fit in 64 bits"
    ),
    ("print \"a\\qb\"", "1:9 unknown escape '\\q' in string"),
    ("print 1 @ 2", "1:9 unexpected character '@'"),
    ("x = 3", "1:1 assignment to 'x', which is not declared (use 'let x = …')"),
    ("print y", "1:7 undefined name 'y'"),
    ("print len(1, 2)", "1:7 'len' takes 1 argument, not 2"),
    ("print frob(1)", "1:7 unknown procedure 'frob'"),
    ("return 1", "1:1 'return' outside a procedure"),
    ("} else {", "1:1 unexpected '}': no block is open"),
  ])
  func errorAt(source: String, expected: String) {
    #expect(errors(source).first == expected)
  }

  @Test func everyErrorIsReportedBeforeAnythingRuns() {
    let result = runScript("print \"ran\"\ndelet rows 1\nprint 1 +\nscrol to 5\n")
    #expect(result.status == .parseError)
    #expect(!result.output.contains("ran\n"))
    #expect(
      result.diagnostics.compactMap { $0.range?.position } == ["test.lsh:2:1", "test.lsh:4:7"])
  }

  @Test func didYouMeanForCommandsAndNames() {
    let names = runScript("let visibleCount = 1\nprint visibelCount\n")
    #expect(names.diagnostics.first?.notes == ["did you mean 'visibleCount'?"])
    let commands = runScript("scrol to 5\n")
    #expect(commands.diagnostics.first?.notes == ["did you mean 'scroll'?"])
  }

  /// Found by the fuzzer's grammar mode: `select ((…))` was read as a call of `select`, then
  /// reported as an unknown command with "did you mean 'select'?".
  @Test func aCommandsOperandMayStartWithAParenthesis() {
    let r = runScript("table\ndata [1, 2]\nreload\nselect (0:1)\nprint selectedRows\n")
    #expect(r.status == .success)
    #expect(r.output == "[0:1]\n")
    // Touching, it is a call, as `data(0)` is.
    let call = runScript("table\ndata sections [[1], [2]]\nlet x = data(1)\nprint x\n")
    #expect(call.output == "[2]\n")
  }

  @Test func diagnosticsRenderTheLineAndACaret() {
    let result = runScript("table\ndata [1, 2]\ndelete rows 1, nope\n")
    #expect(
      result.diagnostics.first?.rendered() == """
        test.lsh:3:16: error: undefined name 'nope'
          3 | delete rows 1, nope
            |                ^~~~

        """)
  }

  @Test func deepNestingIsRefusedNotACrash() {
    let source =
      "print " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let result = runScript(source)
    #expect(result.status == .parseError)
    #expect(result.diagnostics.first?.message.hasPrefix("nesting is too deep") == true)
  }

  @Test func aVeryLongLineParses() {
    let items = (0..<200_000).map(String.init).joined(separator: ",")
    let result = runScript("let xs = [\(items)]\nprint len(xs)")
    #expect(result.output == "200000\n")
  }

  @Test func linesContinueAfterCommasOperatorsAndOpenBrackets() {
    let result = runScript(
      "let x = 1 +\n  2\nlet ys = [\n  1,\n  2\n]\nprint x, len(ys)\nprint max(1,\n 5)")
    #expect(result.output == "3 2\n5\n")
  }

  @Test func recordsInAListSpanLinesAndBlocksStillEndStatements() {
    let result = runScript(
      "let xs = [\n  {id: 1,\n   text: \"a\"},\n  {id: 2}\n]\nif len(xs) == 2 {\n  print xs[0].text\n  print xs[1].id\n}"
    )
    #expect(result.output == "a\n2\n")
  }

  @Test func hyphenatedChoicesAreOneWord() {
    let ok = runScript("table\ndata [1, 2]\nupdate to [2, 1] using sections-then-rows\nprint data")
    #expect(ok.output == "[2, 1]\n")
    let spaced = runScript("table\ndata [1]\nupdate to [1] using sections - then-rows")
    #expect(spaced.status == .parseError)
    #expect(spaced.diagnostics.first?.range?.position == "test.lsh:3:21")
  }

  @Test func commandWordsAreVariablesWhereAssigned() {
    let result = runScript("let rows = 3\nrows = rows + 1\nprint rows\nlet data = 2\nprint data")
    #expect(result.output == "4\n2\n")
  }

  @Test func aShebangLineIsIgnored() {
    #expect(runScript("#!/usr/bin/env listsh\nprint 1").output == "1\n")
  }

  @Test func interpolationIsParsedInPlace() {
    let result = runScript("let i = 2\nprint \"news \\(i * 5) and \\(\"x\")\"\nprint \"\\(nope)\"")
    #expect(result.status == .parseError)
    #expect(result.diagnostics.first?.range?.position == "test.lsh:3:10")
  }
}

/// The grammar in `docs/language.md` is the one at the top of the parser.
@Suite struct GrammarDocumentationTests {
  @Test func theDocsCarryTheParsersGrammar() throws {
    let parser = try Repository.text("Sources/ListScript/Syntax/Parser.swift")
    let docs = try Repository.text("docs/language.md")
    let grammar = parser.split(separator: "\n").prefix { $0.hasPrefix("//") }
      .filter { $0.hasPrefix("//   ") }.map { String($0.dropFirst(5)) }
    #expect(grammar.count > 30)
    for line in grammar {
      #expect(docs.contains(line), "docs/language.md lacks the grammar line: \(line)")
    }
  }

  /// Every command word, statement, query, built-in and plan the implementation knows is in the
  /// reference, so the reference cannot fall behind.
  @Test func theReferenceNamesEverythingTheImplementationKnows() throws {
    let docs = try Repository.text("docs/language.md")
    let words =
      Parser.commandWords.sorted() + Parser.statementWords.sorted()
      + Query.allCases.map(\.rawValue) + Builtin.allCases.map(\.rawValue)
      + UpdatePlan.allCases.map(\.rawValue) + Platform.allCases.map(\.rawValue)
    // The words inside the page's code spans (between backticks).
    var named = Set<String>()
    for (k, span) in docs.split(separator: "`", omittingEmptySubsequences: false).enumerated()
    where k % 2 == 1 {
      let pieces = span.split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
      named.formUnion(pieces.map(String.init))
    }
    for word in words {
      #expect(named.contains(word), "docs/language.md never names `\(word)`")
    }
  }
}

@Suite struct SourceFileTests {
  @Test(
    arguments: [
      ([0x61, 0x62], nil), ([0xC3, 0xA9], nil), ([0x61, 0xFF], 1), ([0xC3], 0),
      ([0xE2, 0x82, 0xAC], nil),
      ([0xED, 0xA0, 0x80], 0), ([0xF0, 0x9F, 0x98, 0x80], nil), ([0x61, 0xC0, 0xAF], 1),
    ] as [([UInt8], Int?)])
  func invalidUTF8IsFound(bytes: [UInt8], offset: Int?) {
    #expect(SourceFile.firstInvalidUTF8(bytes) == offset)
  }

  @Test func invalidUTF8IsReportedWithItsPlace() {
    let file = SourceFile(name: "bad.lsh", bytes: Array("print 1\nprint \"".utf8) + [0xFF, 0x22])
    final class Sink: @unchecked Sendable { var d: [Diagnostic] = [] }
    let sink = Sink()
    let interpreter = Interpreter(emit: { if case .diagnostic(let d) = $0 { sink.d.append(d) } })
    #expect(interpreter.run(file) == .parseError)
    #expect(sink.d.first?.range?.position == "bad.lsh:2:8")
    #expect(sink.d.first?.message == "the file is not valid UTF-8 (byte 0xFF)")
  }
}
