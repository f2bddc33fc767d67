import HeadlessUIKit
import ListDiff

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
    case .newTable(let g, let platform, let named):
      (
        .calls,
        "new table \(Points.format(g.width))x\(Points.format(g.height))"
          + (named ? " on \(platform.rawValue)" : "") + ", row height \(Points.format(g.rowHeight))"
      )
    case .newCollection(let g, let platform, let kind, let named):
      (
        .calls,
        "new collection view \(Points.format(g.width))x\(Points.format(g.height))"
          + (named ? " on \(platform.rawValue)" : "") + ", " + layoutPhrase(kind, g)
      )
    case .completionQueued:
      (.calls, "completion queued: it runs at the end of the run-loop turn")
    case .completionRuns(let takesFinished):
      (.calls, takesFinished ? "completion(finished: true)" : "completion()")
    case .applyCompletionRunsAtOnce:
      (.calls, "completion(): UIKit reloaded, so it runs before apply returns")
    case .handlerSet(let kind, let on):
      (
        .calls,
        "sectionSnapshotHandlers.\(kind.rawValue) = " + (on ? "{ … }" : "nil")
      )
    case .handlerCalled(let kind, let arguments, let returned):
      (
        .calls,
        "\(kind.rawValue)(" + arguments.map(\.abbreviated).joined(separator: ", ") + ")"
          + (returned == .nil ? "" : " -> \(returned.abbreviated)")
      )
    case .disclosure(let item, let outcome): (.calls, Self.disclosure(item, outcome))
    case .applySection(let section, let mode):
      (
        .calls,
        "apply(sectionSnapshot, to: \(section), animatingDifferences: \(mode != .withoutAnimation))"
      )
    case .snapshotCall(let variable, let method): (.all, "\(variable).\(method)")
    case .snapshotWarning(let text): (.calls, "warning: " + text)
    case .applyOffMain:
      (
        .calls,
        "issued off the main queue: outstanding until its update reaches the view at the end of the run-loop turn (our choice)"
      )
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
    case .selectionMode(let mode, let editing, _):
      (
        .calls,
        mode.assignments(editing: editing).map { "\($0.property) = \($0.value)" }.joined(
          separator: "; ")
      )
    case .prefetching(let on, _): (.calls, "isPrefetchingEnabled = \(on)")
    case .observation(let on):
      (.calls, "observation tracking \(on ? "on" : "off") (UIObservationTrackingEnabled = \(on))")
    case .registered(let id, let registered, let view):
      (.calls, Self.registration(id, registered, view))
    case .provider(let provision, let view): (.calls, Self.provider(provision, view))
    case .registeredSupplementary(let kind, let id, let registered):
      (.calls, Self.registration(kind, id, registered))
    case .supplementaryProvider(let kind, let provider):
      (.calls, Self.provider(kind, provider))
    case .rotated(let orientation, let w, let h):
      (.calls, "rotated to \(orientation.rawValue): \(Points.format(w))x\(Points.format(h))")
    case .insets(let setting, let top, let bottom, let adjusted, let offset):
      (
        .calls,
        "\(setting.property) = top \(Points.format(top)), bottom \(Points.format(bottom)): "
          + "adjustedContentInset top \(Points.format(adjusted.top)), "
          + "bottom \(Points.format(adjusted.bottom)); offset \(Points.format(offset))"
      )
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
    case .estimate(let estimate, .table):
      (
        .calls,
        estimate.map { "estimatedRowHeight = \(Points.format($0))" }
          ?? "estimatedRowHeight = 0 (estimates off: every height read up front)"
      )
    case .layoutInvalidated:
      (.calls, "cache.removeAll(); collectionView.collectionViewLayout.invalidateLayout()")
    case .estimatedItemSize(let size, let sizeForItem):
      (
        .calls,
        size.map { size in
          let text =
            switch size {
            case .size(let size):
              "estimatedItemSize = \(Points.format(size.width))x\(Points.format(size.height))"
            case .automatic: "estimatedItemSize = automaticSize (counted as the item size)"
            }
          return sizeForItem
            ? text
              + ", but sizeForItemAt is implemented: self-sizing stays off (openradar 25778615)"
            : text + ": self-sizing items count it until they are measured on screen"
        } ?? "estimatedItemSize = .zero: every item is its own size from the start"
      )
    case .estimate(let estimate, .collection):
      (
        .calls,
        estimate.map {
          "self-sizing items: each is \(Points.format($0)) high until it is measured on screen"
        } ?? "self-sizing off: every item is its own height from the start"
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
    case .swiftUI(let event): (.calls, event.line)
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
    case .collection(.list(let c)):
      "list layout\(c.appearancePhrase), items \(Points.format(g.rowHeight)) high"

    case .collection(.compositional(let f)):
      "compositional layout, " + f.sizingPhrase + (f.pinsHeaders ? ", pinned headers" : "")
    case .collection(.flow(let f)):
      "flow layout, " + f.itemsPhrase(width: g.width) + (f.pinsHeaders ? ", pinned headers" : "")
    }
  }

  /// What a tap on an outline disclosure does, in words.
  static func disclosure(_ item: Value, _ outcome: DisclosureOutcome) -> String {
    switch outcome {
    case .expands: "the user taps the disclosure of \(item.abbreviated): expand"
    case .collapses: "the user taps the disclosure of \(item.abbreviated): collapse"
    case .refused: "the handler said no: nothing changes"
    case .notInASectionSnapshot:
      "the user taps the disclosure of \(item.abbreviated): no section snapshot holds it, nothing happens"
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
  ///
  /// Each item is its literal when that is at most `briefItemLimit` bytes, else its abbreviation
  /// (`Value.abbreviated`): the line's work is bounded whatever the items hold (twelve records
  /// of a 10 MB string were written whole, 120 MB, before the output limit cut them off).
  ///
  /// - Complexity: O(1) for any items (at most `briefLimit` items, each bounded).
  static func brief(_ first: [Value], count: Int) -> String {
    let items = first.prefix(briefLimit).map { shown($0, plain: false) }
    return "[" + items.joined(separator: ", ") + (count > briefLimit ? ", … (\(count))" : "") + "]"
  }

  /// One value as a trace line shows it: its literal (or, `plain`, a string bare) when that is
  /// at most `briefItemLimit` bytes, else its abbreviation.
  ///
  /// - Complexity: O(1) for any value.
  static func shown(_ value: Value, plain: Bool) -> String {
    (plain ? value.plain(limit: briefItemLimit) : value.description(limit: briefItemLimit))
      ?? value.abbreviated
  }

  /// How many items `brief` shows.
  static let briefLimit = 12

  /// The longest literal `brief` shows of one item, in UTF-8 bytes.
  static let briefItemLimit = 512

  /// `char 8, line 22, padding 11, margin 16`.
  static func describe(_ m: TextMetrics) -> String {
    "char \(Points.format(m.characterWidth)), line \(Points.format(m.lineHeight)), padding \(Points.format(m.padding)), margin \(Points.format(m.margin))"
  }
}

extension Interpreter {
  /// Writes a script event's trace line (if its level is on) and records its step; with the
  /// trace off and no recorder, formats nothing (`update to` notes a call per change).
  func note(_ event: ScriptEvent) {
    noteUnrecorded(event)
    if recorder != nil, let step = Trace.step(event) { record(step) }
  }

  /// Writes a script event's trace line and records nothing: what UIKit did on the app's
  /// behalf (a diffable apply's batch), which the recorder receives as one step of its own.
  func noteUnrecorded(_ event: ScriptEvent) {
    guard trace > .off else { return }
    let (level, text) = Trace.line(event)
    traceLine(level, text)
  }
}
