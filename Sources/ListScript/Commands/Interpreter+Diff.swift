import HeadlessUIKit
import ListDiff

extension Interpreter {
  /// `update to`: diffs the data against the target, plans the batches and runs them, each
  /// with its data set first, tracing the changeset and every call.
  func update(
    to target: Value, _ range: SourceRange, using plan: UpdatePlan, sections whole: Bool,
    _ r: SourceRange
  ) throws(Unwind) {
    try refuseOnSwiftUIList("'update to' plans the calls itself", r)
    if scene.diffable != nil {
      // On a diffable view, `update to` is sugar: the target snapshot, applied.
      let snapshot = try diffableTarget(target, sections: whole, range)
      note(.updateToSnapshot)
      try apply(snapshot, plan == .reload ? .reloadData : .animated, r)
      return
    }
    let old: [SectionSnapshot<Value>]
    let new: [SectionSnapshot<Value>]
    if whole {
      old = scene.data.snapshot
      new = try sections(target, range)
    } else {
      // Section 0 only. With no section yet, a non-empty target inserts it; an empty one
      // changes nothing (the data source gains no section the table does not have).
      let items = try elements(target, range)
      let info = scene.data.infos.first ?? nil
      let exists = scene.data.sectionCount > 0
      old = exists ? [SectionSnapshot<Value>(info: info, items: scene.data.items(0) ?? [])] : []
      new = exists || !items.isEmpty ? [SectionSnapshot<Value>(info: info, items: items)] : []
    }
    // The table reads its data before the data changes, as an app's table on screen has.
    if !scene.table.hasAppeared {
      try table(r) { t, d throws(TableError) in try t.layoutIfNeeded(d) }
      flushEvents()
    }
    try chargeUnfolded(lists: old.map(\.items) + new.map(\.items), at: r)
    let (changes, batches) = Planner.plan(from: old, to: new, using: plan)
    if trace > .off || recorder != nil {
      note(
        .changeset(whole ? changes.description : (changes.flat?.description ?? changes.description))
      )
    }
    // A stage that only replaces rows (the updates reloaded in place) replaces just those.
    func setData(_ batch: PlannedBatch<Value>) {
      if whole {
        scene.data.setSections(of: batch)
      } else if !batch.rowCounts.isEmpty {
        scene.data.setItems(of: batch)
      } else {
        return  // no section, and none wanted
      }
      noteEdit(at: r)
      record(.setData(scene.data.snapshot))
    }
    if plan == .reload || changes.isEmpty {
      setData(PlannedBatch(sections: new, calls: []))
      if plan == .reload {
        note(.reloadData)
        try table(r) { t, d throws(TableError) in try t.reloadData(d) }
      }
      return
    }
    for (n, batch) in batches.enumerated() {
      if batches.count > 1 {
        note(.stage(n + 1, of: batches.count, data: Self.brief(batch, whole)))
      }
      setData(batch)
      note(.batchOpened)
      scene.table.beginUpdates(scene.data)
      for call in batch.calls {
        note(.call(call, scene.table.kind.noun, indented: true))
        try table(r) { t, d throws(TableError) in try t.perform(call, d) }
      }
      note(.batchClosed)
      try table(r) { t, d throws(TableError) in try t.endUpdates(d) }
      flushEvents()
    }
  }

  /// The data a stage sets, as it would be written (at most 12 items a section).
  static func brief(_ batch: PlannedBatch<Value>, _ whole: Bool) -> String {
    let counts = batch.rowCounts
    func items(_ s: Int) -> String {
      Trace.brief(batch.items(inSection: s, prefix: Trace.briefLimit), count: counts[s])
    }
    guard whole else { return counts.isEmpty ? Trace.brief([]) : items(0) }
    let each = batch.infos.enumerated().map { s, info in
      guard case .record(let r) = info else { return items(s) }
      let fields = r.fields.map { "\($0.name): \($0.value)" } + ["items: " + items(s)]
      return "{" + fields.joined(separator: ", ") + "}"
    }
    return "[" + each.joined(separator: ", ") + "]"
  }

  /// The changeset between two lists, flat or of sections (when every element of both is a
  /// section — a list, or a record with an `items` list — and one of them has some).
  func changeset(_ a: Value, _ b: Value, _ exprs: [ResolvedExpr], _ r: SourceRange) throws(Unwind)
    -> DiffResult
  {
    let old = try elements(a, exprs[0].range)
    let new = try elements(b, exprs[1].range)
    if !(old.isEmpty && new.isEmpty), let oldSections = Self.sectionsIfAll(old),
      let newSections = Self.sectionsIfAll(new)
    {
      return .sections(Differ.diff(sections: oldSections, to: newSections))
    }
    return .flat(Differ.diff(from: old, to: new))
  }

  /// Every element as a section, or `nil` at the first that is not one (a flat list of a
  /// million rows is told from a list of sections by its first element).
  static func sectionsIfAll(_ values: [Value]) -> [SectionSnapshot<Value>]? {
    var sections: [SectionSnapshot<Value>] = []
    sections.reserveCapacity(values.count)
    for value in values {
      guard let section = SectionSnapshot<Value>(value) else { return nil }
      sections.append(section)
    }
    return sections
  }

  /// A list of sections written in the language.
  func sections(_ v: Value, _ r: SourceRange) throws(Unwind) -> [SectionSnapshot<Value>] {
    var result: [SectionSnapshot<Value>] = []
    for (s, section) in try elements(v, r).enumerated() {
      guard let snapshot = SectionSnapshot<Value>(section) else {
        throw fail(.notASection(index: s, section), r)
      }
      result.append(snapshot)
    }
    return result
  }
}

/// What `diff` compares: two flat lists, or two lists of sections.
enum DiffResult {
  case flat(Changeset)
  case sections(SectionedChangeset)

  /// The changeset printed.
  var description: String {
    switch self {
    case .flat(let c): c.description
    case .sections(let c): c.description
    }
  }

  /// The changeset as a record.
  var value: Value {
    switch self {
    case .flat(let c): c.value
    case .sections(let c): c.value
    }
  }
}
