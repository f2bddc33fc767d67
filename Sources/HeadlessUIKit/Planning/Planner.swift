import ListDiff

/// Turns a changeset into batches that UIKit accepts.
///
/// Every plan is built from one primitive, a single batch (`single(from:to:)`), applied to the
/// right intermediate data: `staged` reloads the updates in place first when one batch cannot
/// carry them, and `sections-then-rows` puts the sections in their new order first.
public enum Planner {
  /// The changeset from `old` to `new` and the batches that apply it (none for `.reload`).
  ///
  /// - Complexity: O(n log n) for the diff, plus O(u · (d + i)) for u updates against d deletes
  ///   and i inserts for each rewrite round (rounds repeat only while rewrites add more).
  @inlinable public static func plan<Item: TableItem>(
    from old: [SectionSnapshot<Item>], to new: [SectionSnapshot<Item>], using plan: UpdatePlan
  ) -> (changes: SectionedChangeset, batches: [PlannedBatch<Item>]) {
    let changes = Differ.diff(sections: old, to: new)
    switch plan {
    case .reload:
      return (changes, [])
    case .single:
      return (changes, [single(from: old, to: new, diffed: changes).batch])
    case .staged:
      return (changes, staged(from: old, to: new, changes))
    case .sectionsThenRows:
      return (changes, sectionsThenRows(from: old, to: new).batches)
    }
  }

  /// The fewest batches that rewrite no update as a delete and an insert: one batch; else
  /// sections then rows; else the updates reloaded in place first, then one batch, or sections
  /// then rows.
  @inlinable static func staged<Item: TableItem>(
    from old: [SectionSnapshot<Item>], to new: [SectionSnapshot<Item>],
    _ changes: SectionedChangeset
  ) -> [PlannedBatch<Item>] {
    // A row both updated and moved is always rewritten in one batch (UIKit cannot reload a
    // row it moves), so the single batch need not be built to learn that.
    if !movesAnUpdatedRow(changes) {
      let one = single(from: old, to: new, diffed: changes)
      if !one.rewrote { return [one.batch] }
    }
    // With the sections unchanged, sections-then-rows is that same single batch: skip it.
    if !sectionsUnchanged(old, new, changes) {
      let two = sectionsThenRows(from: old, to: new)
      if !two.rewrote { return two.batches }
    }
    // The updates first, each reloaded where it stands: the new content at the old place.
    let reloadedSections = changes.sections.updates.map(\.old)
    let replacedRows = changes.updates.map(\.old)
    let replacements = changes.updates.map { new[$0.new.section].items[$0.new.row] }
    // The data after that stage, made only where it is needed (a copy of every section).
    func intermediate() -> [SectionSnapshot<Item>] {
      var sections = old
      for u in changes.sections.updates { sections[u.old].info = new[u.new].info }
      for (path, item) in zip(replacedRows, replacements) {
        sections[path.section].items[path.row] = item
      }
      return sections
    }
    let reloads = replacedRows.filter { !reloadedSections.contains($0.section) }
    var calls: [UpdateCall] = []
    if !reloadedSections.isEmpty { calls.append(.reloadSections(reloadedSections.sorted())) }
    if !reloads.isEmpty { calls.append(.reloadRows(reloads.sorted())) }
    // With no section reloaded, the stage's data is the old data with the reloaded rows'
    // items replaced: the batch names them, and the data source replaces just those.
    let first =
      calls.isEmpty
      ? []
      : [
        reloadedSections.isEmpty
          ? PlannedBatch(replacing: replacedRows, with: replacements, in: old, calls: calls)
          : PlannedBatch(sections: intermediate(), calls: calls)
      ]
    // Then the structure, with nothing left to update. The links are the same as from `old`
    // (no identity changed), so the changeset is the one already made, without its updates.
    var structural = changes
    structural.updates = []
    structural.sections.updates = []
    // The stage of updates changes no row count, so the counts before are the old ones.
    let structure = single(
      from: intermediate(), to: new, diffed: structural, rowCounts: old.map(\.items.count))
    if !structure.rewrote { return first + [structure.batch] }
    return first + sectionsThenRows(from: intermediate(), to: new).batches
  }

