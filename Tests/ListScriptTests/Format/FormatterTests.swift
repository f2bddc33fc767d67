import Testing

@testable import ListScript

/// The canonical layout, case by case: spacing, indentation, groups that fit or not, blocks,
/// comments and blank lines; that it is a fixed point; and what it refuses.
@Suite struct FormatterTests {
  static func format(_ text: String) -> String? {
    if case .success(let formatted) = Formatter.format(text) { return formatted }
    return nil
  }

  @Test(arguments: [
    ("let  x=[1 ,2,3]\n", "let x = [1, 2, 3]\n"),
    ("print xs[0]\ndata [1, 2]\n", "print xs[0]\ndata [1, 2]\n"),
    ("print len( [ 1 ] )", "print len([1])\n"),
    ("let r = { id : 1 , text:\"a\" }\n", "let r = {id: 1, text: \"a\"}\n"),
    ("insert rows 0:1 ,0:2\n", "insert rows 0:1, 0:2\n"),
    // A method call's label is one as the parser reads it (its ":" touches the name, a space
    // follows); with a space before the ":" it is an index path, kept one.
    ("s.moveItem(1, afterItem :9)\n", "s.moveItem(1, afterItem:9)\n"),
    ("s.appendItems([1],toSection:  \"a\")\n", "s.appendItems([1], toSection: \"a\")\n"),
    ("if x>1 {\nprint x\n}\n", "if x > 1 {\n  print x\n}\n"),
    ("batch {insert rows 0}\n", "batch { insert rows 0 }\n"),
    (
      "if a {\n  print 1\n}   else {\n      print 2\n}\n",
      "if a {\n  print 1\n} else {\n  print 2\n}\n"
    ),
    ("print 1 ; print 2\n", "print 1\nprint 2\n"),
    ("let x = -1\nprint x - 1\nprint 0...3\n", "let x = -1\nprint x - 1\nprint 0...3\n"),
    ("\n\n\nprint 1\n\n\n\nprint 2\n\n\n", "print 1\n\nprint 2\n"),
    ("print 1   # one\n#  alone  \nprint 2\n", "print 1   # one\n#  alone\nprint 2\n"),
    ("let x=1# one\n", "let x = 1 # one\n"),
    ("scroll by -44\nprint 1 -1\nprint (1)-1\n", "scroll by -44\nprint 1 -1\nprint (1) - 1\n"),
    (
      "def f(a,b) {\nreturn a+b\n}\nprint f(1,2)\n",
      "def f(a, b) {\n  return a + b\n}\nprint f(1, 2)\n"
    ),
    ("data [\n  1,\n  2\n]\n", "data [1, 2]\n"),
    ("let ok = true and\nfalse\n", "let ok = true and\n    false\n"),
    ("#!/usr/bin/env listsh\nprint  1\n", "#!/usr/bin/env listsh\nprint 1\n"),
    (
      "let s = snapshot()\ns.appendSections( [\"main\"] )\n",
      "let s = snapshot()\ns.appendSections([\"main\"])\n"
    ),
    ("print \"\\(1+2) items\"\n", "print \"\\(1+2) items\"\n"),
    ("", ""),
  ])
  func layouts(source: String, expected: String) {
    #expect(Self.format(source) == expected)
    #expect(Self.format(expected) == expected, "not a fixed point")
  }

  @Test func aLongListBreaksOneElementALineAndTheElementsStayFlat() throws {
    let items = (0..<30).map { "\"item \($0)\"" }.joined(separator: ", ")
    let formatted = try #require(Self.format("data sections [[\(items)], [\"x\"]]\n"))
    let lines = formatted.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "data sections [")
    #expect(lines.allSatisfy { $0.count <= Formatter.width }, "\(formatted)")
    #expect(formatted.contains("\n  [\"x\"]\n]\n"), "\(formatted)")
    #expect(Self.format(formatted) == formatted)
  }

  @Test func commentsInsideAListKeepTheListBroken() {
    let source = "data [\n  1, # the first\n  # before two\n  2\n]\n"
    #expect(Self.format(source) == source)
  }

  @Test func aBlockWrittenOnManyLinesStaysSoAndACommentAfterItsBraceStays() {
    let source = "batch { # why\n  insert rows 0\n}\n"
    #expect(Self.format(source) == source)
    #expect(Self.format("batch {\n  insert rows 0 }\n") == "batch {\n  insert rows 0\n}\n")
  }

  @Test func aFileThatDoesNotParseIsRefusedWithItsFirstError() {
    guard case .failure(.doesNotParse(let diagnostic)) = Formatter.format("print )\n") else {
      Issue.record("formatted a file that does not parse")
      return
    }
    #expect(diagnostic.range?.position == "<fmt>:1:7")
  }
}
