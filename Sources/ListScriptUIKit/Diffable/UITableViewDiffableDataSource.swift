import Foundation
import HeadlessUIKit
import ListDiff

/// `UITableViewDiffableDataSource`: the table's data source, fed by snapshots.
///
/// Made with a table, it becomes the table's data source; the table's own row and section calls
/// then raise, as UIKit's do.
@MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UITableViewDataSource, HeadlessDiffableSource {
  /// The cell provider: the cell for an item, or `nil` (which UIKit raises for).
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
  /// The snapshot type of this data source.
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >

  /// The animation of the rows an apply changes: accepted, not animated.
  open var defaultRowAnimation = UITableViewRowAnimation.automatic
  weak var tableView: UITableView?
  let cellProvider: CellProvider
  let core: DiffableCore

  /// A data source for `tableView`, which it becomes the data source of.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    core = DiffableCore(engine: tableView.engine)
    tableView.dataSource = self
  }

  /// `apply(_:animatingDifferences:completion:)`.
  open func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    core.apply(
      snapshot.model, mode: animatingDifferences ? .animated : .withoutAnimation,
      name: "apply(snapshot, animatingDifferences: \(animatingDifferences))",
      completion: completion)
  }

  /// `applySnapshotUsingReloadData(_:completion:)` (iOS 15 and later).
  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    core.apply(
      snapshot.model, mode: .reloadData, name: "applySnapshotUsingReloadData(snapshot)",
      completion: completion)
  }

  /// `apply(_:to:animatingDifferences:completion:)` (iOS 14): the section shows the section
  /// snapshot's visible items.
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    core.apply(
      snapshot.model, to: .section(section),
      mode: animatingDifferences ? .animated : .withoutAnimation, completion: completion)
  }

  /// The section snapshot last applied to `section` (its items as a flat list otherwise).
  open func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    NSDiffableDataSourceSectionSnapshot(model: core.model.snapshot(for: .section(section)))
  }

  /// The snapshot the table shows (a copy).
  open func snapshot() -> Snapshot { Snapshot(model: core.model.snapshot) }

  /// The item shown at `indexPath`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    core.identifier(at: indexPath.listPath).flatMap(Snapshot.item)
  }

  /// Where `identifier` is shown.
  open func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
    core.model.indexPath(for: .item(identifier)).map { IndexPath(listPath: $0) }
  }

  /// The section shown at `index` (iOS 15 and later).
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    core.model.sectionIdentifier(for: index).flatMap(Snapshot.section)
  }

  /// The index of the section `identifier` (iOS 15 and later).
  open func index(for identifier: SectionIdentifierType) -> Int? {
    core.model.index(for: .section(identifier))
  }

  // MARK: - UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int {
    core.model.snapshot.numberOfSections
  }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    let sections = core.model.snapshot.sections
    return sections.indices.contains(section) ? sections[section].items.count : 0
  }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    providedCell(at: indexPath.listPath) as? UITableViewCell
      ?? UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  var sectionCount: Int { core.model.snapshot.numberOfSections }

  /// A plain header's title; none by default (a subclass overrides it, as in UIKit).
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// A plain footer's title; none by default.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// Whether the row can be edited; false by default (UIKit's diffable data source's).
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Whether the row can be moved; false by default.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// The user deleted or inserted the row; nothing by default.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// The user moved a row; nothing by default.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  func providedCell(at path: ListIndexPath) -> ReusableCell? {
    guard let tableView, let id = core.identifier(at: path).flatMap(Snapshot.item) else {
      return nil
    }
    return cellProvider(tableView, IndexPath(listPath: path), id)
  }
}
