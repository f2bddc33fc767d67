import HeadlessUIKit
import ListScript
import ListshCore

/// `listsh mcp`'s host: each scenario runs in a worker process (`listsh test --worker
/// --serve`), as `listsh test` checks its files, under the same time, memory and step limits.
final class WorkerHost: MCPHost {
  /// The `listsh` binary its worker runs (read before the server enters its root: on macOS a
  /// relative start path would otherwise be read from there).
  let executable: String
  let timeout: Double
  let memoryLimit: Int?
  let maxSteps: Int
  /// One worker, kept between calls (a call at a time: the server answers in order).
  private lazy var worker = TestWorker(
    executable: executable, arguments: arguments, timeout: timeout, memoryLimit: memoryLimit)

  init(executable: String, timeout: Double, memoryLimit: Int?, maxSteps: Int) {
    self.executable = executable
    self.timeout = timeout
    self.memoryLimit = memoryLimit
    self.maxSteps = maxSteps
  }

  /// The worker's arguments: `listsh test`'s own, at the server's step limit.
  var arguments: [String] {
    ["test", "--worker", "--serve", "--read-only"]
      + (maxSteps == Limits().maxSteps ? [] : ["--max-steps", String(maxSteps)])
  }

  func run(_ request: ScenarioRun.Request) -> ScenarioRun.Report {
    var bounded = request
    bounded.maxSteps = min(request.maxSteps, maxSteps)
    return worker.run(bounded)
  }

  func emit(_ request: ScenarioEmit.Request) -> ScenarioEmit.Report {
    var bounded = request
    bounded.maxSteps = min(request.maxSteps, maxSteps)
    return worker.emit(bounded)
  }

  func check(_ files: [Discovery.Found], profiles: [Platform]) -> [TestResult] {
    profiles.flatMap { profile in
      files.map { file in
        let result =
          file.refusal.map { TestResult.fail($0) }
          ?? worker.check(file.shown, root: file.root, profile: profile, listed: profiles)
        return result.bounded()
      }
    }
  }

  /// Lets the worker end with the server.
  func finish() { worker.finish() }
}
