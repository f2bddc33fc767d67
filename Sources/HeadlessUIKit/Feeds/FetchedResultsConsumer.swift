import ListDiff

/// How an app's `NSFetchedResultsControllerDelegate` turns the controller's reports into calls,
/// written as apps write it: the textbook consumer and its known pitfalls.
public enum FetchedResultsConsumer: String, CaseIterable, Equatable, Sendable {
  /// Apple's typical use: `beginUpdates()` in `controllerWillChangeContent`, one call per report
  /// (a section inserted or deleted at its index, an object inserted at `newIndexPath`, deleted
  /// at `indexPath`, moved with `moveRow(at: indexPath, to: newIndexPath)`), `endUpdates()` in
  /// `controllerDidChangeContent`. Apple's sample refreshes an update's visible cell in place;
  /// the textbook consumer reloads the row at `indexPath`, the fix Ole Begemann gave for that
  /// sample (the controller's object at `indexPath` is already the new one). A collection view
  /// has no `beginUpdates()`: its delegate keeps the calls and runs them in one
  /// `performBatchUpdates(_:)` in `controllerDidChangeContent`.
  case textbook
  /// The textbook consumer, but an update reloads `newIndexPath`, the object's path after the
  /// change, where a batch's reload names the path before it.
  case updateAtNewIndexPath = "update-at-new"
  /// The textbook consumer, but a move is a delete at `indexPath` and an insert at
  /// `newIndexPath` (the older documentation's typical use), which also shows the moved object's
  /// new content where `moveRow` keeps the cell as it was.
  case deleteInsert = "delete-insert"
  /// No bracket: each report's call is made as the report arrives, a batch of its own, so the
  /// view reads the controller's counts, already the new ones, at each call
  /// (planetary-social/nos#996: "numberOfItemsInSection was in some cases being called in
  /// between controllerWillChangeContent and controllerDidChangeContent").
  case unbracketed
  /// The textbook consumer, but an update reloads the whole view: `reloadData()` inside the
  /// bracket, which Apple's `reloadData()` page says not to do ("especially within an animation
  /// block implemented with calls to beginUpdates() and endUpdates()").
  case reloadInside = "reload-inside"
  /// Apple's alternative: no call per report, `reloadData()` in `controllerDidChangeContent`
  /// ("implement controllerDidChangeContent(_:) to reload the table view after the system
  /// processes all pending changes").
  case reload
  /// The fix for a reload that meets a move: the batch holds no reload, and after it the rows of
  /// the objects that were updated or moved are reloaded at `newIndexPath`, the after space, an
  /// update of its own ("Perform reloads independently. Fixes a crash in UITableView and
  /// UICollectionView when doing reloads at the same times as other updates",
  /// yapstudios/YapDatabase#489). A moved object's row is reloaded too, so that its cell shows
  /// its new content, where `moveRow` alone keeps the cell as it was (our choice: the fix says
  /// only "perform reloads independently"). An update reported without a `newIndexPath`
  /// (Apple documents one "for insertions or moves"; a written report may leave it out) is
  /// reloaded at `newIndexPath ?? indexPath`, as apps write it — a path in the space before
  /// the change, which is stale after a delete or an insert before it (our choice: what the
  /// app's code does, so the scenario shows the fault).
  case reloadAfter = "reload-after"
  /// iOS 13's `controller(_:didChangeContentWith:)`: no report at all ("if this method is
  /// implemented, no other delegate methods are invoked"), but a snapshot of the section names
  /// and the objects' identifiers, which the delegate applies to the view's diffable data
  /// source (`apply(_:animatingDifferences: true)`), also for `performFetch()` (Stack Overflow
  /// 58475481's answer applies it without animation while `performingFetch`). From iOS 15
  /// the controller marks the objects that changed for reload in it ("NSFetchedResultsController
  /// calls reloadItems(_:) on the snapshot you receive", Apple's answer in the Developer Forums,
  /// thread 692357); on iOS 13 and 14 it does not, and an object whose attributes changed keeps
  /// the cell it had.
  case snapshot
  /// The snapshot consumer with the iOS 13 and 14 fix: before applying, the delegate marks the
  /// objects that were updated for reload itself (thread 692357: "we need to manually check which
  /// objects have been updated and manually refresh the corresponding items in the snapshot").
  case snapshotReloadingUpdated = "snapshot-reload"

  /// Whether the delegate implements `controller(_:didChangeContentWith:)` and applies
  /// snapshots, rather than receiving reports.
  @inlinable public var appliesSnapshots: Bool {
    switch self {
    case .snapshot, .snapshotReloadingUpdated: true
    case .textbook, .updateAtNewIndexPath, .deleteInsert, .unbracketed, .reloadInside, .reload,
      .reloadAfter:
      false
    }
  }

  /// The deliveries of one change: `controllerWillChangeContent`, each report, then
  /// `controllerDidChangeContent`, each with the steps this consumer takes for it.
  ///
  /// - Complexity: O(r) for r reports.
  @inlinable public func deliveries(_ reports: [FetchedResultsChange], on noun: ViewNoun)
    -> [FeedDelivery]
  {
    if appliesSnapshots { return [FeedDelivery(.didChangeContentWithSnapshot, [])] }
    if self == .reload {
      return [FeedDelivery(.willChangeContent, [])] + reports.map { FeedDelivery(.change($0), []) }
        + [FeedDelivery(.didChangeContent, [.reloadData])]
    }
    // A collection view's delegate keeps its calls for one performBatchUpdates at the end.
    let keeps = noun == .collection && self != .unbracketed
    let opens = !keeps && self != .unbracketed
    var result = [FeedDelivery(.willChangeContent, opens ? [.beginUpdates] : [])]
    var kept: [FeedStep] = []
    for report in reports {
      let steps = steps(for: report)
      if keeps {
        kept += steps
        result.append(FeedDelivery(.change(report), []))
      } else {
        result.append(FeedDelivery(.change(report), steps))
      }
    }
    var closing: [FeedStep] =
      self == .unbracketed ? [] : keeps ? [.beginUpdates] + kept + [.endUpdates] : [.endUpdates]
    if self == .reloadAfter {
      let after = reports.compactMap { report -> ListIndexPath? in
        switch report {
        case .update(let p, let n): n ?? p
        case .move(_, let n): n
        case .insertSection, .deleteSection, .insert, .delete: nil
        }
      }
      if !after.isEmpty { closing.append(.call(.reloadRows(after.sorted()))) }
    }
    result.append(FeedDelivery(.didChangeContent, closing))
    return result
  }

  /// The steps this consumer takes for one report.
  @inlinable func steps(for report: FetchedResultsChange) -> [FeedStep] {
    switch report {
    case .insertSection(let s): return [.call(.insertSections([s]))]
    case .deleteSection(let s): return [.call(.deleteSections([s]))]
    case .insert(let n): return [.call(.insertRows([n]))]
    case .delete(let p): return [.call(.deleteRows([p]))]
    case .update(let p, let n):
      switch self {
      case .reloadInside: return [.reloadData]
      case .reloadAfter: return []
      case .updateAtNewIndexPath: return [.call(.reloadRows([n ?? p]))]
      case .textbook, .deleteInsert, .unbracketed, .reload, .snapshot, .snapshotReloadingUpdated:
        return [.call(.reloadRows([p]))]
      }
    case .move(let p, let n):
      return self == .deleteInsert
        ? [.call(.deleteRows([p])), .call(.insertRows([n]))] : [.call(.moveRow(p, n))]
    }
  }
}
