import TestSupport
import Testing

@testable import ListDiff

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
    var random = TestRandom(seed: seed)
    let old = (0..<Int(random.next() % 200)).map { _ in Int(random.next() % 40) }
    let new = (0..<Int(random.next() % 200)).map { _ in Int(random.next() % 40) }
    let links = Differ.links(
      from: old.map(Colliding.init), to: new.map(Colliding.init), identity: { $0 })
    #expect(links == Self.naiveLinks(old, new))
    // The same through strings (the language's values: `ValueDiffTests`).
    let strings = Differ.links(
      from: old.map { "id\($0)" }, to: new.map { "id\($0)" }, identity: { $0 })
    #expect(strings == Self.naiveLinks(old, new))
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
  }

  /// The three code points whose canonical decompositions are single ASCII characters: a
  /// string with them equals the ASCII string, and must link to it.
  @Test(arguments: [
    ("OK", "O\u{212A}"), ("a;b", "a\u{37E}b"), ("`x`", "\u{1FEF}x`"),
    ("K;`", "\u{212A}\u{37E}\u{1FEF}"),
  ])
  func stringsEqualToASCIILinkToIt(ascii: String, other: String) {
    #expect(ascii == other)
    #expect(Fingerprint.of(ascii) == Fingerprint.of(other))
    let changes = Differ.diff(
      from: [ascii, "b"], to: ["b", other], identity: { $0 }, contentEquals: ==)
    #expect(changes.inserts.isEmpty && changes.deletes.isEmpty && changes.updates.isEmpty)
    #expect(changes.moves.count == 1)
  }

  /// Strings equal under canonical equivalence have one fingerprint, whichever way each is
  /// hashed (its own bytes, or its NFC form's): every string of up to three pieces from a
  /// pool of precomposed letters, their decompositions, singletons, combining marks in either
  /// order, conjoining jamo and inert scalars, grouped by `==`.
  @Test func canonicallyEqualStringsShareAFingerprint() {
    let pieces = [
      "e", "\u{301}", "\u{E9}", "K", "\u{212A}", "A\u{30A}", "\u{C5}", "\u{212B}",
      "\u{30AC}", "\u{30AB}\u{3099}", "\u{AC00}", "\u{1100}\u{1161}", "\u{3A9}", "\u{2126}",
      "\u{323}", "\u{1EB9}", "\u{30E1}", "-", "\u{1F600}",
    ]
    var strings = [""]
    for _ in 0..<3 { strings += strings.flatMap { s in pieces.map { s + $0 } } }
    // Distinct spellings (a set of strings would merge the equal ones), grouped by `==`.
    let spellings = Set(strings.map { $0.unicodeScalars.map(\.value) })
    var classes: [String: [String]] = [:]
    for scalars in spellings {
      let string = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
      classes[string, default: []].append(string)
    }
    var merged = 0
    for members in classes.values {
      let prints = Set(members.map { Fingerprint.of($0, seed: 99) })
      #expect(prints.count == 1, "\(members.map { Array($0.unicodeScalars) })")
      if members.count > 1 { merged += 1 }
    }
    #expect(merged > 100, "the pool makes many equal strings with different scalars")
  }

  /// Every scalar the fingerprint hashes without normalising is one normalisation leaves alone
  /// beside any neighbour: canonical combining class 0, its own NFC form and, by the standard
  /// library's quick check, NFC whatever precedes or follows it.
  @Test func inertScalarsAreTheirOwnNFC() {
    var checked = 0
    for range in Fingerprint.inertRanges {
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let alone = String(Character(scalar))
        #expect(scalar.properties.canonicalCombiningClass == .notReordered, "U+\(value)")
        #expect(alone._nfcCodeUnits == Array(alone.utf8), "U+\(value)")
        if #available(macOS 26, iOS 26, *) {
          var span = alone.utf8Span
          let quick = span.checkForNFC(quickCheck: true)
          #expect(quick, "U+\(value)")
        }
        checked += 1
      }
    }
    #expect(checked > 40_000)
    let common = Array("メッセージ-1-\u{E9} 🙂 Ελλάδα Москва 한국 漢字".utf8)
    #expect(common.withUnsafeBytes { Fingerprint.isInert($0) })
    for outside in ["e\u{301}", "\u{212A}", "\u{1100}\u{1161}", "\u{387}", "\u{3099}"] {
      #expect(!Array(outside.utf8).withUnsafeBytes { Fingerprint.isInert($0) }, "\(outside)")
    }
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

/// Linking joins on 64-bit keys, partition by partition, and checks each link; the links are
/// those of one table that compares identities, whatever the partitions, the earlier links
/// and the collisions.
@Suite struct KeyJoinTests {
  /// `linkByKey` and then, if it declined, the exact table: what `link` does.
  static func byKey<ID: Hashable>(_ old: [ID], _ new: [ID], after first: Int = 0) -> (
    Links, declined: Bool
  ) {
    var links = Links(old: old.count, new: new.count)
    if first > 0 {
      links.link(Array(old[..<first]), Array(new[..<first]), identity: { $0 })
    }
    let declined = !links.linkByKey(old, new, 0, 0, { $0 })
    if declined { links.linkExactly(old, new, 0, 0, { $0 }) }
    return (links, declined)
  }

  /// One table that compares identities, alone.
  static func exactly<ID: Hashable>(_ old: [ID], _ new: [ID], after first: Int = 0) -> Links {
    var links = Links(old: old.count, new: new.count)
    if first > 0 {
      links.linkExactly(Array(old[..<first]), Array(new[..<first]), 0, 0, { $0 })
    }
    links.linkExactly(old, new, 0, 0, { $0 })
    return links
  }

