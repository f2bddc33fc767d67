/// A scenario's text with its name, and the line index that turns byte offsets into lines and
/// columns.
public final class SourceFile: Sendable {
  /// The name diagnostics print: a path relative to where listsh runs, `<repl>`, `<stdin>`.
  public let name: String
  /// The text, as UTF-8 bytes.
  public let bytes: [UInt8]
  /// Byte offsets at which each line starts.
  let lineStarts: [Int]

  /// A source file from text.
  public init(name: String, text: String) {
    self.name = name
    self.bytes = Array(text.utf8)
    var starts = [0]
    for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(i + 1) }
    lineStarts = starts
  }

  /// The 1-based line and column (in characters) of a byte offset.
  ///
  /// - Complexity: O(log l + c) for l lines and c characters before the offset on its line.
  public func location(of offset: Int) -> (line: Int, column: Int) {
    let offset = min(max(0, offset), bytes.count)
    var lo = 0
    var hi = lineStarts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
    }
    let prefix = bytes[lineStarts[lo]..<offset]
    let column = String(decoding: prefix, as: UTF8.self).count + 1
    return (lo + 1, column)
  }

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
