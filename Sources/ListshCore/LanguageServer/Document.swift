import ListScript

/// An open document: its text, version, and the conversions between the protocol's positions
/// (a line and a character offset in UTF-16 code units, or UTF-8 bytes when the client chose
/// that encoding) and byte offsets into the text.
package struct Document: Sendable {
  /// How the client counts characters within a line.
  package enum Encoding: String, Sendable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"
  }

  package var uri: String
  package var version: Int
  package private(set) var bytes: [UInt8]
  /// Where each line starts (after LF, CRLF or a lone CR).
  private var lines: LineIndex
  private var lineStarts: [Int] { lines.starts }
  /// The UTF-16 code units before each block of `blockSize` bytes: a position on a long line
  /// is counted from its block's start, not its line's, so that the ranges of the many symbols
  /// of a one-line document cost no more than a few hundred bytes each.
  private var unitsBefore: [Int]
  private static let blockSize = 256

  package init(uri: String, version: Int, text: String) {
    self.uri = uri
    self.version = version
    bytes = Array(text.utf8)
    lines = LineIndex(bytes)
    unitsBefore = Self.blocks(bytes)
  }

  /// The UTF-16 units a byte adds: one for the start of a character of up to three bytes, two
  /// for a four-byte one's, none for a continuation byte (the text is UTF-8: it came as a
  /// string).
  private static func units(_ byte: UInt8) -> Int {
    byte & 0xC0 == 0x80 ? 0 : byte >= 0xF0 ? 2 : 1
  }

  /// `unitsBefore` for `bytes`.
  ///
  /// - Complexity: O(n).
  private static func blocks(_ bytes: [UInt8]) -> [Int] {
    var blocks = [0]
    blocks.reserveCapacity(bytes.count / blockSize + 1)
    var units = 0
    for (i, byte) in bytes.enumerated() {
      if i > 0, i % blockSize == 0 { blocks.append(units) }
      units += Self.units(byte)
    }
    return blocks
  }

  /// The UTF-16 units of the characters that start before `offset`.
  ///
  /// - Complexity: O(1): at most `blockSize` bytes are read.
  private func unitsBefore(_ offset: Int) -> Int {
    let block = min(offset / Self.blockSize, unitsBefore.count - 1)
    var units = unitsBefore[block]
    for i in block * Self.blockSize..<offset { units += Self.units(bytes[i]) }
    return units
  }

  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The end of line `line`'s content (before its line end).
  private func lineEnd(_ line: Int) -> Int {
    guard line + 1 < lineStarts.count else { return bytes.count }
    var end = lineStarts[line + 1]
    if end > 0, bytes[end - 1] == 10 { end -= 1 }
    if end > 0, bytes[end - 1] == 13 { end -= 1 }
    return max(end, lineStarts[line])
  }

  /// The byte offset of a position; one past a line's end is clamped to the end, as the
  /// protocol asks.
  ///
  /// - Complexity: O(c) for c characters before the position on its line.
  package func offset(line: Int, character: Int, _ encoding: Encoding) -> Int {
    guard line >= 0 else { return 0 }
    guard line < lineStarts.count else { return bytes.count }
    let start = lineStarts[line]
    let end = lineEnd(line)
    switch encoding {
    case .utf8:
      return min(start + max(0, character), end)
    case .utf16:
      var units = 0
      var i = start
      while i < end, units < character {
        let lead = bytes[i]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        units += length == 4 ? 2 : 1
        i += length
      }
      return min(i, end)
    }
  }

  /// The position of a byte offset.
  ///
  /// - Complexity: O(log l) for l lines, however long its line.
  package func position(of offset: Int, _ encoding: Encoding) -> (line: Int, character: Int) {
    let offset = min(max(0, offset), bytes.count)
    let lo = lines.line(of: offset)
    let start = lineStarts[lo]
    switch encoding {
    case .utf8:
      return (lo, offset - start)
    case .utf16:
      return (lo, unitsBefore(offset) - unitsBefore(start))
    }
  }

  /// The protocol's range of a byte range.
  package func range(_ bytes: Range<Int>, _ encoding: Encoding) -> JSON {
    let a = position(of: bytes.lowerBound, encoding)
    let b = position(of: bytes.upperBound, encoding)
    return [
      "start": ["line": .int(a.line), "character": .int(a.character)],
      "end": ["line": .int(b.line), "character": .int(b.character)],
    ]
  }

  /// Applies a change: a new text for the whole document, or for a range of it.
  ///
  /// - Complexity: O(n) in the length of the document.
  package mutating func apply(_ change: JSON, _ encoding: Encoding) {
    guard let text = change["text"]?.string else { return }
    guard let range = change["range"], let start = range["start"], let end = range["end"],
      let startLine = start["line"]?.int, let startCharacter = start["character"]?.int,
      let endLine = end["line"]?.int, let endCharacter = end["character"]?.int
    else {
      bytes = Array(text.utf8)
      lines = LineIndex(bytes)
      unitsBefore = Self.blocks(bytes)
      return
    }
    let a = offset(line: startLine, character: startCharacter, encoding)
    let b = max(a, offset(line: endLine, character: endCharacter, encoding))
    bytes.replaceSubrange(a..<b, with: Array(text.utf8))
    lines = LineIndex(bytes)
    unitsBefore = Self.blocks(bytes)
  }

  /// The line of text before `offset` on its line.
  package func linePrefix(before offset: Int) -> String {
    let (line, _) = position(of: offset, .utf8)
    return String(decoding: bytes[lineStarts[line]..<offset], as: UTF8.self)
  }
}
