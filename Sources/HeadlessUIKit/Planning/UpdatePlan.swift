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
public struct PlannedBatch<Item: TableItem>: Equatable, Sendable {
  /// The sections while the batch runs (set before `beginUpdates`).
  public var sections: [SectionSnapshot<Item>]
  /// The calls between `beginUpdates` and `endUpdates`.
  public var calls: [UpdateCall]
  /// The only rows whose items `sections` change, or `nil` when the batch changes more.
  ///
  /// Against the data before the batch (what the plan started from, or the previous batch's
  /// sections): the data source can then replace those rows
  /// (`setSections(_:replacingRowsAt:)`, O(k log n)) instead of building every section again
  /// (O(n)).
  public var rowsReplaced: [IndexPath]?

  @inlinable init(
    sections: [SectionSnapshot<Item>], calls: [UpdateCall], rowsReplaced: [IndexPath]? = nil
  ) {
    self.sections = sections
    self.calls = calls
    self.rowsReplaced = rowsReplaced
  }
}
