import Foundation
import HeadlessUIKit
import ListDiff

/// `UICollectionViewLayoutAttributes`: where the layout places an item or a supplementary
/// view.
@MainActor open class UICollectionViewLayoutAttributes {
  /// The frame in the view's content.
  open var frame: CGRect
  /// The element's index path.
  public let indexPath: IndexPath
  /// The supplementary element's kind; `nil` for a cell.
  public let representedElementKind: String?

  init(frame: CGRect, indexPath: IndexPath, kind: String? = nil) {
    self.frame = frame
    self.indexPath = indexPath
    representedElementKind = kind
  }

  /// The frame's size.
  open var size: CGSize { frame.size }
  /// The frame's centre.
  open var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
}

extension UICollectionView {
  /// `layoutAttributesForItem(at:)`: the item's frame as the model lays it out; `nil` for an
  /// item the view does not have.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    engine.query { _ in () }  // laid out first, as any query
    return itemFrame(indexPath.listPath).map {
      UICollectionViewLayoutAttributes(frame: $0, indexPath: indexPath)
    }
  }

  /// `layoutAttributesForSupplementaryElement(ofKind:at:)`: a header's or footer's frame.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard let band = band(of: kind) else { return nil }
    let section = indexPath.section
    return engine.query { table -> UICollectionViewLayoutAttributes? in
      guard
        let f = band == .header
          ? table.headerFrame(ofSection: section) : table.footerFrame(ofSection: section)
      else { return nil }
      return UICollectionViewLayoutAttributes(
        frame: CGRect(x: f.x, y: f.y, width: f.width, height: f.height), indexPath: indexPath,
        kind: kind)
    }
  }
}
