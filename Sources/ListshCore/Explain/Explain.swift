import HeadlessUIKit
import ListScript

/// `listsh explain`: from an exception text to what it means and a running scenario that
/// raises it.
package enum Explain {
  /// What `explain` found and did.
  package struct Report {
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

  /// Reads `text`, explains it and makes, runs and checks its scenario (named `name`).
  package static func explain(_ text: String, name: String = "explain.lsh")
    throws(ExceptionTextError) -> Report
  {
    let reading = try ExceptionReading.read(text)
    let paragraphs = Explanation.paragraphs(reading)
    let scenario: CrashScenario
    do throws(CrashScenarioError) {
      scenario = try CrashScenario.make(for: reading)
    } catch {
      return Report(
        reading: reading, paragraphs: paragraphs, scenario: .failure(error), source: "",
        transcript: "", verdict: .noScenario)
    }
    let source = header(reading, scenario) + scenario.statements.joined(separator: "\n") + "\n"
    // The scenario names no file; its gate is the working directory's, as a one-liner's.
    var check = ScenarioCheck(update: false, inCI: false, platform: .ios15, gate: .inside("."))
    // The scenario's header restates the text, which the report shows already.
    check.echoesComments = false
    let run = check.run(SourceFile(name: name, text: source))
    let raised = run.firstError?.message
    let verdict: Verdict
    if raised != scenario.expected {
      verdict = .differs(raised: raised)
    } else {
      switch reading.fidelity {
      case .exact: verdict = .identical
      case .spacing:
        verdict = .equivalent(
          note: "identical up to spacing: your copy folds spaces or line breaks")
      case .wording:
        verdict = .equivalent(
          note:
            "the same counts and updates, in the \(scenario.platform.rawValue) profile's wording; your copy words the first sentence differently, as some iOS versions do"
        )
      }
    }
    return Report(
      reading: reading, paragraphs: paragraphs, scenario: .success(scenario), source: source,
      transcript: run.transcript, verdict: verdict)
  }

  /// The scenario's opening comments: where it comes from, the text it raises, and the
  /// directive that lets `listsh test` pin it.
  static func header(_ reading: ExceptionReading, _ scenario: CrashScenario) -> String {
    let lines = scenario.expected.split(separator: "\n", omittingEmptySubsequences: false)
    let pinned = lines.count == 1 ? scenario.expected : lines[0] + "…"
    var header = [
      "# listsh-test: exit 70 \"\(pinned)\"",
      "# Made by `listsh explain`: the smallest batch that raises, on \(scenario.platform.rawValue):",
    ]
    header += wrapped(scenario.expected, width: 96).map { "#   " + $0 }
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
