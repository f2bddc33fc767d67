/// Which old item each new item is linked to, and back: the heart of the Heckel-style diff.
///
/// Linking pairs equal identities in order of appearance: the first unlinked old item with a
/// given identity goes to the first new item that asks for it. Linking can run more than once
/// over parts of the lists (the sectioned diff links within each pair of linked sections first,
/// then what is left across sections); an item, once linked, stays linked.
@usableFromInline
struct Links {
  /// For each new position, the old position linked to it, or -1 (32 bits: lists stay under
  /// 2³¹ items, and half the memory is half the page faults at a million items).
  @usableFromInline var oldForNew: [Int32]
  /// For each old position, the new position linked to it, or -1.
  @usableFromInline var newForOld: [Int32]
  /// Whether a link pass ran (before the first, nothing is linked and nothing need be checked).
  @usableFromInline var linkedAny = false

  /// No links yet between `old` and `new` items.
  @inlinable
  init(old: Int, new: Int) {
    oldForNew = [Int32](repeating: -1, count: new)
    newForOld = [Int32](repeating: -1, count: old)
  }

  /// Links every unlinked item of `new` to the first unlinked item of `old` with its identity.
  ///
  /// `oldBase` and `newBase` say where the slices start in the whole lists.
  ///
  /// - Complexity: O(n) expected for n items: one hash per item.
  @inlinable
  mutating func link<Item, ID: Hashable>(
    _ old: [Item], _ new: [Item], oldBase: Int = 0, newBase: Int = 0,
    identity: (Item) -> ID
  ) {
    if old.isEmpty || new.isEmpty { return }
    if ID.self == Int.self, linkDense(old, new, oldBase, newBase, identity) { return }
    // Long lists of strings link partition by partition (measured: 1,000,000 UUID strings
    // 387 -> 315 ms, all different 351 -> 131 ms). Integers do better placed by value, and
    // identities that cost more to compute than to compare (records) do better unpartitioned:
    // partitioning computes each new item's identity twice.
    if ID.self == String.self, old.count >= Self.partitionThreshold {
      linkPartitioned(old, new, oldBase, newBase, identity)
      return
    }
    // Integer identities are placed by value first, so that neighbouring identities share cache
    // lines (old and new lists mostly keep their order); should that cluster badly, the table
    // is rebuilt with hashes.
    var byValue = ID.self == Int.self
    while true {
      if linkOnce(old, new, oldBase, newBase, identity, byValue: byValue) { return }
      byValue = false
    }
  }

  /// `link` for integer identities that lie close together.
  ///
  /// When their range is at most four times the number of old items, the table is indexed by
  /// the identity itself, with no hashing and no probing. False, with nothing done, when the
  /// identities are too spread out.
  @inlinable
  mutating func linkDense<Item, ID: Hashable>(
    _ old: [Item], _ new: [Item], _ oldBase: Int, _ newBase: Int, _ identity: (Item) -> ID
  ) -> Bool {
    @inline(__always) func value(_ item: Item) -> Int { identity(item) as? Int ?? 0 }
    var low = Int.max
    var high = Int.min
    for item in old {
      let v = value(item)
      low = min(low, v)
      high = max(high, v)
    }
    let (range, overflow) = high.subtractingReportingOverflow(low)
    guard !overflow, range < 4 * old.count + 64 else { return false }
    var table = [Int32](repeating: -1, count: range + 1)
    var nextSame: [Int32] = []  // allocated at the first repeated identity
    let fresh = !linkedAny
    for i in old.indices.reversed() where fresh || newForOld[oldBase + i] < 0 {
      let s = value(old[i]) - low
      if table[s] >= 0 {
        if nextSame.isEmpty { nextSame = [Int32](repeating: -1, count: old.count) }
        nextSame[i] = table[s]
      }
      table[s] = Int32(i)
    }
    for j in new.indices where fresh || oldForNew[newBase + j] < 0 {
      let (s, o) = value(new[j]).subtractingReportingOverflow(low)
      guard !o, s >= 0, s <= range else { continue }
      let v = Int(table[s])
      guard v >= 0 else { continue }
      oldForNew[newBase + j] = Int32(oldBase + v)
      newForOld[oldBase + v] = Int32(newBase + j)
      table[s] = nextSame.isEmpty ? -1 : nextSame[v]
    }
    linkedAny = true
    return true
  }

