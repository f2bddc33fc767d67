import ListDiff

/// What `PHFetchResultChangeDetails` tells a photo library's observer about a change of its
/// fetch result, each index in the space Apple documents for it.
///
/// - `removedIndexes` are "relative to the original fetch result" (the before space);
/// - `insertedIndexes` are relative to it "after you've applied the changes described by the
///   removedIndexes property";
/// - `changedIndexes` are relative to it after the removals and insertions: what Apple's class
///   overview calls the *after* state, "while UICollectionView's performBatchUpdates(_:completion:)
///   expects them in the *before* state";
/// - a move's `fromIndex` is "the index of an object in the original fetch result", its
///   `toIndex` "the index to which the object has moved in the new fetch result".
public struct PhotoChangeDetails: Equatable, Sendable {
  /// A move reported by `enumerateMoves(_:)`.
  public struct Move: Equatable, Sendable {
    /// The object's index in the original fetch result.
    public var from: Int
    /// The object's index in the new fetch result.
    public var to: Int

    /// A move from `from` (before) to `to` (after).
    @inlinable public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// A part of the details, as the trace names the part a handler's call comes from.
  public enum Part: Equatable, Sendable {
    /// `removedIndexes`.
    case removed([Int])
    /// `insertedIndexes`.
    case inserted([Int])
    /// `changedIndexes`.
    case changed([Int])
    /// One move of `enumerateMoves(_:)`.
    case moved(Move)
  }

  /// Whether the change is described incrementally; when it is not, the indexes are empty
  /// (Apple: nil) and the app reloads.
  public var hasIncrementalChanges: Bool
  /// `removedIndexes`, ascending, in the before space.
  public var removed: [Int]
  /// `insertedIndexes`, ascending, in the space after the removals.
  public var inserted: [Int]
  /// `changedIndexes`, ascending, in the space after the removals and insertions.
  public var changed: [Int]
  /// The moves `enumerateMoves(_:)` reports, ascending by `to`.
  public var moves: [Move]

  /// Details with these parts.
  @inlinable public init(
    hasIncrementalChanges: Bool = true, removed: [Int] = [], inserted: [Int] = [],
    changed: [Int] = [], moves: [Move] = []
  ) {
    self.hasIncrementalChanges = hasIncrementalChanges
    self.removed = removed
    self.inserted = inserted
    self.changed = changed
    self.moves = moves
  }

  /// `hasMoves`.
  @inlinable public var hasMoves: Bool { !moves.isEmpty }