  /// Whether a row update (outside a reloaded section) is also a move: `calls` rewrites it.
  ///
  /// - Complexity: O(m + u) expected for m moves and u updates.
  @inlinable static func movesAnUpdatedRow(_ c: SectionedChangeset) -> Bool {
    let reloadedSections = Set(c.sections.updates.map(\.old))
    let moved = Set(c.moves.map(\.from))
    return c.updates.contains {
      !reloadedSections.contains($0.old.section) && moved.contains($0.old)
    }
  }

  /// Whether a changeset leaves the sections as they were: none deleted, inserted, moved or
  /// updated (then sections-then-rows is one batch, the same as `single`).
  @inlinable static func sectionsUnchanged<Item: TableItem>(
    _ old: [SectionSnapshot<Item>], _ new: [SectionSnapshot<Item>], _ c: SectionedChangeset
  ) -> Bool {
    old.count == new.count && c.sections.deletes.isEmpty && c.sections.inserts.isEmpty
      && c.sections.moves.isEmpty && c.sections.updates.isEmpty
  }

  /// TableAdapter's two batches: the sections, then the rows.
  ///
  /// The first batch's data holds the old rows in the new order of sections (inserted sections
  /// already hold their rows). One batch when no section changes.
  @inlinable static func sectionsThenRows<Item: TableItem>(
    from old: [SectionSnapshot<Item>], to new: [SectionSnapshot<Item>]
  ) -> (
    batches: [PlannedBatch<Item>], rewrote: Bool
  ) {
    let oldForNew = Differ.links(
      from: old.indices.map { old[$0].identity(at: $0) },
      to: new.indices.map { new[$0].identity(at: $0) }, identity: { $0 })
    var intermediate = new
    for (t, s) in oldForNew.enumerated() {
      if let s { intermediate[t].items = old[s].items }
    }
    let sectionsUnchanged =
      old.count == new.count
      && oldForNew.enumerated().allSatisfy { $0.offset == $0.element }
      && zip(old, new).allSatisfy { $0.info == $1.info }
    if sectionsUnchanged {
      let one = single(from: old, to: new)
      return ([one.batch], one.rewrote)
    }
    let sections = single(from: old, to: intermediate)
    let rows = single(from: intermediate, to: new)
    if rows.batch.calls.isEmpty && intermediate == new {
      return ([sections.batch], sections.rewrote)
    }
    return ([sections.batch, rows.batch], sections.rewrote || rows.rewrote)
  }

  /// The batches for a flat list in section 0.
  ///
  /// - Complexity: as `plan(from:to:using:)`.
  @inlinable public static func plan<Item: TableItem>(
    from old: [Item], to new: [Item], using plan: UpdatePlan
  )
    -> (
      changes: SectionedChangeset, batches: [PlannedBatch<Item>]
    )
  {
    self.plan(from: [SectionSnapshot(items: old)], to: [SectionSnapshot(items: new)], using: plan)
  }

  /// One batch from `old` to `new`; `rewrote` says whether an update had to become a delete and
  /// an insert (of a row, or of a whole section) for UIKit to accept the batch.
  ///
  /// `diffed`, when given, is the changeset from `old` to `new`, so that it is not computed
  /// again; `rowCounts`, when given, are `old`'s row counts (so that `old` need not be made to
  /// count them). A batch that changes no section says where its rows were (`origins`).
  @inlinable static func single<Item: TableItem>(
    from old: @autoclosure () -> [SectionSnapshot<Item>], to new: [SectionSnapshot<Item>],
    diffed: SectionedChangeset? = nil, rowCounts: [Int]? = nil
  ) -> (batch: PlannedBatch<Item>, rewrote: Bool) {
    var recreated = Set<Int>()
    var known = diffed
    while true {
      // `old` is read only when the changeset is not known (a given one needs no old data).
      let changes = known ?? Differ.diff(sections: old(), to: new, recreating: recreated)
      known = nil
      let unsafe = sectionsToRecreate(changes)
      if unsafe.isEmpty {
        let (calls, rewroteRows) = calls(changes)
        let origins =
          changes.sections.isEmpty
          ? RowOrigins(rowCounts: rowCounts ?? old().map(\.items.count), changes: changes) : nil
        return (
          PlannedBatch(sections: new, calls: calls, origins: origins),
          rewroteRows || !recreated.isEmpty
        )
      }
      recreated.formUnion(unsafe)
    }
  }

