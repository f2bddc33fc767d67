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
    case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
    case .range(let r): return "\(r.lowerBound)\(r.isClosed ? "..." : "..<")\(r.upperBound)"
    case .indexPath(let p): return "\(p.section):\(p.row)"
    case .record(let r):
      return "{"
        + r.fields.map { "\(Value.key($0.name)): \($0.value.description)" }
        .joined(separator: ", ")
        + "}"
    case .snapshot(let s): return Value.describe(s)
    }
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
    var out = ""
    var rendered: [UnsafeRawPointer: String] = [:]
    return write(into: &out, limit: limit, plain: false, depth: 0, rendered: &rendered)
      ? out : nil
  }

  /// As `plain` (strings without quotes), at most `limit` UTF-8 bytes, or `nil`.
  ///
  /// - Complexity: O(min(limit, length)).
  public func plain(limit: Int) -> String? {
    var out = ""
    var rendered: [UnsafeRawPointer: String] = [:]
    return write(into: &out, limit: limit, plain: true, depth: 0, rendered: &rendered)
      ? out : nil
  }

  /// The value as error messages quote it: at most 12 elements of a list, 60 characters of a
  /// string and 3 levels, with what was left out counted (`… 99988 more`).
  ///
  /// - Complexity: O(1) for any value (at most 12³ elements are visited).
  public var abbreviated: String { abbreviated(depth: 3) }

  private func abbreviated(depth: Int) -> String {
    switch self {
    case .string(let s) where s.count > 60:
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

  /// Appends the value to `out`; `false` as soon as `out` would pass `limit` bytes.
  ///
  /// A nested list rendered whole (of 64 bytes or more) is kept in `rendered` by its storage,
  /// so that a list shared many times is written once and then copied: a list holding itself
  /// twice, forty levels deep, reaches the limit in O(limit) large appends, not element by
  /// element.
  private func write(
    into out: inout String, limit: Int, plain: Bool, depth: Int,
    rendered: inout [UnsafeRawPointer: String]
  ) -> Bool {
    func append(_ s: String) -> Bool {
      guard out.utf8.count + s.utf8.count <= limit else { return false }
      out += s
      return true
    }
    switch self {
    case .string(let s): return append(plain ? s : Value.quoted(s))
    case .list(let items):
      let key = depth > 0 ? Value.storage(items) : nil
      if let key, let text = rendered[key] { return append(text) }
      let start = out.utf8.count
      guard append("[") else { return false }
      for (k, item) in items.enumerated() {
        if k > 0, !append(", ") { return false }
        if !item.write(
          into: &out, limit: limit, plain: false, depth: depth + 1, rendered: &rendered)
        {
          return false
        }
      }
      guard append("]") else { return false }
      if let key, out.utf8.count - start >= 64 {
        rendered[key] = String(out.utf8.dropFirst(start)) ?? ""
      }
      return true
    case .record(let r):
      guard append("{") else { return false }
      for (k, field) in r.fields.enumerated() {
        if k > 0, !append(", ") { return false }
        guard append(Value.key(field.name) + ": "),
          field.value.write(
            into: &out, limit: limit, plain: false, depth: depth + 1, rendered: &rendered)
        else { return false }
      }
      return append("}")
    case .int, .decimal, .bool, .nil, .range, .indexPath, .snapshot:
      return append(description)
    }
  }
}
