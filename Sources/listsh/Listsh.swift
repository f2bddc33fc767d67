import ArgumentParser
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
      FmtCommand.self, LspCommand.self, McpCommand.self, Demo.self,
    ],
    defaultSubcommand: Run.self
  )

  /// The entry point: the two plainest forms of `listsh [run]` (`-e S …`, or files) start
  /// without the argument parser (`RunSettings.quick`); everything else goes through it.
  static func main() {
    if let settings = RunSettings.quick(Array(CommandLine.arguments.dropFirst())) {
      #if canImport(Glibc)
        Glibc.exit(settings.run())
      #else
        Darwin.exit(settings.run())
      #endif
    }
    main(nil)
  }
}

extension Listsh {
  /// Whether this run may print the top-level help (`-h`, `--help`, `help`, or the argument
  /// parser's manual, completion and dump-help generators): only then is `run`'s own help laid
  /// out into the discussion, a large part of a plain run's start-up otherwise (see
  /// docs/quality.md, "Measurements behind the code").
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

  @Option(
    help: """
      The behaviour profile: ios12, ios14, ios15, ios16, ios17, ios18 or ios26 (default: the \
      first a file's `# listsh-test: platforms` names, else ios15; its `platform` lines win).
      """)
  var platform: Platform?

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

  /// The options as plain values.
  var settings: CommonSettings {
    CommonSettings(
      trace: trace, platform: platform ?? .ios15, platformGiven: platform != nil, color: color,
      width: width, height: height,
      maxSteps: maxSteps, allowPathsOutside: allowPathsOutside)
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
      Print only what a program driving real UIKit prints (listsh emit swift --program): each \
      statement's first line, the cells' callouts and the exceptions, every view on the one \
      profile (--platform, else ios15; the file's platform lines are read as comments), the \
      checks stating the model's answers. Diff it with the program's output.
      """)
  var uikitTrace = false

  @Flag(
    help: """
      Print what scenarios print as it is, control characters included (on a terminal they \
      are shown escaped, \\u{1B}, so that a scenario cannot send the terminal commands).
      """)
  var rawOutput = false

  @Argument(help: "Scenario files (.lsh).")
  var files: [String] = []

  /// The options as plain values.
  var settings: RunSettings {
    RunSettings(
      common: common.settings, statements: statements, interactive: interactive,
      noComments: noComments, quiet: quiet, keepGoing: keepGoing, rawOutput: rawOutput,
      files: files, uikitTrace: uikitTrace)
  }

  func run() throws {
    throw ExitCode(settings.run())
  }
}

extension Run {
  /// The options of `listsh run`, for `listsh --help`: its own help from its usage line on.
  static var optionsHelp: String {
    let help = Run.helpMessage(columns: 80)
    guard let usage = help.firstRange(of: "USAGE:") else { return help }
    return "\n"
      + String(help[usage.lowerBound...]).replacing("USAGE: run ", with: "USAGE: listsh [run] ")
  }

  /// The position of the first command-line argument that is not valid UTF-8, if any.
  static func invalidArgument() -> Int? {
    for k in 1..<Int(CommandLine.argc) {
      // Unsafe: C API (the process's `argv`, its bytes as exec passed them; strlen).
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

  @Option(help: "The behaviour profile: ios12, ios14, ios15, ios16, ios17, ios18 or ios26.")
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
///
/// Unsafe: confined (`@unchecked Sendable`) — one thread: the interpreter's, which sets it
/// between files and reads it in the interpreter's callbacks.
final class GateBox: @unchecked Sendable {
  var current: FileGate
  init(_ gate: FileGate) { current = gate }
}
