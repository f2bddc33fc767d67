import ArgumentParser
import Dispatch
import Foundation
import HeadlessUIKit
import ListDiff
import ListScript
import ListshCore

/// `listsh test`: finds scenario files and Markdown pages with examples, checks each one in a
/// child process (in parallel), and reports a line per file and the closing count.
struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: """
      Run *.lsh scenarios and the listsh examples of *.md pages, comparing each transcript with \
      the expected one.
      """,
    discussion: """
      A file passes when its run succeeds (every assertion holds and no error is left uncaught, \
      or it ends exactly as a '# listsh-test: exit N "message"' line at its top declares) and \
      its transcript matches: the .out file beside a scenario, the ```output block after a \
      page's ```listsh example. A missing transcript is recorded, except under CI=true, where \
      it fails; --update rewrites transcripts; recording never makes a failed run pass. Files \
      marked '# listsh-test: helper' are only included, not run; folders starting with '.' are \
      skipped. Each file runs in its own process, stopped at --timeout. Ends with the line \
      'N passed, N failed'. Exit codes: 0 all passed; 1 a file failed, or none was found; \
      64 usage; 66 a path that does not exist.
      """)

  @Argument(help: "Files or folders to search for *.lsh and *.md (default: scenarios).")
  var paths: [String] = []

  @Flag(help: "Rewrite the transcripts (.out files, output blocks) and pictures.")
  var update = false

  @Option(help: "Write a JUnit XML report to this file.")
  var junit: String?

  @Option(help: "The behaviour profile scenarios start with.")
  var platform: Platform = .ios15

  @Option(name: [.customShort("j"), .long], help: "Files checked at once (default: the cores).")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  @Option(help: "Check only the files whose path matches this regular expression.")
  var filter: String?

  @Option(help: "Seconds a file may take before it fails.")
  var timeout: Double = 300

  @Option(
    help: "Megabytes a file's check may use (its worker's peak resident memory) before it fails.")
  var maxMemory: Int?

  @Option(help: "Colour: auto, always or never (auto honours NO_COLOR and TERM=dumb).")
  var color: ColorChoice = .auto

  @Flag(
    help: """
      Let scenarios include and write files outside the folder they were found under (by \
      default a scenario reads and writes only inside the folder given, or a file's folder).
      """)
  var allowPathsOutside = false

  /// Set in the child process that checks one file and prints its result as JSON.
  @Flag(help: .hidden)
  var worker = false

  /// The child's root: the folder its file was found under.
  @Option(help: .hidden)
  var root: String?

  /// The runner that started this worker: the worker ends when it is gone.
  @Option(help: .hidden)
  var parentPid: Int32?

  func validate() throws {
    guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be from 1 to 64") }
    if let maxMemory, maxMemory <= 0 { throw ValidationError("--max-memory must be positive") }
    guard timeout > 0, timeout <= 86_400 else {
      throw ValidationError("--timeout must be in (0, 86400] seconds")
    }
    if let filter {
      do { _ = try Regex(filter) } catch {
        throw ValidationError("--filter is not a regular expression: \(error)")
      }
    }
  }

  func run() throws {
    let inCI = ProcessInfo.processInfo.environment["CI"] == "true"
    if worker {
      if let parentPid { WorkerLifetime.tie(to: parentPid) }
      let given = root ?? "."
      let gate: FileGate = allowPathsOutside ? .anywhere() : .inside(given)
      let check = ScenarioCheck(update: update, inCI: inCI, platform: platform, gate: gate)
      for path in paths {
        let relative = allowPathsOutside ? path : Files.relative(path, to: given) ?? path
        var result: TestResult
        do throws(FileRefusal) {
          if !allowPathsOutside { try FileGate.checkNamedByPerson(given) }
          result = check.check(relative, shownAs: path).bounded()
        } catch {
          result = .fail("\(FileNames.abbreviated(given)): \(error.reason)")
        }
        result.peakBytes = PeakMemory.ofThisProcess()
        let json = (try? JSONEncoder().encode(result)) ?? Data()
        Console.write(String(decoding: json, as: UTF8.self) + "\n", to: 1)
      }
      return
    }
    let found = try discover()
    let annotate = ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true"
    let report = RunnerOutput(
      color: Terminal.usesColor(self.color, fd: 1), workflowCommands: annotate)
    report.begin()
    let runner = TestWorker(
      executable: TestWorker.currentExecutable,
      arguments: ["test", "--worker", "--platform", platform.rawValue]
        + (update ? ["--update"] : []) + (allowPathsOutside ? ["--allow-paths-outside"] : []),
      timeout: timeout, memoryLimit: maxMemory.map { $0 * 1_000_000 })
    let results = Slots<TestResult>(count: found.count)
    // Threads of their own (not Dispatch's pool): each takes the next file until none is left.
    let next = Counter(window: 4 * jobs)
    for _ in 0..<min(jobs, found.count) {
      Thread.detachNewThread {
        while let i = next.take(below: found.count) {
          let file = found[i]
          let result =
            file.refusal.map { reason in
              TestResult.fail(reason, annotations: [.init(file: file.shown, message: reason)])
            } ?? runner.check(file.shown, root: file.root)
          results.set(i, limited(result, file.shown).bounded())
        }
      }
    }
    // Each result is printed as soon as it and those before it are in; the report keeps a
    // bounded head of each.
    var all: [(path: String, result: TestResult)] = []
    for (i, file) in found.enumerated() {
      let result = results.wait(i)
      next.advance()
      report.file(file.shown, result)
      // The report keeps what JUnit needs: the reason, a head of the details.
      var kept = result.bounded(detailLimit: 16_384)
      kept.annotations = []
      all.append((file.shown, kept))
    }
    if let junit {
      do throws(FileRefusal) {
        try FileGate.checkNamedByPerson(junit)
        try FileGate.anywhere().write(
          Array(TestReport.junit(all).utf8), to: junit, suffixes: [])
      } catch {
        report.error("cannot write \(junit): \(error.reason)")
      }
    }
    let failed = all.filter { !$0.result.passed }.count
    if found.isEmpty {
      report.error("no scenario or page with examples under the paths given")
    }
    report.end("\(all.count - failed) passed, \(failed) failed\n")
    if failed > 0 || found.isEmpty { throw ExitCode(.failed) }
  }

  /// A passing result that used more memory than `--max-memory` allows, failed.
  func limited(_ result: TestResult, _ path: String) -> TestResult {
    guard let maxMemory, let peak = result.peakBytes, peak > maxMemory * 1_000_000, result.passed
    else { return result }
    let reason = "used \(peak / 1_000_000) MB, more than --max-memory \(maxMemory)"
    var failed = TestResult.fail(reason, annotations: [.init(file: path, message: reason)])
    failed.seconds = result.seconds
    failed.peakBytes = peak
    return failed
  }

  /// The files to check, sorted.
  ///
  /// Under each folder given, the scenarios that are not helpers and the pages with examples,
  /// read through the folder's gate, so that a link out of it or a FIFO is found as a refusal,
  /// never read; a file given by name, as it is. `--filter` keeps those whose path matches.
  func discover() throws -> [Discovery.Found] {
    let pattern = try filter.map { try Regex($0) }
    var files: [Discovery.Found] = []
    for given in paths.isEmpty ? ["scenarios"] : paths {
      // A folder (or file) inside the working directory by name must stay inside it once its
      // links are resolved: a pull request's `scenarios -> /home/runner` is refused here.
      do throws(FileRefusal) {
        if !allowPathsOutside { try FileGate.checkNamedByPerson(given) }
      } catch {
        Console.write(
          "listsh: \(FileNames.abbreviated(given)): \(error.reason)\n", to: 2)
        throw ExitCode(.unreadable)
      }
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: given, isDirectory: &isFolder) else {
        Console.write(
          "listsh: no such file or folder: \(TerminalText.escaped(given))\n", to: 2)
        throw ExitCode(.unreadable)
      }
      guard isFolder.boolValue else {
        let folder = Files.folder(of: given)
        files.append(
          Discovery.Found(shown: given, root: folder, relative: Files.fileName(of: given)))
        continue
      }
      let gate: FileGate = allowPathsOutside ? .anywhere() : .inside(given)
      files += Discovery(gate: gate, root: given, start: allowPathsOutside ? given : "").find()
    }
    if let pattern { files = files.filter { $0.shown.contains(pattern) } }
    // A file found under two paths is checked once, under the first.
    var seen = Set<String>()
    return files.filter { seen.insert($0.shown).inserted }.sorted { $0.shown < $1.shown }
  }
}

