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
  /// Whether some links were made on equal keys without comparing identities (`link` with
  /// `checking` false): `changeset` compares them where contents differ.
  @usableFromInline var unchecked = false

  /// No links yet between `old` and `new` items.
  @inlinable
  init(old: Int, new: Int) {
    oldForNew = [Int32](repeating: -1, count: new)
    newForOld = [Int32](repeating: -1, count: old)
  }

  /// Links every unlinked item of `new` to the first unlinked item of `old` with its identity.
  ///
  /// `oldBase` and `newBase` say where the slices start in the whole lists. Integer identities
  /// that lie close together index a table by value; all others are joined on a 64-bit key
  /// (`Links+KeyJoin.swift`); should two unequal identities share a key, the lists are linked
  /// again with a table that compares identities.
  ///
  /// With `checking` false, links made on equal keys are left unchecked (`unchecked`) for the
  /// caller to check — where contents differ, when equal contents imply equal identities.
  ///
  /// - Complexity: O(n) expected for n items: one key per item.
  @inlinable
  mutating func link<Item, ID: Hashable>(
    _ old: [Item], _ new: [Item], oldBase: Int = 0, newBase: Int = 0,
    identity: (Item) -> ID, checking: Bool = true
  ) {
    if old.isEmpty || new.isEmpty { return }
    if ID.self == Int.self, linkDense(old, new, oldBase, newBase, identity) { return }
    if linkByKey(old, new, oldBase, newBase, identity, checking: checking) { return }
    linkExactly(old, new, oldBase, newBase, identity)
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

  /// `link` with one table that compares identities: the way that is exact whatever the
  /// fingerprints, taken when the key join met two unequal identities with one key.
  ///
  /// The table is open-addressed with linear probing. A slot holds -1 when empty, the position
  /// of the next old item to claim for its identity, or, once every old item with the identity
  /// is claimed, `-2 - first` (still naming an item with that identity). Each identity's old
  /// positions form a chain through `nextSame`, in order. A slot keeps the high half of its
  /// identity's key (`joinKey`), and a probe compares identities only where those agree.
  ///
  /// - Complexity: O(n) expected for n items, one fingerprint each; fingerprints that collide
  ///   cost an `==` per probe that meets them.
  @inlinable
  mutating func linkExactly<Item, ID: Hashable>(
    _ old: [Item], _ new: [Item], _ oldBase: Int, _ newBase: Int, _ identity: (Item) -> ID
  ) {
    let seed = Fingerprint.seed
    var bits = 4
    while 1 << bits < 2 * old.count { bits += 1 }
    let mask = (1 << bits) - 1
    // Each slot keeps the high half of its identity's fingerprint beside the position, so that
    // a probe reads one cache line and compares identities only where the tags agree.
    var table = [Slot](repeating: Slot(position: -1, tag: 0), count: mask + 1)
    var nextSame: [Int32] = []  // allocated at the first repeated identity
    // Built from the end, so that each chain ends up in order and the slot names its first.
    for i in old.indices.reversed() where newForOld[oldBase + i] < 0 {
      let id = identity(old[i])
      let print = Self.joinKey(id, seed: seed)
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
      }
    }
    for (j, item) in new.enumerated() where oldForNew[newBase + j] < 0 {
      let id = identity(item)
      let print = Self.joinKey(id, seed: seed)
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
  @inlinable @inline(__always)
  func changeset(unchanged: (Int, Int) -> Bool) -> Changeset {
    precondition(!unchecked, "unchecked links need changeset(unchanged:sameIdentity:)")
    // Every link is checked, so the identities are never compared.
    guard let changes = changeset(unchanged: unchanged, sameIdentity: { _, _ in true }) else {
      preconditionFailure("a checked link failed its check")
    }
    return changes
  }

  /// `changeset(unchanged:)` that also checks, when links are `unchecked`, each link whose
  /// contents differ with `sameIdentity`; `nil` when one fails (two unequal identities shared
  /// a key), for the caller to link again with checks.
  ///
  /// A link whose contents are equal needs no check when equal contents imply equal
  /// identities, the promise under which links are left unchecked.
  ///
  /// The linked old items are read in new order, at random when the list was shuffled: from
  /// `prefetchFrom` items, `prefetch(i, far)`, when given, asks for the old item linked to the
  /// new position `2 × prefetchDistance` ahead, and for what the one linked to the position
  /// `prefetchDistance` ahead refers to. Both are skipped for an old item that lies beside the
  /// one linked to the new position before (in a list that keeps its order the items are read
  /// in turn, and the processor brings them in unasked).
  ///
  /// - Complexity: O(n + m log m) for n items and m links.
  @inlinable @inline(__always)
  func changeset(
    unchanged: (Int, Int) -> Bool, sameIdentity: (Int, Int) -> Bool,
    prefetch: ((_ old: Int, _ far: Bool) -> Void)? = nil
  ) -> Changeset? {
    var changes = Changeset()
    for i in newForOld.indices where newForOld[i] < 0 { changes.deletes.append(i) }
    for j in oldForNew.indices where oldForNew[j] < 0 { changes.inserts.append(j) }
    // The linked items whose old positions form a longest increasing run, in new order, stay.
    let stays = Differ.increasingRun(oldForNew)
    let count = oldForNew.count
    let ahead = count + newForOld.count >= Self.prefetchFrom ? Self.prefetchDistance : 0
    // The old item linked to new position `k`, unless it lies right beside the one linked to
    // `k - 1` (then it is in the cache, or on its way there).
    @inline(__always) func scattered(_ k: Int) -> Int? {
      assert(k > 0, "reads the link before")
      guard k < count else { return nil }
      let i = Int(oldForNew[k])
      return i >= 0 && abs(i - Int(oldForNew[k - 1])) != 1 ? i : nil
    }
    for j in oldForNew.indices where oldForNew[j] >= 0 {
      if ahead > 0, let prefetch {
        if let i = scattered(j + 2 * ahead) { prefetch(i, true) }
        if let i = scattered(j + ahead) { prefetch(i, false) }
      }
      let i = Int(oldForNew[j])
      if !stays[j] { changes.moves.append(Changeset.Move(from: i, to: j)) }
      if !unchanged(i, j) {
        if unchecked, !sameIdentity(i, j) { return nil }
        changes.updates.append(Changeset.Update(old: i, new: j))
      }
    }
    return changes
  }
}
