extension Value: Equatable {
  /// Deep equality: numbers compare numerically, a range equals the list of its elements, and
  /// records compare field by field regardless of field order.
  public static func == (lhs: Value, rhs: Value) -> Bool {
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)): return a == b
    case (.int(let i), .decimal(let d)), (.decimal(let d), .int(let i)):
      // Exactly: above 2^53 an integer and the nearest decimal differ (and hash apart).
      return Int(exactly: d) == i
    case (.decimal(let a), .decimal(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.nil, .nil): return true
    case (.indexPath(let a), .indexPath(let b)): return a == b
    case (.range(let a), .range(let b)):
      return a.last == b.last && (a.last == nil || a.lowerBound == b.lowerBound)
    case (.list(let a), .list(let b)): return a == b
    case (.list(let items), .range(let range)), (.range(let range), .list(let items)):
      // Element by element, without building the range.
      guard items.count == range.count else { return false }
      for (k, item) in items.enumerated() where item != .int(range.lowerBound &+ k) {
        return false
      }
      return true
    case (.record(let a), .record(let b)):
      guard a.fields.count == b.fields.count else { return false }
      return a.fields.allSatisfy { field in b[field.name] == field.value }
    default: return false
    }
  }
}

extension Value: Hashable {
  /// Hashes consistently with `==`: an integral decimal hashes as its integer, a list by its
  /// count and its first and last elements (so that a range, which equals the list of its
  /// elements, hashes in O(1), and a deeply shared list in O(depth)), and a record
  /// independently of its field order.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .int(let i):
      hasher.combine(0)
      hasher.combine(i)
    case .decimal(let d):
      if let i = Int(exactly: d) {
        hasher.combine(0)
        hasher.combine(i)
      } else {
        hasher.combine(1)
        hasher.combine(d)
      }
    case .string(let s):
      hasher.combine(2)
      hasher.combine(s)
    case .bool(let b):
      hasher.combine(3)
      hasher.combine(b)
    case .nil:
      hasher.combine(4)
    case .list(let items):
      hasher.combine(5)
      hasher.combine(items.count)
      if let first = items.first, let last = items.last {
        hasher.combine(first)
        hasher.combine(last)
      }
    case .range(let range):
      // As the list of its elements hashes: its count, first and last element.
      hasher.combine(5)
      hasher.combine(range.count)
      if let last = range.last {
        hasher.combine(Value.int(range.lowerBound))
        hasher.combine(Value.int(last))
      }
    case .indexPath(let p):
      hasher.combine(6)
      hasher.combine(p)
    case .record(let r):
      hasher.combine(7)
      var combined = 0
      for field in r.fields {
        var fieldHasher = Hasher()
        fieldHasher.combine(field.name)
        fieldHasher.combine(field.value)
        combined ^= fieldHasher.finalize()
      }
      hasher.combine(combined)
    }
  }
}

extension Value {
  /// `==` with its work bounded.
  ///
  /// Each element compared costs one unit of `budget`; `nil` when the budget runs out before
  /// the answer is known. Lists that share their storage compare at no cost.
  ///
  /// - Complexity: O(min(budget, the elements compared)).
  public func isEqual(to other: Value, budget: inout Int) -> Bool? {
    budget -= 1
    if budget < 0 { return nil }
    switch (self, other) {
    case (.list(let a), .list(let b)):
      guard a.count == b.count else { return false }
      if a.withUnsafeBufferPointer({ x in
        b.withUnsafeBufferPointer { $0.baseAddress == x.baseAddress }
      }) {
        return true
      }
      for (x, y) in zip(a, b) {
        guard let same = x.isEqual(to: y, budget: &budget) else { return nil }
        if !same { return false }
      }
      return true
    case (.record(let a), .record(let b)):
      guard a.fields.count == b.fields.count else { return false }
      for field in a.fields {
        guard let value = b[field.name] else { return false }
        guard let same = field.value.isEqual(to: value, budget: &budget) else { return nil }
        if !same { return false }
      }
      return true
    case (.list(let items), .range), (.range, .list(let items)):
      budget -= items.count
      if budget < 0 { return nil }
      return self == other
    default:
      return self == other
    }
  }
}
