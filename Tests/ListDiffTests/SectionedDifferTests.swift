import TestSupport
import Testing

@testable import ListDiff

/// The sectioned diff: exhaustive small cases replayed to the target with minimal moves (the
/// model's tests replay every plan through the table: `PlannerTests`).
@Suite struct SectionedDifferTests {
  /// Every way to write up to `length` letters of `alphabet` as two sections.
  static func twoSections(upTo length: Int, _ alphabet: [String]) -> [[[String]]] {
    SmallCases.twoSections(upTo: length, over: alphabet)
  }

  /// The links the documented policy makes.
  ///
  /// Within linked sections first, then across, each pairing equal identities in order of
  /// appearance. Old and new rows as (section, row).
  static func policyLinks(
    _ old: [[String]], _ new: [[String]], sectionOfNew: (Int) -> Int?
  ) -> [ListIndexPath: ListIndexPath] {
    var links: [ListIndexPath: ListIndexPath] = [:]  // new -> old
    var taken = Set<ListIndexPath>()
    func pair(_ olds: [ListIndexPath], _ news: [ListIndexPath]) {
      // Each identity's untaken old rows, in order: the next new row with it takes the first.
      var queues: [String: [ListIndexPath]] = [:]
      for o in olds where !taken.contains(o) {
        queues[old[o.section][o.row], default: []].append(o)
      }
      var next: [String: Int] = [:]
      for n in news where links[n] == nil {
        let id = new[n.section][n.row]
        let k = next[id, default: 0]
        if let queue = queues[id], k < queue.count {
          links[n] = queue[k]
          taken.insert(queue[k])
          next[id] = k + 1
        }
      }
    }
    func paths(_ sections: [[String]], _ which: [Int]) -> [ListIndexPath] {
      which.flatMap { s in sections[s].indices.map { ListIndexPath(s, $0) } }
    }
    let linked = new.indices.compactMap { t in sectionOfNew(t).map { (s: $0, t: t) } }
    for (s, t) in linked { pair(paths(old, [s]), paths(new, [t])) }
    pair(paths(old, linked.map(\.s)), paths(new, linked.map(\.t)))
    return links
  }

  /// The fewest moves that explain `links` (new path → old path): every row that changed
  /// section, plus, in each section, the rows off a longest increasing run of old rows.
  static func minimalMoves(
    _ new: [[String]], _ links: [ListIndexPath: ListIndexPath], longestRun: ([Int]) -> Int
  ) -> Int {
    var moves = 0
    for t in new.indices {
      var sameSection: [Int] = []
      for q in new[t].indices {
        guard let o = links[ListIndexPath(t, q)] else { continue }
        if o.section == t { sameSection.append(o.row) } else { moves += 1 }
      }
      moves += sameSection.count - longestRun(sameSection)
    }
    return moves
  }

  /// Rebuilds the new sections from the old ones and the changeset, as UIKit applies a batch;
  /// nil when the changeset does not describe a consistent update.
  static func replay(_ old: [[String]], _ new: [[String]], _ c: SectionedChangeset) -> [[String]]? {
    // Which old section each new one is, from the section-level changes.
    guard
      let sectionOrder = DifferTests.replay(
        Array(old.indices).map(String.init),
        new.indices.map { "new\($0)" }, c.sections, keepingOld: true)
    else { return nil }
    var result: [[String]] = []
    for (t, source) in sectionOrder.enumerated() {
      guard let s = Int(source) else {
        result.append(new[t])  // an inserted section arrives with its rows
        continue
      }
      let moved = Set(c.moves.map(\.from))
      let deleted = Set(c.deletes)
      var stay = old[s].indices.filter {
        !deleted.contains(ListIndexPath(s, $0)) && !moved.contains(ListIndexPath(s, $0))
      }.map { old[s][$0] }
      var rows = [String?](repeating: nil, count: new[t].count)
      for p in c.inserts where p.section == t {
        guard rows.indices.contains(p.row), rows[p.row] == nil else { return nil }
        rows[p.row] = new[t][p.row]
      }
      for m in c.moves where m.to.section == t {
        guard rows.indices.contains(m.to.row), rows[m.to.row] == nil else { return nil }
        rows[m.to.row] = old[m.from.section][m.from.row]
      }
      for q in rows.indices where rows[q] == nil {
        guard !stay.isEmpty else { return nil }
        rows[q] = stay.removeFirst()
      }
      guard stay.isEmpty else { return nil }
      result.append(rows.compactMap { $0 })
    }
    return result
  }

  /// Up to 4 rows in all by default (547 layouts, 299,209 pairs, about a minute in a debug
  /// build); `LISTSCRIPT_EXHAUSTIVE_ROWS=5` runs up to 5 (2,005 layouts, 4,020,025 pairs).
  static let exhaustiveRows = Int(TestEnvironment.value("LISTSCRIPT_EXHAUSTIVE_ROWS") ?? "") ?? 4
  static let layouts = twoSections(upTo: exhaustiveRows, ["a", "b", "c"])

  @Test func layoutCounts() {
    #expect(Self.twoSections(upTo: 4, ["a", "b", "c"]).count == 547)
    #expect(Self.twoSections(upTo: 5, ["a", "b", "c"]).count == 2_005)
  }

