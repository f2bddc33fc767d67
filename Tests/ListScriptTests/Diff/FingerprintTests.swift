import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// Linking by fingerprint stays exact: colliding fingerprints never link unequal identities,
/// strings equal under Unicode canonical equivalence still link, and the fast string hash
/// reads every byte.
@Suite struct FingerprintTests {
  /// An identity whose fingerprints collide on purpose: only three values for all identities.
  struct Colliding: DiffFingerprinting {
    var id: Int
    var diffFingerprint: UInt64 { UInt64(id % 3) }
  }

  /// Equal identities paired in order of appearance, the slow way.
  static func naiveLinks(_ old: [Int], _ new: [Int]) -> [Int?] {
    var taken = Set<Int>()
    return new.map { id in
      guard let i = old.indices.first(where: { old[$0] == id && !taken.contains($0) }) else {
        return nil
      }
      taken.insert(i)
      return i
    }
  }

  @Test(arguments: 1...30) func forcedCollisionsNeverLinkUnequalItems(seed: UInt64) {
    print("FingerprintTests seed \(seed)")
    var random = SeededRandom(seed: seed)
    let old = (0..<Int(random.next() % 200)).map { _ in Int(random.next() % 40) }
    let new = (0..<Int(random.next() % 200)).map { _ in Int(random.next() % 40) }
    let links = Differ.links(
      from: old.map(Colliding.init), to: new.map(Colliding.init), identity: { $0 })
    #expect(links == Self.naiveLinks(old, new))
    // The same through strings and through the language's values.
    let strings = Differ.links(
      from: old.map { "id\($0)" }, to: new.map { "id\($0)" }, identity: { $0 })
    #expect(strings == Self.naiveLinks(old, new))
    let values = Differ.links(
      from: old.map { Value.string("id\($0)") }, to: new.map { Value.string("id\($0)") },
      identity: { $0 })
    #expect(values == Self.naiveLinks(old, new))
  }

  @Test func canonicallyEqualStringsLink() {
    let precomposed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(precomposed == decomposed)
    #expect(Fingerprint.of(precomposed) == Fingerprint.of(decomposed))
    let changes = Differ.diff(
      from: [precomposed, "b"], to: ["b", decomposed], identity: { $0 },
      contentEquals: { _, _ in true })
    #expect(changes.inserts.isEmpty && changes.deletes.isEmpty)
    // An integral decimal is the integer it equals, in fingerprints as in `==`.
    #expect(Value.decimal(3).diffFingerprint == Value.int(3).diffFingerprint)
  }

  @Test func theStringHashReadsEveryByte() {
    for length in 0...100 {
      let ascii = [UInt8](repeating: UInt8(ascii: "a"), count: length)
      let base = ascii.withUnsafeBytes { Fingerprint.wyhash($0, seed: 7) }
      #expect(base.1)
      for position in 0..<length {
        var changed = ascii
        changed[position] = UInt8(ascii: "b")
        let other = changed.withUnsafeBytes { Fingerprint.wyhash($0, seed: 7) }
        #expect(other.0 != base.0, "length \(length), byte \(position)")
        changed[position] = 0xC3
        #expect(!changed.withUnsafeBytes { Fingerprint.wyhash($0, seed: 7) }.1)
      }
    }
  }
}

/// Long lists are linked partition by partition; the links are those of one big table.
@Suite struct PartitionedLinkingTests {
  @Test(arguments: [1, 2, 3]) func partitionsLinkAsOneTableDoes(seed: UInt64) {
    print("PartitionedLinkingTests seed \(seed)")
    var random = SeededRandom(seed: seed)
    let n = Links.partitionThreshold + 20_000
    // Identities with duplicates (a pool smaller than the lists), scrambled integers.
    let pool = n / 2
    let old = (0..<n).map { _ in Int(random.next() % UInt64(pool)) &* -7_046_029_254_386_353_131 }
    let new = (0..<n).map { _ in Int(random.next() % UInt64(pool)) &* -7_046_029_254_386_353_131 }
    var one = Links(old: n, new: n)
    _ = one.linkOnce(old, new, 0, 0, { $0 }, byValue: false)
    var parts = Links(old: n, new: n)
    parts.linkPartitioned(old, new, 0, 0, { $0 })
    #expect(parts.oldForNew == one.oldForNew)
    #expect(parts.newForOld == one.newForOld)
    // Strings, after a first pass that linked the first halves already (as the sectioned diff
    // links within sections first).
    let strings = old.map { "s\($0)" }
    let newStrings = new.map { "s\($0)" }
    var a = Links(old: n, new: n)
    a.link(Array(strings[..<(n / 2)]), Array(newStrings[..<(n / 2)]), identity: { $0 })
    var b = a
    _ = a.linkOnce(strings, newStrings, 0, 0, { $0 }, byValue: false)
    b.linkPartitioned(strings, newStrings, 0, 0, { $0 })
    #expect(a.oldForNew == b.oldForNew)
    #expect(a.newForOld == b.newForOld)
  }
}
