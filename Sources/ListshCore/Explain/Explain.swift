import HeadlessUIKit
import ListScript

/// `listsh explain`: from an exception text to what it means and a running scenario that
/// raises it.
package enum Explain {
  /// What `explain` made of a pasted text.
  package enum Outcome {
    /// A text the model raises: read, explained and reproduced.
    case reproduced(Report)
    /// A text it recognises without a model: explained, with its sources.
    case recognised(Recognition)

    /// The report of a reproduced text.
    package var report: Report? {
      if case .reproduced(let report) = self { return report }
      return nil
    }

  }

  /// Where the exception explained sits in what was pasted.
  package struct Origin {
    /// The paste, searched.
    package var crash: CrashReport
    /// Which of its exceptions is explained.
    package var index: Int

    /// The exception explained.
    package var found: CrashReport.Found { crash.exceptions[index] }
    /// The paste's other exceptions.
    package var others: [CrashReport.Found] {
      crash.exceptions.enumerated().filter { $0.offset != index }.map(\.element)
    }
  }

  /// A recognised text: the catalogue's entry and where it was found.
  package struct Recognition {
    package var entry: KnownText
    package var origin: Origin
  }

  /// What `explain` found and did with a text the model raises.
  package struct Report {
    /// Where the text was found.
    package var origin: Origin
    package var reading: ExceptionReading
    /// What the batch did wrong, in plain words.
    package var paragraphs: [String]
    /// The scenario, or why there is none.
    package var scenario: Result<CrashScenario, CrashScenarioError>
    /// The scenario's text, with its header comments (empty when there is none).
    package var source: String
    /// What running the scenario printed, diagnostics included.
    package var transcript: String
    /// Whether the run raised the text, and how it compares with the one given.
    package var verdict: Verdict
  }

  package enum Verdict: Equatable {
    /// The scenario raised the text given, character for character.
    case identical
    /// It raised the text given, up to what `note` says (spacing, a variant wording).
    case equivalent(note: String)
    /// It raised something else: a fault of ours.
    case differs(raised: String?)
    /// No scenario was made.
    case noScenario
  }

  /// What a long paste was searched as: the lines a `PasteSieve` kept of it.
  package struct Sieved: Sendable {
    /// The paste's number of each line kept (0 for a blank between windows).
    package var lines: [Int]
    /// The paste's length in bytes.
    package var bytes: Int

    package init(lines: [Int], bytes: Int) {
      self.lines = lines
      self.bytes = bytes
    }
  }

  /// Searches `text` for its exceptions (a crash report, a tracker's export, a console
  /// paste), and explains the first that is about a list: reproduced when the model raises
  /// it, explained from the catalogue when it is a text the model does not raise; `sieved`
  /// says what `text` was kept from, when a `PasteSieve` kept it.
  package static func explain(
    _ text: String, name: String = "explain.lsh", sieved: Sieved? = nil
  ) throws(ExceptionTextError) -> Outcome {
    var crash = CrashReport(text)
    if let sieved {
      for k in crash.exceptions.indices {
        let line = crash.exceptions[k].line
        if line >= 1, line <= sieved.lines.count {
          crash.exceptions[k].line = sieved.lines[line - 1]
        }
      }
      crash.layers.append(.sieved(bytes: sieved.bytes))
    }
    var firstError: ExceptionTextError?
    for (k, found) in crash.exceptions.enumerated() {
      do throws(ExceptionTextError) {
        var reading = try ExceptionReading.read(found.reason)
        // A piece put back together may be a catalogue text's too (a log that shares a
        // sentence with an exception): the whole text decides.
        if reading.restoredStart != nil, let entry = KnownText.recognise(found.reason) {
          return .recognised(Recognition(entry: entry, origin: Origin(crash: crash, index: k)))
        }
        if reading.name == nil { reading.name = found.name }
        // A reason in no view's words (an index path's) is the view's the paste names.
        if Self.speaksOfNoView(found.reason), let view = Self.namedView(text) {
          reading.view = view
        }
        return .reproduced(reproduce(reading, Origin(crash: crash, index: k), name: name))
      } catch {
        if firstError == nil { firstError = error }
      }
    }
    // SwiftUI's own traps, before the Swift runtime's marks (iOS 14's begins "Fatal error:");
    // its logs come after them, so that a paste with a log and a crash is read for the crash.
    for (k, found) in crash.exceptions.enumerated() {
      if let entry = KnownText.swiftUI.first(where: { !$0.logged && $0.matches(found.reason) }) {
        return .recognised(Recognition(entry: entry, origin: Origin(crash: crash, index: k)))
      }
    }
    return try recogniseOrRefuse(text, crash, firstError: firstError)
  }

  /// Whether a reason names neither rows nor items, nor a table or a collection view: its
  /// words are the same for both views.
  static func speaksOfNoView(_ reason: String) -> Bool {
    let lowered = reason.lowercased()
    return !["row", "item", "table", "collection"].contains { lowered.contains($0) }
  }

  /// The list view the paste's methods name, when they name one kind only (an assertion line
  /// or a stack frame of `-[UICollectionView …]`).
  static func namedView(_ text: String) -> ExceptionReading.View? {
    let table = text.contains("-[UITableView") || text.contains("-[_UITableView")
    let collection = text.contains("-[UICollectionView") || text.contains("-[_UICollectionView")
    return table == collection ? nil : collection ? .collection : .table
  }

  /// Explains `reading` and makes, runs and checks its scenario (named `name`).
  static func reproduce(_ reading: ExceptionReading, _ origin: Origin, name: String) -> Report {
    let host = Explanation.swiftUIHost(origin.crash, noun: reading.noun)
    let paragraphs =
      Explanation.paragraphs(reading) + Explanation.swiftUIParagraphs(host, reading: reading)
    var scenario: CrashScenario
    do throws(CrashScenarioError) {
      scenario = try CrashScenario.make(for: reading)
    } catch {
      return Report(
        origin: origin, reading: reading, paragraphs: paragraphs, scenario: .failure(error),
        source: "",
        transcript: "", verdict: .noScenario)
    }
    // The scenario names no file; its gate is the working directory's, as a one-liner's.
    var check = ScenarioCheck(update: false, inCI: false, platform: .ios15, gate: .inside("."))
    // The scenario's header restates the text, which the report shows already.
    check.echoesComments = false
    func source(_ s: CrashScenario) -> String {
      header(reading, s) + s.statements.joined(separator: "\n") + "\n"
    }
    // A text SwiftUI's List raised: the List's own scenario, when it raises the same text; the
    // collection view's otherwise.
    var listRan: (text: String, run: ScenarioCheck.Run)?
    if let host, let list = CrashScenario.swiftUIList(for: reading, inTable: host == .tableView) {
      let listText = source(list)
      let listRun = check.run(SourceFile(name: name, text: listText))
      if listRun.firstError?.message == list.expected {
        scenario = list
        listRan = (listText, listRun)
      }
    }
    var text = listRan?.text ?? source(scenario)
    var run = listRan?.run ?? check.run(SourceFile(name: name, text: text))
    // Identifiers written back that do not print as the text's: records stand in for them.
    if run.firstError?.message != scenario.expected, scenario.standIns == nil,
      let standIn = CrashScenario.standIn(for: reading)
    {
      scenario = standIn
      text = source(scenario)
      run = check.run(SourceFile(name: name, text: text))
    }
    let raised = run.firstError?.message
    let verdict: Verdict
    if raised != scenario.expected {
      verdict = .differs(raised: raised)
    } else if let start = reading.restoredStart {
      verdict = .equivalent(
        note: "once the first words your copy leaves out ('\(start)') are put back")
    } else if let standIns = scenario.standIns {
      verdict = .equivalent(
        note: reading.fidelity == .wording
          ? standIns
            + "; and your copy's wording is another iOS version's, which the \(scenario.platform.rawValue) profile words as the scenario raises it"
          : standIns)
    } else {
      switch reading.fidelity {
      case .exact: verdict = .identical
      case .spacing:
        verdict = .equivalent(
          note: "identical up to spacing: your copy folds spaces or line breaks")
      case .wording:
        if case .snapshot = reading.content {
          verdict = .equivalent(
            note:
              "the same identifiers, in UIKit's own wording; your copy drops or flattens part of it, as crash reporters' titles and log lines do"
          )
        } else {
          verdict = .equivalent(
            note:
              "the same counts and updates, in the \(scenario.platform.rawValue) profile's wording; your copy's wording differs, as some iOS versions' did"
          )
        }
      }
    }
    return Report(
      origin: origin, reading: reading, paragraphs: paragraphs, scenario: .success(scenario),
      source: text,
      transcript: run.transcript, verdict: verdict)
  }

  /// The scenario's opening comments: where it comes from, the text it raises, and the
  /// directive that lets `listsh test` pin it.
  static func header(_ reading: ExceptionReading, _ scenario: CrashScenario) -> String {
    let lines = scenario.expected.split(separator: "\n", omittingEmptySubsequences: false)
    let pinned = lines.count == 1 ? scenario.expected : lines[0] + "…"
    // What came from the paste is written with its control, line-ending and direction
    // characters as `\u{…}`: nothing of it can end a comment and start a line of code.
    var header = [
      "# listsh-test: exit 70 \"\(TerminalText.escapedForSource(String(pinned)))\"",
      "# Made by `listsh explain`: the smallest scenario that raises, on \(scenario.platform.rawValue):",
    ]
    header += wrapped(scenario.expected, width: 96).map {
      "#   " + TerminalText.escapedForSource($0)
    }
    return header.joined(separator: "\n") + "\n"
  }

  /// `text` in lines of at most `width` characters, broken at spaces (and at its own breaks).
  package static func wrapped(_ text: String, width: Int) -> [String] {
    var out: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        if !line.isEmpty, line.count + 1 + word.count > width {
          out.append(line)
          line = String(word)
        } else {
          line += (line.isEmpty ? "" : " ") + word
        }
      }
      out.append(line)
    }
    return out
  }
}
