import Foundation

@testable import ListScript

/// The grammar's text, cut into one part per command, so that a word a command takes is looked
/// for in that command's own alternative, not anywhere (where another command that takes the
/// same word would answer for it).
enum GrammarParts {
  /// The command words.
  static let commands = Set(GrammarWords.commands.map(\.command))

  /// The text of each command in the grammar's `command` production (as it heads
  /// `Parser.swift` or stands in `docs/language.md`, comment markers removed): its alternatives
  /// (`| "scroll" …`, or `| ("insert" | "delete") …` for both), with the definitions of the
  /// names they use (`ONOFF = on | off`) wherever those stand.
  ///
  /// An alternative starts at a `|` outside any bracket followed by a quoted word or `(`; a
  /// definition at a capitalised name followed by `=`. `unknown` lists the alternatives that
  /// start with a word that is not a command.
  static func grammar(_ production: String) -> (parts: [String: String], unknown: [String]) {
    var units: [(commands: [String], name: String?, tokens: [String])] = []
    var depth = 0
    let tokens = Self.tokens(production)
    var k = 0
    while k < tokens.count {
      let token = tokens[k]
      let next = k + 1 < tokens.count ? tokens[k + 1] : ""
      let starts = token == "|" && (next.hasPrefix("\"") || next == "(")
      if depth == 0, starts || k == 0 {
        // An alternative: its commands are the quoted words it starts with.
        var commands: [String] = []
        var j = starts ? k + 1 : k
        if tokens[j] == "(" {
          j += 1
          while j < tokens.count, tokens[j] != ")" {
            if tokens[j].hasPrefix("\"") { commands.append(unquoted(tokens[j])) }
            j += 1
          }
        } else {
          commands.append(unquoted(tokens[j]))
        }
        units.append((commands, nil, []))
        if starts {
          k += 1
          continue
        }
      } else if depth == 0, next == "=", token.allSatisfy({ $0.isUppercase }) {
        units.append(([], token, []))
        k += 2
        continue
      }
      switch token {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      default: break
      }
      if !units.isEmpty { units[units.count - 1].tokens.append(token) }
      k += 1
    }
    var definitions: [String: String] = [:]
    for unit in units {
      if let name = unit.name { definitions[name] = unit.tokens.joined(separator: " ") }
    }
    var parts: [String: String] = [:]
    var unknown: [String] = []
    for unit in units where unit.name == nil {
      let used = unit.tokens.compactMap { definitions[$0] }
      let text = (unit.tokens + used).joined(separator: " ") + "\n"
      for command in unit.commands {
        if commands.contains(command) {
          parts[command, default: ""] += text
        } else {
          unknown.append(command)
        }
      }
    }
    return (parts, unknown)
  }

  /// The `command` production of a grammar: from `command    =` to the next production,
  /// without the comment markers of `Parser.swift`.
  static func production(_ text: String) -> String {
    let lines = text.split(separator: "\n").map {
      $0.hasPrefix("//") ? $0.dropFirst(2) : $0
    }
    let body = lines.drop { !$0.contains("command    =") }
      .prefix { !$0.contains("exprs      =") }
    return body.joined(separator: "\n").replacing("command    =", with: "")
  }

  /// The grammar's tokens: quoted words, brackets, `|`, `=`, and the words between.
  static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var word = ""
    var quoted = false
    func flush() {
      if !word.isEmpty { tokens.append(word) }
      word = ""
    }
    for c in text {
      if quoted {
        word.append(c)
        if c == "\"" {
          quoted = false
          flush()
        }
      } else if c == "\"" {
        flush()
        word = "\""
        quoted = true
      } else if "()[]{}|=".contains(c) {
        flush()
        tokens.append(String(c))
      } else if c.isWhitespace {
        flush()
      } else {
        word.append(c)
      }
    }
    flush()
    return tokens
  }

  static func unquoted(_ token: String) -> String {
    token.trimmingCharacters(in: ["\""])
  }
}
