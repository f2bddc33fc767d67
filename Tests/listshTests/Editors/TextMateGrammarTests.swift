import Foundation
import HeadlessUIKit
import ListshCore
import TestSupport
import Testing

@testable import ListScript

/// The editors' grammar (`editors/vscode/syntaxes/listscript.tmLanguage.json`) against the
/// language: its word lists are the language's, and tokenising every scenario and page
/// example with it (by a small TextMate engine over the same regular expressions) scopes each
/// comment, string, number and command word as the lexer reads them.
@Suite struct TextMateGrammarTests {
  static func grammar() throws -> [String: Any] {
    let data = try Data(
      contentsOf: Repository.url("editors/vscode/syntaxes/listscript.tmLanguage.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The alternatives of the `\b(a|b|…)\b` group of the rule whose scope is `scope` (or whose
  /// first capture has that scope).
  static func words(_ grammar: [String: Any], scope: String) -> Set<String> {
    var found: Set<String> = []
    func visit(_ value: Any) {
      if let rule = value as? [String: Any] {
        let captures = (rule["captures"] as? [String: Any])?["1"] as? [String: Any]
        if rule["name"] as? String == scope || captures?["name"] as? String == scope,
          let match = rule["match"] as? String,
          let open = match.range(of: "\\b("),
          let close = match.range(of: ")", range: open.upperBound..<match.endIndex)
        {
          found.formUnion(
            match[open.upperBound..<close.lowerBound].split(separator: "|").map(String.init))
        }
        rule.values.forEach(visit)
      } else if let list = value as? [Any] {
        list.forEach(visit)
      }
    }
    visit(grammar)
    return found
  }

  @Test func theWordListsAreTheLanguages() throws {
    let grammar = try Self.grammar()
    #expect(
      Self.words(grammar, scope: "keyword.other.command.listscript") == Set(CommandWord.spellings))
    #expect(
      Self.words(grammar, scope: "support.function.builtin.listscript")
        == Set(Builtin.allCases.map(\.rawValue)))
    #expect(
      Self.words(grammar, scope: "variable.language.query.listscript")
        == Set(Query.allCases.map(\.rawValue) + ["dataSource"]))
    let control = Self.words(grammar, scope: "keyword.control.listscript")
    #expect(
      Parser.statementWords.isSubset(of: control), "\(Parser.statementWords.subtracting(control))")
  }

  @Test func theNeovimModuleNamesEveryCommand() throws {
    let module = try Repository.text("editors/neovim/listscript.lua")
    let start = try #require(module.range(of: "local commands = table.concat({"))
    let end = try #require(module.range(of: "}, \" \")", range: start.upperBound..<module.endIndex))
    let words = module[start.upperBound..<end.lowerBound].split { !($0.isLetter) }.map(String.init)
    #expect(Set(words) == Set(CommandWord.spellings))
    #expect(words.count == CommandWord.spellings.count)
  }

  @Test func everyScenarioAndExampleIsScopedAsTheLexerReadsIt() throws {
    let engine = try TextMate(grammar: Self.grammar())
    var sources: [(String, String)] = []
    for path in try Repository.files(under: "scenarios", suffix: ".lsh")
      + Repository.files(under: "docs", suffix: ".lsh")
    {
      sources.append((path, try Repository.text(path)))
    }
    for path in try Repository.files(under: "docs", suffix: ".md") {
      for (i, source) in MarkdownExamples(try Repository.text(path)).sources.enumerated() {
        sources.append(("\(path) example \(i + 1)", source))
      }
    }
    #expect(sources.count > 100)
    var checked = 0
    for (name, text) in sources {
      let file = SourceFile(name: name, text: text)
      var lexer = Lexer(file: file)
      let tokens = lexer.tokenize()
      guard lexer.errors.isEmpty else { continue }
      let scopes = engine.scopes(of: text)
      func scope(at offset: Int) -> String { scopes[offset] }
      for comment in lexer.comments {
        #expect(
          scope(at: comment.lowerBound).hasPrefix("comment.line"),
          "\(name): a comment at \(comment)")
      }
      var statementStart = true
      for token in tokens {
        defer {
          statementStart = token.kind == .newline || token.isSymbol("{") || token.isSymbol(";")
        }
        let s = scope(at: token.range.lowerBound)
        switch token.kind {
        case .string:
          #expect(s.contains("string.quoted.double"), "\(name): a string at \(token.range) is \(s)")
        case .integer, .decimal:
          guard !s.contains("string") else { continue }
          #expect(s.contains("constant.numeric"), "\(name): a number at \(token.range) is \(s)")
        case .identifier(let word) where statementStart && CommandWord(word) != nil:
          let next = tokens.first { $0.range.lowerBound >= token.range.upperBound }
          guard next.map({ !$0.isSymbol(":") && !$0.isSymbol("(") && !$0.isSymbol("=") }) ?? true
          else { continue }
          #expect(s.contains("keyword.other.command"), "\(name): '\(word)' is \(s)")
        default:
          break
        }
      }
      checked += 1
    }
    #expect(checked > 100)
  }
}

