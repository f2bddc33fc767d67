import HeadlessUIKit
import ListDiff
import ListScript

/// The collection-view half of the writer: a `UICollectionView` with a
/// `UICollectionViewFlowLayout` (or a list layout), fed by the app's `Source` or a diffable
/// data source.
extension EmitWriter {
  /// `collection …`: a window (made once) and a collection view with the scenario's layout.
  mutating func newCollection(
    width w: Double, height h: Double, _ kind: ViewKind, header: Double, footer: Double
  ) -> [String] {
    var lines = startView(collection: true, width: w, height: h)
    if case .collection(let layout) = kind { collectionLayout = layout }
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
      if f.pinsHeaders {
        lines.append("layout\(collectionsMade).sectionHeadersPinToVisibleBounds = true")
      }
      sizesItems = f.sizeForItem
      layout = "layout\(collectionsMade)"
    case .collection(.compositional(let f)):
      sizesItems = false
      lines += compositionalSection(f, header: header, footer: footer)
      layout =
        f.orthogonalSections > 0
        ? "UICollectionViewCompositionalLayout { index, _ in section\(collectionsMade)(index) }"
        : "UICollectionViewCompositionalLayout(section: section\(collectionsMade))"
    case .collection(.list(let c)):
      sizesItems = false
      lines += [
        "// a list layout: its cells size themselves, so heights may differ from the model's",
        "\(c.headerMode == .none && c.footerMode == .none ? "let" : "var") list\(collectionsMade) = UICollectionLayoutListConfiguration(appearance: .\(c.appearance.swiftName))",
      ]
      if c.headerMode != .none {
        lines.append("list\(collectionsMade).headerMode = .\(c.headerMode.swiftName)")
      }
      if c.footerMode != .none {
        lines.append("list\(collectionsMade).footerMode = .\(c.footerMode.rawValue)")
      }
      layout = "UICollectionViewCompositionalLayout.list(using: list\(collectionsMade))"
    case .table:
      sizesItems = false
      layout = "UICollectionViewFlowLayout()"
    }
    lines += declareView(
      "collectionView",
      "\(features.traces ? "TracedCollectionView" : "UICollectionView")(frame: window.bounds, "
        + "collectionViewLayout: \(layout))",
      made: collectionsMade, count: features.collectionCount)
    collectionsMade += 1
    lines += startInsets()
    lines.append("collectionView.register(ItemCell.self, forCellWithReuseIdentifier: \"cell\")")
    if features.supplementaryViews {
      for kind in ["elementKindSectionHeader", "elementKindSectionFooter"] {
        lines.append(
          "collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.\(kind), withReuseIdentifier: \"supplementary\")"
        )
      }
    }
    if !diffable {
      lines += useSource()
      lines.append("collectionView.dataSource = source")
      // The flow layout asks the collection view's delegate for each item's size; the store's
      // objects carry no sizes.
      if sizesItems, features.fetched {
        lines.append("// (sizeForItemAt on a fetched-results feed: not emitted, sizes differ)")
      } else if sizesItems || features.traces {
        lines.append("collectionView.delegate = source")
      }
    } else {
      if sizesItems {
        lines.append(
          "// (sizeForItemAt on a diffable data source's view: not emitted, sizes differ)")
      }
      if features.traces { lines.append("collectionView.delegate = callouts") }
    }
    return lines + ["window.addSubview(collectionView)"]
  }

  /// A compositional grid's one section: an item, a horizontal group repeating it `columns`
  /// times, the group's spacing, the section's spacing and insets, and its boundary header and
  /// footer.
  func compositionalSection(_ f: FlowLayout, header: Double, footer: Double) -> [String] {
    let k = collectionsMade
    let n = SwiftEmitter.number as (Double) -> String
    let group = f.group ?? CompositionalGroup(count: f.columns)
    let estimated = if case .estimated = group.height { true } else { false }
    let itemHeight = estimated ? group.height.swift : ".fractionalHeight(1)"
    let itemWidth = group.count == nil ? group.itemWidth.swift : ".fractionalWidth(1)"
    let i = f.insets
    var lines = [
      "let item\(k) = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: \(itemWidth), heightDimension: \(itemHeight)))"
    ]
    let groupSize =
      "NSCollectionLayoutSize(widthDimension: \(group.width.swift), heightDimension: \(group.height.swift))"
    if let count = group.count {
      lines += [
        "// horizontal(layoutSize:subitem:count:) sizes the items equally across the group, spacing included (deprecated in iOS 16; repeatingSubitem: leaves the fit to the app)",
        "let group\(k) = NSCollectionLayoutGroup.horizontal(layoutSize: \(groupSize), subitem: item\(k), count: \(count))",
      ]
    } else {
      lines.append(
        "let group\(k) = NSCollectionLayoutGroup.horizontal(layoutSize: \(groupSize), subitems: [item\(k)])"
      )
    }
    lines += [
      "group\(k).interItemSpacing = .fixed(\(n(f.spacing)))",
      "let section\(k) = NSCollectionLayoutSection(group: group\(k))",
      "section\(k).interGroupSpacing = \(n(f.lineSpacing))",
      "section\(k).contentInsets = NSDirectionalEdgeInsets(top: \(n(i.top)), leading: \(n(i.left)), bottom: \(n(i.bottom)), trailing: \(n(i.right)))",
    ]
    var boundary: [String] = []
    for (name, h, kind, alignment) in [
      ("header", header, "elementKindSectionHeader", "top"),
      ("footer", footer, "elementKindSectionFooter", "bottom"),
    ] where h > 0 {
      lines.append(
        "let \(name)\(k) = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(n(h)))), elementKind: UICollectionView.\(kind), alignment: .\(alignment))"
      )
      if name == "header", f.pinsHeaders { lines.append("header\(k).pinToVisibleBounds = true") }
      boundary.append("\(name)\(k)")
    }
    if !boundary.isEmpty {
      lines.append("section\(k).boundarySupplementaryItems = [\(boundary.joined(separator: ", "))]")
    }
    guard f.orthogonalSections > 0 else { return lines }
    // A section provider: the leading sections scroll orthogonally, each a section of its own.
    let body = lines.map { "  " + $0.replacing("section\(k)", with: "section") }
    return ["let section\(k) = { (index: Int) -> NSCollectionLayoutSection in"] + body + [
      "  section.orthogonalScrollingBehavior = index < \(f.orthogonalSections) ? .continuous : .none",
      "  return section",
      "}",
    ]
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
