import Testing

@testable import ListScript

/// The formatter's work is linear in the statements of a line.
///
/// Each statement's line was once found with its column, whose characters were counted again
/// for every statement of the line (`listsh fmt` took 20 s on 400 KB of `a = 1; a = 2; …`, an
/// 8 MB file hours). Counted in what finding the lines reads, never timed.
@Suite struct FormatterScaleTests {
  static let count = 20_000

  /// `let a = 0` and then `count` assignments on one line.
  static let oneLine =
    "let a = 0\n" + (0..<count).map { "a = \($0)" }.joined(separator: "; ") + "\n"

  @Test func aLineOfManyStatementsIsLaidOutOneALine() {
    let expected = "let a = 0\n" + (0..<Self.count).map { "a = \($0)\n" }.joined()
    guard case .success(let text) = Formatter.format(Self.oneLine) else {
      Issue.record("not formatted")
      return
    }
    #expect(text == expected)
  }

  @Test func findingTheLinesOfAStatementsReadsEachLineOnce() {
    var reads = 0
    let shape = ParseShape.of(SourceFile(name: "t.lsh", text: Self.oneLine), reads: &reads)
    #expect(shape.errors.isEmpty)
    #expect(shape.lines == [1] + Array(repeating: 2, count: Self.count))
    // A read per statement and per line passed: no column is counted.
    #expect(reads <= Self.count + 3, "\(reads) reads")
    // Lines out of the way cost a read each too.
    var spread = 0
    let blank = "print 1\n" + String(repeating: "\n", count: 1_000) + "print 2\n"
    #expect(
      ParseShape.of(SourceFile(name: "t.lsh", text: blank), reads: &spread).lines == [1, 1_002])
    #expect(spread <= 1_003, "\(spread) reads")
  }
}
