/// Text a scenario controls, made safe to print where a terminal or a CI log reads it.
///
/// A scenario's names, items and transcripts reach the terminal of whoever checks a pull
/// request, and GitHub's log: an escape sequence there could set the window title, write the
/// clipboard (OSC 52) or redraw what was printed before, and a carriage return could hide a
/// line. Every character that a terminal acts on rather than shows is written as a visible
/// `\u{1B}`, as the JUnit writer writes the characters XML cannot hold.
package enum TerminalText {
  /// Whether a character is one that terminals act on: the C0 controls (save the ones
  /// `keeping` names), DEL, the C1 controls (U+0080–U+009F: `U+009B` is a CSI on terminals that
  /// read 8-bit controls), and the bidirectional overrides and isolates that reorder what is
  /// shown (U+202A–U+202E, U+2066–U+2069).
  @inline(__always)
  static func isActive(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v)
      || (0x2066...0x2069).contains(v)
  }

  /// Whether a character must be escaped where `listsh` writes text into code or a comment
  /// (`emit swift`, `explain -o`): the active ones, the characters a compiler or an editor
  /// reads as a line end (U+2028, U+2029; U+0085 is a C1 control), and the invisible
  /// direction marks (U+200E, U+200F, U+061C) that, like the overrides and isolates, can make
  /// code read otherwise than it runs ("Trojan Source", CVE-2021-42574).
  @inline(__always)
  package static func isUnsafeInSource(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return isActive(scalar) || v == 0x2028 || v == 0x2029 || v == 0x200E || v == 0x200F
      || v == 0x061C
  }

  /// `text` with every character that `isUnsafeInSource` names written as `\u{…}`, line
  /// feeds included and tabs excepted: for a comment line.
  ///
  /// - Complexity: O(n) in the length of the text.
  package static func escapedForSource(_ text: String) -> String {
    // A tab is shown as what it is, in code and comments alike.
    func escapes(_ scalar: Unicode.Scalar) -> Bool { scalar != "\t" && isUnsafeInSource(scalar) }
    guard text.unicodeScalars.contains(where: escapes) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if escapes(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` with every active character escaped, line feeds and tabs included: for a name
  /// that must stay on one line.
  ///
  /// - Complexity: O(n) in the length of the text.
  package static func escaped(_ text: String) -> String {
    escaped(text, keeping: [])
  }

  /// `text` with every active character escaped except line feeds and tabs: for a diff or a
  /// transcript, whose lines stay lines.
  ///
  /// - Complexity: O(n) in the length of the text.
  package static func escapedLines(_ text: String) -> String {
    escaped(text, keeping: ["\n", "\t"])
  }

  private static func escaped(_ text: String, keeping: Set<Unicode.Scalar>) -> String {
    // Most text holds nothing to escape: return it as it is, without copying.
    guard text.unicodeScalars.contains(where: { isActive($0) && !keeping.contains($0) }) else {
      return text
    }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if isActive(scalar), !keeping.contains(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