  /// Every pair of two-section layouts, the old side split in 8 parts that run in parallel.
  @Test(arguments: 0..<8)
  func everyTwoSectionPairReplaysWithMinimalMoves(part: Int) {
    let all = Self.layouts
    var checked = 0
    for (k, old) in all.enumerated() where k % 8 == part {
      for new in all {
        let c = Differ.diff(
          sections: old, to: new, sectionIdentity: { i, _ in i },
          sectionContentEquals: { _, _ in true },
          items: { $0 }, identity: { $0 }, contentEquals: ==)
        guard let replayed = Self.replay(old, new, c), replayed == new else {
          Issue.record("\(old) -> \(new): \(c) does not replay")
          return
        }
        let links = Self.policyLinks(old, new) { $0 }
        let moves = Self.minimalMoves(new, links, longestRun: DifferTests.bruteLIS)
        #expect(c.moves.count == moves, "\(old) -> \(new)")
        #expect(
          c.deletes.count + c.inserts.count == old.joined().count + new.joined().count - 2
            * links.count)
        checked += 1
      }
    }
    #expect(checked == all.count * all.indices.filter { $0 % 8 == part }.count)
  }

  /// Seeded random pairs of up to 1,000 rows in up to 5 sections (ids repeat, rows move between
  /// sections, sections come and go): each replays with minimal moves for the documented linking.
  @Test(arguments: 0..<4)
  func randomPairsUpToAThousandRows(part: Int) {
    for seed in (part * 500)..<(part * 500 + 500) {
      var rng = TestRandom(seed: UInt64(seed))
      let size = 1 + Int(rng.next() % 1_000)
      let alphabet = 1 + Int(rng.next() % UInt64(size))
      func layout() -> [[String]] {
        let sections = 1 + Int(rng.next() % 5)
        var result = [[String]](repeating: [], count: sections)
        for _ in 0..<Int(rng.next() % UInt64(size + 1)) {
          result[Int(rng.next() % UInt64(sections))].append("x\(rng.next() % UInt64(alphabet))")
        }
        return result
      }
      let old = layout()
      let new = layout()
      let c = Differ.diff(
        sections: old, to: new, sectionIdentity: { i, _ in i },
        sectionContentEquals: { _, _ in true },
        items: { $0 }, identity: { $0 }, contentEquals: ==)
      guard let replayed = Self.replay(old, new, c), replayed == new else {
        Issue.record("seed \(seed): does not replay")
        return
      }
      let links = Self.policyLinks(old, new) { $0 < old.count ? $0 : nil }
      let moves = Self.minimalMoves(new, links) { Differ.longestIncreasingSubsequence($0).count }
      #expect(c.moves.count == moves, "seed \(seed)")
      // Rows of sections that stay are deleted or inserted exactly when they are not linked.
      #expect(c.deletes.count == old.prefix(new.count).joined().count - links.count, "seed \(seed)")
      #expect(c.inserts.count == new.prefix(old.count).joined().count - links.count, "seed \(seed)")
    }
  }
}

/// The sectioned diff with links left unchecked where equal contents imply equal identities:
/// the checked diff's changeset, with collisions forced and without.
@Suite struct SectionedUncheckedLinkTests {
  typealias Row = UncheckedLinkTests.Row

  /// Colliding keys (three for thirty identities) within and across sections: a failed check
  /// links the rows again with checks, and the answer is the checked diff's.
  @Test(arguments: 1...20) func collisionsGiveTheCheckedChangeset(seed: UInt64) {
    print("SectionedUncheckedLinkTests seed \(seed)")
    var random = TestRandom(seed: seed)
    func layout() -> [[Row]] {
      (0..<(1 + Int(random.next() % 3))).map { _ in
        UncheckedLinkTests.rows(Int(random.next() % 30), &random, pool: 30)
      }
    }
    let (old, new) = (layout(), layout())
    let unchecked = Differ.sectionedDiff(
      sections: old, to: new, sectionIdentity: { i, _ in i },
      sectionContentEquals: { _, _ in true }, items: { $0 }, identity: { $0.id },
      contentEquals: ==, recreating: [], checking: false)
    let checked = Differ.diff(
      sections: old, to: new, sectionIdentity: { i, _ in i },
      sectionContentEquals: { _, _ in true }, items: { $0 }, identity: { $0.id },
      contentEquals: ==)
    let implied = Differ.diff(
      sections: old, to: new, sectionIdentity: { i, _ in i },
      sectionContentEquals: { _, _ in true }, items: { $0 }, identity: { $0.id },
      contentEqualsImplyingIdentity: ==)
    #expect(implied == checked, "seed \(seed)")
    if let unchecked { #expect(unchecked == checked, "seed \(seed): an unchecked answer stood") }
    // Some seeds must take the way back (the check meets a link between unequal identities).
    if seed == 1 { #expect(unchecked == nil) }
  }

  /// One section on each side is diffed as a flat list: the same changeset as the general way
  /// gives with an empty second section on both sides (checked and unchecked, collisions
  /// forced and not).
  @Test(arguments: 1...40) func oneSectionIsTheGeneralWay(seed: UInt64) {
    var random = TestRandom(seed: seed)
    let pool: UInt64 = seed % 2 == 0 ? 30 : 3  // 3: no key collides, every identity repeats
    let old = UncheckedLinkTests.rows(Int(random.next() % 120), &random, pool: pool)
    let new = UncheckedLinkTests.rows(Int(random.next() % 120), &random, pool: pool)
    func diff(_ old: [[Row]], _ new: [[Row]], implied: Bool) -> SectionedChangeset {
      implied
        ? Differ.diff(
          sections: old, to: new, sectionIdentity: { i, _ in i },
          sectionContentEquals: { _, _ in true }, items: { $0 }, identity: { $0.id },
          contentEqualsImplyingIdentity: ==)
        : Differ.diff(
          sections: old, to: new, sectionIdentity: { i, _ in i },
          sectionContentEquals: { _, _ in true }, items: { $0 }, identity: { $0.id },
          contentEquals: ==)
    }
    for implied in [false, true] {
      let one = diff([old], [new], implied: implied)
      let general = diff([old, []], [new, []], implied: implied)
      #expect(one == general, "seed \(seed), implied \(implied)")
    }
  }
}
