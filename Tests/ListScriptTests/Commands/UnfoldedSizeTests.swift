import Testing

@testable import HeadlessUIKit
@testable import ListScript

/// The charge for hashing and comparing values (`Interpreter.unfolded`) against a brute-force
/// count written here: every element and field, a shared part counted each time it appears.
@Suite struct UnfoldedSizeTests {
  /// One for the value, plus the unfolded size of each element or field; no memo, no shortcut.
  static func bruteForce(_ value: Value) -> Int {
    switch value {
    case .list(let items): 1 + items.elements.reduce(0) { $0 + bruteForce($1) }
    case .record(let record): 1 + record.fields.reduce(0) { $0 + bruteForce($1.value) }
    default: 1
    }
  }

  /// A random value up to `depth` levels deep, reusing earlier containers (shared storage).
  static func value(_ rng: inout SeededRandom, depth: Int, pool: inout [Value]) -> Value {
    let choice = rng.next() % 10
    if depth == 0 || choice < 3 {
      return choice % 2 == 0 ? .int(Int(rng.next() % 100)) : .string("s\(rng.next() % 7)")
    }
    if choice < 5, !pool.isEmpty { return pool[Int(rng.next() % UInt64(pool.count))] }
    let count = Int(rng.next() % 5)
    var made: Value
    if choice < 8 {
      made = .list(
        Value.List((0..<count).map { _ in value(&rng, depth: depth - 1, pool: &pool) }))
    } else {
      made = .record(
        Record((0..<count).map { k in ("f\(k)", value(&rng, depth: depth - 1, pool: &pool)) }))
    }
    // Now and then an element replaced in place, which leaves the depth a bound.
    if case .list(var list) = made, !list.isEmpty, rng.next() % 3 == 0 {
      list.replace(at: 0, with: .int(0))
      made = .list(list)
    }
    pool.append(made)
    return made
  }

  @Test(arguments: 0..<40) func equalsTheBruteForceCount(seed: Int) {
    print("UnfoldedSizeTests seed \(seed)")
    var rng = SeededRandom(seed: UInt64(seed))
    var pool: [Value] = []
    for _ in 0..<20 {
      let v = Self.value(&rng, depth: 6, pool: &pool)
      var memo: [UnsafeRawPointer: Int] = [:]
      let expected = Self.bruteForce(v)
      #expect(Interpreter.unfolded(v, depth: 0, cap: .max, memo: &memo) == expected)
      var fresh: [UnsafeRawPointer: Int] = [:]
      let cap = max(1, expected / 2)
      #expect(Interpreter.unfolded(v, depth: 0, cap: cap, memo: &fresh) == min(cap, expected))
    }
  }

  @Test func scalarsInsideAreCountedWithoutAWalkAndAlike() {
    let records: Value = .list(
      Value.List((0..<1_000).map { .record(Record([("id", .int($0)), ("text", .int(0))])) }))
    var memo: [UnsafeRawPointer: Int] = [:]
    #expect(Interpreter.unfolded(records, depth: 0, cap: .max, memo: &memo) == 1 + 1_000 * 3)
    // Only the list of records is remembered: its records hold scalars.
    #expect(memo.count == 1)
  }

  @Test func sharedStructureCountsEachAppearance() {
    var x: Value = .list([.int(1)])
    for _ in 0..<40 { x = .list(Value.List([x, x])) }
    var memo: [UnsafeRawPointer: Int] = [:]
    // 2^41 - 1 containers and 2^40 scalars, capped.
    #expect(
      Interpreter.unfolded(x, depth: 0, cap: 1 << 50, memo: &memo) == (1 << 41) - 1 + (1 << 40))
  }
}
