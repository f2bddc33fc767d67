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
  /// An ordered list of values, with how deeply they nest.
  case list(List)
  /// An integer range, usable wherever a list is expected.
  case range(IntRange)
  /// An index path: a section and a row.
  case indexPath(ListIndexPath)
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
  /// How deeply the record nests: one more than its deepest field's value (`Value.nestingDepth`);
  /// after a field is replaced in place, a bound that may exceed it.
  public private(set) var depth: Int

  /// Creates a record from fields in order.
  ///
  /// A repeated name keeps its last value in the first name's position.
  public init(_ fields: [(String, Value)]) {
    self.fields = []
    depth = 1
    for (name, value) in fields { self[name] = value }
  }

  /// A record from fields whose names are known to be unique (a JSON object's, checked as it
  /// is read).
  ///
  /// - Complexity: O(n), where `init(_:)` is O(n²).
  init(uniqueFields: [(String, Value)]) {
    fields = uniqueFields.map { (name: $0.0, value: $0.1) }
    depth = 1 + (fields.lazy.map(\.value.nestingDepth).max() ?? 0)
  }

  /// Changes the value of field `name` in place (a missing field is added, as `nil`, first):
  /// the value is taken out of the record while `body` changes it, so that it is not shared,
  /// and put back whether `body` returns or throws.
  mutating func update<E: Error>(_ name: String, _ body: (inout Value) throws(E) -> Void)
    throws(E)
  {
    let found = fields.firstIndex { $0.name == name }
    let index = found ?? fields.count
    if found == nil { fields.append((name, .nil)) }
    var value = fields[index].value
    fields[index].value = .nil
    do {
      try body(&value)
    } catch {
      if found == nil { fields.removeLast() } else { fields[index].value = value }
      throw error
    }
    depth = max(depth, value.nestingDepth + 1)
    fields[index].value = value
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
      if let newValue { depth = max(depth, newValue.nestingDepth + 1) }
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
    case .list(let items): items.elements
    case .range(let range): range.elements?.map(Value.int)
    default: nil
    }
  }

  /// A list of `elements`.
  ///
  /// - Complexity: O(n): each element's depth is read once.
  public static func list(_ elements: [Value]) -> Value {
    .list(List(elements))
  }

  /// How deeply the value nests: 0 for a scalar, one more than its deepest element for a list
  /// or a record (a bound after in-place writes), `snapshotDepth` for a snapshot.
  ///
  /// Every value the language builds nests at most `Limits.maxValueDepth` levels (and a few
  /// more for what queries wrap around it), so that everything that walks a value — printing,
  /// comparing, hashing, freeing — recurses a bounded number of times.
  @inline(__always)
  public var nestingDepth: Int {
    switch self {
    case .list(let list): list.depth
    case .record(let record): record.depth
    case .snapshot: Value.snapshotDepth
    case .int, .decimal, .string, .bool, .nil, .range, .indexPath: 0
    }
  }

  /// The most levels an identifier in a snapshot may nest (a snapshot's own depth is one more,
  /// whatever it holds).
  public static let maxIdentifierDepth = 16

  /// A snapshot's nesting depth: a bound, as its identifiers nest at most `maxIdentifierDepth`.
  public static let snapshotDepth = maxIdentifierDepth + 1
}

extension Value {
  /// A list's elements, and how deeply it nests.
  ///
  /// A list reads like an array (it is a random-access collection of its elements); its
  /// `depth` is one more than its deepest element's, kept as elements are added, so that a
  /// value's nesting is known without walking it.
  public struct List: Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The elements in order.
    public private(set) var elements: [Value]
    /// One more than the deepest element's `nestingDepth` (1 for a list of scalars or an empty
    /// list); after an element is replaced in place, a bound that may exceed it.
    public private(set) var depth: Int

    /// A list of `elements`, its depth read from them.
    ///
    /// - Complexity: O(n).
    public init(_ elements: [Value]) {
      self.elements = elements
      var deepest = 0
      for element in elements {
        let d = element.nestingDepth
        if d > deepest { deepest = d }
      }
      depth = deepest + 1
    }

    /// A list whose depth is known (a bound: at least one more than each element's).
    init(_ elements: [Value], depth: Int) {
      self.elements = elements
      self.depth = depth
    }

    public init(arrayLiteral elements: Value...) {
      self.init(elements)
    }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Value { elements[position] }

    /// Appends an element.
    ///
    /// - Complexity: amortised O(1).
    public mutating func append(_ element: Value) {
      depth = Swift.max(depth, element.nestingDepth + 1)
      elements.append(element)
    }

    /// Appends the elements of another list.
    ///
    /// - Complexity: O(m) for m elements appended.
    public mutating func append(contentsOf other: List) {
      depth = Swift.max(depth, other.depth)
      elements += other.elements
    }

    /// Replaces the element at `index`.
    ///
    /// - Complexity: O(1) when the list's storage is not shared.
    public mutating func replace(at index: Int, with element: Value) {
      depth = Swift.max(depth, element.nestingDepth + 1)
      elements[index] = element
    }

    /// The list joined with another.
    public static func + (lhs: List, rhs: List) -> List {
      List(lhs.elements + rhs.elements, depth: Swift.max(lhs.depth, rhs.depth))
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
