import HeadlessUIKit
import ListDiff
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

  /// A row type as an app has one: an identity and content.
  struct Row: Identifiable, Equatable {
    var id: Int
    var content: Int
  }

  /// The `Identifiable` entry point against the closure form on the same concrete rows (the
  /// README case at n = 100,000, rows taking turns so that neither is favoured by the cache).
  static func identifiable(repeats: Int) -> Result {
    let (a, b) = readmeCase(100_000)
    let old = a.map { Row(id: $0, content: 0) }
    let new = b.map { Row(id: $0, content: 0) }
    var sink = 0
    var viaIdentifiable = Double.infinity
    var viaClosures = Double.infinity
    for _ in 0..<max(3, repeats) {
      viaIdentifiable = min(
        viaIdentifiable,
        microseconds(repeats: 1) { _ in sink &+= Differ.diff(from: old, to: new).moves.count })
      viaClosures = min(
        viaClosures,
        microseconds(repeats: 1) { _ in
          sink &+=
            Differ.diff(from: old, to: new, identity: { $0.id }, contentEquals: ==).moves
            .count
        })
    }
    withExtendedLifetime(sink) {}
    return Result(
      workload: "diff: Identifiable rows vs the closure form, README case n = 100000",
      figure: viaIdentifiable / 1000, reference: viaClosures / 1000, unit: "ms",
      ratio: viaIdentifiable / viaClosures, bar: "<= 1.2x",
      met: viaIdentifiable <= 1.2 * viaClosures)
  }

  /// Ours against Swift's `difference(from:).inferringMoves()` on the README case, both timed
  /// alike: three runs each, taking turns, the fastest of each kept.
  static func versusSwift(n: Int) -> Result {
    let (old, new) = readmeCase(n)
    var sink = 0
    var swift = Double.infinity
    var mine = Double.infinity
    for _ in 0..<3 {
      swift = min(
        swift,
        microseconds(repeats: 1) { _ in sink &+= new.difference(from: old).inferringMoves().count })
      mine = min(mine, microseconds(repeats: 1) { _ in sink &+= ours(old, new).moves.count })
    }
    withExtendedLifetime(sink) {}
    return Result(
      workload: "diff: README case n = \(n), Swift inferringMoves() time / ours",
      figure: mine / 1000,
      reference: swift / 1000, unit: "ms", ratio: swift / mine, bar: ">= 400x",
      met: swift / mine >= 400)
  }

  /// Growth from n = 100,000 to 1,000,000, the fastest of several runs each, with the allocator
  /// keeping freed memory.
  ///
  /// At 100,000 items glibc reuses the memory of the previous run; at 1,000,000 its default
  /// thresholds hand the ~20 MB a diff frees back to the kernel, so every run pays for zeroing
  /// fresh pages again. Keeping freed memory for both sizes makes the ratio measure the
  /// algorithm; the second row gives the ratio with glibc's defaults.
  static func growth(repeats: Int) -> [Result] {
    growthRows(
      small: readmeCase(100_000), large: readmeCase(1_000_000), repeats: repeats,
      name: "diff: README case, 1,000,000 vs 100,000 items",
      coldName: "diff: the same, glibc returning freed memory (no bar)", bar: 12)
  }

  /// Our diff of a small and a large pair of lists: the sizes take turns (so that a slow spell
  /// of the shared machine hits both), the fastest of `max(5, repeats)` runs of each, first
  /// with the allocator keeping freed memory (the row named `name`, with its `bar` on the
  /// ratio), then with glibc's defaults (`coldName`, no bar).
  static func growthRows(
    small: (old: [Int], new: [Int]), large: (old: [Int], new: [Int]), repeats: Int,
    name: String, coldName: String, bar: Double
  ) -> [Result] {
    var sink = 0
    func measure() -> (small: Double, large: Double) {
      var times = (small: Double.infinity, large: Double.infinity)
      for _ in 0..<max(5, repeats) {
        times.small = min(
          times.small,
          microseconds(repeats: 1) { _ in sink &+= ours(small.old, small.new).moves.count })
        times.large = min(
          times.large,
          microseconds(repeats: 1) { _ in sink &+= ours(large.old, large.new).moves.count })
      }
      return times
    }
    keepFreedMemory(true)
    let warm = measure()
    keepFreedMemory(false)
    let cold = measure()
    withExtendedLifetime(sink) {}
    return [
      Result(
        workload: name, figure: warm.large / 1000, reference: warm.small / 1000, unit: "ms",
        ratio: warm.large / warm.small, bar: "<= \(Int(bar))x",
        met: warm.large / warm.small <= bar),
      Result(
        workload: coldName, figure: cold.large / 1000, reference: cold.small / 1000, unit: "ms",
        ratio: cold.large / cold.small, bar: "-", met: true),
    ]
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
      unit: "MB", ratio: peak / 150, bar: "<= 150 MB", met: peak <= 150
    ).measured()
  }

  /// The README case cut into sections: each of `sections` sections gets the same changes as the
  /// flat case (delete 10%, insert 10% fresh, shuffle the first 2%), and every 100th row moves
  /// to the next section.
  static func sectionedCase(_ n: Int, sections: Int) -> (old: [[Int]], new: [[Int]]) {
    let size = n / sections
    var old: [[Int]] = []
    var new: [[Int]] = []
    for s in 0..<sections {
      let (o, m) = readmeCase(size)
      old.append(o.map { $0 + s * 2 * size })
      new.append(m.map { $0 + s * 2 * size })
    }
    for s in 0..<sections {
      let moving = stride(from: 0, to: new[s].count, by: 100).reversed().map {
        new[s].remove(at: $0)
      }
      new[(s + 1) % sections].append(contentsOf: moving)
    }
    return (old, new)
  }

  static func oursInSections(_ old: [[Int]], _ new: [[Int]]) -> SectionedChangeset {
    Differ.diff(
      sections: old, to: new, sectionIdentity: { i, _ in i },
      sectionContentEquals: { _, _ in true },
      items: { $0 }, identity: { $0 }, contentEquals: ==)
  }

  /// 1,000,000 items in 100 sections against the same number flat (informative: sections add
  /// a second linking pass for rows that change section).
  static func sectioned(repeats: Int) -> [Result] {
    let (flatOld, flatNew) = readmeCase(1_000_000)
    let (old, new) = sectionedCase(1_000_000, sections: 100)
    var sink = 0
    let flat = fastestMicroseconds(repeats: max(3, repeats)) { _ in
      sink &+= ours(flatOld, flatNew).moves.count
    }
    var moves = 0
    let split = fastestMicroseconds(repeats: max(3, repeats)) { _ in
      moves = oursInSections(old, new).moves.count
    }
    withExtendedLifetime(sink) {}
    return [
      Result(
        workload: "diff: 1,000,000 items in 100 sections (\(moves) moves) vs flat (no bar)",
        figure: split / 1000, reference: flat / 1000, unit: "ms", ratio: split / flat, bar: "-",
        met: true)
    ]
  }
}