  /// One attempt at `link`; false when placing by value probed too long, after linking the new
  /// items before the one that gave up.
  ///
  /// The table is open-addressed with linear probing. A slot holds -1 when empty, the position
  /// of the next old item to claim for its identity, or, once every old item with the identity
  /// is claimed, `-2 - first` (still naming an item with that identity). Each identity's old
  /// positions form a chain through `nextSame`, in order.
  ///
  /// Hashed identities are fingerprinted once each (`DiffFingerprinting`'s fast fingerprints
  /// where the identity has them, `Hasher` otherwise); a probe compares fingerprints, and
  /// identities only where the fingerprints agree, so a collision never links unequal items.
  @inlinable
  mutating func linkOnce<Item, ID: Hashable>(
    _ old: [Item], _ new: [Item], _ oldBase: Int, _ newBase: Int, _ identity: (Item) -> ID,
    byValue: Bool
  ) -> Bool {
    if byValue {
      return linkOnce(
        old, new, oldBase, newBase, identity, fingerprint: { $0 as? Int ?? 0 }, budgeted: true)
    }
    if ID.self is any DiffFingerprinting.Type {
      // The cast cannot fail (the type was just checked), and specialised it costs nothing,
      // where `as?` measured 3x slower on UUID strings.
      // swift-format-ignore: NeverForceUnwrap
      return linkOnce(
        old, new, oldBase, newBase, identity,
        fingerprint: { Int(truncatingIfNeeded: ($0 as! any DiffFingerprinting).diffFingerprint) },
        budgeted: false)
    }
    return linkOnce(
      old, new, oldBase, newBase, identity, fingerprint: { $0.hashValue }, budgeted: false)
  }

  /// `linkOnce` with the given fingerprint (for integers placed by value, the value itself);
  /// a `budgeted` attempt gives up after a number of probes proportional to the items.
  @inlinable
  mutating func linkOnce<Item, ID: Hashable>(
    _ old: [Item], _ new: [Item], _ oldBase: Int, _ newBase: Int, _ identity: (Item) -> ID,
    fingerprint: (ID) -> Int, budgeted: Bool
  ) -> Bool {
    var bits = 4
    while 1 << bits < 2 * old.count { bits += 1 }
    let mask = (1 << bits) - 1
    // Placing by value gives up after this many probes in all (hashes never do).
    var budget = budgeted ? 8 * (old.count + new.count) + 1_024 : Int.max
    // Each slot keeps the high half of its identity's fingerprint beside the position, so that
    // a probe reads one cache line and compares identities only where the tags agree.
    var table = [Slot](repeating: Slot(position: -1, tag: 0), count: mask + 1)
    var nextSame: [Int32] = []  // allocated at the first repeated identity
    // Built from the end, so that each chain ends up in order and the slot names its first.
    for i in old.indices.reversed() where newForOld[oldBase + i] < 0 {
      let id = identity(old[i])
      let print = fingerprint(id)
      let tag = UInt32(truncatingIfNeeded: print >> 32)
      var s = print & mask
      while true {
        let slot = table[s]
        let v = Int(slot.position)
        if v < 0 {
          table[s] = Slot(position: Int32(i), tag: tag)
          break
        }
        if slot.tag == tag, identity(old[v]) == id {
          if nextSame.isEmpty { nextSame = [Int32](repeating: -1, count: old.count) }
          nextSame[i] = Int32(v)
          table[s].position = Int32(i)
          break
        }
        s = (s + 1) & mask
        budget -= 1
        if budget < 0 { return false }
      }
    }
    for (j, item) in new.enumerated() where oldForNew[newBase + j] < 0 {
      let id = identity(item)
      let print = fingerprint(id)
      let tag = UInt32(truncatingIfNeeded: print >> 32)
      var s = print & mask
      while true {
        let slot = table[s]
        let v = Int(slot.position)
        if v == -1 { break }
        let i = v >= 0 ? v : -2 - v
        if slot.tag == tag, identity(old[i]) == id {
          if v >= 0 {
            oldForNew[newBase + j] = Int32(oldBase + v)
            newForOld[oldBase + v] = Int32(newBase + j)
            let next = nextSame.isEmpty ? -1 : Int(nextSame[v])
            table[s].position = Int32(next >= 0 ? next : -2 - v)
          }
          break
        }
        s = (s + 1) & mask
        budget -= 1
        // The links made so far stand: the policy does not depend on where identities sit
        // in the table, and a new attempt links only what is still unlinked.
        if budget < 0 {
          linkedAny = true
          return false
        }
      }
    }
    linkedAny = true
    return true
  }

