import TestSupport
import Testing

/// The ListDiff catalogue's listings are the client package's code (which `scripts/test`
/// builds and runs), and the checker finds each kind of problem it looks for.
@Suite struct DocCExampleTests {
  @Test func listingsAreTheClientsCode() throws {
    let catalogue = try DocCExamples.read(library: "ListDiff")
    #expect(catalogue.pages.count >= 3)
    #expect(catalogue.essentials.contains("Differ"))
    #expect(catalogue.problems == [])
  }

  static let root = """
    # ``Lib``

    ```swift
    let a = Alpha()
    ```

    ## Topics

    ### Essentials

    - ``Alpha``
    - ``Beta``

    ### Other

    - ``Gamma``
    """

  @Test func theCheckerFindsEachProblem() {
    let client = """
      func example() {
        let a = Alpha()
        let b = Betamax()
      }
      """
    let pages = [
      DocCExamples.Page(name: "Lib.md", text: Self.root),
      DocCExamples.Page(name: "Prose.md", text: "# Prose\n\nNo code.\n"),
      DocCExamples.Page(
        name: "Wrong.md", text: "# Wrong\n\n```swift\nlet a = Alpha()\nlet b = Beta()\n```\n"),
    ]
    let checker = DocCExamples(pages: pages, rootName: "Lib.md", client: client)
    #expect(checker.essentials == ["Alpha", "Beta"])
    #expect(
      checker.problems == [
        "Prose.md: no Swift listing",
        "Wrong.md: listing 1 (let a = Alpha()) is not in the client's examples",
      ])
    // `Betamax` is not `Beta`: an essential type is found as a whole word only.
    let withoutWrong = DocCExamples(
      pages: Array(pages.prefix(1)), rootName: "Lib.md", client: client)
    #expect(withoutWrong.problems == ["Lib.md: the essential type Beta has no example"])
  }

  @Test func indentationAndBlankLinesDoNotMatter() {
    let page = DocCExamples.Page(
      name: "Lib.md", text: "```swift\nif x {\n  y()\n}\n\nz()\n```\n")
    let client = "func f() {\n    if x {\n        y()\n    }\n    z()\n}\n"
    #expect(DocCExamples(pages: [page], rootName: "Lib.md", client: client).problems == [])
    let reordered = "func f() {\n  z()\n  if x {\n    y()\n  }\n}\n"
    #expect(DocCExamples(pages: [page], rootName: "Lib.md", client: reordered).problems.count == 1)
  }
}
