import Foundation
import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// Nesting is bounded where it could exhaust a stack: values nest at most `maxValueDepth`
/// levels (their depth kept as they are built), blocks and calls stop at the stack they
/// measure; and built-ins charge what they read.
@Suite struct NestingAndWorkTests {
  @Test func aListKnowsHowDeeplyItNests() {
    let scalar = Value.int(1)
    let one = Value.list([scalar, .string("a")])
    let two = Value.list([one, scalar])
    let record = Value.record(Record([("a", two), ("b", .nil)]))
    #expect(scalar.nestingDepth == 0)
    #expect(Value.list([]).nestingDepth == 1)
    #expect(one.nestingDepth == 1)
    #expect(two.nestingDepth == 2)
    #expect(record.nestingDepth == 3)
    var list = Value.List([one])
    list.append(record)
    #expect(list.depth == 4)
    list.append(contentsOf: Value.List([Value.list([record])]))
    #expect(list.depth == 5)
    #expect(Value.snapshot(DiffableSnapshot()).nestingDepth == Value.snapshotDepth)
  }

  @Test(arguments: [
    "let x = []\nrepeat 2000 { x = [x] }",
    "let x = {a: 1}\nrepeat 2000 { x = {a: x} }",
    "let x = [[]]\nrepeat 2000 { x[0] = [x] }",
    "let x = {a: 1}\nrepeat 2000 { x[\"b\"] = x }",
    "let x = []\nrepeat 2000 { x += [x] }",
  ])
  func valuesNestAtMostTheLimit(source: String) {
    let r = runScript(source)
    #expect(r.status == .interrupted, "\(r.output)")
    #expect(r.diagnostics.first?.message == "the value would nest more than 1000 levels deep")
  }

  @Test func justUnderTheLimitEverythingThatWalksAValueWorks() {
    // 999 levels: printed, compared, sorted, hashed into a set (a snapshot), freed.
    let r = runScript(
      """
      let x = []
      let y = []
      repeat 998 { x = [x]
      y = [y] }
      print len(str(x))
      assert x == y
      assert sorted([1, 0]) == [0, 1]
      assert contains([y], x)
      x = 0

      """)
    #expect(r.status == .success, "\(r.output)")
    #expect(r.output == "1998\n")
  }

  @Test func identifiersNestAFewLevels() {
    let r = runScript(
      """
      let s = snapshot()
      s.appendSections(["main"])
      let deep = 1
      repeat 20 { deep = [deep] }
      s.appendItems([deep])

      """)
    #expect(r.diagnostics.first?.message == "the value would nest more than 16 levels deep")
  }

  /// Blocks nested inside a recursion, each level of it several blocks deep: stopped by the
  /// stack they measure, with a located error, whatever the build's frames weigh.
  @Test(arguments: ["if true { ", "expect error \"zero\" { ", "repeat 1 { ", "while true { "])
  func blocksInsideADeepRecursionStopAtTheStack(open: String) {
    let body =
      String(repeating: open, count: 150) + "g(n - 1)" + String(repeating: " }", count: 150)
    var limits = Limits()
    limits.maxStackBytes = 8_000_000
    let r = runScript(
      "def g(n) {\n  if n == 0 { print 1 / 0 }\n  \(body)\n}\ng(998)\n", limits: limits)
    #expect(r.status == .interrupted)
    #expect(
      r.diagnostics.first?.message
        == "blocks and calls nest too deeply (their frames passed 8 MB of stack)")
    #expect(
      r.diagnostics.first?.range?.position.hasPrefix("test.lsh:3:") == true,
      "\(String(describing: r.diagnostics.first?.range?.position))")
  }

  @Test func aShallowRecursionIsUntouched() {
    let r = runScript(
      "def f(n) {\n  if n == 0 { return 0 }\n  return 1 + f(n - 1)\n}\nprint f(900)\n")
    #expect(r.status == .success)
    #expect(r.output == "900\n")
  }

  @Test(arguments: [
    ("stride", "repeat 100000 { let s = stride(0, 1000000, 1) }"),
    ("shuffled", "let xs = range(0, 1000000)\nrepeat 100000 { let s = shuffled(xs, 1) }"),
    ("len", "let s = \"ab\"\nrepeat 20 { s = s + s }\nrepeat 1000000 { let n = len(s) }"),
    ("index", "let s = \"ab\"\nrepeat 20 { s = s + s }\nrepeat 1000000 { let c = s[2000000] }"),
    (
      "contains",
      "let s = \"ab\"\nrepeat 20 { s = s + s }\nrepeat 1000000 { let c = contains(s, \"z\") }"
    ),
    (
      "compare",
      "let s = \"ab\"\nrepeat 20 { s = s + s }\nlet t = s + \"\"\nrepeat 1000000 { let c = s < t }"
    ),
    (
      "equal",
      "let s = \"ab\"\nrepeat 20 { s = s + s }\nlet t = s + \"\"\nrepeat 1000000 { let c = s == t }"
    ),
    (
      "keys",
      "let r = {}\nfor i in 0..<5000 { r[\"f\\(i)\"] = i }\nrepeat 1000000 { let k = keys(r) }"
    ),
    (
      "field",
      "let r = {}\nfor i in 0..<5000 { r[\"f\\(i)\"] = i }\nrepeat 1000000 { let v = r.f4999 }"
    ),
  ])
  func builtInsChargeWhatTheyRead(name: String, source: String) {
    // Counted, not timed: a million calls that each read megabytes end at the step limit.
    let r = runScript(source)
    #expect(r.status == .interrupted, "\(name): \(r.output)")
    #expect(r.diagnostics.first?.message == "the script ran more than 10000000 steps", "\(name)")
  }

  @Test func strideCountsBeforeItBuilds() {
    let r = runScript("let s = stride(-9223372036854775807, 9223372036854775807, 1)\n")
    #expect(r.diagnostics.first?.message.hasPrefix("the value is too large") == true)
    let wide = runScript(
      "print stride(-9223372036854775807, 9223372036854775807, 4611686018427387904)\n")
    #expect(wide.output == "[-9223372036854775807, -4611686018427387903, 1, 4611686018427387905]\n")
    #expect(runScript("print stride(10, 0, -3)\n").output == "[10, 7, 4, 1]\n")
    #expect(runScript("print stride(0, 0, 1)\n").output == "[]\n")
  }

  @Test func writingAnElementKeepsTheVariableOnAnError() {
    let r = runScript(
      """
      let xs = [1, [2, 3], {a: 4}]
      expect error "out of range" { xs[1][5] = 9 }
      expect error "cannot assign" { xs[2]["a"][0] = 9 }
      expect error "out of range" { xs[len(xs)] = 9 }
      xs[1][0] = xs
      print xs[0], xs[2], len(xs[1][0])

      """)
    #expect(r.status == .success, "\(r.output)")
    #expect(r.output == "1 {a: 4} 3\n")
  }
}

