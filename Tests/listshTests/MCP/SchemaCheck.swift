import ListshCore

/// The part of JSON Schema the tools' output schemas use — `type` (one or several), `enum`,
/// `properties`, `required`, `items` — checked the way a client's validator checks a result,
/// written apart from the server so that a schema and a result that drift apart are caught.
enum SchemaCheck {
  /// What does not match, one line each, with the path to it; empty when the value matches.
  static func problems(_ value: JSON, against schema: JSON, at path: String) -> [String] {
    var found: [String] = []
    if let types = types(of: schema), !types.contains(where: { matches(value, $0) }) {
      found.append("\(path): \(kind(of: value)) is not \(types.joined(separator: " or "))")
      return found
    }
    if let allowed = schema["enum"]?.array, !allowed.contains(value) {
      found.append("\(path): \(value.text) is not one of the enum")
    }
    if case .object(let members) = value {
      for name in schema["required"]?.array?.compactMap(\.string) ?? [] where members[name] == nil {
        found.append("\(path).\(name): required, missing")
      }
      if case .object(let properties)? = schema["properties"] {
        for (name, member) in members {
          guard let inner = properties[name] else { continue }
          found += problems(member, against: inner, at: "\(path).\(name)")
        }
      }
    }
    if case .array(let items) = value, let inner = schema["items"] {
      for (i, item) in items.enumerated() {
        found += problems(item, against: inner, at: "\(path)[\(i)]")
      }
    }
    return found
  }

  static func types(of schema: JSON) -> [String]? {
    switch schema["type"] {
    case .string(let one)?: [one]
    case .array(let several)?: several.compactMap(\.string)
    default: nil
    }
  }

  static func matches(_ value: JSON, _ type: String) -> Bool {
    switch (type, value) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool),
      ("null", .null), ("number", .number):
      true
    case ("integer", .number(let n)): n.rounded() == n
    default: false
    }
  }

  static func kind(of value: JSON) -> String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
