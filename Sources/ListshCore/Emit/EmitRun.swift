import ListScript

/// Runs a scenario with a recorder and turns what it recorded into an XCTest case: what
/// `listsh emit swift` does, in a form the tests and the tool share.
package enum EmitRun {
  /// The outcome: the emitted code (for a run that reached its end) and the diagnostics.
  package struct Outcome {
    package var code: String?
    /// The steps the run recorded, from which the code was written.
    package var steps: [RecordedStep]
    package var status: RunStatus
    package var diagnostics: [Diagnostic]
  }

  /// Runs `source` (its includes read through `gate`), and emits a test class named after
  /// `name`: for a run that reached its end, or that UIKit's exception stopped.
  package static func emit(
    _ source: SourceFile, name: String, gate: FileGate, support: SwiftEmitter.Support = .inline
  ) -> Outcome {
    // Unsafe: confined (`@unchecked Sendable`) — one thread: the run's, which `LargeStack.run`
    // joins before `collected` is read here.
    final class Collected: @unchecked Sendable {
      var steps: [RecordedStep] = []
      var diagnostics: [Diagnostic] = []
    }
    let collected = Collected()
    let interpreter = Interpreter(
      trace: .off, echo: false,
      emit: { if case .diagnostic(let d) = $0 { collected.diagnostics.append(d) } },
      load: { path, from in try Files.include(path, from: from, gate: gate) },
      readData: { path, from in try Files.data(path, from: from, gate: gate) },
      save: { _, _, _ in })
    interpreter.recorder = { collected.steps.append($0) }
    let status = LargeStack.run { interpreter.run(source) }
    // A run that UIKit's exception stopped emits too: the test expects the exception there.
    let endsInException = if case .raised = collected.steps.last { true } else { false }
    // No line of the code is a GitHub workflow command when it is printed to a CI log: a
    // scenario's text reaches literals and comments, where `\u{3A}` for a line's first `:` and
    // `#\u{23}[` for `##[` mean what they replace (the emitter writes no raw strings).
    let code =
      status == .success || endsInException
      ? WorkflowCommands.neutralised(
        SwiftEmitter.emit(collected.steps, name: name, support: support)) : nil
    return Outcome(
      code: code, steps: collected.steps, status: status, diagnostics: collected.diagnostics)
  }
}
