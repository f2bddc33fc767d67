import HeadlessUIKit

/// The UIKit trace (`listsh --uikit-trace`): the model's events as a program driving real UIKit
/// prints them (`emit swift --program`).
extension Trace {
  /// The line a program driving real UIKit prints for the event, when it sees it as the app's
  /// cells do: the data source asked for a cell, a cell displayed or ended, a cell prepared for
  /// reuse (`Interpreter.showsUIKitTraceOnly`).
  ///
  /// A reconfigure is the data source asked for the row again, which dequeues the cell it has.
  static func uikitTraceLine(_ event: TableEvent, _ noun: ViewNoun) -> String? {
    switch event {
    case .cellForRowAt, .willDisplay, .didEndDisplaying, .prepareForReuse:
      return event.description(noun)
    case .reconfigured(let path, let cell):
      return TableEvent.cellForRowAt(path, cell: cell).description(noun)
    // The program's view prints every dequeue for an index path, a request's or not.
    case .dequeuedOutside(_, let path?, let cell):
      return TableEvent.cellForRowAt(path, cell: cell).description(noun)
    case .dequeuedOutside(_, nil, _):
      return nil
    case .appeared, .reloaded, .reloadDeferred, .reloadPending, .updatesDiscarded,
      .countsReadAtBatchEntry, .duplicateDelete, .committed, .fellBackToReload,
      .invalidUpdateLogged, .laidOutOutsideWindow, .heightsRead, .itemSizesRead,
      .flowItemTooWide, .layoutCached, .layoutAttributesIgnored, .layoutCacheEmptied, .heights,
      .templateCreated, .observedChange, .offsetChanged, .selectionIgnored,
      .selectionReplaced, .selectionCleared, .provisionTolerated,
      .viewForSupplementary, .supplementaryEnded, .supplementaryTolerated, .providerApplied:
      return nil
    }
  }
}
