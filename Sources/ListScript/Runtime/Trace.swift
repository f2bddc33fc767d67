import HeadlessUIKit
import ListDiff

/// Something a command did that the trace shows, in the interpreter's own words (what the
/// model did arrives as `TableEvent`s): the executors report these, and `Trace` alone turns
/// them, and the model's events, into trace lines and the steps `emit swift` records.
enum ScriptEvent {
  case newTable(TableGeometry, Platform)
  case platform(Platform)
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
  /// One table call; `indented` inside the batches `update to` writes.
  case call(UpdateCall, indented: Bool)
  /// `contentOffset.y` after a scroll that asked for `wanted`.
  case scrolled(to: Double, wanted: Double)
  case scrollToRow(IndexPath, ScrollPosition)
  /// The offset `scrollToRow` arrived at (the call itself is the recorded step).
  case offsetAfterScrollToRow(Double)
  case anchor(Bool)
  case setEditing(Bool)
  /// Cells refreshed by `edit … refreshing visible|mounted`.
  case refreshed(cells: Int, EditRefresh)
  case select(IndexPath)
  case deselect(IndexPath)
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
  case invalidateHeight(IndexPath)
  case invalidateKey(Value, wasCached: Bool)
  case invalidateAllHeights
  case separator(Bool)
  case scale(Double)
  case accessory(RowHeights.Accessory)
  case metrics(TextMetrics)
  /// An `expect error` block caught its error.
  case expectedError(String)
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
    case .platform(let p):
      (.calls, "platform \(p.rawValue): applies to this table from its next layout")
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
    case .call(let call, let indented): (.calls, (indented ? "  " : "") + call.description)
    case .scrolled(let offset, let wanted):
      (
        .calls,
        "contentOffset.y = \(Points.format(offset))"
          + (wanted == offset ? "" : " (clamped from \(Points.format(wanted)))")
      )
    case .scrollToRow(let path, let position):
      (.calls, "scrollToRow(at: \(path), at: .\(position.rawValue))")
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
    case .select(let path): (.calls, "selectRow(at: \(path))")
    case .deselect(let path): (.calls, "deselectRow(at: \(path))")
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
    }
  }

  /// The step `emit swift` records for a script event, if the event is one UIKit would see.
  static func step(_ event: ScriptEvent) -> RecordedStep? {
    switch event {
    case .newTable(let g, let platform):
      .newTable(width: g.width, height: g.height, rowHeight: g.rowHeight, platform: platform)
    case .reloadData, .reloadKeepingHeights: .reloadData
    case .beginUpdates: .beginUpdates
    case .endUpdates: .endUpdates
    case .batchOpened: .batchOpened
    case .batchClosed: .batchClosed
    case .call(let call, _): .call(call)
    case .scrolled(let offset, _): .setOffset(offset)
    case .scrollToRow(let path, let position): .scrollToRow(path, position.rawValue)
    case .setEditing(let on): .setEditing(on)
    case .select(let path): .select(path)
    case .deselect(let path): .deselect(path)
    case .anchor(let on): .anchor(on)
    case .rotated(_, let width, let height): .resize(width: width, height: height)
    case .platform(let p):
      .unmapped("platform \(p.rawValue) (run the test on a device or simulator of that version)")
    case .refreshed(_, let kind):
      .unmapped(
        "edit refreshing \(kind.rawValue): the app reconfigures those cells for editing itself")
    // Details of steps recorded otherwise: the calls and data of `update to`, the offset
    // `scrollToRow` reached; and the height commands, recorded as written.
    case .offsetAfterScrollToRow, .pictureWritten, .pictureKept, .sectionData, .changeset, .stage,
      .heightSource, .estimate, .heightCache, .invalidateHeight, .invalidateKey,
      .invalidateAllHeights, .separator, .scale, .accessory, .metrics, .expectedError:
      nil
    }
  }

  /// The level that shows one of the model's events: the delegate's callouts at `layout`,
  /// every height read at `all`, the rest (what the table did as a whole) at `calls`.
  static func level(_ event: TableEvent) -> TraceLevel {
    // The model says which events are the delegate's callouts (an exhaustive switch there).
    if case .heightsRead = event { return .all }
    return event.isLayout ? .layout : .calls
  }

  /// Up to 12 items, then the count: `[1, 2, … (40)]`.
  static func brief(_ items: [Value]) -> String {
    let shown = items.prefix(12).map(\.description).joined(separator: ", ")
    return "[" + shown + (items.count > 12 ? ", … (\(items.count))" : "") + "]"
  }

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
}