/// NaN equals itself, as an `NSNumber` holding NaN does: one identity for every value.
@Suite struct NaNIdentityTests {
  static let nan = Value.decimal(.nan)

  @Test func equalityHashingAndOrder() {
    let other = Value.decimal(-Double.nan)
    #expect(Self.nan == Self.nan)
    #expect(Self.nan == other)
    #expect(Self.nan.hashValue == other.hashValue)
    #expect(Set([Self.nan, other, Self.nan]).count == 1)
    #expect(Self.nan.diffFingerprint == other.diffFingerprint)
    #expect(Value.numericOrder(.nan, 1) == 1)
    #expect(Value.numericOrder(1, .nan) == -1)
    #expect(Value.numericOrder(.nan, .nan) == 0)
  }

  @Test func aNaNItemIsNotStaleAfterADiff() {
    let r = runScript(
      """
      let big = 1.0
      repeat 400 { big = big * 10.0 }
      let n = big - big
      table
      data [1, n, 2]
      update to [1, n, 2, 3]
      assert not cell(1).stale
      print diff([n, 1], [1, n])
      print sorted([n, 2.0, n, 1.0])

      """, trace: .off)
    #expect(r.status == .success, "\(r.output)")
    #expect(
      r.output.hasSuffix(
        "{deletes: [], inserts: [], moves: [[1, 0]], updates: []}\n[1.0, 2.0, nan, nan]\n"))
  }
}

/// A diagnostic's caret sits under what it points at, in display columns.
@Suite struct CaretColumnTests {
  static func caret(_ line: String, at target: String) -> String {
    let source = line + "\n"
    let file = SourceFile(name: "t.lsh", text: source)
    let found = source.range(of: target)?.lowerBound ?? source.startIndex
    let start = source.utf8.distance(from: source.startIndex, to: found)
    let range = SourceRange(file: file, bytes: start..<(start + target.utf8.count))
    let lines = Diagnostic(.runtime, "here", at: range).rendered().split(separator: "\n")
    return String(lines[2].dropFirst("    | ".count))
  }

  @Test(arguments: [
    ("print x", "x", "      ^"),
    ("\tprint x", "x", "\t      ^"),
    ("let 名前 = x", "x", String(repeating: " ", count: 11) + "^"),
    ("print \"👍🏽\" + x", "x", String(repeating: " ", count: 13) + "^"),
    ("print \"👨‍👩‍👧\" + x", "x", String(repeating: " ", count: 13) + "^"),
    ("print \"e\u{301}\" + x", "x", String(repeating: " ", count: 12) + "^"),
    ("print \"a\u{200B}b\" + x", "x", String(repeating: " ", count: 13) + "^"),
    ("print 名前", "名前", "      ^~~~"),
  ])
  func caretsAreInDisplayColumns(line: String, target: String, caret: String) {
    #expect(Self.caret(line, at: target) == caret)
  }

  @Test func controlCharactersInTheLineAreShownAndCounted() {
    let line = "print \"\u{1B}[2J\" + x"
    let file = SourceFile(name: "t.lsh", text: line + "\n")
    let start = line.utf8.count - 1
    let text = Diagnostic(.runtime, "here", at: SourceRange(file: file, bytes: start..<start + 1))
      .rendered()
    #expect(!text.unicodeScalars.contains("\u{1B}"))
    #expect(
      text.contains(
        "  1 | print \"\\u{1B}[2J\" + x\n    | " + String(repeating: " ", count: 20) + "^\n"))
  }
}
