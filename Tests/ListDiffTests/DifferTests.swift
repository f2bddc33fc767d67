import TestSupport
import Testing

@testable import ListDiff

/// The flat diff engine: every pair of sequences up to length 5 over a 3-letter alphabet
/// (duplicates included), replayed to the target, with moves minimal for the linking (the
/// model's tests replay them as UIKit batches: `ChangesetBatchTests`).
@Suite struct DifferTests {
  static let alphabet = ["a", "b", "c"]

  static func sequences(upTo length: Int) -> [[String]] {
    SmallCases.sequences(upTo: length, over: alphabet)
  }

  /// Rebuilds the new list from the old one and the changeset, as a batch update would.
  ///
  /// The survivors that do not move keep their order and fill the slots no insert or move takes.
  /// With `keepingOld`, survivors stay as the old items (to find which old item went where).
  static func replay(
    _ old: [String], _ new: [String], _ c: Changeset, keepingOld: Bool = false
  ) -> [String]? {
    let moved = Set(c.moves.map(\.from))
    var stay = old.indices.filter { !c.deletes.contains($0) && !moved.contains($0) }.map { old[$0] }
    var result = [String?](repeating: nil, count: new.count)
    for j in c.inserts {
      guard result.indices.contains(j), result[j] == nil else { return nil }
      result[j] = new[j]
    }
    for m in c.moves {
      guard result.indices.contains(m.to), result[m.to] == nil else { return nil }
      result[m.to] = old[m.from]
    }
    for j in result.indices where result[j] == nil {
      guard !stay.isEmpty else { return nil }
      result[j] = stay.removeFirst()
    }
    guard stay.isEmpty else { return nil }
    return result.compactMap { $0 }
  }

  /// The longest increasing subsequence by brute force, for tiny inputs.
  static func bruteLIS(_ values: [Int]) -> Int {
    var best = 0
    for mask in 0..<(1 << values.count) {
      let picked = values.indices.filter { mask & (1 << $0) != 0 }.map { values[$0] }
      if zip(picked, picked.dropFirst()).allSatisfy({ $0 < $1 }) { best = max(best, picked.count) }
    }
    return best
  }

  @Test func everyPairUpToLengthFiveReplaysWithMinimalMoves() {
    let all = Self.sequences(upTo: 5)
    #expect(all.count == 364)
    var pairs = 0
    for old in all {
      for new in all {
        let c = Differ.diff(from: old, to: new, identity: { $0 }, contentEquals: ==)
        guard let replayed = Self.replay(old, new, c), replayed == new else {
          Issue.record("\(old) -> \(new): \(c) does not replay")
          return
        }
        // Linked pairs in new order, as the duplicate policy pairs them.
        var seen: [String: Int] = [:]
        var oldPositions: [String: [Int]] = [:]
        for (i, x) in old.enumerated() { oldPositions[x, default: []].append(i) }
        var linked: [Int] = []
        for x in new {
          let k = seen[x, default: 0]
          if let list = oldPositions[x], k < list.count {
            linked.append(list[k])
            seen[x] = k + 1
          }
        }
        #expect(c.deletes.count == old.count - linked.count)
        #expect(c.moves.count == linked.count - Self.bruteLIS(linked), "\(old) -> \(new)")
        #expect(c.updates.isEmpty)
        pairs += 1
      }
    }
    #expect(pairs == 364 * 364)
  }

