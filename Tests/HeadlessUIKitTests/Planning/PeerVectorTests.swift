import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// The peers' own test vectors (`diff-engines.md` §6): our changeset for each, its move count
/// against the peer's, and every plan replayed through the table model to the target.
@Suite struct PeerVectorTests {
  /// `M(id, flag)` of DifferenceKit's tests: identity `id`, content `(id, flag)`.
  static func m(_ id: Int, _ flag: Bool) -> Row {
    Row(id, text: "\(id)\(flag ? "t" : "f")")
  }

  static func chars(_ s: String) -> [Row] { s.map { .name(String($0)) } }
  static func words(_ s: String) -> [Row] { s.split(separator: " ").map { .name(String($0)) } }
  static func ints(_ xs: [Int]) -> [Row] { xs.map(Row.number) }

  struct Flat: CustomTestStringConvertible, Sendable {
    var name: String
    var old: [Row]
    var new: [Row]
    /// The peer's move count for this input.
    var peerMoves: Int
    /// Ours, exactly.
    var moves: Int
    var deletes: [Int]? = nil
    var inserts: [Int]? = nil
    var updates: [Int]? = nil
    var testDescription: String { name }
  }

  static let flat: [Flat] = [
    Flat(
      name: "V1 DifferenceKit mixed", old: [m(0, false), m(1, false), m(2, false)],
      new: [m(2, false), m(4, false), m(0, true), m(3, false)], peerMoves: 1, moves: 1,
      deletes: [1], inserts: [1, 3], updates: [0]),
    Flat(
      name: "V2 [0,1,2]->[1,2,0]", old: ints([0, 1, 2]), new: ints([1, 2, 0]), peerMoves: 2,
      moves: 1),
    Flat(
      name: "V2 [0,1,2]->[2,0,1]", old: ints([0, 1, 2]), new: ints([2, 0, 1]), peerMoves: 1,
      moves: 1),
    Flat(
      name: "V2 reversal", old: ints([0, 1, 2, 3]), new: ints([3, 2, 1, 0]), peerMoves: 3, moves: 3),
    Flat(
      name: "V3 DifferenceKit duplicates", old: ints([0, 1, 2, 0]), new: ints([0, 4, 0, 1, 2]),
      peerMoves: 1, moves: 1, deletes: [], inserts: [1]),
    Flat(
      name: "V7 IGListKit", old: ints(Array(0...8)), new: ints([0, 2, 3, 4, 7, 6, 9, 5, 10]),
      peerMoves: 2, moves: 2, deletes: [1, 8], inserts: [6, 8]),
    Flat(
      name: "V8 IGListKit swap", old: ints([1, 2, 3, 4]), new: ints([2, 4, 5, 3]), peerMoves: 2,
      moves: 1, deletes: [0], inserts: [2]),
    Flat(
      name: "V9 Heckel's sentence",
      old: words(
        "much writing is like snow , a mass of long words and phrases falls upon the relevant facts covering up the details ."
      ),
      new: words(
        "a mass of latin words falls upon the relevant facts like soft snow , covering up the details ."
      ), peerMoves: 3, moves: 3, deletes: [0, 1, 2, 9, 11, 12], inserts: [3, 11]),
    Flat(
      name: "V10 IGListKit updates",
      old: [
        Row(0, text: "0"),
        Row(1, text: "1"),
        Row(2, text: "2"),
      ],
      new: [
        Row(2, text: "3"),
        Row(1, text: "1"),
        Row(0, text: "0"),
      ],
      peerMoves: 2, moves: 2, updates: [2]),
    Flat(
      name: "V13 kitten->sitting", old: chars("kitten"), new: chars("sitting"), peerMoves: 0,
      moves: 0, deletes: [0, 4], inserts: [0, 4, 6]),
    Flat(
      name: "V13 1362->31526", old: chars("1362"), new: chars("31526"), peerMoves: 2, moves: 2,
      inserts: [2]),
    Flat(
      name: "V13 Oh Hi->Hi Oh", old: chars("Oh Hi"), new: chars("Hi Oh"), peerMoves: 3, moves: 3),
    Flat(
      name: "V13 gitten->sitting", old: chars("gitten"), new: chars("sitting"), peerMoves: 1,
      moves: 1, deletes: [4], inserts: [0, 4]),
    Flat(
      name: "V13 12345->12435", old: chars("12345"), new: chars("12435"), peerMoves: 1, moves: 1),
    Flat(
      name: "V15 [1,2,3,4]->[4,1,3,5]", old: ints([1, 2, 3, 4]), new: ints([4, 1, 3, 5]),
      peerMoves: 1, moves: 1, deletes: [1], inserts: [3]),
    Flat(
      name: "V15 [1,2,3,4]->[2,3,1]", old: ints([1, 2, 3, 4]), new: ints([2, 3, 1]), peerMoves: 1,
      moves: 1, deletes: [3]),
    // The documented duplicate policy pairs the only old 4 with the first new 4, which is one
    // move; Differ's LCS pairs it with the last one instead (a delete and an insert at 0).
    Flat(
      name: "V15 [1,2,3,4]->[4,2,3,4]", old: ints([1, 2, 3, 4]), new: ints([4, 2, 3, 4]),
      peerMoves: 0, moves: 1, deletes: [0], inserts: [3]),
    Flat(
      name: "V16 Presents 6 -> 4",
      old: words("Hannukah Menorah Dreidel Xmas Tree Lights Presents NewYears Champagne"),
      new: words("Hannukah Menorah Dreidel Xmas Presents Tree Lights NewYears Champagne"),
      peerMoves: 1, moves: 1),
    Flat(
      name: "V16 last two to the front",
      old: words("Hannukah Menorah Dreidel Xmas Tree Lights Presents NewYears Champagne"),
      new: words("NewYears Champagne Hannukah Menorah Dreidel Xmas Tree Lights Presents"),
      peerMoves: 2, moves: 2),
    // Three "Presents", the first two dropped: the policy keeps the first and deletes the
    // surplus at the end, so the kept one moves; Swift's Myers diff keeps the last one.
    Flat(
      name: "V16 duplicated Presents",
      old: words("a b c Presents d e f Presents g h Presents"),
      new: words("a b c d e f g h Presents"),
      peerMoves: 0, moves: 1, deletes: [7, 10], inserts: []),
    Flat(
      name: "V17 sitting->kitten", old: chars("sitting"), new: chars("kitten"), peerMoves: 0,
      moves: 0, deletes: [0, 4, 6], inserts: [0, 4]),
    Flat(name: "V17 abc->cba", old: chars("abc"), new: chars("cba"), peerMoves: 2, moves: 2),
    Flat(
      name: "V17 12345->15234", old: chars("12345"), new: chars("15234"), peerMoves: 4, moves: 1),
    Flat(
      name: "V17 abc->aBc", old: chars("abc"), new: chars("aBc"), peerMoves: 0, moves: 0,
      deletes: [1], inserts: [1]),
    Flat(
      name: "V17 users",
      old: [
        Row(1, text: "a"),
        Row(2, text: "b"),
      ],
      new: [
        Row(1, text: "a"),
        Row(2, text: "a"),
        Row(3, text: "c"),
      ],
      peerMoves: 0, moves: 0, deletes: [], inserts: [2], updates: [1]),
    Flat(
      name: "V18 RxDataSources update and move", old: [m(0, false), m(1, false), m(2, false)],
      new: [m(1, true), m(0, false), m(2, false)], peerMoves: 1, moves: 1, updates: [1]),
    Flat(
      name: "V18 [0,1,2]->[1,2,0]", old: ints([0, 1, 2]), new: ints([1, 2, 0]), peerMoves: 2,
      moves: 1),
    Flat(
      name: "V19 TableAdapter duplicates", old: ints([1, 1, 4, 5]), new: ints([1, 1]), peerMoves: 0,
      moves: 0, deletes: [2, 3], inserts: []),
    Flat(name: "V20 rotation", old: chars("abc"), new: chars("bca"), peerMoves: 1, moves: 1),
    Flat(
      name: "V11 first to last", old: chars("abcde"), new: chars("bcdea"), peerMoves: 1, moves: 1),
  ]

