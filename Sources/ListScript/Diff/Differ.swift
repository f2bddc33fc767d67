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
    var links = Links(old: old.count, new: new.count)
    links.link(old, new, identity: identity)
    return links.changeset { contentEquals(old[$0], new[$1]) }
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
