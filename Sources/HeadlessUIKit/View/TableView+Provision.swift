import ListDiff

extension TableView {
  // MARK: - Cells: registration and dequeue

  /// How many cells the view has made, reused from its pool, keeps in the pool, and has lost
  /// to the app (dequeued and never returned).
  public struct ReuseCounts: Equatable, Sendable {
    /// Cells made (`init`).
    public var made: Int
    /// Dequeues the pool served.
    public var reused: Int
    /// Cells in the reuse queue now.
    public var queued: Int
    /// Cells the app holds, out of circulation.
    public var held: Int

    @inlinable init(made: Int, reused: Int, queued: Int, held: Int) {
      self.made = made
      self.reused = reused
      self.queued = queued
      self.held = held
    }
  }

  /// The cells made, reused, queued for reuse and held by the app.
  ///
  /// - Complexity: O(1).
  @inlinable public var reuseCounts: ReuseCounts {
    ReuseCounts(made: cells.count, reused: _reusedCells, queued: pool.count, held: held.count)
  }

  /// The app dequeues a cell outside a request from the view — to measure a size, or ahead of
  /// time — and keeps it: `dequeueReusableCell(withIdentifier:)` (a table's, without `path`) or
  /// `dequeueReusableCell(withIdentifier:for:)`.
  ///
  /// UIKit raises for an identifier it has no registration for, at once. The cell is held by
  /// the app; on iOS 18 a collection view raises at its next request for a cell (our choice of
  /// moment: UIKit checks in `_updateVisibleCellsNow:`), and a table raises when the data source
  /// dequeues for the same index path again.
  ///
  /// - Returns: the cell's number.
  /// - Complexity: O(p) for p pooled cells.
  @inlinable public mutating func dequeueOutsideRequest(
    identifier: String, at path: ListIndexPath?
  ) throws(TableError) -> Int {
    try transaction { table throws(TableError) in
      try table.checkRegistered(identifier)
      if let path, let failure = table.dequeueFailure(at: path) {
        throw .provision(failure, .table, table.platform)
      }
      let index = table.dequeue(identifier: identifier)
      table.hold(index)
      let id = table.cells[index].id
      table.strays.append(StrayDequeue(cell: id, identifier: identifier, indexPath: path))
      table._events.append(.dequeuedOutside(identifier, path, cell: id))
      return id
    }
  }

  /// What UIKit raises for a dequeue for `path` outside a cell request, or `nil`.
  ///
  /// A table measures the row it dequeues for, and one it does not have fails its row data's
  /// check (openradar 13213361); a collection view does not measure. The one rule the model
  /// and ListScriptUIKit's dequeue share.
  ///
  /// - Complexity: O(1).
  @inlinable public func dequeueFailure(at path: ListIndexPath) -> ProvisionFailure? {
    guard kind.noun == .table else { return nil }
    let isRow =
      path.section >= 0 && path.row >= 0 && path.row < numberOfRows(inSection: path.section) ?? 0
    return isRow ? nil : .dequeuedAtInvalidIndexPath(path)
  }

  /// Raises UIKit's text when `identifier` has no valid registration.
  @inlinable func checkRegistered(_ identifier: String) throws(TableError) {
    switch provision.registered[identifier] {
    case nil: throw .provision(.unregistered(identifier: identifier), kind.noun, platform)
    case .invalidNib?: throw .provision(.invalidNib(identifier: identifier), kind.noun, platform)
    case .cellClass?, .nib?: return
    }
  }

  /// Takes a cell out of circulation: the app holds it.
  @inlinable mutating func hold(_ index: Int) {
    cells[index].role = .held
    cells[index].indexPath = nil
    held.append(index)
  }

  /// A cell provider that applies the snapshot when asked for the cell at `path`: on the main
  /// queue, underneath another apply it is re-entrant; elsewhere nothing differs (traced).
  @inlinable mutating func providerApplies(at path: ListIndexPath) throws(TableError) {
    guard provision.appliesSnapshot else { return }
    if _applyInFlight { throw .snapshot(.deadlockDetected, platform) }
    _events.append(.providerApplied(path))
  }

  /// A mistake UIKit raises on this profile, or lets pass (traced).
  @inlinable mutating func slip(_ failure: ProvisionFailure, at path: ListIndexPath)
    throws(TableError)
  {
    if failure.isRaised(on: platform, view: kind.noun) {
      throw .provision(failure, kind.noun, platform)
    }
    _events.append(.provisionTolerated(failure, path))
  }

  /// The view asks its data source for the cell at `path`: the data source dequeues (or not),
  /// configures and returns a cell, as `provision` says; UIKit checks what it did.
  ///
  /// - Complexity: O(p + s) for p pooled cells and s stray dequeues.
  @inlinable mutating func provideCell(at path: ListIndexPath, _ dataSource: DataSource<Item>)
    throws(TableError) -> Int
  {
    // A view whose data source was deallocated has no one to ask.
    if provision.dataSourceGone {
      throw .provision(.dataSourceNotSet(reconfiguring: false), kind.noun, platform)
    }
    try providerApplies(at: path)
    guard let source = provision.source else {
      let index = dequeue()
      try configure(index, at: path, dataSource)
      return index
    }
    let noun = kind.noun
    // A cell dequeued outside a request and kept: found at the next request.
    if noun == .collection, !strays.isEmpty {
      if ProvisionFailure.dequeuedNotReturned.isRaised(on: platform, view: noun) {
        throw .provision(.dequeuedNotReturned, noun, platform)
      }
    } else if let stray = strays.first(where: { $0.indexPath == path }) {
      throw .provision(.dequeuedTwice(identifier: stray.identifier, path), noun, platform)
    }
    if provision.returns == .new {
      // A cell made with init and returned, no dequeue: a table takes it; a collection view
      // finds no reuse identifier on it.
      if noun == .collection { throw .provision(.notDequeued(path), noun, platform) }
      let index = makeCell()
      try configure(index, at: path, dataSource)
      return index
    }
    let identifier = provision.identifier
    var reusing = true
    switch source {
    case .identifier(let id): try checkRegistered(id)
    case .registration(let inside):
      guard noun == .collection, platform.isAtLeast(.ios14) else {
        throw .unavailable(
          call: "UICollectionView.CellRegistration", platform: platform, since: "iOS 14")
      }
      if inside {
        // Each request's registration is new: its queue is empty, so no cell is reused.
        try slip(.registrationInsideProvider, at: path)
        reusing = false
      }
    }
    if provision.returns == .queued,
      let k = pool.lastIndex(where: { cells[$0].identifier == identifier })
    {
      // A cell the app kept from an earlier request, in the reuse queue now: not dequeued, so
      // not prepared for reuse.
      try slip(.inReuseQueue(path), at: path)
      let index = pool.remove(at: k)
      try configure(index, at: path, dataSource)
      return index
    }
    var index = dequeue(identifier: identifier, reusing: reusing)
    if provision.dequeuesTwice {
      if noun == .table {
        throw .provision(.dequeuedTwice(identifier: identifier, path), noun, platform)
      }
      // The first cell is never returned: the app keeps it.
      hold(index)
      try slip(.dequeuedNotReturned, at: path)
      index = dequeue(identifier: identifier, reusing: reusing)
    }
    if provision.reinitializes { try slip(.alreadyInitialized, at: path) }

    if provision.returns == .nil { throw .provision(.noCell(path), noun, platform) }
    try configure(index, at: path, dataSource)
    return index
  }
}
