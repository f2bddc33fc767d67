/// Splits a stream into its lines as chunks arrive, each bounded: what `listsh mcp` reads its
/// newline-delimited messages with.
package struct LineSplitter {
  /// A line, or one that passed the bound (its bytes dropped as they came).
  package enum Item: Equatable {
    case line([UInt8])
    case tooLong
  }

  let limit: Int
  private var partial: [UInt8] = []
  private var overflowing = false

  /// A splitter whose lines hold at most `limit` bytes.
  package init(limit: Int) { self.limit = limit }

  /// The lines `chunk` completes, without their line feed (or a carriage return before it).
  ///
  /// - Complexity: O(n) in the chunk's length.
  package mutating func feed(_ chunk: ArraySlice<UInt8>) -> [Item] {
    var items: [Item] = []
    var rest = chunk[...]
    while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
      take(rest[..<newline])
      items.append(overflowing ? .tooLong : .line(Self.trimmed(partial)))
      partial = []
      overflowing = false
      rest = rest[(newline + 1)...]
    }
    take(rest)
    return items
  }

  /// What is left when the stream ends without a final line feed.
  package mutating func finish() -> Item? {
    defer {
      partial = []
      overflowing = false
    }
    if overflowing { return .tooLong }
    return partial.isEmpty ? nil : .line(Self.trimmed(partial))
  }

  private mutating func take(_ bytes: ArraySlice<UInt8>) {
    guard !overflowing else { return }
    if partial.count + bytes.count > limit {
      overflowing = true
      partial = []
    } else {
      partial += bytes
    }
  }

  static func trimmed(_ line: [UInt8]) -> [UInt8] {
    line.last == UInt8(ascii: "\r") ? Array(line.dropLast()) : line
  }
}
