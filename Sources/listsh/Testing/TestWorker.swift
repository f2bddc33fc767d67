import Dispatch
import Foundation
import ListshCore

/// Runs one file's check in a child process (`listsh test --worker FILE`), so that a scenario
/// that loops, exhausts memory or crashes the interpreter costs only its own result: the child
/// is killed at the timeout, and a child that dies is reported as a failure with its signal.
struct TestWorker: Sendable {
  /// The `listsh` binary to start (this one).
  var executable: String
  /// Arguments before the file: `test --worker --platform …`.
  var arguments: [String]
  /// Seconds a file may take.
  var timeout: Double

  /// The path of the running executable.
  static var currentExecutable: String {
    Bundle.main.executablePath ?? CommandLine.arguments[0]
  }

  /// Checks `path` in a child process and reads its result.
  func check(_ path: String, root: String) -> TestResult {
    let start = Date()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments + ["--root", root, "--", path]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    do {
      try process.run()
    } catch {
      return .fail("cannot start \(executable): \(error.localizedDescription)")
    }
    let output = PipeReader(out.fileHandleForReading)
    let errors = PipeReader(err.fileHandleForReading)
    var timedOut = false
    if exited.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      kill(process.processIdentifier, SIGKILL)
      exited.wait()
    }
    let stdout = output.finish()
    let stderr = errors.finish()
    let seconds = Date().timeIntervalSince(start)
    if timedOut {
      return .fail(
        "timed out after \(Self.format(timeout)) s (--timeout); the run was stopped",
        annotations: [.init(file: path, message: "timed out after \(Self.format(timeout)) s")],
        seconds: seconds)
    }
    if process.terminationReason == .exit, process.terminationStatus == 0,
      var result = try? JSONDecoder().decode(TestResult.self, from: stdout)
    {
      result.seconds = seconds
      return result
    }
    let how =
      process.terminationReason == .uncaughtSignal
      ? "was killed by signal \(process.terminationStatus)\(Self.signalName(process.terminationStatus))"
      : "exited with status \(process.terminationStatus)"
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

/// Reads a pipe to its end on a background thread, so that a child never blocks on a full pipe.
final class PipeReader: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    // A thread of its own: blocking reads on Dispatch's pool can starve the pool that delivers
    // the child's termination.
    Thread.detachNewThread {
      self.data = handle.readDataToEndOfFile()
      self.done.signal()
    }
  }

  /// Everything the pipe carried, once the writer has closed it.
  func finish() -> Data {
    done.wait()
    return data
  }
}
