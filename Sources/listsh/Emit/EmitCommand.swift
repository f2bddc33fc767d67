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

  func run() throws {
    guard let source = Files.read(file) else {
      Console.write("listsh: cannot read \(file)\n", to: 2)
      throw ExitCode(66)
    }
    let console = Console(color: .never)
    let outcome = EmitRun.emit(
      source, name: file,
      paths: allowPathsOutside ? .anywhere : .inside(Files.folder(of: file)))
    for diagnostic in outcome.diagnostics { console.write(.diagnostic(diagnostic)) }
    guard let code = outcome.code else {
      Console.write("listsh: \(file) did not run to its end; nothing emitted\n", to: 2)
      throw ExitCode(outcome.status.exitCode)
    }
    if let output {
      do {
        try code.write(toFile: output, atomically: true, encoding: .utf8)
      } catch {
        Console.write("listsh: cannot write \(output)\n", to: 2)
        throw ExitCode(73)
      }
    } else {
      Console.write(code, to: 1)
    }
  }
}
