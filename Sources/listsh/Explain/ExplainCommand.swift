import ArgumentParser
import Foundation
import HeadlessUIKit
import ListshCore

/// `listsh explain TEXT`: a UIKit exception text in plain words, and a scenario that raises it.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Explain a UITableView or UICollectionView exception text and reproduce it.",
    discussion: """
      Give the text as arguments, with --file, or on standard input. Any profile's wording is \
      read, with or without the crash log's frame, the <NSIndexPath: 0x…> addresses and the \
      'Table view: <…>' description UIKit adds. listsh prints what the batch did wrong, writes \
      the smallest scenario that raises the same text, runs it and shows its trace. A \
      collection view's text ("items") is reproduced on a table, which says rows: collection \
      views are not modelled yet (our choice, see docs/table-model.md). Exit \
      codes: 0 the scenario raises the text (or no batch can, which it says), 1 it raises \
      something else, 65 the text is not one listsh reads, 66 the file cannot be read, 73 the \
      scenario cannot be written.
      """)

  @Argument(help: "The exception text (quote it); without it, --file or standard input.")
  var text: [String] = []

  @Option(help: "Read the exception text from this file.")
  var file: String?

  @Option(name: .shortAndLong, help: "Write the scenario to this .lsh file as well.")
  var output: String?

  @Flag(help: "Overwrite the --output file if it exists.")
  var force = false

  func validate() throws {
    if !text.isEmpty, file != nil {
      throw ValidationError("give the text as arguments or with --file, not both")
    }
    if let output, !output.hasSuffix(".lsh") {
      throw ValidationError("--output names a scenario: a file ending in .lsh")
    }
  }

  func run() throws {
    let input = try readInput()
    let name = output.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "explain.lsh"
    let report: Explain.Report
    do throws(ExceptionTextError) {
      report = try Explain.explain(input, name: name)
    } catch {
      Console.write("listsh explain: \(error.message)\n", to: 2)
      throw ExitCode(.parseError)
    }
    let text = ExplainReportText.render(report, name: name)
    Console.write(Terminal.isTerminal(1) ? TerminalText.escapedLines(text) : text, to: 1)
    if let output, !report.source.isEmpty {
      if FileGate.anywhere().exists(output) == true, !force {
        Console.write(
          "listsh explain: \(output) exists; not overwritten (use --force)\n", to: 2)
        throw ExitCode(.cannotWrite)
      }
      do throws(FileRefusal) {
        try FileGate.checkNamedByPerson(output)
        try FileGate.anywhere().write(Array(report.source.utf8), to: output, suffixes: [".lsh"])
      } catch {
        Console.write(
          "listsh explain: cannot write \(FileNames.abbreviated(output)): \(error.reason)\n",
          to: 2)
        throw ExitCode(.cannotWrite)
      }
      Console.write("Scenario written to \(output).\n", to: 1)
    }
    if case .differs = report.verdict { throw ExitCode(.failed) }
  }

  private func readInput() throws -> String {
    if !text.isEmpty { return text.joined(separator: " ") }
    if let file {
      do throws(FileRefusal) {
        try FileGate.checkNamedByPerson(file)
        let bytes = try FileGate.anywhere().read(file, suffixes: [], limit: 1_000_000)
        return String(decoding: bytes, as: UTF8.self)
      } catch {
        Console.write(
          "listsh explain: cannot read \(FileNames.abbreviated(file)): \(error.reason)\n",
          to: 2)
        throw ExitCode(.unreadable)
      }
    }
    if Terminal.isTerminal(0) {
      Console.write("Paste the exception text, then press Ctrl-D.\n", to: 2)
    }
    return String(decoding: Files.standardInput(limit: 1_000_000), as: UTF8.self)
  }
}

/// The text `listsh explain` prints for a report.
enum ExplainReportText {
  static func render(_ report: Explain.Report, name: String) -> String {
    let reading = report.reading
    var out: [String] = []
    let profiles = reading.platforms.map(\.rawValue)
    let wording =
      profiles.count <= 1
      ? profiles.joined()
      : profiles.dropLast().joined(separator: ", ") + " and " + (profiles.last ?? "")
    let how: String
    switch reading.fidelity {
    case .exact: how = "exactly"
    case .spacing: how = "up to spacing"
    case .wording: how = "in a variant of its wording"
    }
    out.append(
      "Read as: \(reading.name ?? reading.expectedName) on a \(reading.view == .table ? "table" : "collection") view, in the wording of \(wording) (\(how))."
    )
    if let name = reading.name, name != reading.expectedName {
      out.append("Note: UIKit raises this text as \(reading.expectedName), not \(name).")
    }
    if !reading.setAside.isEmpty {
      out.append("Set aside: " + reading.setAside.joined(separator: "; ") + ".")
    }
    out.append("")
    out.append("What happened:")
    for paragraph in report.paragraphs {
      out += Explain.wrapped(paragraph, width: 94).map { "  " + $0 }
    }
    out.append("")
    switch report.scenario {
    case .failure(let error):
      out.append("No scenario: \(error.message).")
      return out.joined(separator: "\n") + "\n"
    case .success: break
    }
    out.append("Scenario (\(name)):")
    out += report.source.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map { "  | " + $0 }
    out.append("")
    out.append("Run:")
    out.append(
      report.transcript.hasSuffix("\n") ? String(report.transcript.dropLast()) : report.transcript)
    out.append("")
    switch report.verdict {
    case .identical: out.append("Result: the scenario raises exactly the text given.")
    case .equivalent(let note): out.append("Result: the scenario raises the text given: \(note).")
    case .differs(let raised):
      out.append(
        "Result: the scenario did not raise the text given. It raised: \(raised ?? "nothing"). Either the text is not as UIKit raised it (edited, or its numbers cannot come from one batch), or listsh is wrong: please report it."
      )
    case .noScenario: break
    }
    return out.joined(separator: "\n") + "\n"
  }
}
