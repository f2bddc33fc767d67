/// Reads a JSON file (RFC 8259) into ListScript values: objects become records (their keys in
/// order), arrays lists, whole numbers integers, other numbers decimals, `null` nil.
///
/// Errors carry the byte offset where the text stops being JSON, so that a diagnostic can show
/// the file's line and column with a caret.
struct JSONReader {
  /// What is wrong, and where (a byte offset into the file).
  struct Failure: Error, Equatable {
    var offset: Int
    var message: String
  }

  let bytes: [UInt8]
  var position = 0
  var depth = 0
  /// How deeply arrays and objects may nest: deeper is refused, not a crash.
  static let maxDepth = 200

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The value the whole text holds.
  ///
  /// - Complexity: O(n) in the length of the text.
  static func read(_ bytes: [UInt8]) throws(Failure) -> Value {
    var reader = JSONReader(bytes)
    // A UTF-8 byte order mark is allowed before the text.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
    let value = try reader.value()
    reader.skipSpace()
    guard reader.position == bytes.count else {
      throw reader.failure("unexpected \(reader.describeHere()) after the JSON value")
    }
    return value
  }

  mutating func value() throws(Failure) -> Value {
    skipSpace()
    guard position < bytes.count else {
      throw failure("the JSON text ends where a value should be")
    }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try word("true", .bool(true))
    case UInt8(ascii: "f"): return try word("false", .bool(false))
    case UInt8(ascii: "n"): return try word("null", .nil)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure("expected a JSON value, found \(describeHere())")
    }
  }

  mutating func object() throws(Failure) -> Value {
    try enter()
    defer { depth -= 1 }
    position += 1
    var fields: [(String, Value)] = []
    var seen = Set<String>()
    skipSpace()
    if take(UInt8(ascii: "}")) { return .record(Record(uniqueFields: fields)) }
    while true {
      skipSpace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw failure("expected a key in double quotes, found \(describeHere())")
      }
      let keyStart = position
      let key = try string()
      guard seen.insert(key).inserted else {
        position = keyStart
        throw failure("the key \"\(Self.short(key))\" appears twice in this object")
      }
      skipSpace()
      guard take(UInt8(ascii: ":")) else {
        throw failure("expected ':' after the key, found \(describeHere())")
      }
      fields.append((key, try value()))
      skipSpace()
      if take(UInt8(ascii: "}")) { return .record(Record(uniqueFields: fields)) }
      guard take(UInt8(ascii: ",")) else {
        throw failure("expected ',' or '}' in the object, found \(describeHere())")
      }
    }
  }

  mutating func array() throws(Failure) -> Value {
    try enter()
    defer { depth -= 1 }
    position += 1
    var items: [Value] = []
    skipSpace()
    if take(UInt8(ascii: "]")) { return .list(items) }
    while true {
      items.append(try value())
      skipSpace()
      if take(UInt8(ascii: "]")) { return .list(items) }
      guard take(UInt8(ascii: ",")) else {
        throw failure("expected ',' or ']' in the array, found \(describeHere())")
      }
    }
  }

  mutating func string() throws(Failure) -> String {
    position += 1
    var out: [UInt8] = []
    while position < bytes.count {
      let b = bytes[position]
      if b == UInt8(ascii: "\"") {
        position += 1
        return String(decoding: out, as: UTF8.self)
      }
      if b < 0x20 { throw failure("a control character must be escaped in a JSON string") }
      if b != UInt8(ascii: "\\") {
        out.append(b)
        position += 1
        continue
      }
      position += 1
      guard position < bytes.count else { break }
      let escape = bytes[position]
      position += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try hex4()
        if (0xD800..<0xDC00).contains(scalar) {
          // A high surrogate must be followed by `\u` and a low one.
          guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) else {
            throw failure("a \\u escape of a high surrogate must be followed by its low surrogate")
          }
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else {
            throw failure("\\u\(String(low, radix: 16)) is not a low surrogate")
          }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else {
          throw failure("\\u\(String(scalar, radix: 16)) is not a character on its own")
        }
        out.append(contentsOf: Array(String(Character(unicode)).utf8))
      default:
        position -= 2
        throw failure("unknown escape in a JSON string")
      }
    }
    throw failure("the JSON text ends inside a string")
  }

  mutating func hex4() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count, let digit = Self.hexDigit(bytes[position]) else {
        throw failure("expected four hexadecimal digits after \\u")
      }
      value = value * 16 + digit
      position += 1
    }
    return value
  }

  static func hexDigit(_ b: UInt8) -> UInt32? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// A number: an integer if it has no fraction or exponent and fits 64 bits, else a decimal.
  mutating func number() throws(Failure) -> Value {
    let start = position
    func digits() -> Int {
      let from = position
      while position < bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
      {
        position += 1
      }
      return position - from
    }
    _ = take(UInt8(ascii: "-"))
    if take(UInt8(ascii: "0")) {
      if position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
        throw failure("a JSON number has no leading zeros")
      }
    } else if digits() == 0 {
      throw failure("expected digits in the number")
    }
    var whole = true
    if take(UInt8(ascii: ".")) {
      whole = false
      guard digits() > 0 else { throw failure("expected digits after the decimal point") }
    }
    if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
      whole = false
      _ = take(UInt8(ascii: "+")) || take(UInt8(ascii: "-"))
      guard digits() > 0 else { throw failure("expected digits in the exponent") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if whole, let n = Int(text) { return .int(n) }
    guard let d = Double(text), d.isFinite else {
      position = start
      throw failure("the number \(Self.short(text)) is too large")
    }
    return .decimal(d)
  }

  mutating func word(_ text: String, _ value: Value) throws(Failure) -> Value {
    let spelled = Array(text.utf8)
    guard bytes[position...].starts(with: spelled) else {
      throw failure("expected a JSON value, found \(describeHere())")
    }
    position += spelled.count
    return value
  }

  mutating func enter() throws(Failure) {
    depth += 1
    guard depth <= Self.maxDepth else {
      throw failure("arrays and objects nest more than \(Self.maxDepth) deep")
    }
  }

  mutating func skipSpace() {
    while position < bytes.count,
      [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(
        bytes[position])
    {
      position += 1
    }
  }

  mutating func take(_ b: UInt8) -> Bool {
    guard position < bytes.count, bytes[position] == b else { return false }
    position += 1
    return true
  }

  /// What stands at the position, for a message: a quoted character or the end of the text.
  func describeHere() -> String {
    guard position < bytes.count else { return "the end of the text" }
    var end = position + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return "'" + String(decoding: bytes[position..<end], as: UTF8.self) + "'"
  }

  func failure(_ message: String) -> Failure { Failure(offset: position, message: message) }

  /// A key or a number as a message quotes it: at most 40 characters, with how long it is.
  static func short(_ text: String) -> String {
    guard text.utf8.count > 40 else { return text }
    return String(text.prefix(40)) + "… (\(text.utf8.count) bytes)"
  }
}
