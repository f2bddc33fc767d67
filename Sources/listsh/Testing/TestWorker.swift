import Foundation
import ListshCore

/// Runs one file's check in a child process (`listsh test --worker FILE`), so that a scenario
/// that loops, exhausts memory or crashes the interpreter costs only its own result: the child
/// is killed at the timeout or above its memory bound, and a child that dies is reported as a
/// failure with its signal.
struct TestWorker: Sendable {
  /// The `listsh` binary to start (this one).
  var executable: String
  /// Arguments before the file: `test --worker --platform …`.
  var arguments: [String]
  /// Seconds a file may take.
  var timeout: Double
  /// Bytes of resident memory a worker may hold while it runs, if bounded.
  var memoryLimit: Int?

  /// The path of the running executable.
  static var currentExecutable: String {
    Bundle.main.executablePath ?? CommandLine.arguments[0]
  }

  /// Checks the file shown as `path` (under `root`, both as given) in a child process and reads
  /// its result.
  func check(_ path: String, root: String) -> TestResult {
    let start = Date()
    let child: ChildProcess
    switch ChildProcess.start(
      executable,
      arguments + ["--parent-pid", String(getpid()), "--root", root, "--", path])
    {
    case .success(let started): child = started
    case .failure(let failure):
      return .fail("cannot start \(executable): \(failure.reason)")
    }
    let ending = child.wait(timeout: timeout, memoryLimit: memoryLimit)
    let (stdout, dropped) = child.standardOutput()
    let stderr = child.standardError()
    let seconds = Date().timeIntervalSince(start)
    switch ending {
    case .timedOut:
      let reason = "timed out after \(Self.format(timeout)) s (--timeout); the run was stopped"
      return .fail(
        reason,
        annotations: [.init(file: path, message: "timed out after \(Self.format(timeout)) s")],
        seconds: seconds)
    case .overMemory(let bytes):
      let limit = (memoryLimit ?? 0) / 1_000_000
      let reason =
        "used more than --max-memory \(limit) MB (\(bytes / 1_000_000) MB when it was stopped)"
      var result = TestResult.fail(
        reason, annotations: [.init(file: path, message: reason)], seconds: seconds)
      result.peakBytes = bytes
      return result
    case .exited(0):
      if dropped == 0, var result = try? JSONDecoder().decode(TestResult.self, from: Data(stdout)) {
        result.seconds = seconds
        return result
      }
      return .fail(
        "listsh wrote a result it cannot read back (\(stdout.count + dropped) bytes)",
        seconds: seconds)
    case .exited(let status):
      return crashed(path, "exited with status \(status)", stderr, seconds)
    case .signalled(let signal):
      return crashed(
        path, "was killed by signal \(signal)\(Self.signalName(signal))", stderr, seconds)
    }
  }

  private func crashed(_ path: String, _ how: String, _ stderr: [UInt8], _ seconds: Double)
    -> TestResult
  {
    // The head of what it wrote says why (a fatal error's message, the crash line); a
    // backtrace's registers follow.
    let head = String(decoding: stderr, as: UTF8.self).split(separator: "\n").prefix(12)
    return .fail(
      "listsh \(how) while checking it", details: head.map { "  \($0)\n" }.joined(),
      annotations: [.init(file: path, message: "listsh \(how) while running this file")],
      seconds: seconds)
  }

  static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }

  static func signalName(_ signal: Int32) -> String {
    let names: [Int32: String] = [
      SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS",
      SIGSEGV: "SIGSEGV", SIGKILL: "SIGKILL", SIGFPE: "SIGFPE",
    ]
    return names[signal].map { " (\($0))" } ?? ""
  }
}
