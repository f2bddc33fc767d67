/// Linking as a hash join on 64-bit keys, partitioned so that every table it probes fits in
/// the cache.
///
/// Each side is scattered once, in order, into partitions of about 8,192 old items by the top
/// bits of its items' keys; partitions are joined one at a time with a table of 8 to 16 slots
/// per old item (so that a probe mostly ends at its first slot); the links go back to list
/// order in one more sequential pass, where each is checked with `==` unless keys are exact.
///
/// Faster than one table of identities, at 16 items as at a million: one big table is probed
/// at random and misses the cache every time, and a probe that compares identities copies
/// them, where a key compare copies nothing (the figures: see docs/quality.md, "Measurements
/// behind the code").
extension Links {
  /// About how many old items a partition holds.
  @usableFromInline static let itemsPerPartition = 8_192

  /// Whether equal join keys mean equal identities (integers: the key is a bijection).
  @inlinable static func keysAreExact<ID: Hashable>(_: ID.Type) -> Bool { ID.self == Int.self }

  /// The key linking joins on for an identity.
  ///
  /// For integers a seeded bijection of the value, for strings their fingerprint with the seed
  /// given, else `DiffFingerprinting`'s fingerprint or `Hasher`'s. Called directly (not through
  /// a closure), it specialises to one of these.
  @inlinable @inline(__always)
  static func joinKey<ID: Hashable>(_ id: ID, seed: UInt64) -> Int {
    // The types are equal, so the bit casts reinterpret nothing (`as?` would call the
    // runtime's dynamic cast for every item).
    // Unsafe: speed — bench row "diff by identity …: UUID strings / scrambled Int".
    if ID.self == Int.self {
      return Int(
        truncatingIfNeeded: Fingerprint.scrambled(unsafeBitCast(id, to: Int.self), seed: seed))
    }
    if ID.self == String.self {
      return Int(truncatingIfNeeded: Fingerprint.of(unsafeBitCast(id, to: String.self), seed: seed))
    }
    if ID.self is any DiffFingerprinting.Type {
      // Cannot fail: the type was just checked.
      // swift-format-ignore: NeverForceUnwrap
      return Int(truncatingIfNeeded: (id as! any DiffFingerprinting).diffFingerprint)
    }
    return id.hashValue
  }

