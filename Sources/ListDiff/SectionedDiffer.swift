extension Differ {
  /// The changeset that turns one list of sections into another.
  ///
  /// Sections are linked by their own identity and diffed like a flat list (deletes, inserts,
  /// moves by longest increasing subsequence, updates when `sectionContentEquals` says a
  /// linked pair's content differs). Rows are then linked only between linked sections — rows
  /// of a deleted section go with it, rows of an inserted section come with it, as UIKit
  /// requires — first within each pair of linked sections, then, for what is left, across
  /// sections, each time pairing equal identities in order of appearance. A row whose section
  /// changed is a move; within a section, the rows off a longest increasing run are.
  ///
  /// - Parameters:
  ///   - old: the sections before.
  ///   - new: the sections after.
  ///   - sectionIdentity: a section's identity, given its position and the section.
  ///   - sectionContentEquals: whether a linked pair of sections is unchanged (its header,
  ///     not its rows); a pair that is not is a section update.
  ///   - items: a section's rows.
  ///   - identity: what links an old row to a new one.
  ///   - contentEquals: whether a linked pair of rows is unchanged; a pair that is not is an
  ///     update.
  ///   - recreating: old sections to treat as deleted and inserted again even when linked
  ///     (a plan does this to a section whose update it cannot reload).
  /// - Complexity: O(n log n) for n rows and sections: O(n) expected for the linking.
  @inlinable @inline(__always)
  public static func diff<Section, SectionID: Hashable, Item, ID: Hashable>(
    sections old: [Section], to new: [Section],
    sectionIdentity: (Int, Section) -> SectionID,
    sectionContentEquals: (Section, Section) -> Bool,
    items: (Section) -> [Item],
    identity: (Item) -> ID, contentEquals: (Item, Item) -> Bool,
    recreating: Set<Int> = []
  ) -> SectionedChangeset {
    let changes = sectionedDiff(
      sections: old, to: new, sectionIdentity: sectionIdentity,
      sectionContentEquals: sectionContentEquals, items: items, identity: identity,
      contentEquals: contentEquals, recreating: recreating, checking: true)
    guard let changes else { preconditionFailure("a checked link failed its check") }
    return changes
  }

  /// The changeset between lists of sections whose rows' equal contents imply equal
  /// identities (the language's values), as `diff(sections:to:sectionIdentity:…)` computes
  /// it: links between rows made on equal 64-bit keys are checked only where contents differ,
  /// and should a check fail, the rows are linked again with every link checked.
  ///
  /// - Complexity: as `diff(sections:to:sectionIdentity:…)`.
  @inlinable @inline(__always)
  public static func diff<Section, SectionID: Hashable, Item, ID: Hashable>(
    sections old: [Section], to new: [Section],
    sectionIdentity: (Int, Section) -> SectionID,
    sectionContentEquals: (Section, Section) -> Bool,
    items: (Section) -> [Item],
    identity: (Item) -> ID, contentEqualsImplyingIdentity contentEquals: (Item, Item) -> Bool,
    recreating: Set<Int> = []
  ) -> SectionedChangeset {
    for checking in [false, true] {
      if let changes = sectionedDiff(
        sections: old, to: new, sectionIdentity: sectionIdentity,
        sectionContentEquals: sectionContentEquals, items: items, identity: identity,
        contentEquals: contentEquals, recreating: recreating, checking: checking)
      {
        return changes
      }
    }
    preconditionFailure("a checked link failed its check")
  }

  /// The sectioned diff, with links on equal keys checked as they are made (`checking`) or
  /// only where contents differ; `nil` when such a check fails.
  @inlinable @inline(__always)
  static func sectionedDiff<Section, SectionID: Hashable, Item, ID: Hashable>(
    sections old: [Section], to new: [Section],
    sectionIdentity: (Int, Section) -> SectionID,
    sectionContentEquals: (Section, Section) -> Bool,
    items: (Section) -> [Item],
    identity: (Item) -> ID, contentEquals: (Item, Item) -> Bool,
    recreating: Set<Int>, checking: Bool
  ) -> SectionedChangeset? {
    var sectionLinks = Links(old: old.count, new: new.count)
    sectionLinks.link(
      old.indices.map { sectionIdentity($0, old[$0]) },
      new.indices.map { sectionIdentity($0, new[$0]) }, identity: { $0 })
    for s in recreating where old.indices.contains(s) && sectionLinks.newForOld[s] >= 0 {
      sectionLinks.oldForNew[Int(sectionLinks.newForOld[s])] = -1
      sectionLinks.newForOld[s] = -1
    }
    var changes = SectionedChangeset()
    changes.sections = sectionLinks.changeset { sectionContentEquals(old[$0], new[$1]) }

    if old.count == 1, new.count == 1, sectionLinks.oldForNew[0] == 0 {
      return oneSection(items(old[0]), items(new[0]), identity, contentEquals, checking, changes)
    }
    // The rows of linked sections, flattened, with where each one lives.
    let oldRows = RowIndex(
      old.indices.map { sectionLinks.newForOld[$0] >= 0 ? items(old[$0]) : [] })
    let newRows = RowIndex(
      new.indices.map { sectionLinks.oldForNew[$0] >= 0 ? items(new[$0]) : [] })
    var links = Links(old: oldRows.count, new: newRows.count)
    for t in new.indices where sectionLinks.oldForNew[t] >= 0 {
      let s = Int(sectionLinks.oldForNew[t])
      links.link(
        oldRows.sections[s], newRows.sections[t], oldBase: oldRows.start[s],
        newBase: newRows.start[t], identity: identity, checking: checking)
    }
    var unchecked = links.unchecked
    // What is left links across sections, in order of appearance.
    let oldLeft = links.newForOld.indices.filter { links.newForOld[$0] < 0 }
    let newLeft = links.oldForNew.indices.filter { links.oldForNew[$0] < 0 }
    if !oldLeft.isEmpty && !newLeft.isEmpty {
      var across = Links(old: oldLeft.count, new: newLeft.count)
      across.link(
        oldLeft.map(oldRows.item), newLeft.map(newRows.item), identity: identity,
        checking: checking)
      unchecked = unchecked || across.unchecked
      for (a, j) in across.oldForNew.enumerated() where j >= 0 {
        links.oldForNew[newLeft[a]] = Int32(oldLeft[Int(j)])
        links.newForOld[oldLeft[Int(j)]] = Int32(newLeft[a])
      }
    }

    for k in links.newForOld.indices where links.newForOld[k] < 0 {
      changes.deletes.append(oldRows.path(k))
    }
    for k in links.oldForNew.indices where links.oldForNew[k] < 0 {
      changes.inserts.append(newRows.path(k))
    }
    for t in new.indices where sectionLinks.oldForNew[t] >= 0 {
      let rows = newRows.start[t]..<newRows.start[t] + newRows.sections[t].count
      // The old rows of the rows that stayed in their section, in new order (-1 for the others):
      // those on a longest increasing run stay put.
      let s = Int(sectionLinks.oldForNew[t])
      let oldRowsInOrder = rows.map { k -> Int32 in
        let i = Int(links.oldForNew[k])
        guard i >= 0, oldRows.section[i] == s else { return -1 }
        return Int32(i - oldRows.start[s])
      }
      let stays = increasingRun(oldRowsInOrder)
      // Through buffers, the rows are compared where they lie, not copied (and retained)
      // first; a row that came from another section is read through the numbering.
      // Unsafe: speed — bench row
      // "diff: 1,000,000 items in 100 sections (… moves) vs flat (no bar)".
      let checked = oldRows.sections[s].withUnsafeBufferPointer { oldSection in
        newRows.sections[t].withUnsafeBufferPointer { newSection in
          for k in rows where links.oldForNew[k] >= 0 {
            let i = Int(links.oldForNew[k])
            let row = k - rows.lowerBound
            let from = oldRows.path(i)
            let to = ListIndexPath(t, row)
            if !stays[row] { changes.moves.append(.init(from: from, to: to)) }
            let same =
              from.section == s
              ? contentEquals(oldSection[from.row], newSection[row])
              : contentEquals(oldRows.item(i), newSection[row])
            if !same {
              if unchecked, identity(oldRows.item(i)) != identity(newSection[row]) {
                return false
              }
              changes.updates.append(.init(old: from, new: to))
            }
          }
          return true
        }
      }
      if !checked { return nil }
    }
    return changes
  }
}

