import ListDiff

/// How the app's cell provider finds what a cell shows.
public enum CellProviderStyle: String, Equatable, Sendable, CaseIterable {
  /// From the item it is given: the data source's stored item for the identifier, the first
  /// one applied (the pitfall of the reference's §4.7).
  case given
  /// By the identifier, in the app's own model: the item of the last snapshot applied (the
  /// fix: identifiers in the snapshot, the data in a store).
  case lookup
}

/// How `apply` updates the view.
public enum ApplyMode: Equatable, Sendable {
  /// `apply(_:animatingDifferences: true)`: a batch of the differences.
  case animated
  /// `apply(_:animatingDifferences: false)`: `reloadData()` before iOS 15, a batch without
  /// animation from then on.
  case withoutAnimation
  /// `applySnapshotUsingReloadData(_:)` (iOS 15): the view reset at once, no diff.
  case reloadData
}

/// What an `apply` did.
public struct ApplyReport: Equatable, Sendable {
  /// How the view was updated.
  public enum Update: Equatable, Sendable {
    /// A batch of these calls, in the order UIKit makes them.
    case batch([UpdateCall])
    /// `reloadData()`, and why.
    case reloadData(String)
    /// Nothing differed.
    case nothing
  }
  /// The changeset between the two snapshots (sections and items by identifier).
  public var changes: SectionedChangeset
  /// How the view was updated: a batch of calls, `reloadData()`, or nothing.
  public var update: Update
  /// Whether `apply`'s completion runs before `apply` returns: where UIKit's updater reloads
  /// (`applySnapshotUsingReloadData`; without animation before iOS 15, on a first apply or on
  /// a table out of its window) it calls the completion at once; otherwise the completion is
  /// the batch's, run at the end of the run-loop turn (decompiled UIKitCore, iOS 18.2).
  public var completionRunsAtOnce: Bool

  @inlinable init(changes: SectionedChangeset, update: Update, completionRunsAtOnce: Bool) {
    self.changes = changes
    self.update = update
    self.completionRunsAtOnce = completionRunsAtOnce
  }
}

/// A headless `UITableViewDiffableDataSource` / `UICollectionViewDiffableDataSource`: the snapshot
/// the view shows, the item stored for each identifier, and `apply`.
///
/// The data source keeps the first item applied for an identifier and gives the cell provider
/// that one: an item whose identifier is unchanged but whose other fields changed is not
/// refreshed — neither by a plain apply nor, with `CellProviderStyle.given`, by `reloadItems`
/// (the reference's §4.7, inferred from Apple's forums; whether iOS 15 replaces the stored
/// item is unknown, and the model never does).
public struct DiffableDataSource<Item: TableItem>: Equatable, Sendable {
  /// The snapshot last applied, without its reload marks: `snapshot()`.
  @inlinable public var snapshot: DiffableSnapshot<Item> { _snapshot }
  @usableFromInline var _snapshot = DiffableSnapshot<Item>()
  /// Identity → the first item applied with it, for the identifiers in `snapshot`.
  @usableFromInline var stored: [Item: Item] = [:]
  /// How the cell provider finds an item.
  public var provider: CellProviderStyle
  /// Whether a snapshot has been applied.
  @inlinable public var hasApplied: Bool { _hasApplied }
  @usableFromInline var _hasApplied = false
  /// The queue of the last apply, the applies off the main queue not yet committed, and the
  /// applies in flight (`DiffableDataSource+Queues.swift`).
  @usableFromInline var _lastQueue: ApplyQueue?
  @usableFromInline var _outstanding = 0
  @usableFromInline var _inFlight = 0
  /// The section snapshots applied (`apply(_:to:)`), by their section's identity, kept in step
  /// with each snapshot applied since.
  @usableFromInline var sectionSnapshots: [Item: DiffableSectionSnapshot<Item>] = [:]

  /// A diffable data source whose provider finds items the `provider` way.
  @inlinable public init(provider: CellProviderStyle = .given) { self.provider = provider }

  /// The sections as the cell provider sees them: the stored items (`given`) or the snapshot's
  /// own (`lookup`).
  ///
  /// - Complexity: O(n).
  @inlinable public var providerSections: [[Item]] {
    snapshot.sections.map { section in
      section.items.map { provider == .lookup ? $0 : stored[$0.identity] ?? $0 }
    }
  }

