import HeadlessUIKit
import Testing

@testable import ListScript
@testable import ListshCore

/// Finding a page's `listsh` examples and writing their output blocks back.
@Suite struct MarkdownExamplesTests {
  static let page = """
    # Title

    ```swift
    let x = 1
    ```

    ```listsh
    print 1
    ```

    ```output
    > print 1
    1
    ```

    Text.

    ```listsh
    print 2
    print nope
    ```
    End.
    """

  @Test func examplesAndTheirOutputBlocks() {
    let page = MarkdownExamples(Self.page)
    #expect(page.examples.count == 2)
    #expect(page.examples[0].line == 8)
    #expect(page.examples[0].source == "print 1\n")
    #expect(page.examples[0].expected == "> print 1\n1\n")
    #expect(page.examples[1].line == 19)
    #expect(page.examples[1].expected == nil)
  }

  @Test func diagnosticsNameThePageAndItsLines() {
    let example = MarkdownExamples(Self.page).examples[1]
    let file = MarkdownExamples.sourceFile(example, name: "page.md")
    #expect(file.name == "page.md")
    let run = ScenarioCheck(update: false, inCI: true, platform: .ios15, gate: .inside(".")).run(
      file)
    #expect(run.firstError?.range?.position == "page.md:20:7")
  }

  @Test func rewritingReplacesAndAddsOutputBlocks() {
    let page = MarkdownExamples(Self.page)
    let text = page.rewritten(with: ["> print 1\none\n", "> print 2\n2\n"])
    #expect(
      text == """
        # Title

        ```swift
        let x = 1
        ```

        ```listsh
        print 1
        ```

        ```output
        > print 1
        one
        ```

        Text.

        ```listsh
        print 2
        print nope
        ```

        ```output
        > print 2
        2
        ```
        End.
        """)
    let again = MarkdownExamples(text)
    #expect(again.examples.map(\.expected) == ["> print 1\none\n", "> print 2\n2\n"])
  }
}

/// Random pages — fences of every kind, opened and not closed, output blocks anywhere — never
/// crash the reader or the rewriter, and a rewrite with the expected outputs changes nothing.
@Suite struct RandomMarkdownPagesTests {
  static let pieces = [
    "```listsh", "```output", "```", "```swift", "````", "print 1", "table", "", "text", "  ```",
    "```listsh exit 70 \"x…\"", "\t```output", "```listshx", "> print 1", "1",
  ]

  @Test(arguments: 0..<30) func pagesOfRandomLines(chunk: Int) {
    for seed in UInt64(chunk * 100)..<UInt64(chunk * 100 + 100) {
      var random = SeededRandom(seed: seed)
      let count = Int(random.next() % 24)
      let lines = (0..<count).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
      }
      let page = lines.joined(separator: "\n")
      let parsed = MarkdownExamples(page)
      // Every example sits inside the page, with its output block after it.
      for example in parsed.examples {
        #expect(example.line >= 1 && example.line <= count + 1, "seed \(seed)")
        #expect(example.outputLines.upperBound <= count + 1, "seed \(seed)")
      }
      let same = parsed.examples.map { $0.expected ?? "" }
      let rewritten = parsed.rewritten(with: same)
      if parsed.examples.allSatisfy({ $0.expected != nil }) {
        #expect(rewritten == page, "seed \(seed): rewriting with the same outputs changed the page")
      }
      // And the rewritten page reads back with the same number of examples.
      #expect(MarkdownExamples(rewritten).examples.count == parsed.examples.count, "seed \(seed)")
    }
  }
}