/// A shared counter that hands out 0, 1, 2, … to concurrent takers.
///
/// A taker waits while the number it would get is `window` or more ahead of the last one
/// `printed`: results that wait for a slow file to be printed first stay few, however many
/// files the suite has.
final class Counter: @unchecked Sendable {
  private var value = 0
  private var printed = 0
  private let window: Int
  private let condition = NSCondition()

  init(window: Int = .max) { self.window = window }

  /// The next number, or `nil` once `limit` is reached.
  func take(below limit: Int) -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while value < limit, value - printed >= window { condition.wait() }
    guard value < limit else { return nil }
    value += 1
    return value - 1
  }

  /// Marks one more result printed, letting a waiting taker go on.
  func advance() {
    condition.lock()
    printed += 1
    condition.broadcast()
    condition.unlock()
  }
}

/// Values written by concurrent workers, one slot each, read in order as they arrive.
final class Slots<Value>: @unchecked Sendable {
  private var values: [Value?]
  private let ready: [DispatchSemaphore]
  private let lock = NSLock()

  init(count: Int) {
    values = Array(repeating: nil, count: count)
    ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
  }

  func set(_ i: Int, _ value: Value) {
    lock.lock()
    values[i] = value
    lock.unlock()
    ready[i].signal()
  }

  /// The value of slot `i`, waiting until it is set.
  func wait(_ i: Int) -> Value {
    ready[i].wait()
    lock.lock()
    defer { lock.unlock() }
    guard let value = values[i] else {
      preconditionFailure("slot \(i) signalled before it was set")
    }
    return value
  }
}
