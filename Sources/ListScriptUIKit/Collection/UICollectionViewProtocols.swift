import Foundation

/// `UICollectionViewDataSource` as UIKit declares it; the optional methods have UIKit's
/// defaults.
@MainActor public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell for the item at `indexPath`: one the data source dequeued.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// The number of sections; 1 by default.
  func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// `UICollectionViewDelegate`'s methods the model acts on; every one optional, as in UIKit.
@MainActor public protocol UICollectionViewDelegate: AnyObject {
  /// The cell is about to come on screen.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// The cell left the screen (or its item was deleted).
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
}

/// `UICollectionViewDelegateFlowLayout`: a delegate that adopts it sizes the items
/// (`sizeForItemAt`, the layout's `itemSize` by default) and the flow layout breaks its lines
/// item by item.
@MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The item's size.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
  }
}

/// `UICollectionViewCell` and its base, `UICollectionReusableView`.
///
/// The headless view makes a registered class's cells with `init(frame:)`, which is therefore
/// `required` here: a subclass that declares it writes `override required init(frame:)`, which
/// UIKit accepts as well.
@MainActor open class UICollectionReusableView: UIView, ReusableCell {
  /// The identifier the view was registered and dequeued under.
  public internal(set) var reuseIdentifier: String?

  public required override init(frame: CGRect) { super.init(frame: frame) }

  public required init?(coder: NSCoder) { return nil }

  /// Called on a reused view before the collection view hands it out again.
  open func prepareForReuse() {}
}

/// `UICollectionViewCell`.
@MainActor open class UICollectionViewCell: UICollectionReusableView {
  /// What the cell shows, when the app configures it with a content configuration.
  open var contentConfiguration: UIContentConfiguration?
  /// Whether the cell shows as selected.
  open var isSelected = false
}

/// `UICollectionViewListCell` (iOS 14): a list cell.
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
  /// A list content configuration.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
