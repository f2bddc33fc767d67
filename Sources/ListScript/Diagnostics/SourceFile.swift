/// A scenario's text with its name, and the line index that turns byte offsets into lines and
/// columns.
public final class SourceFile: Sendable {
  /// The name diagnostics print: a path as typed, a path relative to the scenario's folder
  /// (`listsh test`), `<repl>`, `<stdin>`.
  public let name: String
  /// Where the file was read from, which paths it names (`include`, `show svg`) are relative
  /// to; the name unless the host says otherwise.
  public let path: String
  /// The text, as UTF-8 bytes.
  public let bytes: [UInt8]
  /// Where each line starts.
  let lines: LineIndex
  /// Byte offsets at which each line starts.
  var lineStarts: [Int] { lines.starts }

  /// The byte offset of the first byte that is not valid UTF-8, if any.
  public let invalidUTF8Offset: Int?

  /// A source file from text.
  public convenience init(name: String, text: String, path: String? = nil) {
    self.init(name: name, bytes: Array(text.utf8), path: path)
  }

  /// A source file from raw bytes, which may not be valid UTF-8: the first invalid byte is
  /// remembered, and the parser reports it instead of running anything.
  ///
  /// Lines end at LF, CRLF or a carriage return alone (as classic Mac OS saved them, and as a
  /// Markdown renderer shows them): a lone CR is read as LF, byte for byte, so offsets hold.
  public init(name: String, bytes: [UInt8], path: String? = nil) {
    self.name = name
    self.path = path ?? name
    var bytes = bytes
    let cr = UInt8(ascii: "\r")
    let lf = UInt8(ascii: "\n")
    if bytes.contains(cr) {
      for i in bytes.indices where bytes[i] == cr && (i + 1 == bytes.count || bytes[i + 1] != lf) {
        bytes[i] = lf
      }
    }
    self.bytes = bytes
    lines = LineIndex(bytes)
    invalidUTF8Offset = Self.firstInvalidUTF8(bytes)
  }

  /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
  ///
  /// - Complexity: O(n).
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch b {
      case 0x00...0x7F:
        i += 1
        continue
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return i
      }
      guard i + length <= bytes.count else { return i }
      guard bytes[i + 1] >= low, bytes[i + 1] <= high else { return i }
      for k in 2..<max(2, length) where bytes[i + k] & 0xC0 != 0x80 { return i }
      i += length
    }
    return nil
  }

  /// The 1-based line and column (in characters) of a byte offset.
  ///
  /// - Complexity: O(log l + c) for l lines and c characters before the offset on its line.
  public func location(of offset: Int) -> (line: Int, column: Int) {
    let offset = min(max(0, offset), bytes.count)
    let lo = lines.line(of: offset)
    let prefix = bytes[lineStarts[lo]..<offset]
    let column = String(decoding: prefix, as: UTF8.self).count + 1
    return (lo + 1, column)
  }

  /// The 1-based line of a byte offset.
  ///
  /// - Complexity: O(log l) for l lines.
  func lineNumber(of offset: Int) -> Int { lines.line(of: offset) + 1 }

  /// How many lines the file has (a final newline starts an empty last line).
  public var lineCount: Int { lineStarts.count }

  /// The text of a 1-based line, without its newline.
  public func line(_ number: Int) -> String {
    guard number >= 1, number <= lineStarts.count else { return "" }
    let start = lineStarts[number - 1]
    var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }

  /// The text of a byte range.
  public func text(_ range: Range<Int>) -> String {
    let lo = min(max(0, range.lowerBound), bytes.count)
    let hi = min(max(lo, range.upperBound), bytes.count)
    return String(decoding: bytes[lo..<hi], as: UTF8.self)
  }
}

/// A range of a source file.
public struct SourceRange: Sendable, Equatable {
  /// The file.
  public let file: SourceFile
  /// Byte offsets.
  public let bytes: Range<Int>

  /// Compares the files by identity (the same `SourceFile` object) and the byte offsets.
  public static func == (a: SourceRange, b: SourceRange) -> Bool {
    a.file === b.file && a.bytes == b.bytes
  }

  /// The range from the start of `self` to the end of `other`.
  func through(_ other: SourceRange) -> SourceRange {
    SourceRange(file: file, bytes: bytes.lowerBound..<max(bytes.upperBound, other.bytes.upperBound))
  }

  /// `file:line:col`.
  public var position: String {
    let (line, column) = file.location(of: bytes.lowerBound)
    return "\(file.name):\(line):\(column)"
  }
}
