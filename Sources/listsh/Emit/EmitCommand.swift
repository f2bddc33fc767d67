import ArgumentParser
import Foundation
import ListScript
import ListshCore

/// `listsh emit swift FILE`: the scenario as an XCTest case driving a real UITableView.
struct EmitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "emit",
    abstract: "Turn a scenario into equivalent UIKit code.",
    discussion: """
      `listsh emit swift FILE` runs the scenario and writes an XCTest case that drives a real \
      UITableView through the same data, calls and checks. Commands and assertions without a \
      UIKit counterpart become comments (see docs/language.md).
      """)

  enum Language: String, ExpressibleByArgument {
    case swift
  }

  @Argument(help: "The language to emit: swift.")
  var language: Language

  @Argument(help: "The scenario file.")
  var file: String

  @Option(name: .shortAndLong, help: "Write the code to this file instead of standard output.")
  var output: String?

  @Flag(help: "Let the scenario include files outside its folder.")
  var allowPathsOutside = false

  @Flag(help: "Replace the --output file if it exists.")
  var force = false

  func validate() throws {
    if let output, !output.hasSuffix(".swift") {
      throw ValidationError("--output names Swift code: a file ending in .swift")
    }
  }

  func run() throws {
    let gate: FileGate = allowPathsOutside ? .anywhere() : .inside(Files.folder(of: file))
    let source: SourceFile
    do throws(FileRefusal) {
      let inGate = allowPathsOutside ? file : Files.fileName(of: file)
      if !allowPathsOutside { try FileGate.checkNamedByPerson(file) }
      source = try Files.source(inGate, name: file, gate: gate)
    } catch {
      Console.write(
        "listsh: cannot read \(FileNames.abbreviated(file)): \(error.reason)\n", to: 2)
      throw ExitCode(.unreadable)
    }
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
    let outcome = EmitRun.emit(source, name: file, gate: gate)
    for diagnostic in outcome.diagnostics { console.write(.diagnostic(diagnostic)) }
    guard let code = outcome.code else {
      Console.write(
        "listsh: \(FileNames.abbreviated(file)) did not run to its end; nothing emitted\n", to: 2)
      throw ExitCode(outcome.status.exitStatus)
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
}
