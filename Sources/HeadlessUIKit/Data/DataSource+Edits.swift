import ListDiff

extension DataSource {
  // MARK: - Edits

  /// Makes section 0 hold `items`, keeping the other sections (creating section 0 if needed).
  ///
  /// - Complexity: O(n) in the number of items.
  @inlinable public mutating func setItems(_ items: [Item]) {
    if sections.isEmpty {
      _sections.append(RowTree(items))
      _infos.append(nil)
    } else {
      _sections[0] = RowTree(items)
    }
    record("data: section 0 set to \(Counted.count(items.count, "item"))")
  }

  /// Replaces all sections.
  ///
  /// - Complexity: O(n) in the number of items.
  @inlinable public mutating func setSections(_ newSections: [[Item]]) {
    _sections = newSections.map { RowTree($0) }
    _infos = Array(repeating: nil, count: newSections.count)
    record("data sections: \(newSections.map { String($0.count) }.joined(separator: ", ")) items")
  }

  /// Replaces all sections, with what each carries besides its items.
  ///
  /// - Complexity: O(n) in the number of items.
  @inlinable public mutating func setSections(_ snapshots: [SectionSnapshot<Item>]) {
    _sections = snapshots.map { RowTree($0.items) }
    _infos = snapshots.map(\.info)
    record(
      "data sections: \(snapshots.map { String($0.items.count) }.joined(separator: ", ")) items")
  }

  /// Sets the data a plan's batch runs with: just the rows it replaces when it names them
  /// (`rowsReplaced`) and the data source holds the sections the batch started from, in shape
  /// (section and row counts, section infos); otherwise every section, as `setSections(_:)`,
  /// but with the heights of the rows the plan linked unchanged taken from the rows they were
  /// rather than read from their items, when the data source holds the data the batch started
  /// from (its row counts are checked).
  ///
  /// The result is the one `setSections(batch.sections)` gives, journal included; debug builds
  /// check it.
  ///
  /// - Complexity: O(k log k + k log n) expected for k replaced rows when the shapes agree
  ///   (each touched node copied once); otherwise O(n + c log c) for c changes, reading only
  ///   the items of new and updated rows when the plan says where the others were, else O(n).
  @inlinable public mutating func setSections(of batch: PlannedBatch<Item>) {
    if let rows = batch.rowsReplaced, batch.rowCounts == sections.map(\.count),
      batch.infos == infos
    {
      var bySection: [Int: [(index: Int, item: Item)]] = [:]
      for (path, item) in zip(rows, batch.replacements) {
        bySection[path.section, default: []].append((path.row, item))
      }
      for (section, replacements) in bySection { _sections[section].replace(replacements) }
      #if LISTSCRIPT_CHECKS
        precondition(
          snapshot == batch.sections, "rows replaced, but the sections differ elsewhere")
      #endif
    } else if !setTrees(of: batch) {
      return setSections(batch.sections)
    }
    record("data sections: \(batch.rowCounts.map(String.init).joined(separator: ", ")) items")
  }

  /// Makes section 0 hold what a plan's batch gives its section 0 (`update to` on a flat list),
  /// replacing just the rows the batch names when they all lie in section 0 and the row counts
  /// agree; otherwise setting section 0 whole, as `setItems(_:)` (reusing the heights of the
  /// rows the plan linked unchanged, as `setSections(of:)` does, when the data source has one
  /// section).
  ///
  /// - Complexity: O(k log k + k log n) expected for k replaced rows; otherwise O(n + c log c),
  ///   or O(n).
  @inlinable public mutating func setItems(of batch: PlannedBatch<Item>) {
    if let rows = batch.rowsReplaced, rows.allSatisfy({ $0.section == 0 }),
      let first = sections.first, first.count == batch.rowCounts.first
    {
      _sections[0].replace(zip(rows, batch.replacements).map { ($0.row, $1) })
      #if LISTSCRIPT_CHECKS
        precondition(
          sections[0].items == batch.sections.first?.items,
          "rows replaced, but section 0 differs elsewhere")
      #endif
    } else if sections.count != 1 || batch.rowCounts.count != 1
      || !setTrees(of: batch, keepingInfos: true)
    {
      return setItems(batch.sections.first?.items ?? [])
    }
    record("data: section 0 set to \(Counted.count(sections[0].count, "item"))")
  }

