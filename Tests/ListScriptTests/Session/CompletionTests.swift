import Testing

@testable import ListScript

/// Tab completion from where the cursor stands: commands, then their keywords and choices,
/// names in scope, file names; no duplicates; columns that fit the terminal.
@Suite struct CompletionTests {
  func session() -> ReplSession {
    let interpreter = Interpreter(trace: .off, echo: false, emit: { _ in })
    let repl = ReplSession(
      interpreter: interpreter, emit: { _ in },
      readFile: { _ in throw Interpreter.LoadError(message: "") },
      save: { _, _, _ in })
    repl.fileNames = { prefix in
      ["rows.lsh", "rows.svg", "rows.json", "ro/", "scenarios/", "notes.txt"].filter {
        $0.hasPrefix(prefix)
      }
    }
    return repl
  }

  static let cases: [(String, String, [String]?)] = [
    ("vis", "vis", ["visible", "visibleCells", "visibleHeaders", "visibleRows"]),
    ("scroll t", "t", ["to"]),
    ("scroll to ", "", nil),
    ("scroll to row 3 ", "", ["bottom", "middle", "none", "top"]),
    ("scroll to row 3 m", "m", ["middle"]),
    ("update to [1] using s", "s", ["sections-then-rows", "single", "staged"]),
    ("edit on r", "r", ["refreshing"]),
    ("edit on refreshing m", "m", ["mounted"]),
    ("platform ", "", ["ios12", "ios14", "ios15", "ios16", "ios17", "ios18", "ios26"]),
    ("delete r", "r", ["row", "rows"]),
    ("reload k", "k", ["keeping"]),
    (".load ro", "ro", ["ro/", "rows.lsh"]),
    (".save! sc", "sc", ["scenarios/"]),
    (".help hei", "hei", ["height", "heights"]),
    (".tr", ".tr", [".trace"]),
    ("include \"ro", "ro", ["ro/", "rows.lsh"]),
    ("show svg \"ro", "ro", ["ro/", "rows.svg"]),
    ("print \"ro", "ro", []),
    ("if x { scr", "scr", ["scroll"]),
    ("if x { scroll t", "t", ["to"]),
    ("table; edit o", "o", ["off", "on"]),
    ("data fr", "fr", ["from"]),
    ("data from \"ro", "ro", ["ro/", "rows.json"]),
    ("update to from \"ro", "ro", ["ro/", "rows.json"]),
  ]

  @Test(arguments: cases)
  func candidates(line: String, word: String, expected: [String]?) {
    let completion = session().complete(line)
    #expect(completion.word == word, "\(line)")
    if let expected {
      #expect(completion.candidates == expected, "\(line)")
    } else {
      #expect(completion.candidates.contains("row") && completion.candidates.contains("top"))
    }
    #expect(Set(completion.candidates).count == completion.candidates.count)
  }

  /// On a collection view the calls and queries are its own: items, not rows.
  @Test func aCollectionViewIsOfferedItsWords() {
    let repl = session()
    _ = repl.submit("collection")
    #expect(
      repl.complete("vis").candidates == [
        "visible", "visibleCells", "visibleHeaders", "visibleItems",
      ])
    #expect(repl.complete("delete i").candidates == ["item", "items"])
    // `items` is the query, an offset too.
    #expect(repl.complete("scroll to i").candidates == ["item", "items"])
    #expect(repl.complete("move i").candidates == ["item"])
    // An option may be an expression: the builtins and the queries are offered too.
    #expect(
      repl.complete("collection l").candidates == ["len", "lifecycle", "linespacing", "list"])
    #expect(repl.complete("collection list r").candidates.contains("rowheight"))
    #expect(!repl.complete("collection list i").candidates.contains("item"))
    _ = repl.submit("table")
    #expect(repl.complete("delete i").candidates == [])
  }

  /// The words after `swiftui` and after a LazyVStack's settings.
  @Test func swiftUIWordsAreOffered() {
    let repl = session()
    #expect(repl.complete("swiftui su").candidates == ["subviews"])
    #expect(repl.complete("swiftui subviews ").candidates == ["dynamic", "one"])
    #expect(repl.complete("swiftui subviews d").candidates == ["dynamic"])
  }

  @Test func snapshotsAndApplyAreOffered() {
    let repl = session()
    _ = repl.submit("let s = snapshot()")
    #expect(repl.complete("s.app").candidates == ["appendItems", "appendSections"])
    // A method's name is not the end of its word: `(` follows, not a space.
    #expect(!repl.complete("s.appendS").endsWord)
    #expect(repl.complete("diffable ").endsWord)
    #expect(repl.complete("s.numberOfI").candidates == ["numberOfItems"])
    #expect(repl.complete("diffable ").candidates == ["given", "lookup"])
    #expect(
      repl.complete("apply s ").candidates == ["animated", "completion", "on", "to", "using"])
    #expect(repl.complete("apply s to x ").candidates == ["animated", "completion", "on"])
    #expect(repl.complete("apply s on ").candidates == ["background", "main"])
    #expect(repl.complete("ss.visibleI").candidates == ["visibleItems"])
    #expect(repl.complete("dataSource.itemI").candidates == ["itemIdentifier"])
    #expect(repl.complete("apply s animated ").candidates == ["false", "true"])
  }

  @Test func namesInScopeAreOffered() {
    let repl = session()
    _ = repl.submit("let rowCount = 3")
    _ = repl.submit("def redraw() { }")
    #expect(repl.complete("print ro").candidates.contains("rowCount"))
    #expect(repl.complete("red").candidates == ["redraw"])
    #expect(repl.complete("let ro").candidates == [])
  }

  @Test func columnsFitTheWidthAndFillDownFirst() {
    let words = ["a", "bb", "ccc", "dddd", "e"]
    #expect(ReplSession.columns(words, width: 20) == "a     ccc   e\nbb    dddd\n")
    #expect(ReplSession.columns(words, width: 5) == "a\nbb\nccc\ndddd\ne\n")
    for line in ReplSession.columns(Array(repeating: "visibleCells", count: 30), width: 80)
      .split(separator: "\n")
    {
      #expect(line.count <= 80)
    }
  }
}
