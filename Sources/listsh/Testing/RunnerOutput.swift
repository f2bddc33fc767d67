import ListshCore

/// What `listsh test` prints while it runs: a line per file as its result comes in, errors,
/// and the closing count.
///
/// Under GitHub Actions, everything printed runs inside a `::stop-commands::` pair with a
/// random token, resumed only around listsh's own `::error` annotations, and every line of a
/// scenario's text is neutralised besides (`WorkflowCommands`); a runner stopped by a signal
/// resumes the commands on its way out.
final class RunnerOutput {
  let color: Bool
  /// The token of the pause in force, under GitHub Actions.
  private var token: String?

  init(color: Bool, workflowCommands: Bool) {
    self.color = color
    token = workflowCommands ? WorkflowCommands.newToken() : nil
  }

  /// Starts the run: pauses workflow commands, and has a stopped runner stop its workers.
  func begin() {
    if let token { Console.write(WorkflowCommands.pause(token), to: 1) }
    LiveChildren.setFarewell(token.map(WorkflowCommands.resume))
    LiveChildren.installHandlers()
  }

  /// A file's result, with its annotations between a resume and a new pause.
  func file(_ path: String, _ result: TestResult) {
    let text = TestReport.line(path, result, color: color)
    guard let paused = token else {
      Console.write(text, to: 1)
      return
    }
    Console.write(WorkflowCommands.neutralised(text), to: 1)
    guard !result.passed, !result.annotations.isEmpty else { return }
    let next = WorkflowCommands.newToken()
    Console.write(
      WorkflowCommands.resume(paused) + TestReport.githubAnnotations(result)
        + WorkflowCommands.pause(next), to: 1)
    LiveChildren.setFarewell(WorkflowCommands.resume(next))
    token = next
  }

  /// Text of the command's own that quotes files (a diff): escaped on a terminal, neutralised
  /// under GitHub Actions.
  func text(_ text: String) {
    let shown =
      Terminal.isTerminal(1) || token != nil ? TerminalText.escapedLines(text) : text
    Console.write(token == nil ? shown : WorkflowCommands.neutralised(shown), to: 1)
  }

  /// An error of the runner's own, on standard error.
  func error(_ message: String) {
    let text = "listsh: " + TerminalText.escaped(message) + "\n"
    Console.write(token == nil ? text : WorkflowCommands.neutralised(text), to: 2)
  }

  /// Ends the run with `summary`, resuming workflow commands.
  func end(_ summary: String) {
    Console.write(summary, to: 1)
    if let token { Console.write(WorkflowCommands.resume(token), to: 1) }
    LiveChildren.setFarewell(nil)
  }
}
