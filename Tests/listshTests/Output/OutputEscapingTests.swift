import Testing

@testable import ListshCore

/// What the runner prints of a scenario's text: control characters visible, no line a runner
/// would obey, results bounded.
@Suite struct OutputEscapingTests {
  @Test(arguments: [
    ("plain", "plain"), ("a\u{1B}]0;title\u{07}b", "a\\u{1B}]0;title\\u{7}b"),
    ("cr\rhere", "cr\\u{D}here"), ("c1\u{9B}31m", "c1\\u{9B}31m"), ("del\u{7F}", "del\\u{7F}"),
    ("bidi\u{202E}evil", "bidi\\u{202E}evil"), ("name\nline", "name\\u{A}line"),
    ("tab\there", "tab\\u{9}here"), ("日本語 é 👍", "日本語 é 👍"),
  ])
  func namesShowEveryControlCharacter(text: String, shown: String) {
    #expect(TerminalText.escaped(text) == shown)
  }

  @Test func linesKeepTheirLineFeedsAndTabs() {
    #expect(TerminalText.escapedLines("a\n\tb\r\n\u{1B}[2J") == "a\n\tb\\u{D}\n\\u{1B}[2J")
  }

  @Test(arguments: [
    ("::warning::x", "\\u{3A}:warning::x"), ("  ::add-mask::s", "  \\u{3A}:add-mask::s"),
    ("+::error::x", "+::error::x"), ("\u{2003}::notice::x", "\u{2003}\\u{3A}:notice::x"),
    ("text ##[set-output name=a]b", "text #\\u{23}[set-output name=a]b"),
    ("a::b::c", "a::b::c"), ("ok", "ok"),
  ])
  func noLineStartsACommand(line: String, neutralised: String) {
    #expect(WorkflowCommands.neutralised(line) == neutralised)
    #expect(WorkflowCommands.neutralised("first\n" + line) == "first\n" + neutralised)
  }

  @Test func annotationsEscapeWhatTheyCarry() {
    let line = WorkflowCommands.error(
      file: "a,b:c\n::warning::x.lsh", line: 3, column: 1,
      message: "100% wrong\r\n::add-mask::x\u{1B}]0;t\u{7}")
    #expect(
      line
        == "::error file=a%2Cb%3Ac\\u{A}%3A%3Awarning%3A%3Ax.lsh,line=3,col=1,title=listsh test::100%25 wrong\\u{D}%0A::add-mask::x\\u{1B}]0;t\\u{7}\n"
    )
    // One line: nothing after it could start another.
    #expect(line.dropLast().allSatisfy { $0 != "\n" && $0 != "\r" })
  }

  @Test func aPrependedMarkHidesNoLegacyCommand() {
    // U+0600 joins the following `#` into one character: searching characters would miss it.
    #expect(WorkflowCommands.neutralised("x\u{600}##[error]pwn") == "x\u{600}#\\u{23}[error]pwn")
  }

  @Test func tokensAreUnguessable() {
    let tokens = Set((0..<100).map { _ in WorkflowCommands.newToken() })
    #expect(tokens.count == 100)
    #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
  }

  @Test func resultsAreBoundedWhateverTheyHold() {
    let line = String(repeating: "x", count: 10_000)
    let details = (0..<1_000).map { "+\($0) " + line }.joined(separator: "\n") + "\n"
    let result = TestResult.fail(
      String(repeating: "why ", count: 1_000), details: details,
      annotations: Array(repeating: .init(file: "f", message: line), count: 200)
    ).bounded()
    #expect(result.details.utf8.count <= TestResult.detailLimit + 200)
    #expect(
      result.details.hasPrefix(
        "+0 " + String(repeating: "x", count: 1_997) + "… (8003 more bytes)\n"))
    #expect(
      result.details.hasSuffix(
        "more lines not shown (the whole diff: listsh test on this file alone, or --update and git diff)\n"
      ))
    #expect((result.summary?.count ?? 0) <= TestResult.summaryLimit)
    #expect(result.annotations.count == TestResult.annotationLimit)
    #expect(result.annotations.allSatisfy { $0.message.count <= TestResult.summaryLimit })
    // Small details pass whole, their last line end kept or not.
    #expect(TestResult.fail("x", details: "a\nb\n").bounded().details == "a\nb\n")
    #expect(TestResult.fail("x", details: "a\nb").bounded().details == "a\nb")
    #expect(TestResult.fail("x", details: "").bounded().details == "")
  }

  @Test func summariesAreCutByBytesWhateverTheCharactersHold() {
    // One character: a letter and a thousand combining marks.
    let heavy = "a" + String(repeating: "\u{301}", count: 1_000)
    let result = TestResult.fail(String(repeating: heavy, count: 10)).bounded()
    #expect((result.summary?.utf8.count ?? 0) <= TestResult.summaryLimit)
  }

  @Test func aLineIsCutAtACharacter() {
    let line = String(repeating: "é", count: 2_000)  // 4,000 bytes
    let cut = TestResult.cutLine(Substring(line))
    #expect(cut.hasPrefix(String(repeating: "é", count: 1_000) + "…"))
    #expect(cut.hasSuffix("(2000 more bytes)"))
  }
}

/// Lines end at LF, CRLF or CR; fences are as long as CommonMark needs.
@Suite struct TextLinesAndFencesTests {
  @Test(arguments: [
    ("a\nb", ["a", "b"], "\n"), ("a\r\nb\r\n", ["a", "b", ""], "\r\n"), ("a\rb", ["a", "b"], "\r"),
    ("a\r\rb\n", ["a", "", "b", ""], "\r"), ("", [""], "\n"), ("x", ["x"], "\n"),
  ])
  func linesEndAtEveryLineEnd(text: String, lines: [String], end: String) {
    let split = TextLines.split(text)
    #expect(split.lines.map(String.init) == lines)
    #expect(split.lineEnd == end)
  }

  @Test(arguments: [
    ("plain\n", 3), ("```\n", 4), ("  ````  \n", 5), ("text ``` inline\n", 3), ("    ```\n", 3),
    ("```output\n", 3), ("a\n`````\nb", 6),
  ])
  func fencesOutlastWhatTheyHold(transcript: String, length: Int) {
    #expect(MarkdownExamples.fenceLength(for: transcript) == length)
  }

  @Test func aLongerFenceIsClosedOnlyByAsLongARun() {
    let page = "````listsh\nprint 1\n```\nstill source\n````\n"
    let parsed = MarkdownExamples(page)
    #expect(parsed.examples.count == 1)
    #expect(parsed.examples.first?.source == "print 1\n```\nstill source\n")
  }

  @Test func aRewrittenPageReadsBackWhatWasWritten() {
    let page = "```listsh\nprint 1\n```\r\n\r\n```output\r\nold\r\n```\r\ntail"
    let parsed = MarkdownExamples(page)
    let transcript = "> print \"```\"\n```\n````\n"
    let rewritten = parsed.rewritten(with: [transcript])
    let again = MarkdownExamples(rewritten)
    #expect(again.examples.map(\.expected) == [transcript])
    #expect(again.rewritten(with: [transcript]) == rewritten)
    #expect(rewritten.hasSuffix("`````\ntail") || rewritten.hasSuffix("`````\r\ntail"))
  }
}
