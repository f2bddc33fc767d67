import Testing

@testable import ListScript

/// The comment lines between statements stand in a run's transcript, as written.
@Suite struct CommentEchoTests {
  func transcript(_ source: String, comments: Bool) -> String {
    final class Sink: @unchecked Sendable { var text = "" }
    let sink = Sink()
    let interpreter = Interpreter(
      trace: .off, echo: true,
      emit: { if case .text(let t) = $0 { sink.text += t } })
    interpreter.echoesComments = comments
    _ = LargeStack.run { interpreter.run(SourceFile(name: "c.lsh", text: source)) }
    return sink.text
  }

  static let source = """
    #!/usr/bin/env listsh
    # listsh-test: exit 70 "x"
    # Two numbers.
    let a = 1   # not echoed twice: it belongs to the statement's line

      // An indented Swift comment.
    if a == 1 {
      # inside the block: part of the statement
      print a
    }
    # The end.
    """

  @Test func commentLinesAreEchoedBetweenStatements() {
    #expect(
      transcript(Self.source, comments: true) == """
        # Two numbers.
        > let a = 1   # not echoed twice: it belongs to the statement's line
          // An indented Swift comment.
        > if a == 1 {
            # inside the block: part of the statement
            print a
          }
        1
        # The end.

        """)
  }

  @Test func withoutTheOptionOnlyStatementsAreEchoed() {
    let text = transcript(Self.source, comments: false)
    #expect(!text.contains("# Two numbers."))
    #expect(text.hasPrefix("> let a = 1"))
  }

  /// Statements that share a line have no line between them (found by the page fuzzer: the
  /// range between them was reversed, and that trapped).
  @Test func statementsSharingALineEchoNoComment() {
    #expect(
      transcript("# one\nprint 1; print 2 # two\n# three\n", comments: true)
        == "# one\n> print 1; print 2 # two\n1\n> print 2 # two\n2\n# three\n")
  }

  /// A run that stops at a failure does not echo the comments after it.
  @Test func aStoppedRunEchoesNoFurtherComments() {
    let text = transcript("# one\nprint 1 / 0\n# two\n", comments: true)
    #expect(text == "# one\n> print 1 / 0\n")
  }
}
