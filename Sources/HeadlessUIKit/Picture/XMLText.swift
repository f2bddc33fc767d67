/// Text as XML 1.0 character data or an attribute value.
package enum XMLText {
  /// The five markup characters as entities; tab, line feed and carriage return kept; every
  /// character XML 1.0 cannot carry at all (the other C0 controls, U+FFFE, U+FFFF) written as
  /// visible `\u{…}`, so that the document always parses.
  ///
  /// - Complexity: O(n) in the length of the text.
  @inlinable package static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
