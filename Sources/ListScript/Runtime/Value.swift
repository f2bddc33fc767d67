import HeadlessUIKit
import ListDiff

/// A ListScript value: what a variable holds, what an expression yields and what a row's item is.
///
/// Values have value semantics. Integers and decimals compare numerically (`310 == 310.0`),
/// lists, ranges and records compare deeply, and a range equals the list of its elements.
public enum Value: Sendable {
  /// A 64-bit signed integer.
  case int(Int)
  /// A decimal number: points, offsets and heights.
  case decimal(Double)
  /// A string of Unicode text.
  case string(String)
  /// `true` or `false`.
  case bool(Bool)
  /// The absence of a value.
  case `nil`
  /// An ordered list of values.
  case list([Value])
  /// An integer range, usable wherever a list is expected.
  case range(IntRange)
  /// An index path: a section and a row.
  case indexPath(IndexPath)
  /// A record of named fields, kept in the order they were written.
  case record(Record)
  /// An `NSDiffableDataSourceSnapshot`: sections of items by identifier. Boxed, so that every
  /// other value stays as small as it was (a snapshot's six stored fields would triple it).
  indirect case snapshot(DiffableSnapshot<Value>)
}

/// An integer range as the language writes it: `1...8` (closed) or `0..<8` (half-open).
public struct IntRange: Hashable, Sendable {
  /// The first element.
  public var lowerBound: Int
  /// The bound written after the operator.
  public var upperBound: Int
  /// Whether `upperBound` itself belongs to the range (`...`).
  public var isClosed: Bool

  /// Creates a range; an empty range is one whose end lies before its start.
  public init(_ lowerBound: Int, _ upperBound: Int, closed: Bool) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.isClosed = closed
  }

  /// The number of elements; never negative.
  public var count: Int {
    let (span, overflow) = upperBound.subtractingReportingOverflow(lowerBound)
    if overflow { return upperBound < lowerBound ? 0 : Int.max }
    if isClosed { return span < 0 ? 0 : (span == Int.max ? Int.max : span + 1) }
    return max(0, span)
  }

  /// The last element, or `nil` for an empty range (exact even where `count` saturates).
  public var last: Int? {
    guard count > 0 else { return nil }
    return isClosed ? upperBound : upperBound - 1
  }

  /// The most elements a range is ever turned into a list of; beyond it, it stays a range
  /// (indexed, compared and hashed by arithmetic) and a list of its elements is refused.
  public static let materializationLimit = 10_000_000

  /// The elements in order, when there are at most `materializationLimit` of them.
  ///
  /// - Complexity: O(n).
  public var elements: [Int]? {
    let n = count
    guard n <= Self.materializationLimit else { return nil }
    return (0..<n).map { lowerBound &+ $0 }
  }
}

/// A record: named fields in the order they were written.
public struct Record: Sendable {
  /// The fields in order; names are unique.
  public private(set) var fields: [(name: String, value: Value)]

  /// Creates a record from fields in order.
  ///
  /// A repeated name keeps its last value in the first name's position.
  public init(_ fields: [(String, Value)]) {
    self.fields = []
    for (name, value) in fields { self[name] = value }
  }

  /// A record from fields whose names are known to be unique (a JSON object's, checked as it
  /// is read).
  ///
  /// - Complexity: O(n), where `init(_:)` is O(n²).
  init(uniqueFields: [(String, Value)]) {
    fields = uniqueFields.map { (name: $0.0, value: $0.1) }
  }

  /// The value of a field, or `nil` when the record has no such field; setting appends a new
  /// field or replaces an existing one in place.
  public subscript(name: String) -> Value? {
    get {
      // Through the buffer, only the field found is copied (the diff reads every item's `id`).
      fields.withUnsafeBufferPointer { fields in
        for k in fields.indices where fields[k].name == name { return fields[k].value }
        return nil
      }
    }
    set {
      if let index = fields.firstIndex(where: { $0.name == name }) {
        if let newValue { fields[index].value = newValue } else { fields.remove(at: index) }
      } else if let newValue {
        fields.append((name, newValue))
      }
    }
  }
}

extension Value {
  /// The identity that diffs and keyed height caches use: a record's `id` field when it has one,
  /// otherwise the value itself.
  public var identity: Value {
    if case .record(let record) = self, let id = record["id"] { return id }
    return self
  }

  /// What a cell configured with this item displays: a record's `text` field when it has one,
  /// otherwise the item itself.
  public var displayed: Value {
    if case .record(let record) = self, let text = record["text"] { return text }
    return self
  }

  /// The row height the item asks for: its `height` field when that is a finite, non-negative
  /// number (anything else leaves the row at the table's row height).
  public var itemHeight: Double? {
    guard case .record(let record) = self, let height = record["height"]?.asDouble,
      height.isFinite, height >= 0
    else { return nil }
    return height
  }

  /// The value as a number of points, when it is an integer or a decimal.
  public var asDouble: Double? {
    switch self {
    case .int(let i): Double(i)
    case .decimal(let d): d
    default: nil
    }
  }

  /// The elements of a list or a range; `nil` for any other kind, and for a range of more
  /// than `IntRange.materializationLimit` elements.
  public var listElements: [Value]? {
    switch self {
    case .list(let items): items
    case .range(let range): range.elements?.map(Value.int)
    default: nil
    }
  }

  /// The value as error messages name it: its kind and an abbreviation (`list [1, 2]`), or
  /// just `nil`.
  public var named: String {
    if case .nil = self { return "nil" }
    return kindName + " " + abbreviated
  }

  /// The kind's name with its article: `an integer`, `a list`.
  public var kindWithArticle: String {
    (kindName.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + kindName
  }

  /// The kind's name as diagnostics spell it.
  public var kindName: String {
    switch self {
    case .int: "integer"
    case .decimal: "decimal"
    case .string: "string"
    case .bool: "boolean"
    case .nil: "nil"
    case .list: "list"
    case .range: "range"
    case .indexPath: "index path"
    case .record: "record"
    case .snapshot: "snapshot"
    }
  }
}
