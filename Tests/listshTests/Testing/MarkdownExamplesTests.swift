import Testing

@testable import ListScript
@testable import listsh

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
    let run = ScenarioCheck(update: false, inCI: true, platform: .ios15).run(file)
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
