import HeadlessUIKit
import ListDiff

/// Which script events `emit swift` records, and as what.
extension Trace {
  /// The step `emit swift` records for a script event, if the event is one UIKit would see.
  static func step(_ event: ScriptEvent) -> RecordedStep? {
    switch event {
    case .newTable(let g, let platform, _):
      .newTable(width: g.width, height: g.height, rowHeight: g.rowHeight, platform: platform)
    case .newCollection(let g, let platform, let kind, _):
      .newCollection(
        width: g.width, height: g.height, rowHeight: g.rowHeight, kind, platform,
        header: g.sectionHeader, footer: g.sectionFooter)
    case .completionQueued: .completionQueued
    case .registered(let id, let registered, _): .register(nil, id, registered)
    case .provider(let provision, _): .cellProvider(provision)
    case .registeredSupplementary(let kind, let id, let registered):
      .register(kind, id, registered)
    case .supplementaryProvider(let kind, let provider): .supplementaryProvider(kind, provider)
    case .handlerSet(let kind, let on):
      .unmapped(
        "handler \(kind.rawValue)\(on ? "" : " off"): the closure is the app's; the test makes the apply it leads to"
      )
    case .disclosure(let item, let outcome):
      switch outcome {
      case .expands, .collapses, .notInASectionSnapshot:
        .unmapped("disclose \(item.abbreviated): a user's tap, made as the apply that follows")
      case .refused: nil
      }
    case .completionRuns, .applyCompletionRunsAtOnce, .applySection, .snapshotCall, .handlerCalled,
      .snapshotWarning, .diffable, .apply, .applied, .updateToSnapshot:
      nil
    case .applyOffMain: .applyOffMain
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
    case .selectionMode(let mode, let editing, _): .selectionMode(mode, editing: editing)
    case .prefetching(let on, _): .prefetching(on)
    case .observation(let on): .observation(on)
    case .anchor(let on): .anchor(on)
    case .estimatedItemSize(let size, _): .itemSizing(estimated: size)
    case .layoutInvalidated: .invalidateLayout
    case .rotated(_, let width, let height): .resize(width: width, height: height)
    case .insets(let setting, let top, let bottom, _, let offset):
      .insets(setting, top: top, bottom: bottom, offset: offset)
    case .platform(let p, _): .platform(p)
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
    case .swiftUI(let event): event.step
    }
  }
}
