import Foundation
import HeadlessUIKit
import ListDiff

/// `UICollectionView` over the headless model, with a flow layout: the app's data source and
/// delegate are asked for counts, sizes and cells when the profile's UIKit asks, and every rule
/// UIKit checks is checked, with its text.
@MainActor open class UICollectionView: UIScrollView, EngineOwner {
  /// The layout, read at the view's first call and again when it changes (a new layout, a new
  /// size, `invalidateLayout()`).
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      collectionViewLayout.collectionView = self
      layoutChanged()
    }
  }
  /// `UICollectionView.elementKindSectionHeader`.
  nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// `UICollectionView.elementKindSectionFooter`.
  nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  /// The data source, held weakly as UIKit holds it; a `Headless.run` keeps it until the run
  /// ends, so that a test's local data source is there for the layout pass at the body's end.
  open weak var dataSource: UICollectionViewDataSource? {
    didSet { engine.dataSourceSet(dataSource, was: oldValue) }
  }
  /// The delegate, held weakly as UIKit holds it (and kept until a `Headless.run` ends).
  open weak var delegate: UICollectionViewDelegate? {
    didSet { engine.delegateSet(delegate) }
  }
  /// `prefetchDataSource`: held weakly, never called (the model does not prefetch data).
  open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
  let engine: ListEngine
  /// The element kinds of the layout's headers and footers, once the layout is read.
  var headerKind = UICollectionView.elementKindSectionHeader
  var footerKind = UICollectionView.elementKindSectionFooter
  /// The insets the layout puts inside each item's frame.
  var itemInsets = NSDirectionalEdgeInsets.zero

  /// A collection view of `frame`'s size laid out by `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    var geometry = TableGeometry()
    if frame.width > 0 { geometry.width = Double(frame.width) }
    if frame.height > 0 { geometry.height = Double(frame.height) }
    // The layout is read at the first call, once the app has configured it.
    engine = ListEngine(kind: .collection(.flow(FlowLayout())), geometry: geometry)
    super.init(frame: frame)
    engine.owner = self
    engine.run.keep(self)
    layout.collectionView = self
  }

  public required init?(coder: NSCoder) { return nil }

  /// `setCollectionViewLayout(_:animated:)`: the new layout, laid out at once.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  open override var frame: CGRect {
    didSet {
      guard frame.width > 0, frame.height > 0 else { return }
      var geometry = engine.table.geometry
      geometry.width = Double(frame.width)
      geometry.height = Double(frame.height)
      guard geometry != engine.table.geometry else { return }
      engine.call("") { table, _ in table.setGeometry(geometry) }
      // A layout that depends on the size (a section provider) is asked again.
      layoutChanged()
    }
  }

  /// The layout changed: the model follows it.
  func layoutChanged() { engine.reconfigureLayout() }

  open override var contentSize: CGSize {
    engine.query { CGSize(width: $0.geometry.width, height: $0.contentHeight) }
  }
  override var scrollOffset: Double { engine.table.offset }

  open override func setContentOffset(_ offset: CGPoint, animated: Bool) {
    engine.call("setContentOffset(\(Double(offset.y)))") { table, data in
      table.scroll(to: Double(offset.y), data)
    }
  }

  override func insetsChanged() { engine.setContentInset(contentInset) }

  open override func layoutIfNeeded() {
    engine.call("layoutIfNeeded()") { table, data throws(TableError) in
      try table.layoutIfNeeded(data)
    }
  }

  // MARK: - Calls (open: a subclass overrides them, as UIKit's)

  /// `reloadData()`: the view reads its data source at the next layout pass (or when a batch
  /// starts before it).
  open func reloadData() {
    engine.call("reloadData()") { table, data throws(TableError) in try table.reloadData(data) }
  }

  /// `performBatchUpdates(_:completion:)`: the counts are read at the start when they are not
  /// current, as UIKit reads them; `completion` runs at the end of the run-loop turn with
  /// `true`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    engine.call("performBatchUpdates {") { table, data in table.beginUpdates(data) }
    updates?()
    engine.call("} performBatchUpdates") { table, data throws(TableError) in
      try table.endUpdates(data)
    }
    if let completion { engine.afterLayout { completion(true) } }
  }

  /// `insertItems(at:)`: items of the view after the update.
  open func insertItems(at indexPaths: [IndexPath]) {
    update(.insertRows(indexPaths.map(\.listPath)))
  }

  /// `deleteItems(at:)`: items of the view before the update.
  open func deleteItems(at indexPaths: [IndexPath]) {
    update(.deleteRows(indexPaths.map(\.listPath)))
  }

  /// `reloadItems(at:)`: items of the view before the update (a delete and an insert).
  open func reloadItems(at indexPaths: [IndexPath]) {
    update(.reloadRows(indexPaths.map(\.listPath)))
  }

  /// `reconfigureItems(at:)` (iOS 15 and later).
  open func reconfigureItems(at indexPaths: [IndexPath]) {
    update(.reconfigureRows(indexPaths.map(\.listPath)))
  }

  /// `moveItem(at:to:)`: from an item before the update to an item after it.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    update(.moveRow(indexPath.listPath, newIndexPath.listPath))
  }

  /// `insertSections(_:)`: sections after the update.
  open func insertSections(_ sections: IndexSet) { update(.insertSections(sections.sections)) }

  /// `deleteSections(_:)`: sections before the update.
  open func deleteSections(_ sections: IndexSet) { update(.deleteSections(sections.sections)) }

  /// `reloadSections(_:)`: sections before the update.
  open func reloadSections(_ sections: IndexSet) { update(.reloadSections(sections.sections)) }

  /// `moveSection(_:toSection:)`.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    update(.moveSection(section, newSection))
  }

  /// `scrollToItem(at:at:animated:)`: raises for an item the view does not have.
  open func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    let path = indexPath.listPath
    engine.call("scrollToItem(at: \(path))") { table, data throws(TableError) in
      try table.scroll(toRow: path, at: position.model, data)
    }
  }

  /// `selectItem(at:animated:scrollPosition:)`.
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let path = indexPath?.listPath else { return }
    engine.call("selectItem(at: \(path))") { table, data throws(TableError) in
      try table.select(path, data)
    }
  }

  /// `deselectItem(at:animated:)`.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    let path = indexPath.listPath
    engine.call("deselectItem(at: \(path))") { table, data throws(TableError) in
      try table.deselect(path, data)
    }
  }

  // MARK: - What the headless engine asks of the app

  func didScroll() { delegate?.scrollViewDidScroll(self) }

  func show(_ cell: ReusableCell, selected: Bool, editing: Bool) {
    guard let cell = cell as? UICollectionViewCell else { return }
    if cell.isSelected != selected { cell.isSelected = selected }
  }

  func configurationAtFirstUse() -> LayoutChoice? {
    let sections =
      (dataSource as? HeadlessDiffableSource)?.sectionCount
      ?? dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
    let size = CGSize(width: engine.table.geometry.width, height: engine.table.geometry.height)
    let choice = collectionViewLayout.choice(
      sizingByDelegate: delegate is UICollectionViewDelegateFlowLayout, sections: sections,
      size: size)
    if let choice {
      headerKind = choice.headerKind
      footerKind = choice.footerKind
      itemInsets = choice.itemInsets
    }
    return choice
  }

  func appKind(of kind: ElementKind) -> String {
    kind == .footer ? footerKind : kind == .header ? headerKind : kind.rawValue
  }

  func requestSupplementary(ofKind kind: String, section: Int) -> UICollectionReusableView? {
    let path = IndexPath(item: 0, section: section)
    if let diffable = dataSource as? HeadlessSupplementarySource {
      return diffable.providedSupplementary(self, kind: kind, at: path)
    }
    return dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
  }

  func place(_ cell: ReusableCell, at path: ListIndexPath) {
    guard let cell = cell as? UICollectionViewCell, let frame = itemFrame(path) else { return }
    cell.frame = frame
    cell.layoutIfNeeded()
  }

  /// The item's frame as the model lays it out, inside the layout's item insets.
  func itemFrame(_ path: ListIndexPath) -> CGRect? {
    let table = engine.table
    guard let y = table.y(of: path), let height = table.height(at: path) else { return nil }
    let (x, width) = table.horizontalExtent(of: path)
    let i = itemInsets
    return CGRect(
      x: x + Double(i.leading), y: y + Double(i.top),
      width: max(0, width - Double(i.leading + i.trailing)),
      height: max(0, height - Double(i.top + i.bottom)))
  }

  func updateConfiguration(of cell: ReusableCell) {
    guard let cell = cell as? UICollectionViewCell else { return }
    cell.updateConfiguration(using: cell.configurationState)
  }

  func readSectionBands() -> (header: Double, footer: Double)? { nil }

  func readSections() -> [[HeadlessRow]]? {
    guard let dataSource else { return [] }
    if dataSource is HeadlessDiffableSource { return nil }
    // Only a flow layout asks its delegate for sizes.
    let sizing =
      collectionViewLayout is UICollectionViewFlowLayout
      ? delegate as? UICollectionViewDelegateFlowLayout : nil
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map { s in
      let items = max(0, dataSource.collectionView(self, numberOfItemsInSection: s))
      return (0..<items).map { i in
        guard let sizing else { return HeadlessRow() }
        let size = sizing.collectionView(
          self, layout: collectionViewLayout, sizeForItemAt: IndexPath(item: i, section: s))
        return HeadlessRow(height: Double(size.height), width: Double(size.width))
      }
    }
  }

  func requestCell(at path: ListIndexPath) -> ReusableCell? {
    if let diffable = dataSource as? HeadlessDiffableSource {
      return diffable.providedCell(at: path)
    }
    return dataSource?.collectionView(self, cellForItemAt: IndexPath(listPath: path))
  }

  func display(_ cell: ReusableCell, at path: ListIndexPath, ending: Bool) {
    guard let cell = cell as? UICollectionViewCell, let delegate else { return }
    if ending {
      delegate.collectionView(self, didEndDisplaying: cell, forItemAt: IndexPath(listPath: path))
    } else {
      delegate.collectionView(self, willDisplay: cell, forItemAt: IndexPath(listPath: path))
    }
  }
}
