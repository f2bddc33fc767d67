import ListDiff

/// The snapshot a fetched-results controller hands to `controller(_:didChangeContentWith:)`,
/// and the one its delegate applies.
///
/// The controller's snapshot holds the section names as section identifiers and the objects'
/// identifiers (`NSManagedObjectID`) as items: an object whose attributes changed keeps its
/// identifier, so a diff by identifier sees no change for it (Apple Developer Forums, thread
/// 692357). From iOS 15 the controller marks those objects for reload itself; the
/// ``FetchedResultsConsumer/snapshotReloadingUpdated`` delegate marks them on every system.
public struct FetchedResultsSnapshot<Item: TableItem>: Equatable, Sendable {
  /// The snapshot the delegate applies.
  public var snapshot: DiffableSnapshot<Item>
  /// The objects the controller marked for reload (iOS 15 and later).
  public var markedByController: [Item]
  /// The objects the delegate marked for reload itself.
  public var markedByDelegate: [Item]

  /// The snapshot `consumer` applies when the controller's objects change from those of `old`
  /// (the snapshot last applied) to `new`, whose section identifiers are the section names, on
  /// `platform`.
  ///
  /// An object counts as changed when `old` holds an item of the same identity that is not
  /// equal to it (its attributes changed). Both marks name each changed object once, in the
  /// order of `new`.
  ///
  /// - Complexity: O(n + m) for the n objects of `old` and the m of `new`.
  @inlinable public init(
    from old: DiffableSnapshot<Item>, to new: [DiffableSnapshot<Item>.Section],
    consumer: FetchedResultsConsumer, on platform: Platform
  ) throws(SnapshotError) {
    var before: [Item: Item] = [:]
    for item in old.itemIdentifiers { before[item.identity] = item }
    var changed: [Item] = []
    for section in new {
      for item in section.items {
        if let was = before[item.identity], was != item { changed.append(item) }
      }
    }
    var snapshot = DiffableSnapshot(sections: new)
    markedByController = platform.fetchedSnapshotsMarkReloads ? changed : []
    markedByDelegate = consumer == .snapshotReloadingUpdated ? changed : []
    try snapshot.reloadItems(markedByController, on: platform)
    try snapshot.reloadItems(markedByDelegate, on: platform)
    self.snapshot = snapshot
  }
}
