import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// The result of running ListScript in-process: status, transcript, the diagnostics and the
/// steps the run was charged.
struct RunResult {
  var status: RunStatus
  var output: String
  var diagnostics: [Diagnostic]
  var steps = 0
}

/// Runs `source` as a scenario named `test.lsh` and collects what it prints.
func runScript(
  _ source: String, echo: Bool = false, trace: TraceLevel = .off, platform: Platform = .ios15,
  limits: Limits = Limits(), files: [String: String] = [:]
) -> RunResult {
  final class Sink: @unchecked Sendable {
    var text = ""
    var diagnostics: [Diagnostic] = []
  }
  let sink = Sink()
  let interpreter = Interpreter(
    platform: platform, trace: trace, echo: echo, limits: limits,
    emit: { output in
      switch output {
      case .text(let t): sink.text += t
      case .diagnostic(let d):
        sink.diagnostics.append(d)
        sink.text += d.rendered()
      }
    },
    load: { path, _ in
      guard let text = files[path] else {
        throw Interpreter.LoadError(message: "cannot include '\(path)': no such file")
      }
      return SourceFile(name: path, text: text)
    },
    readData: { path, _ in
      guard let text = files[path] else {
        throw Interpreter.LoadError(message: "cannot read '\(path)': no such file")
      }
      return SourceFile(name: path, text: text)
    })
  let status = LargeStack.run { interpreter.run(SourceFile(name: "test.lsh", text: source)) }
  return RunResult(
    status: status, output: sink.text, diagnostics: sink.diagnostics,
    steps: interpreter.thisRun.steps)
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The test process's environment (the library itself reads none).
enum Environment {
  /// The value of the variable `name`, or `nil`.
  static func value(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}

/// Runs `script` and expects it to stop in an error holding `message`, reported at `place`
/// (`line:column` of `test.lsh`).
func expectRefusal(
  _ script: String, _ message: String, at place: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let result = runScript(script)
  #expect(result.status == .runtimeError, sourceLocation: sourceLocation)
  #expect(
    result.diagnostics.first?.message.contains(message) == true, "\(result.output)",
    sourceLocation: sourceLocation)
  #expect(
    result.output.hasPrefix("test.lsh:\(place): error: "), "\(result.output)",
    sourceLocation: sourceLocation)
}
