import ArgumentParser
import ListScript
import ListshCore

/// `listsh emit swift FILE`: the scenario as an XCTest case driving a real UITableView.
struct EmitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "emit",
    abstract: "Turn a scenario into equivalent UIKit code.",
    discussion: """
      `listsh emit swift FILE` runs the scenario and writes an XCTest case that drives a real \
      UITableView or UICollectionView through the same data, calls and checks, catching \
      UIKit's exceptions and comparing their text with the model's; it runs on any iOS version, \
      checking the model's expectations for the device's. Commands and assertions without a \
      UIKit counterpart become comments (see docs/emit-swift.md). \
      `listsh emit swift FILE... --package DIR` writes a Swift package for iOS with a test per \
      scenario and the Objective-C helper that catches the exceptions. \
      `listsh emit swift --headless FILE` writes a Swift Testing test over ListScriptUIKit \
      instead: the same code on the headless UIKit-shaped API, run on the scenario's profile, \
      for a test target on Linux or macOS (docs/testing-your-list-code.md). \
      `listsh emit swift --program DIR FILE` writes a Mac Catalyst command-line program that \
      drives real UIKit through the scenario and prints UIKit's trace in listsh's words, to \
      diff with `listsh --uikit-trace --platform P FILE`.
      """)

  enum Language: String, ExpressibleByArgument {
    case swift
  }

  @Argument(help: "The language to emit: swift.")
  var language: Language

  @Argument(help: "The scenario files (one, unless --package is given).")
  var files: [String]

  @Option(help: "Write a Swift package for iOS with a test per scenario into this folder.")
  var package: String?

  @Option(name: .shortAndLong, help: "Write the code to this file instead of standard output.")
  var output: String?

  @Option(
    help: """
      Write a Mac Catalyst command-line program for the scenario into this folder (main.swift \
      and the exception helper): it drives real UIKit and prints its trace in listsh's words, \
      to diff with `listsh --uikit-trace FILE`.
      """)
  var program: String?

  @Flag(
    help: """
      Write a Swift Testing test over ListScriptUIKit (headless, runs in `swift test` on Linux) \
      instead of an XCTest case for real UIKit.
      """)
  var headless = false

  @Flag(help: "Let the scenario include files outside its folder.")
  var allowPathsOutside = false

  @Flag(help: "Replace the --output file if it exists.")
  var force = false

  func validate() throws {
    if package != nil, output != nil {
      throw ValidationError("--output and --package: choose one")
    }
    if program != nil, package != nil || output != nil || headless {
      throw ValidationError(
        "--program writes a folder of its own: not with --package, --output "
          + "or --headless")
    }
    if package != nil, headless {
      throw ValidationError(
        "--headless writes one test, for a test target that depends on ListScriptUIKit: "
          + "not with --package")
    }
    if package == nil, files.count != 1 {
      throw ValidationError("one scenario file, unless --package is given")
    }
    if let output, !output.hasSuffix(".swift") {
      throw ValidationError("--output names Swift code: a file ending in .swift")
    }
  }

  func run() throws {
    StopSignals.install()
    if let package {
      try writePackage(package)
      return
    }
    let file = files[0]
    let (source, gate) = try read(file)
    if let output {
      // A person's choice of file, so not confined; but never the scenario itself, never
      // through a link, and an existing file only with --force.
      let anywhere = FileGate.anywhere()
      if let input = anywhere.identity(file), anywhere.identity(output) == input {
        Console.write("listsh: --output names the scenario itself; not overwritten\n", to: 2)
        throw ExitCode(.cannotWrite)
      }
      if anywhere.exists(output) == true, !force {
        Console.write(
          "listsh: \(FileNames.abbreviated(output)) exists; not overwritten (use --force)\n",
          to: 2)
        throw ExitCode(.cannotWrite)
      }
    }
    let console = Console(color: .never)
    let outcome = EmitRun.emit(
      source, name: file, gate: gate, support: program == nil ? .inline : .program,
      target: headless ? .headless : .uikit)
    if let refusal = outcome.refusal {
      Console.write(
        "listsh: \(FileNames.abbreviated(file)) has no \(program == nil ? "headless test" : "program"): "
          + TerminalText.escaped(refusal) + "\n", to: 2)
      throw ExitCode(.cannotWrite)
    }
    if outcome.code != nil, outcome.status != .success {
      Console.write(
        "listsh: \(FileNames.abbreviated(file)) ends in UIKit's exception: the test expects it\n",
        to: 2)
    }
    for diagnostic in outcome.diagnostics { console.write(.diagnostic(diagnostic)) }
    guard let code = outcome.code else {
      Console.write(
        "listsh: \(FileNames.abbreviated(file)) did not run to its end; nothing emitted\n", to: 2)
      throw ExitCode(outcome.status.exitStatus)
    }
    if let program {
      try writeFolder(program, files: EmitPackage.programFiles(code))
      Console.write(
        "listsh: wrote \(FileNames.abbreviated(program)): main.swift and the helper "
          + "ListScriptCatch; build and run it on a Mac as its first lines say\n", to: 2)
      return
    }
    if let output {
      do throws(FileRefusal) {
        try FileGate.checkNamedByPerson(output)
        try FileGate.anywhere().write(Array(code.utf8), to: output, suffixes: [".swift"])
      } catch {
        Console.write(
          "listsh: cannot write \(FileNames.abbreviated(output)): \(error.reason)\n", to: 2)
        throw ExitCode(.cannotWrite)
      }
    } else {
      Console.write(code, to: 1)
    }
  }

  /// A scenario named on the command line, read through the gate its includes go through
  /// (its folder, unless the person allows paths outside it).
  func read(_ file: String) throws -> (SourceFile, FileGate) {
    let gate: FileGate = allowPathsOutside ? .anywhere() : .inside(Files.folder(of: file))
    do throws(FileRefusal) {
      let inGate = allowPathsOutside ? file : Files.fileName(of: file)
      if !allowPathsOutside { try FileGate.checkNamedByPerson(file) }
      return (try Files.source(inGate, name: file, gate: gate), gate)
    } catch {
      Console.write(
        "listsh: cannot read \(FileNames.abbreviated(file)): \(error.reason)\n", to: 2)
      throw ExitCode(.unreadable)
    }
  }

  /// `--package DIR`: every scenario emitted, then the package written (folders made as
  /// needed); a scenario that does not emit stops it before anything is written.
  func writePackage(_ folder: String) throws {
    var tests: [(name: String, code: String)] = []
    for file in files {
      let (source, gate) = try read(file)
      let outcome = EmitRun.emit(source, name: file, gate: gate, support: .shared)
      guard let code = outcome.code else {
        let console = Console(color: .never)
        for diagnostic in outcome.diagnostics { console.write(.diagnostic(diagnostic)) }
        Console.write(
          "listsh: \(FileNames.abbreviated(file)) did not run to its end; nothing written\n",
          to: 2)
        throw ExitCode(outcome.status.exitStatus)
      }
      let name = SwiftEmitter.className(file) + "Tests.swift"
      guard !tests.contains(where: { $0.name == name }) else {
        Console.write("listsh: two scenarios make \(name); rename one\n", to: 2)
        throw ExitCode(.usage)
      }
      tests.append((name, code))
    }
    try writeFolder(folder, files: EmitPackage.files(tests: tests))
    Console.write(
      "listsh: wrote \(FileNames.abbreviated(folder)): \(tests.count) test file(s), the helper "
        + "ListScriptCatch; run: xcodebuild test -scheme \(EmitPackage.name) "
        + "-destination 'platform=iOS Simulator,name=iPhone 15'\n", to: 2)
  }

  /// `files` written into `folder`, made as needed: every file checked before any is written.
  func writeFolder(_ folder: String, files: [EmitPackage.File]) throws {
    // The folder a person named: checked as the file actually reached, then made. Every path
    // under it is confined to it, and no folder under it is made or entered through a link
    // (a committed `Tests -> ../../elsewhere` must not carry a write out).
    let gate: FileGate
    do {
      try FileGate.checkNamedByPerson(folder)
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      gate = .inside(folder)
    } catch {
      let reason = (error as? FileRefusal)?.reason ?? "\(error)"
      Console.write("listsh: cannot write \(FileNames.abbreviated(folder)): \(reason)\n", to: 2)
      throw ExitCode(.cannotWrite)
    }
    // Every file checked before any is written: a refusal leaves the package as it was.
    for file in files {
      let path = folder + "/" + file.path
      do throws(FileRefusal) {
        if try gate.checkFolders(Files.folder(of: file.path)) {
          try gate.checkWritable(file.path, suffixes: [])
        }
      } catch {
        Console.write(
          "listsh: cannot write \(FileNames.abbreviated(path)): \(error.reason)\n", to: 2)
        throw ExitCode(.cannotWrite)
      }
      if gate.exists(file.path) == true, !force {
        Console.write(
          "listsh: \(FileNames.abbreviated(path)) exists; not overwritten (use --force)\n",
          to: 2)
        throw ExitCode(.cannotWrite)
      }
    }
    for file in files {
      let suffix = "." + (file.path.split(separator: ".").last.map(String.init) ?? "")
      do throws(FileRefusal) {
        try gate.makeFolders(Files.folder(of: file.path))
        try gate.write(Array(file.text.utf8), to: file.path, suffixes: [suffix])
      } catch {
        Console.write(
          "listsh: cannot write \(FileNames.abbreviated(folder + "/" + file.path)): "
            + "\(error.reason)\n", to: 2)
        throw ExitCode(.cannotWrite)
      }
    }
  }
}
