import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// Every limit counts real work: what a built-in or a snapshot's method reads is charged.
///
/// It is charged to the step limit as it is read, so that a loop of it stops after a number of
/// iterations that goes as the limit over the work of one. Counted in steps, never timed.
@Suite struct WorkChargeTests {
  /// A run's output, diagnostics and the steps it was charged.
  typealias Counted = RunResult

  /// Runs `source` under `maxSteps` and counts the steps it was charged.
  static func run(_ source: String, maxSteps: Int = 10_000_000) -> Counted {
    var limits = Limits()
    limits.maxSteps = maxSteps
    return runScript(source, limits: limits)
  }

  /// How many lines a loop printed before the step limit stopped it.
  static func iterations(_ run: Counted) -> Int {
    run.output.split(separator: "\n").filter { $0 == "." }.count
  }

  static let stopped = "the script ran more than 1000000 steps"

  // MARK: - Snapshots

  @Test func repeatedItemsRaiseUIKitsTextAtAChargeLinearInTheItems() {
    let r = Self.run(
      """
      let s = snapshot()
      s.appendSections(["main"])
      let xs = range(0, 20000)
      s.appendItems(xs + xs)
      """)
    #expect(r.status == .runtimeError)
    let message = r.diagnostics.first?.message ?? ""
    #expect(
      message.hasPrefix(
        "NSInternalInconsistencyException: Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    0,\n    1,\n"
      ))
    #expect(message.hasSuffix(",\n    19999\n)}"))
    // The range's elements listed twice (40,000), joined (40,000), the call (40,000), and
    // little else.
    #expect(r.steps < 130_000, "\(r.steps) steps")
  }

  /// Inserting one item at a time into a section of 20,000 finds the target in its section
  /// each time: charged a step an item of the section, so 200 inserts pass 1,000,000 steps
  /// (charged three steps each, they once ran for free).
  @Test(arguments: [
    "s.insertItems([-1 - i], beforeItem: 10000)", "s.moveItem(i, afterItem: 10000)",
    "s.deleteItems([i])", "let k = s.indexOfItem(19999)",
    "let k = dataSource.indexPath(for: 19999)",
  ])
  func editsThatSearchASectionAreChargedItsItems(edit: String) {
    let r = Self.run(
      """
      table
      diffable
      let s = snapshot()
      s.appendSections(["main"])
      s.appendItems(range(0, 20000))
      apply s
      for i in 0..<200 {
        \(edit)
      }
      print "done"
      """, maxSteps: 1_000_000)
    #expect(r.diagnostics.first?.message == Self.stopped, "\(edit): \(r.output)")
  }

  @Test func appendingNewItemsOneAtATimeStaysCheap() {
    let r = Self.run(
      """
      let s = snapshot()
      s.appendSections(["main"])
      for i in 0..<20000 { s.appendItems([i]) }
      print s.numberOfItems
      """, maxSteps: 200_000)
    #expect(r.status == .success, "\(r.output)")
    #expect(r.output == "20000\n")
  }

  @Test func readingEveryItemOfASnapshotIsChargedItsItems() {
    let r = Self.run(
      """
      let s = snapshot()
      s.appendSections(["main"])
      s.appendItems(range(0, 20000))
      repeat 1000 { let ids = s.itemIdentifiers }
      """, maxSteps: 1_000_000)
    #expect(r.diagnostics.first?.message == Self.stopped, "\(r.output)")
  }

  // MARK: - Strings

  /// `s` holds `copies` copies of `unit`, and a loop prints a dot and then calls `call`,
  /// `times` times unless the limit stops it.
  static func loop(_ unit: String, copies: Int, _ call: String, times: Int = 3_000) -> Counted {
    Self.run(
      """
      let s = "\(String(repeating: unit, count: copies))"
      let x = 0
      repeat \(times) {
        print "."
        x = \(call)
      }
      """, maxSteps: 1_000_000)
  }

  /// `len` of a 60 KB string of two-byte characters: breaking it into characters costs about
  /// a step every two bytes (30,000 a call), so the loop stops after about 33 calls; charged
  /// a step per 64 bytes, it once made 1,000.
  @Test(arguments: [("é", 30_000), ("漢", 20_000), ("🙂", 15_000), ("क्षि", 5_000)])
  func lenOfNonASCIITextIsChargedWhatItWalks(unit: String, copies: Int) {
    let r = Self.loop(unit, copies: copies, "len(s)")
    let bytes = unit.utf8.count * copies
    #expect(r.diagnostics.first?.message == Self.stopped)
    let expected = 1_000_000 / (bytes / TextWork.otherBytesPerStep)
    #expect((expected / 2...expected + 2).contains(Self.iterations(r)), "\(Self.iterations(r))")
  }

  @Test func lenOfASCIITextIsChargedLess() {
    let r = Self.loop("ab", copies: 30_000, "len(s)")
    // 60,000 bytes at 16 a step: 3,750 steps a call.
    #expect((200...280).contains(Self.iterations(r)), "\(Self.iterations(r))")
  }

  @Test func indexingIsChargedTheCharactersWalkedToTheIndex() {
    let far = Self.loop("é", copies: 30_000, "len(s[29999])")
    let near = Self.loop("é", copies: 30_000, "len(s[10])", times: 50_000)
    #expect(far.diagnostics.first?.message == Self.stopped)
    #expect((16...36).contains(Self.iterations(far)), "\(Self.iterations(far))")
    // Ten characters walked: a step or so, and the loop's own statements.
    #expect(near.status == .success)
    let past = Self.run("let s = \"aé\"\nprint s[1], len(s)\nprint s[2]\n")
    #expect(past.output.hasPrefix("é 2\n"))
    #expect(past.diagnostics.first?.message == "index 2 is out of range for a string of 2")
    let negative = Self.run("print \"aé\"[-1]\n")
    #expect(negative.diagnostics.first?.message == "index -1 is out of range for a string of 2")
  }

  @Test func searchingIsChargedEveryByteOfEitherString() {
    let r = Self.loop("é", copies: 30_000, "len(str(contains(s, \"z\")))")
    #expect(r.diagnostics.first?.message == Self.stopped)
    // 60,000 bytes a search.
    #expect((8...18).contains(Self.iterations(r)), "\(Self.iterations(r))")
  }

  /// `"é"` and `"e\u{301}"` are equal (canonical equivalence), but only once Swift has
  /// normalised both: comparing two such strings reads all of them, and is charged so.
  @Test func comparingEquivalentTextIsChargedWhatItReads() {
    let composed = String(repeating: "\u{E9}", count: 10_000)
    let decomposed = String(repeating: "e\u{301}", count: 10_000)
    let r = Self.run(
      """
      let s = "\(composed)"
      let t = "\(decomposed)"
      print s == t, s < t, t < s
      repeat 40 {
        print "."
        let same = s == t
      }
      """, maxSteps: 1_000_000)
    #expect(r.output.hasPrefix("true false false\n"))
    #expect(r.diagnostics.first?.message == Self.stopped)
    // 50,000 bytes read twice over: 100,000 steps a comparison, three before the loop.
    #expect((5...9).contains(Self.iterations(r)), "\(Self.iterations(r))")
  }

  @Test func comparingTextThatDiffersEarlyStaysCheap() {
    let a = String(repeating: "é", count: 20_000)
    let r = Self.run(
      """
      let s = "x\(a)"
      let t = "y\(a)"
      let u = "\(a)x"
      let v = "\(a)y"
      repeat 1000 { let c = s < t }
      repeat 1000 { let c = u == v }
      print "done"
      """, maxSteps: 1_000_000)
    #expect(r.status == .success, "\(r.output)")
  }

  @Test func findingAnElementComparesWhatItReads() {
    let decomposed = String(repeating: "e\u{301}", count: 10_000)
    let composed = String(repeating: "\u{E9}", count: 10_000)
    let r = Self.run(
      """
      let xs = ["\(decomposed)"]
      print contains(xs, "\(composed)")
      repeat 40 {
        print "."
        let found = contains(xs, "\(composed)")
      }
      """, maxSteps: 1_000_000)
    #expect(r.output.hasPrefix("true\n"))
    #expect(r.diagnostics.first?.message == Self.stopped)
    #expect((6...10).contains(Self.iterations(r)), "\(Self.iterations(r))")
  }

  @Test func textWorkCountsBytesByKind() {
    #expect(TextWork.characterSteps(String(repeating: "a", count: 160)[...]) == 10)
    #expect(TextWork.characterSteps(String(repeating: "é", count: 10)[...]) == 10)
    #expect(TextWork.characterSteps("ab🙂"[...]) == 2)
    #expect(TextWork.comparisonSteps("abc", "abd", cap: 100) == 0)
    // Equivalent past the first byte that differs: both strings read, twice a byte.
    let composed = String(repeating: "\u{E9}", count: 20)
    let decomposed = String(repeating: "e\u{301}", count: 20)
    #expect(TextWork.comparisonSteps(composed, decomposed, cap: 1_000) == 20 * 5 * 2)
    // Short strings compare for nothing, equivalent or not.
    #expect(TextWork.comparisonSteps("\u{E9}", "e\u{301}", cap: 100) == 0)
    // A letter with 300 combining marks is one character of 601 bytes on each side: priced
    // by the square of its length, as Swift normalises it.
    let marks = String(repeating: "\u{301}\u{316}", count: 150)
    let reordered = String(repeating: "\u{316}\u{301}", count: 150)
    #expect(
      TextWork.comparisonSteps("e" + marks, "e" + reordered, cap: 10_000) == 1_202 * 1_202 / 256)
  }

  // MARK: - Ranges

  /// `len` of a range whose count does not fit in an integer: the error names the range and
  /// its exact count, at the argument (it once printed 9223372036854775807, saturated).
  @Test(arguments: [
    (
      "lo...9223372036854775807", "-9223372036854775808...9223372036854775807",
      "18446744073709551616"
    ),
    (
      "lo..<9223372036854775807", "-9223372036854775808..<9223372036854775807",
      "18446744073709551615"
    ),
    ("0...9223372036854775807", "0...9223372036854775807", "9223372036854775808"),
    ("-1..<9223372036854775807", "-1..<9223372036854775807", "9223372036854775808"),
  ])
  func lenOfARangeTooLongToCountIsALocatedError(written: String, range: String, count: String) {
    let r = Self.run("let lo = -9223372036854775807 - 1\nprint len(\(written))\n")
    #expect(r.status == .runtimeError)
    let caret = "^" + String(repeating: "~", count: written.count - 1)
    #expect(
      r.output == """
        test.lsh:2:11: error: the range \(range) has \(count) elements: more than an integer holds
          2 | print len(\(written))
            |           \(caret)
        note: an integer holds at most 9223372036854775807

        """)
  }

  @Test func theTypedErrorCarriesTheRange() {
    let failure = RuntimeErrorTests.failure(
      "let lo = -9223372036854775807 - 1\nlet r = lo...9223372036854775807\nprint len(r)")
    #expect(failure?.0 == .rangeCountOverflow(IntRange(Int.min, Int.max, closed: true)))
    #expect(failure?.1 == "r")
  }

  @Test func rangesWhoseCountFitsAreCountedAndIndexedExactly() {
    let r = Self.run(
      """
      print len(0..<9223372036854775807), len(-9223372036854775807...-1), len(5...4), len(3..<3)
      let all = (-9223372036854775807 - 1)...9223372036854775807
      print all[0], all[9223372036854775807]
      print (0...9223372036854775807)[9223372036854775807]
      print (0..<9223372036854775807)[9223372036854775806]
      expect error "index 9223372036854775807 is out of range for a list of 9223372036854775807" {
        print (0..<9223372036854775807)[9223372036854775807]
      }
      expect error "index -1 is out of range for a list of 18446744073709551616" { print all[-1] }
      """)
    #expect(r.status == .success, "\(r.output)")
    #expect(
      r.output == """
        9223372036854775807 9223372036854775807 0 0
        -9223372036854775808 -1
        9223372036854775807
        9223372036854775806

        """)
  }
}
