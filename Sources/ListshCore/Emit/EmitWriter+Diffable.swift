import HeadlessUIKit
import ListDiff
import ListScript

/// The diffable half of the writer: a `UITableViewDiffableDataSource` or
/// `UICollectionViewDiffableDataSource` of `Section`s and `Item`s (an item equal and hashed by
/// its id alone — the shape of the reference's §4.7 pitfall), and each `apply` as the snapshot
/// it applied, built whole. UIKit performs the batch an apply makes: it is a comment.
extension EmitWriter {
  /// `diffable`: the data source, with the cell provider's style.
  mutating func diffableSource(_ style: CellProviderStyle) -> [String] {
    diffable = true
    var lines: [String] = []
    if features.latest, !latestMade {
      latestMade = true
      lines += [
        "/// The app's latest item for each id, which a lookup cell provider reads.",
        "var latest: [String: Item] = [:]",
      ]
    }
    let text = style == .given ? "item.text" : "latest[item.id]?.text ?? item.text"
    lines.append(
      style == .given
        ? "// the cell provider configures from the item it is given (the one the data source stored)"
        : "// the cell provider looks the id up in the app's latest data")
    if collection {
      let declare =
        collectionSourcesMade == 0 ? (features.diffableCollections > 1 ? "var " : "let ") : ""
      collectionSourcesMade += 1
      return lines + [
        "\(declare)collectionSource = UICollectionViewDiffableDataSource<Section, Item>(",
        "  collectionView: collectionView",
        ") { collectionView, indexPath, item in",
        "  let cell = collectionView.dequeueReusableCell(withReuseIdentifier: \"cell\", for: indexPath)",
        "  (cell as? ItemCell)?.label.text = \(text)",
        "  return cell",
        "}",
      ]
        + (features.supplementaryViews
          ? [
            "collectionSource.supplementaryViewProvider = { collectionView, kind, indexPath in",
            "  collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: \"supplementary\", for: indexPath)",
            "}",
          ] : [])
    }
    let declare = tableSourcesMade == 0 ? (features.diffableTables > 1 ? "var " : "let ") : ""
    tableSourcesMade += 1
    let editing = features.editing ? ["  (cell as? Cell)?.showsEditing = tableView.isEditing"] : []
    return lines + [
      "\(declare)tableSource = UITableViewDiffableDataSource<Section, Item>(tableView: tableView) {",
      "  tableView, indexPath, item in",
      "  let cell = tableView.dequeueReusableCell(withIdentifier: \"cell\", for: indexPath)",
      "  cell.textLabel?.text = \(text)",
    ] + editing + ["  return cell", "}"]
  }

  /// `apply`: the snapshot built whole (its reload marks too), then the data source's apply.
  ///
  /// The app's latest items are kept when a check or the cell provider reads them. Animation is the scenario's: before iOS 15, an apply without
  /// animation is `reloadData()`, so it changes what UIKit does.
  func apply(_ s: DiffableSnapshot<Value>, _ mode: ApplyMode) -> [String] {
    func items(_ values: [Value]) -> String {
      "[" + values.map(itemLiteral).joined(separator: ", ") + "]"
    }
    let sections = "[" + s.sectionIdentifiers.map(sectionIdentifier).joined(separator: ", ") + "]"
    var lines = ["do {", "  var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()"]
    lines.append("  snapshot.appendSections(\(sections))")
    for section in s.sections where !section.items.isEmpty {
      lines.append(
        "  snapshot.appendItems(\(items(section.items)), toSection: \(sectionIdentifier(section.identifier)))"
      )
    }
    if features.latest {
      lines.append("  for item in snapshot.itemIdentifiers { latest[item.id] = item }")
    }
    if !s.reloadedSectionIdentifiers.isEmpty {
      let ids = s.reloadedSectionIdentifiers.map(sectionIdentifier).joined(separator: ", ")
      lines.append("  snapshot.reloadSections([\(ids)])")
    }
    if !s.reloadedItemIdentifiers.isEmpty {
      lines.append("  snapshot.reloadItems(\(items(s.reloadedItemIdentifiers)))")
    }
    if !s.reconfiguredItemIdentifiers.isEmpty {
      lines.append("  snapshot.reconfigureItems(\(items(s.reconfiguredItemIdentifiers)))")
    }
    let source = collection ? "collectionSource" : "tableSource"
    switch mode {
    case .animated: lines.append("  \(source).apply(snapshot, animatingDifferences: true)")
    case .withoutAnimation:
      lines.append("  \(source).apply(snapshot, animatingDifferences: false)")
    case .reloadData: lines.append("  \(source).applySnapshotUsingReloadData(snapshot)")
    }
    // The model's apply lays the view out at once (its batch or reload asks for the cells):
    // so does the test, inside a run-loop turn too.
    return lines + ["}", "\(view).layoutIfNeeded()"]
  }

