import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// The diff engine through the language's values, which take the engine's fast ways (their
/// own fingerprint, links left unchecked when equal values have equal identities): the links
/// and changesets are the checked ones.
@Suite struct ValueDiffTests {
  /// Colliding seeds aside, string values link as the strings they hold.
  @Test(arguments: 1...30) func valuesLinkAsTheirStrings(seed: UInt64) {
    print("ValueDiffTests seed \(seed)")
    var random = SeededRandom(seed: seed)
    let old = (0..<Int(random.next() % 200)).map { _ in "id\(random.next() % 40)" }
    let new = (0..<Int(random.next() % 200)).map { _ in "id\(random.next() % 40)" }
    let strings = Differ.links(from: old, to: new, identity: { $0 })
    let values = Differ.links(
      from: old.map(Value.string), to: new.map(Value.string), identity: { $0 })
    #expect(values == strings)
  }

  /// An integral decimal is the integer it equals, in fingerprints as in `==`.
  @Test func anIntegralDecimalHasItsIntegersFingerprint() {
    #expect(Value.decimal(3) == Value.int(3))
    #expect(Value.decimal(3).diffFingerprint == Value.int(3).diffFingerprint)
  }

  /// Without collisions the unchecked links stand, and the changeset is the checked one's:
  /// records, duplicates included.
  @Test(arguments: 1...10) func uncheckedLinksGiveTheCheckedChangeset(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    func list() -> [Value] {
      (0..<Int(random.next() % 300)).map { _ in
        .record(
          Record([
            ("id", .string("id\(random.next() % 50)")), ("text", .int(Int(random.next() % 2))),
          ]))
      }
    }
    let (old, new) = (list(), list())
    let unchecked = Differ.diffCheckingChangedLinks(old, new, \.identity, ==)
    let checked = Differ.diff(from: old, to: new, identity: \.identity, contentEquals: ==)
    #expect(unchecked == checked, "seed \(seed)")
    #expect(Differ.diff(from: old, to: new) == checked, "seed \(seed)")
  }

  /// The language's values through `SectionSnapshot` (which takes the unchecked way for them)
  /// against the checked diff: records with string ids, repeated, moving between sections.
  @Test(arguments: 1...10) func valuesGiveTheCheckedChangeset(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    func layout() -> [SectionSnapshot<Value>] {
      (0..<(1 + Int(random.next() % 4))).map { _ in
        SectionSnapshot(
          items: (0..<Int(random.next() % 200)).map { _ in
            .record(
              Record([
                ("id", .string("id\(random.next() % 60)")),
                ("text", .int(Int(random.next() % 2))),
              ]))
          })
      }
    }
    let (old, new) = (layout(), layout())
    let checked = Differ.diff(
      sections: old, to: new, sectionIdentity: { $1.identity(at: $0) },
      sectionContentEquals: { $0.info == $1.info }, items: { $0.items },
      identity: { $0.identity }, contentEquals: ==)
    #expect(Differ.diff(sections: old, to: new) == checked, "seed \(seed)")
  }

  /// From `Links.prefetchFrom` items the changeset asks for old records ahead of comparing
  /// them (`Value: DiffPrefetching`): shuffled records with repeated ids and changed texts
  /// give the checked changeset still.
  @Test(arguments: 1...3) func prefetchedRecordsGiveTheCheckedChangeset(seed: UInt64) {
    print("ValueDiffTests seed \(seed)")
    var random = SeededRandom(seed: seed)
    let count = Links.prefetchFrom / 2 + 500
    func record(_ k: Int) -> Value {
      .record(
        Record([
          ("id", .string("item-\(k % 10 == 9 ? k - 1 : k)-of-a-long-identifier")),
          ("text", .int(Int(random.next() % 3))),
        ]))
    }
    let old = (0..<count).map(record)
    var new = (0..<count).map(record)
    new.shuffle(using: &random)
    let checked = Differ.diff(from: old, to: new, identity: \.identity, contentEquals: ==)
    #expect(Differ.diff(from: old, to: new) == checked, "seed \(seed)")
    #expect(!checked.moves.isEmpty && !checked.updates.isEmpty)
  }

  /// The hint asks for what a record's first word names: its fields' storage, whose elements
  /// begin a header's length after it (if the layout moved, the hint would ask for nothing
  /// useful, silently).
  @Test func aRecordsFirstWordNamesItsFields() {
    let record = Record([("id", .string("an identifier longer than fifteen")), ("text", .int(1))])
    let value = Value.record(record)
    let word = withUnsafeBytes(of: value) { $0.load(as: UInt.self) }
    let fields = record.fields.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    #expect(fields > word && fields - word <= 64, "first word \(word), fields at \(fields)")
  }

  /// The hint reads a value's first word as an address to ask for, whatever the value holds:
  /// asking never faults, for every kind of value (the test passes by not crashing).
  @Test func everyKindOfValueCanBeAskedFor() {
    let values: [Value] = [
      .nil, .bool(true), .int(-1), .int(Int.max), .decimal(2.5), .string("ok"),
      .string(String(repeating: "long ", count: 20)), .list([.int(1)]), .list([]),
      .record(Record([("id", .int(1))])), .record(Record([])),
      .snapshot(DiffableSnapshot()), .range(IntRange(0, 3, closed: false)),
      .indexPath(ListIndexPath(0, 1)), .sectionSnapshot(DiffableSectionSnapshot()),
    ]
    values.withUnsafeBufferPointer { buffer in
      for k in buffer.indices {
        Value.prefetchStorage(at: UnsafeRawPointer(buffer.baseAddress! + k))
      }
    }
  }
}
