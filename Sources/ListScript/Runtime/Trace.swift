import HeadlessUIKit
import ListDiff

/// Something a command did that the trace shows, in the interpreter's own words (what the
/// model did arrives as `TableEvent`s): the executors report these, and `Trace` alone turns
/// them, and the model's events, into trace lines and the steps `emit swift` records.
enum ScriptEvent {
  case newTable(TableGeometry, Platform)
  /// `collection …`: a new collection view, its viewport and its layout.
  case newCollection(TableGeometry, Platform, ViewKind)
  /// `batch { … } completion { … }`: the completion waits for the end of the turn.
  case completionQueued
  /// The completion block of a batch runs, with `finished` true.
  case completionRuns
  /// A snapshot's mutating method on a variable: the variable, the method.
  case snapshotCall(String, String)
  /// What UIKit logs at a snapshot call (identifiers already present, moved).
  case snapshotWarning(String)
  /// `diffable`: the view's data source becomes a diffable one.
  case diffable(CellProviderStyle, ViewNoun)
  /// `apply`, and how.
  case apply(ApplyMode)
  /// What an apply did, when it was not a batch.
  case applied(String)
  /// `update to` on a diffable view: the target as a snapshot, applied.
  case updateToSnapshot
  /// `platform P`, on the current kind of view.
  case platform(Platform, ViewNoun)
  case reloadData
  /// `reload keeping heights`.
  case reloadKeepingHeights
  /// `beginUpdates()`, opening the batch at this depth.
  case beginUpdates(depth: Int)
  /// `endUpdates()`, closing the batch at this depth.
  case endUpdates(depth: Int)
  /// `performBatchUpdates {` and its closing `}`.
  case batchOpened
  case batchClosed
  /// One table or collection-view call; `indented` inside the batches `update to` writes.
  case call(UpdateCall, ViewNoun, indented: Bool)
  /// `contentOffset.y` after a scroll that asked for `wanted`.
  case scrolled(to: Double, wanted: Double)
  case scrollToRow(ListIndexPath, ScrollPosition, ViewNoun)
  /// The offset `scrollToRow` arrived at (the call itself is the recorded step).
  case offsetAfterScrollToRow(Double)
  case anchor(Bool)
  case setEditing(Bool)
  /// Cells refreshed by `edit … refreshing visible|mounted`.
  case refreshed(cells: Int, EditRefresh)
  case select(ListIndexPath, ViewNoun)
  case deselect(ListIndexPath, ViewNoun)
  case rotated(Orientation, width: Double, height: Double)
  case pictureWritten(String)
  /// `show svg FILE before`: the picture kept for the next `show svg FILE`.
  case pictureKept(String)
  /// One section of the data after an edit (at `trace all`).
  case sectionData(section: Int, items: [Value])
  /// The changeset `update to` applies, one line per kind of change.
  case changeset(String)
  /// A stage of a multi-batch plan, with the data it sets.
  case stage(Int, of: Int, data: String)
  case heightSource(RowHeights.Source)
  case estimate(Double?)
  case heightCache(RowHeights.CacheKind)
  case invalidateHeight(ListIndexPath)
  case invalidateKey(Value, wasCached: Bool)
  case invalidateAllHeights
  case separator(Bool)
  case scale(Double)
  case accessory(RowHeights.Accessory)
  case metrics(TextMetrics)
  /// An `expect error` block caught its error.
  case expectedError(String)
  /// `window on|off`.
  case window(Bool, ViewNoun)
  /// `layoutIfNeeded()`: `layout`, or a consumer's read of the view.
  case layoutIfNeeded
  /// `fetched consumer C`, on the current kind of view.
  case fetchedConsumer(FetchedResultsConsumer, ViewNoun)
  /// `photos consumer C`.
  case photosConsumer(PhotoLibraryConsumer)
  /// `fetched …`: `performFetch()` fetched these.
  case fetched(sections: Int, objects: Int)
  /// `photos …`: the app's fetch result.
  case photos(assets: Int)
  /// What a change feed told the app.
  case feed(FeedEvent)
  /// The snapshot a fetched-results controller handed over, and what it marked for reload.
  case fetchedSnapshot(DiffableSnapshot<Value>, marked: [Value])
  /// `fetched controller N`: the controller addressed, the sections before its own, and whether
  /// the delegate adds them to the paths it reports.
  case fetchedController(Int, sectionsBefore: Int, mapped: Bool)
  /// What the delegate marked for reload itself before applying the controller's snapshot.
  case fetchedSnapshotMarked([Value])
  /// A consumer's bracket, indented under its event: a table's `beginUpdates()` and
  /// `endUpdates()`, a collection view's `performBatchUpdates {` and `}`.
  case feedBracket(opens: Bool, ViewNoun)
  /// A consumer's `reloadData()`.
  case feedReload
  /// `turn { … }`: its statements run in one run-loop turn.
  case turn(statements: Int)
}

