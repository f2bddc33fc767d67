import HeadlessUIKit
import ListScript

/// Runs a scenario with a recorder and turns what it recorded into an XCTest case: what
/// `listsh emit swift` does, in a form the tests and the tool share.
package enum EmitRun {
  /// The outcome: the emitted code (for a run that reached its end) and the diagnostics.
  package struct Outcome {
    package var code: String?
    /// The steps the run recorded, from which the code was written.
    package var steps: [RecordedStep]
    package var status: RunStatus
    package var diagnostics: [Diagnostic]
    /// Why the run has no test of the target asked for, when it reached its end (a headless
    /// test's limits: `headlessRefusal`).
    package var refusal: String? = nil
    /// For a UIKit test, the model's run on each profile, from which its branches were written.
    package var profiles: [ProfileRun] = []
  }

  /// Runs `source` (its includes read through `gate`), and emits a test named after `testFile`
  /// (`name` by default): for a run that reached its end, or that UIKit's exception stopped.
  package static func emit(
    _ source: SourceFile, name: String, gate: FileGate, support: SwiftEmitter.Support = .inline,
    target: SwiftEmitter.Target = .uikit, testFile: String? = nil, limits: Limits = Limits()
  ) -> Outcome {
    // The profile rule (docs/ci.md, "Profiles"): the scenario starts on the first profile its
    // `# listsh-test: platforms` names, as `listsh test` runs it; its `platform` lines win.
    let declared = try? TestDirectives.read(
      scenario: Substring(decoding: source.bytes, as: UTF8.self))
    let collected = recordedRun(
      source, on: declared?.platforms?.first ?? .ios15, pinned: false, gate: gate,
      limits: limits)
    let status = collected.status
    // A run that UIKit's exception stopped emits too: the test expects the exception there.
    let endsInException = collected.endsInException
    // No line of the code is a GitHub workflow command when it is printed to a CI log: a
    // scenario's text reaches literals and comments, where `\u{3A}` for a line's first `:` and
    // `#\u{23}[` for `##[` mean what they replace (the emitter writes no raw strings).
    let ended = status == .success || endsInException
    let lazyStack = collected.steps.contains(.unmapped(RecordedStep.lazyStackNote))
    let refusal: String? =
      switch (target, support) {
      case _ where lazyStack:
        "it shows a SwiftUI LazyVStack, which has no UIKit counterpart for a test to drive"
      case (.headless, _) where collected.endsInTrap, (.uikit, .program) where collected.endsInTrap:
        "its SwiftUI rows trap (a Swift runtime error in the app's code), which UIKit's calls alone cannot raise"
      case (.headless, _) where ended: headlessRefusal(collected.steps)
      case (.uikit, .program) where ended:
        SwiftEmitter.programRefusal(EmitFeatures(collected.steps))
      case (.headless, _), (.uikit, .program), (.uikit, .inline), (.uikit, .shared): nil
      }
    var code: String?
    var silent: String?
    var profiles: [ProfileRun]?
    if ended, refusal == nil {
      profiles =
        target == .uikit
        ? Platform.allCases.map { profileRun(source, on: $0, gate: gate, limits: limits) } : nil
      let file = SwiftEmitter.file(
        collected.steps, name: name, support: support, target: target, testFile: testFile,
        profiles: profiles)
      code = WorkflowCommands.neutralised(file.code)
      silent = file.silentRaise.map {
        "line \($0) raises UIKit's exception in a call the test does not make (a snapshot's own "
          + "call: the test builds each snapshot whole, where it is applied)"
      }
    }
    // A headless test or a program that could not raise would fail: none is written.
    if target == .headless || support == .program, silent != nil { code = nil }
    return Outcome(
      code: code, steps: collected.steps, status: status, diagnostics: collected.diagnostics,
      refusal: refusal ?? (target == .headless || support == .program ? silent : nil),
      profiles: profiles ?? [])
  }

  /// The model's run of `source` with every view on `platform`, whatever its `platform` lines
  /// say, its checks recording the model's answers: what a device of that profile's iOS
  /// versions is expected to do.
  ///
  /// - Complexity: one run of the scenario.
  static func profileRun(
    _ source: SourceFile, on platform: Platform, gate: FileGate, limits: Limits = Limits()
  )
    -> ProfileRun
  {
    let run = recordedRun(source, on: platform, pinned: true, gate: gate, limits: limits)
    guard run.status == .success || run.endsInException else {
      let stop = run.diagnostics.first { $0.severity == .error }.map { d in
        let line = d.range.map { $0.file.location(of: $0.bytes.lowerBound).line }
        let message = d.message.split(separator: "\n").first.map(String.init) ?? d.message
        return "the model stops" + (line.map { " at line \($0)" } ?? "") + ": " + message
      }
      return ProfileRun(platform, .stops(stop ?? "the model does not reach the end"))
    }
    return ProfileRun(platform, .steps(run.steps))
  }

  /// What a recorded run of a scenario gives: its steps, its diagnostics and how it ended.
  ///
  /// Unsafe: confined (`@unchecked Sendable`) — one thread: the run's, which `LargeStack.run`
  /// joins before it is read.
  final class RecordedRun: @unchecked Sendable {
    var steps: [RecordedStep] = []
    var diagnostics: [Diagnostic] = []
    var status = RunStatus.success
    /// Whether UIKit's exception ended the run (its test expects the exception there), or the
    /// app's SwiftUI rows trapped (the SwiftUI test expects the crash there).
    var endsInException: Bool {
      if case .raised = steps.last { return true }
      return endsInTrap
    }
    /// Whether the app's SwiftUI rows trapped at the end of the run.
    var endsInTrap: Bool { if case .swiftUI(.trap) = steps.last { true } else { false } }
  }

  /// `source` run silently with a recorder, starting on `platform`, its includes read through
  /// `gate`, under `limits`; `pinned`, every view stays on `platform` and the checks record
  /// the model's answers.
  ///
  /// - Complexity: one run of the scenario.
  static func recordedRun(
    _ source: SourceFile, on platform: Platform, pinned: Bool, gate: FileGate,
    limits: Limits = Limits()
  ) -> RecordedRun {
    let run = RecordedRun()
    let interpreter = Interpreter(
      platform: platform, trace: .off, echo: false, limits: limits,
      emit: { if case .diagnostic(let d) = $0 { run.diagnostics.append(d) } },
      load: { path, from in try Files.include(path, from: from, gate: gate) },
      readData: { path, from in try Files.data(path, from: from, gate: gate) },
      save: { _, _, _ in })
    if pinned {
      interpreter.pinnedProfile = platform
      interpreter.recordsTheModelsAnswers = true
    }
    interpreter.recorder = { run.steps.append($0) }
    run.status = LargeStack.run { interpreter.run(source) }
    return run
  }

  /// Why `steps` have no headless test, or nil.
  ///
  /// ListScriptUIKit has no Core Data store to fetch from, does not call a custom layout's
  /// overrides or measure self-sizing collection cells, and runs on one profile; a headless view
  /// ends at its first exception, as the app would, so a scenario that goes on after one (an
  /// `expect error` before more calls) has no headless counterpart either.
  ///
  /// - Complexity: O(s) for s steps.
  package static func headlessRefusal(_ steps: [RecordedStep]) -> String? {
    let features = EmitFeatures(steps)
    if features.cachingLayout {
      return "its collection view's layout is a custom subclass (`prepare()`, "
        + "`layoutAttributesForElements(in:)`), and ListScriptUIKit lays out with its own layouts"
    }
    if features.selfSizingItems {
      return "its collection view's cells size themselves (`estimatedItemSize`), and "
        + "ListScriptUIKit does not ask a cell for `preferredLayoutAttributesFitting`"
    }
    var line: Int?
    for step in steps {
      if case .statement(let at, _, nil) = step { line = at }
      if case .platform(let p) = step, p != features.platform {
        return "line \(line ?? 0) changes the profile to \(p.rawValue), and a run has one profile "
          + "(\(features.platform.rawValue), its first view's): each profile needs a scenario of "
          + "its own"
      }
      if case .applyOffMain = step {
        return "line \(line ?? 0) applies a snapshot off the main queue, which the test does not do"
      }
      if case .register(_, _, .invalidNib) = step {
        return "line \(line ?? 0) registers an invalid nib, which needs a nib file the test does "
          + "not have"
      }
      let returns: CellProvision.Returned? =
        switch step {
        case .cellProvider(let p): p.returns
        case .supplementaryProvider(_, let p): p?.returns
        default: nil
        }
      if returns == .nil || returns == .queued {
        return "its provider returns \(returns?.rawValue ?? ""), which a Swift data source "
          + "cannot write"
      }
    }
    if features.fetched {
      return "its data comes from a fetched-results controller over a Core Data store, which "
        + "ListScriptUIKit does not have (its NSFetchedResultsController is fed by hand: "
        + "docs/testing-your-list-code.md)"
    }
    guard let first = steps.firstIndex(where: { if case .raised = $0 { true } else { false } })
    else { return nil }
    line = nil
    for step in steps[..<first] {
      if case .statement(let at, _, nil) = step { line = at }
    }
    for step in steps[(first + 1)...] {
      switch step {
      case .expectErrorEnd, .statement: continue
      default:
        let at = line.map { "line \($0)" } ?? "a statement"
        return "\(at) raises UIKit's exception and the scenario goes on; a headless view ends at "
          + "its first exception, as the app does"
      }
    }
    return nil
  }
}
