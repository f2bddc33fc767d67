/// Computes the changeset between two flat lists: Heckel-style linking by identity in O(n),
/// updates for linked pairs whose content differs, and moves chosen as the complement of a
/// longest increasing subsequence, so that no smaller set of moves could explain the linking.
///
/// **Duplicates.** Items with equal identities are paired in order of appearance: the first old
/// one with the first new one, and so on; the surplus on either side are deletes or inserts.
public enum Differ {
  /// The changeset that turns `old` into `new`.
  ///
  /// - Parameters:
  ///   - identity: what links an old item to a new one (`id` field, else the value).
  ///   - contentEquals: whether a linked pair is unchanged; a pair that is not is an update.
  /// - Complexity: O(n log n) for n items in all: O(n) expected for the linking and the rest,
  ///   O(m log m) for the longest increasing subsequence of the m linked items.
  @inlinable
  public static func diff<Item, ID: Hashable>(
    from old: [Item], to new: [Item], identity: (Item) -> ID,
    contentEquals: (Item, Item) -> Bool
  ) -> Changeset {
    // Each identity's old positions form a chain through `nextSame`, in order; `first` maps an
    // identity to its chain (one hash per old item), and `cursor`, indexed by the chain's first
    // position, says which position the next new item claims — first come, first served.
    var first: [ID: Int] = [:]
    first.reserveCapacity(old.count)
    var nextSame = [Int](repeating: -1, count: old.count)
    var last = [Int](repeating: -1, count: old.count)
    for i in old.indices {
      let id = identity(old[i])
      if let f = first[id] {
        nextSame[last[f]] = i
        last[f] = i
      } else {
        first[id] = i
        last[i] = i
      }
    }
    var cursor = Array(old.indices)
    var oldForNew = [Int](repeating: -1, count: new.count)
    var newForOld = [Int](repeating: -1, count: old.count)
    for (j, item) in new.enumerated() {
      guard let f = first[identity(item)] else { continue }
      let i = cursor[f]
      guard i >= 0 else { continue }
      cursor[f] = nextSame[i]
      oldForNew[j] = i
      newForOld[i] = j
    }

    var changes = Changeset()
    changes.deletes = old.indices.filter { newForOld[$0] < 0 }
    changes.inserts = new.indices.filter { oldForNew[$0] < 0 }

    // Linked pairs in new order; the old positions that increase along the longest run stay.
    let linked = new.indices.filter { oldForNew[$0] >= 0 }
    let stays = longestIncreasingSubsequence(linked.map { oldForNew[$0] })
    var staying = [Bool](repeating: false, count: linked.count)
    for k in stays { staying[k] = true }
    for (k, j) in linked.enumerated() {
      let i = oldForNew[j]
      if !staying[k] { changes.moves.append(Changeset.Move(from: i, to: j)) }
      if !contentEquals(old[i], new[j]) { changes.updates.append(Changeset.Update(old: i, new: j)) }
    }
    return changes
  }

  /// Positions (into `values`) of one longest strictly increasing subsequence.
  ///
  /// - Complexity: O(m log m) (patience sorting).
  @usableFromInline
  static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
    var tails: [Int] = []  // positions of the smallest tail of each length
    var previous = [Int](repeating: -1, count: values.count)
    for (k, value) in values.enumerated() {
      var lo = 0
      var hi = tails.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if values[tails[mid]] < value { lo = mid + 1 } else { hi = mid }
      }
      if lo > 0 { previous[k] = tails[lo - 1] }
      if lo == tails.count { tails.append(k) } else { tails[lo] = k }
    }
    var result: [Int] = []
    var k = tails.last ?? -1
    while k >= 0 {
      result.append(k)
      k = previous[k]
    }
    return result.reversed()
  }
}

extension Differ {
  /// The changeset between two lists of ListScript values: identity is an item's `id` field,
  /// else the item; content is the whole item.
  ///
  /// - Complexity: as `diff(from:to:identity:contentEquals:)`.
  public static func diff(from old: [Value], to new: [Value]) -> Changeset {
    diff(from: old, to: new, identity: \.identity, contentEquals: ==)
  }
}
