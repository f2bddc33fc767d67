import HeadlessUIKit
import ListScript

/// The `format` mode: the bytes are a script, laid out by the formatter (`listsh fmt`, the
/// language server's formatting) and run before and after.
///
/// A finding (a trap) is: a layout the formatter refuses as changing the parse tree (a
/// formatter bug, which `listsh fmt` reports rather than writes); a layout that does not format
/// to itself (`fmt` twice must be `fmt` once); or a run of the layout, under small limits, whose
/// transcript differs from the original's. Transcripts are compared without their blanks:
/// what a script shows of its own source (an assertion's text, echoed in its message and so in
/// `error`) is the source as written, whose spaces and line breaks are the layout's to change.
/// A script that does not parse is not formatted, and is no finding.
struct FormatHarness {
  /// Formats the script `bytes` spell, twice, and runs it before and after.
  func run(_ bytes: [UInt8], limits: Limits) {
    let text = String(decoding: bytes, as: UTF8.self)
    let laidOut: String
    switch Formatter.format(text) {
    case .success(let output): laidOut = output
    case .failure(.doesNotParse): return
    case .failure(.wouldChangeMeaning(let line)):
      fatalError("the layout changes line \(line)'s parse tree:\n\(text)")
    }
    guard case .success(let again) = Formatter.format(laidOut), again == laidOut else {
      fatalError("the layout is not a fixed point:\n\(text)\n--- laid out as\n\(laidOut)")
    }
    let before = Self.transcript(text, limits: limits)
    let after = Self.transcript(laidOut, limits: limits)
    // The text holds the diagnostics without blanks; the failure, as written, only says whether
    // an `expect error` matched the source's own spelling.
    if before.status != after.status || before.text != after.text,
      !Self.quotesItsSource(before, after)
    {
      fatalError(
        """
        the layout changes the run:
        \(text)
        --- laid out as
        \(laidOut)
        --- ran \(before.status) before, \(after.status) after
        \(before.text)
        --- after
        \(after.text)
        """)
    }
  }

  /// What a run shows, positions left out: its status, and its output with its diagnostics'
  /// messages and notes, without blanks (an assertion's message quotes its source, whose
  /// spaces are the layout's to change).
  struct Transcript: Equatable {
    var status: RunStatus
    var text: String
    /// The message of the diagnostic that ended the run, as written.
    var failure: String?
  }

  /// Runs `source` with every trace on and no echo (which shows statements as written).
  static func transcript(_ source: String, limits: Limits) -> Transcript {
    // Unsafe: confined (`@unchecked Sendable`) — one thread: `run` calls `emit` on this one.
    final class Sink: @unchecked Sendable {
      var text = ""
      var failure: String?
    }
    let sink = Sink()
    let interpreter = Interpreter(
      platform: .ios15, trace: .all, echo: false, limits: limits,
      emit: { output in
        switch output {
        case .text(let text): sink.text += text
        case .diagnostic(let d):
          sink.text += ([d.message] + d.notes).joined(separator: "\n") + "\n"
          sink.failure = d.message
        }
      })
    let status = interpreter.run(SourceFile(name: "fuzz.lsh", text: source))
    return Transcript(
      status: status, text: String(sink.text.unicodeScalars.filter { !blanks.contains($0) }),
      failure: sink.failure)
  }

  /// Spaces, tabs and line breaks: what the layout changes.
  static let blanks: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r"]

  /// Whether the runs differ only where an `expect error` matched an error's text that quotes
  /// the source as written (`expect error "1==2" { assert 1==2 }` passes, and fails once the
  /// layout writes `1 == 2`): a script's choice, not the formatter's.
  static func quotesItsSource(_ before: Transcript, _ after: Transcript) -> Bool {
    let expectation = "expected an error containing"
    return [before.failure, after.failure].contains { $0?.hasPrefix(expectation) == true }
  }
}
