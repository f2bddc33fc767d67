import Foundation
import ListScript
import TestSupport
import Testing

@testable import ListshCore

/// `docs/our-choices.md` lists every **(our choice)** of the table model's page and the language
/// reference, with the scenarios that settle it, and stays true as the pages change.
@Suite struct OurChoicesTests {
  /// One row: the page, the choice in the page's words, the scenarios (none yet: empty).
  struct Row {
    var page: String
    var phrase: String
    var scenarios: [String]
  }

  static func rows() throws -> [Row] {
    let text = try Repository.text("docs/our-choices.md")
    return text.split(separator: "\n").compactMap { line -> Row? in
      guard line.hasPrefix("| "), !line.hasPrefix("| page "), !line.hasPrefix("|---") else {
        return nil
      }
      // The cells: `\|` stands for a bar inside one.
      let cells = line.replacingOccurrences(of: "\\|", with: "\u{0}")
        .split(separator: "|", omittingEmptySubsequences: false)
        .map {
          $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\u{0}", with: "|")
        }
      guard cells.count >= 5 else { return nil }
      var phrase = cells[2]
      if phrase.hasPrefix("`") || phrase.hasPrefix("\"") { phrase = String(phrase.dropFirst()) }
      if phrase.hasSuffix("`") || phrase.hasSuffix("\"") { phrase = String(phrase.dropLast()) }
      let scenarios = cells[4].split(separator: ",").map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
      }.filter { $0.hasPrefix("scenarios/") }
      return Row(page: cells[1], phrase: phrase, scenarios: scenarios)
    }
  }

  /// Every marker has a row whose words stand on its line or the three before it; every row
  /// stands at a marker.
  @Test(arguments: ["table-model.md", "language.md"])
  func everyChoiceOfThePageHasARow(page: String) throws {
    let lines = try Repository.text("docs/" + page).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let rows = try Self.rows().filter { $0.page == page }
    #expect(rows.count >= 20, "rows for \(page): \(rows.count)")
    // A marker may be broken across two lines (`**our` / `choice**`): found in the page's text,
    // each counted on the line it starts on.
    let text = lines.joined(separator: "\n")
    let pattern = try NSRegularExpression(pattern: "our\\s+choice", options: .caseInsensitive)
    var perLine: [Int: Int] = [:]
    for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      let start = try #require(Range(match.range, in: text)).lowerBound
      let line = text[..<start].filter { $0 == "\n" }.count
      perLine[line, default: 0] += 1
    }
    var used = Set<Int>()
    var markers = 0
    for (k, count) in perLine.sorted(by: { $0.key < $1.key }) {
      let line = lines[k]
      // The page's general statements about its markers are not choices.
      if line.contains("marks with **(our choice)**")
        || line.contains("the rest is **(our choice)**")
      {
        continue
      }
      markers += count
      let window = lines[max(0, k - 3)...k]
      let covering = rows.indices.filter { r in
        !used.contains(r) && window.contains { $0.contains(rows[r].phrase) }
      }
      #expect(
        covering.count >= count,
        "\(page):\(k + 1) has \(count) choice(s) and \(covering.count) row(s): \(line)")
      // The rows whose words stand nearest take the markers.
      for r in covering.prefix(count) { used.insert(r) }
    }
    #expect(used.count == rows.count, "rows of \(page) at no marker: \(rows.count - used.count)")
    #expect(markers == rows.count, "\(page): \(markers) markers, \(rows.count) rows")
  }

  /// Every scenario a row names exists, and is a scenario (not a helper).
  @Test func everyScenarioNamedExists() throws {
    let rows = try Self.rows()
    let named = Set(rows.flatMap(\.scenarios))
    #expect(named.count >= 20)
    for path in named.sorted() {
      let text = try Repository.text(path)
      #expect(!(try TestDirectives.read(scenario: Substring(text))).isHelper, "\(path)")
    }
  }
}
