import Testing

@testable import ListScript

/// Every construct of the language, run in-process.
@Suite struct InterpreterTests {
  func output(_ source: String) -> String { runScript(source).output }

  @Test(arguments: [
    ("print 7 / 2, 7 % 3, -7 / 2, 7.0 / 2", "3 1 -3 3.5"),
    ("print 1 + 2 * 3, (1 + 2) * 3", "7 9"),
    ("print \"a\" + \"b\", [1] + [2, 3], \"n\" + 1", "ab [1, 2, 3] n1"),
    ("print 310 == 310.0, 1 < 2.5, \"a\" < \"b\", 0:1 < 1:0", "true true true true"),
    ("print not true, true and false, false or true", "false false true"),
    ("print 1...3, 0..<3, len(0..<3), 1:3, (1:3).row", "1...3 0..<3 3 1:3 3"),
    ("print {id: 1, text: \"x\"}.text, {a: 1}.b", "x nil"),
    ("print [1, [2, 3]][1][0], \"abc\"[1]", "2 b"),
    ("print min(3, 1), max(3, 1), abs(-4), sum([1, 2, 3])", "1 3 4 6"),
    ("print stride(0, 10, 3), stride(5, 0, -2), range(2, 5)", "[0, 3, 6, 9] [5, 3, 1] 2..<5"),
    (
      "print str(12) + \"!\", len(\"héllo\"), contains([1, 2], 2), keys({a: 1, b: 2})",
      "12! 5 true [\"a\", \"b\"]"
    ),
    ("print sorted([3, 1, 2]), reversed([1, 2])", "[1, 2, 3] [2, 1]"),
    (
      "print diff([1, 2, 3], [3, 1, 4])",
      "{deletes: [1], inserts: [2], moves: [[2, 0]], updates: []}"
    ),
    ("diff [\"a\", \"b\", \"c\"] [\"b\", \"c\", \"a\"]", "move 0 -> 2"),
    ("print shuffled([1, 2, 3, 4, 5], 42), random(1, 6, 42)", "[2, 3, 1, 5, 4] 2"),
  ])
  func expressions(source: String, printed: String) {
    #expect(output(source) == printed + "\n")
  }

  @Test(arguments: [
    ("print 9223372036854775807 + 1", "integer overflow: 9223372036854775807 + 1"),
    ("print 1 / 0", "division by zero"),
    ("print [1, 2][5]", "index 5 is out of range for a list of 2"),
    ("print 1 + true", "cannot apply '+' to integer 1 and boolean true"),
    ("if 1 { print 1 }", "a condition must be true or false, not integer 1"),
    ("print stride(0, 10, 0)", "stride() cannot step by 0"),
    ("print diff([[1]], 5)", "expected a list, not integer 5"),
    ("table\nscale 4", "scale must be 1, 2 or 3, not 4"),
    ("table\nestimated -1", "estimated row height must be in [0, 1000000], not -1"),
    ("table\nmetrics line 0", "metric 'line' must be in [0.01, 10000], not 0"),
    (
      "table\ndata [1]\ninvalidate height 0:5",
      "fd_indexPathHeightCache.invalidateHeight(at:): the table has no row 0:5 (section 0 has 1 row)"
    ),
    (
      "table height 50\nheights fit\nestimated 44\ndata [1, 2, 3, 4, 5]\ndata [1, 2]\nscroll to 100",
      "Fatal error: Index out of range in tableView(_:heightForRowAt:) for 0:3: the data source has 2 rows in section 0 (the app's own crash, not UIKit's)"
    ),
  ])
  func runtimeErrors(source: String, message: String) {
    let result = runScript(source)
    #expect(result.status == .runtimeError)
    #expect(result.diagnostics.first?.message == message)
  }

  @Test func scopesAndShadowing() {
    let source = """
      let x = 1
      if true {
        let x = 2
        x = x + 1
        print x
      }
      print x
      for i in [1, 2] {
        let y = i * 10
        x = x + y
      }
      print x
      """
    #expect(output(source) == "3\n1\n31\n")
    #expect(runScript("if true {\n  let z = 1\n}\nprint z").status == .parseError)
  }

