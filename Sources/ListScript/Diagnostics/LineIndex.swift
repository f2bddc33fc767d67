/// Where each line of a text starts, and which line a byte offset lies on: the one index that
/// diagnostics (`SourceFile`) and the language server's documents share.
///
/// Lines end at LF, CRLF or a carriage return alone.
package struct LineIndex: Sendable {
  /// The byte offset at which each line starts: 0 first, then one past each line end.
  package let starts: [Int]

  /// The index of `bytes`.
  ///
  /// - Complexity: O(n) for n bytes.
  package init(_ bytes: [UInt8]) {
    var starts = [0]
    var i = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "\n") {
        starts.append(i + 1)
      } else if bytes[i] == UInt8(ascii: "\r") {
        if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
        starts.append(i + 1)
      }
      i += 1
    }
    self.starts = starts
  }

  /// How many lines there are (a final line end starts an empty last line).
  package var count: Int { starts.count }

  /// The 0-based line on which `offset` lies; an offset before the text is on the first line
  /// and one past its end on the last.
  ///
  /// - Complexity: O(log l) for l lines.
  package func line(of offset: Int) -> Int {
    var lo = 0
    var hi = starts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }
}
