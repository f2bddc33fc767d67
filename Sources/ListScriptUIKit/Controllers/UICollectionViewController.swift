import Foundation

/// `UICollectionViewController`: a controller whose view is a collection view it is the data
/// source and delegate of; a subclass overrides the methods it implements, as in UIKit.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private let layout: UICollectionViewLayout
  private var shownView: UICollectionView?
  /// Whether `viewWillAppear` deselects the selected items; true by default.
  open var clearsSelectionOnViewWillAppear = true

  /// A controller whose collection view has `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { return nil }

  /// The collection view, the controller's view (implicitly unwrapped, as UIKit declares it).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var collectionView: UICollectionView! {
    get {
      loadViewIfNeeded()
      return shownView
    }
    set {
      shownView = newValue
      view = newValue
    }
  }

  /// The layout the collection view was made with.
  open var collectionViewLayout: UICollectionViewLayout { layout }

  /// Makes the collection view, with the controller as its data source and delegate.
  open override func loadView() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    view.dataSource = self
    view.delegate = self
    shownView = view
    self.view = view
  }

  /// Deselects the selected items when `clearsSelectionOnViewWillAppear` says so.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let shownView else { return }
    for path in shownView.indexPathsForSelectedItems ?? [] {
      shownView.deselectItem(at: path, animated: false)
    }
  }

  // MARK: - UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell(frame: .zero) }
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // MARK: - UICollectionViewDelegate

  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  )
    -> Bool
  { true }
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  {}
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}

  // MARK: - UIScrollViewDelegate

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
