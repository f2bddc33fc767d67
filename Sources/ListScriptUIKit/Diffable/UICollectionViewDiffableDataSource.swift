import Foundation
import HeadlessUIKit
import ListDiff

/// `UICollectionViewDiffableDataSource`: the collection view's data source, fed by snapshots.
@MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDataSource, HeadlessDiffableSource, HeadlessSupplementarySource {
  /// The cell provider: the cell for an item, or `nil` (which UIKit raises for).
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
    UICollectionViewCell?
  /// The snapshot type of this data source.
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >

  /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
  ///
  /// What an outline's disclosure does. Kept: a test calls them as a tap on the disclosure
  /// would.
  public struct SectionSnapshotHandlers<Item> {
    /// Whether the item may expand.
    public var shouldExpandItem: ((Item) -> Bool)?
    /// The item is about to expand.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether the item may collapse.
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// The item is about to collapse.
    public var willCollapseItem: ((Item) -> Void)?
    /// The children to show when the item expands.
    public var snapshotForExpandingParent:
      (
        (Item, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) ->
          NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
      )?

    /// No handlers.
    public init() {}
  }

  /// The supplementary view provider.
  ///
  /// It gives a header's or footer's view, or `nil` (which UIKit raises for). Setting it makes
  /// the view ask for a view for each header and footer.
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
    UICollectionReusableView?
  /// The supplementary view provider.
  open var supplementaryViewProvider: SupplementaryViewProvider? {
    didSet {
      if supplementaryViewProvider != nil { collectionView?.engine.modelSupplementaryViews() }
    }
  }

  func providedSupplementary(_ view: UICollectionView, kind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    supplementaryViewProvider?(view, kind, indexPath)
  }

  /// The outline handlers.
  open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  weak var collectionView: UICollectionView?
  let cellProvider: CellProvider
  let core: DiffableCore

  /// A data source for `collectionView`, which it becomes the data source of.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    core = DiffableCore(engine: collectionView.engine)
    collectionView.dataSource = self
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

  /// The snapshot the view shows (a copy).
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

  // MARK: - UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    core.model.snapshot.numberOfSections
  }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    let sections = core.model.snapshot.sections
    return sections.indices.contains(section) ? sections[section].items.count : 0
  }

  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    providedCell(at: indexPath.listPath) as? UICollectionViewCell
      ?? UICollectionViewCell(frame: .zero)
  }

  var sectionCount: Int { core.model.snapshot.numberOfSections }

  /// The view of a supplementary element: the supplementary view provider's.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath)
      ?? UICollectionReusableView(frame: .zero)
  }
  /// Whether the item can be moved; false by default (a subclass overrides it, as in UIKit).
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }
  /// The user moved an item; nothing by default.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  func providedCell(at path: ListIndexPath) -> ReusableCell? {
    guard let collectionView, let id = core.identifier(at: path).flatMap(Snapshot.item) else {
      return nil
    }
    return cellProvider(collectionView, IndexPath(listPath: path), id)
  }
}