  /// The sections as the app's model has them: the items of the snapshot last applied, which
  /// a cell that is not stale shows.
  ///
  /// - Complexity: O(n).
  @inlinable public var appSections: [[Item]] { snapshot.sections.map(\.items) }

  /// `apply(_:animatingDifferences:)` or `applySnapshotUsingReloadData(_:)`: diffs the snapshot
  /// shown against `new` by identifier and performs the batch on `view` (setting `data` to what
  /// the cell provider sees), or reloads.
  ///
  /// The first apply reloads (our choice: UIKit's updater has a `hasPerformedInitialUpdate`
  /// flag). Reloaded identifiers are reloaded (a delete and an insert when they moved),
  /// reconfigured ones reconfigured where they have a cell; calls are made in the order of
  /// UIKit's updater: moves, section reloads, deletes and inserts, then item reconfigures,
  /// reloads, deletes and inserts.
  ///
  /// The section snapshots applied to sections are kept in step (`rebased(to:)`) unless
  /// `rebasing` is false, as when a section snapshot's own apply makes the snapshot.
  ///
  /// A table out of its window applies without animation by `reloadData()`, as does a first
  /// apply without animation (decompiled `_UIDiffableDataSourceViewUpdater`, iOS 18.2).
  ///
  /// - Complexity: O(n log n) for the diff, plus the batch's commit.
  @inlinable public mutating func apply(
    _ new: DiffableSnapshot<Item>, mode: ApplyMode, to view: inout TableView<Item>,
    data: inout DataSource<Item>, rebasing: Bool = true
  ) throws(TableError) -> ApplyReport {
    let platform = view.platform
    // The view asks for cells inside the apply: a cell provider that applies is re-entrant.
    view._applyInFlight = true
    defer { view._applyInFlight = false }
    if mode == .reloadData, !platform.hasReconfigure {
      throw .unavailable(call: "applySnapshotUsingReloadData(_:)", platform: platform)
    }
    if platform.checksIdentifierHashes, let error = hashConflict(with: new) {
      throw .snapshot(error, platform)
    }
    var next = self
    next._snapshot = new.unmarked
    next.stored = [:]
    for item in new.itemIdentifiers {
      next.stored[item.identity] = stored[item.identity] ?? item
    }
    next._hasApplied = true
    if rebasing { next.sectionSnapshots = rebased(to: new) }
    let old = Self.entries(snapshot, reloading: [], sections: [])
    let target = Self.entries(
      new, reloading: Set(new.reloadedItemIdentifiers),
      sections: Set(new.reloadedSectionIdentifiers))
    var reason: String?
    switch mode {
    case .reloadData: reason = "applySnapshotUsingReloadData resets the view"
    case .withoutAnimation where !platform.hasReconfigure:
      reason = "before iOS 15, apply without animation is reloadData"
    case .withoutAnimation where !view.kind.isCollection && !view.isInWindow:
      reason = "a table out of its window applies without animation by reloadData"
    case .animated, .withoutAnimation:
      if !hasApplied { reason = "the first apply" }
    }
    let atOnce: Bool =
      switch mode {
      case .reloadData: true
      case .withoutAnimation:
        !platform.hasReconfigure || !hasApplied || (!view.kind.isCollection && !view.isInWindow)
      case .animated: false
      }
    let changes = Differ.diff(sections: old, to: target)
    let planned = Planner.single(from: old, to: target, diffed: changes)
    let sections = next.providerSections
    // A failed apply leaves the view and the data as they were.
    let (viewBefore, dataBefore) = (view, data)
    if let reason {
      data.setSections(sections)
      // UIKit's updater lays the view out right after its reloadData when the view is in a
      // window (the decompiled `_UIDiffableDataSourceViewUpdater`): a collection view's
      // pending reload is read at once.
      do {
        try view.reloadData(data)
        if view.isInWindow { try view.layoutIfNeeded(data) }
      } catch {
        (view, data) = (viewBefore, dataBefore)
        throw error
      }
      self = next
      return ApplyReport(
        changes: changes, update: .reloadData(reason), completionRunsAtOnce: atOnce)
    }
    var calls = planned.batch.calls
    // Reconfigured items still there and not reloaded: their cells, where they have one. The
    // paths shown are looked up in one table (finding each in its section made reconfiguring
    // every item of a section quadratic).
    let reloaded = Set(new.reloadedItemIdentifiers)
    let kept = new.reconfiguredItemIdentifiers.filter {
      !reloaded.contains($0) && new.contains(item: $0)
    }
    var shownAt: [Item: ListIndexPath] = [:]
    if !kept.isEmpty {
      for (s, section) in snapshot.sections.enumerated() {
        for (row, item) in section.items.enumerated() {
          shownAt[item.identity] = ListIndexPath(s, row)
        }
      }
    }
    let reconfigured = kept.compactMap { shownAt[$0] }
    if !reconfigured.isEmpty { calls.append(.reconfigureRows(reconfigured.sorted())) }
    calls = Self.uikitOrder(calls)
    data.setSections(sections)
    if calls.isEmpty {
      self = next
      return ApplyReport(changes: changes, update: .nothing, completionRunsAtOnce: atOnce)
    }
    view.beginUpdates(data)
    do {
      for call in calls { try view.performCall(call, data) }
      try view.endUpdates(data)
      // UIKit's updater asks for the cells of the items it updates inside the apply.
      if view.isInWindow { try view.layoutIfNeeded(data) }
    } catch {
      (view, data) = (viewBefore, dataBefore)
      throw error
    }
    self = next
    return ApplyReport(changes: changes, update: .batch(calls), completionRunsAtOnce: atOnce)
  }

