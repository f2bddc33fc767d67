import HeadlessUIKit
import ListDiff
import ListScript

/// The diff by kind of identity: dense and scrambled integers, UUID-like strings, and records
/// with a string `id` through the language's `Value`; against `Dictionary` linking the same
/// strings, the floor any hashing engine pays.
enum IdentityWorkloads {
  /// A changed list, as positions into a pool of identities (`0..<pool`).
  struct Case {
    var name: String
    var old: [Int]
    var new: [Int]
    var pool: Int
  }

  static func cases(_ n: Int) -> [Case] {
    var rng = SeededRandom(seed: UInt64(n))
    let (readmeOld, readmeNew) = DiffWorkloads.readmeCase(n)
    // Few changes: 1% deleted, 1% inserted (fresh), 1% moved, spread out.
    var few = Array(0..<n)
    let step = 100
    few = few.enumerated().filter { $0.offset % step != 7 }.map(\.element)
    for k in stride(from: 0, to: n / step, by: 1) {
      few.insert(n + k, at: min(few.count, k * step + 3))
    }
    for k in stride(from: 0, to: few.count - step, by: step) { few.swapAt(k + 11, k + 61) }
    // 10% duplicates: every tenth identity repeats its neighbour's.
    let duplicates = (0..<n).map { $0 % 10 == 9 ? $0 - 1 : $0 }
    var shuffled = duplicates
    shuffled.shuffle(using: &rng)
    return [
      Case(name: "README case", old: readmeOld, new: readmeNew, pool: n + n / 10),
      Case(name: "few changes (1% each)", old: Array(0..<n), new: few, pool: n + n / step),
      Case(name: "all different", old: Array(0..<n), new: Array(n..<(2 * n)), pool: 2 * n),
      Case(name: "reversed", old: Array(0..<n), new: Array((0..<n).reversed()), pool: n),
      Case(name: "10% duplicates, shuffled", old: duplicates, new: shuffled, pool: n),
    ]
  }

  /// The 36-character lowercase UUID-like string of identity `k` (deterministic).
  static func uuid(_ k: Int) -> String {
    var state = UInt64(k) &* 0x9E37_79B9_7F4A_7C15 &+ 0x1234_5678
    var hex: [UInt8] = []
    hex.reserveCapacity(36)
    let digits = Array("0123456789abcdef".utf8)
    for i in 0..<32 {
      if i == 8 || i == 12 || i == 16 || i == 20 { hex.append(UInt8(ascii: "-")) }
      if i % 16 == 0 {
        state ^= state >> 31
        state &*= 0xBF58_476D_1CE4_E5B9
        state ^= state >> 29
      }
      hex.append(digits[Int((state >> UInt64((i % 16) * 4)) & 15)])
    }
    return String(decoding: hex, as: UTF8.self)
  }

  /// The fastest of `runs` timings of `body`, in milliseconds.
  static func best(_ runs: Int, _ body: () -> Int) -> Double {
    var sink = 0
    var best = Double.infinity
    for _ in 0..<max(1, runs) {
      best = min(best, microseconds(repeats: 1) { _ in sink &+= body() })
    }
    withExtendedLifetime(sink) {}
    return best / 1000
  }

  /// Scrambled 64-bit integers, README case: 1,000,000 against 100,000 (near-linear growth
  /// needs the identity table to stay cache-friendly at a million), measured as the README
  /// case's growth row is: the sizes take turns, and the allocator keeps freed memory for both;
  /// a second row, without a bar, gives the ratio with glibc's defaults.
  ///
  /// With glibc's defaults the million's scratch memory (about 28 MB of partitions) may be
  /// mapped afresh for a run, depending on where glibc's moving mmap and trim thresholds stand,
  /// and the kernel then zeroes each page on first touch, while the 100,000's mostly comes back
  /// from the heap. Measured one size after the other, the row swung between 11× and 14× from
  /// run to run (12.4× and 14.25× in two runs of the same build).
  static func scrambledGrowth(runs: Int) -> [Result] {
    func lists(_ n: Int) -> (old: [Int], new: [Int]) {
      let (a, b) = DiffWorkloads.readmeCase(n)
      return (a.map(scrambled), b.map(scrambled))
    }
    let name = "diff by identity: scrambled Int, README case, 1,000,000 vs 100,000"
    return DiffWorkloads.growthRows(
      small: lists(100_000), large: lists(1_000_000), repeats: runs, name: name,
      coldName: "\(name), glibc returning freed memory (no bar)", bar: 13)
  }

