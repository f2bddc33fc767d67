import HeadlessUIKit
import ListDiff

/// A diffable data source of either view: the engine's data is its snapshot's, set at each
/// apply.
@MainActor protocol HeadlessDiffableSource: AnyObject {
  /// The cell for `path`, from the app's cell provider (`nil` when the provider returns none).
  func providedCell(at path: ListIndexPath) -> ReusableCell?
  /// The number of sections of the snapshot applied.
  var sectionCount: Int { get }
}

/// What both diffable data sources share: the model's data source and its applies.
@MainActor final class DiffableCore {
  var model = DiffableDataSource<HeadlessRow>()
  weak var engine: ListEngine?

  init(engine: ListEngine) {
    self.engine = engine
    engine.table.usesDiffableDataSource = true
  }

  /// `apply`: the model diffs the snapshot against the one shown and updates the view as the
  /// profile's UIKit does; the completion runs at once where UIKit's reloads, else at the end
  /// of the run-loop turn.
  ///
  /// - Complexity: O(n log n) for the diff, plus the batch's commit.
  func apply(
    _ snapshot: DiffableSnapshot<HeadlessRow>, mode: ApplyMode, name: String,
    completion: (() -> Void)?
  ) {
    guard let engine else { return }
    var atOnce = false
    var applied = false
    engine.call(name) { table, data throws(TableError) in
      let report = try model.apply(snapshot, mode: mode, to: &table, data: &data)
      atOnce = report.completionRunsAtOnce
      applied = true
    }
    guard applied, let completion else { return }
    if atOnce { completion() } else { engine.afterLayout(completion) }
  }

  /// `apply(_:to:animatingDifferences:completion:)`: a section snapshot applied to one section.
  ///
  /// - Complexity: O(n log n) for the diff, plus the batch's commit.
  func apply(
    _ sectionSnapshot: DiffableSectionSnapshot<HeadlessRow>, to section: HeadlessRow,
    mode: ApplyMode, completion: (() -> Void)?
  ) {
    guard let engine else { return }
    var atOnce = false
    var applied = false
    engine.call("apply(sectionSnapshot, to: \(section.identifierText))") {
      table, data throws(TableError) in
      let report = try model.apply(
        sectionSnapshot, to: section, mode: mode, to: &table, data: &data)
      atOnce = report.completionRunsAtOnce
      applied = true
    }
    guard applied, let completion else { return }
    if atOnce { completion() } else { engine.afterLayout(completion) }
  }

  /// The identifier shown at `path`, as the view shows it now.
  func identifier(at path: ListIndexPath) -> HeadlessRow? {
    model.itemIdentifier(for: path)
  }
}
