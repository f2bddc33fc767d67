/// A JSON value, as the language server's messages carry them: read from a message's body and
/// written back with sorted keys, so that what the server sends is the same bytes every time.
package enum JSON: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  /// The member `key` of an object; `nil` for anything else or a missing key.
  package subscript(key: String) -> JSON? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  package var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// An integral number that fits an `Int`.
  package var int: Int? {
    guard case .number(let n) = self, n.rounded() == n, abs(n) < 9.0e15 else { return nil }
    return Int(n)
  }

  package var array: [JSON]? {
    if case .array(let a) = self { return a }
    return nil
  }

  package var bool: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  /// An integer as a JSON number.
  package static func int(_ n: Int) -> JSON { .number(Double(n)) }

  /// The value of a JSON text, or `nil` when it is not JSON (or nests deeper than 256).
  ///
  /// - Complexity: O(n) in the length of the text.
  package static func parse(_ bytes: [UInt8]) -> JSON? {
    var reader = JSONTextReader(bytes: bytes)
    guard let value = reader.value(depth: 0) else { return nil }
    reader.skipSpace()
    return reader.position == bytes.count ? value : nil
  }

  /// The value as compact JSON text, keys sorted.
  ///
  /// - Complexity: O(n) in the size of the value.
  package var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n):
      if n.rounded() == n, abs(n) < 9.0e15 { out += String(Int(n)) } else { out += "\(n)" }
    case .string(let s): Self.quote(s, into: &out)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        item.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, key) in members.keys.sorted().enumerated() {
        if i > 0 { out += "," }
        Self.quote(key, into: &out)
        out += ":"
        members[key]?.write(to: &out)
      }
      out += "}"
    }
  }

  private static func quote(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByIntegerLiteral
{
  package init(stringLiteral value: String) { self = .string(value) }
  package init(booleanLiteral value: Bool) { self = .bool(value) }
  package init(arrayLiteral elements: JSON...) { self = .array(elements) }
  package init(dictionaryLiteral elements: (String, JSON)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
  package init(integerLiteral value: Int) { self = .number(Double(value)) }
}

/// A strict reader of JSON text (RFC 8259), bytes in, `JSON` out.
private struct JSONTextReader {
  let bytes: [UInt8]
  var position = 0

  mutating func skipSpace() {
    while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) {
      position += 1
    }
  }

  mutating func value(depth: Int) -> JSON? {
    guard depth < 256 else { return nil }
    skipSpace()
    guard position < bytes.count else { return nil }
    switch bytes[position] {
    case UInt8(ascii: "{"):
      position += 1
      var members: [String: JSON] = [:]
      skipSpace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
        position += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard let key = string() else { return nil }
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
        position += 1
        guard let item = value(depth: depth + 1) else { return nil }
        members[key] = item
        skipSpace()
        guard position < bytes.count else { return nil }
        if bytes[position] == UInt8(ascii: ",") {
          position += 1
          continue
        }
        guard bytes[position] == UInt8(ascii: "}") else { return nil }
        position += 1
        return .object(members)
      }
    case UInt8(ascii: "["):
      position += 1
      var items: [JSON] = []
      skipSpace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
        position += 1
        return .array(items)
      }
      while true {
        guard let item = value(depth: depth + 1) else { return nil }
        items.append(item)
        skipSpace()
        guard position < bytes.count else { return nil }
        if bytes[position] == UInt8(ascii: ",") {
          position += 1
          continue
        }
        guard bytes[position] == UInt8(ascii: "]") else { return nil }
        position += 1
        return .array(items)
      }
    case UInt8(ascii: "\""):
      return string().map(JSON.string)
    case UInt8(ascii: "t"): return word("true", .bool(true))
    case UInt8(ascii: "f"): return word("false", .bool(false))
    case UInt8(ascii: "n"): return word("null", .null)
    default: return number()
    }
  }

  mutating func word(_ text: String, _ value: JSON) -> JSON? {
    let expected = Array(text.utf8)
    guard bytes.count - position >= expected.count,
      Array(bytes[position..<position + expected.count]) == expected
    else { return nil }
    position += expected.count
    return value
  }

  mutating func number() -> JSON? {
    let start = position
    let allowed = Set("+-0123456789.eE".utf8)
    while position < bytes.count, allowed.contains(bytes[position]) { position += 1 }
    guard position > start, let n = Double(String(decoding: bytes[start..<position], as: UTF8.self))
    else { return nil }
    return .number(n)
  }

  mutating func string() -> String? {
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
    position += 1
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush() {
      scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
      run = []
    }
    while position < bytes.count {
      let b = bytes[position]
      if b == UInt8(ascii: "\"") {
        position += 1
        flush()
        return String(scalars)
      }
      if b < 0x20 { return nil }
      if b != UInt8(ascii: "\\") {
        run.append(b)
        position += 1
        continue
      }
      flush()
      guard position + 1 < bytes.count else { return nil }
      let escape = bytes[position + 1]
      position += 2
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{8}")
      case UInt8(ascii: "f"): scalars.append("\u{C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        guard var unit = hex4() else { return nil }
        if (0xD800..<0xDC00).contains(unit), position + 1 < bytes.count,
          bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
        {
          position += 2
          guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
          unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        }
        scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
      default: return nil
      }
    }
    return nil
  }

  mutating func hex4() -> UInt32? {
    guard position + 4 <= bytes.count,
      let n = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
    else { return nil }
    position += 4
    return n
  }
}