  /// Item `k` as a scrambled 64-bit integer (multiplied by an odd constant: a bijection).
  static func scrambled(_ k: Int) -> Int { k &* -7_046_029_254_386_353_131 }

  /// Every kind on every case at `n`, with the ratios of the quality bars.
  ///
  /// The kinds take turns, `runs` rounds of one run each, and each keeps its fastest: a burst
  /// of load on this shared machine then slows one round of every kind, not every run of one.
  static func rows(n: Int, runs: Int) -> [Result] {
    var results: [Result] = []
    for c in cases(n) {
      let scrambledOld = c.old.map(Self.scrambled)
      let scrambledNew = c.new.map(Self.scrambled)
      let pool = (0..<c.pool).map(uuid)
      let stringOld = c.old.map { pool[$0] }
      let stringNew = c.new.map { pool[$0] }
      let recordOld = stringOld.map {
        Value.record(Record([("id", .string($0)), ("text", .int(1))]))
      }
      let recordNew = stringNew.map {
        Value.record(Record([("id", .string($0)), ("text", .int(1))]))
      }
      var (dense, scrambled, strings, dictionary, records) = (
        Double.infinity, Double.infinity, Double.infinity, Double.infinity, Double.infinity
      )
      for _ in 0..<max(1, runs) {
        dense = min(
          dense,
          best(1) {
            Differ.diff(from: c.old, to: c.new, identity: { $0 }, contentEquals: ==).moves.count
          })
        scrambled = min(
          scrambled,
          best(1) {
            Differ.diff(
              from: scrambledOld, to: scrambledNew, identity: { $0 }, contentEquals: ==
            ).moves.count
          })
        strings = min(
          strings,
          best(1) {
            Differ.diff(from: stringOld, to: stringNew, identity: { $0 }, contentEquals: ==)
              .moves.count
          })
        dictionary = min(
          dictionary,
          best(1) {
            var positions: [String: Int] = [:]
            positions.reserveCapacity(stringOld.count)
            for (i, s) in stringOld.enumerated() where positions[s] == nil { positions[s] = i }
            var found = 0
            for s in stringNew where positions[s] != nil { found &+= 1 }
            return found
          })
        records = min(records, best(1) { Differ.diff(from: recordOld, to: recordNew).moves.count })
      }
      let label = "diff by identity, \(c.name), n = \(n)"
      results.append(
        Result(
          workload: "\(label): dense Int (ms), scrambled Int beside", figure: dense,
          reference: scrambled, unit: "ms", ratio: dense / scrambled, bar: "-", met: true))
      results.append(
        Result(
          workload: "\(label): UUID strings / scrambled Int", figure: strings,
          reference: scrambled, unit: "ms", ratio: strings / scrambled, bar: "<= 2x",
          met: strings <= 2 * scrambled))
      results.append(
        Result(
          workload: "\(label): UUID strings / Dictionary<String, Int> linking", figure: strings,
          reference: dictionary, unit: "ms", ratio: strings / dictionary, bar: "<= 0.5x",
          met: strings <= 0.5 * dictionary))
      results.append(
        Result(
          workload: "\(label): records with string ids (Value) / UUID strings", figure: records,
          reference: strings, unit: "ms", ratio: records / strings, bar: "<= 3x",
          met: records <= 3 * strings))
    }
    return results
  }
}
