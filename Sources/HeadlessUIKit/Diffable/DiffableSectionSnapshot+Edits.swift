import ListDiff

extension DiffableSectionSnapshot {
  /// Where `insert` puts what it places: before an item (as its siblings), or after an item's
  /// whole subtree (as its siblings too).
  public typealias Place = DiffableSnapshot<Item>.Place

  /// `append(_:to:)`: the items at the end of the root level, or as the last children of
  /// `parent` (after its whole subtree).
  ///
  /// - Complexity: O(n + k) for k items appended.
  @inlinable public mutating func append(_ items: [Item], to parent: Item?) throws(SnapshotError) {
    guard !items.isEmpty else { return }
    guard let parent else {
      try place(items.map { Node(item: $0, level: 0) }, at: _nodes.count)
      return
    }
    guard let p = position[parent.identity] else {
      throw .sectionSnapshotParentMissing(parent.identifierText)
    }
    let level = _nodes[p].level + 1
    try place(items.map { Node(item: $0, level: level) }, at: subtreeEnd(p))
  }

  /// `insert(_:before:)` / `insert(_:after:)`: the items as siblings of the target, right before
  /// it or right after its subtree.
  ///
  /// - Complexity: O(n + k).
  @inlinable public mutating func insert(_ items: [Item], _ place: Place) throws(SnapshotError) {
    guard !items.isEmpty else { return }
    let (at, level) = try insertion(place)
    try self.place(items.map { Node(item: $0, level: level) }, at: at)
  }

  /// `insert(_:before:)` / `insert(_:after:)` with a section snapshot: its trees, each root a
  /// sibling of the target, and its expanded items.
  ///
  /// - Complexity: O(n + k).
  @inlinable public mutating func insert(_ snapshot: Self, _ place: Place) throws(SnapshotError) {
    guard !snapshot._nodes.isEmpty else { return }
    let (at, level) = try insertion(place)
    try self.place(
      snapshot._nodes.map { Node(item: $0.item, level: $0.level + level) }, at: at)
    expanded.formUnion(snapshot.expanded)
    checkInvariants()
  }

  /// `delete(_:)`: the items with their subtrees.
  ///
  /// Deleting a parent deletes its descendants (decompiled UIKitCore). An item the snapshot lacks raises "Failed to find index of item …" and
  /// nothing is deleted; before iOS 15 UIKit logged the text and went on
  /// (OneBusAway/onebusaway-ios#389, 2021: "flooding stdout … (but not crashing)"), deleting
  /// nothing (our choice of the profiles, and of what a logged delete does). Returns the text
  /// logged, if any.
  ///
  /// - Complexity: O(n + k).
  @discardableResult
  @inlinable public mutating func delete(_ items: [Item], on platform: Platform)
    throws(SnapshotError) -> String?
  {
    guard !items.isEmpty else { return nil }
    var gone = Set<Int>()
    for item in items {
      guard let k = position[item.identity] else {
        let error = SnapshotError.sectionSnapshotDeleteMissing(item.identifierText)
        if platform.isAtLeast(.ios15) { throw error }
        return "[DiffableDataSource] " + error.message(on: platform)
      }
      gone.formUnion(k..<subtreeEnd(k))
    }
    _nodes = _nodes.indices.filter { !gone.contains($0) }.map { _nodes[$0] }
    reindex()
    return nil
  }

  /// `deleteAll()`: no items, none expanded.
  ///
  /// - Complexity: O(n).
  @inlinable public mutating func deleteAll() {
    self = Self()
  }

  /// `expand(_:)`: items the snapshot lacks are ignored; an item without children may be
  /// expanded.
  ///
  /// - Complexity: O(k).
  @inlinable public mutating func expand(_ items: [Item]) {
    for item in items where position[item.identity] != nil { expanded.insert(item.identity) }
  }

  /// `collapse(_:)`: items the snapshot lacks are ignored.
  ///
  /// - Complexity: O(k).
  @inlinable public mutating func collapse(_ items: [Item]) {
    for item in items { expanded.remove(item.identity) }
  }

  /// `replace(childrenOf:using:)`: the parent's children replaced by `snapshot`'s trees.
  ///
  /// The trees' roots become the parent's children. UIKit checks no duplicates here and leaves a tree whose
  /// identifiers repeat; the model refuses that call instead (`replaceWouldDuplicate`, not one
  /// of UIKit's exceptions).
  ///
  /// - Complexity: O(n + k).
  @inlinable public mutating func replace(childrenOf parent: Item, using snapshot: Self)
    throws(SnapshotError)
  {
    guard let p = position[parent.identity] else {
      throw .sectionSnapshotParentMissing(parent.identifierText)
    }
    let end = subtreeEnd(p)
    let kept = Set(_nodes[..<(p + 1)].map(\.item.identity) + _nodes[end...].map(\.item.identity))
    let repeated = snapshot._nodes.filter { kept.contains($0.item.identity) }
    if !repeated.isEmpty {
      throw .sectionSnapshotReplaceDuplicates(repeated.map(\.item.identifierText))
    }
    let level = _nodes[p].level + 1
    _nodes.replaceSubrange(
      (p + 1)..<end, with: snapshot._nodes.map { Node(item: $0.item, level: $0.level + level) })
    reindex()
    expanded.formUnion(snapshot.expanded)
    checkInvariants()
  }

  // MARK: - Helpers

  /// Where an insert relative to `place` goes, and at which level.
  @inlinable func insertion(_ place: Place) throws(SnapshotError) -> (at: Int, level: Int) {
    guard let k = position[place.target.identity] else {
      throw .sectionSnapshotInsertTargetMissing(place.target.identifierText, after: place.isAfter)
    }
    return (place.isAfter ? subtreeEnd(k) : k, _nodes[k].level)
  }

  /// Puts `nodes` at position `at`, or raises UIKit's text for identifiers that repeat — within
  /// the call or with the tree — and changes nothing.
  @inlinable mutating func place(_ new: [Node], at: Int) throws(SnapshotError) {
    var seen = Set<Item>()
    var repeated: [String] = []
    for node in new {
      let id = node.item.identity
      if position[id] != nil || !seen.insert(id).inserted {
        repeated.append(node.item.identifierText)
      }
    }
    if !repeated.isEmpty { throw .sectionSnapshotDuplicates(repeated) }
    _nodes.insert(contentsOf: new, at: at)
    reindex()
  }
}
