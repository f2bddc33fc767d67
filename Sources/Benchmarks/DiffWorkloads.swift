import ListScript

/// The diff workloads of `quality.md`, on integer identities.
enum DiffWorkloads {
  /// DifferenceKit's README case: delete `[20%, 30%)`, insert 10% fresh items at 30%, shuffle
  /// the first 2%.
  static func readmeCase(_ n: Int) -> (old: [Int], new: [Int]) {
    let old = Array(0..<n)
    var new = old
    new.removeSubrange((n / 5)..<(n * 3 / 10))
    new.insert(contentsOf: (n..<(n + n / 10)), at: n * 3 / 10 - n / 10)
    var rng = SeededRandom(seed: 1)
    var head = Array(new[0..<(n / 50)])
    head.shuffle(using: &rng)
    new.replaceSubrange(0..<(n / 50), with: head)
    return (old, new)
  }

  static func ours(_ old: [Int], _ new: [Int]) -> Changeset {
    Differ.diff(from: old, to: new, identity: { $0 }, contentEquals: ==)
  }

  /// Ours against Swift's `difference(from:).inferringMoves()` on the README case.
  static func versusSwift(n: Int, repeats: Int) -> Result {
    let (old, new) = readmeCase(n)
    var sink = 0
    let swift = microseconds(repeats: 1) { _ in
      sink &+= new.difference(from: old).inferringMoves().count
    }
    let mine = microseconds(repeats: repeats) { _ in sink &+= ours(old, new).moves.count }
    withExtendedLifetime(sink) {}
    return Result(
      workload: "diff: README case n = \(n), Swift inferringMoves() time / ours",
      figure: mine / 1000,
      reference: swift / 1000, unit: "ms", ratio: swift / mine, bar: ">= 400x",
      met: swift / mine >= 400)
  }

  /// Growth from n = 100,000 to 1,000,000.
  static func growth(repeats: Int) -> Result {
    let (a0, a1) = readmeCase(100_000)
    let (b0, b1) = readmeCase(1_000_000)
    var sink = 0
    let small = microseconds(repeats: repeats) { _ in sink &+= ours(a0, a1).moves.count }
    let large = microseconds(repeats: max(1, repeats / 4)) { _ in sink &+= ours(b0, b1).moves.count
    }
    withExtendedLifetime(sink) {}
    return Result(
      workload: "diff: README case, 1,000,000 vs 100,000 items", figure: large / 1000,
      reference: small / 1000, unit: "ms", ratio: large / small, bar: "<= 12x",
      met: large / small <= 12)
  }

  /// "Few changes": 1% each of deletes, updates, moves to random places and inserts, n = 10,000;
  /// the figure is the number of moves reported (the true number is 100).
  static func fewChanges() -> Result {
    let n = 10_000
    var rng = SeededRandom(seed: 3)
    let old = (0..<n).map { Value.record(Record([("id", .int($0)), ("v", .int(0))])) }
    var new = old
    for _ in 0..<(n / 100) { new.remove(at: Int(rng.next() % UInt64(new.count))) }
    for _ in 0..<(n / 100) {
      let i = Int(rng.next() % UInt64(new.count))
      if case .record(var r) = new[i] {
        r["v"] = .int(1)
        new[i] = .record(r)
      }
    }
    for _ in 0..<(n / 100) {
      let item = new.remove(at: Int(rng.next() % UInt64(new.count)))
      new.insert(item, at: Int(rng.next() % UInt64(new.count + 1)))
    }
    for k in 0..<(n / 100) {
      new.insert(
        .record(Record([("id", .int(n + k)), ("v", .int(0))])),
        at: Int(rng.next() % UInt64(new.count + 1)))
    }
    let moves = Differ.diff(from: old, to: new).moves.count
    return Result(
      workload: "diff: few changes at 10,000 (1% each), moves reported", figure: Double(moves),
      reference: 100, unit: "moves", ratio: Double(moves) / 100, bar: "<= 110 moves",
      met: moves <= 110)
  }

  /// Peak memory of the whole process after diffing 1,000,000 items (run first).
  static func memory() -> Result {
    resetPeakMemory()
    let (old, new) = readmeCase(1_000_000)
    let c = ours(old, new)
    let peak = peakMemoryMB()
    withExtendedLifetime(c) {}
    return Result(
      workload: "diff: 1,000,000 items, peak memory of the process", figure: peak, reference: nil,
      unit: "MB", ratio: peak / 150, bar: "<= 150 MB", met: peak <= 150)
  }
}
