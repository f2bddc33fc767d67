/// The base protocol's framing: each message is a `Content-Length: N` header (other headers
/// allowed and ignored), a blank line, then N bytes of JSON.
package struct MessageReader: Sendable {
  /// The largest message body accepted: a document of the largest script, escaped, with room.
  package static let maxBody = 64 << 20

  /// What reading found.
  package enum Item: Equatable, Sendable {
    /// A message's body.
    case body([UInt8])
    /// A header that cannot be read, or a body too large: the stream cannot be trusted after
    /// it, so the server stops.
    case malformed(String)
  }

  private var buffer: [UInt8] = []
  private var start = 0

  package init() {}

  /// Adds bytes read from the stream, and returns the messages now complete.
  ///
  /// - Complexity: O(n) in the bytes added, amortised.
  package mutating func feed(_ bytes: some Sequence<UInt8>) -> [Item] {
    buffer.append(contentsOf: bytes)
    var items: [Item] = []
    while let item = next() {
      items.append(item)
      if case .malformed = item { break }
    }
    if start > 4096, start * 2 > buffer.count {
      buffer.removeFirst(start)
      start = 0
    }
    return items
  }

  private mutating func next() -> Item? {
    let separator: [UInt8] = [13, 10, 13, 10]
    guard buffer.count - start >= 4 else { return nil }
    var end: Int?
    var i = start
    while i + 4 <= buffer.count {
      if buffer[i] == 13, buffer[i + 1] == 10, buffer[i + 2] == 13, buffer[i + 3] == 10 {
        end = i
        break
      }
      i += 1
      if i - start > 8192 { return .malformed("a header longer than 8 KB") }
    }
    guard let headerEnd = end else { return nil }
    let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
    var length: Int?
    for line in header.split(separator: "\r\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { return .malformed("a header line without a colon") }
      if parts[0].lowercased() == "content-length" {
        length = Int(parts[1].trimmingCharacters(in: " \t"))
      }
    }
    guard let length, length >= 0 else { return .malformed("no valid Content-Length header") }
    guard length <= Self.maxBody else {
      return .malformed("a message of \(length) bytes, more than \(Self.maxBody)")
    }
    let bodyStart = headerEnd + separator.count
    guard buffer.count - bodyStart >= length else { return nil }
    let body = Array(buffer[bodyStart..<bodyStart + length])
    start = bodyStart + length
    return .body(body)
  }

  /// A message framed for the stream.
  package static func frame(_ json: JSON) -> [UInt8] {
    let body = json.utf8
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: String) -> Substring {
    var text = self
    while let first = text.first, set.contains(first) { text = text.dropFirst() }
    while let last = text.last, set.contains(last) { text = text.dropLast() }
    return text
  }
}