/// The one place that words the trace: a level and a line for every event, and the step
/// `emit swift` records for it.
///
/// Two kinds of step are recorded where they happen instead: the data after an edit (its
/// snapshot costs O(n), so it is built only when a recorder listens) and the checks
/// (`assert`, `expect error`), which are not events.
enum Trace {
  /// The level that shows a script event, and its line.
  ///
  /// - Complexity: O(1), except `sectionData` (the first 12 items) and `changeset`.
  static func line(_ event: ScriptEvent) -> (TraceLevel, String) {
    switch event {
    case .newTable(let g, let platform):
      (
        .calls,
        "new table \(Points.format(g.width))x\(Points.format(g.height)) on \(platform.rawValue), row height \(Points.format(g.rowHeight))"
      )
    case .newCollection(let g, let platform, let kind):
      (
        .calls,
        "new collection view \(Points.format(g.width))x\(Points.format(g.height)) on \(platform.rawValue), "
          + layoutPhrase(kind, g)
      )
    case .completionQueued:
      (.calls, "completion queued: it runs at the end of the run-loop turn")
    case .completionRuns: (.calls, "completion(finished: true)")
    case .snapshotCall(let variable, let method): (.all, "\(variable).\(method)")
    case .snapshotWarning(let text): (.calls, "warning: " + text)
    case .diffable(let style, let view):
      (
        .calls,
        "\(view == .table ? "UITableViewDiffableDataSource" : "UICollectionViewDiffableDataSource"): its cell provider "
          + (style == .given
            ? "configures cells from the item it is given (the one stored for the identifier)"
            : "looks each identifier up in the app's latest data")
      )
    case .apply(let mode):
      switch mode {
      case .animated: (.calls, "apply(snapshot, animatingDifferences: true)")
      case .withoutAnimation: (.calls, "apply(snapshot, animatingDifferences: false)")
      case .reloadData: (.calls, "applySnapshotUsingReloadData(snapshot)")
      }
    case .applied(let text): (.calls, text)
    case .updateToSnapshot:
      (.calls, "update to on a diffable view: the target as a snapshot (identifiers kept), applied")
    case .platform(let p, let view):
      (.calls, "platform \(p.rawValue): applies to this \(view.subject) from its next layout")
    case .reloadData: (.calls, "reloadData()")
    case .reloadKeepingHeights: (.calls, "fd_reloadDataWithoutInvalidateIndexPathHeightCache()")
    case .beginUpdates(let depth):
      (.calls, "beginUpdates()" + (depth > 1 ? " (nested: depth \(depth))" : ""))
    case .endUpdates(let depth):
      (
        .calls,
        "endUpdates()" + (depth > 1 ? " (closes depth \(depth); the outermost end commits)" : "")
      )
    case .batchOpened: (.calls, "performBatchUpdates {")
    case .batchClosed: (.calls, "}")
    case .call(let call, let noun, let indented):
      (.calls, (indented ? "  " : "") + call.description(noun))
    case .scrolled(let offset, let wanted):
      (
        .calls,
        "contentOffset.y = \(Points.format(offset))"
          + (wanted == offset ? "" : " (clamped from \(Points.format(wanted)))")
      )
    case .scrollToRow(let path, let position, let noun):
      noun == .table
        ? (.calls, "scrollToRow(at: \(path), at: .\(position.rawValue))")
        : (.calls, "scrollToItem(at: \(path), at: .\(itemPosition(position)))")
    case .offsetAfterScrollToRow(let offset): (.calls, "contentOffset.y = \(Points.format(offset))")
    case .anchor(let on):
      (.calls, on ? "anchor on: reloads and batches keep the first visible item's y" : "anchor off")
    case .setEditing(let on): (.calls, "setEditing(\(on))")
    case .refreshed(let cells, let refresh):
      switch refresh {
      case .visible: (.calls, "refreshed \(cells) cells of visibleCells")
      case .mounted: (.calls, "refreshed \(cells) mounted cells (visible and prepared)")
      case .reload: (.off, "")
      }
    case .select(let path, let noun): (.calls, "select\(noun.capitalRow)(at: \(path))")
    case .deselect(let path, let noun): (.calls, "deselect\(noun.capitalRow)(at: \(path))")
    case .rotated(let orientation, let w, let h):
      (.calls, "rotated to \(orientation.rawValue): \(Points.format(w))x\(Points.format(h))")
    case .pictureWritten(let path): (.calls, "picture written to \(path)")
    case .pictureKept(let path):
      (.calls, "picture kept as the before of \(path): the next show svg \(path) draws both")
    case .sectionData(let section, let items):
      (.all, "data(\(section)) = " + brief(items))
    case .changeset(let text):
      (.calls, "changeset: " + text.split(separator: "\n").joined(separator: "; "))
    case .stage(let n, let count, let data): (.calls, "stage \(n) of \(count), data: " + data)
    case .heightSource(let source):
      (
        .calls,
        source == .fit
          ? "heights fit: heightForRowAt measures a template cell per reuse identifier"
          : "heights item: heightForRowAt returns the item's height, else the row height"
      )
    case .estimate(let estimate):
      (
        .calls,
        estimate.map { "estimatedRowHeight = \(Points.format($0))" }
          ?? "estimatedRowHeight = 0 (estimates off: every height read up front)"
      )
    case .heightCache(let kind):
      switch kind {
      case .off: (.calls, "cache off: heightForRowAt computes every time")
      case .indexpath:
        (.calls, "cache indexpath: fd_heightForCellWithIdentifier(_:cacheByIndexPath:)")
      case .key:
        (
          .calls,
          "cache key: fd_heightForCellWithIdentifier(_:cacheByKey:) with the item's identity"
        )
      }
    case .invalidateHeight(let path):
      (.calls, "fd_indexPathHeightCache.invalidateHeight(at: \(path))")
    case .invalidateKey(let key, let wasCached):
      (
        .calls,
        "fd_keyedHeightCache.invalidateHeight(forKey: \(key))"
          + (wasCached ? "" : " (nothing was cached for it)")
      )
    case .invalidateAllHeights: (.calls, "invalidateAllHeightCache() on both caches")
    case .separator(let on): (.calls, "separatorStyle = \(on ? ".singleLine" : ".none")")
    case .scale(let value): (.calls, "screen scale \(Points.format(value))")
    case .accessory(let accessory):
      (
        .calls,
        "accessory \(accessory.spelling): fitting takes \(Points.format(accessory.width)) from the content width"
      )
    case .metrics(let m): (.calls, "text metrics: " + describe(m))
    case .expectedError(let message):
      (.calls, "expected error: " + (message.split(separator: "\n").first.map(String.init) ?? ""))
    case .window(let on, let view):
      on
        ? (.calls, "the \(view.subject) is in a window: the end of the turn lays it out")
        : (
          .calls,
          "the \(view.subject) leaves its window: no turn lays it out"
            + (view == .collection ? ", and each batch's start reads its counts" : "")
        )
    case .layoutIfNeeded: (.calls, "layoutIfNeeded()")
    case .fetchedConsumer(let c, let view):
      (.calls, "fetched-results delegate: " + Self.describe(c, view))
    case .photosConsumer(let c): (.calls, "photoLibraryDidChange: " + Self.describe(c))
    case .fetched(let s, let n):
      (
        .calls,
        "performFetch(): \(n) \(n == 1 ? "object" : "objects") in \(s) \(s == 1 ? "section" : "sections")"
      )
    case .photos(let n): (.calls, "PHFetchResult: \(n) \(n == 1 ? "asset" : "assets")")
    case .feed(let event): (.calls, event.description)
    case .fetchedSnapshot(let snapshot, let marked):
      (
        .calls,
        "  snapshot \(snapshot.numberOfSections) \(snapshot.numberOfSections == 1 ? "section" : "sections"), \(snapshot.numberOfItems) \(snapshot.numberOfItems == 1 ? "object" : "objects")"
          + (marked.isEmpty
            ? "" : "; the controller marked for reload: " + Self.identifiers(marked))
      )
    case .fetchedController(let n, let before, let mapped):
      (
        .calls,
        "fetched-results controller \(n): its sections follow the \(before) \(before == 1 ? "section" : "sections") of the controllers before it; the delegate "
          + (mapped
            ? "adds their number to each section it is told"
            : "passes its index paths on as they are (its sections counted from 0)")
      )
    case .fetchedSnapshotMarked(let marked):
      (.calls, "  reloadItems(" + Self.identifiers(marked) + "): the delegate's own marks")
    case .feedBracket(let opens, let view):
      view == .table
        ? (.calls, opens ? "  beginUpdates()" : "  endUpdates()")
        : (.calls, opens ? "  performBatchUpdates {" : "  }")
    case .feedReload: (.calls, "  reloadData()")
    case .turn(let n):
      (
        .calls,
        "one run-loop turn: \(n) \(n == 1 ? "statement" : "statements"), no layout pass until its end"
      )
    }
  }

