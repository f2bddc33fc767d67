import ListDiff

extension TableView {
  /// `beginUpdates()`: opens a batch, or nests inside the open one.
  ///
  /// Only the outermost `endUpdates()` commits.
  ///
  /// - Complexity: O(1), plus O(s) if the table appears now.
  @inlinable public mutating func beginUpdates(_ dataSource: DataSource<Item>) {
    if batch != nil {
      batch?.depth += 1
    } else {
      // The counts are read first (a table appears, a collection view whose counts are stale
      // reloads): UIKit does that before the updates block runs, so a batch that fails rolls
      // back to the view as it was after the reading.
      let reading = readCountsAtBatchEntry(dataSource)
      batch = OpenBatch(countsReadAtEntry: reading, before: Box(self))
    }
    checkInvariants()
  }

  /// One table call (`insertRows`, `deleteRows`, …).
  ///
  /// Inside an open batch it is recorded for the batch's end; outside, it is a batch of its own and
  /// commits at once.
  ///
  /// - Complexity: outside a batch, as `endUpdates`; inside, O(k) amortized for the call's k
  ///   index paths, plus the edit of FD's index-path cache when that cache is on (O(r) for the
  ///   r rows of the sections it touches).
  @inlinable public mutating func perform(_ call: UpdateCall, _ dataSource: DataSource<Item>)
    throws(TableError)
  {
    // Both checks are UIKit's as the call is made, before anything is recorded.
    if usesDiffableDataSource, call.mutatesStructure {
      throw .uikit(
        UIKitException(
          reason: .diffableViewMutated, platform: platform,
          notes: [
            "\(call.name(kind.noun)) was called on the \(kind.noun.subject) itself, whose data source is a diffable one: change a snapshot and apply it (reorder through the data source's reorderingHandlers)"
          ], view: kind.noun))
    }
    try performCall(call, dataSource)
  }

  /// One call, as the view's own data source or a diffable data source's `apply` makes it.
  @inlinable mutating func performCall(_ call: UpdateCall, _ dataSource: DataSource<Item>)
    throws(TableError)
  {
    if call.indexes.contains(where: { $0 < 0 }) {
      if kind.noun == .table, platform.checksUpdateIndexPaths, let p = call.firstNegativePath {
        throw .uikit(
          UIKitException(
            reason: .invalidUpdateIndexPath(p), platform: platform,
            notes: [
              "\(call.description(kind.noun)) names section \(p.section), row \(p.row); NSIndexPath prints a negative index unsigned (-1 is 18446744073709551615)",
              "a negative index usually comes from a change notification's index path used in the wrong space (a fetched-results delete's old path after an earlier change of the same batch), or from i - 1 with i = 0",
            ], view: .table))
      }
      throw .negativeIndex(call.description(kind.noun))
    }
    if case .reconfigureRows = call, !platform.hasReconfigure {
      throw .unavailable(call: UpdateCall.reconfigureRows([]).name(kind.noun), platform: platform)
    }
    if batch != nil {
      // Recording a call cannot fail, so it needs no copy of the table to roll back to: the
      // calls are appended in place (a copy would make every append copy them all).
      applyToHeightCache(call, dataSource)
      batch?.calls.append(call)
      checkInvariants()
      return
    }
    try transaction { table throws(TableError) in
      let reading = table.readCountsAtBatchEntry(dataSource)
      table.applyToHeightCache(call, dataSource)
      try table.commit([call], dataSource, countsRead: reading)
    }
  }

  /// `endUpdates()`: closes one level; at the outermost level validates the batch with UIKit's
  /// rules, commits it (cells follow their rows and keep what they show), then runs a deferred
  /// `reloadData()`.
  ///
  /// On failure the table is exactly as it was at the outermost `beginUpdates()`.
  ///
  /// - Complexity: O(c log c + s + m·k) for c index paths in the batch (reloads included: each
  ///   reload's destination is found by binary search among the deletes and inserts), s
  ///   sections, m mounted cells and k updates in a section — independent of the number of rows.
  @inlinable public mutating func endUpdates(_ dataSource: DataSource<Item>) throws(TableError) {
    guard let open = batch else { throw .endWithoutBegin }
    if open.depth > 1 {
      batch?.depth -= 1
      return
    }
    do {
      try transaction { table throws(TableError) in
        table.batch = nil
        if open.reloadDeferred, table.kind.isCollection {
          // A collection view's reloadData discards the batch's updates, those recorded after
          // it too (our choice): nothing is validated, everything is read again.
          if !open.calls.isEmpty {
            table._events.append(.updatesDiscarded(calls: open.calls.count))
          }
          table.reload(dataSource)
          return
        }
        try table.commit(open.calls, dataSource, countsRead: open.countsReadAtEntry)
        if open.reloadDeferred { table.reload(dataSource) }
      }
    } catch {
      let recorded = events
      self = open.before.value
      _events = recorded
      throw error
    }
  }