  /// From how many old items linking partitions them first (a table for more would not fit in
  /// the cache).
  @usableFromInline static let partitionThreshold = 1 << 17

  /// The fingerprint linking uses for `ID`: `DiffFingerprinting`'s where the type has it
  /// (integers included), else `Hasher`'s.
  @inlinable static func fingerprinter<ID: Hashable>(_: ID.Type) -> (ID) -> Int {
    if ID.self is any DiffFingerprinting.Type {
      // Cannot fail: the type was just checked; specialised, the cast costs nothing.
      // swift-format-ignore: NeverForceUnwrap
      return { Int(truncatingIfNeeded: ($0 as! any DiffFingerprinting).diffFingerprint) }
    }
    return { $0.hashValue }
  }

  /// `link` for long lists, as a partitioned hash join.
  ///
  /// The items are fingerprinted in one sequential pass, grouped by the fingerprint's top bits into partitions of about 65,536
  /// old items (a counting sort that keeps each partition's items in order), and linked
  /// partition by partition with a table that fits in the cache. Equal identities share a
  /// partition and are met in order, so the links are those of one big table.
  ///
  /// - Complexity: O(n) expected for n items.
  @inlinable
  mutating func linkPartitioned<Item, ID: Hashable>(
    _ old: [Item], _ new: [Item], _ oldBase: Int, _ newBase: Int, _ identity: (Item) -> ID
  ) {
    let fingerprint = Self.fingerprinter(ID.self)
    var bits = 0
    while (old.count >> bits) > 65_536 { bits += 1 }
    let partitions = 1 << bits
    @inline(__always) func partition(_ print: Int) -> Int {
      bits == 0 ? 0 : Int(UInt(bitPattern: print) >> UInt(64 - bits))
    }
    // Fingerprints, and each side's positions grouped by partition (in order within one).
    func group(_ count: Int, _ skip: (Int) -> Bool, _ print: (Int) -> Int) -> (
      prints: [Int], order: [Int32], starts: [Int]
    ) {
      var prints = [Int](repeating: 0, count: count)
      var starts = [Int](repeating: 0, count: partitions + 1)
      for i in 0..<count where !skip(i) {
        let p = print(i)
        prints[i] = p
        starts[partition(p) + 1] += 1
      }
      for k in 0..<partitions { starts[k + 1] += starts[k] }
      var next = starts
      var order = [Int32](repeating: 0, count: starts[partitions])
      for i in 0..<count where !skip(i) {
        let k = partition(prints[i])
        order[next[k]] = Int32(i)
        next[k] += 1
      }
      return (prints, order, starts)
    }
    let fresh = !linkedAny
    let olds = group(
      old.count, { !fresh && self.newForOld[oldBase + $0] >= 0 }, { fingerprint(identity(old[$0])) }
    )
    let news = group(
      new.count, { !fresh && self.oldForNew[newBase + $0] >= 0 }, { fingerprint(identity(new[$0])) }
    )
    var nextSame = [Int32](repeating: -1, count: old.count)
    var bitsInTable = 4
    while 1 << bitsInTable < 2 * 65_536 { bitsInTable += 1 }
    var table = [Slot](repeating: Slot(position: -1, tag: 0), count: 1 << bitsInTable)
    for k in 0..<partitions {
      let oldRange = olds.starts[k]..<olds.starts[k + 1]
      let newRange = news.starts[k]..<news.starts[k + 1]
      if oldRange.isEmpty || newRange.isEmpty { continue }
      var size = 4
      while 1 << size < 2 * oldRange.count { size += 1 }
      let mask = (1 << size) - 1
      for s in 0...mask { table[s] = Slot(position: -1, tag: 0) }
      // From the end, so that each chain ends up in order and the slot names its first.
      for n in oldRange.reversed() {
        let i = Int(olds.order[n])
        let print = olds.prints[i]
        let tag = UInt32(truncatingIfNeeded: print)
        var s = (print >> 20) & mask
        while true {
          let slot = table[s]
          let v = Int(slot.position)
          if v < 0 {
            table[s] = Slot(position: Int32(i), tag: tag)
            break
          }
          if slot.tag == tag, olds.prints[v] == print, identity(old[v]) == identity(old[i]) {
            nextSame[i] = Int32(v)
            table[s].position = Int32(i)
            break
          }
          s = (s + 1) & mask
        }
      }
      for n in newRange {
        let j = Int(news.order[n])
        let print = news.prints[j]
        let tag = UInt32(truncatingIfNeeded: print)
        var s = (print >> 20) & mask
        while true {
          let slot = table[s]
          let v = Int(slot.position)
          if v == -1 { break }
          let i = v >= 0 ? v : -2 - v
          if slot.tag == tag, olds.prints[i] == print, identity(old[i]) == identity(new[j]) {
            if v >= 0 {
              oldForNew[newBase + j] = Int32(oldBase + v)
              newForOld[oldBase + v] = Int32(newBase + j)
              let next = Int(nextSame[v])
              table[s].position = Int32(next >= 0 ? next : -2 - v)
            }
            break
          }
          s = (s + 1) & mask
        }
      }
    }
    linkedAny = true
  }

