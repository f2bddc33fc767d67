import Testing

@testable import ListScript
@testable import listsh

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
