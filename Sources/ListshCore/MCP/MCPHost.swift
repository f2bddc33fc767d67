import HeadlessUIKit
import ListScript

/// What runs an agent's scenarios for `listsh mcp`: `listsh` runs each in a worker process
/// under the limits of `listsh test` (its time, its memory, its steps), so that a scenario that
/// loops or crashes costs only its own answer; tests run them in this process.
package protocol MCPHost: AnyObject {
  /// Runs a scenario's text, its files read inside the request's root.
  func run(_ request: ScenarioRun.Request) -> ScenarioRun.Report
  /// Writes a scenario's Swift test: the scenario is run (once a profile for UIKit's), so it
  /// runs where `run` does.
  func emit(_ request: ScenarioEmit.Request) -> ScenarioEmit.Report
  /// Checks each file on each profile as `listsh test` does (no transcript is rewritten), in
  /// the order given, a profile's results together.
  func check(_ files: [Discovery.Found], profiles: [Platform]) -> [TestResult]
}

/// One run of a scenario's text, as the `run` tool reports it.
package enum ScenarioRun {
  /// What to run: the text, the name its messages give it, the root its files are read
  /// inside, the profile, and the steps it may take.
  package struct Request: Codable, Equatable, Sendable {
    package var source: String
    package var name: String
    package var root: String
    package var profile: String
    package var maxSteps: Int

    package init(source: String, name: String, root: String, profile: Platform, maxSteps: Int) {
      self.source = source
      self.name = name
      self.root = root
      self.profile = profile.rawValue
      self.maxSteps = maxSteps
    }
  }

  /// How a run ended, and what it printed.
  package struct Report: Codable, Equatable, Sendable {
    /// `success`, `assertion_failed`, `runtime_error`, `parse_error`, `input_error` or
    /// `stopped` (a limit, or the worker's time or memory).
    package var status: String
    /// The status `listsh run` would exit with.
    package var exitCode: Int
    /// The trace, as `listsh test` records it (at most `transcriptLimit` bytes, then a line
    /// that says how much was left out).
    package var transcript: String
    /// The first error, rendered with its location, source line and caret.
    package var error: String?
    /// The UIKit exception that stopped the run (`NAME: reason`).
    package var exception: String?
    /// The profiles the run's views had.
    package var profiles: [String] = []

    package init(
      status: String, exitCode: Int, transcript: String, error: String? = nil,
      exception: String? = nil, profiles: [String] = []
    ) {
      self.status = status
      self.exitCode = exitCode
      self.transcript = transcript
      self.error = error
      self.exception = exception
      self.profiles = profiles
    }
  }

  /// The most bytes of a trace an answer carries.
  package static let transcriptLimit = 200_000

  /// Runs the request in this process: the work `listsh mcp`'s worker does.
  ///
  /// - Complexity: the scenario's own work, bounded by `maxSteps` and the language's limits.
  package static func run(_ request: Request) -> Report {
    let profile = Platform(rawValue: request.profile) ?? .ios15
    var check = ScenarioCheck(
      update: false, inCI: true, platform: profile, gate: .inside(request.root))
    check.limits.maxSteps = request.maxSteps
    let run = check.run(SourceFile(name: request.name, text: request.source))
    return Report(
      status: name(of: run.status), exitCode: Int(run.status.exitStatus.rawValue),
      transcript: bounded(run.transcript), error: run.firstError?.rendered(),
      exception: run.exception, profiles: run.profiles.map(\.rawValue))
  }

  /// The status's name in a report.
  static func name(of status: RunStatus) -> String {
    switch status {
    case .success: "success"
    case .assertionFailed: "assertion_failed"
    case .runtimeError: "runtime_error"
    case .parseError: "parse_error"
    case .inputError: "input_error"
    case .interrupted: "stopped"
    }
  }

  /// A trace cut to `transcriptLimit` bytes at a line's end, with a line that says so.
  static func bounded(_ text: String) -> String {
    let bytes = Array(text.utf8)
    guard bytes.count > transcriptLimit else { return text }
    var end = transcriptLimit
    while end > 0, bytes[end - 1] != UInt8(ascii: "\n") { end -= 1 }
    return String(decoding: bytes[..<end], as: UTF8.self)
      + "[… \(bytes.count - end) more bytes of trace left out]\n"
  }
}

/// One Swift test written from a scenario's text, as the `emit_swift` tool reports it.
package enum ScenarioEmit {
  /// What to write: the scenario's text, its name, the root its files are read inside, the
  /// target (`uikit` or `headless`), and the steps each of its runs may take.
  package struct Request: Codable, Equatable, Sendable {
    package var source: String
    package var name: String
    package var root: String
    package var target: String
    package var maxSteps: Int

    /// A request for `target`.
    package init(
      source: String, name: String, root: String, target: SwiftEmitter.Target,
      maxSteps: Int = Limits().maxSteps
    ) {
      self.source = source
      self.name = name
      self.root = root
      self.maxSteps = maxSteps
      switch target {
      case .uikit: self.target = "uikit"
      case .headless: self.target = "headless"
      }
    }
  }

  /// The code, or why there is none.
  package struct Report: Codable, Equatable, Sendable {
    package var code: String?
    package var refusal: String?

    /// A report of `code`, or of the `refusal` when there is none.
    package init(code: String?, refusal: String?) {
      self.code = code
      self.refusal = refusal
    }
  }

  /// The most bytes of code an answer carries: its line of JSON stays within what a worker's
  /// reply may hold, whatever the escapes.
  package static let codeLimit = 1_000_000

  /// Writes the test in this process: the work `listsh mcp`'s worker does.
  ///
  /// - Complexity: the scenario's own work, once a profile for a UIKit test.
  package static func emit(_ request: Request) -> Report {
    let target: SwiftEmitter.Target = request.target == "headless" ? .headless : .uikit
    var limits = Limits()
    limits.maxSteps = request.maxSteps
    let outcome = EmitRun.emit(
      SourceFile(name: request.name, text: request.source), name: request.name,
      gate: .inside(request.root), target: target, limits: limits)
    guard let code = outcome.code else {
      return Report(
        code: nil,
        refusal: outcome.refusal ?? outcome.diagnostics.first.map { $0.rendered() }
          ?? "the scenario did not run to its end")
    }
    guard code.utf8.count <= codeLimit else {
      return Report(code: nil, refusal: "the Swift test is over 1 MB")
    }
    return Report(code: code, refusal: nil)
  }
}
