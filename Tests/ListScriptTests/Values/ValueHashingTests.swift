import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// `Value`'s equality and hashing agree on every pair of edge values (as swift-collections'
/// `checkHashable` asks), and ranges are compared, hashed and indexed without being built.
@Suite struct ValueHashingTests {
  static let edges: [Value] = {
    let big = 1 << 53
    var values: [Value] = [
      .int(0), .int(1), .int(-1), .int(big), .int(big + 1), .int(Int.min), .int(Int.max),
      .decimal(0), .decimal(-0.0), .decimal(Double(big)), .decimal(Double(big + 1)), .decimal(1.5),
      .decimal(.infinity), .decimal(-.infinity), .decimal(Double(Int.max)),
      .decimal(Double(Int.min)),
      .string(""), .string("0"), .bool(true), .bool(false), .nil,
      .list([]), .list([.int(0), .int(1), .int(2)]), .list([.int(0), .int(2)]),
      .list([.decimal(0), .int(1), .decimal(2)]), .list([.list([.int(1)]), .int(1)]),
      .range(IntRange(0, 3, closed: false)), .range(IntRange(0, 2, closed: true)),
      .range(IntRange(5, 5, closed: false)), .range(IntRange(5, 4, closed: true)),
      .range(IntRange(0, Int.max, closed: true)), .range(IntRange(0, Int.max, closed: false)),
      .range(IntRange(Int.min, Int.max, closed: true)),
      .indexPath(ListIndexPath(0, 1)),
      .record(Record([("a", .int(1)), ("b", .decimal(2))])),
      .record(Record([("b", .int(2)), ("a", .decimal(1))])),
    ]
    values.append(.list(values))
    return values
  }()

  @Test func equalValuesHashAlike() {
    var pairs = 0
    for a in Self.edges {
      for b in Self.edges {
        #expect((a == b) == (b == a), "symmetry: \(a) and \(b)")
        if a == b {
          pairs += 1
          #expect(a.hashValue == b.hashValue, "\(a) == \(b) but their hashes differ")
        }
      }
    }
    #expect(pairs > Self.edges.count)  // the equal pairs include more than each value with itself
  }

  @Test func exactAbove2To53() {
    let big = 1 << 53
    #expect(Value.int(big + 1) != .decimal(Double(big)))
    #expect(Set<Value>([.int(big + 1), .decimal(Double(big))]).count == 2)
    #expect(Value.int(big) == .decimal(Double(big)))
    #expect(Value.decimal(-0.0) == .int(0))
  }

  @Test func hugeRangesStayRanges() {
    let huge = Value.range(IntRange(0, Int.max, closed: false))
    #expect(huge.listElements == nil)
    #expect(huge != .list([.int(0)]))
    #expect(huge == .range(IntRange(0, Int.max - 1, closed: true)))
    #expect(huge != .range(IntRange(0, Int.max, closed: true)))
    #expect(Set([huge, huge]).count == 1)
    let r = runScript("print (0..<9223372036854775807)[3]\nprint len(0..<9223372036854775807)\n")
    #expect(r.status == .success)
    #expect(r.output == "3\n9223372036854775807\n")
  }
}

/// Values that share their structure compare and hash in time proportional to their distinct
/// parts (found by the fuzzer's grammar mode: `diff` of such lists hashed 2⁴⁰ elements).
@Suite struct SharedStructureTests {
  /// `x = [x, x]` (or `{a: x, b: x}`) `depth` times, from `leaf`.
  static func doubled(_ leaf: Value, depth: Int, record: Bool) -> Value {
    var x = leaf
    for _ in 0..<depth { x = record ? .record(Record([("a", x), ("b", x)])) : .list([x, x]) }
    return x
  }

  /// 2^60 leaves each: only comparing and hashing shared nodes once can end at all, so ending
  /// is the check (no clock).
  @Test(arguments: [false, true]) func builtApartTheyCompareAndHashQuickly(record: Bool) {
    let x = Self.doubled(.int(1), depth: 60, record: record)
    let y = Self.doubled(.int(1), depth: 60, record: record)
    let z = Self.doubled(.int(2), depth: 60, record: record)
    #expect(x == y)
    #expect(x != z)
    #expect(x.hashValue == y.hashValue)
    #expect(Set([x, y, z]).count == 2)
  }

  /// A shared list is rendered once and copied: the text is the same as for the same value
  /// built with no sharing, and a 2⁴⁰-element one reaches the limit quickly.
  @Test func sharedListsPrintAsTheirUnsharedCopies() throws {
    let shared = Self.doubled(.string("leaf text"), depth: 9, record: false)
    func unshared(_ depth: Int) -> Value {
      depth == 0 ? .string("leaf text") : .list([unshared(depth - 1), unshared(depth - 1)])
    }
    let text = try #require(shared.description(limit: 1_000_000))
    #expect(text == unshared(9).description(limit: 1_000_000))
    #expect(shared.plain(limit: 1_000_000) == unshared(9).plain(limit: 1_000_000))
    // 2^40 elements: rendering stops at the limit, or it would never end.
    #expect(Self.doubled(.int(1), depth: 40, record: false).description(limit: 16_000_000) == nil)
  }

  @Test func aDifferenceDeepDownIsFound() {
    // Equal but for one leaf, 30 levels down, on the last path.
    var x: Value = .int(1)
    var y: Value = .int(1)
    var differs: Value = .int(2)
    for _ in 0..<30 {
      x = .list([x, x])
      y = .list([y, differs])
      differs = .list([y, differs])
    }
    #expect(x != y)
    #expect(Self.doubled(.int(1), depth: 30, record: false) == x)
  }
}

/// `==`'s loop for flat records (fields in the same order, holding integers, strings, booleans
/// or `nil`) against the general comparison, on seeded random pairs that differ in field
/// order, in values, in kinds (an integer against the equal decimal) and in nesting.
@Suite struct FlatRecordEqualityTests {
  static func general(_ a: Value, _ b: Value) -> Bool {
    var memo: Set<Value.StoragePair>?
    return Value.equal(a, b, depth: 0, memo: &memo)
  }

  @Test(arguments: 1...8) func theFlatLoopAgreesWithTheGeneralComparison(seed: UInt64) {
    print("FlatRecordEqualityTests seed \(seed)")
    var random = SeededRandom(seed: seed)
    let scalars: [Value] = [
      .int(1), .decimal(1), .int(2), .string("caf\u{E9}"), .string("cafe\u{301}"), .string("a"),
      .string("b"),
      .bool(true), .bool(false), .nil, .list([.int(1)]), .record(Record([("x", .int(1))])),
    ]
    func record() -> Value {
      let names = ["id", "text", "height"].shuffled(using: &random)
      let count = Int(random.next() % 4)
      return .record(
        Record(
          names.prefix(count).map { ($0, scalars[Int(random.next() % UInt64(scalars.count))]) }))
    }
    var flatSeen = 0
    for _ in 0..<2_000 {
      let (a, b) = (record(), record())
      #expect((a == b) == Self.general(a, b), "\(a) vs \(b)")
      #expect((a == a) && Self.general(a, a))
      if case .record(let x) = a, case .record(let y) = b, Value.flatRecordsEqual(x, y) != nil {
        flatSeen += 1
      }
    }
    #expect(flatSeen > 100, "the flat loop decided only \(flatSeen) pairs")
  }
}