extension Differ {
  /// `sectionedDiff` for one linked section on each side: the rows are linked and compared as
  /// a flat list (nothing can link across sections), without numbering them by section.
  @inlinable @inline(__always)
  static func oneSection<Item, ID: Hashable>(
    _ old: [Item], _ new: [Item], _ identity: (Item) -> ID,
    _ contentEquals: (Item, Item) -> Bool, _ checking: Bool, _ sectionChanges: SectionedChangeset
  ) -> SectionedChangeset? {
    let flat =
      checking
      ? diff(from: old, to: new, identity: identity, contentEquals: contentEquals)
      : diffCheckingChangedLinks(old, new, identity, contentEquals)
    guard let flat else { return nil }
    return SectionedChangeset(rows: flat, inSection: 0, sections: sectionChanges.sections)
  }
}

/// Rows of several sections numbered one after another, so that linking can treat them as one
/// list.
@usableFromInline
struct RowIndex<Item> {
  /// Each section's rows.
  @usableFromInline let sections: [[Item]]
  /// Where each section's rows start in the numbering.
  @usableFromInline let start: [Int]
  /// For each number, its section.
  @usableFromInline let section: [Int]
  /// How many rows in all.
  @usableFromInline var count: Int { section.count }

  @inlinable
  init(_ sections: [[Item]]) {
    self.sections = sections
    var start: [Int] = []
    var section: [Int] = []
    for (s, rows) in sections.enumerated() {
      start.append(section.count)
      section.append(contentsOf: repeatElement(s, count: rows.count))
    }
    self.start = start
    self.section = section
  }

  /// The index path of row number `k`.
  @inlinable
  func path(_ k: Int) -> ListIndexPath { ListIndexPath(section[k], k - start[section[k]]) }

  /// Row number `k`.
  @inlinable
  func item(_ k: Int) -> Item { sections[section[k]][k - start[section[k]]] }
}
