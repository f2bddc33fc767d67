import ArgumentParser
import HeadlessUIKit
import ListScript
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
      paths, questions about a section or a row the view lacks (a count, a cell, a header's \
      frame, a dequeue's row), index paths as iOS 6 printed them, identifiers that hash apart, a caching layout's attributes for a missing item and \
      a cell or a header registered, dequeued or returned wrongly (iOS 18's contract included) alike; a logged '- will perform reloadData' text is told apart from iOS 16.4's raised one. listsh says what went wrong, the \
      likeliest cause first, writes the smallest scenario that raises the same text on the view \
      it names, runs it and shows its trace; -o writes it to a file, and --swift-test writes it \
      as a Swift Testing test over ListScriptUIKit as well. A text ListScript does not model \
      (other layout texts, iOS 6 wordings) is recognised and \
      explained with its usual cause, its fix and the public reports that quote it, without a \
      scenario. A text something else raised (Foundation's collections, the Main Thread \
      Checker, the Swift or Objective-C runtime, Core Data's setup, Auto Layout) is refused \
      with a sentence naming what raised it. Exit codes: 0 the scenario raises the text (or no \
      batch can, which it says; or the text is recognised), 1 it raises something else, 65 the \
      text is not one listsh reads, 66 the file cannot be read, 73 the scenario (or its test) \
      cannot be written.
      """)

  @Argument(help: "The exception text (quote it); without it, --file or standard input.")
  var text: [String] = []

  @Option(help: "Read the exception text from this file.")
  var file: String?

  @Option(name: .shortAndLong, help: "Write the scenario to this .lsh file as well.")
  var output: String?

  @Option(
    name: .customLong("swift-test"),
    help: """
      Write the scenario as a Swift Testing test over ListScriptUIKit to this .swift file as \
      well: it raises the same text on the headless API in `swift test`, on Linux too.
      """)
  var swiftTest: String?

  @Flag(help: "Overwrite the --output and --swift-test files if they exist.")
  var force = false

  func validate() throws {
    if !text.isEmpty, file != nil {
      throw ValidationError("give the text as arguments or with --file, not both")
    }
    if let output, !output.hasSuffix(".lsh") {
      throw ValidationError("--output names a scenario: a file ending in .lsh")
    }
    if let swiftTest, !swiftTest.hasSuffix(".swift") {
      throw ValidationError("--swift-test names Swift code: a file ending in .swift")
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
      try noScenario(
        recognition.entry.reproduction.isEmpty && recognition.entry.counted == nil
          ? "the text is one ListScript explains but does not model"
          : "the text is one ListScript recognises, and the statements above reproduce it")
      return
    case .reproduced(let reproduced): report = reproduced
    }
    Console.write(
      Self.printable(ExplainReportText.render(report, name: output == nil ? nil : name)), to: 1)
    if report.source.isEmpty { try noScenario("no scenario was made for this text") }
    // Neither file is written when either would overwrite one without --force.
    for file in [output, swiftTest].compactMap({ $0 }) where !report.source.isEmpty {
      if FileGate.anywhere().exists(file) == true, !force {
        Console.write(
          "listsh explain: \(FileNames.abbreviated(file)) exists; not overwritten (use --force)\n",
          to: 2)
        throw ExitCode(.cannotWrite)
      }
    }
    if let output, !report.source.isEmpty {
      try write(report.source, to: output, suffix: ".lsh")
      Console.write("Scenario written to \(output).\n", to: 1)
    }
    if let swiftTest, !report.source.isEmpty {
      let outcome = EmitRun.emit(
        SourceFile(name: name, text: report.source), name: name, gate: .inside("."),
        target: .headless, testFile: swiftTest)
      guard let code = outcome.code else {
        let why = outcome.refusal ?? "the scenario did not run to its end"
        Console.write(
          "listsh explain: \(FileNames.abbreviated(swiftTest)) not written: \(why)\n", to: 2)
        throw ExitCode(.cannotWrite)
      }
      try write(code, to: swiftTest, suffix: ".swift")
      Console.write("Swift test written to \(swiftTest).\n", to: 1)
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

  /// With `--output` or `--swift-test`, says on standard error that nothing was written, and
  /// why.
  private func noScenario(_ why: String) throws {
    let files = [output, swiftTest].compactMap { $0 }
    guard !files.isEmpty else { return }
    for file in files {
      Console.write(
        "listsh explain: \(FileNames.abbreviated(file)) not written: \(why)\n", to: 2)
    }
    throw ExitCode(.cannotWrite)
  }

  /// Writes `text` to the file a person named (not confined, never through a link).
  private func write(_ text: String, to file: String, suffix: String) throws {
    do throws(FileRefusal) {
      try FileGate.checkNamedByPerson(file)
      try FileGate.anywhere().write(Array(text.utf8), to: file, suffixes: [suffix])
    } catch {
      Console.write(
        "listsh explain: cannot write \(FileNames.abbreviated(file)): \(error.reason)\n", to: 2)
      throw ExitCode(.cannotWrite)
    }
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
