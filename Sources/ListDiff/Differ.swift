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
  ///   - old: the list before.
  ///   - new: the list after.
  ///   - identity: what links an old item to a new one (`id` field, else the value).
  ///   - contentEquals: whether a linked pair is unchanged; a pair that is not is an update.
  /// - Complexity: O(n log n) for n items in all: O(n) expected for the linking and the rest,
  ///   O(m log m) for the longest increasing subsequence of the m linked items.
  @inlinable @inline(__always)
  public static func diff<Item, ID: Hashable>(
    from old: [Item], to new: [Item], identity: (Item) -> ID,
    contentEquals: (Item, Item) -> Bool
  ) -> Changeset {
    var links = Links(old: old.count, new: new.count)
    links.link(old, new, identity: identity)
    // Through buffers, the items are compared where they lie, not copied (and retained) first.
    // Unsafe: speed — bench row "diff: README case n = …, Swift inferringMoves() time / ours".
    return old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in links.changeset { contentEquals(old[$0], new[$1]) } }
    }
  }

  /// The changeset that turns `old` into `new`, for items whose equal contents imply equal
  /// identities (the language's values: `==` compares every field, `id` included).
  ///
  /// Links made on equal 64-bit keys are checked only where contents differ, which saves
  /// reading both identities of every unchanged pair again; should a check fail (two unequal
  /// identities shared a key), the lists are linked again with every link checked, as
  /// `diff(from:to:identity:contentEquals:)` does.
  ///
  /// - Complexity: as `diff(from:to:identity:contentEquals:)`.
  @inlinable @inline(__always)
  public static func diff<Item, ID: Hashable>(
    from old: [Item], to new: [Item], identity: (Item) -> ID,
    contentEqualsImplyingIdentity contentEquals: (Item, Item) -> Bool
  ) -> Changeset {
    if let changes = diffCheckingChangedLinks(old, new, identity, contentEquals) {
      return changes
    }
    return diff(from: old, to: new, identity: identity, contentEquals: contentEquals)
  }

  /// `diff(from:to:identity:contentEqualsImplyingIdentity:)` for items that ask for their
  /// memory ahead of being compared (`DiffPrefetching`): package API, since the hint reads an
  /// item through a raw pointer (`scripts/bench` row "diff by identity …: records with string
  /// ids (Value) / UUID strings"; the figures are in `docs/quality.md`).
  ///
  /// - Complexity: as `diff(from:to:identity:contentEquals:)`.
  @inlinable @inline(__always)
  package static func diff<Item: DiffPrefetching, ID: Hashable>(
    from old: [Item], to new: [Item], identity: (Item) -> ID,
    contentEqualsImplyingIdentity contentEquals: (Item, Item) -> Bool
  ) -> Changeset {
    if let changes = diffCheckingChangedLinks(
      old, new, identity, contentEquals, storage: { Item.prefetchStorage(at: $0) })
    {
      return changes
    }
    return diff(from: old, to: new, identity: identity, contentEquals: contentEquals)
  }

  /// `diff` with links on equal keys left unchecked, then checked only where contents differ.
  ///
  /// `nil` when a check fails (two unequal identities shared a key). `storage`, when given,
  /// asks for what an old item refers to ahead of comparing it.
  @inlinable @inline(__always)
  static func diffCheckingChangedLinks<Item, ID: Hashable>(
    _ old: [Item], _ new: [Item], _ identity: (Item) -> ID, _ contentEquals: (Item, Item) -> Bool,
    storage: ((UnsafeRawPointer) -> Void)? = nil
  ) -> Changeset? {
    var links = Links(old: old.count, new: new.count)
    links.link(old, new, identity: identity, checking: false)
    // Unsafe: speed (the buffers, and `storage`'s raw pointer to an old item) — bench row
    // "diff by identity …: records with string ids (Value) / UUID strings".
    return old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        links.changeset(
          unchanged: { contentEquals(old[$0], new[$1]) },
          sameIdentity: { identity(old[$0]) == identity(new[$1]) },
          prefetch: storage.map { storage in
            { Links.prefetchContent(old, $0, far: $1, storage) }
          })
      }
    }
  }

  /// The changeset between lists of `Identifiable` items: `id` links an old item to a new
  /// one, and a linked pair that is not `==` is an update (SwiftUI's and diffable data
  /// sources' convention).
  ///
  /// Inlinable and generic over the item only, so that a concrete item type specialises it as
  /// the closure form would.
  ///
  /// - Complexity: O(n log n) for n items in all, as `diff(from:to:identity:contentEquals:)`.
  @inlinable @inline(__always)
  public static func diff<Item: Identifiable & Equatable>(from old: [Item], to new: [Item])
    -> Changeset
  {
    var links = Links(old: old.count, new: new.count)
    links.link(old, new, identity: { $0.id })
    // Unsafe: speed — bench row
    // "diff: Identifiable rows vs the closure form, README case n = 100000".
    return old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in links.changeset { old[$0] == new[$1] } }
    }
  }

  /// For each item of `new`, the position of the item of `old` it is linked to (equal
  /// identities paired in order of appearance), or `nil`.
  ///
  /// - Complexity: O(n) expected for n items in all.
  @inlinable @inline(__always)
  public static func links<Item, ID: Hashable>(
    from old: [Item], to new: [Item], identity: (Item) -> ID
  ) -> [Int?] {
    var links = Links(old: old.count, new: new.count)
    links.link(old, new, identity: identity)
    return links.oldForNew.map { $0 < 0 ? nil : Int($0) }
  }

  /// Positions (into `values`) of one longest strictly increasing subsequence of non-negative
  /// values (negative ones are never part of it, as in `increasingRun`).
  ///
  /// - Complexity: O(m log m) (patience sorting).
  static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
    let keep = increasingRun(values.map { Int32(clamping: $0) })
    return keep.indices.filter { keep[$0] }
  }

  /// Marks the values that belong to one longest strictly increasing subsequence, skipping
  /// negative values (unlinked positions), which are never marked.
  ///
  /// Patience sorting: `tails[l]` is the position of the smallest value that ends an
  /// increasing run of length `l + 1`, and `tailValues[l]` that value, kept beside it so that
  /// each step of the search reads one array, not a position and then the value it names.
  /// (Written branch-free, with the comparison's sign as a mask, the search compiled to the
  /// same branch on x86-64: the back end turned the select into one.)
  ///
  /// - Complexity: O(m log m) (patience sorting); O(m) when the values mostly increase.
  @inlinable
  static func increasingRun(_ values: [Int32]) -> [Bool] {
    let count = values.count
    var previous = [Int32](repeating: -1, count: count)
    var keep = [Bool](repeating: false, count: count)
    // Unsafe: speed — bench row
    // "diff by identity …: records with string ids (Value) / UUID strings".
    let tails = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(1, count))
    let tailValues = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(1, count))
    defer {
      tails.deallocate()
      tailValues.deallocate()
    }
    var length = 0
    values.withUnsafeBufferPointer { values in
      previous.withUnsafeMutableBufferPointer { previous in
        for k in 0..<count where values[k] >= 0 {
          let value = values[k]
          // Lists mostly keep their order: extending the longest run needs no search.
          if length == 0 || tailValues[length - 1] < value {
            if length > 0 { previous[k] = tails[length - 1] }
            tails[length] = Int32(truncatingIfNeeded: k)
            tailValues[length] = value
            length += 1
            continue
          }
          // The first run whose tail is not below `value` (one exists: the last one's is not).
          var base = 0
          var n = length
          while n > 1 {
            let half = n &>> 1
            base = tailValues[base &+ half &- 1] < value ? base &+ half : base
            n &-= half
          }
          if base > 0 { previous[k] = tails[base - 1] }
          tails[base] = Int32(truncatingIfNeeded: k)
          tailValues[base] = value
        }
      }
    }
    var k = length > 0 ? Int(tails[length - 1]) : -1
    while k >= 0 {
      keep[k] = true
      k = Int(previous[k])
    }
    return keep
  }
}