  /// What a fetched-results consumer does, in a line.
  static func describe(_ c: FetchedResultsConsumer, _ view: ViewNoun) -> String {
    let open =
      view == .table
      ? "beginUpdates() in willChange, " : "calls kept for one performBatchUpdates in didChange, "
    switch c {
    case .textbook:
      return open + "one call per report (an update reloads indexPath, a move is moveRow)"
    case .updateAtNewIndexPath:
      return open + "an update reloads newIndexPath (the after space) instead of indexPath"
    case .deleteInsert:
      return open + "a move is a delete at indexPath and an insert at newIndexPath"
    case .unbracketed: return "no bracket: each report's call is made at once, an update of its own"
    case .reloadInside: return open + "an update calls reloadData() inside the bracket"
    case .reload: return "reloadData() in controllerDidChangeContent, no call per report"
    case .reloadAfter:
      return open
        + "no reload in the batch; after it, the updated and moved rows reloaded at newIndexPath"
    case .snapshot:
      return "controller(_:didChangeContentWith:) applies the controller's snapshot (no reports)"
    case .snapshotReloadingUpdated:
      return
        "controller(_:didChangeContentWith:) marks the updated objects for reload, then applies the snapshot"
    }
  }

  /// Identifiers as a snapshot's methods print them: `["a", "b"]`.
  static func identifiers(_ items: [Value]) -> String {
    "[" + items.map(\.identifierText).joined(separator: ", ") + "]"
  }

