import Foundation
import HeadlessUIKit
import ListScriptUIKit
import Testing

/// A photo grid as Apple's sample code keeps it in step with the library, in one batch or, as
/// the class overview advises, with the changed items reloaded after the batch.
@MainActor
final class PhotoGrid: NSObject, UICollectionViewDataSource,
  PHPhotoLibraryChangeObserver
{
  var fetchResult: PHFetchResult<PHAsset>
  var titles: [String: String] = [:]
  let collectionView: UICollectionView
  let reloadsAfter: Bool

  init(collectionView: UICollectionView, fetchResult: PHFetchResult<PHAsset>, reloadsAfter: Bool) {
    self.collectionView = collectionView
    self.fetchResult = fetchResult
    self.reloadsAfter = reloadsAfter
    super.init()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    collectionView.dataSource = self
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { fetchResult.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    var content = UIListContentConfiguration.cell()
    let asset = fetchResult.object(at: indexPath.item)
    content.text = titles[asset.localIdentifier] ?? asset.localIdentifier
    cell.contentConfiguration = content
    return cell
  }

  nonisolated func photoLibraryDidChange(_ changeInstance: PHChange) {
    MainActor.assumeIsolated {
      guard let details = changeInstance.changeDetails(for: fetchResult) else { return }
      fetchResult = details.fetchResultAfterChanges
      guard details.hasIncrementalChanges else { return collectionView.reloadData() }
      let paths = { (indexes: IndexSet) in indexes.map { IndexPath(item: $0, section: 0) } }
      collectionView.performBatchUpdates {
        if let removed = details.removedIndexes, !removed.isEmpty {
          self.collectionView.deleteItems(at: paths(removed))
        }
        if let inserted = details.insertedIndexes, !inserted.isEmpty {
          self.collectionView.insertItems(at: paths(inserted))
        }
        if !self.reloadsAfter, let changed = details.changedIndexes, !changed.isEmpty {
          self.collectionView.reloadItems(at: paths(changed))
        }
        details.enumerateMoves { from, to in
          self.collectionView.moveItem(
            at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
        }
      }
      if reloadsAfter, let changed = details.changedIndexes, !changed.isEmpty {
        collectionView.reloadItems(at: paths(changed))
      }
    }
  }
}

@MainActor struct PhotoLibraryTests {
  /// One photo removed and the last one edited: the changed index is in the space after the
  /// removal, so reloading it inside the batch refreshes the wrong item and leaves the edited
  /// one's cell stale; reloading after the batch shows it.
  @Test(arguments: [false, true])
  func changedIndexesAreInTheSpaceAfter(reloadsAfter: Bool) throws {
    try Headless.run(on: .ios17) {
      let assets = (0..<4).map { PHAsset(localIdentifier: "p\($0)") }
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 667),
        collectionViewLayout: UICollectionViewFlowLayout())
      let grid = PhotoGrid(
        collectionView: view, fetchResult: PHFetchResult(headlessObjects: assets),
        reloadsAfter: reloadsAfter)
      PHPhotoLibrary.shared().register(grid)
      defer { PHPhotoLibrary.shared().unregisterChangeObserver(grid) }
      view.reloadData()
      Headless.endTurn()
      grid.titles["p3"] = "p3 (edited)"
      PHPhotoLibrary.shared().headlessChange(
        of: grid.fetchResult, to: Array(assets.dropFirst()), changed: [assets[3]])
      Headless.endTurn()
      let shown = view.visibleCells.compactMap {
        ($0.contentConfiguration as? UIListContentConfiguration)?.text
      }
      #expect(shown.last == (reloadsAfter ? "p3 (edited)" : "p3"))
      #expect(shown.count == 3)
    }
  }
}
