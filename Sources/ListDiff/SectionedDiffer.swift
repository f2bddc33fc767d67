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
  ///   - sectionIdentity: a section's identity, given its position and the section.
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
        newBase: newRows.start[t], identity: identity)
    }
    // What is left links across sections, in order of appearance.
    let oldLeft = links.newForOld.indices.filter { links.newForOld[$0] < 0 }
    let newLeft = links.oldForNew.indices.filter { links.oldForNew[$0] < 0 }
    if !oldLeft.isEmpty && !newLeft.isEmpty {
      var across = Links(old: oldLeft.count, new: newLeft.count)
      across.link(oldLeft.map(oldRows.item), newLeft.map(newRows.item), identity: identity)
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
      for k in rows where links.oldForNew[k] >= 0 {
        let i = Int(links.oldForNew[k])
        let from = oldRows.path(i)
        let to = IndexPath(t, k - rows.lowerBound)
        if !stays[k - rows.lowerBound] { changes.moves.append(.init(from: from, to: to)) }
        if !contentEquals(oldRows.item(i), newRows.item(k)) {
          changes.updates.append(.init(old: from, new: to))
        }
      }
    }
    return changes
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
  func path(_ k: Int) -> IndexPath { IndexPath(section[k], k - start[section[k]]) }

  /// Row number `k`.
  @inlinable
  func item(_ k: Int) -> Item { sections[section[k]][k - start[section[k]]] }
}
