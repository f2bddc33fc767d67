import ListDiff

/// A map whose entries sit in dense arrays in the order they were added, and whose hash table
/// holds only each entry's number and a piece of its hash (CPython's compact dictionary).
///
/// A snapshot's table of item identities is written once per item appended. In `Dictionary` the
/// keys and values are the buckets: at 100,000 items they spread over 12 MB, and every insert
/// writes into them at random, beyond the processor's cache. Here an insert writes one 8-byte
/// slot at random (a 2 MB table at 100,000) and appends the entry at the end, where the memory
/// is written in order; a lookup that finds nothing reads only the table. `scripts/bench --only
/// language` has the growth row (`docs/quality.md`, writes in place).
///
/// A removed entry stays in the arrays, without its value, and leaves a tombstone in the table
/// until the next rebuild, which drops both.
@usableFromInline struct CompactMap<Key: Hashable, Value> {
  /// The keys, in the order added (removed ones included until the next rebuild).
  @usableFromInline var keys: [Key] = []
  /// Each key's value, `nil` once removed.
  @usableFromInline var values: [Value?] = []
  /// Each key's hash.
  @usableFromInline var hashes: [Int] = []
  /// The hash table, linearly probed: empty, a tombstone, or an entry's number plus
  /// 2 in the low 32 bits and the high 32 bits of its hash above them.
  @usableFromInline var slots: [UInt64] = []
  /// The entries that have a value.
  @usableFromInline var count = 0
  /// The entries removed since the last rebuild (`keys.count - count`): at least as many as the
  /// table's tombstones, since an insert may reuse one.
  @usableFromInline var removed = 0

  /// An empty map.
  @inlinable init() {}

  /// A key's hash, mixed (splitmix64's finaliser) so that a type whose `hashValue` is badly
  /// spread (multiples of 2^16, say) still fills the table evenly: `Dictionary` mixes through
  /// `Hasher`, and this table reads both the low bits (the slot) and the high (the tag).
  @inlinable static func mixed(_ key: Key) -> Int {
    Int(truncatingIfNeeded: Fingerprint.scrambled(key.hashValue, seed: 0))
  }

  /// The slot `hash` starts probing at, and the tag stored with its entries.
  @inlinable static func start(_ hash: Int, mask: Int) -> (slot: Int, tag: UInt64) {
    (hash & mask, UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000)
  }

  /// The entry holding `key`, and the slot it is in; or `nil`.
  ///
  /// - Complexity: O(1) expected.
  @inlinable func find(_ key: Key, hash: Int) -> (entry: Int, slot: Int)? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    let (first, tag) = Self.start(hash, mask: mask)
    var i = first
    while true {
      let slot = slots[i]
      if slot == CompactMapSlot.empty { return nil }
      if slot & 0xFFFF_FFFF_0000_0000 == tag && slot != CompactMapSlot.removed {
        let entry = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - Int(CompactMapSlot.firstEntry)
        if keys[entry] == key { return (entry, i) }
      }
      i = (i + 1) & mask
    }
  }

  /// The value for `key`, or `nil`; setting `nil` removes the entry.
  ///
  /// - Complexity: O(1) expected; a set is amortised O(1), a rebuild taking O(n).
  @inlinable subscript(key: Key) -> Value? {
    get {
      guard let found = find(key, hash: Self.mixed(key)) else { return nil }
      return values[found.entry]
    }
    set {
      let hash = Self.mixed(key)
      if let found = find(key, hash: hash) {
        if let newValue {
          values[found.entry] = newValue
        } else {
          values[found.entry] = nil
          slots[found.slot] = CompactMapSlot.removed
          count -= 1
          removed += 1
        }
      } else if let newValue {
        insert(key, newValue, hash: hash)
      }
      checkCounts()
    }
  }

  /// Adds an entry for a key the map lacks.
  @inlinable mutating func insert(_ key: Key, _ value: Value, hash: Int) {
    // At most half the table in use (entries and tombstones), so that probes stay short.
    if (count + removed + 1) * 2 > slots.count { rebuild(minimumCount: count + 1) }
    let entry = keys.count
    // An entry's number shares its slot with the hash's tag.
    precondition(entry < Int(UInt32.max) - 2, "CompactMap: more than 2^32 entries")
    keys.append(key)
    values.append(value)
    hashes.append(hash)
    place(entry, hash: hash)
    count += 1
  }

  /// Writes entry `entry`'s slot at the first free place of its probe.
  @inlinable mutating func place(_ entry: Int, hash: Int) {
    let mask = slots.count - 1
    let (first, tag) = Self.start(hash, mask: mask)
    var i = first
    while slots[i] != CompactMapSlot.empty && slots[i] != CompactMapSlot.removed {
      i = (i + 1) & mask
    }
    slots[i] = tag | (UInt64(entry) + CompactMapSlot.firstEntry)
  }

  /// Drops the removed entries and the tombstones, and sizes the table for `minimumCount`
  /// entries at a quarter of it, so that it fills to half before the next rebuild.
  ///
  /// - Complexity: O(n) for the n entries, removed ones included.
  @inlinable mutating func rebuild(minimumCount: Int) {
    if count < keys.count {
      var kept = 0
      for k in keys.indices where values[k] != nil {
        keys.swapAt(kept, k)
        values.swapAt(kept, k)
        hashes.swapAt(kept, k)
        kept += 1
      }
      keys.removeLast(keys.count - kept)
      values.removeLast(values.count - kept)
      hashes.removeLast(hashes.count - kept)
    }
    var size = 16
    while size < 4 * minimumCount { size *= 2 }
    slots = [UInt64](repeating: CompactMapSlot.empty, count: size)
    removed = 0
    for entry in keys.indices { place(entry, hash: hashes[entry]) }
    checkInvariants()
  }

  /// Removes every entry.
  @inlinable mutating func removeAll() { self = Self() }

  /// The counts agree with the arrays: checked after every change in debug builds
  /// (`LISTSCRIPT_CHECKS`).
  ///
  /// - Complexity: O(1).
  @inlinable func checkCounts() {
    #if LISTSCRIPT_CHECKS
      precondition(
        keys.count == values.count && keys.count == hashes.count && count <= keys.count,
        "CompactMap: arrays out of step")
      precondition(slots.isEmpty || (count + removed) * 2 <= slots.count, "CompactMap: too full")
    #endif
  }

  /// Every entry with a value is found through its slot, and no other slot names an entry:
  /// checked after every rebuild in debug builds (`LISTSCRIPT_CHECKS`), which costs O(n) as the
  /// rebuild does.
  ///
  /// - Complexity: O(n).
  @inlinable func checkInvariants() {
    #if LISTSCRIPT_CHECKS
      checkCounts()
      var named = 0
      for slot in slots where slot != CompactMapSlot.empty && slot != CompactMapSlot.removed {
        named += 1
      }
      precondition(named == count, "CompactMap: the table names \(named) entries, not \(count)")
      for entry in keys.indices where values[entry] != nil {
        precondition(
          find(keys[entry], hash: hashes[entry])?.entry == entry, "CompactMap: an entry is lost")
      }
    #endif
  }
}

extension CompactMap: Sendable where Key: Sendable, Value: Sendable {}

/// A `CompactMap` slot's reserved values.
@usableFromInline enum CompactMapSlot {
  @usableFromInline static let empty: UInt64 = 0
  @usableFromInline static let removed: UInt64 = 1
  /// Entry k is stored as k + `firstEntry`.
  @usableFromInline static let firstEntry: UInt64 = 2
}
