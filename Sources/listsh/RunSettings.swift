import ArgumentParser
import HeadlessUIKit
import ListScript
import ListshCore

/// The options every way of running shares, as plain values (`CommonOptions` parses them).
struct CommonSettings: Equatable {
  var trace = TraceLevel.calls
  var platform = Platform.ios15
  /// Whether `--platform` chose the profile: if not, a file's `# listsh-test: platforms` does.
  var platformGiven = false
  var color = ColorChoice.auto
  var width: Double = 375
  var height: Double = 667
  var maxSteps = 10_000_000
  var allowPathsOutside = false

  /// Where scenarios rooted at `folder` may read and write.
  func gate(inside folder: String) -> FileGate {
    allowPathsOutside ? .anywhere() : .inside(folder)
  }

  var geometry: TableGeometry {
    var g = TableGeometry()
    g.width = width
    g.height = height
    return g
  }

  var limits: Limits {
    var l = Limits()
    l.maxSteps = maxSteps
    return l
  }
}

/// What `listsh [run]` was asked to do, as plain values: `Run` parses them with the argument
/// parser, and `quick(_:)` reads the two plainest forms without it.
struct RunSettings: Equatable {
  var common = CommonSettings()
  var statements: [String] = []
  var interactive = false
  var noComments = false
  var quiet = false
  var keepGoing = false
  var rawOutput = false
  var files: [String] = []
  /// `--uikit-trace`: only what a program on real UIKit prints too, on one pinned profile.
  var uikitTrace = false

  /// The settings of `listsh -e S [-e S …]` or `listsh FILE [FILE …]`, read without the parser.
  ///
  /// Nothing else may be on the line, and every option is at its default; `nil` for anything
  /// else (options, flags, a subcommand,
  /// a statement or file that starts with `-`, no argument at all), which the argument parser
  /// reads. The parser's reflection over the command tree was a large part of a plain run's
  /// start-up (see docs/quality.md, "Measurements behind the code"); `QuickArgumentsTests`
  /// checks that both readings agree.
  static func quick(_ arguments: [String]) -> RunSettings? {
    guard let first = arguments.first else { return nil }
    var settings = RunSettings()
    if first == "-e" {
      guard arguments.count % 2 == 0 else { return nil }
      for pair in stride(from: 0, to: arguments.count, by: 2) {
        let value = arguments[pair + 1]
        guard arguments[pair] == "-e", !value.hasPrefix("-") else { return nil }
        settings.statements.append(value)
      }
      return settings
    }
    for argument in arguments {
      guard !argument.hasPrefix("-"), !argument.isEmpty, !subcommandNames.contains(argument)
      else { return nil }
      settings.files.append(argument)
    }
    return settings
  }

  /// The words the argument parser reads as subcommands (and `help`).
  static let subcommandNames: Set<String> = [
    "run", "test", "emit", "explain", "check", "fmt", "lsp", "mcp", "demo", "help",
  ]
}

extension RunSettings {
  /// Runs what the settings ask for; the exit status.
  func run() -> Int32 {
    // The interpreter recurses as deeply as scripts nest: run it on a thread with a large
    // stack. Ctrl-C is blocked here so that it reaches that thread (which unblocks it).
    Interrupts.blockOnThisThread()
    return LargeStack.run {
      Interrupts.unblockOnThisThread()
      return self.execute()
    }
  }

  private func execute() -> Int32 {
    do {
      try executeThrowing()
      return ExitStatus.success.rawValue
    } catch let exit as ExitCode {
      return exit.rawValue
    } catch {
      Console.write("listsh: \(error)\n", to: 2)
      return ExitStatus.runtimeError.rawValue
    }
  }

  private func executeThrowing() throws {
    let out = Console(color: common.color, raw: rawOutput)
    // Each file reads and writes inside its own folder; -e, standard input and the REPL inside
    // the working directory.
    let gate = GateBox(common.gate(inside: "."))
    let interpreter = Interpreter(
      platform: common.platform, trace: common.trace, geometry: common.geometry,
      echo: !quiet, limits: common.limits, emit: out.write,
      load: { path, from in try Files.include(path, from: from, gate: gate.current) },
      readData: { path, from in try Files.data(path, from: from, gate: gate.current) },
      save: { path, from, text in
        try Files.save(path, from: from, text: text, gate: gate.current)
      }, isInterrupted: { Interrupts.pending })
    interpreter.stopsAtFirstFailure = !keepGoing
    interpreter.echoesComments = !noComments
    if uikitTrace {
      // What `emit swift --program` prints, on the profile of the device it is compared with.
      interpreter.showsUIKitTraceOnly = true
      interpreter.echoesComments = false
      interpreter.trace = .layout
      interpreter.pinnedProfile = common.platform
      interpreter.recordsTheModelsAnswers = true
    }
    var status = RunStatus.success
    if !statements.isEmpty, let bad = Run.invalidArgument() {
      // Swift decodes arguments with replacement characters; -e must not run a changed text.
      Console.write("listsh: argument \(bad) is not valid UTF-8\n", to: 2)
      throw ExitCode(.parseError)
    }
    if !statements.isEmpty {
      interpreter.echo = false
      let text = statements.joined(separator: "\n")
      let source = SourceFile(name: "<-e>", text: text)
      // With -i the session goes on, so a batch may stay open for the prompt.
      status = interactive ? interpreter.runEntry(source) : interpreter.run(source)
      if !interactive { throw ExitCode(status.exitStatus) }
    }
    if !files.isEmpty {
      for path in files {
        // A file reads and writes inside its own folder; it is itself read through that
        // folder's gate, so a link that leads out of it is refused like an include would be.
        gate.current = common.gate(inside: Files.folder(of: path))
        let file: SourceFile
        do {
          // The person named this file: any name runs (a `#!` script need not end in .lsh).
          let inGate = common.allowPathsOutside ? path : Files.fileName(of: path)
          if !common.allowPathsOutside { try FileGate.checkNamedByPerson(path) }
          file = try Files.source(inGate, name: path, gate: gate.current, as: .any)
        } catch {
          let reason =
            error == .notRegular(kind: "a folder")
            ? "it is a folder (listsh test FOLDER checks the scenarios in it)" : error.reason
          out.write(
            .diagnostic(
              Diagnostic(.input, "cannot read '\(FileNames.abbreviated(path))': \(reason)", at: nil)
            ))
          status = status == .success ? .inputError : status
          continue
        }
        // The profile rule (docs/ci.md, "Profiles"): without --platform, a file starts on the
        // first profile its `# listsh-test: platforms` names, as `listsh test` runs it.
        if !common.platformGiven, !uikitTrace {
          let directives = try? TestDirectives.read(
            scenario: Substring(decoding: file.bytes, as: UTF8.self))
          interpreter.platform = directives?.platforms?.first ?? common.platform
        }
        // With -i the session goes on: a batch may stay open for the prompt.
        let result = interactive ? interpreter.runEntry(file) : interpreter.run(file)
        if result != .success, status == .success { status = result }
        if result == .interrupted { break }
      }
      if !interactive { throw ExitCode(status.exitStatus) }
      gate.current = common.gate(inside: ".")
    }
    if interactive || Terminal.isTerminal(0) {
      try Repl(interpreter: interpreter, console: out).run()
      throw ExitCode(status.exitStatus)
    }
    // Standard input as a script, as bytes: invalid UTF-8 is reported, not replaced.
    status = interpreter.run(SourceFile(name: "<stdin>", bytes: Files.standardInput()))
    throw ExitCode(status.exitStatus)
  }
}