  /// Abandons an open batch and returns the table to its state at the outermost
  /// `beginUpdates()`; what `expect error` does with a batch opened inside its block.
  ///
  /// - Complexity: O(1): the snapshot taken at `beginUpdates()` is restored.
  @inlinable public mutating func discardBatch() {
    guard let open = batch else { return }
    let recorded = events
    self = open.before.value
    _events = recorded
  }

  /// Validates `calls` and applies them: the commit of one outermost batch.
  @inlinable mutating func commit(
    _ calls: [UpdateCall], _ dataSource: DataSource<Item>, countsRead: CountsReading? = nil
  ) throws(TableError) {
    let before = rowCounts
    let after = dataSource.sections.map(\.count)
    if kind.isCollection { flagDuplicateDeletes(calls) }
    let plan: BatchPlan
    do {
      plan = try BatchValidator.plan(
        calls: calls, before: before, after: after, isCollection: kind.isCollection)
    } catch {
      if kind.isCollection, countsRead == .notInWindow, platform.fallsBackOutOfWindow,
        error.countSummary != nil
      {
        _events.append(.invalidUpdateLogged(error.message(on: platform, view: kind.noun)))
        reload(dataSource)
        return
      }
      var notes = exceptionNotes(error, calls: calls, dataSource: dataSource)
      if let countsRead, error.countSummary != nil {
        notes.insert(
          "the collection view read its counts when the batch started (\(countsRead.phrase)), so the model change made before the batch became its before: change your model inside the updates block",
          at: 0)
      }
      throw .uikit(
        UIKitException(reason: error, platform: platform, notes: notes, view: kind.noun))
    }
    for path in plan.reconfigured where !hasRow(path) {
      throw .noSuchRow(
        call: UpdateCall.reconfigureRows([]).name(kind.noun), path, sections: rows.count,
        rows: numberOfRows(inSection: path.section), view: kind.noun)
    }
    _events.append(.committed(plan))
    if plan.fallsBackToReload {
      _events.append(.fellBackToReload)
      reload(dataSource)
      return
    }
    let anchor = anchorsFirstVisibleItem ? captureAnchor() : nil

    // Cells follow their rows and keep what they show; deleted and reloaded rows lose theirs.
    var remounted: [ListIndexPath: Int] = [:]
    for (path, index) in mounted.sorted(by: { $0.key < $1.key }) {
      if let moved = plan.newPath(for: path) {
        remounted[moved] = index
        cells[index].indexPath = moved
      } else {
        recycle(index, from: path)
      }
    }
    mounted = remounted
    remapViews(plan)
    _visibleRows = visibleRows.compactMap(plan.newPath).filter { remounted[$0] != nil }.sorted()
    _preparedRows = preparedRows.compactMap(plan.newPath).filter { remounted[$0] != nil }.sorted()
    selection = Set(selection.compactMap(plan.newPath))
    // With estimates, rows keep having been measured where they moved; new and reloaded rows
    // count their estimate again.
    let measured = Set(measuredRows.compactMap(plan.newPath))

    // The table re-reads every row's count and height.
    _events.append(contentsOf: readRowData(dataSource, measured: measured))

    for path in plan.reconfigured {
      if let moved = plan.newPath(for: path), let index = mounted[moved] {
        // The data source dequeues for the existing cell: under the identifier it had.
        if provision.dataSourceGone {
          throw .provision(.dataSourceNotSet(reconfiguring: true), kind.noun, platform)
        }
        try providerApplies(at: moved)
        if provision.isModelled, let original = cells[index].identifier,
          original != provision.identifier
        {
          throw .provision(
            .reconfiguredDifferently(dequeued: provision.identifier, original: original),
            kind.noun, platform)
        }
        try configure(index, at: moved, dataSource, reconfiguring: true)
      }
    }
    restore(anchor, reason: "anchored after the batch") { plan.newPath(for: $0.path) }
  }

