import Testing

@testable import HeadlessUIKit
@testable import ListScript

/// JSON files read into values, and the place of every error; `data from` and `update to
/// from` on top of it.
@Suite struct JSONReaderTests {
  func read(_ text: String) throws(JSONReader.Failure) -> Value {
    try JSONReader.read(Array(text.utf8))
  }

  @Test func valuesOfEveryKind() throws {
    let v = try read(
      #"""
      {"id": 7, "neg": -12, "d": 2.5, "e": 1e3, "big": 123456789012345678901234,
       "s": "a\"b\\c\/\n\t\u00e9\ud83d\ude00", "t": true, "f": false, "n": null,
       "list": [1, [2, {}], []], "first name": "Ann"}
      """#)
    #expect(
      v.description
        == #"{id: 7, neg: -12, d: 2.5, e: 1000.0, big: 1.2345678901234569e+23, s: "a\"b\\c/\n\té😀", t: true, f: false, n: nil, list: [1, [2, {}], []], "first name": "Ann"}"#
    )
    #expect(try read("\u{FEFF} [1] ") == .list([.int(1)]))
  }

  @Test(arguments: [
    ("[1, 2,]", 6, "expected a JSON value, found ']'"),
    ("[01]", 2, "a JSON number has no leading zeros"),
    ("{\"a\": 1, \"a\": 2}", 9, "the key \"a\" appears twice in this object"),
    ("{a: 1}", 1, "expected a key in double quotes, found 'a'"),
    ("\"abc", 4, "the JSON text ends inside a string"),
    ("\"a\\qb\"", 2, "unknown escape in a JSON string"),
    ("\"\\ud83d\"", 7, "a \\u escape of a high surrogate must be followed by its low surrogate"),
    ("[1] [2]", 4, "unexpected '[' after the JSON value"),
    ("[1, 2", 5, "expected ',' or ']' in the array, found the end of the text"),
    ("1e999", 0, "the number 1e999 is too large"),
    ("nul", 0, "expected a JSON value, found 'n'"),
    ("\"a\u{01}\"", 2, "a control character must be escaped in a JSON string"),
    ("", 0, "the JSON text ends where a value should be"),
  ])
  func errorsAreLocated(text: String, offset: Int, message: String) {
    #expect(throws: JSONReader.Failure(offset: offset, message: message)) { try read(text) }
  }

  @Test func deepNestingIsRefusedNotACrash() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(
      throws: JSONReader.Failure(offset: 200, message: "arrays and objects nest more than 200 deep")
    ) {
      try read(deep)
    }
  }

  /// Random values written as JSON read back equal.
  @Test(arguments: 1...20) func randomValuesRoundTrip(seed: UInt64) throws {
    print("JSONReaderTests seed \(seed)")
    var random = SeededRandom(seed: seed)
    func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
    func value(_ depth: Int) -> (Value, String) {
      switch below(depth > 3 ? 4 : 6) {
      case 0:
        let n = Int(Int64(bitPattern: random.next())) >> below(60)
        return (.int(n), String(n))
      case 1:
        let s = String((0..<below(6)).map { _ in "aé\"\\\n😀 z".randomElement(using: &random)! })
        return (.string(s), Value.quoted(s).replacing("\\(", with: "\\u0028"))
      case 2:
        let b = below(2) == 0
        return (.bool(b), b ? "true" : "false")
      case 3: return (.nil, "null")
      case 4:
        let items = (0..<below(4)).map { _ in value(depth + 1) }
        return (.list(items.map(\.0)), "[" + items.map(\.1).joined(separator: ", ") + "]")
      default:
        let fields = (0..<below(4)).map { k in ("k\(k)", value(depth + 1)) }
        return (
          .record(Record(fields.map { ($0.0, $0.1.0) })),
          "{" + fields.map { "\"\($0.0)\": \($0.1.1)" }.joined(separator: ", ") + "}"
        )
      }
    }
    for _ in 0..<50 {
      let (expected, text) = value(0)
      #expect(try read(text) == expected, "\(text)")
    }
  }

  @Test func dataFromFillsSectionZeroOrEverySection() {
    let files = [
      "items.json": #"[{"id": "a", "text": "Ann"}, {"id": "b", "text": "Bob"}]"#,
      "nested.json": "[[1, 2], [], [3]]",
      "sections.json": #"{"sections": [{"id": "s", "items": [1]}, [2, 3]]}"#,
    ]
    var run = runScript("table\ndata from \"items.json\"\nprint visible, sections", files: files)
    #expect(run.output == "[\"Ann\", \"Bob\"] 1\n", "\(run.output)")
    run = runScript(
      "table\ndata from \"nested.json\"\nprint sections, rows(1), rows(2)", files: files)
    #expect(run.output == "3 0 1\n")
    run = runScript("table\ndata from \"sections.json\"\nprint data(0), data(1)", files: files)
    #expect(run.output == "[1] [2, 3]\n")
    run = runScript(
      "table\ndata from \"items.json\"\nupdate to from \"nested.json\"\nprint sections",
      files: files)
    #expect(run.output == "3\n")
  }

  @Test func aFileThatIsNotJSONIsReportedAtItsOwnLine() {
    let run = runScript(
      "table\ndata from \"bad.json\"\n", files: ["bad.json": "[1, 2,\n  3 }\n"])
    #expect(run.status == .runtimeError)
    #expect(
      run.diagnostics.first?.rendered() == """
        bad.json:2:5: error: expected ',' or ']' in the array, found '}'
          2 |   3 }
            |     ^
        note: read as JSON by the statement at test.lsh:2:11

        """)
  }

  @Test func aFileOfAnotherShapeSaysWhatIsExpected() {
    let run = runScript("table\ndata from \"n.json\"\n", files: ["n.json": "{\"count\": 3}"])
    #expect(run.diagnostics.first?.message == "'n.json' holds record, not the data of a table")
    #expect(
      run.diagnostics.first?.notes.first?.hasPrefix("a data file holds an array of items") == true)
    let notAPath = runScript("table\ndata from 3\n")
    #expect(notAPath.diagnostics.first?.message.hasPrefix("expected a file name") == true)
  }
}