  @Test func loops() {
    #expect(output("let n = 0\nrepeat 4 { n = n + 1 }\nprint n") == "4\n")
    #expect(output("let n = 0\nwhile n < 5 { n = n + 2 }\nprint n") == "6\n")
    #expect(output("for p in {a: 1} { print p }") == "[\"a\", 1]\n")
    #expect(
      output("let xs = [1, 2]\nxs[1] = 5\nlet r = {a: {b: 1}}\nr[\"a\"][\"b\"] = 7\nprint xs, r")
        == "[1, 5] {a: {b: 7}}\n")
  }

  @Test func proceduresRecursionAndTheCallDepthLimit() {
    let source = """
      print fib(15)
      def fib(n) {
        if n < 2 { return n }
        return fib(n - 1) + fib(n - 2)
      }
      def forever(n) { return forever(n + 1) }
      print forever(0)
      """
    let result = runScript(source)
    #expect(result.output.hasPrefix("610\n"))
    #expect(result.status == .interrupted)
    #expect(result.diagnostics.first?.message == "procedures nest more than 1000 calls deep")
  }

  @Test func theStepLimitStopsEndlessLoops() {
    var limits = Limits()
    limits.maxSteps = 10_000
    let result = runScript("while true { }", limits: limits)
    #expect(result.status == .interrupted)
    #expect(result.diagnostics.first?.message == "the script ran more than 10000 steps")
  }

  @Test func listAndStringLimits() {
    var limits = Limits()
    limits.maxListCount = 100
    limits.maxStringBytes = 50
    #expect(runScript("let xs = range(0, 1000)", limits: limits).status == .runtimeError)
    #expect(
      runScript("let s = \"x\"\nrepeat 10 { s = s + s }", limits: limits).status == .runtimeError)
  }

  @Test func globalsUsedBeforeTheirDeclaration() {
    let result = runScript("def f() { return later }\nprint f()\nlet later = 1")
    #expect(result.diagnostics.first?.message == "'later' is used before it is declared")
  }

  @Test func assertionsPrintBothSides() {
    let result = runScript("let xs = [1, 2]\nassert xs == [1, 3]")
    #expect(result.status == .assertionFailed)
    #expect(result.diagnostics.first?.notes == ["left:  xs is [1, 2]", "right: [1, 3]"])
    #expect(runScript("assert 1 > 2").diagnostics.first?.message == "assertion failed: 1 > 2")
    #expect(runScript("assert 3").status == .runtimeError)
  }

  @Test func expectError() {
    let ok = runScript("expect error \"division\" { print 1 / 0 }\nprint error")
    #expect(ok.status == .success)
    #expect(ok.output == "division by zero\n")
    let none = runScript("expect error \"x\" { print 1 }")
    #expect(none.status == .assertionFailed)
    #expect(
      none.diagnostics.first?.message
        == "expected an error containing \"x\", but the block raised none")
    let other = runScript("expect error \"x\" { print 1 / 0 }")
    #expect(other.diagnostics.first?.notes == ["the error was: division by zero"])
  }

  @Test func expectErrorRestoresTheTableButNotTheData() {
    let source = """
      table
      data [1, 2, 3]
      expect error "invalid number of rows" {
        data insert 9 at 0
        begin
        delete rows 0
        insert rows 0
        end
      }
      assert rows == 3
      assert data [9, 1, 2, 3]
      assert visible [1, 2, 3]
      """
    #expect(runScript(source).status == .success)
  }

  @Test func include() {
    let files = [
      "setup.lsh": "let shared = 41\ndef bump(x) { return x + 1 }",
      "self.lsh": "include \"self.lsh\"",
    ]
    #expect(runScript("include \"setup.lsh\"\nprint bump(shared)", files: files).output == "42\n")
    #expect(
      runScript("include \"missing.lsh\"", files: files).diagnostics.first?.message
        == "cannot include 'missing.lsh': no such file")
    let cycle = runScript("include \"self.lsh\"", files: files)
    #expect(cycle.status == .parseError)
    #expect(cycle.diagnostics.first?.message.contains("includes itself") == true)
  }

  @Test func queriesReadTheTable() {
    let source = """
      table height 100
      data ["a", {id: 7, text: "b"}, "c", "d"]
      print visible, visibleRows, mountedRows, top, rows, sections, offset, contentHeight
      print cell(1).text, cell(1).id, cell(3), height(1), data(0)[1].id, editing
      """
    #expect(
      output(source)
        == "[\"a\", \"b\", \"c\"] [0:0, 0:1, 0:2] [0:0, 0:1, 0:2, 0:3] a 4 1 0.0 176.0\nb c2 {row: 0:3, text: \"d\", editing: false, selected: false, hidden: true, stale: false, id: \"c4\"} 44.0 7 false\n"
    )
  }

  @Test func tableCommandsAndTheirTrace() {
    let source = """
      table height 132
      data [1, 2, 3, 4]
      data remove at 0
      delete rows 0
      scroll to 500
      select 0
      edit on refreshing mounted
      rotate landscape
      """
    let result = runScript(source, echo: true, trace: .calls)
    #expect(
      result.output == """
        > table height 132
          new table 375x132, row height 44
        > data [1, 2, 3, 4]
          table appeared: 1 section, 4 rows
        > data remove at 0
        > delete rows 0
          deleteRows(at: [0:0])
          batch committed: delete 0:0; rows 4 -> 3
        > scroll to 500
          contentOffset.y = 0 (clamped from 500)
        > select 0
          selectRow(at: 0:0)
        > edit on refreshing mounted
          setEditing(true)
          setEditing(true) clears the selection: 0:0 deselected
          refreshed 3 mounted cells (visible and prepared)
        > rotate landscape
          rotated to landscape: 132x375

        """)
  }

  @Test func traceLevels() {
    let source =
      "trace layout\ntable height 88\ndata [1, 2, 3]\nscroll by 44\ntrace all\ndata [5]\ntrace off\nreload"
    let result = runScript(source, trace: .calls)
    #expect(result.output.contains("  cellForRowAt 0:0 -> c1\n"))
    #expect(result.output.contains("  didEndDisplaying 0:0 c1\n"))
    #expect(result.output.contains("  data(0) = [5]\n"))
    #expect(!result.output.contains("reloadData()"))
  }

  @Test func uncaughtExceptionsStopWithTheirNotes() {
    let result = runScript(
      "table\ndata [1, 2]\ndata remove at 0\nreload rows 0\nprint \"not reached\"")
    #expect(result.status == .runtimeError)
    #expect(!result.output.contains("not reached"))
    let d = result.diagnostics.first
    #expect(d?.range?.position == "test.lsh:4:1")
    #expect(
      d?.notes.last
        == "the data source changed since the table last read it: data remove at 0:0 (line 3)")
  }

  /// A literal that says its value is not followed by the value, whatever its layout: the
  /// same literal on several lines (as `listsh fmt` lays out a long one) gets the same notes,
  /// and a string's own spaces still count (the format fuzzer found the notes differing).
  @Test func aLiteralSaysItsValueInAnyLayout() {
    let oneLine = runScript("assert [1, 2] == [{id: 1, t: \"a b\"}]")
    let laidOut = runScript("assert [1, 2] == [\n  {\n    id: 1,\n    t: \"a b\"\n  }\n]")
    #expect(oneLine.diagnostics.first?.notes.last == "right: [{id: 1, t: \"a b\"}]")
    #expect(laidOut.diagnostics.first?.notes.last?.hasSuffix("]") == true)
    #expect(laidOut.diagnostics.first?.notes.last?.contains(" is ") == false)
    // Written more tightly than ListScript writes it: the same literal.
    let tight = runScript("assert [3] == [1,2]")
    #expect(tight.diagnostics.first?.notes.last == "right: [1,2]")
    let spaced = runScript("assert [\"ab\"] == [\"a b\"]")
    #expect(spaced.diagnostics.first?.notes.last == "right: [\"a b\"]")
    #expect(Interpreter.withoutLayout("[ \"a \\\" b\" ,\n 2 ]") == "[\"a \\\" b\",2]")
  }

  @Test func parenthesesBelongToTheQuotedExpression() {
    let result = runScript("assert 1 == 2 * (3 + 4)")
    #expect(result.diagnostics.first?.message == "assertion failed: 1 == 2 * (3 + 4)")
    #expect(result.diagnostics.first?.notes.last == "right: 2 * (3 + 4) is 14")
  }

  @Test func heightCommandsAndTheCacheQuery() {
    let result = runScript(
      """
      table
      heights fit
      cache key
      accessory detail-disclosure
      separator off
      data [{id: 1, text: "x"}, {id: 2, text: ""}]
      print height(0), height(1), cache
      invalidate key 1
      invalidate key 9
      reload
      print cache
      invalidate heights
      precache
      print cache
      cache off
      precache
      """)
    #expect(result.status == .success)
    #expect(
      result.output.hasPrefix(
        """
        44.0 44.0 {hits: 0, misses: 2}
        {hits: 1, misses: 3}
        {hits: 1, misses: 5}

        """), "\(result.output)")
    let traced = runScript("table\ndata [1]\nprecache", trace: .calls)
    #expect(traced.output.contains("precache: nothing to keep with the height cache off"))
  }

  @Test func sectionDiffsAndUpdates() {
    let result = runScript(
      """
      table
      data sections [{id: "A", title: "a", items: [1, 2]}, {id: "B", items: [3]}]
      print diff(data(0), [2, 1])
      diff [{id: "A", items: [1, 2]}, {id: "B", items: [3]}] [{id: "B", items: [3, 1]}, {id: "A", items: [2]}]
      update to sections [{id: "B", items: [3, 1]}, {id: "A", title: "b", items: [2]}]
      print sections, data(0), data(1)
      print diff([[1], [2]], [[2], [1]]).moves
      update to [9]
      print data(0), data(1)
      """)
    #expect(
      result.output == """
        {deletes: [], inserts: [], moves: [[1, 0]], updates: []}
        move section 1 -> 0
        move 0:0 -> 0:1
        2 [3, 1] [2]
        [[1:0, 0:0], [0:0, 1:0]]
        [9] [2]

        """)
    #expect(result.status == .success)
  }

  @Test func badSectionsAreErrorsWithTheirPlace() {
    let result = runScript("table\nupdate to sections [[1], 5]")
    #expect(result.status == .runtimeError)
    #expect(result.diagnostics.first?.range?.position == "test.lsh:2:20")
    #expect(result.diagnostics.first?.message.contains("section 1 is integer 5") == true)
    let insert = runScript("table\ndata sections [[1]]\ndata insert section 0 {id: 1}")
    #expect(insert.diagnostics.first?.message.contains("record with items") == true)
  }
}
