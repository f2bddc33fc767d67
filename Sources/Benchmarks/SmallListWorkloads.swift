import HeadlessUIKit
import ListDiff

/// Small lists, the common case in apps: 10, 100 and 1,000 items, 1% (at least one) each of
/// deletes, inserts and moves, on integer, ASCII-string and non-ASCII-string identities, ours
/// against the standard library's `difference(from:).inferringMoves()` (the same information:
/// deletes, inserts and moves), both timed alike — batches of calls taking turns, the fastest
/// batch of each kept.
enum SmallListWorkloads {
  /// A kind of identity: how item `k` is spelt.
  enum Kind: CaseIterable {
    case integers, ascii, nonASCII

    var name: String {
      switch self {
      case .integers: "integers"
      case .ascii: "ASCII strings"
      case .nonASCII: "non-ASCII strings"
      }
    }
  }

  /// `n` items and the list after the changes, as integers (spelt as strings by `kind`).
  static func change(_ n: Int, seed: UInt64) -> (old: [Int], new: [Int]) {
    var rng = SeededRandom(seed: seed)
    let old = Array(0..<n)
    var new = old
    let each = max(1, n / 100)
    for _ in 0..<each { new.remove(at: Int(rng.next() % UInt64(new.count))) }
    for k in 0..<each { new.insert(n + k, at: Int(rng.next() % UInt64(new.count + 1))) }
    for _ in 0..<each {
      let item = new.remove(at: Int(rng.next() % UInt64(new.count)))
      new.insert(item, at: Int(rng.next() % UInt64(new.count + 1)))
    }
    return (old, new)
  }

  static func spelt(_ k: Int, _ kind: Kind) -> String {
    switch kind {
    case .integers, .ascii: "message-\(k)"
    case .nonASCII: "メッセージ-\(k)-é"
    }
  }

  /// Microseconds a call, the fastest batch of each side, the two taking turns.
  static func race<T: Hashable>(_ old: [T], _ new: [T], calls: Int) -> (ours: Double, swift: Double)
  {
    let times = fastestBatches(
      calls: calls,
      [
        { Differ.diff(from: old, to: new, identity: { $0 }, contentEquals: ==).moves.count },
        { new.difference(from: old).inferringMoves().count },
      ])
    return (times[0], times[1])
  }

  static func rows() -> [Result] {
    var results: [Result] = []
    for n in [10, 100, 1_000] {
      let (a, b) = change(n, seed: UInt64(n))
      let calls = max(20, 200_000 / n)
      for kind in Kind.allCases {
        let times =
          kind == .integers
          ? race(a, b, calls: calls)
          : race(a.map { spelt($0, kind) }, b.map { spelt($0, kind) }, calls: calls)
        results.append(
          Result(
            workload:
              "diff: \(n) items, 1% each of deletes, inserts, moves, \(kind.name) / Swift's difference(from:).inferringMoves()",
            figure: times.ours, reference: times.swift, unit: "µs", ratio: times.ours / times.swift,
            bar: "<= 1x", met: times.ours <= times.swift))
      }
    }
    return results
  }
}
