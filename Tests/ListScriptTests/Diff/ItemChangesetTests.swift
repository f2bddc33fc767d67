import HeadlessUIKit
import ListDiff
import ListScript
import Testing

/// `TableItem.changeset(from:to:)` — the flat diff a type may compile itself — and the
/// one-section way of `Differ.diff(sections:to:recreating:)` that calls it.
@Suite struct ItemChangesetTests {
  /// A row type that keeps the default `changeset(from:to:)`: identity `id`, content the whole.
  struct Row: TableItem {
    var id: Int
    var text: Int
    var identity: Row { Row(id: id, text: 0) }
    var description: String { "\(id):\(text)" }
  }

  /// Records with repeated ids, plain integers and strings (mixed kinds link only to equal
  /// identities).
  static func values(_ count: Int, _ random: inout SeededRandom) -> [Value] {
    (0..<count).map { _ in
      switch random.next() % 5 {
      case 0: .int(Int(random.next() % 20))
      case 1: .string("s\(random.next() % 10)")
      default:
        .record(
          Record([("id", .int(Int(random.next() % 40))), ("text", .int(Int(random.next() % 2)))]))
      }
    }
  }

  /// The values' own changeset is the generic diff's, checked link by link.
  @Test(arguments: 1...30) func valuesGiveTheGenericChangeset(seed: UInt64) {
    print("ItemChangesetTests seed \(seed)")
    var random = SeededRandom(seed: seed)
    let old = Self.values(Int(random.next() % 150), &random)
    let new = Self.values(Int(random.next() % 150), &random)
    let generic = Differ.diff(from: old, to: new, identity: { $0.identity }, contentEquals: ==)
    #expect(Value.changeset(from: old, to: new) == generic, "seed \(seed)")
  }

  /// A type without its own changeset gets the generic diff's.
  @Test(arguments: 1...20) func theDefaultIsTheGenericChangeset(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    func rows() -> [Row] {
      (0..<Int(random.next() % 100)).map { _ in
        Row(id: Int(random.next() % 30), text: Int(random.next() % 2))
      }
    }
    let (old, new) = (rows(), rows())
    let generic = Differ.diff(from: old, to: new, identity: \.id, contentEquals: ==)
    #expect(Row.changeset(from: old, to: new) == generic, "seed \(seed)")
  }

  /// One section on each side gives what the general sectioned diff gives, whatever the
  /// sections' infos say (the same, updated, another identity: not linked) and when the
  /// section is recreated.
  @Test(arguments: 1...40) func oneSectionIsTheGeneralWay(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let infos: [Value?] = [
      nil, .record(Record([("id", .int(1)), ("title", .string("a"))])),
      .record(Record([("id", .int(1)), ("title", .string("b"))])),
      .record(Record([("id", .int(2))])),
    ]
    let old = SectionSnapshot(
      info: infos[Int(random.next() % 4)], items: Self.values(Int(random.next() % 120), &random))
    let new = SectionSnapshot(
      info: infos[Int(random.next() % 4)], items: Self.values(Int(random.next() % 120), &random))
    let recreating: Set<Int> = random.next() % 4 == 0 ? [0] : []
    let general = Differ.diff(
      sections: [old], to: [new], sectionIdentity: { $1.identity(at: $0) },
      sectionContentEquals: { $0.info == $1.info }, items: { $0.items },
      identity: { $0.identity }, contentEquals: ==, recreating: recreating)
    #expect(
      Differ.diff(sections: [old], to: [new], recreating: recreating) == general,
      "seed \(seed): infos \(String(describing: old.info)), \(String(describing: new.info)), recreating \(recreating)"
    )
  }

  /// The section-level part: an info that changes under the same identity updates the section;
  /// another identity deletes and inserts it, and its rows go and come with it.
  @Test func sectionLevelChanges() {
    let a = Value.record(Record([("id", .int(1)), ("title", .string("a"))]))
    let b = Value.record(Record([("id", .int(1)), ("title", .string("b"))]))
    let c = Value.record(Record([("id", .int(2))]))
    let rows: [Value] = [.int(1), .int(2)]
    let updated = Differ.diff(
      sections: [SectionSnapshot(info: a, items: rows)], to: [SectionSnapshot(info: b, items: rows)]
    )
    #expect(updated.sections.updates == [.init(old: 0, new: 0)])
    #expect(updated.deletes.isEmpty && updated.inserts.isEmpty)
    let replaced = Differ.diff(
      sections: [SectionSnapshot(info: a, items: rows)], to: [SectionSnapshot(info: c, items: rows)]
    )
    #expect(replaced.sections.deletes == [0] && replaced.sections.inserts == [0])
    #expect(replaced.deletes.isEmpty && replaced.inserts.isEmpty && replaced.moves.isEmpty)
  }
}
