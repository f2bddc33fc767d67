import Testing

@testable import ListScript
@testable import ListshCore

@Suite struct UnifiedDiffTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(UnifiedDiff.diff(expected: "a\nb\n", actual: "a\nb\n") == "")
  }

  @Test func aChangedLineWithContext() {
    let a = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let b = a.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(
      UnifiedDiff.diff(expected: a, actual: b) == """
        --- expected
        +++ actual
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
  }

  @Test func separateHunksAndInsertions() {
    let a = (1...20).map(String.init).joined(separator: "\n") + "\n"
    var lines = (1...20).map(String.init)
    lines.insert("new", at: 0)
    lines.remove(at: 18)
    let d = UnifiedDiff.diff(expected: a, actual: lines.joined(separator: "\n") + "\n")
    #expect(d.contains("@@ -1,3 +1,4 @@\n+new\n 1\n 2\n 3\n"))
    #expect(d.contains("@@ -15,6 +16,5 @@\n 15\n 16\n 17\n-18\n 19\n 20\n"))
  }
}

/// Large transcripts: one changed line in 30,000 is found and shown with its context (the
/// common head and tail are matched before any alignment), and a wholly different pair past the
/// alignment limit is shown removed and added.
@Suite struct LargeUnifiedDiffTests {
  @Test func oneChangedLineInAHugeTranscript() {
    let lines = (0..<30_000).map { "line \($0)" }
    var changed = lines
    changed[15_000] = "changed"
    let diff = UnifiedDiff.diff(
      expected: lines.joined(separator: "\n") + "\n", actual: changed.joined(separator: "\n") + "\n"
    )
    #expect(
      diff == """
        --- expected
        +++ actual
        @@ -14998,7 +14998,7 @@
         line 14997
         line 14998
         line 14999
        -line 15000
        +changed
         line 15001
         line 15002
         line 15003

        """)
  }

  @Test func pastTheLimitLinesAreRemovedThenAdded() {
    let a = (0..<3_000).map { "a\($0)" }.joined(separator: "\n") + "\n"
    let b = (0..<3_000).map { "b\($0)" }.joined(separator: "\n") + "\n"
    let diff = UnifiedDiff.diff(expected: a, actual: b)
    let body = diff.split(separator: "\n").dropFirst(3)
    #expect(body.prefix(3_000).allSatisfy { $0.hasPrefix("-a") })
    #expect(body.dropFirst(3_000).allSatisfy { $0.hasPrefix("+b") })
  }
}
