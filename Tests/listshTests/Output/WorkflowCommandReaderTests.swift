import Testing

@testable import ListshCore

/// The runner's reading of a line, as the tests and the fuzzer use it: both forms, found
/// scalar by scalar as the runner compares code units.
@Suite struct WorkflowCommandReaderTests {
  @Test(
    arguments: [
      ("::warning::x", "warning"), ("  \t::error file=a.lsh::message", "error"),
      ("::WARNING::x", "warning"), ("text ##[warning]y", "warning"), ("##[error x]y", "error"),
      // A combining mark after the colon or the bracket is one Character with it, but the
      // runner still sees the `::` and the `]`.
      ("::warning::\u{301}x", "warning"), ("##[warning]\u{301}y", "warning"),
      ("::warning:\u{301}:x", nil), ("::nothing::x", nil), ("warning::x", nil),
      (":\u{301}:warning::x", nil), ("##[warning", nil),
    ] as [(String, String?)])
  func readsALineAsTheRunnerDoes(line: String, name: String?) {
    var reader = WorkflowCommandReader()
    #expect(
      reader.read(line + "\n").map(\.name) == (name.map { [$0] } ?? []), "\(line.debugDescription)")
  }

  @Test func theDataFollowsTheCommand() {
    #expect(WorkflowCommandReader.parse("::warning::\u{301}x", extra: [])?.1 == "\u{301}x")
    #expect(WorkflowCommandReader.parse("a ##[error]b]c", extra: [])?.1 == "b]c")
  }
}
