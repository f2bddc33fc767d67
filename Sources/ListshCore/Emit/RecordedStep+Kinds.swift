import ListScript

/// What the emitter needs to know of a step beyond its code, each an exhaustive switch: a new
/// step must say whether it opens or closes a batch.
extension RecordedStep {
  /// `beginUpdates`, or `performBatchUpdates` opened.
  var opensBatch: Bool {
    switch self {
    case .beginUpdates, .batchOpened: true
    case .newTable, .newCollection, .completionQueued, .diffable, .applySnapshot,
      .applySectionSnapshot, .setData,
      .editData, .call, .endUpdates, .batchClosed, .geometry, .resize, .insets, .anchor,
      .itemSizing, .invalidateLayout,
      .reloadData,
      .setOffset, .scrollToRow, .setEditing, .editRefresh, .select, .deselect, .selectionMode,
      .prefetching, .observation, .expect,
      .expectCell, .expectLookup, .expectErrorBegin, .expectErrorEnd, .unmapped, .statement,
      .appliedBatch,
      .raised, .window, .layoutIfNeeded, .fetch, .fetchedConsumer, .fetchedChange,
      .fetchedController:
      false
    }
  }

  /// `endUpdates`, or `performBatchUpdates` closed.
  var closesBatch: Bool {
    switch self {
    case .endUpdates, .batchClosed: true
    case .newTable, .newCollection, .completionQueued, .diffable, .applySnapshot,
      .applySectionSnapshot, .setData,
      .editData, .call, .beginUpdates, .batchOpened, .geometry, .resize, .insets, .anchor,
      .itemSizing, .invalidateLayout,
      .reloadData,
      .setOffset, .scrollToRow, .setEditing, .editRefresh, .select, .deselect, .selectionMode,
      .prefetching, .observation, .expect,
      .expectCell, .expectLookup, .expectErrorBegin, .expectErrorEnd, .unmapped, .statement,
      .appliedBatch,
      .raised, .window, .layoutIfNeeded, .fetch, .fetchedConsumer, .fetchedChange,
      .fetchedController:
      false
    }
  }
}