  /// Sets a whole-sections batch's sections, reusing the heights of the rows they were.
  ///
  /// Each row whose origin the plan knows (`RowOrigins`) takes its height from the row it was,
  /// when the data source holds the sections the batch started from (its row counts are
  /// checked; the items are trusted, and checked in debug builds); `false`, changing nothing,
  /// otherwise. Section infos are the batch's, or kept with `keepingInfos`.
  ///
  /// - Complexity: O(n + c log c) for n rows and c changes, reading only the items of rows
  ///   inserted or updated; freeing the sections replaced.
  @inlinable mutating func setTrees(of batch: PlannedBatch<Item>, keepingInfos: Bool = false)
    -> Bool
  {
    guard batch.rowsReplaced == nil, let from = batch.origins,
      from.rowCounts == sections.map(\.count), let origins = from.rows(counts: batch.rowCounts)
    else { return false }
    // The own heights of every row before, numbered across the sections (none: all empty).
    let own = _sections.map(\.flatOwnHeights)
    let heights: [Double] =
      own.allSatisfy(\.isEmpty)
      ? []
      : own.indices.flatMap {
        own[$0].isEmpty ? Array(repeating: .nan, count: _sections[$0].count) : own[$0]
      }
    #if LISTSCRIPT_CHECKS
      let before = snapshot
    #endif
    _sections = batch.base.indices.map {
      RowTree(batch.base[$0].items, origins: origins[$0], heights: heights)
    }
    if !keepingInfos { _infos = batch.infos }
    #if LISTSCRIPT_CHECKS
      // Each row with an origin holds an item equal to the one it was, and the same height as
      // a tree built afresh gives it.
      for (t, rows) in origins.enumerated() {
        for (r, o) in rows.enumerated() where o >= 0 {
          let (s, old) = Self.locate(Int(o), in: before.map(\.items.count))
          precondition(
            before[s].items[old] == batch.base[t].items[r], "a row's origin holds another item")
        }
        precondition(
          sections[t].ownHeights == RowTree(batch.base[t].items).ownHeights,
          "rows took heights other than their items'")
      }
    #endif
    return true
  }

  /// The section and row of row number `k`, the sections' rows numbered one after another.
  @inlinable static func locate(_ k: Int, in counts: [Int]) -> (Int, Int) {
    var rest = k
    for (s, count) in counts.enumerated() {
      if rest < count { return (s, rest) }
      rest -= count
    }
    preconditionFailure("row \(k) past the sections' rows")
  }

  /// Inserts `item` so that it ends up at `path`.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable public mutating func insert(_ item: Item, at path: ListIndexPath)
    throws(DataSourceError)
  {
    let count = try rows(path.section, "data insert")
    guard path.row >= 0, path.row <= count else {
      throw .rowOutOfRange(command: "data insert", path: path, limit: count, inclusive: true)
    }
    _sections[path.section].insert(item, at: path.row)
    record("data insert \(item) at \(path)")
  }

  /// Removes the item at each path in turn, each read after the previous removal.
  ///
  /// Nothing is removed if any path is invalid at its turn: every path is checked first,
  /// against the row counts the removals before it leave, and the trees are then changed in
  /// place (a copy of the data source kept to roll back to would share their nodes, and every
  /// removal would copy its path).
  /// - Complexity: O(k log n) expected for k paths.
  @inlinable public mutating func remove(at paths: [ListIndexPath]) throws(DataSourceError) {
    var removedBefore: [Int: Int] = [:]
    for path in paths {
      let count = try rows(path.section, "data remove") - removedBefore[path.section, default: 0]
      guard path.row >= 0, path.row < count else {
        throw .rowOutOfRange(command: "data remove", path: path, limit: count, inclusive: false)
      }
      removedBefore[path.section, default: 0] += 1
    }
    for path in paths { _sections[path.section].remove(at: path.row) }
    record("data remove at \(paths.map(\.description).joined(separator: ", "))")
  }

