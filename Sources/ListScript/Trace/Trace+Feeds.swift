import HeadlessUIKit
import ListDiff

/// The trace's words for the change feeds' consumers.
extension Trace {
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

  /// Identifiers as a snapshot's methods print them: `["a", "b"]`; one longer than
  /// `briefItemLimit` bytes abbreviated, so each costs a bounded amount to show.
  static func identifiers(_ items: [Value]) -> String {
    "[" + items.map { shown($0, plain: true) }.joined(separator: ", ") + "]"
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
}