  @Test(arguments: [1, 2, 3]) func partitionsLinkAsOneTableDoes(seed: UInt64) {
    print("KeyJoinTests seed \(seed)")
    var random = TestRandom(seed: seed)
    // Several partitions, identities with duplicates (a pool smaller than the lists).
    let n = 4 * Links.itemsPerPartition + Int(random.next() % 5_000)
    let pool = UInt64(n / 2)
    let old = (0..<n).map { _ in Int(random.next() % pool) &* -7_046_029_254_386_353_131 }
    let new = (0..<n).map { _ in Int(random.next() % pool) &* -7_046_029_254_386_353_131 }
    let (ints, declined) = Self.byKey(old, new)
    let reference = Self.exactly(old, new)
    #expect(!declined)
    #expect(ints.oldForNew == reference.oldForNew && ints.newForOld == reference.newForOld)
    // Strings, after a first pass that linked the first halves already (as the sectioned diff
    // links within sections first).
    let strings = old.map { "s\($0)" }
    let newStrings = new.map { "s\($0)" }
    let (byKey, stringsDeclined) = Self.byKey(strings, newStrings, after: n / 2)
    let stringReference = Self.exactly(strings, newStrings, after: n / 2)
    #expect(!stringsDeclined)
    #expect(byKey.oldForNew == stringReference.oldForNew)
    #expect(byKey.newForOld == stringReference.newForOld)
  }

  /// Colliding fingerprints make the join decline, before or after the scatter (one crowded
  /// partition), and the exact table then gives the links a table of identities gives.
  @Test(arguments: [40, 300, 2 * Links.itemsPerPartition])
  func collisionsDeclineAndFallBack(count: Int) {
    var random = TestRandom(seed: UInt64(count))
    let old = (0..<count).map { _ in FingerprintTests.Colliding(id: Int(random.next() % 97)) }
    let new = (0..<count).map { _ in FingerprintTests.Colliding(id: Int(random.next() % 97)) }
    let (links, declined) = Self.byKey(old, new)
    #expect(declined)
    let reference = Self.exactly(old, new)
    #expect(links.oldForNew == reference.oldForNew && links.newForOld == reference.newForOld)
    // Nothing of the declined pass is left behind.
    var fresh = Links(old: old.count, new: new.count)
    let accepted = fresh.linkByKey(old, new, 0, 0, { $0 })
    #expect(!accepted)
    #expect(fresh.oldForNew.allSatisfy { $0 < 0 } && fresh.newForOld.allSatisfy { $0 < 0 })
  }

  /// Equal keys mean equal integers: the seeded scramble is a bijection (checked on values
  /// whose low or high bits alone differ, where a weak mix would collide).
  @Test func integerKeysAreExact() {
    var keys = Set<UInt64>()
    let values = (0..<5_000).flatMap { [$0, $0 << 40, -$0, Int.min + $0] }
    for v in Set(values) { keys.insert(Fingerprint.scrambled(v, seed: 12_345)) }
    #expect(keys.count == Set(values).count)
  }
}

/// Links left unchecked when equal contents imply equal identities
/// (`diff(from:to:identity:contentEqualsImplyingIdentity:)`): checked where contents differ,
/// and linked again with checks when one fails.
@Suite struct UncheckedLinkTests {
  /// An item whose content includes its identity, so that equal contents imply equal identities.
  struct Row: Equatable {
    var id: FingerprintTests.Colliding
    var text: Int
    static func == (a: Row, b: Row) -> Bool { a.id.id == b.id.id && a.text == b.text }
  }

  static func rows(_ count: Int, _ random: inout TestRandom, pool: UInt64) -> [Row] {
    (0..<count).map { _ in
      Row(id: .init(id: Int(random.next() % pool)), text: Int(random.next() % 2))
    }
  }

  /// Colliding keys pair unequal identities; the changeset meets one where contents differ,
  /// declines, and the checked diff gives the answer.
  @Test(arguments: 1...20) func aFailedCheckLinksAgainWithChecks(seed: UInt64) {
    print("UncheckedLinkTests seed \(seed)")
    var random = TestRandom(seed: seed)
    let old = Self.rows(40, &random, pool: 30)
    let new = Self.rows(40, &random, pool: 30)
    let unchecked = Differ.diffCheckingChangedLinks(old, new, { $0.id }, ==)
    #expect(unchecked == nil, "three keys for thirty identities: some link pairs two of them")
    let checked = Differ.diff(from: old, to: new, identity: { $0.id }, contentEquals: ==)
    let implied = Differ.diff(
      from: old, to: new, identity: { $0.id }, contentEqualsImplyingIdentity: ==)
    #expect(implied == checked)
    // Every update of the answer pairs equal identities.
    #expect(implied.updates.allSatisfy { old[$0.old].id.id == new[$0.new].id.id })
  }

  /// An item with a string identity and a changing text, as an app's model type.
  struct Item: Identifiable, Hashable {
    var id: String
    var text: Int
  }

  /// Without collisions the unchecked links stand, and the changeset is the checked one's,
  /// duplicates included.
  @Test(arguments: 1...10) func uncheckedLinksGiveTheCheckedChangeset(seed: UInt64) {
    var random = TestRandom(seed: seed)
    func list() -> [Item] {
      (0..<Int(random.next() % 300)).map { _ in
        Item(id: "id\(random.next() % 50)", text: Int(random.next() % 2))
      }
    }
    let (old, new) = (list(), list())
    let unchecked = Differ.diffCheckingChangedLinks(old, new, \.id, ==)
    let checked = Differ.diff(from: old, to: new, identity: \.id, contentEquals: ==)
    #expect(unchecked == checked, "seed \(seed)")
    #expect(Differ.diff(from: old, to: new) == checked, "seed \(seed)")
  }
}
