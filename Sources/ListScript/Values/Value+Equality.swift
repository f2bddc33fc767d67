extension Value: Equatable {
  /// Deep equality: numbers compare numerically, a range equals the list of its elements, and
  /// records compare field by field regardless of field order.
  ///
  /// Values that share their structure compare in time proportional to their distinct parts:
  /// lists (and records' fields) that share storage are equal at once, and below a few levels
  /// of nesting each pair of storages found equal is remembered, so that two lists built apart
  /// as `x = [x, x]` forty times compare in 40 steps, not 2⁴⁰.
  public static func == (lhs: Value, rhs: Value) -> Bool {
    // Flat records before `equal`, not inside it: its switch on the pair and its memo cost the
    // records diff instructions with the same loop inside (see docs/quality.md, "Measurements
    // behind the code").
    if case .record(let a) = lhs, case .record(let b) = rhs, let flat = flatRecordsEqual(a, b) {
      return flat
    }
    var memo: Set<StoragePair>?
    return equal(lhs, rhs, depth: 0, memo: &memo)
  }

  /// Two records whose fields come in the same order and hold integers, strings, booleans or
  /// `nil` (a diff compares a million of them), compared in one loop over both buffers; `nil`
  /// when they are laid out otherwise or hold other values, for `equal` to decide.
  ///
  /// Unsafe: speed — bench row
  /// "diff by identity …: records with string ids (Value) / UUID strings".
  static func flatRecordsEqual(_ a: Record, _ b: Record) -> Bool? {
    a.fields.withUnsafeBufferPointer { x in
      b.fields.withUnsafeBufferPointer { y in
        guard x.count == y.count else { return false }
        if x.baseAddress == y.baseAddress { return true }
        var same = true
        for k in x.indices {
          guard x[k].name == y[k].name else { return nil }
          switch (x[k].value, y[k].value) {
          case (.int(let p), .int(let q)): same = same && p == q
          case (.string(let p), .string(let q)): same = same && p == q
          case (.bool(let p), .bool(let q)): same = same && p == q
          case (.nil, .nil): break
          default: return nil
          }
        }
        return same
      }
    }
  }

  /// Two storages (of lists, or of records' fields) already found equal.
  ///
  /// Unsafe: speed (a storage's address as its identity, compared, never read) — no bench row
  /// measures it; it bounds the work `shared-structure.lsh` checks.
  struct StoragePair: Hashable {
    var lhs: UnsafeRawPointer
    var rhs: UnsafeRawPointer
  }

  /// Nesting below which pairs found equal are remembered (shallow values never pay for it).
  static let memoDepth = 6

  /// The address of an array's storage, or `nil` for an empty array.
  ///
  /// Unsafe: speed (the address outlives the closure as a name, never read) — no bench row
  /// measures it; as `StoragePair`.
  static func storage<T>(_ array: [T]) -> UnsafeRawPointer? {
    array.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } }
  }

  /// The address of a list's storage, or `nil` for an empty list.
  static func storage(_ list: List) -> UnsafeRawPointer? {
    storage(list.elements)
  }

  static func equal(_ lhs: Value, _ rhs: Value, depth: Int, memo: inout Set<StoragePair>?)
    -> Bool
  {
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)): return a == b
    case (.int(let i), .decimal(let d)), (.decimal(let d), .int(let i)):
      // Exactly: above 2^53 an integer and the nearest decimal differ (and hash apart).
      return Int(exactly: d) == i
    // NaN equals itself, as an `NSNumber` holding NaN does: a value is always its own
    // identity (an item, a snapshot identifier, a key).
    case (.decimal(let a), .decimal(let b)): return a == b || (a.isNaN && b.isNaN)
    case (.string(let a), .string(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.nil, .nil): return true
    case (.indexPath(let a), .indexPath(let b)): return a == b
    case (.range(let a), .range(let b)):
      return a.last == b.last && (a.last == nil || a.lowerBound == b.lowerBound)
    case (.list(let a), .list(let b)):
      guard a.count == b.count else { return false }
      return pairwise(storage(a), storage(b), depth: depth, memo: &memo) { memo in
        for (x, y) in zip(a, b) where !equal(x, y, depth: depth + 1, memo: &memo) {
          return false
        }
        return true
      }
    case (.list(let items), .range(let range)), (.range(let range), .list(let items)):
      // Element by element, without building the range.
      guard items.count == range.count else { return false }
      for (k, item) in items.enumerated() where item != .int(range.lowerBound &+ k) {
        return false
      }
      return true
    case (.record(let a), .record(let b)):
      guard a.fields.count == b.fields.count else { return false }
      // Unsafe: speed (fields compared where they lie, not copied) — no bench row measures it:
      // the rows' records hold scalars, which `flatRecordsEqual` compares.
      return pairwise(storage(a.fields), storage(b.fields), depth: depth, memo: &memo) { memo in
        a.fields.withUnsafeBufferPointer { x in
          b.fields.withUnsafeBufferPointer { y in
            // Names are unique in a record: when they come in the same order (records built
            // alike), fields compare position by position, else each is looked up by name.
            if x.indices.allSatisfy({ x[$0].name == y[$0].name }) {
              return x.indices.allSatisfy {
                equal(x[$0].value, y[$0].value, depth: depth + 1, memo: &memo)
              }
            }
            for field in x {
              guard let value = b[field.name],
                equal(field.value, value, depth: depth + 1, memo: &memo)
              else { return false }
            }
            return true
          }
        }
      }
    case (.snapshot(let a), .snapshot(let b)): return a == b
    case (.sectionSnapshot(let a), .sectionSnapshot(let b)): return a == b
    default: return false
    }
  }

  /// Whether two storages hold equal elements: at once when they are the same storage or a
  /// pair already found equal; otherwise by `compare`, remembering the answer when deep.
  ///
  /// Unsafe: speed (storages' addresses compared, never read) — no bench row measures it; as
  /// `StoragePair`.
  static func pairwise(
    _ a: UnsafeRawPointer?, _ b: UnsafeRawPointer?, depth: Int, memo: inout Set<StoragePair>?,
    compare: (inout Set<StoragePair>?) -> Bool
  ) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    if a == b { return true }
    let pair = StoragePair(lhs: a, rhs: b)
    guard depth >= memoDepth else { return compare(&memo) }
    if memo?.contains(pair) == true { return true }
    guard compare(&memo) else { return false }
    memo = (memo ?? []).union([pair])
    return true
  }
}

