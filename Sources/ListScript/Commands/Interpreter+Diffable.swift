import HeadlessUIKit
import ListDiff

extension Interpreter {
  /// What a cell that is not stale shows: the app's data, or for a diffable view the items of
  /// the snapshot last applied (which its cell provider may not see).
  var shownData: DataSource<Value> {
    guard let diffable = scene.diffable else { return scene.data }
    return DataSource<Value>(sections: diffable.appSections)
  }

  /// `diffable [given|lookup]`: the view's data source becomes a diffable one, empty until a
  /// snapshot is applied.
  func makeDiffable(_ style: CellProviderStyle, _ r: SourceRange) throws(Unwind) {
    guard platform != .ios12 else {
      throw fail(
        .snapshot(.unavailable("a diffable data source", since: "iOS 13"), platform), r)
    }
    note(.diffable(style, scene.table.kind.noun))
    scene.diffable = DiffableDataSource(provider: style)
    scene.table.usesDiffableDataSource = true
    scene.data = DataSource<Value>()
    record(.diffable(style))
    try table(r) { t, d throws(TableError) in try t.reloadData(d) }
  }

  /// `apply S …` or `apply SS to SECTION …`: the snapshot (or the section snapshot) applied to
  /// the view, traced as UIKit performs it; its completion run at once where UIKit reloaded,
  /// else at the end of the run-loop turn (`ApplyReport.completionRunsAtOnce`).
  func apply(
    _ e: ResolvedExpr, _ mode: ApplyMode, to section: ResolvedExpr?, queue: ApplyQueue = .main,
    completion: [ResolvedStmt]?, _ r: SourceRange
  ) throws(Unwind) {
    let value = try eval(e)
    // The queue is checked before anything is applied: an apply on the main queue while another
    // is outstanding asserts at the call.
    if var source = scene.diffable {
      do throws(TableError) {
        if let warning = try source.willApply(on: queue, platform: platform) {
          note(.snapshotWarning(warning))
        }
      } catch {
        throw fail(.table(error), r)
      }
      scene.diffable = source
      if queue == .background { note(.applyOffMain) }
    }
    let report: ApplyReport
    if let section {
      guard case .sectionSnapshot(let tree) = value else {
        throw fail(.expected("a section snapshot (sectionSnapshot())", got: value), e.range)
      }
      let id = try eval(section)
      try checkIdentifiers([id], section.range)
      report = try apply(tree, to: id, mode, r)
    } else {
      guard case .snapshot(let snapshot) = value else {
        if case .sectionSnapshot = value {
          throw fail(
            .expected(
              "a snapshot (a section snapshot is applied to a section: apply ss to \"main\")",
              got: value),
            e.range)
        }
        throw fail(.expected("a snapshot", got: value), e.range)
      }
      report = try apply(snapshot, mode, r)
    }
    guard let completion else { return }
    // Off the main queue the completion runs on the main queue later, at the turn's end.
    if report.completionRunsAtOnce, queue == .main {
      flushEvents()
      note(.applyCompletionRunsAtOnce)
      // The apply is in flight until its completion returns: an apply inside it is re-entrant.
      scene.diffable?.setInFlight(true)
      defer { scene.diffable?.setInFlight(false) }
      try execBlock(completion)
    } else {
      flushEvents()
      queueCompletion(completion, finished: false)
    }
  }

  /// `apply SS to SECTION`: the section snapshot kept for the section and the data source's
  /// snapshot applied with the section's visible items.
  func apply(
    _ tree: DiffableSectionSnapshot<Value>, to section: Value, _ mode: ApplyMode, _ r: SourceRange
  ) throws(Unwind) -> ApplyReport {
    guard var source = scene.diffable else { throw fail(.notDiffable("apply"), r) }
    guard scene.table.kind.isCollection else {
      throw fail(
        .notOnThisView(
          "section snapshots (UICollectionViewDiffableDataSource's apply(_:to:animatingDifferences:), iOS 14)",
          view: .table, write: nil), r)
    }
    try charge(tree.nodes.count + source.snapshot.numberOfItems, at: r)
    note(.applySection(section, mode))
    record(.applySectionSnapshot(tree, to: section, mode))
    let report: ApplyReport
    do throws(TableError) {
      report = try scene.withTableAndData { table, data throws(TableError) in
        try source.apply(tree, to: section, mode: mode, to: &table, data: &data)
      }
    } catch {
      throw fail(.table(error), r)
    }
    scene.diffable = source
    noteApplied(report)
    return report
  }

