import ArgumentParser
import ListScript
import ListshCore

/// `listsh check FILE.json [NEXT.json] --id KEY`: what a payload's identities will do to the
/// lists that show it.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check the identities of a JSON payload, as a list would see them.",
    discussion: """
      Reads a JSON payload — an array of items, an array of sections (arrays, or objects with \
      "items"), or {"sections": [...]}; --at names the part of the document that holds it — \
      and reports duplicate identities, records without the identity field, identities that \
      are another field's value, one identity declared with two hashes (a "hash" field), and, \
      given a second fetch of the same data, identities made anew each time (a UUID per \
      fetch) and identities that change with the content. Each finding says what a diffable \
      data source does (UIKit's exception texts, per iOS version), what SwiftUI's ForEach \
      logs, what IdentifiedArray does and what RxDataSources does. Files are read only inside \
      the working directory unless --allow-paths-outside is given. Exit codes: 0 no problem \
      found, 1 a problem found, 65 a file that is not JSON or not such a payload, 66 a file \
      that cannot be read.
      """)

  @Argument(help: "The payload (.json), and optionally a second fetch of it.")
  var files: [String]

  @Option(
    help: "The field that identifies an item (default: id; an item without it is its own identity)."
  )
  var id: String?

  @Option(
    help: "The part of each document that holds the items, keys separated by dots (data.messages)."
  )
  var at: String?

  @Flag(help: "Read files outside the working directory.")
  var allowPathsOutside = false

  func validate() throws {
    guard (1...2).contains(files.count) else {
      throw ValidationError("one payload, or two fetches of it")
    }
  }

  func run() throws {
    let gate: FileGate =
      allowPathsOutside
      ? .anywhere() : .inside(FileManager.default.currentDirectoryPath)
    let check: IdentityCheck
    do throws(IdentityFiles.Failure) {
      check = try IdentityFiles.check(
        files[0], then: files.count > 1 ? files[1] : nil, key: id, at: at, gate: gate,
        confined: !allowPathsOutside)
    } catch {
      Console.write(
        "listsh check: \(FileNames.abbreviated(error.file)): \(error.message)\n", to: 2)
      throw ExitCode(error.unreadable ? .unreadable : .parseError)
    }
    let text = check.report()
    Console.write(Terminal.isTerminal(1) ? TerminalText.escapedLines(text) : text, to: 1)
    if !check.findings.isEmpty { throw ExitCode(.failed) }
  }
}
