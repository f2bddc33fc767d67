import HeadlessUIKit
import ListshCore

/// One runner thread's worker process.
///
/// It checks file after file (`PooledWorker`), started when first needed and started again after a file that killed it, so that a scenario that
/// loops, exhausts memory or crashes the interpreter costs only its own result. A worker whose
/// resident memory has grown past what a fresh one would hold is replaced between files, so
/// that no file is measured against the leftovers of another.
final class TestWorker {
  /// The `listsh` binary to start (this one).
  let executable: String
  /// The worker's arguments: `test --worker --serve …`.
  let arguments: [String]
  /// Seconds a file may take.
  let timeout: Double
  /// Bytes of resident memory a worker may hold while it checks a file, if bounded.
  let memoryLimit: Int?
  private var worker: PooledWorker?

  init(executable: String, arguments: [String], timeout: Double, memoryLimit: Int?) {
    self.executable = executable
    self.arguments = arguments
    self.timeout = timeout
    self.memoryLimit = memoryLimit
  }

  /// The path of the running executable.
  static var currentExecutable: String {
    Spawn.currentExecutable ?? CommandLine.arguments[0]
  }

  /// Resident memory above which a worker is replaced between files: half the bound, or
  /// 256 MB without one.
  var recycleBytes: Int { memoryLimit.map { $0 / 2 } ?? 256_000_000 }

  /// Checks the file shown as `path` (under `root`, both as given) on `profile`.
  func check(_ path: String, root: String, profile: Platform) -> TestResult {
    let start = Date()
    if worker == nil {
      switch PooledWorker.start(executable, arguments + ["--parent-pid", String(getpid())]) {
      case .success(let started): worker = started
      case .failure(let failure): return .fail("cannot start \(executable): \(failure.reason)")
      }
    }
    guard let running = worker else { return .fail("cannot start \(executable)") }
    let request = WorkerRequest(path: path, root: root, profile: profile.rawValue)
    let reply = running.check(
      Array((try? JSONEncoder().encode(request)) ?? Data()), timeout: timeout,
      memoryLimit: memoryLimit)
    let seconds = Date().timeIntervalSince(start)
    switch reply {
    case .line(let bytes):
      if let resident = running.resident, resident > recycleBytes {
        running.stop(kill: false)
        worker = nil
      }
      guard var result = try? JSONDecoder().decode(TestResult.self, from: Data(bytes)) else {
        running.stop()
        worker = nil
        return .fail("listsh wrote a result it cannot read back (\(bytes.count) bytes)")
      }
      result.seconds = seconds
      return result
    case .timedOut:
      worker = nil
      let reason = "timed out after \(Self.format(timeout)) s (--timeout); the run was stopped"
      return .fail(
        reason,
        annotations: [.init(file: path, message: "timed out after \(Self.format(timeout)) s")],
        seconds: seconds)
    case .overMemory(let bytes):
      worker = nil
      let limit = (memoryLimit ?? 0) / 1_000_000
      let reason =
        "used more than --max-memory \(limit) MB (\(bytes / 1_000_000) MB when it was stopped)"
      var result = TestResult.fail(
        reason, annotations: [.init(file: path, message: reason)], seconds: seconds)
      result.peakBytes = bytes
      return result
    case .died(let ending, let stderr):
      worker = nil
      let how =
        switch ending {
        case .signalled(let signal): "was killed by signal \(signal)\(Self.signalName(signal))"
        case .exited(let status): "exited with status \(status)"
        case .timedOut, .overMemory: "was stopped"
        }
      return crashed(path, how, stderr, seconds)
    }
  }

  /// Lets the worker finish: it reads the end of its input and exits.
  func finish() {
    worker?.stop(kill: false)
    worker = nil
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

/// What the runner asks a serving worker to check: a file as shown, the root it was found
/// under, the profile.
struct WorkerRequest: Codable {
  var path: String
  var root: String
  /// The profile's name (`ios15`).
  var profile: String
}