  @Test(arguments: flat)
  func flatVector(_ v: Flat) {
    let c = Row.changeset(from: v.old, to: v.new)
    #expect(c.moves.count == v.moves, "\(c)")
    if v.moves > v.peerMoves {
      // Only where the documented duplicate policy decides differently from an LCS.
      #expect(
        Set(v.old.map(\.identity)).count < v.old.count
          || Set(v.new.map(\.identity)).count < v.new.count)
    }
    if let d = v.deletes { #expect(c.deletes == d) }
    if let i = v.inserts { #expect(c.inserts == i) }
    if let u = v.updates { #expect(c.updates.map(\.old) == u) }
    for plan in [UpdatePlan.staged, .single, .sectionsThenRows] {
      _ = PlannerTests.check(
        [SectionSnapshot<Row>(items: v.old)], [SectionSnapshot<Row>(items: v.new)], plan, v.name
      )
    }
  }

  /// V11: IGListKit's batch result against our single batch.
  ///
  /// IGListKit's `resultForBatchUpdates` turns every update into a delete and an insert
  /// (deletes 0, 1, 2, 5; inserts 0, 3, 4, 5) and keeps one move. Ours keeps the same move,
  /// rewrites only the update that moves (id 3) and reloads the two UIKit can reload in place.
  @Test func igListKitBatchResult() throws {
    func item(_ id: Int, _ v: Int) -> Row { Row(id, text: "\(v)") }
    let old = (1...6).map { item($0, 1) }
    let new = [item(2, 2), item(5, 1), item(4, 1), item(7, 1), item(6, 2), item(3, 2)]
    let batch = Planner.plan(from: old, to: new, using: .single).batches
    #expect(batch.count == 1)
    #expect(
      batch.first?.calls == [
        .deleteRows([ListIndexPath(0, 0), ListIndexPath(0, 2)]),
        .insertRows([ListIndexPath(0, 3), ListIndexPath(0, 5)]),
        .moveRow(ListIndexPath(0, 4), ListIndexPath(0, 1)),
        .reloadRows([ListIndexPath(0, 1), ListIndexPath(0, 5)]),
      ])
    _ = PlannerTests.check(
      [SectionSnapshot<Row>(items: old)], [SectionSnapshot<Row>(items: new)], .single, "V11")
  }

  /// V4: distinct identities with equal hashes are still distinct.
  @Test func hashCollisions() {
    struct Collide: Hashable {
      var name: String
      func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }
    let c = Differ.diff(
      from: [Collide(name: "A0"), Collide(name: "A1")],
      to: [Collide(name: "A0"), Collide(name: "A2")],
      identity: { $0 }, contentEquals: ==)
    #expect(c.deletes == [1])
    #expect(c.inserts == [1])
    #expect(c.moves.isEmpty)
  }

  static func section(_ id: Int, _ items: [Int], title: String = "") -> SectionSnapshot<Row> {
    SectionSnapshot<Row>(
      info: Row(id, text: title),
      items: items.map(Row.number))
  }

  struct Sectioned: CustomTestStringConvertible, Sendable {
    var name: String
    var old: [SectionSnapshot<Row>]
    var new: [SectionSnapshot<Row>]
    var sectionMoves: Int
    var rowMoves: Int
    var expected: String
    var testDescription: String { name }
  }

  static let sectioned: [Sectioned] = [
    Sectioned(
      name: "V5 DifferenceKit sections",
      old: [section(0, [0]), section(1, [1]), section(2, [2]), section(3, [3])],
      new: [section(3, [3]), section(4, [4]), section(0, [0]), section(2, [2], title: "changed")],
      sectionMoves: 1, rowMoves: 0,
      expected: "delete section 1\ninsert section 1\nmove section 3 -> 0\nupdate section 2 (now 3)"),
    Sectioned(
      name: "V6 duplicate section ids", old: [section(0, [0]), section(0, [1]), section(1, [2])],
      new: [section(1, [2]), section(0, [0]), section(0, [1])], sectionMoves: 1, rowMoves: 0,
      expected: "move section 2 -> 0"),
    Sectioned(
      name: "V14 Differ nested 1", old: [section(1, [1]), section(0, [2, 1])],
      new: [section(0, [1, 2]), section(1, [1])], sectionMoves: 1, rowMoves: 1,
      expected: "move section 1 -> 0\nmove 1:1 -> 0:0"),
    Sectioned(
      name: "V14 Differ nested 2", old: [section(0, [0, 1]), section(1, [2, 3])],
      new: [section(1, [3, 2]), section(0, [0, 1]), section(2, [12])], sectionMoves: 1, rowMoves: 1,
      expected: "insert section 2\nmove section 1 -> 0\nmove 1:1 -> 0:0"),
    // RxDataSources' hard case, which one naive batch crashes on.
    Sectioned(
      name: "RxDataSources hard case", old: [section(1, [1111]), section(2, [2222])],
      new: [section(2, [0]), section(1, [])], sectionMoves: 1, rowMoves: 0,
      expected: "move section 1 -> 0\ndelete 0:0, 1:0\ninsert 0:0"),
    // V12: IGListKit's batch clean-up turns a section move with row deletes in that section into
    // a delete and an insert; our single batch does the same.
    Sectioned(
      name: "V12 IGListKit clean-up",
      old: (0..<6).map {
        section($0, [$0 * 10, $0 * 10 + 1, $0 * 10 + 2, $0 * 10 + 3, $0 * 10 + 4])
      },
      new: [0, 1, 3, 4, 2, 5].map { s in
        section(
          s, (0..<5).map { s * 10 + $0 }.filter { !(s == 2 && $0 == 20) && !(s == 3 && $0 == 34) })
      }, sectionMoves: 1, rowMoves: 0,
      expected: "move section 2 -> 4\ndelete 2:0, 3:4"),
  ]

  @Test(arguments: sectioned)
  func sectionedVector(_ v: Sectioned) {
    let c = Differ.diff(sections: v.old, to: v.new)
    #expect(c.description == v.expected)
    #expect(c.sections.moves.count == v.sectionMoves)
    #expect(c.moves.count == v.rowMoves)
    for plan in [UpdatePlan.staged, .single, .sectionsThenRows] {
      _ = PlannerTests.check(v.old, v.new, plan, v.name)
    }
  }

  @Test func igListKitCleanUpAsOneBatch() {
    let v = Self.sectioned[5]
    let batch = Planner.plan(from: v.old, to: v.new, using: .single).batches
    #expect(
      batch.first?.calls == [
        .deleteSections([2]), .insertSections([4]), .deleteRows([ListIndexPath(3, 4)]),
      ])
  }
}