  /// A slot of the linking table: the position it names (-1 empty, `-2 - first` once every
  /// old item of its identity is claimed) and the high half of the identity's fingerprint.
  @usableFromInline struct Slot {
    @usableFromInline var position: Int32
    @usableFromInline var tag: UInt32

    @inlinable init(position: Int32, tag: UInt32) {
      self.position = position
      self.tag = tag
    }
  }

  /// Deletes, inserts, moves (the complement of a longest increasing run of old positions
  /// among the linked items, in new order) and updates (linked pairs `unchanged` rejects).
  ///
  /// - Complexity: O(n + m log m) for n items and m links.
  @inlinable
  func changeset(unchanged: (Int, Int) -> Bool) -> Changeset {
    var changes = Changeset()
    for i in newForOld.indices where newForOld[i] < 0 { changes.deletes.append(i) }
    for j in oldForNew.indices where oldForNew[j] < 0 { changes.inserts.append(j) }
    // The linked items whose old positions form a longest increasing run, in new order, stay.
    let stays = Differ.increasingRun(oldForNew)
    for j in oldForNew.indices where oldForNew[j] >= 0 {
      let i = Int(oldForNew[j])
      if !stays[j] { changes.moves.append(Changeset.Move(from: i, to: j)) }
      if !unchanged(i, j) { changes.updates.append(Changeset.Update(old: i, new: j)) }
    }
    return changes
  }
}
