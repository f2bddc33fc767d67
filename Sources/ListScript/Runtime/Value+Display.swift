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
      return "{" + r.fields.map { "\($0.name): \($0.value.description)" }.joined(separator: ", ")
        + "}"
    }
  }

  /// The value as `print` and cells show it: a string without quotes, anything else as its
  /// literal.
  public var plain: String {
    if case .string(let s) = self { return s }
    return description
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