  /// What a photo-library consumer does, in a line.
  static func describe(_ c: PhotoLibraryConsumer) -> String {
    switch c {
    case .oneBatch:
      "one performBatchUpdates: delete removed, insert inserted, reload changed, move (Apple's 2016 sample)"
    case .sample:
      "performBatchUpdates: delete removed, insert inserted, move; then reloadItems of the changed (Apple's sample)"
    }
  }

  /// The step `emit swift` records for a script event, if the event is one UIKit would see.
  static func step(_ event: ScriptEvent) -> RecordedStep? {
    switch event {
    case .newTable(let g, let platform):
      .newTable(width: g.width, height: g.height, rowHeight: g.rowHeight, platform: platform)
    case .newCollection(let g, let platform, let kind):
      .newCollection(width: g.width, height: g.height, rowHeight: g.rowHeight, kind, platform)
    case .completionQueued: .completionQueued
    case .completionRuns, .snapshotCall, .snapshotWarning, .diffable, .apply, .applied,
      .updateToSnapshot:
      nil
    case .reloadData, .reloadKeepingHeights: .reloadData
    case .beginUpdates: .beginUpdates
    case .endUpdates: .endUpdates
    case .batchOpened: .batchOpened
    case .batchClosed: .batchClosed
    case .call(let call, _, _): .call(call)
    case .scrolled(let offset, _): .setOffset(offset)
    case .scrollToRow(let path, let position, _): .scrollToRow(path, position)
    case .setEditing(let on): .setEditing(on)
    case .select(let path, _): .select(path)
    case .deselect(let path, _): .deselect(path)
    case .anchor(let on): .anchor(on)
    case .rotated(_, let width, let height): .resize(width: width, height: height)
    case .platform(let p, _):
      .unmapped("platform \(p.rawValue) (run the test on a device or simulator of that version)")
    case .refreshed(_, let kind): .editRefresh(kind)
    // Details of steps recorded otherwise: the calls and data of `update to`, the offset
    // `scrollToRow` reached; and the height commands, recorded as written.
    case .offsetAfterScrollToRow, .pictureWritten, .pictureKept, .sectionData, .changeset, .stage,
      .heightSource, .estimate, .heightCache, .invalidateHeight, .invalidateKey,
      .invalidateAllHeights, .separator, .scale, .accessory, .metrics, .expectedError:
      nil
    case .window(let on, _): .window(on)
    case .layoutIfNeeded: .layoutIfNeeded
    case .fetchedConsumer(let c, _): .fetchedConsumer(c)
    case .photosConsumer, .fetched, .photos, .turn: nil
    case .feed(let event): .unmapped(event.description)
    // The snapshot's apply is recorded (`applySnapshot`); what marked it is a comment.
    case .fetchedSnapshot, .fetchedSnapshotMarked, .fetchedController: nil
    case .feedBracket(let opens, let view):
      view == .table
        ? (opens ? .beginUpdates : .endUpdates) : (opens ? .batchOpened : .batchClosed)
    case .feedReload: .reloadData
    }
  }

