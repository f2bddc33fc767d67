import HeadlessUIKit
import ListDiff

extension Recipe {
  /// The smallest table and batch that fail with `reason`, checked in UIKit's order: every
  /// call other than the failing one is valid, and nothing earlier in the order fails first.
  init(_ reason: UIKitException.Reason) throws(CrashScenarioError) {
    switch reason {
    case .invalidSectionCount(let after, let before, let inserted, let deleted, _):
      try Self.require(
        [after, before, inserted, deleted].allSatisfy { $0 >= 0 }, "it has a negative count")
      try Self.fits(section: max(before, after, 1) - 1)
      try Self.fitCounts([inserted, deleted])
      try Self.require(
        after != before + inserted - deleted,
        "its counts add up (\(before) + \(inserted) - \(deleted) = \(after)), so UIKit would not raise it"
      )
      guard deleted <= before, inserted <= after else {
        throw Self.impossible(
          "a batch cannot delete more sections than the table had or insert more than the data source has"
        )
      }
      self.init(
        before: Self.rows(sections: before), after: Self.rows(sections: after),
        calls: Self.sectionCalls("delete", Array(0..<deleted))
          + Self.sectionCalls("insert", Array(0..<inserted)))

    case .invalidRowCount(
      let s, let after, let before, let ins, let del, let movedIn, let movedOut, _):
      try Self.require(
        [after, before, ins, del, movedIn, movedOut].allSatisfy { $0 >= 0 },
        "it has a negative count")
      try Self.fitCounts([after, before, ins, del, movedIn, movedOut])
      try Self.require(
        after != before + ins - del + movedIn - movedOut,
        "its counts add up (\(before) + \(ins) - \(del) + \(movedIn) - \(movedOut) = \(after)), so UIKit would not raise it"
      )
      guard del + movedOut <= before, ins + movedIn <= after else {
        throw Self.impossible(
          "section \(s) cannot lose \(del + movedOut) of its \(before) rows, or take \(ins + movedIn) new ones into \(after)"
        )
      }
      try Self.fits(section: s)
      // Rows move out to, and in from, one more section after it, which stays consistent.
      let other = s + 1
      let moving = movedIn > 0 || movedOut > 0
      var beforeCounts = Self.rows(sections: moving ? s + 2 : s + 1, exactly: [s: before])
      var afterCounts = beforeCounts
      afterCounts[s] = after
      if moving {
        beforeCounts[other] = movedIn
        afterCounts[other] = movedOut
      }
      self.init(
        before: beforeCounts, after: afterCounts,
        calls: Self.run("delete", del, from: ListIndexPath(s, 0))
          + Self.run("insert", ins, from: ListIndexPath(s, 0))
          + Self.moves(movedOut, from: ListIndexPath(s, del), to: ListIndexPath(other, 0))
          + Self.moves(movedIn, from: ListIndexPath(other, 0), to: ListIndexPath(s, ins)))

    case .deleteMoreRowsThanExist:
      throw Self.impossible(
        "UIKit raises it when the data source reports a negative row count, which a data source of lists cannot"
      )

    case .deleteAndReload(let p):
      try Self.fit(paths: [p])
      self.init(
        before: Self.rows(sections: p.section + 1, needs: [p]),
        calls: ["delete rows \(p)", "reload rows \(p)"])
    case .deleteAndMoveSection(let s):
      try Self.fit(sections: [s])
      self.init(
        before: Self.rows(sections: s + 1),
        calls: ["delete sections \(s)", "move section \(s) to 0"])
    case .deleteAndMoveRow(let p):
      try Self.fit(paths: [p])
      let target = Self.neighbour(p)
      self.init(
        before: Self.rows(sections: p.section + 1, needs: [p, target]),
        calls: ["delete rows \(p)", "move row \(p) to \(target)"])
    case .insertAndMoveSection(let s):
      try Self.fit(sections: [s])
      let source = s == 0 ? 1 : 0
      self.init(
        before: Self.rows(sections: max(s, source) + 1),
        calls: ["insert sections \(s)", "move section \(source) to \(s)"])
    case .insertAndMoveRow(let p):
      try Self.fit(paths: [p])
      let source = Self.neighbour(p)
      self.init(
        before: Self.rows(sections: p.section + 1, needs: [p, source]),
        calls: ["insert rows \(p)", "move row \(source) to \(p)"])

    case .deleteSectionOutOfRange(let s, let n):
      try Self.require(s >= n, "section \(s) is not beyond \(n) sections")
      self.init(before: Self.rows(sections: n), calls: ["delete sections \(s)"])
    case .deleteRowMissingSection(let r, let s, let n):
      try Self.require(s >= n, "section \(s) is not beyond \(n) sections")
      self.init(before: Self.rows(sections: n), calls: ["delete rows \(ListIndexPath(s, r))"])
    case .deleteRowOutOfRange(let r, let s, let n):
      try Self.require(r >= n, "row \(r) is not beyond \(n) rows")
      try Self.fit(sections: [s])
      self.init(
        before: Self.rows(sections: s + 1, exactly: [s: n]),
        calls: ["delete rows \(ListIndexPath(s, r))"])
    case .insertSectionOutOfRange(-1, let n):
      // A reload of a section the batch deletes: its insert lands one above section 0.
      self.init(
        before: Self.rows(sections: max(n, 1)), after: Self.rows(sections: n),
        calls: ["delete sections 0", "reload sections 0"])
    case .insertSectionOutOfRange(let s, let n):
      try Self.require(s >= n, "section \(s) is not beyond \(n) sections")
      self.init(before: Self.rows(sections: n), calls: ["insert sections \(s)"])
    case .insertRowMissingSection(let r, -1, let n):
      // A reload of a row in a section the batch deletes.
      try Self.fit(paths: [ListIndexPath(0, r)])
      self.init(
        before: Self.rows(sections: max(n, 1), exactly: [0: r + 1]), after: Self.rows(sections: n),
        calls: ["delete sections 0", "reload rows \(ListIndexPath(0, r))"])
    case .insertRowMissingSection(let r, let s, let n):
      try Self.require(s >= n, "section \(s) is not beyond \(n) sections")
      self.init(before: Self.rows(sections: n), calls: ["insert rows \(ListIndexPath(s, r))"])
    case .insertRowOutOfRange(let r, let s, let n):
      try Self.require(r >= n, "row \(r) is not beyond \(n) rows")
      try Self.fit(sections: [s])
      self.init(
        before: Self.rows(sections: s + 1, exactly: [s: n]),
        calls: ["insert rows \(ListIndexPath(s, r))"])

    case .moveSectionFromOutOfRange(let s, let n):
      try Self.require(s >= n, "section \(s) is not beyond \(n) sections")
      self.init(before: Self.rows(sections: n), calls: ["move section \(s) to 0"])
    case .moveSectionToOutOfRange(let from, let to, let n):
      try Self.require(to >= n, "section \(to) is not beyond \(n) sections")
      try Self.fit(sections: [from])
      self.init(
        before: Self.rows(sections: max(n, from + 1)), after: Self.rows(sections: n),
        calls: ["move section \(from) to \(to)"])
    case .moveRowFromMissingSection(let p, let n):
      try Self.require(p.section >= n, "section \(p.section) is not beyond \(n) sections")
      self.init(before: Self.rows(sections: n), calls: ["move row \(p) to 0:0"])
    case .moveRowFromOutOfRange(let p, let n, let s):
      try Self.require(p.section == s && p.row >= n, "row \(p) is not beyond \(n) rows")
      try Self.fit(sections: [s])
      self.init(
        before: Self.rows(sections: s + 1, exactly: [s: n]), calls: ["move row \(p) to 0:0"])
    case .moveRowToMissingSection(let a, let b, let n):
      try Self.require(n >= 0, "it counts \(n) sections")
      try Self.require(b.section >= n, "section \(b.section) is not beyond \(n) sections")
      try Self.fit(paths: [a])
      let before = Self.rows(sections: max(n, a.section + 1), needs: [a])
      self.init(
        before: before, after: Array(before.prefix(n)), calls: ["move row \(a) to \(b)"])
    case .moveRowToOutOfRange(let a, let b, let n, let s):
      try Self.require(b.section == s && b.row >= n, "row \(b) is not beyond \(n) rows")
      try Self.fit(sections: [s], paths: [a])
      let before = Self.rows(sections: max(a.section, s) + 1, needs: [a])
      var after = before
      after[s] = n
      self.init(before: before, after: after, calls: ["move row \(a) to \(b)"])

    case .moveSectionToBoth(let s, let a, let b):
      try Self.require(a < b, "UIKit names the two targets in ascending order")
      try Self.fit(sections: [s, a, b])
      self.init(
        before: Self.rows(sections: max(s, b) + 1),
        calls: ["move section \(s) to \(a)", "move section \(s) to \(b)"])
    case .moveBothSections(let a, let b, let s):
      try Self.require(a < b, "UIKit names the two sources in ascending order")
      try Self.fit(sections: [a, b, s])
      self.init(
        before: Self.rows(sections: max(b, s) + 1),
        calls: ["move section \(a) to \(s)", "move section \(b) to \(s)"])
    case .moveRowToBoth(let p, let a, let b):
      try Self.require(a < b, "UIKit names the two targets in ascending order")
      try Self.fit(paths: [p, a, b])
      self.init(
        before: Self.rows(sections: max(p.section, a.section, b.section) + 1, needs: [p, a, b]),
        calls: ["move row \(p) to \(a)", "move row \(p) to \(b)"])
    case .moveBothRows(let a, let b, let p):
      try Self.require(a < b, "UIKit names the two sources in ascending order")
      try Self.fit(paths: [a, b, p])
      self.init(
        before: Self.rows(sections: max(p.section, a.section, b.section) + 1, needs: [p, a, b]),
        calls: ["move row \(a) to \(p)", "move row \(b) to \(p)"])

    case .scrollRowBeyondBounds(let r, let n, let s):
      try Self.require(r >= n, "row \(r) is not beyond \(n) rows")
      try Self.require(r >= 0 && n >= 0, "a scroll names no negative row")
      try Self.fits(section: s)
      self.init(
        before: Self.rows(sections: s + 1, exactly: [s: n]),
        scroll: "scroll to row \(ListIndexPath(s, r))")
    case .scrollSectionBeyondBounds(let s, let n):
      try Self.require(s >= n, "section \(s) is not beyond \(n) sections")
      try Self.require(n >= 0, "a table has no negative number of sections")
      self.init(before: Self.rows(sections: n), scroll: "scroll to row \(ListIndexPath(s, 0))")

    case .invalidUpdateIndexPath(let p):
      try Self.require(
        p.section < 0 || p.row < 0, "its index path [\(p.section), \(p.row)] is valid")
      try Self.require(
        p.section >= -CrashScenario.maxSections && p.row >= -CrashScenario.maxRows,
        "its negative index is beyond what a scenario names")
      // A delete, the call a fetched-results change most often makes with a stale path.
      if p.section >= 0 { try Self.fits(section: p.section) }
      if p.row >= 0 { try Self.fit(paths: [ListIndexPath(0, p.row)]) }
      let sections = p.section < 0 ? 1 : p.section + 1
      self.init(
        before: Self.rows(sections: sections, needs: p.row >= 0 ? [p] : []),
        calls: ["delete rows \(p.section):\(p.row)"])
    case .diffableViewMutated:
      throw Self.impossible("a view with a diffable data source is made apart")
    case .moveItemFromDeletedSection(let s), .moveItemIntoInsertedSection(let s):
      // Two sections at least: the item moves between section s and one the batch keeps.
      try Self.fits(section: s)
      let kept = s == 0 ? 1 : 0
      let fromDeleted = reason.kind == .moveItemFromDeletedSection
      self.init(
        before: Self.rows(sections: max(s + 1, 2)),
        calls: fromDeleted
          ? ["delete sections \(s)", "move row \(s):0 to \(kept):0"]
          : ["insert sections \(s)", "move row \(kept):0 to \(s):0"])
    case .layoutAttributesForMissingItem, .noLayoutAttributesForItem:
      throw Self.impossible("a caching layout's scenario is made apart")
    }
  }

