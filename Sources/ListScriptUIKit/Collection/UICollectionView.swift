import Foundation
import HeadlessUIKit
import ListDiff

/// `UICollectionView` over the headless model, with a flow layout: the app's data source and
/// delegate are asked for counts, sizes and cells when the profile's UIKit asks, and every rule
/// UIKit checks is checked, with its text.
@MainActor open class UICollectionView: UIScrollView, EngineOwner {
  /// The layout, read at the view's first call (a layout set after it is kept, not followed).
  open var collectionViewLayout: UICollectionViewLayout
  /// `UICollectionView.elementKindSectionHeader`.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// `UICollectionView.elementKindSectionFooter`.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  /// The data source, held weakly as UIKit holds it.
  open weak var dataSource: UICollectionViewDataSource?
  /// The delegate, held weakly as UIKit holds it.
  open weak var delegate: UICollectionViewDelegate?
  let engine: ListEngine

  /// A collection view of `frame`'s size laid out by `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    var geometry = TableGeometry()
    if frame.width > 0 { geometry.width = Double(frame.width) }
    if frame.height > 0 { geometry.height = Double(frame.height) }
    engine = ListEngine(kind: layout.choice(sizingByDelegate: false).kind, geometry: geometry)
    super.init(frame: frame)
    engine.owner = self
    engine.run.keep(self)
  }

  public required init?(coder: NSCoder) { return nil }

  /// `setCollectionViewLayout(_:animated:)`: kept, as `collectionViewLayout` is.
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
    }
  }

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

  // MARK: - What the headless engine asks of the app

  func didScroll() { delegate?.scrollViewDidScroll(self) }

  func show(_ cell: ReusableCell, selected: Bool, editing: Bool) {
    guard let cell = cell as? UICollectionViewCell else { return }
    if cell.isSelected != selected { cell.isSelected = selected }
  }

  func configurationAtFirstUse() -> LayoutChoice? {
    collectionViewLayout.choice(sizingByDelegate: delegate is UICollectionViewDelegateFlowLayout)
  }

  func readSections() -> [[HeadlessRow]]? {
    guard let dataSource else { return [] }
    if dataSource is HeadlessDiffableSource { return nil }
    let sizing = delegate as? UICollectionViewDelegateFlowLayout
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
