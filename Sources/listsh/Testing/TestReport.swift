import HeadlessUIKit
import ListshCore

/// The ways `listsh test` reports results: a line per file on the console (coloured on a
/// terminal), GitHub Actions annotations, and a JUnit XML file.
enum TestReport {
  /// A file's line: `PASS path (0.12s, 31 MB)` or `FAIL path (0.12s, 31 MB): reason`, then any
  /// details.
  ///
  /// The memory is the worker's peak, where it was measured. What a scenario controls — the
  /// path, the reason, the details — has its control characters escaped (`TerminalText`).
  static func line(_ path: String, _ result: TestResult, color: Bool) -> String {
    let time =
      PlainText.fixed(result.seconds, places: 2) + "s"
      + (result.peakBytes.map { ", \($0 / 1_000_000) MB" } ?? "")
    let (word, tint) = result.passed ? ("PASS", Console.green) : ("FAIL", Console.red)
    let label = color ? tint + word + Console.reset : word
    let shown = TerminalText.escaped(path)
    guard result.passed else {
      let summary = TerminalText.escaped(result.summary ?? "failed")
      return "\(label) \(shown) (\(time)): \(summary)\n"
        + TerminalText.escapedLines(result.details)
    }
    let note = result.summary.map { " — " + TerminalText.escaped($0) } ?? ""
    return "\(label) \(shown) (\(time))\(note)\n"
  }

  /// GitHub Actions `::error` commands for a failure, so that it shows on the pull request's
  /// line.
  static func githubAnnotations(_ result: TestResult) -> String {
    result.annotations.map {
      WorkflowCommands.error(file: $0.file, line: $0.line, column: $0.column, message: $0.message)
    }.joined()
  }

  /// A JUnit XML report: one `testcase` per file, its `classname` the file's folder.
  static func junit(_ results: [(path: String, result: TestResult)]) -> String {
    JUnitReport.render(
      results.map { path, result in
        JUnitReport.Case(
          name: Files.fileName(of: path), classname: Files.folder(of: path), file: path,
          seconds: result.seconds,
          failure: result.passed ? nil : (result.summary ?? "failed", result.details))
      })
  }
}
