import ArgumentParser
import HeadlessUIKit
import ListshCore

/// `listsh explain TEXT`: a UIKit exception text in plain words, and a scenario that raises it.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Explain a UITableView or UICollectionView exception text and reproduce it.",
    discussion: """
      Give the text as arguments, with --file, or on standard input (pbpaste | listsh \
      explain). Paste what you have: a whole Apple crash report, a Crashlytics or Sentry \
      export, Xcode's console or its 'Thread 1: "…"' line, log lines with timestamps, \
      JSON-escaped text; listsh finds the reason, says where it found it, and names any other \
      exception in the paste. Any profile's wording is read, a table's or a collection view's, \
      batch updates, scrolls, diffable snapshots, a diffable view's own calls, negative index \
      paths, identifiers that hash apart, a caching layout's attributes for a missing item and \
      a cell or a header registered, dequeued or returned wrongly (iOS 18's contract included) alike; a logged '- will perform reloadData' text is told apart from iOS 16.4's raised one. listsh says what went wrong, the \
      likeliest cause first, writes the smallest scenario that raises the same text on the view \
      it names, runs it and shows its trace. A text ListScript does not model \
      (other layout texts, iOS 6 wordings) is recognised and \
      explained with its usual cause, its fix and the public reports that quote it, without a \
      scenario. A text something else raised (Foundation's collections, the Main Thread \
      Checker, the Swift or Objective-C runtime, Core Data's setup, Auto Layout) is refused \
      with a sentence naming what raised it. Exit codes: 0 the scenario raises the text (or no \
      batch can, which it says; or the text is recognised), 1 it raises something else, 65 the \
      text is not one listsh reads, 66 the file cannot be read, 73 the scenario cannot be written.
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
    StopSignals.install()
    let input = try readInput()
    let name = output.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "explain.lsh"
    let outcome: Explain.Outcome
    do throws(ExceptionTextError) {
      outcome = try Explain.explain(input.text, name: name, sieved: input.sieved)
    } catch {
      Console.write(Self.printable("listsh explain: \(error.message)\n"), to: 2)
      throw ExitCode(.parseError)
    }
    let report: Explain.Report
    switch outcome {
    case .recognised(let recognition):
      Console.write(Self.printable(ExplainReportText.render(recognition)), to: 1)
      try noScenario("the text is one ListScript explains but does not model")
      return
    case .reproduced(let reproduced): report = reproduced
    }
    Console.write(
      Self.printable(ExplainReportText.render(report, name: output == nil ? nil : name)), to: 1)
    if report.source.isEmpty { try noScenario("no scenario was made for this text") }
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

  /// The report as printed, wherever it goes: the paste's escapes, carriage returns and
  /// direction characters written visibly (a terminal or a log never gets them raw) and, in
  /// a GitHub Actions log, no line the runner would read as a workflow command.
  static func printable(_ text: String) -> String {
    let escaped = TerminalText.escapedLines(text)
    return Environment.isTrue("GITHUB_ACTIONS") ? WorkflowCommands.neutralised(escaped) : escaped
  }

  /// With `--output`, says on standard error that nothing was written, and why.
  private func noScenario(_ why: String) throws {
    guard let output else { return }
    Console.write(
      "listsh explain: \(FileNames.abbreviated(output)) not written: \(why)\n", to: 2)
    throw ExitCode(.cannotWrite)
  }

  /// The most bytes of a paste read (a log of a few gigabytes; a stream that never ends stops
  /// there).
  static let readLimit = 4_000_000_000

  /// The paste: whole when it is short, else the lines a `PasteSieve` keeps of it, read in
  /// chunks (a console log of any size in bounded memory).
  private func readInput() throws -> (text: String, sieved: Explain.Sieved?) {
    if !text.isEmpty { return (text.joined(separator: " "), nil) }
    var head: [UInt8] = []
    var sieve: PasteSieve?
    func take(_ chunk: ArraySlice<UInt8>) {
      if sieve != nil {
        sieve?.feed(chunk)
        return
      }
      head += chunk
      if head.count > PasteSieve.wholeLimit {
        sieve = PasteSieve()
        sieve?.feed(head[...])
        head = []
      }
    }
    if let file {
      do throws(FileRefusal) {
        try FileGate.checkNamedByPerson(file)
        try FileGate.anywhere().read(file, suffixes: [], limit: Self.readLimit, each: take)
      } catch {
        Console.write(
          "listsh explain: cannot read \(FileNames.abbreviated(file)): \(error.reason)\n",
          to: 2)
        throw ExitCode(.unreadable)
      }
    } else {
      if Terminal.isTerminal(0) {
        Console.write("Paste the exception text, then press Ctrl-D.\n", to: 2)
      }
      Files.standardInput(limit: Self.readLimit, each: take)
    }
    guard var sieve else { return (String(decoding: head, as: UTF8.self), nil) }
    let (text, lines) = sieve.finish()
    return (text, Explain.Sieved(lines: lines, bytes: sieve.bytesRead))
  }
}
