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

    /// A list of the literal's elements, its depth read from them.
    public init(arrayLiteral elements: Value...) {
      self.init(elements)
    }

    /// The position of the first element: 0.
    public var startIndex: Int { elements.startIndex }
    /// The position after the last element: the number of elements.
    public var endIndex: Int { elements.endIndex }
    /// The element at `position`.
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
    case .sectionSnapshot: "section snapshot"
    }
  }
}

extension Value {
  /// Replaces element n of the list this value is, in the list's storage (the value holds
  /// nothing meanwhile, so that the storage is unique); whether it did.
  ///
  /// - Complexity: O(1) when the list's storage is not shared.
  @inline(__always)
  mutating func replaceElement(at n: Int, with value: Value) -> Bool {
    guard case .list(var list) = self, n >= 0, n < list.count else { return false }
    self = .nil
    list.replace(at: n, with: value)
    self = .list(list)
    return true
  }
}
