/// How many columns a character takes on a terminal, so that a diagnostic's caret sits under
/// the character it points at: wide (East Asian) characters and emoji take two, combining
/// marks and other zero-width characters none, a tab whatever the terminal's tab stops make
/// it (the caret line copies the tab).
enum DisplayWidth {
  /// The columns `character` takes, or `nil` for a tab.
  static func of(_ character: Character) -> Int? {
    if character == "\t" { return nil }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if isZeroWidth(first), scalars.dropFirst().allSatisfy(isZeroWidth) { return 0 }
    // An emoji sequence (a flag, a family joined by ZWJ, a keycap with VS16) shows as one wide
    // glyph.
    if scalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) {
      return 2
    }
    return isWide(first) ? 2 : 1
  }

  /// The columns `text` takes, its tabs counted as one (callers that align copy them).
  static func of(_ text: Substring) -> Int {
    text.reduce(0) { $0 + (of($1) ?? 1) }
  }

  /// Marks that combine with what comes before, format characters (ZWJ, ZWSP, the bidi marks)
  /// and variation selectors: no column of their own.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return scalar.value == 0x200B || (0x1160...0x11FF).contains(scalar.value)
    }
  }

  /// East Asian Wide and Fullwidth characters (Unicode's EastAsianWidth W and F, by block).
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x16FE0...0x16FE4, 0x17000...0x18AFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// Spaces (and the line's own tabs) that reach the display column of `prefix`'s end: what
  /// goes before a caret under the character that follows `prefix`.
  static func padding(under prefix: Substring) -> String {
    var pad = ""
    for character in prefix {
      if let width = of(character) {
        pad += String(repeating: " ", count: width)
      } else {
        pad += "\t"
      }
    }
    return pad
  }
}