  /// The batch of an "Invalid batch updates detected" text: its updates as calls, the data
  /// source going from the counts before to the counts after.
  init(_ counts: UIKitException.Counts) throws(CrashScenarioError) {
    var calls: [String] = []
    var rows: (delete: [ListIndexPath], insert: [ListIndexPath]) = ([], [])
    var sections: (delete: [Int], insert: [Int]) = ([], [])
    var moves: [String] = []
    for update in counts.updates {
      switch update {
      case .deleteRow(let p): rows.delete.append(p)
      case .insertRow(let p): rows.insert.append(p)
      case .moveRow(let a, let b): moves.append("move row \(a) to \(b)")
      case .deleteSection(let s): sections.delete.append(s)
      case .insertSection(let s): sections.insert.append(s)
      case .moveSection(let a, let b): moves.append("move section \(a) to \(b)")
      }
    }
    calls += Self.sectionCalls("delete", sections.delete) + Self.rowCalls("delete", rows.delete)
    calls += moves
    calls += Self.sectionCalls("insert", sections.insert) + Self.rowCalls("insert", rows.insert)
    self.init(before: counts.before, after: counts.after, calls: calls)
  }

  /// A row next to `p` in its section, for the other half of a move.
  static func neighbour(_ p: ListIndexPath) -> ListIndexPath {
    ListIndexPath(p.section, p.row == 0 ? 1 : 0)
  }

  /// Refuses indexes a scenario cannot hold, before one is counted past (`s + 1` sections, a
  /// row `r` that needs `r + 1` rows): negative, or beyond a scenario's sections or rows.
  static func fit(sections: [Int] = [], paths: [ListIndexPath] = []) throws(CrashScenarioError) {
    for s in sections + paths.map(\.section) { try fits(section: s) }
    for p in paths {
      guard p.row >= 0 else { throw impossible("it names row \(p.row)") }
      try fitCounts([p.row])
    }
  }

  /// Refuses counts larger than a scenario's rows, before any is added to another (so no sum
  /// of them overflows).
  static func fitCounts(_ counts: [Int]) throws(CrashScenarioError) {
    guard let large = counts.first(where: { $0 > CrashScenario.maxRows }) else { return }
    throw CrashScenarioError(
      message:
        "the text counts \(large); listsh explain makes scenarios of at most \(CrashScenario.maxRows) rows"
    )
  }

  static func require(_ condition: Bool, _ why: String) throws(CrashScenarioError) {
    if !condition { throw impossible(why) }
  }
}
