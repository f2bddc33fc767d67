import Foundation
import ListScript
import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListshCore

/// The corpus of real crash texts (`Tests/Corpus/crash-texts.md`): each is handled as its entry
/// says — reproduced, recognised by the named catalogue entry, or refused with a reason.
@Suite struct ExplainCorpusTests {
  /// One entry of the corpus.
  struct Entry: CustomTestStringConvertible, Sendable {
    var id: String
    var fields: [String: String]
    var text: String
    var testDescription: String { id }
  }

  static let file = Repository.url("Tests/Corpus/crash-texts.md")

  /// The entries: `## id`, `- key: value` lines, and the text in a ````text fence.
  static let entries: [Entry] = {
    let page = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    return page.components(separatedBy: "\n## ").dropFirst().map { part in
      let lines = part.components(separatedBy: "\n")
      var fields: [String: String] = [:]
      for line in lines where line.hasPrefix("- ") {
        guard let colon = line.firstIndex(of: ":") else { continue }
        let key = String(line[line.index(line.startIndex, offsetBy: 2)..<colon])
        fields[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
      var text = ""
      if let open = part.range(of: "````text\n"),
        let close = part.range(of: "\n````", range: open.upperBound..<part.endIndex)
      {
        text = String(part[open.upperBound..<close.lowerBound])
      }
      return Entry(id: lines[0], fields: fields, text: text)
    }
  }()

  @Test func theCorpusHasFortyDistinctTextsWithTheirSources() {
    #expect(Set(Self.entries.map(\.text)).count >= 40)
    #expect(Set(Self.entries.map(\.id)).count == Self.entries.count)
    for entry in Self.entries {
      for key in ["source", "year", "ios", "view", "family", "wrapper", "expect"] {
        #expect(entry.fields[key]?.isEmpty == false, "\(entry.id) has no \(key)")
      }
      #expect(!entry.text.isEmpty, "\(entry.id) has no text")
    }
  }

  @Test(arguments: entries) func eachTextIsHandledAsItsEntrySays(_ entry: Entry) throws {
    let expectation = entry.fields["expect"] ?? ""
    let outcome: Explain.Outcome
    do throws(ExceptionTextError) {
      outcome = try Explain.explain(entry.text)
    } catch {
      #expect(expectation == "refuse", "\(entry.id): refused: \(error.message)")
      let says = try #require(entry.fields["says"], "\(entry.id): a refusal names what it says")
      #expect(error.message.contains(says), "\(entry.id): \(error.message)")
      return
    }
    switch outcome {
    case .reproduced(let report):
      #expect(expectation == "reproduce", "\(entry.id): reproduced")
      switch report.verdict {
      case .identical, .equivalent: break
      case .differs(let raised):
        Issue.record("\(entry.id): the scenario raised \(raised ?? "nothing")")
      case .noScenario: Issue.record("\(entry.id): no scenario: \(report.scenario)")
      }
    case .recognised(let recognition):
      #expect(expectation == "recognise \(recognition.entry.id)", "\(entry.id): recognised")
    }
  }

  /// Every catalogue entry is met by a real text, and cites only reports the corpus quotes.
  @Test func everyCatalogueEntryIsExercisedAndItsSourcesAreInTheCorpus() throws {
    // The texts harvested and tuned on count too (their `expect:` lines are exact as well).
    let page =
      try String(contentsOf: Self.file, encoding: .utf8)
      + String(contentsOf: Repository.url("Tests/Corpus/harvest-tuning.md"), encoding: .utf8)
    let harvested = ExplainHarvestTests.entries("harvest-tuning.md")
    let fields = Self.entries.map(\.fields) + harvested.map(\.fields)
    let expected = Set(fields.compactMap { $0["expect"] })
    for entry in KnownText.catalogue {
      #expect(expected.contains("recognise \(entry.id)"), "no corpus text for \(entry.id)")
      for source in entry.sources {
        #expect(page.contains("- source: \(source)"), "\(entry.id) cites \(source)")
      }
    }
    #expect(Set(KnownText.catalogue.map(\.id)).count == KnownText.catalogue.count)
  }
}

/// A catalogue entry that says the model makes its text is checked: its statements run, and their
/// trace holds one of the entry's signatures: a logged text in the trace, a raised one (a
/// SwiftUI trap) as the run's one error.
@Suite struct KnownTextReproductionTests {
  @Test func everyReproductionTracesItsText() {
    let check = ScenarioCheck(update: false, inCI: false, platform: .ios15, gate: .inside("."))
    let entries = KnownText.catalogue.filter { !$0.reproduction.isEmpty }
    #expect(!entries.isEmpty)
    var raised = 0
    for entry in entries {
      let text = entry.reproduction.joined(separator: "\n") + "\n"
      let run = check.run(SourceFile(name: "\(entry.id).lsh", text: text))
      if entry.logged || entry.raiser == "UIKit" {
        #expect(run.firstError == nil, "\(entry.id): \(run.transcript)")
      } else if let error = run.firstError {
        raised += 1
        #expect(
          entry.signatures.contains { error.message.contains($0) },
          "\(entry.id) raises another text: \(error.message)")
      }
      #expect(
        entry.signatures.contains { run.transcript.contains($0) },
        "\(entry.id) does not trace its text:\n\(run.transcript)")
    }
    #expect(raised >= 1, "the layout-item trap is raised by its statements")
  }
}