/// A small TextMate engine.
///
/// It reads `match`, `begin`/`end` with captures, `patterns`, `include` of the
/// repository and `$self`; each line scanned for the earliest match, an open rule's `end` tried
/// before its patterns. It gives the innermost scope of every byte (UTF-8 offsets).
struct TextMate {
  final class Rule {
    var name: String?
    var contentName: String?
    var match: NSRegularExpression?
    var captures: [Int: String] = [:]
    var begin: NSRegularExpression?
    var end: String?
    var beginCaptures: [Int: String] = [:]
    var endCaptures: [Int: String] = [:]
    var patterns: [Rule] = []
    var include: String?
  }

  let root: Rule
  let repository: [String: Rule]

  init(grammar: [String: Any]) throws {
    func captures(_ value: Any?) -> [Int: String] {
      var result: [Int: String] = [:]
      for (key, item) in value as? [String: Any] ?? [:] {
        if let n = Int(key), let name = (item as? [String: Any])?["name"] as? String {
          result[n] = name
        }
      }
      return result
    }
    func rule(_ json: [String: Any]) throws -> Rule {
      let r = Rule()
      r.name = json["name"] as? String
      r.contentName = json["contentName"] as? String
      r.include = json["include"] as? String
      if let m = json["match"] as? String {
        r.match = try NSRegularExpression(pattern: m, options: [.anchorsMatchLines])
      }
      if let b = json["begin"] as? String {
        r.begin = try NSRegularExpression(pattern: b, options: [.anchorsMatchLines])
      }
      r.end = json["end"] as? String
      r.captures = captures(json["captures"])
      r.beginCaptures = captures(json["beginCaptures"])
      r.endCaptures = captures(json["endCaptures"])
      r.patterns = try (json["patterns"] as? [[String: Any]] ?? []).map(rule)
      return r
    }
    root = try rule(grammar)
    var repo: [String: Rule] = [:]
    for (key, value) in grammar["repository"] as? [String: Any] ?? [:] {
      repo[key] = try rule(value as? [String: Any] ?? [:])
    }
    repository = repo
  }

  func expand(_ rules: [Rule]) -> [Rule] {
    rules.flatMap { rule -> [Rule] in
      guard let include = rule.include else { return [rule] }
      if include == "$self" { return expand(root.patterns) }
      if include.hasPrefix("#"), let r = repository[String(include.dropFirst())] {
        return r.match != nil || r.begin != nil ? [r] : expand(r.patterns)
      }
      return []
    }
  }

  /// The innermost scope at each UTF-8 offset of `text` ("" where none applies).
  func scopes(of text: String) -> [String] {
    var result: [String] = []
    var stack: [(rule: Rule, end: NSRegularExpression)] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let ns = String(line) as NSString
      var scopes = [String](repeating: "", count: ns.length + 1)
      var position = 0
      func paint(_ range: NSRange, _ scope: String?) {
        guard let scope, range.location != NSNotFound else { return }
        for i in range.location..<range.location + range.length { scopes[i] = scope }
      }
      // The scopes in force, outermost first, joined by spaces.
      func base() -> String {
        stack.map { [$0.rule.name, $0.rule.contentName].compactMap { $0 }.joined(separator: " ") }
          .joined(separator: " ")
      }
      func within(_ outer: String, _ inner: String?) -> String? {
        inner.map { outer.isEmpty ? $0 : outer + " " + $0 }
      }
      while position <= ns.length {
        let whole = NSRange(location: position, length: ns.length - position)
        var best: (NSTextCheckingResult, Rule?, isEnd: Bool)?
        if let open = stack.last, let m = open.end.firstMatch(in: ns as String, range: whole) {
          best = (m, nil, true)
        }
        for rule in expand(stack.last?.rule.patterns ?? root.patterns) {
          guard let regex = rule.match ?? rule.begin,
            let m = regex.firstMatch(in: ns as String, range: whole)
          else { continue }
          if m.range.location < best?.0.range.location ?? Int.max { best = (m, rule, false) }
        }
        guard let (m, rule, isEnd) = best else { break }
        for i in position..<m.range.location { scopes[i] = base() }
        if isEnd, let open = stack.popLast() {
          let outer = within(base(), open.rule.name) ?? base()
          paint(m.range, outer)
          for (n, name) in open.rule.endCaptures where n < m.numberOfRanges {
            paint(m.range(at: n), within(outer, name))
          }
        } else if let rule {
          let outer = within(base(), rule.name) ?? base()
          paint(m.range, outer)
          for (n, name) in (rule.match != nil ? rule.captures : rule.beginCaptures)
          where n < m.numberOfRanges {
            paint(m.range(at: n), within(outer, name))
          }
          if rule.begin != nil, let end = rule.end,
            let regex = try? NSRegularExpression(pattern: end, options: [.anchorsMatchLines])
          {
            stack.append((rule, regex))
          }
        }
        position = m.range.length == 0 ? m.range.location + 1 : m.range.location + m.range.length
      }
      for i in min(position, ns.length)..<ns.length { scopes[i] = base() }
      // UTF-16 offsets to UTF-8 ones, then the line end.
      for (unitIndex, unit) in String(line).utf16.enumerated() {
        let scalarBytes =
          UTF16.isLeadSurrogate(unit)
          ? 4 : UTF16.isTrailSurrogate(unit) ? 0 : (unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3)
        for _ in 0..<scalarBytes { result.append(scopes[unitIndex]) }
      }
      result.append(base())
    }
    return result
  }
}
