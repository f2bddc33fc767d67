import HeadlessUIKit
import ListDiff
import ListScript

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Checks one file the way `listsh test` does, in the worker process: runs the scenario (or
/// each example of a Markdown page), decides whether the run succeeded as the file declares,
/// and compares the transcript with the expected one (writing it where allowed).
///
/// A file passes only when its run succeeded (every assertion held and no uncaught error, or
/// it ended exactly as its `exit` directive declares) *and* its transcript matches. Recording
/// a transcript (`--update`, or a first run outside CI) never turns a failed run into a pass.
package struct ScenarioCheck {
  package var update: Bool
  var inCI: Bool
  /// The profile this check runs the file on.
  var platform: Platform
  /// Every profile the run checks files on (`listsh test --platform ios14,ios17`), in order,
  /// and whether the person listed them (else a file's own `platforms` choose).
  package var platforms: [Platform]
  package var platformsGiven = false
  /// Where the scenarios may read and write: the suite's folder unless lifted.
  ///
  /// Every path the check opens is relative to it.
  package var gate: FileGate
  /// The limits each run has.
  package var limits = Limits()
  /// Whether runs happen on the calling thread, which must then have a large stack (the
  /// fuzzer's); otherwise each run gets a `LargeStack` thread of its own.
  package var runsOnThisThread = false
  /// Whether the runs echo the comment lines between statements (`listsh test`'s do not: a
  /// transcript records what the script did, so rewording a comment changes no transcript).
  package var echoesComments = false
  /// Watches every file the check writes (a transcript, a rewritten page, a picture) before
  /// it is written through the gate, the one place where it writes: a harness can refuse it.
  package var watchWrite: (@Sendable (_ path: String, _ use: Files.Use) throws -> Void)?

  package init(
    update: Bool, inCI: Bool, platform: Platform, gate: FileGate, platforms: [Platform]? = nil
  ) {
    self.update = update
    self.inCI = inCI
    self.platform = platform
    self.gate = gate
    self.platforms = platforms ?? [platform]
  }

  /// Writes a file the check produces, through the gate.
  func write(_ text: String, to path: String, as use: Files.Use) throws {
    try watchWrite?(path, use)
    try Files.write(text, to: path, gate: gate, as: use)
  }

  /// One run: the transcript, how it ended, and its first error.
  package struct Run {
    var transcript: String
    var status: RunStatus
    var firstError: Diagnostic?
    /// The profiles the run's views had (`Interpreter.profilesUsed`).
    var profiles: [Platform] = []
    /// The UIKit exception that stopped the run (`NAME: reason`), if one did.
    var exception: String?
  }

  /// Checks a `.lsh` scenario or a `.md` page at `path` (relative to the gate), then the
  /// pictures it drew; messages name it `shown` (the path as the runner prints it).
  package func check(_ path: String, shownAs shown: String? = nil) -> TestResult {
    let start = Date()
    // A page's examples have one output each: the run's first profile checks them.
    if path.hasSuffix(".md"), platform != platforms[0] { return .skip }
    let pictures = Pictures()
    let file = CheckedFile(path: path, shown: shown ?? path)
    var result =
      path.hasSuffix(".md")
      ? checkPage(file, pictures: pictures) : checkScenario(file, pictures: pictures)
    let stale = pictures.stale(update: update, inCI: inCI, check: self)
    if !stale.isEmpty, result.passed {
      let names = stale.map { file.shownSibling($0) }
      result = .fail(
        "pictures not current (run listsh test --update): " + names.joined(separator: ", "),
        annotations: names.map { .init(file: $0, message: "picture not current") })
    }
    result.seconds = Date().timeIntervalSince(start)
    return result
  }

  /// A file being checked: its path relative to the gate, and as the runner prints it.
  struct CheckedFile {
    var path: String
    var shown: String

    /// How the runner prints another path relative to the gate (a sibling's, a picture's).
    func shownSibling(_ other: String) -> String {
      let folder = Files.folder(of: shown)
      let base = Files.folder(of: path)
      let inBase = base == "." ? other : Files.relative(other, to: base) ?? other
      return folder == "." ? inBase : Files.normalized(folder + "/" + inBase)
    }
  }

  /// The exact text listsh prints for a source with colour off, how the run ended, and its
  /// first error; the pictures it draws are checked against the files they name.
  func run(_ file: SourceFile, pictures: Pictures? = nil) -> Run {
    let collected = Collector()
    let interpreter = Interpreter(
      platform: platform, trace: .calls, echo: true, limits: limits, emit: collected.append,
      load: { [gate] path, from in try Files.include(path, from: from, gate: gate) },
      readData: { [gate] path, from in try Files.data(path, from: from, gate: gate) },
      save: { [gate] path, from, text in
        let resolved = Files.resolve(path, from: from)
        // Refused now (with the statement's location) if it could never be written.
        do throws(FileRefusal) {
          try gate.checkWritable(resolved, suffixes: Files.Use.picture.suffixes)
        } catch {
          throw Interpreter.LoadError(
            message: "cannot write '\(FileNames.abbreviated(path))': \(error.reason)")
        }
        pictures?.record(resolved, text)
      })
    interpreter.echoesComments = echoesComments
    let status = runsOnThisThread ? interpreter.run(file) : LargeStack.run { interpreter.run(file) }
    return Run(
      transcript: collected.text, status: status, firstError: collected.firstError,
      profiles: interpreter.profilesUsed, exception: interpreter.uncaughtException)
  }

  // MARK: - Scenarios

  /// What reading an expected file found.
  enum Expected {
    case text(String)
    /// There is none: it may be recorded.
    case missing
    /// Something is there that the gate refuses (a link out of the root, a FIFO): a failure.
    case refused(FileRefusal)
  }

  /// The expected transcript or page at `path`, read no further than `limit` bytes.
  func expected(_ path: String, as use: Files.Use, limit: Int = Files.transcriptLimit)
    -> Expected
  {
    do {
      let bytes = try gate.read(path, suffixes: use.suffixes, limit: limit)
      return .text(String(decoding: bytes, as: UTF8.self))
    } catch .noSuchFile {
      return .missing
    } catch {
      return .refused(error)
    }
  }

  /// A failure to open a file the check needs, annotated on the file.
  static func unreadable(_ shown: String, _ refusal: FileRefusal) -> TestResult {
    let reason = "cannot read \(FileNames.abbreviated(shown)): \(refusal.reason)"
    return .fail(reason, annotations: [.init(file: shown, message: reason)])
  }

  private func checkScenario(_ checked: CheckedFile, pictures: Pictures) -> TestResult {
    let shown = checked.shown
    // Diagnostics name the scenario by its file name, so the transcript does not depend on the
    // folder the runner started in.
    let file: SourceFile
    do {
      file = try Files.source(checked.path, name: Files.fileName(of: checked.path), gate: gate)
    } catch {
      return Self.unreadable(shown, error)
    }
    let directives: TestDirectives
    do {
      directives = try TestDirectives.read(scenario: Substring(decoding: file.bytes, as: UTF8.self))
        .over(try folderSettings(of: checked.path))
    } catch let problem as SettingsProblem {
      return .fail(
        "\(checked.shownSibling(problem.file)):\(problem.line): \(problem.message)",
        annotations: [
          .init(
            file: checked.shownSibling(problem.file), line: problem.line, message: problem.message)
        ])
    } catch let problem as TestDirectives.Problem {
      return .fail(
        "\(shown):\(problem.line): \(problem.message)",
        annotations: [.init(file: shown, line: problem.line, message: problem.message)])
    } catch {
      return .fail("\(shown): \(Self.reason(error))")
    }
    guard let (profile, primary) = profiles(directives) else { return .skip }
    var check = self
    check.platform = profile
    // Pictures are the primary profile's: the others draw them the same way or not at all.
    let run = check.run(file, pictures: profile == primary ? pictures : nil)
    let verdict = Self.verdict(run, directives.expectedEnd(on: profile), path: shown)
    var result: TestResult
    if directives.noTranscript {
      result = verdict.map { .fail($0.reason, annotations: $0.annotations) } ?? .pass()
    } else {
      result = compare(run, verdict, checked, file, profile: profile, primary: primary)
    }
    // The profiles that ran, which the runner names when they are not the one asked for.
    result.ranOn = run.profiles.map(\.rawValue)
    return result
  }

  /// The profile a scenario is checked on in this check, and the one whose transcript is the
  /// shared `.out`; `nil` when the file is not meant for this check's profile.
  ///
  /// A file's `platforms` narrow the run's profiles when the person listed them, and otherwise
  /// choose: the file runs on the first it names.
  func profiles(_ directives: TestDirectives) -> (Platform, primary: Platform)? {
    guard let declared = directives.platforms else { return (platform, platforms[0]) }
    guard platformsGiven else { return (declared[0], declared[0]) }
    let applicable = platforms.filter(declared.contains)
    guard let primary = applicable.first, applicable.contains(platform) else { return nil }
    return (platform, primary)
  }

  /// An error's reason in words: a refusal's own, or the error's description.
  static func reason(_ error: any Error) -> String {
    (error as? FileRefusal)?.reason ?? "\(error)"
  }
}
