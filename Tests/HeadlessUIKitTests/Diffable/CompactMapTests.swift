import TestSupport
import Testing

@testable import HeadlessUIKit

/// The snapshot's compact identity map against `Dictionary`, on random sets, removals and
/// reads, with keys whose hashes are all different and keys whose hashes mostly collide.
@Suite struct CompactMapTests {
  /// A key whose hash is one of three values: every probe walks past keys with its tag.
  struct Clash: Hashable {
    var k: Int
    func hash(into hasher: inout Hasher) { hasher.combine(k % 3) }
  }

  /// Random operations on keys drawn from `pool` keys; after each, every key of the pool reads
  /// as the dictionary's does, and the counts agree.
  static func replay<Key: Hashable>(seed: UInt64, pool: Int, steps: Int, key: (Int) -> Key) {
    var random = TestRandom(seed: seed)
    var map = CompactMap<Key, Int>()
    var reference: [Key: Int] = [:]
    for step in 0..<steps {
      let k = key(Int(random.next() % UInt64(pool)))
      switch random.next() % 4 {
      case 0:
        map[k] = nil
        reference[k] = nil
      default:
        map[k] = step
        reference[k] = step
      }
      #expect(map.count == reference.count, "seed \(seed), step \(step)")
      if step % 7 == 0 || step == steps - 1 {
        for j in 0..<pool where map[key(j)] != reference[key(j)] {
          Issue.record("seed \(seed), step \(step): key \(j) reads \(map[key(j)] as Any)")
        }
      }
    }
    map.checkInvariants()
  }

  /// Each case names its seed (`TestRandom`) in the test's arguments and in every failure.
  @Test(arguments: 0..<40 as Range<UInt64>)
  func matchesDictionary(seed: UInt64) {
    Self.replay(seed: seed, pool: 16, steps: 400) { $0 }
    Self.replay(seed: seed, pool: 300, steps: 3_000) { "item-\($0)" }
    Self.replay(seed: seed, pool: 60, steps: 1_000) { Clash(k: $0) }
  }

  @Test func aRebuildDropsRemovedEntriesAndKeepsTheRest() {
    var map = CompactMap<Int, Int>()
    for k in 0..<1_000 { map[k] = k * 2 }
    for k in stride(from: 1, to: 1_000, by: 2) { map[k] = nil }
    #expect(map.count == 500)
    #expect(map.removed == 500)
    // The removed entries stay in the arrays until the next rebuild, which this insert forces.
    #expect(map.keys.count == 1_000)
    var k = 1_000
    while map.removed > 0 {
      map[k] = k * 2
      k += 1
    }
    #expect(map.keys.count == map.count)
    for j in 0..<k { #expect(map[j] == (j < 1_000 && j % 2 == 1 ? nil : j * 2)) }
    map.checkInvariants()
  }

  @Test func theTableStaysAtMostHalfFull() {
    var map = CompactMap<Int, Int>()
    for k in 0..<100_000 {
      map[k] = k
      if k % 997 == 0 { #expect((map.count + map.removed) * 2 <= map.slots.count) }
    }
    #expect(map.slots.count == 262_144)
    map.removeAll()
    #expect(map.count == 0 && map.slots.isEmpty && map[5] == nil)
  }
}
