import HeadlessUIKit

extension Value: CustomStringConvertible {
  /// The value as a ListScript literal: strings quoted and escaped, `1:3` for index paths,
  /// `{id: "ad1", height: 120}` for records.
  public var description: String {
    switch self {
    case .int(let i): return String(i)
    case .decimal(let d): return Value.format(d)
    case .string(let s): return Value.quoted(s)
    case .bool(let b): return b ? "true" : "false"
    case .nil: return "nil"
    case .list:
      var writer = LiteralWriter(limit: .max, plain: false)
      _ = writer.write(self, depth: 0)
      return writer.text
    case .range(let r): return "\(r.lowerBound)\(r.isClosed ? "..." : "..<")\(r.upperBound)"
    case .indexPath(let p): return "\(p.section):\(p.row)"
    case .record:
      var writer = LiteralWriter(limit: .max, plain: false)
      _ = writer.write(self, depth: 0)
      return writer.text
    case .snapshot(let s): return Value.describe(s)
    case .sectionSnapshot(let s): return Value.describe(s)
    }
  }

  /// A section snapshot as it prints: `sectionSnapshot(["a" ["a1", "a2"], "b"])`, each item with
  /// its children after it in brackets, then `expanded [...]` when any is.
  static func describe(_ s: DiffableSectionSnapshot<Value>) -> String {
    var text = "sectionSnapshot(["
    var level = 0
    for (k, node) in s.nodes.enumerated() {
      if node.level > level {
        text += " ["
      } else {
        text += String(repeating: "]", count: level - node.level)
        if k > 0 { text += ", " }
      }
      level = node.level
      text += node.item.description
    }
    text += String(repeating: "]", count: level) + "])"
    let expanded = s.expandedItems
    if !expanded.isEmpty {
      text += " expanded [" + expanded.map(\.description).joined(separator: ", ") + "]"
    }
    return text
  }

  /// A snapshot as it prints: `snapshot("main": ["a", "b"], "more": [])`, its reload marks
  /// after (`reloading ["a"]`, `reconfiguring …`, `reloading sections …`).
  static func describe(_ s: DiffableSnapshot<Value>) -> String {
    func list(_ items: [Value]) -> String {
      "[" + items.map(\.description).joined(separator: ", ") + "]"
    }
    var text =
      "snapshot("
      + s.sections.map { "\($0.identifier.description): \(list($0.items))" }
      .joined(separator: ", ") + ")"
    if !s.reloadedItemIdentifiers.isEmpty {
      text += " reloading " + list(s.reloadedItemIdentifiers)
    }
    if !s.reconfiguredItemIdentifiers.isEmpty {
      text += " reconfiguring " + list(s.reconfiguredItemIdentifiers)
    }
    if !s.reloadedSectionIdentifiers.isEmpty {
      text += " reloading sections " + list(s.reloadedSectionIdentifiers)
    }
    return text
  }

  /// The value as `print` and cells show it: a string without quotes, anything else as its
  /// literal.
  public var plain: String {
    if case .string(let s) = self { return s }
    return description
  }

  /// A record's field name as a literal writes it: bare when it is a name, else quoted (a
  /// key read from JSON, `"first name"`).
  static func key(_ name: String) -> String {
    Parser.isName(name) ? name : quoted(name)
  }

  /// A decimal as the language prints it: integral values keep one decimal (`200.0`).
  static func format(_ d: Double) -> String {
    d.description
  }

  static func quoted(_ s: String) -> String {
    var out = "\""
    for ch in s.unicodeScalars {
      switch ch {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default: out.unicodeScalars.append(ch)
      }
    }
    return out + "\""
  }
}

extension Value {
  /// The value as a literal of at most `limit` UTF-8 bytes, or `nil` when it would be longer.
  ///
  /// The work is bounded by the limit whatever the value's shape: a list that holds itself
  /// twice, forty levels deep, stops at the limit instead of walking 2⁴⁰ elements.
  ///
  /// - Complexity: O(min(limit, length)).
  public func description(limit: Int) -> String? {
    var writer = LiteralWriter(limit: limit, plain: false)
    return writer.write(self, depth: 0) ? writer.text : nil
  }

  /// As `plain`, cut after about `limit` bytes with `…` when longer: what a cell shows of a
  /// value, whatever its size or shape.
  ///
  /// - Complexity: O(min(limit, length)).
  public func plainPrefix(limit: Int) -> String {
    if case .string(let s) = self { return s }
    var writer = LiteralWriter(limit: limit, plain: true)
    return writer.write(self, depth: 0) ? writer.text : writer.text + "…"
  }

  /// As `plain` (strings without quotes), at most `limit` UTF-8 bytes, or `nil`.
  ///
  /// - Complexity: O(min(limit, length)).
  public func plain(limit: Int) -> String? {
    var writer = LiteralWriter(limit: limit, plain: true)
    return writer.write(self, depth: 0) ? writer.text : nil
  }

  /// The value as error messages quote it: at most 12 elements of a list, 60 characters of a
  /// string and 3 levels, with what was left out counted (`… 99988 more`).
  ///
  /// A string cut short says how long it is: in characters up to `countedLength` UTF-8
  /// bytes, in bytes past it (counting a 10 MB string's characters is work no message needs).
  ///
  /// - Complexity: O(1) for any value (at most 12³ elements are visited, each string's first
  ///   `countedLength` bytes at most).
  public var abbreviated: String { abbreviated(depth: 3) }