  /// The details PhotoKit gives for a fetch result going from `old` to `new`.
  ///
  /// Objects are linked by identity; a linked object whose content differs is changed. Which
  /// objects moved is the least set the diff finds (our choice: PhotoKit does not say how it
  /// chooses). An inserted object's index is its index in the new fetch result, and a changed
  /// one's is its index once the removals and insertions are applied: with no moves, its index
  /// in the new fetch result. A change that is not incremental (`incremental: false`, PhotoKit's
  /// choice for large changes) has no indexes.
  ///
  /// - Complexity: O(n log n) for n objects, as `Item.changeset(from:to:)`.
  @inlinable public init<Item: TableItem>(
    from old: [Item], to new: [Item], incremental: Bool = true
  ) {
    guard incremental else {
      self.init(hasIncrementalChanges: false)
      return
    }
    let changes = Item.changeset(from: old, to: new)
    // The order after the removals and insertions: the inserted objects at their new indexes,
    // the kept ones in their old order in the places left.
    let removed = Set(changes.deletes)
    var position: [Int: Int] = [:]  // old index → index after removals and insertions
    var place = 0
    var nextInsert = 0
    for kept in old.indices where !removed.contains(kept) {
      while nextInsert < changes.inserts.count, changes.inserts[nextInsert] == place {
        nextInsert += 1
        place += 1
      }
      position[kept] = place
      place += 1
    }
    self.init(
      removed: changes.deletes, inserted: changes.inserts,
      changed: changes.updates.compactMap { position[$0.old] }.sorted(),
      moves: changes.moves.map { Move(from: $0.from, to: $0.to) }.sorted { $0.to < $1.to })
  }
}

extension PhotoChangeDetails: CustomStringConvertible {
  /// The details as the trace shows them.
  @inlinable public var description: String {
    guard hasIncrementalChanges else { return "hasIncrementalChanges false" }
    func list(_ xs: [Int]) -> String { "[" + xs.map(String.init).joined(separator: ", ") + "]" }
    let moves = self.moves.map { "\($0.from)->\($0.to)" }.joined(separator: ", ")
    return
      "removedIndexes \(list(removed)), insertedIndexes \(list(inserted)), changedIndexes \(list(changed)), moves [\(moves)]"
  }
}

extension PhotoChangeDetails.Part: CustomStringConvertible {
  /// The part as the trace shows it.
  @inlinable public var description: String {
    func list(_ xs: [Int]) -> String { "[" + xs.map(String.init).joined(separator: ", ") + "]" }
    switch self {
    case .removed(let xs): return "removedIndexes \(list(xs)) (before the change)"
    case .inserted(let xs): return "insertedIndexes \(list(xs)) (after the removals)"
    case .changed(let xs): return "changedIndexes \(list(xs)) (after the removals and insertions)"
    case .moved(let m): return "move \(m.from) -> \(m.to) (before -> after)"
    }
  }
}

/// How an app's `photoLibraryDidChange(_:)` applies change details to a collection view, as
/// Apple's sample code did and does.
public enum PhotoLibraryConsumer: String, CaseIterable, Equatable, Sendable {
  /// Apple's 2016 sample: one `performBatchUpdates(_:)` with the removals deleted, the
  /// insertions inserted, the changed items reloaded and the moves moved ("For indexes to make
  /// sense, updates must be in this order: delete, insert, reload, move"): the changed indexes,
  /// in the after space, are read as the batch reads a reload, in the before space.
  case oneBatch = "one-batch"
  /// Apple's later sample: removals, insertions and moves in one `performBatchUpdates(_:)`, then
  /// `reloadItems(at:)` of the changed items after it ("since changedIndexes refers to items in
  /// the *after* state").
  case sample

  /// The deliveries of one change: the details, then each part the handler uses with its call.
  ///
  /// A change that is not incremental is a `reloadData()`.
  ///
  /// - Complexity: O(c) for c indexes in the details.
  @inlinable public func deliveries(_ details: PhotoChangeDetails, section: Int = 0)
    -> [FeedDelivery]
  {
    var result = [FeedDelivery(.photoLibraryDidChange(details), [])]
    guard details.hasIncrementalChanges else {
      result[0].steps = [.reloadData]
      return result
    }
    func paths(_ xs: [Int]) -> [ListIndexPath] { xs.map { ListIndexPath(section, $0) } }
    var batch: [FeedDelivery] = []
    if !details.removed.isEmpty {
      batch.append(
        FeedDelivery(
          .photoPart(.removed(details.removed)), [.call(.deleteRows(paths(details.removed)))]))
    }
    if !details.inserted.isEmpty {
      batch.append(
        FeedDelivery(
          .photoPart(.inserted(details.inserted)), [.call(.insertRows(paths(details.inserted)))]))
    }
    let reload =
      details.changed.isEmpty
      ? nil
      : FeedDelivery(
        .photoPart(.changed(details.changed)), [.call(.reloadRows(paths(details.changed)))])
    if self == .oneBatch, let reload { batch.append(reload) }
    for m in details.moves {
      batch.append(
        FeedDelivery(
          .photoPart(.moved(m)),
          [.call(.moveRow(ListIndexPath(section, m.from), ListIndexPath(section, m.to)))]))
    }
    if !batch.isEmpty {
      result[0].steps = [.beginUpdates]
      batch[batch.count - 1].steps.append(.endUpdates)
    }
    result += batch
    if self == .sample, let reload { result.append(reload) }
    return result
  }
}