  /// The first identifier of `new` equal in identity to one the view shows but declaring
  /// another hash, as the failure UIKit raises; `nil` when every pair hashes alike.
  ///
  /// Within one snapshot two items of one identity are duplicates, whatever their hashes (our
  /// choice: the snapshot keys its items by identity).
  ///
  /// - Complexity: O(n + m) for the n items shown and the m applied.
  @inlinable func hashConflict(with new: DiffableSnapshot<Item>) -> SnapshotError? {
    var shown: [Item: Item] = [:]
    for item in snapshot.itemIdentifiers { shown[item.identity] = item }
    for item in new.itemIdentifiers {
      if let old = shown[item.identity], old.identifierHash != item.identifierHash {
        return .equalIdentifiersDifferentHashes(old.identifierText, item.identifierText)
      }
    }
    return nil
  }

  /// `calls` in the order of UIKit's diffable updater: moves, section reloads, section deletes,
  /// section inserts, item reconfigures, reloads, deletes, inserts.
  @inlinable static func uikitOrder(_ calls: [UpdateCall]) -> [UpdateCall] {
    func rank(_ call: UpdateCall) -> Int {
      switch call {
      case .moveSection, .moveRow: 0
      case .reloadSections: 1
      case .deleteSections: 2
      case .insertSections: 3
      case .reconfigureRows: 4
      case .reloadRows: 5
      case .deleteRows: 6
      case .insertRows: 7
      }
    }
    return calls.enumerated().sorted {
      (rank($0.element), $0.offset) < (rank($1.element), $1.offset)
    }
    .map(\.element)
  }

  /// A snapshot as the diff sees it: sections and items by identifier, the marked ones with a
  /// content that differs, so that the diff makes them updates.
  @inlinable static func entries(
    _ snapshot: DiffableSnapshot<Item>, reloading: Set<Item>, sections: Set<Item>
  ) -> [SectionSnapshot<DiffEntry<Item>>] {
    snapshot.sections.map { section in
      let id = section.identifier.identity
      return SectionSnapshot(
        info: DiffEntry(id, marked: sections.contains(id)),
        items: section.items.map { DiffEntry($0.identity, marked: reloading.contains($0.identity)) }
      )
    }
  }
}

/// An identifier as `apply`'s diff sees it: linked by the identifier, and updated (reloaded)
/// only when marked.
public struct DiffEntry<Item: TableItem>: TableItem {
  /// The identity of the item or section the entry stands for.
  public var identifier: Item
  /// Whether the snapshot being applied marked the identifier for reload (`reloadItems` or
  /// `reloadSections`), which makes the diff update it.
  public var marked: Bool

  /// An entry for `identifier`, marked for reload or not.
  @inlinable public init(_ identifier: Item, marked: Bool) {
    self.identifier = identifier
    self.marked = marked
  }

  @inlinable public var identity: Self { Self(identifier, marked: false) }
  /// The identifier's own description; the mark does not show.
  @inlinable public var description: String { identifier.description }
}

extension DiffEntry: DiffFingerprinting where Item: DiffFingerprinting {
  /// The identifier's fingerprint: entries equal in identity have equal identifiers.
  @inlinable public var diffFingerprint: UInt64 { identifier.diffFingerprint }
}
