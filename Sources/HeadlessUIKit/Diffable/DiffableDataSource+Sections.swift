import ListDiff

extension DiffableDataSource {
  // MARK: - Lookups

  /// `itemIdentifier(for:)` (iOS 13): the identifier at the path in the snapshot shown, `nil`
  /// when there is none ("or nil if no item is found at the provided index path").
  ///
  /// - Complexity: O(1).
  @inlinable public func itemIdentifier(for path: ListIndexPath) -> Item? {
    let sections = snapshot.sections
    guard path.section >= 0, path.section < sections.count, path.row >= 0,
      path.row < sections[path.section].items.count
    else { return nil }
    return sections[path.section].items[path.row]
  }

  /// `indexPath(for:)` (iOS 13): where the identifier is in the snapshot shown, or `nil`.
  ///
  /// - Complexity: O(s + k) for s sections and the k items of its section.
  @inlinable public func indexPath(for item: Item) -> ListIndexPath? {
    snapshot.indexPath(of: item)
  }

  /// `sectionIdentifier(for:)` (iOS 15): the section identifier at the index, or `nil`.
  ///
  /// - Complexity: O(1).
  @inlinable public func sectionIdentifier(for index: Int) -> Item? {
    let sections = snapshot.sections
    guard index >= 0, index < sections.count else { return nil }
    return sections[index].identifier
  }

  /// `index(for:)` (iOS 15): the section's index, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  @inlinable public func index(for section: Item) -> Int? { snapshot.indexOfSection(section) }

  // MARK: - Section snapshots

  /// `snapshot(for:)` (iOS 14): a copy of the section snapshot last applied to the section;
  /// else the section's items as roots; else an empty one — it never raises (decompiled
  /// `-[__UIDiffableDataSource snapshotForSection:]`, iOS 18.2).
  ///
  /// - Complexity: O(k) for the section's k items.
  @inlinable public func snapshot(for section: Item) -> DiffableSectionSnapshot<Item> {
    if let stored = sectionSnapshots[section.identity] { return stored }
    let items = (try? snapshot.itemIdentifiers(inSection: section)) ?? []
    return DiffableSectionSnapshot(roots: items)
  }

  /// Whether a section snapshot was applied to the section (and kept in step since).
  ///
  /// - Complexity: O(1) expected.
  @inlinable public func hasSectionSnapshot(for section: Item) -> Bool {
    sectionSnapshots[section.identity] != nil
  }

  /// `apply(_:to:animatingDifferences:)` (iOS 14).
  ///
  /// It keeps a copy of the section snapshot for the
  /// section, then applies the data source's snapshot with that section's items replaced by
  /// the section snapshot's visible ones — the section appended at the end when the snapshot
  /// lacks it, no exception (decompiled `_UIDiffableDataSourceSectionController`, iOS 18.2).
  /// The other sections' section snapshots are not rebased.
  ///
  /// - Complexity: O(n log n) for the diff, plus the batch's commit.
  @inlinable public mutating func apply(
    _ sectionSnapshot: DiffableSectionSnapshot<Item>, to section: Item, mode: ApplyMode,
    to view: inout TableView<Item>, data: inout DataSource<Item>
  ) throws(TableError) -> ApplyReport {
    let platform = view.platform
    guard platform.isAtLeast(.ios14) else {
      throw .snapshot(.unavailable("a section snapshot", since: "iOS 14"), platform)
    }
    var full = snapshot
    do throws(SnapshotError) {
      if let items = try? full.itemIdentifiers(inSection: section) {
        full.deleteItems(items)
      } else {
        try full.appendSections([section], on: platform)
      }
      _ = try full.appendItems(sectionSnapshot.visibleItems, toSection: section, on: platform)
    } catch {
      throw .snapshot(error, platform)
    }
    var next = self
    next.sectionSnapshots[section.identity] = sectionSnapshot
    let report = try next.apply(full, mode: mode, to: &view, data: &data, rebasing: false)
    self = next
    return report
  }

  /// The section snapshots after `new` is applied: those of sections it lacks dropped; in the
  /// others, the items the section lost deleted (with their children) and the items it gained
  /// placed right after the item before them, as its first child when that item is an
  /// expanded parent and as its sibling otherwise, so that the visible items keep the
  /// section's order; items that only moved keep their place in the tree (our choice: UIKit's
  /// rebaser keeps the trees, but its placement rule is not known).
  ///
  /// - Complexity: O(n · k) for n items in the k section snapshots kept.
  @inlinable func rebased(to new: DiffableSnapshot<Item>) -> [Item: DiffableSectionSnapshot<Item>] {
    var result: [Item: DiffableSectionSnapshot<Item>] = [:]
    for (section, stored) in sectionSnapshots {
      guard let items = try? new.itemIdentifiers(inSection: section) else { continue }
      var tree = stored
      let now = Set(items.map(\.identity))
      let lost = tree.visibleItems.filter { !now.contains($0.identity) }
      _ = try? tree.delete(lost, on: .ios17)
      var previous: Item?
      for item in items {
        defer { previous = item }
        guard !tree.contains(item) else { continue }
        tree.place(item, after: previous)
      }
      result[section] = tree
    }
    return result
  }
}

extension DiffableSectionSnapshot {
  /// Puts `item` right after `previous` in depth-first order — `previous`'s first child when it
  /// is expanded and has children, its sibling otherwise — or first, at the root, when there is
  /// no `previous`.
  ///
  /// - Complexity: O(n).
  @inlinable mutating func place(_ item: Item, after previous: Item?) {
    guard let previous, let k = position[previous.identity] else {
      _nodes.insert(Node(item: item, level: 0), at: 0)
      reindex()
      return
    }
    let level = _nodes[k].level
    let opens =
      expanded.contains(previous.identity) && k + 1 < _nodes.count && _nodes[k + 1].level > level
    if opens {
      _nodes.insert(Node(item: item, level: level + 1), at: k + 1)
    } else {
      _nodes.insert(Node(item: item, level: level), at: subtreeEnd(k))
    }
    reindex()
  }
}
