import ArgumentParser
import Foundation
import HeadlessUIKit
import ListDiff
import ListScript
import ListshCore

@main
struct Listsh: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "listsh",
    abstract: "Reproduce what UIKit's table and collection views do, headlessly.",
    discussion: """
      Without a file, listsh is interactive when its input is a terminal and otherwise runs its \
      input as a script. Exit codes: 0 success, 1 a failed assertion (or a script that ends \
      inside an open batch) or, for 'listsh test', a failed file, 64 usage, 65 a parse error, \
      66 an unreadable file, 70 a runtime error (UIKit exceptions included), 73 'emit swift' \
      could not write its output.

      Running (listsh [run]), the default:
      """ + (Listsh.showsHelp ? Run.optionsHelp : ""),
    version: Listsh.versionLine,
    subcommands: [
      Run.self, TestCommand.self, EmitCommand.self, ExplainCommand.self, CheckCommand.self,
      FmtCommand.self, LspCommand.self, Demo.self,
    ],
    defaultSubcommand: Run.self
  )
}

extension Listsh {
  /// Whether this run may print the top-level help (`-h`, `--help`, `help`, or the argument
  /// parser's manual, completion and dump-help generators): only then is `run`'s own help laid
  /// out into the discussion, which took a third of a plain run's start-up.
  static let showsHelp = CommandLine.arguments.dropFirst().contains {
    $0 == "-h" || $0 == "--help" || $0 == "help" || $0.hasPrefix("--generate")
      || $0.hasPrefix("--experimental")
  }

  /// What `listsh --version` prints: the release, and the commit it was built from when it was
  /// built in a git checkout (`listsh 0.2.0 (7cc8e5c)`).
  static var versionLine: String {
    "listsh \(ListScriptVersion.current)" + (BuildCommit.hash.map { " (\($0))" } ?? "")
  }
}

/// Options every way of running shares.
struct CommonOptions: ParsableArguments {
  @Option(help: "How much to trace: off, calls, layout or all.")
  var trace: TraceLevel = .calls

  @Option(help: "The behaviour profile: ios12, ios14, ios15, ios16 or ios17.")
  var platform: Platform = .ios15

  @Option(help: "Colour: auto, always or never (auto honours NO_COLOR and TERM=dumb).")
  var color: ColorChoice = .auto

  @Option(help: "The default viewport width of `table`, in points.")
  var width: Double = 375

  @Option(help: "The default viewport height of `table`, in points.")
  var height: Double = 667

  @Option(help: "The most statements and loop iterations a run may execute.")
  var maxSteps: Int = 10_000_000

  @Flag(
    help: """
      Let scenarios include and write files outside their folder (by default a scenario reads \
      and writes only inside the folder of the file given, or the working directory).
      """)
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

  func validate() throws {
    guard width > 0, height > 0, width <= 1_000_000, height <= 1_000_000 else {
      throw ValidationError("--width and --height must be in (0, 1000000]")
    }
    guard maxSteps > 0 else { throw ValidationError("--max-steps must be positive") }
  }
}

extension TraceLevel: ExpressibleByArgument {}
extension Platform: ExpressibleByArgument {}

struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run scenario files, one-liners, standard input, or the interactive shell.")

  @OptionGroup var common: CommonOptions

  @Option(
    name: .customShort("e"),
    help: ArgumentHelp("Run a statement (repeatable).", valueName: "statement"))
  var statements: [String] = []

  @Flag(
    name: .customShort("i"), help: "Stay interactive after -e or the files, as python3 -i does.")
  var interactive = false

  @Flag(help: "Do not echo the comment lines between statements.")
  var noComments = false

  @Flag(name: .customShort("q"), help: "Quiet: do not echo statements.")
  var quiet = false

  @Flag(help: "Keep running a file after a failing statement.")
  var keepGoing = false

  @Flag(
    help: """
      Print what scenarios print as it is, control characters included (on a terminal they \
      are shown escaped, \\u{1B}, so that a scenario cannot send the terminal commands).
      """)
  var rawOutput = false

  @Argument(help: "Scenario files (.lsh).")
  var files: [String] = []

  func run() throws {
    // The interpreter recurses as deeply as scripts nest: run it on a thread with a large
    // stack. Ctrl-C is blocked here so that it reaches that thread (which unblocks it).
    Interrupts.blockOnThisThread()
    let code = LargeStack.run {
      Interrupts.unblockOnThisThread()
      return self.execute()
    }
    throw ExitCode(code)
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
    var status = RunStatus.success
    if !statements.isEmpty, let bad = Self.invalidArgument() {
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

extension Run {
  /// The options of `listsh run`, for `listsh --help`: its own help from its usage line on.
  static var optionsHelp: String {
    let help = Run.helpMessage(columns: 80)
    guard let usage = help.range(of: "USAGE:") else { return help }
    return "\n"
      + String(help[usage.lowerBound...]).replacingOccurrences(
        of: "USAGE: run ", with: "USAGE: listsh [run] ")
  }

  /// The position of the first command-line argument that is not valid UTF-8, if any.
  static func invalidArgument() -> Int? {
    for k in 1..<Int(CommandLine.argc) {
      guard let argument = CommandLine.unsafeArgv[k] else { continue }
      let bytes = UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self)
      let file = SourceFile(
        name: "", bytes: Array(UnsafeBufferPointer(start: bytes, count: strlen(argument))))
      if file.invalidUTF8Offset != nil { return k }
    }
    return nil
  }
}

struct Demo: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Walk through the articles' examples on the headless table, from Swift.")

  @Option(help: "The behaviour profile: ios12, ios14, ios15, ios16 or ios17.")
  var platform: Platform = .ios15

  func run() throws {
    do {
      print(try TableDemo.run(platform: platform), terminator: "")
    } catch {
      Console(color: .never).write(.diagnostic(Diagnostic(.runtime, error.message, at: nil)))
      throw ExitCode(.runtimeError)
    }
  }
}

/// The file gate in force, changed as `listsh` moves from one file to the next.
final class GateBox: @unchecked Sendable {
  var current: FileGate
  init(_ gate: FileGate) { current = gate }
}
