import ArgumentParser
import Dispatch
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
      skipped. Files are checked in worker processes, each file with a fresh interpreter and \
      nothing shared; a file that passes --timeout or --max-memory, or crashes, has its worker \
      stopped and replaced, and only that file fails. Ends with the line \
      'N passed, N failed'. Exit codes: 0 all passed; 1 a file failed, or none was found; \
      64 usage; 66 a path that does not exist.
      """)

  @Argument(help: "Files or folders to search for *.lsh and *.md (default: scenarios).")
  var paths: [String] = []

  @Flag(help: "Rewrite the transcripts (.out files, output blocks) and pictures.")
  var update = false

  @Option(help: "Write a JUnit XML report to this file.")
  var junit: String?

  @Option(
    help: ArgumentHelp(
      """
      Check only part K of N of the files (1/3, 2/3, 3/3 on three runners): dealt out by path, \
      or balanced by --timings.
      """, valueName: "K/N"))
  var shard: Shard?

  @Option(
    help: """
      With --shard: a JUnit report of an earlier run (repeatable; the shards' reports of the \
      last run), whose times balance the parts.
      """)
  var timings: [String] = []

  @Flag(
    help: """
      Merge the JUnit reports given as paths (the shards' --junit files): print each failure \
      and the closing count, write the whole with --junit, exit 1 when one failed.
      """)
  var merge = false

  @Flag(
    help: """
      After the run, watch the paths: rerun the files that change, and those that include or \
      read a file that changed, on every save. Ctrl-C ends it.
      """)
  var watch = false

  @Option(
    help: """
      The behaviour profiles scenarios start with, separated by commas (ios14,ios17): each \
      file is checked on each, against NAME.PROFILE.out where that exists and NAME.out \
      otherwise.
      """)
  var platform: PlatformList?

  /// The profile a worker checks its file on (`--platform` lists them all).
  @Option(help: .hidden)
  var profile: Platform?

  @Option(name: [.customShort("j"), .long], help: "Files checked at once (default: the cores).")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  @Option(help: "Check only the files whose path matches this regular expression.")
  var filter: String?

  @Option(help: "Seconds a file may take before it fails.")
  var timeout: Double = 300

  @Option(help: "The most statements and loop iterations a file's run may execute.")
  var maxSteps: Int = Limits().maxSteps

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

  /// Set in the child process that checks files and prints each result as a line of JSON.
  @Flag(help: .hidden)
  var worker = false

  /// With `--worker`: check file after file, as requests (`WorkerRequest`, a line of JSON
  /// each) come on standard input, until it ends.
  @Flag(help: .hidden)
  var serve = false

  /// The child's root: the folder its file was found under.
  @Option(help: .hidden)
  var root: String?

  /// With `--worker`: write nothing, a missing transcript failing as under CI=true (the
  /// worker of `listsh mcp`, whose callers are agents).
  @Flag(help: .hidden)
  var readOnly = false

  /// The runner that started this worker: the worker ends when it is gone.
  @Option(help: .hidden)
  var parentPid: Int32?

  /// The profiles each file is checked on: those `--platform` lists, ios15 by default.
  var profiles: [Platform] { platform?.platforms ?? [.ios15] }

  func validate() throws {
    guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be from 1 to 64") }
    if let maxMemory, !(1...1_000_000).contains(maxMemory) {
      throw ValidationError("--max-memory must be from 1 to 1000000 MB")
    }
    guard maxSteps > 0 else { throw ValidationError("--max-steps must be positive") }
    guard timeout > 0, timeout <= 86_400 else {
      throw ValidationError("--timeout must be in (0, 86400] seconds")
    }
    if !timings.isEmpty, shard == nil { throw ValidationError("--timings needs --shard") }
    if merge, shard != nil || update || watch || platform != nil {
      throw ValidationError(
        "--merge reads reports: it takes no --shard, --update, --watch or --platform")
    }
    if merge, paths.isEmpty { throw ValidationError("--merge needs the reports to merge") }
    if let filter {
      do { _ = try Regex(filter) } catch {
        throw ValidationError("--filter is not a regular expression: \(error)")
      }
    }
  }

  func run() throws {
    let inCI = Environment.isTrue("CI") || readOnly
    if worker {
      StopSignals.install()
      if let parentPid { WorkerLifetime.tie(to: parentPid) }
      guard serve else {
        for path in paths {
          report(checkOne(path, root: root ?? ".", profile: profile ?? profiles[0], inCI: inCI))
        }
        return
      }
      // File after file, each with a fresh check and interpreter; nothing is shared between
      // them but the process.
      while let line = readLine(strippingNewline: true) {
        guard let request = try? JSONDecoder().decode(WorkerRequest.self, from: Data(line.utf8)),
          let asked = Platform(rawValue: request.profile)
        else {
          report(.fail("listsh test: a request it cannot read"))
          continue
        }
        PeakMemory.restart()
        // `listsh mcp`'s `run` and `emit_swift`: a scenario's text, confined to its root.
        if let run = request.run {
          reply(ScenarioRun.run(run))
          continue
        }
        if let emit = request.emit {
          reply(ScenarioEmit.emit(emit))
          continue
        }
        let listed = request.profiles?.compactMap(Platform.init(rawValue:))
        report(
          checkOne(request.path, root: request.root, profile: asked, listed: listed, inCI: inCI))
      }
      return
    }
    let annotate = Environment.isTrue("GITHUB_ACTIONS")
    let report = RunnerOutput(
      color: Terminal.usesColor(self.color, fd: 1), workflowCommands: annotate)
    if merge { try mergeReports(report) }
    let found = try discover()
    let mine = try ownShard(of: found)
    report.begin()
    let all = check(mine, report)
    if let junit { write(TestReport.junit(all), to: junit, report) }
    let failed = all.filter { !$0.result.passed }.count
    if found.isEmpty {
      report.error("no scenario or page with examples under the paths given")
    }
    let part = shard.map {
      "shard \($0.index)/\($0.count): \(mine.count) of \(found.count) files\n"
    }
    report.end((part ?? "") + "\(all.count - failed) passed, \(failed) failed\n")
    if watch { try watchForChanges(report) }
    if failed > 0 || found.isEmpty { throw ExitCode(.failed) }
  }

  /// A worker's check of one file (found under `root`) on `profile`, its peak memory measured.
  ///
  /// `listed`, when given, are the profiles of the run the file is checked in (a request's,
  /// where this worker serves `listsh mcp`), else those of `--platform`.
  func checkOne(
    _ path: String, root given: String, profile: Platform, listed: [Platform]? = nil, inCI: Bool
  ) -> TestResult {
    let gate: FileGate = allowPathsOutside ? .anywhere() : .inside(given)
    var check = ScenarioCheck(
      update: update && !readOnly, inCI: inCI, platform: profile, gate: gate,
      platforms: listed ?? profiles)
    check.platformsGiven = listed != nil || platform != nil
    check.limits.maxSteps = maxSteps
    let relative = allowPathsOutside ? path : Files.relative(path, to: given) ?? path
    var result: TestResult
    do throws(FileRefusal) {
      if !allowPathsOutside { try FileGate.checkNamedByPerson(given) }
      result = check.check(relative, shownAs: path).bounded()
    } catch {
      result = .fail("\(FileNames.abbreviated(given)): \(error.reason)")
    }
    result.peakBytes = PeakMemory.ofThisProcess()
    return result
  }

  /// Writes a worker's result: a line of JSON.
  func report(_ result: TestResult) { reply(result) }

  /// Writes a worker's answer: a line of JSON.
  func reply(_ answer: some Encodable) {
    let json = (try? JSONEncoder().encode(answer)) ?? Data()
    Console.write(String(decoding: json, as: UTF8.self) + "\n", to: 1)
  }

  /// Checks each file on each profile, printing each result as soon as it and those before it
  /// are in: what was checked, a file not meant for a profile left out.
  func check(_ found: [Discovery.Found], _ report: RunnerOutput)
    -> [(path: String, result: TestResult)]
  {
    let arguments =
      ["test", "--worker", "--serve"]
      + (platform.map { ["--platform", $0.argument] } ?? [])
      + (update ? ["--update"] : []) + (allowPathsOutside ? ["--allow-paths-outside"] : [])
      + (maxSteps == Limits().maxSteps ? [] : ["--max-steps", String(maxSteps)])
    // A check for each file on each profile, the profiles of a file together.
    let pairs = found.flatMap { file in profiles.map { (file, $0) } }
    let named = profiles.count > 1
    let results = Slots<TestResult>(count: pairs.count)
    // Threads of their own (not Dispatch's pool): each takes the next check until none is left.
    let next = Counter(window: 4 * jobs)
    // Each thread keeps a worker process that checks file after file.
    for _ in 0..<min(jobs, pairs.count) {
      Threads.detach {
        let runner = TestWorker(
          executable: TestWorker.currentExecutable, arguments: arguments,
          timeout: timeout, memoryLimit: maxMemory.map { $0 * 1_000_000 })
        while let i = next.take(below: pairs.count) {
          let (file, profile) = pairs[i]
          let result =
            file.refusal.map { reason in
              TestResult.fail(reason, annotations: [.init(file: file.shown, message: reason)])
            } ?? runner.check(file.shown, root: file.root, profile: profile)
          results.set(i, limited(result, file.shown).bounded())
        }
        runner.finish()
      }
    }
    // The report keeps a bounded head of each result. A file not meant for a profile is
    // neither printed nor counted.
    var all: [(path: String, result: TestResult)] = []
    for (i, (file, profile)) in pairs.enumerated() {
      let result = results.wait(i)
      next.advance()
      if result.skipped { continue }
      let shown = Self.label(
        file.shown, asked: profile, ran: result.ranOn, named: named,
        given: platform != nil)
      report.file(shown, result)
      // The report keeps what JUnit needs: the reason, a head of the details.
      var kept = result.bounded(detailLimit: 16_384)
      kept.annotations = []
      all.append((shown, kept))
    }
    return all
  }

  /// A file's name as its result line shows it: with the profile when several were asked for,
  /// and, when the person chose profiles, with those the scenario's views had instead when its
  /// own `platform` lines chose others (the file's lines win; the line says so).
  static func label(_ file: String, asked: Platform, ran: [String], named: Bool, given: Bool)
    -> String
  {
    if given, !ran.isEmpty, ran != [asked.rawValue] {
      return "\(file) [\(asked.rawValue) asked; ran \(ran.joined(separator: ", ")): "
        + "its platform lines]"
    }
    return named ? "\(file) [\(asked.rawValue)]" : file
  }
}
