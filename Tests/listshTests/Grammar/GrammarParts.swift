import Foundation

@testable import ListScript

/// The texts that spell the grammar, each cut into one part per command, so that a word a
/// command takes is looked for in that command's own text, not anywhere (where another command
/// that takes the same word would answer for it).
enum GrammarParts {
  /// The command words.
  static let commands = Set(GrammarWords.commands.map(\.command))

  /// `.help`'s text of each command: every entry that starts with the command word, with the
  /// text that follows it until the next entry that starts with a command word.
  ///
  /// An entry starts a line or follows two spaces or more (so `separator on|off   scale 1|2|3`
  /// is two entries); in a list of entries it also follows `, `, `; ` or ` / ` (`select P,
  /// deselect P`, `begin / end`), but not in prose (`a call per report, end in didChange`), and
  /// what follows the word must read as an entry (`isEntry`). Text before the first command (a
  /// topic's heading) belongs to none.
  static func help(_ text: String) -> [String: String] {
    var parts: [String: String] = [:]
    var current: String?
    for line in text.split(separator: "\n") {
      var listed = true
      for column in line.trimmingPrefix(while: { $0 == " " }).split(separator: columnBreak) {
        for (k, segment) in column.split(separator: listBreak).enumerated() {
          let word = String(segment.prefix(while: isWordCharacter))
          let starts =
            commands.contains(word) && (k == 0 || listed)
            && isEntry(column[segment.startIndex...].dropFirst(word.count), of: word)
          if starts { current = word }
          listed = k == 0 ? starts : listed && starts
          if let current { parts[current, default: ""] += String(segment) + "\n" }
        }
      }
    }
    return parts
  }

  /// Whether what follows a command word reads as its entry: nothing, or after a space a word
  /// of the command's, a placeholder (`P`, `[items]`, `…`, `"file"`, `3`), or an expression's
  /// variable (`s`, `ss`, `x`); not prose (`reload in the batch`, `update, inside`) nor a query
  /// (`data(S)`).
  static func isEntry(_ rest: Substring, of command: String) -> Bool {
    guard let first = rest.first else { return true }
    guard first == " " else { return false }
    let next = rest.dropFirst().prefix { !" |,;:)".contains($0) }
    guard let lead = next.first else { return true }
    return GrammarWords.words(after: command).contains(String(next)) || !lead.isLowercase
      || next.wholeMatch(of: #/([a-z])\1?/#) != nil
  }

  /// Where a column of `.help` ends and the next begins.
  static var columnBreak: Regex<Substring> { #/ {2,}/# }
  /// Where an entry of a list of them ends and the next begins.
  static var listBreak: Regex<Substring> { #/, |; | \/ /# }

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

  static func isWordCharacter(_ c: Character) -> Bool {
    c.isLetter || c.isNumber || c == "_" || c == "-"
  }
}