  /// `link` as a partitioned hash join on `joinKey`.
  ///
  /// Links equal keys in order of appearance, as one table would, then checks each link with
  /// `==` in new order (a sequential pass) unless keys are exact or `checking` is false (the
  /// links are then marked `unchecked`, for the changeset to check). False, with no link of
  /// this pass kept, when two unequal identities share a key (a fingerprint collision: the
  /// caller links again with a table that compares identities) or when keys crowd one
  /// partition beyond its room (colliding fingerprints do).
  ///
  /// Why pairing by key and then checking is exact: within a key, the k-th unlinked old item
  /// goes to the k-th new one. If every such pair holds equal identities, the two sequences of
  /// identities agree up to the shorter one's end, so each identity's k-th old and k-th new item
  /// are paired just as a table of identities would pair them; the longer side's rest has no
  /// equal item left on the other.
  ///
  /// - Complexity: O(n) expected for n items: each side read twice in order, each item's
  ///   identity computed once (and twice more for a link that is checked).
  @inlinable
  mutating func linkByKey<Item, ID: Hashable>(
    _ old: [Item], _ new: [Item], _ oldBase: Int, _ newBase: Int, _ identity: (Item) -> ID,
    checking: Bool = true
  ) -> Bool {
    let seed = Fingerprint.seed
    let exact = Self.keysAreExact(ID.self)
    let check = checking && !exact
    var bits = 0
    while old.count >> bits > Self.itemsPerPartition, bits < 15 { bits += 1 }
    let partitions = 1 << bits
    @inline(__always) func partition(_ key: Int) -> Int {
      bits == 0 ? 0 : Int(UInt(bitPattern: key) >> UInt(64 - bits))
    }
    // Each partition's room: its expected share, plus six standard deviations and a margin.
    func room(_ count: Int) -> Int {
      let expected = count >> bits
      var root = 1
      while root * root < expected { root += 1 }
      return expected + 6 * root + 64
    }
    let fresh = !linkedAny
    let oldRoom = room(old.count)
    let newRoom = room(new.count)
    let skipped = UInt16.max  // `newPart` of a new item this pass leaves alone
    let b = PartitionBuffers(
      partitions: partitions, oldRoom: oldRoom, newRoom: newRoom, newCount: new.count)
    defer { b.deallocate() }
    // Scatter each side by partition, in order, so that a partition lists its items in order.
    // Unsafe: speed — bench row
    // "diff by identity …: UUID strings / Dictionary<String, Int> linking".
    let fits: Bool = old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        let ahead = old.count + new.count >= Self.prefetchFrom ? Self.prefetchDistance : 0
        for i in old.indices where fresh || newForOld[oldBase + i] < 0 {
          if ahead > 0 { Self.prefetch(old, i + ahead) }
          let k = Self.joinKey(identity(old[i]), seed: seed)
          let p = partition(k)
          let f = b.oldFill[p]
          if f == oldRoom { return false }
          b.oldKeys[p * oldRoom + f] = k
          b.oldPositions[p * oldRoom + f] = Int32(truncatingIfNeeded: i)
          b.oldFill[p] = f + 1
        }
        for j in new.indices {
          guard fresh || oldForNew[newBase + j] < 0 else {
            b.newPart[j] = skipped
            continue
          }
          if ahead > 0 { Self.prefetch(new, j + ahead) }
          let k = Self.joinKey(identity(new[j]), seed: seed)
          let p = partition(k)
          let f = b.newFill[p]
          if f == newRoom { return false }
          b.newKeys[p * newRoom + f] = k
          b.newPart[j] = UInt16(truncatingIfNeeded: p)
          b.newFill[p] = f + 1
        }
        return true
      }
    }
    guard fits else { return false }
    Self.join(b, oldRoom: oldRoom, newRoom: newRoom)
    // Back to list order: the k-th new item of a partition took its k-th result.
    var verified = true
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        oldForNew.withUnsafeMutableBufferPointer { oldForNew in
          newForOld.withUnsafeMutableBufferPointer { newForOld in
            for p in 0..<partitions { b.newFill[p] = p * newRoom }
            for j in new.indices where b.newPart[j] != skipped {
              let p = Int(b.newPart[j])
              let i = Int(b.found[b.newFill[p]])
              b.newFill[p] += 1
              guard i >= 0 else { continue }
              if check, identity(old[i]) != identity(new[j]) { verified = false }
              oldForNew[newBase + j] = Int32(oldBase + i)
              newForOld[oldBase + i] = Int32(newBase + j)
            }
          }
        }
      }
    }
    guard verified else {
      // Undo this pass's links: the caller links again, exactly.
      for j in new.indices where b.newPart[j] != skipped {
        let i = Int(oldForNew[newBase + j])
        guard i >= 0 else { continue }
        oldForNew[newBase + j] = -1
        newForOld[i] = -1
      }
      return false
    }
    linkedAny = true
    if !exact && !checking { unchecked = true }
    return true
  }

  /// Joins each partition's old and new keys with a table that fits in the cache: afterwards
  /// `found` holds, for each new entry, the position of the old item it links to, or -1.
  ///
  /// A slot holds -1 when empty, the partition index of the next old entry to claim for its
  /// key, or, once every old entry with the key is claimed, `-2 - first`. Equal keys chain
  /// through `nextSame` in order.
  @inlinable
  static func join(_ b: PartitionBuffers, oldRoom: Int, newRoom: Int) {
    var largest = 1
    for p in 0..<b.partitions { largest = max(largest, b.oldFill[p]) }
    var bits = 4
    while 1 << bits < 8 * largest { bits += 1 }
    // Unsafe: speed — bench row
    // "diff by identity …: UUID strings / Dictionary<String, Int> linking".
    let table = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 1 << bits)
    let nextSame = UnsafeMutableBufferPointer<Int32>.allocate(capacity: largest)
    defer {
      table.deallocate()
      nextSame.deallocate()
    }
    for p in 0..<b.partitions {
      let oldStart = p * oldRoom
      let oldCount = b.oldFill[p]
      let newRange = (p * newRoom)..<(p * newRoom + b.newFill[p])
      guard oldCount > 0 else {
        for m in newRange { b.found[m] = -1 }
        continue
      }
      var size = 4
      while 1 << size < 8 * oldCount { size += 1 }
      let mask = (1 << size) - 1
      for s in 0...mask { table[s] = -1 }
      // From the end, so that each chain ends up in order and the slot names its first.
      for n in (0..<oldCount).reversed() {
        let k = b.oldKeys[oldStart + n]
        var s = k & mask
        while true {
          let v = Int(table[s])
          if v < 0 {
            nextSame[n] = -1
            table[s] = Int32(truncatingIfNeeded: n)
            break
          }
          if b.oldKeys[oldStart + v] == k {
            nextSame[n] = Int32(truncatingIfNeeded: v)
            table[s] = Int32(truncatingIfNeeded: n)
            break
          }
          s = (s + 1) & mask
        }
      }
      for m in newRange {
        let k = b.newKeys[m]
        var s = k & mask
        var found: Int32 = -1
        while true {
          let v = Int(table[s])
          if v == -1 { break }
          if b.oldKeys[oldStart + (v >= 0 ? v : -2 - v)] == k {
            if v >= 0 {
              found = b.oldPositions[oldStart + v]
              let next = Int(nextSame[v])
              table[s] = Int32(truncatingIfNeeded: next >= 0 ? next : -2 - v)
            }
            break
          }
          s = (s + 1) & mask
        }
        b.found[m] = found
      }
    }
  }

  /// The partitioned join's scratch memory, uninitialised where it is written before it is
  /// read: per partition (each with room for `oldRoom` or `newRoom` entries) the old keys and
  /// positions, the new keys and the old position each new key found; how full each partition
  /// is; and each new item's partition.
  ///
  /// Unsafe: speed — bench row
  /// "diff by identity …: UUID strings / Dictionary<String, Int> linking".
  @usableFromInline struct PartitionBuffers {
    @usableFromInline let partitions: Int
    @usableFromInline let oldKeys: UnsafeMutableBufferPointer<Int>
    @usableFromInline let oldPositions: UnsafeMutableBufferPointer<Int32>
    @usableFromInline let newKeys: UnsafeMutableBufferPointer<Int>
    @usableFromInline let found: UnsafeMutableBufferPointer<Int32>
    @usableFromInline let newPart: UnsafeMutableBufferPointer<UInt16>
    @usableFromInline let oldFill: UnsafeMutableBufferPointer<Int>
    @usableFromInline let newFill: UnsafeMutableBufferPointer<Int>

    @inlinable init(partitions: Int, oldRoom: Int, newRoom: Int, newCount: Int) {
      self.partitions = partitions
      oldKeys = .allocate(capacity: partitions * oldRoom)
      oldPositions = .allocate(capacity: partitions * oldRoom)
      newKeys = .allocate(capacity: partitions * newRoom)
      found = .allocate(capacity: partitions * newRoom)
      newPart = .allocate(capacity: newCount)
      oldFill = .allocate(capacity: partitions)
      oldFill.initialize(repeating: 0)
      newFill = .allocate(capacity: partitions)
      newFill.initialize(repeating: 0)
    }

    @inlinable func deallocate() {
      oldKeys.deallocate()
      oldPositions.deallocate()
      newKeys.deallocate()
      found.deallocate()
      newPart.deallocate()
      oldFill.deallocate()
      newFill.deallocate()
    }
  }
}
