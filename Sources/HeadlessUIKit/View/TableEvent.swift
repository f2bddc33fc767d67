import ListDiff

/// Something the table did that a trace can show: delegate and data-source callouts, reloads,
/// committed batches.
public enum TableEvent: Equatable, Sendable {
  /// The table appeared on screen and loaded its data.
  case appeared(sections: Int, rows: Int)
  /// `reloadData()` ran.
  case reloaded(sections: Int, rows: Int)
  /// `reloadData()` was called inside an open batch and waits for its end.
  case reloadDeferred
  /// A collection view's `reloadData()`: the data source is read at the next layout pass.
  case reloadPending
  /// A collection view's batch ended with a `reloadData()` in it: its calls were discarded.
  case updatesDiscarded(calls: Int)
  /// A collection view read its counts when a batch started, and why.
  case countsReadAtBatchEntry(CountsReading, counts: [Int])
  /// A collection view's batch deletes this index path twice.
  case duplicateDelete(ListIndexPath)
  /// A batch was committed; the updates as UIKit processed them.
  case committed(BatchPlan)
  /// UIKit abandoned animating the batch and reloaded instead.
  case fellBackToReload
  /// A collection view out of a window found its batch invalid and, before iOS 16.4, logged the
  /// reason and reloaded instead of raising: the logged text.
  case invalidUpdateLogged(String)
  /// A table out of a window was laid out (UIKit's one-time warning
  /// `UITableViewAlertForLayoutOutsideViewHierarchy`).
  case laidOutOutsideWindow
  /// `tableView(_:heightForRowAt:)` was asked for this many rows.
  case heightsRead(rows: Int)
  /// A flow layout asked its delegate's `collectionView(_:layout:sizeForItemAt:)` for every
  /// item's size, as it does whenever it lays its items out afresh (openradar 25778615: it "asks
  /// for the size of every single item in the collection view").
  case itemSizesRead(items: Int)
  /// A flow layout laid out an item wider than its lines (the view's width less the section's
  /// left and right insets): UIKit logs that its behaviour "is not defined" and goes on. The
  /// first such item (`nil` for the layout's `itemSize`), its width, the lines' width.
  case flowItemTooWide(ListIndexPath?, width: Double, lines: Double)
  /// A caching layout computed the attributes of this many items and keeps them.
  case layoutCached(items: Int)
  /// From iOS 13 the collection view logs, and ignores, the layout's attributes for items the
  /// data source does not have.
  case layoutAttributesIgnored([ListIndexPath])
  /// The app emptied its caching layout's cache.
  case layoutCacheEmptied
  /// `heightForRowAt` went through a height cache, computed fitted heights or measured rows
  /// coming on screen (a summary of the round).
  case heights(HeightPass)
  /// FD created the template cell for a reuse identifier.
  case templateCreated(String)
  /// `tableView(_:cellForRowAt:)` configured a cell.
  case cellForRowAt(ListIndexPath, cell: Int)
  /// `reconfigureRows(at:)` re-ran the configuration on an existing cell.
  case reconfigured(ListIndexPath, cell: Int)
  /// Observation tracking configured a visible cell again: the item it was configured from
  /// changed in place (`TableView.observesItems`).
  case observedChange(ListIndexPath, cell: Int)
  /// `prepareForReuse()` on a cell taken from the pool.
  case prepareForReuse(cell: Int)
  /// `tableView(_:willDisplay:forRowAt:)`.
  case willDisplay(ListIndexPath, cell: Int)
  /// `tableView(_:didEndDisplaying:forRowAt:)`.
  case didEndDisplaying(ListIndexPath, cell: Int)
  /// `contentOffset.y` changed for a reason other than an explicit scroll.
  case offsetChanged(from: Double, to: Double, reason: String)
  /// A select or deselect call had no effect: the call, and whether the view was editing.
  case selectionIgnored(String, editing: Bool)
  /// Selecting a row in the single mode deselected these.
  case selectionReplaced([ListIndexPath])
  /// The whole selection was cleared, and why.
  case selectionCleared([ListIndexPath], SelectionClearing)
  /// The app dequeued a cell outside a request from the view, and holds it.
  case dequeuedOutside(String, ListIndexPath?, cell: Int)
  /// A mistake in providing the cell at an index path that this profile lets pass.
  case provisionTolerated(ProvisionFailure, ListIndexPath)
  /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` returned a view for a section's
  /// header or footer; whether the view came from the reuse queue.
  case viewForSupplementary(ElementKind, section: Int, view: Int, reused: Bool)
  /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`: the view went
  /// to the reuse queue.
  case supplementaryEnded(ElementKind, section: Int, view: Int)
  /// A mistake in providing a section's header or footer that this profile lets pass.
  case supplementaryTolerated(ProvisionFailure, ElementKind, section: Int)
  /// The cell provider applied the data source's snapshot while making the cell at this index
  /// path, outside any apply: nothing differs.
  case providerApplied(ListIndexPath)