  @Test func movesAreMinimal() {
    #expect(
      Differ.diff(from: ["a", "b", "c"], to: ["b", "c", "a"], identity: { $0 }, contentEquals: ==)
        .moves.count == 1)
    let n = 10_000
    var rng = TestRandom(seed: 99)
    var items = Array(0..<n)
    for _ in 0..<100 {
      let from = Int(rng.next() % UInt64(n))
      let item = items.remove(at: from)
      items.insert(item, at: Int(rng.next() % UInt64(n)))
    }
    let c = Differ.diff(from: Array(0..<n), to: items, identity: { $0 }, contentEquals: ==)
    #expect(c.moves.count <= 100)
  }

  @Test func updatesAreLinkedPairsWhoseContentDiffers() {
    func item(_ id: Int, _ text: String) -> IdentifiableDiffTests.Row {
      IdentifiableDiffTests.Row(id: "\(id)", text: text)
    }
    let c = Differ.diff(
      from: [item(1, "a"), item(2, "b"), item(3, "c")],
      to: [item(3, "C"), item(1, "a"), item(2, "b")])
    #expect(c.updates == [Changeset.Update(old: 2, new: 0)])
    #expect(c.moves == [Changeset.Move(from: 2, to: 0)])
    #expect(c.description == "move 2 -> 0\nupdate 2 (now 0)")
  }

  @Test func longestIncreasingSubsequenceMatchesBruteForce() {
    var rng = TestRandom(seed: 5)
    for _ in 0..<2_000 {
      let values = (0..<Int(rng.next() % 9)).map { _ in Int(rng.next() % 6) }
      let lis = Differ.longestIncreasingSubsequence(values)
      #expect(lis.count == Self.bruteLIS(values), "\(values)")
      #expect(zip(lis, lis.dropFirst()).allSatisfy { $0 < $1 && values[$0] < values[$1] })
    }
  }

  /// Longer lists with unlinked positions (-1) against a quadratic dynamic programme: the
  /// marked values are increasing, never negative, and as many as the longest run's length.
  @Test(arguments: 1...20) func increasingRunMatchesQuadraticProgramme(seed: UInt64) {
    print("DifferTests seed \(seed)")
    var rng = TestRandom(seed: seed)
    let count = Int(rng.next() % 400)
    let spread = 1 + Int(rng.next() % 500)
    let values = (0..<count).map { _ in Int32(Int(rng.next() % UInt64(spread + 1)) - 1) }
    let keep = Differ.increasingRun(values)
    let marked = values.indices.filter { keep[$0] }.map { values[$0] }
    var best = [Int](repeating: 0, count: count)
    for k in values.indices where values[k] >= 0 {
      best[k] =
        1
        + (values.indices.prefix(k).filter { values[$0] >= 0 && values[$0] < values[k] }
          .map { best[$0] }.max() ?? 0)
    }
    #expect(marked.count == (best.max() ?? 0), "seed \(seed)")
    #expect(marked.allSatisfy { $0 >= 0 })
    #expect(zip(marked, marked.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed)")
  }

  /// Integer identities take other ways (a table indexed by value when they lie close
  /// together, otherwise a join on exact keys with no `==`); the changeset must be the one
  /// strings give for the same identities (a join on fingerprints, each link checked).
  @Test(arguments: ["dense", "spread", "clustering", "negative"])
  func integerTablesAgreeWithHashing(kind: String) {
    var rng = TestRandom(seed: 77)
    for round in 0..<300 {
      let count = Int(rng.next() % 60)
      func value() -> Int {
        let r = Int(rng.next() % 40)
        switch kind {
        case "dense": return r
        case "spread": return r * 1_000_003
        case "clustering": return r << 20  // every one lands on the same slot by value
        default: return -r * 7 - 1
        }
      }
      let old = (0..<count).map { _ in value() }
      let new = (0..<Int(rng.next() % 60)).map { _ in value() }
      let ints = Differ.diff(from: old, to: new, identity: { $0 }, contentEquals: ==)
      let strings = Differ.diff(
        from: old.map(String.init), to: new.map(String.init), identity: { $0 }, contentEquals: ==)
      #expect(ints == strings, "\(kind) round \(round): \(old) -> \(new)")
      if ints != strings { return }
    }
  }

  /// Integers that differ only in their high bits (the same slot, were they placed by value):
  /// the scrambled keys spread them, and the changeset is right.
  @Test func integersDifferingInHighBitsLink() {
    let old = (0..<3_000).map { $0 << 24 }
    let new = old.reversed() + [7]
    let c = Differ.diff(from: old, to: Array(new), identity: { $0 }, contentEquals: ==)
    #expect(c.moves.count == 2_999)
    #expect(c.inserts == [3_000])
  }
}

/// The `Identifiable` entry point gives what the closure form gives with `id` and `==`.
@Suite struct IdentifiableDiffTests {
  struct Row: Identifiable, Equatable {
    var id: String
    var text: String
  }

  @Test(arguments: 1...20) func agreesWithTheClosureForm(seed: UInt64) {
    var random = TestRandom(seed: seed)
    print("IdentifiableDiffTests seed \(seed)")
    func rows(_ count: Int) -> [Row] {
      (0..<count).map { _ in
        Row(id: "id\(random.next() % 40)", text: "t\(random.next() % 3)")
      }
    }
    let old = rows(Int(random.next() % 60))
    let new = rows(Int(random.next() % 60))
    let viaIdentifiable = Differ.diff(from: old, to: new)
    let viaClosures = Differ.diff(from: old, to: new, identity: { $0.id }, contentEquals: ==)
    #expect(viaIdentifiable == viaClosures)
    // Replayed by identity, the changeset rebuilds the new list's order.
    #expect(
      DifferTests.replay(old.map(\.id), new.map(\.id), viaIdentifiable) == new.map(\.id))
  }
}
