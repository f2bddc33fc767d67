extension Value: Equatable {
  /// Deep equality: numbers compare numerically, a range equals the list of its elements, and
  /// records compare field by field regardless of field order.
  public static func == (lhs: Value, rhs: Value) -> Bool {
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)): return a == b
    case (.int, .decimal), (.decimal, .int), (.decimal, .decimal):
      return lhs.asDouble == rhs.asDouble
    case (.string(let a), .string(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.nil, .nil): return true
    case (.indexPath(let a), .indexPath(let b)): return a == b
    case (.range(let a), .range(let b)):
      return a.count == b.count && (a.count == 0 || a.lowerBound == b.lowerBound)
    case (.list, .list), (.list, .range), (.range, .list):
      guard let a = lhs.listElements, let b = rhs.listElements else { return false }
      return a == b
    case (.record(let a), .record(let b)):
      guard a.fields.count == b.fields.count else { return false }
      return a.fields.allSatisfy { field in b[field.name] == field.value }
    default: return false
    }
  }
}

extension Value: Hashable {
  /// Hashes consistently with `==`: an integral decimal hashes as its integer, a range as its
  /// elements, and a record independently of its field order.
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
    case .list, .range:
      hasher.combine(5)
      for element in listElements ?? [] { hasher.combine(element) }
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