  /// The longest string (in UTF-8 bytes) whose characters `abbreviated` counts.
  static let countedLength = 65_536

  private func abbreviated(depth: Int) -> String {
    switch self {
    case .string(let s) where s.utf8.count > Value.countedLength:
      // Cut by scalars, not characters: one character may hold any number of combining marks.
      let head = String(String.UnicodeScalarView(s.unicodeScalars.prefix(60)))
      return Value.quoted(head) + "… (\(s.utf8.count) bytes)"
    case .string(let s) where s.utf8.count > 60 && s.count > 60:
      return Value.quoted(String(s.prefix(60))) + "… (\(s.count) characters)"
    case .list(let items):
      guard depth > 0 else { return "[… \(items.count) items]" }
      let shown = items.prefix(12).map { $0.abbreviated(depth: depth - 1) }
      let more = items.count > 12 ? ", … \(items.count - 12) more" : ""
      return "[" + shown.joined(separator: ", ") + more + "]"
    case .record(let r):
      guard depth > 0 else { return "{… \(r.fields.count) fields}" }
      let shown = r.fields.prefix(12).map {
        "\(Value.key($0.name)): \($0.value.abbreviated(depth: depth - 1))"
      }
      let more = r.fields.count > 12 ? ", … \(r.fields.count - 12) more" : ""
      return "{" + shown.joined(separator: ", ") + more + "}"
    default:
      return description
    }
  }
}

/// Writes values as literals into a byte buffer, at most `limit` bytes.
///
/// A nested list written whole (of 64 bytes or more) is remembered by its storage as the
/// range of the buffer that holds it, so that a list shared many times is written once and
/// then copied from the buffer: a list holding itself twice, forty levels deep, reaches the
/// limit in O(limit) copies, not element by element, and what is remembered takes memory
/// proportional to the distinct lists, not to their text (a list nested 200,000 deep kept each
/// level's text, quadratic in its depth).
///
/// Unsafe: speed (a storage's address as its key in `written`, never read) — no bench row
/// measures it; it bounds the work `shared-structure.lsh` checks.
struct LiteralWriter {
  let limit: Int
  let plain: Bool
  private(set) var bytes: [UInt8] = []
  /// The scalars of strings read so far: the work, which the limit bounds (tests count it).
  private(set) var scalarsRead = 0
  private var written: [UnsafeRawPointer: Range<Int>] = [:]

  init(limit: Int, plain: Bool) {
    self.limit = limit
    self.plain = plain
  }

  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends `s`; `false` when it would pass the limit.
  private mutating func append(_ s: String) -> Bool {
    guard bytes.count + s.utf8.count <= limit else { return false }
    bytes += s.utf8
    return true
  }

  /// Appends `s` quoted and escaped as `Value.quoted` writes it; `false`, with nothing
  /// appended, when it would pass the limit.
  ///
  /// The work is bounded by the room left, not by the string: a 10 MB string shown in a cell
  /// of 24 bytes is read for 24 bytes, however many cells show it.
  private mutating func appendQuoted(_ s: String) -> Bool {
    let start = bytes.count
    // At least two bytes (the quotes) and the string's own bytes.
    guard start + s.utf8.count + 2 <= limit else { return false }
    bytes.append(UInt8(ascii: "\""))
    for scalar in s.unicodeScalars {
      scalarsRead += 1
      switch scalar {
      case "\"": bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case "\\": bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case "\n": bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case "\t": bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      default: UTF8.encode(scalar) { bytes.append($0) }
      }
      if bytes.count + 1 > limit {
        bytes.removeSubrange(start...)
        return false
      }
    }
    bytes.append(UInt8(ascii: "\""))
    return true
  }

  /// Appends `value` (strings quoted below the top level, or at it unless `plain`); `false` as
  /// soon as the limit is reached.
  ///
  /// It recurses as deeply as the value nests, which `Limits.maxValueDepth` bounds.
  mutating func write(_ value: Value, depth: Int) -> Bool {
    switch value {
    case .string(let s): return plain && depth == 0 ? append(s) : appendQuoted(s)
    case .list(let items):
      let key = depth > 0 ? Value.storage(items) : nil
      if let key, let range = written[key] {
        guard bytes.count + range.count <= limit else { return false }
        // Copied out first: appending a slice of the buffer to itself would copy the buffer.
        let piece = Array(bytes[range])
        bytes.append(contentsOf: piece)
        return true
      }
      let start = bytes.count
      guard append("[") else { return false }
      for (k, item) in items.enumerated() {
        if k > 0, !append(", ") { return false }
        if !write(item, depth: depth + 1) { return false }
      }
      guard append("]") else { return false }
      if let key, bytes.count - start >= 64 { written[key] = start..<bytes.count }
      return true
    case .record(let r):
      guard append("{") else { return false }
      for (k, field) in r.fields.enumerated() {
        if k > 0, !append(", ") { return false }
        guard append(Value.key(field.name) + ": "), write(field.value, depth: depth + 1) else {
          return false
        }
      }
      return append("}")
    case .snapshot(let s):
      return append(Value.describe(s))
    case .sectionSnapshot(let s):
      return append(Value.describe(s))
    case .int, .decimal, .bool, .nil, .range, .indexPath:
      return append(value.description)
    }
  }
}