  /// `apply SS to SECTION`: the section snapshot built whole — its roots, then each parent's
  /// children in the tree's order, then what is expanded — and applied to the section.
  func apply(_ tree: DiffableSectionSnapshot<Value>, to section: Value, _ mode: ApplyMode)
    -> [String]
  {
    func items(_ values: [Value]) -> String {
      "[" + values.map(itemLiteral).joined(separator: ", ") + "]"
    }
    var lines = ["do {", "  var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()"]
    let nodes = tree.nodes
    if !tree.rootItems.isEmpty {
      lines.append("  sectionSnapshot.append(\(items(tree.rootItems)))")
    }
    for (k, node) in nodes.enumerated() {
      var children: [Value] = []
      var j = k + 1
      while j < nodes.count, nodes[j].level > node.level {
        if nodes[j].level == node.level + 1 { children.append(nodes[j].item) }
        j += 1
      }
      if !children.isEmpty {
        lines.append(
          "  sectionSnapshot.append(\(items(children)), to: \(itemLiteral(node.item)))")
      }
    }
    if !tree.expandedItems.isEmpty {
      lines.append("  sectionSnapshot.expand(\(items(tree.expandedItems)))")
    }
    if features.latest {
      lines.append("  for item in sectionSnapshot.items { latest[item.id] = item }")
    }
    let source = collection ? "collectionSource" : "tableSource"
    lines.append(
      "  \(source).apply(sectionSnapshot, to: \(sectionIdentifier(section)), animatingDifferences: \(mode != .withoutAnimation))"
    )
    // The model's apply lays the view out at once (its batch or reload asks for the cells):
    // so does the test, inside a run-loop turn too.
    return lines + ["}", "\(view).layoutIfNeeded()"]
  }

  /// A lookup of the data source checked: `itemIdentifier(for:)` by the item's id, the others
  /// by their value; `sectionIdentifier(for:)` and `index(for:)` inside `#available(iOS 15)`.
  func lookupExpectation(_ lookup: DataSourceLookup, _ value: Value) -> [String] {
    let source = collection ? "collectionSource" : "tableSource"
    let message = SwiftEmitter.literal(location)
    func check(_ actual: String, _ expected: String?) -> String {
      expected.map { assertEqual(actual, $0, message) } ?? assertNil(actual, message)
    }
    let none = value == .nil
    switch lookup {
    case .itemIdentifier(let p):
      return [
        check(
          "\(source).itemIdentifier(for: \(path(p)))?.id",
          none ? nil : SwiftEmitter.literal(value.identity.identifierText))
      ]
    case .indexPath(let item):
      let expected: String? = if case .indexPath(let p) = value { path(p) } else { nil }
      return [check("\(source).indexPath(for: \(itemLiteral(item)))", expected)]
    case .sectionIdentifier(let index):
      return [
        "if #available(iOS 15.0, *) {",
        "  "
          + check(
            "\(source).sectionIdentifier(for: \(index))", none ? nil : sectionIdentifier(value)),
        "}",
      ]
    case .index(let section):
      let expected: String? = if case .int(let i) = value { String(i) } else { nil }
      return [
        "if #available(iOS 15.0, *) {",
        "  " + check("\(source).index(for: \(sectionIdentifier(section)))", expected), "}",
      ]
    }
  }

  /// An identifier as an `Item`: its identity as the id, what its cell shows as the text.
  func itemLiteral(_ v: Value) -> String {
    let hash = v.identifierHash.map { ", hash: \($0)" } ?? ""
    return
      "Item(\(SwiftEmitter.literal(v.identity.identifierText)), \(SwiftEmitter.literal(v.displayText))\(hash))"
  }

  /// A section identifier as a `Section`.
  func sectionIdentifier(_ v: Value) -> String {
    "Section(\(SwiftEmitter.literal(v.identity.identifierText)))"
  }
}
