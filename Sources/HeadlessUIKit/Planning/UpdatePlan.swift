import ListDiff

/// How `update to` applies a changeset to the table.
public enum UpdatePlan: String, CaseIterable, Sendable {
  /// The fewest valid batches, each with the data it needs: one when that is safe, otherwise
  /// the updates first (reloaded in place) and then the deletes, inserts and moves.
  case staged
  /// Exactly one batch; an update UIKit cannot reload in the same batch (a moved row, one
  /// whose reload would land elsewhere, a section that also moves or changes rows) becomes a
  /// delete plus an insert.
  case single
  /// TableAdapter's two batches: the sections against an intermediate state (the old rows in
  /// the new sections' order), then the rows; one batch when no section changes.
  case sectionsThenRows = "sections-then-rows"
  /// `reloadData()`.
  case reload
}

/// One batch of a plan: what the data source holds during it, and the table calls.
///
/// A batch either sets whole sections or, when it only reloads rows in place (a `staged`
/// plan's first stage), names the rows it replaces and their new items: the data source then
/// replaces just those (`DataSource.setSections(of:)`, O(k log n)), and the plan never copies
/// the sections to make the stage's data.
public struct PlannedBatch<Item: TableItem>: Equatable, Sendable {
  /// The sections the batch sets whole, or, with `rowsReplaced`, the sections before it.
  @usableFromInline let base: [SectionSnapshot<Item>]
  /// The calls between `beginUpdates` and `endUpdates`.
  public var calls: [UpdateCall]
  /// The only rows whose items the batch changes, or `nil` when it sets whole sections.
  ///
  /// Against the data before the batch (what the plan started from, or the previous batch's
  /// sections); every path lies inside those sections.
  public let rowsReplaced: [ListIndexPath]?
  /// With `rowsReplaced`, the item each of those rows gets, in the same order; empty otherwise.
  public let replacements: [Item]
  /// For a plan's batch that sets whole sections, where its rows were before it, so that the
  /// data source takes their heights from there (`DataSource.setSections(of:)`).
  @usableFromInline let origins: RowOrigins?

  /// A batch that sets `sections` whole.
  @inlinable public init(sections: [SectionSnapshot<Item>], calls: [UpdateCall]) {
    self.init(sections: sections, calls: calls, origins: nil)
  }

  /// A batch that sets `sections` whole, whose rows came from the rows `origins` describes.
  @inlinable init(sections: [SectionSnapshot<Item>], calls: [UpdateCall], origins: RowOrigins?) {
    base = sections
    self.calls = calls
    rowsReplaced = nil
    replacements = []
    self.origins = origins
  }

  /// A batch that gives the rows at `rows` of `before` the items `items`, one each.
  @inlinable init(
    replacing rows: [ListIndexPath], with items: [Item], in before: [SectionSnapshot<Item>],
    calls: [UpdateCall]
  ) {
    precondition(rows.count == items.count, "one item per replaced row")
    precondition(
      rows.allSatisfy {
        before.indices.contains($0.section) && before[$0.section].items.indices.contains($0.row)
      },
      "a replaced row outside the sections")
    base = before
    self.calls = calls
    rowsReplaced = rows
    replacements = items
    origins = nil
  }

  /// The sections while the batch runs (set before `beginUpdates`).
  ///
  /// - Complexity: O(1) for a batch that sets whole sections; O(n) for one that replaces rows
  ///   (the sections before it are copied and the rows replaced).
  @inlinable public var sections: [SectionSnapshot<Item>] {
    guard let rowsReplaced else { return base }
    var sections = base
    for (path, item) in zip(rowsReplaced, replacements) {
      sections[path.section].items[path.row] = item
    }
    return sections
  }

  /// Each section's number of rows while the batch runs.
  ///
  /// - Complexity: O(s) for s sections.
  @inlinable public var rowCounts: [Int] { base.map(\.items.count) }

  /// What each section carries besides its rows while the batch runs.
  ///
  /// - Complexity: O(s) for s sections.
  @inlinable public var infos: [Item?] { base.map(\.info) }

  /// The first `limit` items of section `section` while the batch runs.
  ///
  /// - Complexity: O(limit + k) for k replaced rows.
  @inlinable public func items(inSection section: Int, prefix limit: Int) -> [Item] {
    var items = Array(base[section].items.prefix(limit))
    for (path, item) in zip(rowsReplaced ?? [], replacements)
    where path.section == section && path.row < limit {
      items[path.row] = item
    }
    return items
  }

  /// Two batches are equal when they set the same sections with the same calls and name the
  /// same replaced rows.
  @inlinable public static func == (a: PlannedBatch, b: PlannedBatch) -> Bool {
    a.calls == b.calls && a.rowsReplaced == b.rowsReplaced && a.sections == b.sections
  }
}
