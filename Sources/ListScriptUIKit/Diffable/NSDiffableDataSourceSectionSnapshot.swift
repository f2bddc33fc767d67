import HeadlessUIKit

/// `NSDiffableDataSourceSectionSnapshot` (iOS 14): one section's items as a tree of parents
/// and children, some expanded.
///
/// A mutation UIKit raises for raises the profile's text into the current run and leaves the
/// snapshot as it was, as `NSDiffableDataSourceSnapshot`'s do.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>:
  Sendable
{
  var model = DiffableSectionSnapshot<HeadlessRow>()

  /// An empty section snapshot.
  public init() {}

  init(model: DiffableSectionSnapshot<HeadlessRow>) { self.model = model }

  /// Every item, parents before their children.
  public var items: [ItemIdentifierType] { model.items.compactMap(Self.item) }
  /// The items at the top level.
  public var rootItems: [ItemIdentifierType] { model.rootItems.compactMap(Self.item) }
  /// The items a list shows: those whose parents are all expanded.
  public var visibleItems: [ItemIdentifierType] { model.visibleItems.compactMap(Self.item) }

  /// Whether the item is in the snapshot.
  public func contains(_ item: ItemIdentifierType) -> Bool { model.contains(.item(item)) }
  /// The item's index among all items, if it is there.
  public func index(of item: ItemIdentifierType) -> Int? { model.index(of: .item(item)) }
  /// The item's depth (0 at the top); raises for an item the snapshot lacks.
  public func level(of item: ItemIdentifierType) -> Int {
    reading { () throws(SnapshotError) in try model.level(of: .item(item)) } ?? 0
  }
  /// Whether the item is expanded; raises for an item the snapshot lacks.
  public func isExpanded(_ item: ItemIdentifierType) -> Bool {
    reading { () throws(SnapshotError) in try model.isExpanded(.item(item)) } ?? false
  }
  /// Whether the item is visible; raises for an item the snapshot lacks.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    reading { () throws(SnapshotError) in try model.isVisible(.item(item)) } ?? false
  }
  /// The item's parent; raises for an item the snapshot lacks.
  public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? {
    (reading { () throws(SnapshotError) in try model.parent(of: .item(item)) } ?? nil)
      .flatMap(Self.item)
  }
  /// The subtree under `parent`, with it when `includingParent`.
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
    Self(
      model: reading { () throws(SnapshotError) in
        try model.snapshot(of: .item(parent), includingParent: includingParent)
      } ?? DiffableSectionSnapshot())
  }

  /// Appends `items` at the top level, or as the last children of `parent`.
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    edit { (s, _) throws(SnapshotError) in
      try s.append(items.map(HeadlessRow.item), to: parent.map(HeadlessRow.item))
    }
  }
  /// Inserts `items` right before `item`.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    edit { (s, _) throws(SnapshotError) in
      try s.insert(items.map(HeadlessRow.item), .before(.item(item)))
    }
  }
  /// Inserts `items` right after `item`.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    edit { (s, _) throws(SnapshotError) in
      try s.insert(items.map(HeadlessRow.item), .after(.item(item)))
    }
  }
  /// Deletes `items` with their children.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    edit { (s, p) throws(SnapshotError) in try s.delete(items.map(HeadlessRow.item), on: p) }
  }
  /// Deletes every item.
  public mutating func deleteAll() { model.deleteAll() }
  /// Expands the parents.
  public mutating func expand(_ items: [ItemIdentifierType]) {
    model.expand(items.map(HeadlessRow.item))
  }
  /// Collapses the parents.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    model.collapse(items.map(HeadlessRow.item))
  }
  /// Replaces the children of `parent` with `snapshot`'s trees.
  public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
    edit { (s, _) throws(SnapshotError) in
      try s.replace(childrenOf: .item(parent), using: snapshot.model)
    }
  }

  mutating func edit(
    _ body: (inout DiffableSectionSnapshot<HeadlessRow>, Platform) throws(SnapshotError) -> Void
  ) {
    let profile = HeadlessRun.currentProfile
    var next = model
    do throws(SnapshotError) {
      try body(&next, profile)
      model = next
    } catch {
      HeadlessRun.raiseInCurrent(HeadlessException(.snapshot(error, profile), profile: profile))
    }
  }

  func reading<R>(_ body: () throws(SnapshotError) -> R) -> R? {
    do throws(SnapshotError) { return try body() } catch {
      let profile = HeadlessRun.currentProfile
      HeadlessRun.raiseInCurrent(HeadlessException(.snapshot(error, profile), profile: profile))
      return nil
    }
  }

  static func item(_ row: HeadlessRow) -> ItemIdentifierType? {
    row.id?.base.base as? ItemIdentifierType
  }
}