  /// The level that shows one of the model's events: the delegate's callouts at `layout`,
  /// every height read at `all`, the rest (what the table did as a whole) at `calls`.
  static func level(_ event: TableEvent) -> TraceLevel {
    // The model says which events are the delegate's callouts (an exhaustive switch there).
    if case .heightsRead = event { return .all }
    return event.isLayout ? .layout : .calls
  }

  /// `flow layout, items 50x50, 6 per line` / `list layout, rows 44 high`.
  static func layoutPhrase(_ kind: ViewKind, _ g: TableGeometry) -> String {
    switch kind {
    case .table: "row height \(Points.format(g.rowHeight))"
    case .collection(.list): "list layout, items \(Points.format(g.rowHeight)) high"
    case .collection(.flow(let f)):
      "flow layout, items \(Points.format(f.itemWidth))x\(Points.format(f.itemHeight)), \(f.perLine(width: g.width)) per line"
    }
  }

  /// `UICollectionView.ScrollPosition`'s name for a position: `middle` is
  /// `centeredVertically`; `none` is the empty option set, written `[]`.
  static func itemPosition(_ position: ScrollPosition) -> String {
    switch position {
    case .top: "top"
    case .middle: "centeredVertically"
    case .bottom: "bottom"
    case .none: "none"
    }
  }

  /// Up to 12 items, then the count: `[1, 2, … (40)]`.
  static func brief(_ items: [Value]) -> String {
    brief(Array(items.prefix(briefLimit)), count: items.count)
  }

  /// `brief` of a list of `count` items that begins with `first` (at least its first
  /// `briefLimit` items, or all of them).
  static func brief(_ first: [Value], count: Int) -> String {
    let shown = first.prefix(briefLimit).map(\.description).joined(separator: ", ")
    return "[" + shown + (count > briefLimit ? ", … (\(count))" : "") + "]"
  }

  /// How many items `brief` shows.
  static let briefLimit = 12

  /// `char 8, line 22, padding 11, margin 16`.
  static func describe(_ m: TextMetrics) -> String {
    "char \(Points.format(m.characterWidth)), line \(Points.format(m.lineHeight)), padding \(Points.format(m.padding)), margin \(Points.format(m.margin))"
  }
}

extension Interpreter {
  /// Writes a script event's trace line (if its level is on) and records its step.
  func note(_ event: ScriptEvent) {
    let (level, text) = Trace.line(event)
    traceLine(level, text)
    if let step = Trace.step(event) { record(step) }
  }

  /// Writes a script event's trace line and records nothing: what UIKit did on the app's
  /// behalf (a diffable apply's batch), which the recorder receives as one step of its own.
  func noteUnrecorded(_ event: ScriptEvent) {
    let (level, text) = Trace.line(event)
    traceLine(level, text)
  }
}