  /// A collection view told to delete one index path twice in a batch: UIKit does not raise,
  /// but its state is corrupt (`EXC_BAD_ACCESS` later, rdar://31786176 on iOS 10.3); the model
  /// drops the duplicate, as a table's batch does, and says so.
  ///
  /// - Complexity: O(k log k) for the batch's k deleted index paths.
  @inlinable mutating func flagDuplicateDeletes(_ calls: [UpdateCall]) {
    var seen = Set<ListIndexPath>()
    var flagged = Set<ListIndexPath>()
    for case .deleteRows(let paths) in calls {
      for path in paths where !seen.insert(path).inserted && flagged.insert(path).inserted {
        _events.append(.duplicateDelete(path))
      }
    }
  }

  /// Notes for an exception: the counts, the calls as UIKit processed them and what the data
  /// source did since the table last read it.
  @inlinable func exceptionNotes(
    _ reason: UIKitException.Reason, calls: [UpdateCall], dataSource: DataSource<Item>
  ) -> [String] {
    var notes: [String] = []
    let noun = kind.noun
    let rowsWord = noun.rows
    switch reason {
    case .invalidSectionCount(let after, let before, let inserted, let deleted, _):
      let expected = before + inserted - deleted
      notes.append(
        "the \(noun.subject) had \(before) sections; the batch inserted \(inserted) and deleted \(deleted), so UIKit expected \(expected), but the data source now has \(after)"
      )
    case .invalidRowCount(
      let s, let after, let before, let ins, let del, let moveIn, let moveOut, _):
      let expected = before + ins - del + moveIn - moveOut
      notes.append(
        "section \(s) had \(before) \(rowsWord) before the update and has \(after) after; the batch accounts for \(before) + \(ins) inserted - \(del) deleted + \(moveIn) moved in - \(moveOut) moved out = \(expected)"
      )
      let gap = after - expected
      notes.append(
        gap > 0
          ? "the data source has \(gap) more \(gap == 1 ? noun.row : rowsWord) in section \(s) than the batch says: an insert is missing, or the data changed without telling the \(noun.subject)"
          : "the data source has \(-gap) fewer \(gap == -1 ? noun.row : rowsWord) in section \(s) than the batch says: a delete is missing, or the data changed without telling the \(noun.subject)"
      )
    case .deleteMoreRowsThanExist(let s, _):
      notes.append("the batch deletes more \(rowsWord) from section \(s) than it had")
    default:
      let table = rowCounts.map(String.init).joined(separator: ", ")
      let data = dataSource.sections.map { String($0.count) }.joined(separator: ", ")
      notes.append(
        "deletes, reloads and move sources are checked against the \(noun.subject) before the update (\(rowsWord) [\(table)]); inserts and move destinations against the data source after it (\(rowsWord) [\(data)])"
      )
    }
    if let counts = reason.countSummary {
      let processed =
        counts.updates.isEmpty ? "none" : counts.updates.map(\.description).joined(separator: ", ")
      notes.append("the updates as UIKit processed them (deletes, moves, inserts): \(processed)")
    } else {
      notes.append(
        "the calls of the batch: "
          + (calls.isEmpty ? "none" : calls.map { $0.description(noun) }.joined(separator: ", ")))
    }
    notes.append(dataSourceNote(dataSource))
    return notes
  }

  @inlinable func dataSourceNote(_ dataSource: DataSource<Item>) -> String {
    let changes = dataSource.editCount - readEditCount
    let view = kind.noun.subject
    if changes <= 0 { return "the data source has not changed since the \(view) last read it" }
    let shown = dataSource.journal.suffix(min(changes, DataSource<Item>.journalLimit))
    let earlier = changes - shown.count
    return "the data source changed since the \(view) last read it: "
      + shown.joined(separator: "; ")
      + (earlier > 0 ? " (and \(earlier) earlier changes)" : "")
  }
}
