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
    var work = 0
    return parse(bytes, work: &work)
  }

  /// The value of a JSON text, counting in `work` the bytes the reader read and wrote (the
  /// decoded strings' bytes): at most a few times the text's length, whatever it holds.
  ///
  /// - Complexity: O(n) in the length of the text.
  package static func parse(_ bytes: [UInt8], work: inout Int) -> JSON? {
    var reader = JSONTextReader(bytes: bytes)
    defer { work += reader.work }
    guard let value = reader.value(depth: 0) else { return nil }
    reader.skipSpace()
    return reader.position == bytes.count ? value : nil
  }

  /// The value as compact JSON text, keys sorted.
  ///
  /// Always JSON: a number that is not finite (which no JSON text holds, but `1e999` reads as
  /// one) is written `null`.
  ///
  /// - Complexity: O(n) in the size of the value.
  package var text: String { String(decoding: utf8, as: UTF8.self) }

  /// The value as compact JSON text, keys sorted, in UTF-8 (as `text`).
  ///
  /// - Complexity: O(n) in the size of the value.
  package var utf8: [UInt8] {
    var out: [UInt8] = []
    write(to: &out)
    return out
  }

  private func write(to out: inout [UInt8]) {
    switch self {
    case .null: out += "null".utf8
    case .bool(let b): out += (b ? "true" : "false").utf8
    case .number(let n):
      if !n.isFinite {
        out += "null".utf8
      } else if n.rounded() == n, abs(n) < 9.0e15 {
        out += String(Int(n)).utf8
      } else {
        // Swift writes a finite double as JSON does: `0.5`, `1e-05`, `1.5e+300`.
        out += "\(n)".utf8
      }
    case .string(let s): Self.quote(s, into: &out)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (i, item) in items.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        item.write(to: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      for (i, key) in members.keys.sorted().enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        Self.quote(key, into: &out)
        out.append(UInt8(ascii: ":"))
        members[key]?.write(to: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  /// Writes `s` as a JSON string: quotes, backslashes and control characters escaped, and
  /// U+2028 and U+2029 (which JavaScript once read as line ends); runs of other bytes copied
  /// whole.
  ///
  /// Unsafe: speed (runs appended from the string's own buffer) — no bench row measures it.
  private static func quote(_ s: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var s = s
    s.withUTF8 { bytes in
      var run = 0
      var i = 0
      while i < bytes.count {
        let b = bytes[i]
        // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
        let separator =
          b == 0xE2 && i + 2 < bytes.count && bytes[i + 1] == 0x80
          && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9)
        // DEL and the C1 controls (C2 80 to C2 9F) too: a terminal acts on them.
        let c1 = b == 0xC2 && i + 1 < bytes.count && (0x80...0x9F).contains(bytes[i + 1])
        guard
          b < 0x20 || b == 0x7F || c1 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\")
            || separator
        else {
          i += 1
          continue
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
        switch b {
        case UInt8(ascii: "\""): out += #"\""#.utf8
        case UInt8(ascii: "\\"): out += #"\\"#.utf8
        case 0x0A: out += #"\n"#.utf8
        case 0x0D: out += #"\r"#.utf8
        case 0x09: out += #"\t"#.utf8
        default:
          let value =
            separator ? (bytes[i + 2] == 0xA8 ? 0x2028 : 0x2029) : c1 ? Int(bytes[i + 1]) : Int(b)
          let hex = Array(String(value, radix: 16).utf8)
          out += #"\u"#.utf8
          out += repeatElement(UInt8(ascii: "0"), count: 4 - hex.count)
          out += hex
        }
        i += separator ? 3 : c1 ? 2 : 1
        run = i
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<bytes.count]))
    }
    out.append(UInt8(ascii: "\""))
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
///
/// It reads each byte once and writes each byte of a string's value once: a string is decoded
/// into UTF-8 bytes, its runs of plain bytes copied whole, and made a `String` at its closing
/// quote. (It once appended each run to a `String.UnicodeScalarView`, which copies the whole view
/// on every append of a sequence, in time quadratic in the document: see docs/quality.md,
/// "Measurements behind the code".)
private struct JSONTextReader {
  let bytes: [UInt8]
  var position = 0
  /// The bytes read and written so far, counted where they are (`JSON.parse(_:work:)`).
  var work = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// The byte at the position, or `nil` at the end.
  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// Whether the byte at the position is `byte`.
  func at(_ byte: Unicode.Scalar) -> Bool { current == UInt8(ascii: byte) }

  mutating func skipSpace() {
    while let b = current, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
      position += 1
      work += 1
    }
  }

  mutating func value(depth: Int) -> JSON? {
    guard depth < 256 else { return nil }
    skipSpace()
    guard let first = current else { return nil }
    switch first {
    case UInt8(ascii: "{"):
      position += 1
      var members: [String: JSON] = [:]
      skipSpace()
      if at("}") {
        position += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard let key = string() else { return nil }
        skipSpace()
        guard at(":") else { return nil }
        position += 1
        guard let item = value(depth: depth + 1) else { return nil }
        members[key] = item
        skipSpace()
        if at(",") {
          position += 1
          continue
        }
        guard at("}") else { return nil }
        position += 1
        return .object(members)
      }
    case UInt8(ascii: "["):
      position += 1
      var items: [JSON] = []
      skipSpace()
      if at("]") {
        position += 1
        return .array(items)
      }
      while true {
        guard let item = value(depth: depth + 1) else { return nil }
        items.append(item)
        skipSpace()
        if at(",") {
          position += 1
          continue
        }
        guard at("]") else { return nil }
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

  mutating func word(_ text: StaticString, _ value: JSON) -> JSON? {
    // Unsafe: speed (`utf8Start`: a static string's bytes, which live as long as the program) —
    // no bench row measures it.
    let count = text.utf8CodeUnitCount
    guard bytes.count - position >= count else { return nil }
    for k in 0..<count where bytes[position + k] != text.utf8Start[k] { return nil }
    position += count
    work += count
    return value
  }

  /// Whether the byte at the position is a decimal digit.
  var atDigit: Bool { current.map { (0x30...0x39).contains($0) } ?? false }

  /// Moves past the digits at the position; `false` when there is none.
  mutating func digits() -> Bool {
    let start = position
    while atDigit { position += 1 }
    work += position - start
    return position > start
  }

  /// A number as the grammar spells it: `-`, then `0` or digits without a leading zero, then
  /// an optional fraction and exponent (`+1`, `.5`, `01`, `1.` and `inf` are not numbers).
  ///
  /// A number too large for a `Double` (`1e999`) reads as an infinity, which `int` refuses
  /// and the writer never writes.
  mutating func number() -> JSON? {
    let start = position
    if at("-") { position += 1 }
    if at("0") {
      position += 1
    } else {
      guard digits() else { return nil }
    }
    if at(".") {
      position += 1
      guard digits() else { return nil }
    }
    if at("e") || at("E") {
      position += 1
      if at("+") || at("-") { position += 1 }
      guard digits() else { return nil }
    }
    work += position - start
    return Double(String(decoding: bytes[start..<position], as: UTF8.self)).map(JSON.number)
  }

  /// A string's value, its escapes decoded.
  ///
  /// A `\u` escape of a lone surrogate (a high one not followed by a `\u` escape of a low one,
  /// or a low one alone) decodes to U+FFFD, as do bytes that are not UTF-8.
  ///
  /// - Complexity: O(n) in the length of the string's text.
  mutating func string() -> String? {
    guard at("\"") else { return nil }
    position += 1
    var utf8: [UInt8] = []
    while position < bytes.count {
      // A run of plain bytes, copied whole.
      let run = position
      while let b = current, b != UInt8(ascii: "\""), b != UInt8(ascii: "\\"), b >= 0x20 {
        position += 1
      }
      utf8.append(contentsOf: bytes[run..<position])
      work += 2 * (position - run)
      guard let b = current, b >= 0x20 else { return nil }
      if b == UInt8(ascii: "\"") {
        position += 1
        work += utf8.count
        return String(decoding: utf8, as: UTF8.self)
      }
      guard position + 1 < bytes.count else { return nil }
      let escape = bytes[position + 1]
      position += 2
      work += 2
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
      case UInt8(ascii: "b"): utf8.append(0x08)
      case UInt8(ascii: "f"): utf8.append(0x0C)
      case UInt8(ascii: "n"): utf8.append(0x0A)
      case UInt8(ascii: "r"): utf8.append(0x0D)
      case UInt8(ascii: "t"): utf8.append(0x09)
      case UInt8(ascii: "u"):
        guard let unit = hex4(at: position) else { return nil }
        position += 4
        var value = unit
        if (0xD800..<0xDC00).contains(unit) {
          if position + 6 <= bytes.count, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u"), let low = hex4(at: position + 2),
            (0xDC00..<0xE000).contains(low)
          {
            position += 6
            value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
          } else {
            value = 0xFFFD
          }
        }
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        utf8.append(contentsOf: scalar.utf8)
        work += 10
      default: return nil
      }
    }
    return nil
  }

  /// The four hexadecimal digits at `offset`, or `nil` when they are not.
  func hex4(at offset: Int) -> UInt32? {
    guard offset + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for b in bytes[offset..<offset + 4] {
      let digit: UInt8
      switch b {
      case 0x30...0x39: digit = b - 0x30
      case 0x41...0x46: digit = b - 0x41 + 10
      case 0x61...0x66: digit = b - 0x61 + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }
}
