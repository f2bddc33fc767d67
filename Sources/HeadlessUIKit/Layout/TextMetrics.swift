import ListDiff

/// The metrics `heights fit` lays text out with: a fixed advance per character, a line height,
/// vertical padding and horizontal margins, like a default `UITableViewCell` whose label wraps.
///
/// The defaults give a one-line cell of exactly 44 points (22 of text and 11 of padding above
/// and below) and 42 characters per line in a 375-point-wide table: close to the system font at
/// 17 points, and round enough to check by hand.
public struct TextMetrics: Equatable, Sendable {
  /// The advance of one narrow character, in points.
  ///
  /// A wide (East Asian) character takes two.
  public var characterWidth: Double = 8
  /// The height of one line of text.
  public var lineHeight: Double = 22
  /// The padding above the first line and below the last one (each).
  public var padding: Double = 11
  /// The margin on the left and on the right of the text (each).
  public var margin: Double = 16

  /// The default metrics: 8-point characters, 22-point lines, 11 points of padding above and
  /// below the text, and 16 points of margin on each side.
  @inlinable public init() {}

  /// How many narrow characters fit on one line of a content view `width` points wide (at least
  /// one, so that every text can be laid out).
  ///
  /// - Complexity: O(1).
  @inlinable public func charactersPerLine(contentWidth width: Double) -> Int {
    let room = (width - 2 * margin) / characterWidth
    guard room.isFinite, room >= 1 else { return 1 }
    return room >= 1_000_000 ? 1_000_000 : Int(room)
  }

  /// The number of lines `text` wraps to in a content view `width` points wide.
  ///
  /// Words wrap whole, a word longer than a line breaks between characters, a wide character may
  /// start a line anywhere, and `\n` ends a line. An empty text has no lines.
  ///
  /// - Complexity: O(t) for t characters.
  @inlinable public func lineCount(_ text: String, contentWidth width: Double) -> Int {
    guard !text.isEmpty else { return 0 }
    let capacity = charactersPerLine(contentWidth: width)
    var lines = 1
    var used = 0
    var word = 0
    func placeWord() {
      guard word > 0 else { return }
      if used > 0, used + word > capacity {
        lines += 1
        used = 0
      }
      if word > capacity {
        // A word longer than a line fills lines and continues on the next.
        let rest = word - (capacity - used)
        lines += (rest + capacity - 1) / capacity
        used = rest % capacity == 0 ? capacity : rest % capacity
      } else {
        used += word
      }
      word = 0
    }
    for character in text {
      if character == "\n" {
        placeWord()
        lines += 1
        used = 0
      } else if character == " " || character == "\t" {
        placeWord()
        // A space that does not fit hangs at the end of its line.
        if used < capacity { used += 1 }
      } else if Self.isWide(character) {
        placeWord()
        word = min(2, capacity)  // on a line narrower than it, a wide character fills the line
        placeWord()
      } else {
        word += 1
      }
    }
    placeWord()
    return lines
  }

  /// The height a template cell with `text` measures at `contentWidth`: lines × line height
  /// plus the padding, or 0 when there is no text (no content to size the cell).
  ///
  /// - Complexity: O(t) for t characters.
  @inlinable public func fittingHeight(_ text: String, contentWidth width: Double) -> Double {
    let lines = lineCount(text, contentWidth: width)
    return lines == 0 ? 0 : Double(lines) * lineHeight + 2 * padding
  }

  /// Whether a character takes two advances: CJK ideographs, kana, hangul, full-width forms and
  /// most emoji.
  @inlinable static func isWide(_ character: Character) -> Bool {
    guard let v = character.unicodeScalars.first?.value else { return false }
    switch v {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
