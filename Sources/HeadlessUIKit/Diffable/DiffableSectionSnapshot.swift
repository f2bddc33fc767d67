import ListDiff

/// A headless `NSDiffableDataSourceSectionSnapshot` (iOS 14): one section's items as a tree —
/// each item known by its identity, with a parent or none (a root) — and which parents are
/// expanded, with UIKit's texts for the calls it refuses.
///
/// The tree is kept as its items in depth-first order with each one's level, as UIKit's own
/// ordered set of identifiers is: a parent comes before its children, and a subtree is the run
/// of deeper items after its root. A value: copying it copies the tree. Every mutating method
/// checks everything before it changes anything, so a call that throws leaves it as it was; a
/// call given no items does nothing, whatever else it names (decompiled UIKitCore, iOS 18.2:
/// each method returns early on an empty array).
public struct DiffableSectionSnapshot<Item: TableItem>: Equatable, Sendable {
  /// An item and its depth: 0 for a root.
  public struct Node: Equatable, Sendable {
    /// The item.
    public var item: Item
    /// Its depth in the tree: 0 for a root, one more than its parent's otherwise.
    public var level: Int

    /// An item at this depth.
    @inlinable public init(item: Item, level: Int) {
      self.item = item
      self.level = level
    }
  }

  /// Every item with its level, depth first.
  @inlinable public var nodes: [Node] { _nodes }
  @usableFromInline var _nodes: [Node] = []
  /// The identities of the expanded items.
  @usableFromInline var expanded: Set<Item> = []
  /// Identity → position in `nodes`.
  @usableFromInline var position: [Item: Int] = [:]

  /// An empty section snapshot: `NSDiffableDataSourceSectionSnapshot()`.
  @inlinable public init() {}

  /// A flat section snapshot of these items, all roots.
  ///
  /// - Complexity: O(n).
  @inlinable public init(roots: [Item]) {
    _nodes = roots.map { Node(item: $0, level: 0) }
    reindex()
  }

  /// Compares the trees and the expanded items; the lookup table is left out.
  @inlinable public static func == (a: Self, b: Self) -> Bool {
    a._nodes == b._nodes && a.expanded == b.expanded
  }

  // MARK: - Queries

  /// `items`: every item, depth first.
  ///
  /// - Complexity: O(n).
  @inlinable public var items: [Item] { _nodes.map(\.item) }

  /// `rootItems`: the items at level 0, in order.
  ///
  /// - Complexity: O(n).
  @inlinable public var rootItems: [Item] { _nodes.filter { $0.level == 0 }.map(\.item) }

  /// `visibleItems`: the items none of whose ancestors is collapsed, in order (visible means
  /// "not under a collapsed parent", not on screen).
  ///
  /// - Complexity: O(n).
  @inlinable public var visibleItems: [Item] {
    var result: [Item] = []
    // The level below which items are hidden, while inside a collapsed parent's subtree.
    var hiddenBelow = Int.max
    for node in _nodes {
      if node.level > hiddenBelow { continue }
      hiddenBelow = Int.max
      result.append(node.item)
      if !expanded.contains(node.item.identity) { hiddenBelow = node.level }
    }
    return result
  }

  /// The expanded items, in the order of `items`.
  ///
  /// - Complexity: O(n).
  @inlinable public var expandedItems: [Item] {
    _nodes.filter { expanded.contains($0.item.identity) }.map(\.item)
  }

  /// `contains(_:)`.
  ///
  /// - Complexity: O(1) expected.
  @inlinable public func contains(_ item: Item) -> Bool { position[item.identity] != nil }

  /// `index(of:)`: the item's position in `items`, `nil` when it is not there.
  ///
  /// - Complexity: O(1) expected.
  @inlinable public func index(of item: Item) -> Int? { position[item.identity] }

  /// `level(of:)`: 0 for a root.
  ///
  /// - Complexity: O(1) expected.
  @inlinable public func level(of item: Item) throws(SnapshotError) -> Int {
    _nodes[try existing(item, .level)].level
  }

  /// `isExpanded(_:)`.
  ///
  /// - Complexity: O(1) expected.
  @inlinable public func isExpanded(_ item: Item) throws(SnapshotError) -> Bool {
    _ = try existing(item, .isExpanded)
    return expanded.contains(item.identity)
  }

