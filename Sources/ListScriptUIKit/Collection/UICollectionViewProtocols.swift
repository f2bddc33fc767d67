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
  /// The view of a supplementary element (a section's header or footer).
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// Whether the item can be moved; false by default.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  /// The user moved an item (a test calls it as the user's drag would).
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    // Not implemented by the app: a view no one dequeued, which UIKit refuses.
    UICollectionReusableView(frame: .zero)
  }
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { false }
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// `UICollectionViewDelegate`: every method optional, as in UIKit.
///
/// The headless view calls `willDisplay`, `didEndDisplaying` and `scrollViewDidScroll`; the
/// others are the app's to call from a test, as a user's touch would.
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// The cell is about to come on screen.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// The cell left the screen (or its item was deleted).
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// Whether the item may be selected; true by default.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// The item was selected.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// The item was deselected.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
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
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
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
  /// A section's insets (declared; the headless layout uses the layout's `sectionInset`).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// A section's line spacing (declared; the layout's is used).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// A section's item spacing (declared; the layout's is used).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// A section header's size (declared; the layout's `headerReferenceSize` is used).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// A section footer's size (declared; the layout's `footerReferenceSize` is used).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
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
  /// The element kind a supplementary view was dequeued for.
  var elementKind: String?

  public required override init(frame: CGRect) { super.init(frame: frame) }

  public required init?(coder: NSCoder) { return nil }

  /// Called on a reused view before the collection view hands it out again.
  open func prepareForReuse() {}
}

/// `UICollectionViewCell`.
@MainActor open class UICollectionViewCell: UICollectionReusableView {
  /// The view the cell's content goes in.
  public let contentView = UIView(frame: .zero)
  /// What the cell shows, when the app configures it with a content configuration.
  open var contentConfiguration: UIContentConfiguration?
  /// The cell's background configuration.
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// Called with the cell's state when it changes and when the app asks.
  open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?
  /// Whether the cell shows as selected.
  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// Whether the cell shows as highlighted.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// A cell of `frame`.
  public required init(frame: CGRect) {
    super.init(frame: frame)
    // The content view follows the cell's size, as UIKit's does.
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) { return nil }

  /// The cell's state for its configurations.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState()
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }

  /// Updates the cell's configuration for its state now (UIKit does before the cell is
  /// displayed, and after a state change).
  open func setNeedsUpdateConfiguration() {
    updateConfiguration(using: configurationState)
  }

  /// Updates the cell's configuration for `state`: runs `configurationUpdateHandler`.
  open func updateConfiguration(using state: UICellConfigurationState) {
    configurationUpdateHandler?(self, state)
  }
}

/// `UICollectionViewListCell` (iOS 14): a list cell.
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories the cell shows.
  open var accessories: [UICellAccessory] = []
  /// The outline level the cell is indented to.
  open var indentationLevel = 0

  /// A list content configuration.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// `UICollectionViewDataSourcePrefetching`: declared; the headless view does not prefetch data
/// (its prepared cells are cells, not a data source's prefetching).
@MainActor public protocol UICollectionViewDataSourcePrefetching: AnyObject {
  /// The items UIKit expects to show soon.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// The items no longer expected; nothing by default.
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