  /// Whether the event belongs to the layout level of tracing (delegate callouts) rather than
  /// the calls level.
  @inlinable public var isLayout: Bool {
    switch self {
    case .heightsRead, .itemSizesRead, .cellForRowAt, .reconfigured, .observedChange,
      .prepareForReuse, .willDisplay, .didEndDisplaying, .viewForSupplementary,
      .supplementaryEnded:
      true
    case .appeared, .reloaded, .reloadDeferred, .reloadPending, .updatesDiscarded,
      .countsReadAtBatchEntry, .duplicateDelete, .committed, .fellBackToReload, .heights,
      .flowItemTooWide, .layoutCached, .layoutAttributesIgnored, .layoutCacheEmptied,
      .templateCreated, .invalidUpdateLogged, .laidOutOutsideWindow,
      .offsetChanged, .selectionIgnored, .selectionReplaced, .selectionCleared,
      .dequeuedOutside, .provisionTolerated, .supplementaryTolerated, .providerApplied:
      false
    }
  }
}

extension TableEvent: CustomStringConvertible {
  /// The event in a table's words.
  @inlinable public var description: String { description(.table) }

  /// The event in the words of `noun`'s view: `cellForRowAt` or `cellForItemAt`, rows or items.
  @inlinable public func description(_ noun: ViewNoun) -> String {
    func sized(_ s: Int, _ r: Int) -> String {
      "\(s) \(s == 1 ? "section" : "sections"), \(noun.count(r))"
    }
    let cellFor = noun == .table ? "cellForRowAt" : "cellForItemAt"
    switch self {
    case .appeared(let s, let r):
      return (noun == .table ? "table appeared: " : "collection view laid out: ") + sized(s, r)
    case .reloaded(let s, let r): return "reloaded: " + sized(s, r)
    case .reloadDeferred: return "reloadData deferred to the end of the batch"
    case .reloadPending:
      return "reloadData: the counts are read at the next layout pass (or when a batch starts)"
    case .updatesDiscarded(let n):
      return
        "reloadData in the batch discards its \(n) \(n == 1 ? "update" : "updates"): nothing is checked, the view reloads"
    case .countsReadAtBatchEntry(let reason, let counts):
      return
        "counts read when the batch started (\(reason.phrase)): \(noun.rows) "
        + counts.map(String.init).joined(separator: "/")
        + "; a model change made before the batch is now its before"
    case .duplicateDelete(let p):
      return
        "warning: the batch deletes \(p) twice: UIKit raises nothing but corrupts the collection view (EXC_BAD_ACCESS later, rdar://31786176); the model drops the duplicate"
    case .committed(let plan):
      return "batch committed: "
        + (plan.updates.isEmpty
          ? "no updates" : plan.updates.map(\.description).joined(separator: ", "))
        + "; \(noun.rows) " + plan.before.map(String.init).joined(separator: "/") + " -> "
        + plan.after.map(String.init).joined(separator: "/")
    case .fellBackToReload: return "UIKit gives up animating this batch and calls reloadData"
    case .invalidUpdateLogged(let text):
      return "logged, not raised: [UICollectionView] \(text) - will perform reloadData"
    case .laidOutOutsideWindow:
      return
        "[TableView] Warning once only: UITableView was told to layout its visible cells and other contents without being in the view hierarchy (UITableViewAlertForLayoutOutsideViewHierarchy)"
    case .heightsRead(let n): return "heightForRowAt x\(n)"
    case .itemSizesRead(let n):
      return "sizeForItemAt x\(n): the flow layout asks for every item's size"
    case .layoutCached(let n):
      return
        "prepare(): the layout computes the attributes of \(noun.count(n)) and caches them (it computes them only while its cache is empty)"
    case .layoutAttributesIgnored(let paths):
      let more = paths.count > 1 ? " (and \(paths.count - 1) more)" : ""
      return
        "UIKit logs: Layout attributes … index path: (\(paths[0].uikitDescription)) … were received from the layout but are not valid for the data source counts. Attributes will be ignored.\(more)"
    case .layoutCacheEmptied:
      return "the cached attributes are dropped: the next layout pass computes them afresh"
    case .flowItemTooWide(let path, let width, let lines):
      let item = path.map { "item \($0)" } ?? "itemSize"
      return
        "UIKit logs: The behavior of the UICollectionViewFlowLayout is not defined because: "
        + "the item width must be less than the width of the UICollectionView minus the section "
        + "insets left and right values, minus the content insets left and right values. "
        + "(\(item) is \(Points.format(width)) wide; the lines are \(Points.format(lines)))"
    case .heights(let pass): return pass.description(noun)
    case .templateCreated(let id): return "template cell created for \"\(id)\""
    case .cellForRowAt(let p, let c): return "\(cellFor) \(p) -> c\(c)"
    case .reconfigured(let p, let c): return "reconfigure \(p) on c\(c)"
    case .observedChange(let p, let c):
      return
        "updateConfiguration \(p) on c\(c): the item it observes changed (observation tracking)"
    case .prepareForReuse(let c): return "prepareForReuse c\(c)"
    case .willDisplay(let p, let c): return "willDisplay \(p) c\(c)"
    case .didEndDisplaying(let p, let c): return "didEndDisplaying \(p) c\(c)"
    case .offsetChanged(let a, let b, let reason):
      return "contentOffset.y \(Points.format(a)) -> \(Points.format(b)) (\(reason))"
    case .selectionIgnored(let call, let editing):
      let property = editing ? "allowsSelectionDuringEditing" : "allowsSelection"
      return "\(call): no effect, \(property) is false"
    case .selectionReplaced(let paths):
      return "the selection is replaced (allowsMultipleSelection is false): "
        + paths.map(\.description).joined(separator: ", ") + " deselected"
    case .selectionCleared(let paths, let reason):
      let why =
        switch reason {
        case .enteredEditing: "setEditing(true) clears the selection"
        case .leftEditing: "setEditing(false) clears the selection"
        case .modeChanged: "the selection mode changed"
        }
      return "\(why): " + paths.map(\.description).joined(separator: ", ") + " deselected"
    case .dequeuedOutside(let id, let p, let c):
      let call =
        p.map { "dequeueReusableCell(withIdentifier: \"\(id)\", for: \($0))" }
        ?? "dequeueReusableCell(withIdentifier: \"\(id)\")"
      return "\(call) outside a request -> c\(c), held by the app"
    case .provisionTolerated(let failure, let p):
      return "\(cellFor) \(p): \(failure.tolerated(view: noun) ?? "raised on every profile")"
    case .providerApplied(let p):
      return
        "\(cellFor) \(p): the cell provider applies the snapshot again: nothing differs (inside an apply, UIKit raises \"Deadlock detected\")"
    case .viewForSupplementary(let kind, let s, let v, let reused):
      return "viewForSupplementaryElementOfKind \(kind) \(s) -> v\(v)\(reused ? " (reused)" : "")"
    case .supplementaryEnded(let kind, let s, let v):
      return "didEndDisplayingSupplementaryView \(kind) \(s) v\(v)"
    case .supplementaryTolerated(let failure, let kind, let s):
      return
        "viewForSupplementaryElementOfKind \(kind) \(s): \(failure.tolerated(view: noun) ?? "raised on every profile")"
    }
  }
}
