import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListScript
@testable import ListScriptFuzz
@testable import ListshCore

/// Every command word, and every word a command takes, in every place that spells the grammar.
///
/// The places: the REPL's completion, `.help`, the grammar comment atop `Parser.swift`, the
/// grammar of `docs/language.md`, the fuzzer's dictionary and its generator. The words come from
/// `GrammarWords`, which is built from the enums the parser reads: a word added there and
/// forgotten in one of these fails here, naming the place.
@Suite struct GrammarWordsTests {
  /// Every (command, word) pair, and the command words alone.
  static let pairs: [(command: String, word: String)] = GrammarWords.commands.flatMap { entry in
    entry.words.map { (entry.command, $0) }
  }
  static let commands = GrammarWords.commands.map(\.command)

  /// Whether `text` holds `word` as a whole word (hyphens belong to words).
  static func holds(_ text: String, _ word: String) -> Bool {
    var rest = text[...]
    while let found = rest.range(of: word) {
      let before =
        found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
      let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
      func isWordCharacter(_ c: Character?) -> Bool {
        guard let c else { return false }
        return c.isLetter || c.isNumber || c == "_" || c == "-"
      }
      if !isWordCharacter(before), !isWordCharacter(after) { return true }
      rest = text[found.upperBound...]
    }
    return false
  }

  @Test func everyKeywordBelongsToACommand() {
    let used = Set(Self.pairs.map(\.word))
    for keyword in Keyword.allCases {
      #expect(used.contains(keyword.rawValue), "Keyword.\(keyword) follows no command")
    }
  }

  /// A REPL on a table, or on a collection view.
  static func session(collection: Bool) -> ReplSession {
    let interpreter = Interpreter(trace: .off, echo: false, emit: { _ in })
    let repl = ReplSession(
      interpreter: interpreter, emit: { _ in },
      readFile: { _ in throw Interpreter.LoadError(message: "") }, save: { _, _, _ in })
    _ = repl.submit(collection ? "collection" : "table")
    return repl
  }

  /// Whether completion offers `word` somewhere after `command`: after the command itself, or
  /// after up to three more words, each one of the command's or an expression (`1`), or after
  /// a block (`batch { }`).
  static func completionOffers(_ word: String, after command: String) -> Bool {
    let followers = GrammarWords.words(after: command) + ["1"]
    var prefixes = [[command]]
    for _ in 0..<3 {
      prefixes = [[command]] + prefixes.flatMap { p in followers.map { p + [$0] } }
    }
    prefixes.append([command, "{", "}"])
    for collection in [false, true] {
      let repl = session(collection: collection)
      for prefix in prefixes
      where repl.complete(prefix.joined(separator: " ") + " ").candidates.contains(word) {
        return true
      }
    }
    return false
  }

  @Test func completionOffersEveryWord() {
    let starts = Self.session(collection: false).complete("").candidates
    for command in Self.commands {
      #expect(starts.contains(command), "completion at a statement's start lacks \(command)")
    }
    for (command, word) in Self.pairs {
      #expect(Self.completionOffers(word, after: command), "completion lacks \(command) … \(word)")
    }
  }

  /// Each command's page in `.help` (and its hover text) names every word the command takes.
  @Test func helpNamesEveryWordInItsCommandsPage() throws {
    for command in Self.commands {
      let page = try #require(HelpPages.page(command), ".help has no page for \(command)")
      for word in GrammarWords.words(after: command) {
        #expect(Self.holds(page, word), ".help \(command) lacks \(word)")
      }
    }
  }

  @Test func theGrammarsNameEveryWordInTheirCommandsAlternative() throws {
    let parser = try Repository.text("Sources/ListScript/Syntax/Parser.swift")
    let comment = parser.split(separator: "\n").prefix { !$0.hasPrefix("import") }
      .joined(separator: "\n")
    let language = try Repository.text("docs/language.md")
    let grammar =
      language.components(separatedBy: "## Grammar").dropFirst().first?
      .components(separatedBy: "## Values").first ?? ""
    for (name, text) in [("Parser.swift's grammar", comment), ("docs/language.md", grammar)] {
      let (parts, unknown) = GrammarParts.grammar(GrammarParts.production(text))
      #expect(unknown.isEmpty, "\(name): alternatives of no command: \(unknown)")
      for command in Self.commands {
        #expect(parts[command] != nil, "\(name) has no alternative for \(command)")
      }
      for (command, word) in Self.pairs {
        #expect(
          Self.holds(parts[command] ?? "", word), "\(name)'s \(command) lacks \(word)")
      }
    }
  }

  /// The grammar's parts are each command's own: a word written for one command does not count
  /// for another that takes it too.
  @Test func aWordOfAnotherCommandDoesNotCount() {
    let grammar = GrammarParts.grammar(
      """
      "data" ( "from" expr { FILEOPT } ) | "scroll" ( "to" expr | "by" expr )
        FILEOPT = ( "at" | "by" ) expr
      | "check" "identities" expr | ("insert" | "delete") ROWS   ROWS = rows | row
      """)
    #expect(grammar.unknown.isEmpty)
    #expect(grammar.parts["data"].map { Self.holds($0, "at") } == true)
    #expect(grammar.parts["scroll"].map { Self.holds($0, "at") } == false)
    #expect(grammar.parts["check"].map { Self.holds($0, "by") } == false)
    #expect(grammar.parts["delete"].map { Self.holds($0, "row") } == true)
  }

  @Test func theFuzzerKnowsEveryWord() throws {
    let dictionary = try Repository.text("scripts/fuzz.dict")
    for word in Self.commands + Self.pairs.map(\.word) {
      #expect(dictionary.contains("\"\(word)\""), "scripts/fuzz.dict lacks \(word)")
    }
    // The generator writes every command with each of its words, in some script.
    var seen = Set<String>()
    var random = SeededRandom(seed: 29)
    for _ in 0..<60_000 {
      let bytes = (0..<128).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      for line in ScriptGenerator.script(from: bytes).split(separator: "\n") {
        let words = line.split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        guard let first = words.first else { continue }
        for word in words.dropFirst() { seen.insert("\(first) \(word)") }
        seen.insert(String(first))
      }
    }
    for command in Self.commands {
      #expect(seen.contains(command), "the generator never writes \(command)")
    }
    for (command, word) in Self.pairs {
      #expect(
        seen.contains("\(command) \(word)"), "the generator never writes \(command) … \(word)")
    }
  }
}
