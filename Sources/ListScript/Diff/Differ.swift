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
  public static func diff<Item, ID: Hashable>(
    from old: [Item], to new: [Item], identity: (Item) -> ID,
    contentEquals: (Item, Item) -> Bool
  ) -> Changeset {
    // Old positions per identity, in order; `next` walks each list as new items claim them.
    var positions: [ID: [Int]] = [:]
    positions.reserveCapacity(old.count)
    for (i, item) in old.enumerated() { positions[identity(item), default: []].append(i) }
    var next: [ID: Int] = [:]
    var oldForNew = [Int](repeating: -1, count: new.count)
    var newForOld = [Int](repeating: -1, count: old.count)
    for (j, item) in new.enumerated() {
      let id = identity(item)
      guard let list = positions[id] else { continue }
      let k = next[id, default: 0]
      guard k < list.count else { continue }
      next[id] = k + 1
      oldForNew[j] = list[k]
      newForOld[list[k]] = j
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
