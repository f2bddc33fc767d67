import HeadlessUIKit
import ListDiff
import ListScript

/// The collection-view half of the writer: a `UICollectionView` with a
/// `UICollectionViewFlowLayout` (or a list layout), fed by the app's `Source` or a diffable
/// data source.
extension EmitWriter {
  /// `collection …`: a window (made once) and a collection view with the scenario's layout.
  mutating func newCollection(width w: Double, height h: Double, _ kind: ViewKind) -> [String] {
    var lines = startView(collection: true, width: w, height: h)
    let layout: String
    let sizesItems: Bool
    switch kind {
    case .collection(.flow(let f)):
      let i = f.insets
      let n = SwiftEmitter.number as (Double) -> String
      lines += [
        "let layout\(collectionsMade) = \(f.cachesAttributes ? "CachingLayout" : "UICollectionViewFlowLayout")()",
        "layout\(collectionsMade).itemSize = CGSize(width: \(n(f.itemWidth)), height: \(n(f.itemHeight)))",
        "layout\(collectionsMade).minimumInteritemSpacing = \(n(f.spacing))",
        "layout\(collectionsMade).minimumLineSpacing = \(n(f.lineSpacing))",
        "layout\(collectionsMade).sectionInset = UIEdgeInsets(top: \(n(i.top)), left: \(n(i.left)), bottom: \(n(i.bottom)), right: \(n(i.right)))",
      ]
      if let e = f.estimatedItemSize {
        lines.append("layout\(collectionsMade).estimatedItemSize = \(Self.swift(e))")
      }
      sizesItems = f.sizeForItem
      layout = "layout\(collectionsMade)"
    case .collection(.list), .table:
      sizesItems = false
      lines.append(
        "// a list layout: its cells size themselves, so heights may differ from the model's")
      layout =
        "UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))"
    }
    lines += declareView(
      "collectionView",
      "UICollectionView(frame: window.bounds, collectionViewLayout: \(layout))",
      made: collectionsMade, count: features.collectionCount)
    collectionsMade += 1
    lines += startInsets()
    lines.append("collectionView.register(ItemCell.self, forCellWithReuseIdentifier: \"cell\")")
    if !diffable {
      lines += useSource()
      lines.append("collectionView.dataSource = source")
      // The flow layout asks the collection view's delegate for each item's size; the store's
      // objects carry no sizes.
      if sizesItems, features.fetched {
        lines.append("// (sizeForItemAt on a fetched-results feed: not emitted, sizes differ)")
      } else if sizesItems {
        lines.append("collectionView.delegate = source")
      }
    } else if sizesItems {
      lines.append("// (sizeForItemAt on a diffable data source's view: not emitted, sizes differ)")
    }
    return lines + ["window.addSubview(collectionView)"]
  }

  /// An `estimatedItemSize` as Swift: a `CGSize`, or `UICollectionViewFlowLayout.automaticSize`.
  static func swift(_ size: EstimatedItemSize) -> String {
    switch size {
    case .size(let s):
      "CGSize(width: \(SwiftEmitter.number(s.width)), height: \(SwiftEmitter.number(s.height)))"
    case .automatic: "UICollectionViewFlowLayout.automaticSize"
    }
  }

  /// `estimated W H` on a flow layout: `estimatedItemSize` set (`.zero` for none), the layout
  /// invalidated and laid out, as the model does at once.
  func estimatedItemSize(_ size: EstimatedItemSize?) -> [String] {
    let value = size.map(Self.swift) ?? ".zero"
    return [
      "(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.estimatedItemSize = \(value)",
      "collectionView.collectionViewLayout.invalidateLayout()",
      "collectionView.layoutIfNeeded()",
    ]
  }
}
