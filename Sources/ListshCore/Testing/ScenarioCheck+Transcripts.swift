import HeadlessUIKit
import ListScript

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A scenario's transcript against the expected one, per profile, and the folders' settings.
extension ScenarioCheck {
  /// Compares the run's transcript with the expected one for its profile.
  ///
  /// The expected one is `NAME.PROFILE.out` where it exists, else `NAME.out`, the transcript of
  /// every profile without a file of its own. Recorded (with
  /// `--update`, or when missing outside CI) into `NAME.out` for the primary profile, and for
  /// another into `NAME.PROFILE.out` only where its transcript differs from the primary's.
  func compare(
    _ run: Run, _ verdict: Verdict?, _ checked: CheckedFile, _ file: SourceFile,
    profile: Platform, primary: Platform
  ) -> TestResult {
    let shown = checked.shown
    let base = String(checked.path.dropLast(4))
    let own = base + ".\(profile.rawValue).out"
    let shared = base + ".out"
    var outPath = shared
    let expected: String?
    switch self.expected(own, as: .transcript) {
    case .text(let text):
      outPath = own
      expected = text
    case .refused(let refusal): return Self.unreadable(checked.shownSibling(own), refusal)
    case .missing:
      switch self.expected(shared, as: .transcript) {
      case .text(let text): expected = text
      case .missing: expected = nil
      case .refused(let refusal): return Self.unreadable(checked.shownSibling(shared), refusal)
      }
    }
    let outShown = checked.shownSibling(outPath)
    if update || (expected == nil && !inCI) {
      var target = outPath
      if outPath == shared, profile != primary {
        // Another profile's transcript is its own only where it differs from the primary's.
        var primaryCheck = self
        primaryCheck.platform = primary
        if primaryCheck.run(file).transcript == run.transcript {
          guard let verdict else { return .pass() }
          return .fail(verdict.reason, annotations: verdict.annotations)
        }
        target = own
      }
      let targetShown = checked.shownSibling(target)
      let before = target == outPath ? expected : nil
      do {
        try write(run.transcript, to: target, as: .transcript)
      } catch {
        return .fail("cannot write \(FileNames.abbreviated(targetShown)): \(Self.reason(error))")
      }
      let wrote =
        before == nil
        ? "created \(targetShown)" : (before == run.transcript ? nil : "updated \(targetShown)")
      if let verdict {
        return .fail(
          verdict.reason + (wrote.map { " (\($0) all the same)" } ?? ""),
          annotations: verdict.annotations)
      }
      return .pass(wrote)
    }
    guard let expected else {
      let missing = "no \(outShown) (CI=true: run listsh test --update and commit it)"
      let note = TestResult.Annotation(
        file: shown, line: 1, message: "no transcript \(outShown)")
      guard let verdict else { return .fail(missing, annotations: [note]) }
      return .fail(verdict.reason + "; and " + missing, annotations: verdict.annotations + [note])
    }
    if expected == run.transcript {
      guard let verdict else { return .pass() }
      return .fail(verdict.reason, annotations: verdict.annotations)
    }
    let diff = UnifiedDiff.diff(
      expected: expected, actual: run.transcript, expectedName: outShown,
      actualName: "transcript")
    // A profile without a transcript of its own is compared with the shared one: say so.
    let differs =
      outPath == shared && profile != primary
      ? "the transcript differs from \(outShown), which \(profile.rawValue) falls back to "
        + "(there is no \(checked.shownSibling(own)); listsh test --update writes it)"
      : "the transcript differs"
    let line = Self.firstDifferingLine(expected, run.transcript)
    // The statement that printed the first differing line, where the pull request changed
    // something; the transcript's line as well.
    var annotations: [TestResult.Annotation] = []
    if let line, let statement = Self.statementLine(printing: line, of: run.transcript, in: file) {
      annotations.append(
        TestResult.Annotation(
          file: shown, line: statement,
          message: "\(differs): the output of this statement (\(outShown):\(line))"))
    }
    annotations.append(TestResult.Annotation(file: outShown, line: line, message: differs))
    guard let verdict else {
      return .fail(differs, details: diff, annotations: annotations)
    }
    return .fail(
      verdict.reason + "; and " + differs, details: diff,
      annotations: verdict.annotations + annotations)
  }

  /// The line of the top-level statement whose output holds line `line` of `transcript`: the
  /// k-th statement echoed (`> …`) at or before it is the file's k-th top-level statement.
  ///
  /// - Complexity: O(t + n) for t bytes of transcript and n of the file.
  static func statementLine(printing line: Int, of transcript: String, in file: SourceFile)
    -> Int?
  {
    let echoed = transcript.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix(line).filter { $0.hasPrefix("> ") }.count
    guard echoed > 0 else { return nil }
    let lines = Frontend.statementLines(file)
    return echoed <= lines.count ? lines[echoed - 1] : nil
  }

  /// A folder's `.listsh-test` that does not read: the file and the problem.
  struct SettingsProblem: Error {
    var file: String
    var line: Int
    var message: String
  }

  /// The settings of the folders from the gate's root down to the file's: each folder's
  /// `.listsh-test`, the nearer one winning where both say something.
  func folderSettings(of path: String) throws -> TestDirectives {
    var settings = TestDirectives()
    var folder = ""
    var folders = [""]
    for part in Files.folder(of: path).split(separator: "/") where part != "." {
      folder += (folder.isEmpty ? "" : "/") + part
      folders.append(folder)
    }
    for folder in folders {
      let name = folder.isEmpty ? ".listsh-test" : folder + "/.listsh-test"
      switch expected(name, as: .settings, limit: 65_536) {
      case .missing: continue
      case .refused(let refusal): throw refusal
      case .text(let text):
        do throws(TestDirectives.Problem) {
          settings = try TestDirectives.read(settings: Substring(text)).over(settings)
        } catch {
          throw SettingsProblem(file: name, line: error.line, message: error.message)
        }
      }
    }
    return settings
  }
}
