/// GitHub Actions workflow commands, written by `listsh test` and kept out of what scenarios
/// print.
///
/// The runner reads every line of a step's output (lines end at LF and at CR) and obeys two
/// forms (actions/runner, `ActionCommand.cs`): `::name props::data` at the start of a line
/// once leading white space is trimmed, and the legacy `##[name props]data` anywhere in a line.
/// Between `::stop-commands::TOKEN` and `::TOKEN::` it obeys none but the resume line.
///
/// `listsh test` under `GITHUB_ACTIONS=true` does both things a scenario's text needs:
/// everything it prints runs inside a stop-commands pair whose token is random (a scenario
/// cannot guess it), resumed only around listsh's own `::error` lines; and within that text a
/// line that would start a command has its first `:` written `\u{3A}`, and `##[` is written
/// `#\u{23}[`, so that even a reader that ignored the pause would find no command there.
package enum WorkflowCommands {
  /// A token for `::stop-commands::`: 32 random hexadecimal digits.
  package static func newToken() -> String {
    (0..<4).map { _ in String(UInt32.random(in: 0...UInt32.max), radix: 16).leftPadded(8) }
      .joined()
  }

  /// The line that pauses command processing until `resume(token)`.
  package static func pause(_ token: String) -> String { "::stop-commands::\(token)\n" }

  /// The line that resumes it.
  package static func resume(_ token: String) -> String { "::\(token)::\n" }

  /// `text` (whose control characters are already escaped, so lines end at LF only) with no
  /// line the runner would read as a command.
  ///
  /// - Complexity: O(n) in the length of the text.
  package static func neutralised(_ text: String) -> String {
    // Searched as bytes, as the runner does: `contains` on a String compares characters, and
    // a prepended mark (U+0600) joins a following `#` into one character.
    let bytes = Array(text.utf8)
    let colons = bytes.indices.dropLast().contains { bytes[$0] == 0x3A && bytes[$0 + 1] == 0x3A }
    let legacy =
      bytes.count >= 3
      && (0..<(bytes.count - 2)).contains {
        bytes[$0] == 0x23 && bytes[$0 + 1] == 0x23 && bytes[$0 + 2] == 0x5B
      }
    guard colons || legacy else { return text }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var line = String(line).replacingAll("##[", with: "#\\u{23}[")
      // The runner trims leading white space (.NET's `TrimStart`) before looking for `::`.
      let start = line.unicodeScalars.firstIndex { !$0.properties.isWhitespace }
      if let start, line.unicodeScalars[start...].starts(with: "::".unicodeScalars) {
        line.unicodeScalars.replaceSubrange(start...start, with: "\\u{3A}".unicodeScalars)
      }
      return line
    }
    return lines.joined(separator: "\n")
  }

  /// An `::error` command at a place in a file, its fields escaped as the runner unescapes
  /// them: `%`, CR and LF in the message; those and `:` and `,` in a property.
  ///
  /// The fields are terminal-escaped first (`TerminalText`): an escape in a file name or a
  /// message must not reach the log raw; a message keeps its line feeds (as `%0A`, which GitHub
  /// shows as line breaks).
  package static func error(file: String, line: Int?, column: Int?, message: String) -> String {
    let file = TerminalText.escaped(file)
    let message = TerminalText.escapedLines(message)
    var properties = ["file=" + escapeProperty(file)]
    if let line { properties.append("line=\(line)") }
    if let column { properties.append("col=\(column)") }
    properties.append("title=listsh test")
    return "::error " + properties.joined(separator: ",") + "::" + escapeData(message) + "\n"
  }

  /// A command's data: `%`, CR and LF escaped.
  package static func escapeData(_ text: String) -> String {
    text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D")
      .replacingAll("\n", with: "%0A")
  }

  /// A command's property value: as data, and `:` and `,` too.
  package static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }

  /// Every occurrence of `target` replaced, compared by Unicode scalars (so that `\r\n`, one
  /// Character, still matches `\r`).
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    let scalars = Array(unicodeScalars)
    let pattern = Array(target.unicodeScalars)
    var result = String.UnicodeScalarView()
    var i = 0
    while i < scalars.count {
      var matches = !pattern.isEmpty && i + pattern.count <= scalars.count
      if matches {
        for k in pattern.indices where scalars[i + k] != pattern[k] {
          matches = false
          break
        }
      }
      if matches {
        result.append(contentsOf: replacement.unicodeScalars)
        i += pattern.count
      } else {
        result.append(scalars[i])
        i += 1
      }
    }
    return String(result)
  }
}
