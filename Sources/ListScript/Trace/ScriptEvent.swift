import HeadlessUIKit
import ListDiff

/// Something a command did that the trace shows, in the interpreter's own words (what the
/// model did arrives as `TableEvent`s): the executors report these, and `Trace` alone turns
/// them, and the model's events, into trace lines and the steps `emit swift` records.
enum ScriptEvent {
  /// `table …`: a new table, its viewport and profile, and whether the scenario chose the
  /// profile (`platform`), which the trace then names.
  case newTable(TableGeometry, Platform, named: Bool)
  /// `collection …`: a new collection view, its viewport, profile and layout.
  case newCollection(TableGeometry, Platform, ViewKind, named: Bool)
  /// `batch { … } completion { … }`: the completion waits for the end of the turn.
  case completionQueued
  /// A completion block runs at the end of the turn: a batch's, with `finished` true, or an
  /// apply's, with no argument.
  case completionRuns(takesFinished: Bool)
  /// An apply's completion runs before the apply returns: UIKit reloaded.
  case applyCompletionRunsAtOnce
  /// `apply SS to SECTION`, and how.
  case applySection(Value, ApplyMode)
  /// `handler H …`: set, or removed (`off`).
  case handlerSet(OutlineHandler, on: Bool)
  /// A handler ran: its arguments and what it returned.
  case handlerCalled(OutlineHandler, [Value], returned: Value)
  /// `disclose ITEM`: what the tap does.
  case disclosure(Value, DisclosureOutcome)
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
  /// What a SwiftUI List's coordinator did.
  case swiftUI(SwiftUIEvent)
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
  /// `selection [editing] MODE`: the view's selection properties set.
  case selectionMode(SelectionMode, editing: Bool, ViewNoun)
  /// `prefetching on|off`: `isPrefetchingEnabled` set.
  case prefetching(Bool, ViewNoun)
  /// `apply … on background`: the apply is issued off the main queue, outstanding until the turn
  /// ends.
  case applyOffMain
  /// `observation on|off`: automatic observation tracking turned on or off.
  case observation(Bool)
  /// `register cell ID …`: an identifier registered with the view.
  case registered(String, CellProvision.Registered, ViewNoun)
  /// `provider …`: what the data source now does when asked for a cell.
  case provider(CellProvision, ViewNoun)
  /// `register header|footer|supplementary KIND ID …`: a supplementary view registered.
  case registeredSupplementary(ElementKind, String, CellProvision.Registered)
  /// `provider header|footer …`: what the data source now does when asked for a header or
  /// footer (`nil`: not modelled).
  case supplementaryProvider(ElementKind, SupplementaryProvision.Provider?)
  case rotated(Orientation, width: Double, height: Double)
  /// `contentinset` or `safearea`: the insets set, and the view's adjusted inset and offset after.
  case insets(InsetSetting, top: Double, bottom: Double, adjusted: EdgeInsets, offset: Double)
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
  case estimate(Double?, ViewNoun)
  /// A flow layout's `estimatedItemSize` set (`nil`: `CGSizeZero`), and whether the delegate
  /// implements `sizeForItemAt` (which turns self-sizing off).
  case estimatedItemSize(EstimatedItemSize?, sizeForItem: Bool)
  /// `invalidate layout`: the app empties its caching layout's cache and invalidates it.
  case layoutInvalidated
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