  /// Moves the item at `from` so that it ends up at `to`.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable public mutating func move(from: ListIndexPath, to: ListIndexPath)
    throws(DataSourceError)
  {
    // Both paths are checked before anything changes, so the trees change in place.
    let fromCount = try rows(from.section, "data move")
    guard from.row >= 0, from.row < fromCount else {
      throw .rowOutOfRange(command: "data move", path: from, limit: fromCount, inclusive: false)
    }
    let toCount = try rows(to.section, "data move")
    let limit = from.section == to.section ? toCount - 1 : toCount
    guard to.row >= 0, to.row <= limit else {
      throw .rowOutOfRange(command: "data move", path: to, limit: limit, inclusive: true)
    }
    let item = _sections[from.section].remove(at: from.row)
    _sections[to.section].insert(item, at: to.row)
    record("data move \(from) to \(to)")
  }

  /// Replaces the item at `path`.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable public mutating func set(_ path: ListIndexPath, to item: Item) throws(DataSourceError)
  {
    let count = try rows(path.section, "data set")
    guard path.row >= 0, path.row < count else {
      throw .rowOutOfRange(command: "data set", path: path, limit: count, inclusive: false)
    }
    _sections[path.section].replace(at: path.row, with: item)
    record("data set \(path) \(item)")
  }

  /// Inserts a section holding `items` at index `section`.
  ///
  /// - Complexity: O(n + s) for n items and s sections.
  @inlinable public mutating func insertSection(_ section: Int, items: [Item], info: Item? = nil)
    throws(DataSourceError)
  {
    guard section >= 0, section <= sections.count else {
      throw .sectionOutOfRange(
        command: "data insert section", section: section, limit: sections.count, inclusive: true)
    }
    _sections.insert(RowTree(items), at: section)
    _infos.insert(info, at: section)
    record("data insert section \(section) with \(Counted.count(items.count, "item"))")
  }

  /// Removes the section at index `section`.
  ///
  /// - Complexity: O(s) for s sections.
  @inlinable public mutating func removeSection(_ section: Int) throws(DataSourceError) {
    guard section >= 0, section < sections.count else {
      throw .sectionOutOfRange(
        command: "data remove section", section: section, limit: sections.count, inclusive: false)
    }
    _sections.remove(at: section)
    _infos.remove(at: section)
    record("data remove section \(section)")
  }

  /// Moves the section at `from` so that it ends up at `to`.
  ///
  /// - Complexity: O(s) for s sections.
  @inlinable public mutating func moveSection(_ from: Int, to: Int) throws(DataSourceError) {
    for index in [from, to] where index < 0 || index >= sections.count {
      throw .sectionOutOfRange(
        command: "data move section", section: index, limit: sections.count, inclusive: false)
    }
    let moved = _sections.remove(at: from)
    _sections.insert(moved, at: to)
    _infos.insert(_infos.remove(at: from), at: to)
    record("data move section \(from) to \(to)")
  }

  /// Adds where the last edit came from (`line 4`) to its journal entry, for the notes of a
  /// later exception.
  ///
  /// - Complexity: O(1).
  @inlinable public mutating func noteLastEdit(_ place: String) {
    guard let last = _journal.popLast() else { return }
    _journal.append(last + " (\(place))")
  }

  @inlinable func rows(_ section: Int, _ command: String) throws(DataSourceError) -> Int {
    guard let count = rowCount(section) else {
      throw .sectionOutOfRange(
        command: command, section: section, limit: sections.count, inclusive: false)
    }
    return count
  }

  @inlinable mutating func record(_ change: String) {
    _editCount += 1
    _journal.append(change)
    if journal.count > Self.journalLimit {
      _journal.removeFirst(_journal.count - Self.journalLimit)
    }
  }
}
