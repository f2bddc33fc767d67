/// Which old item each new item is linked to, and back: the heart of the Heckel-style diff.
///
/// Linking pairs equal identities in order of appearance: the first unlinked old item with a
/// given identity goes to the first new item that asks for it. Linking can run more than once
/// over parts of the lists (the sectioned diff links within each pair of linked sections first,
/// then what is left across sections); an item, once linked, stays linked.
@usableFromInline
struct Links {
  /// For each new position, the old position linked to it, or -1.
  @usableFromInline var oldForNew: [Int]
  /// For each old position, the new position linked to it, or -1.
  @usableFromInline var newForOld: [Int]

  /// No links yet between `old` and `new` items.
  @inlinable
  init(old: Int, new: Int) {
    oldForNew = [Int](repeating: -1, count: new)
    newForOld = [Int](repeating: -1, count: old)
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
    // Each identity's old positions form a chain through `nextSame`, in order; `first` maps an
    // identity to its chain (one hash per old item), and `cursor`, indexed by the chain's first
    // position, says which position the next new item claims — first come, first served.
    var first: [ID: Int] = [:]
    first.reserveCapacity(old.count)
    var nextSame = [Int](repeating: -1, count: old.count)
    var last = [Int](repeating: -1, count: old.count)
    for i in old.indices where newForOld[oldBase + i] < 0 {
      let id = identity(old[i])
      if let f = first[id] {
        nextSame[last[f]] = i
        last[f] = i
      } else {
        first[id] = i
        last[i] = i
      }
    }
    if first.isEmpty { return }
    var cursor = Array(old.indices)
    for (j, item) in new.enumerated() where oldForNew[newBase + j] < 0 {
      guard let f = first[identity(item)] else { continue }
      let i = cursor[f]
      guard i >= 0 else { continue }
      cursor[f] = nextSame[i]
      oldForNew[newBase + j] = oldBase + i
      newForOld[oldBase + i] = newBase + j
    }
  }

  /// Deletes, inserts, moves (the complement of a longest increasing run of old positions
  /// among the linked items, in new order) and updates (linked pairs `unchanged` rejects).
  ///
  /// - Complexity: O(n + m log m) for n items and m links.
  @inlinable
  func changeset(unchanged: (Int, Int) -> Bool) -> Changeset {
    var changes = Changeset()
    changes.deletes = newForOld.indices.filter { newForOld[$0] < 0 }
    changes.inserts = oldForNew.indices.filter { oldForNew[$0] < 0 }
    let linked = oldForNew.indices.filter { oldForNew[$0] >= 0 }
    let stays = Differ.longestIncreasingSubsequence(linked.map { oldForNew[$0] })
    var staying = [Bool](repeating: false, count: linked.count)
    for k in stays { staying[k] = true }
    for (k, j) in linked.enumerated() {
      let i = oldForNew[j]
      if !staying[k] { changes.moves.append(Changeset.Move(from: i, to: j)) }
      if !unchanged(i, j) { changes.updates.append(Changeset.Update(old: i, new: j)) }
    }
    return changes
  }
}
