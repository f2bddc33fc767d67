import Testing

@testable import HeadlessUIKit
@testable import ListScript

/// What a Swift (or JSON, or Python) habit meets: a located error saying what ListScript
/// writes, or — for `+=`, `//` and quoted record keys — the habit accepted.
@Suite struct SwiftHabitsTests {
  /// `line:column message` and the notes of every diagnostic.
  func diagnosed(_ source: String) -> [String] {
    runScript(source).diagnostics.map { d in
      let (line, column) = d.range.map { $0.file.location(of: $0.bytes.lowerBound) } ?? (0, 0)
      return (["\(line):\(column) \(d.message)"] + d.notes).joined(separator: " | ")
    }
  }

  @Test(arguments: [
    ("if true && false { }", ["1:9 '&&' is Swift's spelling; ListScript writes 'and'"]),
    ("if true || false { }", ["1:9 '||' is Swift's spelling; ListScript writes 'or'"]),
    ("if !true { }", ["1:4 '!' is Swift's spelling; ListScript writes 'not'"]),
    ("print 'cell'", ["1:7 strings take double quotes: write \"cell\""]),
    (
      "table\ndata [1, 2]\nscroll to row 1 .middle",
      ["3:17 '.middle' is Swift's spelling; ListScript writes 'middle'"]
    ),
    ("edit .on", ["1:6 '.on' is Swift's spelling; ListScript writes 'on'"]),
    (
      "table\ndata [1, 2]\ndelete rows 1 with: .fade",
      [
        "3:15 'with:' is UIKit's animation argument, which ListScript's calls do not take | drop it: the animation does not change which rows UIKit updates or what the cells show"
      ]
    ),
    ("print null", ["1:7 undefined name 'null' | ListScript writes nil"]),
    ("quit", ["1:1 undefined name 'quit' | to leave listsh, type .quit or press Ctrl-D"]),
    ("help", ["1:1 undefined name 'help' | type .help for help (and .help data, .help calls, …)"]),
    ("print [1].count", ["1:7 list has no field 'count' | write len(x) for the count of x"]),
    ("assert visibel [1]", ["1:8 undefined name 'visibel' | did you mean 'visible'?"]),
    ("assert mountdRows [0:0]", ["1:8 undefined name 'mountdRows' | did you mean 'mountedRows'?"]),
  ])
  func aHabitGetsItsHint(source: String, expected: [String]) {
    #expect(diagnosed(source) == expected)
  }

  /// Every habit on a line is reported, and the line still parses past it.
  @Test func severalHabitsOnALineAreAllReported() {
    // Four habits; names are resolved only once the script parses.
    #expect(diagnosed("if !a && b || 'c' { }").count == 4)
  }

  @Test func compoundAssignmentAndSlashCommentsAreAccepted() {
    let run = runScript(
      """
      let n = 1 // a Swift comment
      n += 4
      n -= 1
      n *= 3
      n /= 2
      n %= 4
      let xs = [1, 2]
      xs[1] += 10
      print n, xs
      """)
    #expect(run.diagnostics.isEmpty)
    #expect(run.output == "2 [1, 12]\n")
  }

  @Test func jsonKeysAreRecordFields() {
    let run = runScript(#"print {"id": 7, "user": {"name": "Ann"}, ok: true}"#)
    #expect(run.output == #"{id: 7, user: {name: "Ann"}, ok: true}"# + "\n")
    // A key that is not a name is kept, and printed quoted.
    #expect(runScript(#"print {"first name": 1}"#).output == #"{"first name": 1}"# + "\n")
    #expect(
      diagnosed("let k = \"a\"\nprint {\"\\(k)\": 1}").first
        == "2:8 expected a field name in the record")
  }

  /// A member needs its dot to touch what it reads: `1 .top` is not `1`'s field.
  @Test func aSpacedDotIsNotAMember() {
    #expect(diagnosed("let r = {a: 1}\nprint r .a").first?.hasPrefix("2:9") == true)
    #expect(runScript("let r = {a: 1}\nprint r.a").output == "1\n")
  }
}
