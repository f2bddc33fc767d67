import HeadlessUIKit
import ListDiff
import ListScript

/// The diffable half of the emitter: a `UITableViewDiffableDataSource` or
/// `UICollectionViewDiffableDataSource` whose identifiers are an `Item` struct hashed by its id
/// alone — the shape of the reference's §4.7 pitfall — and each `apply` as the snapshot it
/// applied, built whole.
extension SwiftEmitter {
  /// The identifier type of the emitted diffable data sources: equal and hashed by `id` only,
  /// so that a changed `text` under the same id is the "same" item to UIKit.
  static let diffableItemDeclaration = """

      /// An identifier of the diffable data source: equal and hashed by its id only, as an app's
      /// struct identifier often is.
      struct Item: Hashable, Sendable {
        let id: String
        let text: String
        init(_ id: String, _ text: String) {
          self.id = id
          self.text = text
        }
        static func == (a: Item, b: Item) -> Bool { a.id == b.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
      }
    """

  /// The test's diffable data sources, beside its views.
  static let diffableDeclarations = """
        var tableSource: UITableViewDiffableDataSource<Item, Item>?
        var collectionSource: UICollectionViewDiffableDataSource<Item, Item>?
        /// The app's latest item for each id, which a `lookup` cell provider reads.
        var latest: [String: Item] = [:]
        _ = (tableSource, collectionSource, latest)
    """

  /// `diffable`: a diffable data source for the current view, with the cell provider's style.
  static func diffableCode(_ style: CellProviderStyle, collection: Bool) -> [String] {
    let text =
      style == .given
      ? "item.text" : "latest[item.id]?.text ?? item.text"
    let comment =
      style == .given
      ? "// the cell provider configures from the item it is given (the one the data source stored)"
      : "// the cell provider looks the id up in the app's latest data"
    if collection {
      return [
        comment,
        "collectionSource = UICollectionViewDiffableDataSource<Item, Item>(collectionView: collectionView) {",
        "  collectionView, indexPath, item in",
        "  let cell = collectionView.dequeueReusableCell(withReuseIdentifier: \"cell\", for: indexPath)",
        "  (cell as? Source.ItemCell)?.label.text = \(text)",
        "  return cell",
        "}",
      ]
    }
    return [
      comment,
      "tableSource = UITableViewDiffableDataSource<Item, Item>(tableView: tableView) {",
      "  tableView, indexPath, item in",
      "  let cell = tableView.dequeueReusableCell(withIdentifier: \"cell\", for: indexPath)",
      "  cell.textLabel?.text = \(text)",
      "  return cell",
      "}",
    ]
  }

  /// `apply`: the snapshot built whole (its reload marks too), the app's latest items, then the
  /// data source's apply.
  static func applyCode(_ s: DiffableSnapshot<Value>, _ mode: ApplyMode, collection: Bool)
    -> [String]
  {
    func items(_ values: [Value]) -> String {
      "[" + values.map(itemLiteral).joined(separator: ", ") + "]"
    }
    var lines = ["do {", "  var snapshot = NSDiffableDataSourceSnapshot<Item, Item>()"]
    lines.append("  snapshot.appendSections(\(items(s.sectionIdentifiers)))")
    for section in s.sections where !section.items.isEmpty {
      lines.append(
        "  snapshot.appendItems(\(items(section.items)), toSection: \(itemLiteral(section.identifier)))"
      )
      for item in section.items {
        lines.append("  latest[\(literal(item.identity.identifierText))] = \(itemLiteral(item))")
      }
    }
    if !s.reloadedSectionIdentifiers.isEmpty {
      lines.append("  snapshot.reloadSections(\(items(s.reloadedSectionIdentifiers)))")
    }
    if !s.reloadedItemIdentifiers.isEmpty {
      lines.append("  snapshot.reloadItems(\(items(s.reloadedItemIdentifiers)))")
    }
    if !s.reconfiguredItemIdentifiers.isEmpty {
      lines.append("  snapshot.reconfigureItems(\(items(s.reconfiguredItemIdentifiers)))")
    }
    let source = collection ? "collectionSource" : "tableSource"
    switch mode {
    case .animated: lines.append("  \(source)?.apply(snapshot, animatingDifferences: true)")
    case .withoutAnimation:
      lines.append("  \(source)?.apply(snapshot, animatingDifferences: false)")
    case .reloadData: lines.append("  \(source)?.applySnapshotUsingReloadData(snapshot)")
    }
    return lines + ["}", "\(collection ? "collectionView" : "tableView").layoutIfNeeded()"]
  }

  /// An identifier as an `Item`: its identity as the id, what its cell shows as the text.
  static func itemLiteral(_ v: Value) -> String {
    "Item(\(literal(v.identity.identifierText)), \(literal(v.displayText)))"
  }
}
