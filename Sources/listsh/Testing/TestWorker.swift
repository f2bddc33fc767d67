import HeadlessUIKit
import ListScript
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

  /// Checks the file shown as `path` (under `root`, both as given) on `profile`, one of
  /// `listed` when the request names the run's profiles (else the worker's `--platform`).
  func check(_ path: String, root: String, profile: Platform, listed: [Platform]? = nil)
    -> TestResult
  {
    let start = Date()
    var request = WorkerRequest(path: path, root: root, profile: profile.rawValue)
    request.profiles = listed?.map(\.rawValue)
    let reply = send(request)
    let seconds = Date().timeIntervalSince(start)
    switch reply {
    case .failure(let why): return .fail(why.description)
    case .success(.line(let bytes)):
      guard var result = try? JSONDecoder().decode(TestResult.self, from: Data(bytes)) else {
        worker?.stop()
        worker = nil
        return .fail("listsh wrote a result it cannot read back (\(bytes.count) bytes)")
      }
      result.seconds = seconds
      return result
    case .success(.timedOut):
      let reason = "timed out after \(Self.format(timeout)) s (--timeout); the run was stopped"
      return .fail(
        reason,
        annotations: [.init(file: path, message: "timed out after \(Self.format(timeout)) s")],
        seconds: seconds)
    case .success(.overMemory(let bytes)):
      let reason = overMemory(bytes)
      var result = TestResult.fail(
        reason, annotations: [.init(file: path, message: reason)], seconds: seconds)
      result.peakBytes = bytes
      return result
    case .success(.died(let ending, let stderr)):
      return crashed(path, Self.how(ending), stderr, seconds)
    }
  }

  /// Runs a scenario's text (`listsh mcp`'s `run`): a run the worker could not finish is
  /// reported as stopped, and why.
  func run(_ run: ScenarioRun.Request) -> ScenarioRun.Report {
    var request = WorkerRequest(path: run.name, root: run.root, profile: run.profile)
    request.run = run
    switch exchange(request, ScenarioRun.Report.self) {
    case .success(let report): return report
    case .failure(let why):
      return ScenarioRun.Report(
        status: "stopped", exitCode: Int(ExitStatus.runtimeError.rawValue), transcript: "",
        error: "error: " + why.description + "\n")
    }
  }

  /// Writes a scenario's Swift test (`listsh mcp`'s `emit_swift`), the scenario run in the
  /// worker under its limits.
  func emit(_ emit: ScenarioEmit.Request) -> ScenarioEmit.Report {
    var request = WorkerRequest(path: emit.name, root: emit.root, profile: "ios15")
    request.emit = emit
    switch exchange(request, ScenarioEmit.Report.self) {
    case .success(let report): return report
    case .failure(let why): return ScenarioEmit.Report(code: nil, refusal: why.description)
    }
  }

  /// One request answered with a line of JSON, decoded; why not, when the worker timed out,
  /// went over memory, died or wrote something else.
  private func exchange<Reply: Decodable>(_ request: WorkerRequest, _: Reply.Type)
    -> Result<Reply, StartFailure>
  {
    switch send(request) {
    case .failure(let why): return .failure(why)
    case .success(.line(let bytes)):
      guard let reply = try? JSONDecoder().decode(Reply.self, from: Data(bytes)) else {
        worker?.stop()
        worker = nil
        return .failure(
          StartFailure("listsh wrote a result it cannot read back (\(bytes.count) bytes)"))
      }
      return .success(reply)
    case .success(.timedOut):
      return .failure(
        StartFailure("timed out after \(Self.format(timeout)) s; the run was stopped"))
    case .success(.overMemory(let bytes)): return .failure(StartFailure(overMemory(bytes)))
    case .success(.died(let ending, let stderr)):
      let head = String(decoding: stderr, as: UTF8.self).split(separator: "\n").prefix(12)
      return .failure(
        StartFailure(
          "listsh \(Self.how(ending)) while running it\n" + head.map { "  \($0)\n" }.joined()))
    }
  }

  /// Sends one request to the worker (started when none runs), and its reply; a worker that
  /// timed out, went over memory or died is dropped, and one grown too large is replaced.
  private func send(_ request: WorkerRequest) -> Result<PooledWorker.Reply, StartFailure> {
    if worker == nil {
      switch PooledWorker.start(executable, arguments + ["--parent-pid", String(getpid())]) {
      case .success(let started): worker = started
      case .failure(let failure):
        return .failure(StartFailure("cannot start \(executable): \(failure.reason)"))
      }
    }
    guard let running = worker else { return .failure(StartFailure("cannot start \(executable)")) }
    let reply = running.check(
      Array((try? JSONEncoder().encode(request)) ?? Data()), timeout: timeout,
      memoryLimit: memoryLimit)
    switch reply {
    case .line:
      if let resident = running.resident, resident > recycleBytes {
        running.stop(kill: false)
        worker = nil
      }
    case .timedOut, .overMemory, .died: worker = nil
    }
    return .success(reply)
  }

  /// Why a worker gave no answer: it could not be started, or stopped.
  struct StartFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  private func overMemory(_ bytes: Int) -> String {
    let limit = (memoryLimit ?? 0) / 1_000_000
    return "used more than --max-memory \(limit) MB (\(bytes / 1_000_000) MB when it was stopped)"
  }

  static func how(_ ending: ChildProcess.Ending) -> String {
    switch ending {
    case .signalled(let signal): "was killed by signal \(signal)\(Self.signalName(signal))"
    case .exited(let status): "exited with status \(status)"
    case .timedOut, .overMemory: "was stopped"
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
  /// The profiles of the run the file is checked in, when the request names them (`listsh
  /// mcp`'s `test`), else the worker's `--platform`.
  var profiles: [String]?
  /// A scenario's text to run instead of a file to check (`listsh mcp`'s `run`).
  var run: ScenarioRun.Request?
  /// A scenario's text to write a Swift test of (`listsh mcp`'s `emit_swift`).
  var emit: ScenarioEmit.Request?
}