  @discardableResult
  func apply(_ snapshot: DiffableSnapshot<Value>, _ mode: ApplyMode, _ r: SourceRange)
    throws(Unwind) -> ApplyReport
  {
    guard var source = scene.diffable else { throw fail(.notDiffable("apply"), r) }
    try charge(snapshot.numberOfItems + (source.snapshot.numberOfItems), at: r)
    note(.apply(mode))
    record(.applySnapshot(snapshot, mode))
    let report: ApplyReport
    do throws(TableError) {
      report = try scene.withTableAndData { table, data throws(TableError) in
        try source.apply(snapshot, mode: mode, to: &table, data: &data)
      }
    } catch {
      throw fail(.table(error), r)
    }
    scene.diffable = source
    noteApplied(report)
    return report
  }

  /// What an apply did, traced: its changeset, and the batch UIKit performed (recorded as one
  /// step) or why it did not.
  func noteApplied(_ report: ApplyReport) {
    let changes = report.changes.description
    if !changes.isEmpty { note(.changeset(changes)) }
    switch report.update {
    case .nothing: note(.applied("nothing differs: no update"))
    case .reloadData(let why): note(.applied("reloadData(): " + why))
    case .batch(let calls):
      // UIKit's calls, not the app's: traced, and recorded as one step.
      noteUnrecorded(.batchOpened)
      for call in calls { noteUnrecorded(.call(call, scene.table.kind.noun, indented: true)) }
      noteUnrecorded(.batchClosed)
      record(.appliedBatch(calls))
    }
  }

  /// The target of `update to` on a diffable view: the snapshot shown with section 0's items
  /// (or every section) replaced, as sugar for building it and applying it.
  func diffableTarget(_ target: Value, sections whole: Bool, _ r: SourceRange) throws(Unwind)
    -> DiffableSnapshot<Value>
  {
    guard let diffable = scene.diffable else { throw fail(.notDiffable("update to"), r) }
    if whole {
      var result: [DiffableSnapshot<Value>.Section] = []
      for (k, section) in try sections(target, r).enumerated() {
        try checkIdentifiers(section.items + (section.info.map { [$0] } ?? []), r)
        result.append(.init(identifier: section.info ?? .int(k), items: section.items))
      }
      return DiffableSnapshot(sections: result)
    }
    var sections = diffable.snapshot.sections
    guard !sections.isEmpty else {
      throw fail(
        .onDiffable(
          "update to [items]",
          instead:
            "the snapshot has no section: apply one with a section first (s.appendSections([…]))"
        ), r)
    }
    sections[0].items = try elements(target, r)
    try checkIdentifiers(sections[0].items, r)
    return DiffableSnapshot(sections: sections)
  }

  /// Refuses identifiers that nest more than `Value.maxIdentifierDepth` levels, so that a
  /// snapshot's own depth is bounded without walking it.
  func checkIdentifiers(_ values: [Value], _ r: SourceRange) throws(Unwind) {
    for value in values where value.nestingDepth > Value.maxIdentifierDepth {
      throw fail(.nestedTooDeeply(Value.maxIdentifierDepth), r)
    }
  }
}

extension Interpreter {
  /// `snapshot(x)`: a snapshot of a payload in one call — a list of items is one section,
  /// "main"; a list of sections (lists, or records with `items`, identified by their `id`,
  /// else their `name`, else their index) or a record with `sections` is one section each —
  /// built with the snapshot's own calls, so that repeated identifiers raise UIKit's texts.
  func snapshot(from payload: Value, _ r: SourceRange) throws(Unwind) -> DiffableSnapshot<Value> {
    var value = payload
    if case .record(let record) = payload, let sections = record["sections"] { value = sections }
    let elements = try elements(value, r)
    let nested = !elements.isEmpty && elements.allSatisfy(IdentityCheck.isSection)
    var sections: [(Value, [Value])] = []
    if nested {
      for (k, element) in elements.enumerated() {
        guard let section = SectionSnapshot<Value>(element) else {
          throw fail(.notASection(index: k, element), r)
        }
        var id = Value.int(k)
        if case .record(let info) = element { id = info["id"] ?? info["name"] ?? id }
        sections.append((id, section.items))
      }
    } else {
      sections = [(.string("main"), elements)]
    }
    try chargeUnfolded([value], at: r)
    try checkIdentifiers(sections.flatMap { [$0.0] + $0.1 }, r)
    var snapshot = DiffableSnapshot<Value>()
    do throws(SnapshotError) {
      try snapshot.appendSections(sections.map(\.0), on: platform)
      for (id, items) in sections {
        if let warning = try snapshot.appendItems(items, toSection: id, on: platform) {
          note(.snapshotWarning(warning.message))
        }
      }
    } catch {
      throw fail(.snapshot(error, platform), r)
    }
    return snapshot
  }
}