  /// The old indexes of sections one batch must delete and insert instead of keeping.
  ///
  /// - An updated section whose reload UIKit would put elsewhere, or that moves, or that gains,
  ///   loses or reorders rows (a reload re-creates every row of the section anyway).
  /// - A moved section whose rows change: UIKit mishandles row inserts, deletes and moves in a
  ///   section that moves in the same batch, which is why IGListKit's batch clean-up turns such
  ///   a move into a delete and an insert; so do we.
  @inlinable static func sectionsToRecreate(_ c: SectionedChangeset) -> [Int] {
    let mapping = ReloadMapping(
      sectionDeletes: c.sections.deletes, sectionInserts: c.sections.inserts, rowDeletes: [],
      rowInserts: [])
    let touchedOld = Set(c.deletes.map(\.section) + c.moves.map(\.from.section))
    let touchedNew = Set(c.inserts.map(\.section) + c.moves.map(\.to.section))
    let updatedRows = Set(c.updates.map(\.old.section))
    let moved = c.sections.moves.filter {
      touchedOld.contains($0.from) || touchedNew.contains($0.to) || updatedRows.contains($0.from)
    }.map(\.from)
    let movedAtAll = Set(c.sections.moves.map(\.from))
    let updated = c.sections.updates.filter {
      movedAtAll.contains($0.old) || mapping.section($0.old) != $0.new
        || touchedOld.contains($0.old) || touchedNew.contains($0.new)
    }.map(\.old)
    return Array(Set(moved + updated)).sorted()
  }

  /// The calls of one batch, with the row updates UIKit cannot reload rewritten; the flag says
  /// whether any was.
  @inlinable static func calls(_ c: SectionedChangeset) -> ([UpdateCall], Bool) {
    let reloadedSections = Set(c.sections.updates.map(\.old))
    // A reloaded section re-creates its rows, so their updates need no call of their own.
    let updates = c.updates.filter { !reloadedSections.contains($0.old.section) }
    let moved = Set(c.moves.map(\.from))
    var rewritten = Set(updates.filter { moved.contains($0.old) }.map(\.old))
    // Rewriting one adds a delete and an insert, which shifts where UIKit puts the others'
    // reloads, so the rewrite repeats until nothing changes (with no update, nothing can).
    while !updates.isEmpty {
      let mapping = ReloadMapping(
        sectionDeletes: c.sections.deletes, sectionInserts: c.sections.inserts,
        rowDeletes: c.deletes + updates.filter { rewritten.contains($0.old) }.map(\.old),
        rowInserts: c.inserts + updates.filter { rewritten.contains($0.old) }.map(\.new))
      let more = updates.filter { !rewritten.contains($0.old) && mapping.row($0.old) != $0.new }
      if more.isEmpty { break }
      for u in more { rewritten.insert(u.old) }
    }
    var deletes = c.deletes
    var inserts = c.inserts
    var reloads: [ListIndexPath] = []
    for u in updates {
      if rewritten.contains(u.old) {
        deletes.append(u.old)
        inserts.append(u.new)
      } else {
        reloads.append(u.old)
      }
    }
    var calls: [UpdateCall] = []
    if !c.sections.deletes.isEmpty { calls.append(.deleteSections(c.sections.deletes)) }
    if !c.sections.inserts.isEmpty { calls.append(.insertSections(c.sections.inserts)) }
    for m in c.sections.moves { calls.append(.moveSection(m.from, m.to)) }
    if !reloadedSections.isEmpty { calls.append(.reloadSections(reloadedSections.sorted())) }
    if !deletes.isEmpty { calls.append(.deleteRows(deletes.sorted())) }
    if !inserts.isEmpty { calls.append(.insertRows(inserts.sorted())) }
    for m in c.moves where !rewritten.contains(m.from) { calls.append(.moveRow(m.from, m.to)) }
    if !reloads.isEmpty { calls.append(.reloadRows(reloads.sorted())) }
    return (calls, !rewritten.isEmpty)
  }
}