  /// `isVisible(_:)`: whether every ancestor of the item is expanded.
  ///
  /// - Complexity: O(n).
  @inlinable public func isVisible(_ item: Item) throws(SnapshotError) -> Bool {
    var k = try existing(item, .isVisible)
    var level = _nodes[k].level
    while level > 0, k > 0 {
      k -= 1
      if _nodes[k].level < level {
        guard expanded.contains(_nodes[k].item.identity) else { return false }
        level = _nodes[k].level
      }
    }
    return true
  }

  /// `parent(of:)`: `nil` for a root.
  ///
  /// - Complexity: O(n).
  @inlinable public func parent(of item: Item) throws(SnapshotError) -> Item? {
    guard let k = position[item.identity] else {
      throw .sectionSnapshotChildMissing(item.identifierText)
    }
    return parentIndex(of: k).map { _nodes[$0].item }
  }

  /// `snapshot(of:includingParent:)`: the item's subtree as a section snapshot of its own — its
  /// children as roots, or the item as the one root — with the expanded items kept.
  ///
  /// - Complexity: O(n).
  @inlinable public func snapshot(of parent: Item, includingParent: Bool) throws(SnapshotError)
    -> Self
  {
    guard let k = position[parent.identity] else {
      throw .sectionSnapshotParentMissing(parent.identifierText)
    }
    let base = _nodes[k].level + (includingParent ? 0 : 1)
    let start = includingParent ? k : k + 1
    var result = Self()
    result._nodes = _nodes[start..<subtreeEnd(k)].map {
      Node(item: $0.item, level: $0.level - base)
    }
    result.reindex()
    result.expanded = expanded.filter { result.position[$0] != nil }
    return result
  }

  /// The children of an item the snapshot holds, as `snapshot(of:includingParent: false)`
  /// gives them; empty for an item it lacks.
  ///
  /// - Complexity: O(n).
  @inlinable public func snapshot(ofPresent item: Item) -> Self {
    (try? snapshot(of: item, includingParent: false)) ?? Self()
  }

  // MARK: - Helpers

  /// The position of an item the snapshot must have.
  @inlinable func existing(_ item: Item, _ query: SectionSnapshotQuery) throws(SnapshotError) -> Int
  {
    guard let k = position[item.identity] else {
      throw .sectionSnapshotItemMissing(item.identifierText, query)
    }
    return k
  }

  /// The end of the subtree rooted at position `k`: the first later position no deeper than it.
  ///
  /// - Complexity: O(s) for s items in the subtree.
  @inlinable func subtreeEnd(_ k: Int) -> Int {
    var end = k + 1
    while end < _nodes.count, _nodes[end].level > _nodes[k].level { end += 1 }
    return end
  }

  /// The position of the parent of the item at `k`, `nil` for a root.
  @inlinable func parentIndex(of k: Int) -> Int? {
    var p = k
    while p > 0 {
      p -= 1
      if _nodes[p].level < _nodes[k].level { return p }
    }
    return nil
  }

  /// Rebuilds the lookup table from the nodes; an item no longer there is no longer expanded.
  ///
  /// - Complexity: O(n + e) for e expanded items.
  @inlinable mutating func reindex() {
    position = [:]
    position.reserveCapacity(_nodes.count)
    for (k, node) in _nodes.enumerated() { position[node.item.identity] = k }
    expanded = expanded.filter { position[$0] != nil }
    checkInvariants()
  }

  /// The tree's invariants, checked after every mutation in debug builds: identities unique,
  /// roots first, each level at most one deeper than the one before it, every expanded item in
  /// the tree.
  @inlinable func checkInvariants() {
    #if LISTSCRIPT_CHECKS
      precondition(position.count == _nodes.count, "section snapshot identities are not unique")
      var previous = -1
      for node in _nodes {
        precondition(node.level >= 0 && node.level <= previous + 1, "section snapshot level jump")
        previous = node.level
      }
      for id in expanded { precondition(position[id] != nil, "expanded item not in the tree") }
    #endif
  }
}

/// A section snapshot's query that names an item it must have: `level(of:)` says so in its own
/// words before iOS 15.
public enum SectionSnapshotQuery: Equatable, Sendable {
  /// `isExpanded(_:)`.
  case isExpanded
  /// `isVisible(_:)`.
  case isVisible
  /// `level(of:)`.
  case level
}