extension Value: Hashable {
  /// Hashes consistently with `==`: an integral decimal hashes as its integer, a list by its
  /// count and its first and last elements (so that a range, which equals the list of its
  /// elements, hashes in O(1)), and a record by its fields in name order.
  ///
  /// At most `hashBudget` values are visited, in an order that equal values share, so that a
  /// value that shares its structure (a list holding itself twice, forty levels deep) hashes in
  /// O(1) rather than O(2⁴⁰).
  public func hash(into hasher: inout Hasher) {
    var budget = Self.hashBudget
    hash(into: &hasher, budget: &budget)
  }

  /// The most values one hash visits.
  static let hashBudget = 64

  func hash(into hasher: inout Hasher, budget: inout Int) {
    budget -= 1
    switch self {
    case .int(let i):
      hasher.combine(0)
      hasher.combine(i)
    case .decimal(let d):
      if let i = Int(exactly: d) {
        hasher.combine(0)
        hasher.combine(i)
      } else if d.isNaN {
        // Every NaN alike, whatever its payload and sign, as they are equal.
        hasher.combine(1)
        hasher.combine(Double.nan.bitPattern)
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
      if budget > 0, let first = items.first, let last = items.last {
        first.hash(into: &hasher, budget: &budget)
        last.hash(into: &hasher, budget: &budget)
      }
    case .range(let range):
      // As the list of its elements hashes: its count, first and last element.
      hasher.combine(5)
      hasher.combine(range.count)
      if budget > 0, let last = range.last {
        Value.int(range.lowerBound).hash(into: &hasher, budget: &budget)
        Value.int(last).hash(into: &hasher, budget: &budget)
      }
    case .indexPath(let p):
      hasher.combine(6)
      hasher.combine(p)
    case .record(let r):
      hasher.combine(7)
      hasher.combine(r.fields.count)
      // In name order, so that records equal in another field order hash alike.
      for field in r.fields.sorted(by: { $0.name < $1.name }) {
        hasher.combine(field.name)
        if budget > 0 { field.value.hash(into: &hasher, budget: &budget) }
      }
    case .snapshot(let s):
      hasher.combine(8)
      hasher.combine(s.numberOfSections)
      hasher.combine(s.numberOfItems)
    case .sectionSnapshot(let s):
      hasher.combine(9)
      hasher.combine(s.nodes.count)
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
      // Unsafe: speed (storages' addresses compared, never read) — no bench row measures it;
      // as `StoragePair`.
      if a.elements.withUnsafeBufferPointer({ x in
        b.elements.withUnsafeBufferPointer { $0.baseAddress == x.baseAddress }
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
    case (.string(let a), .string(let b)):
      // Comparing two strings reads their common bytes, and past them as far as they stay
      // equivalent (`TextWork`): a unit a step.
      budget -= TextWork.comparisonSteps(a, b, cap: budget)
      if budget < 0 { return nil }
      return a == b
    default:
      return self == other
    }
  }
}

extension Value {
  /// The order of two numbers, -1, 0 or 1: NaN after every other number and equal to itself,
  /// so that sorting a list that holds NaN is a total order (as `NSNumber.compare` makes it).
  static func numericOrder(_ x: Double, _ y: Double) -> Int {
    switch (x.isNaN, y.isNaN) {
    case (true, true): 0
    case (true, false): 1
    case (false, true): -1
    case (false, false): x < y ? -1 : (x == y ? 0 : 1)
    }
  }
}
