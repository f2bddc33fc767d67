import HeadlessUIKit

/// The data source's callbacks where a scenario says how the app dequeues (`provider …`): they
/// read what `Source` holds, which the test sets as the scenario's statements do.
extension SwiftEmitter {
  /// A cell callback dequeuing as the scenario's `provider` says: the view's `dequeue` call
  /// (twice, maybe), or a `cell` made with `init`.
  static func provisionedCell(_ dequeue: String, new cell: String) -> String {
    """
    if dequeuesTwice && !returnsNewCell {
          _ = \(dequeue)
        }
        let cell =
          returnsNewCell
          ? \(cell)()
          : \(dequeue)
    """
  }

  /// A table's cell callback dequeuing as the scenario's `provider` says.
  static let tableProvision = provisionedCell(
    "tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)",
    new: "UITableViewCell")

  /// A collection view's cell callback dequeuing as the scenario's `provider` says.
  static let collectionProvision = provisionedCell(
    "collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: indexPath)",
    new: "UICollectionViewCell")

  /// A collection view's supplementary callback dequeuing as `provider header|footer` says.
  static let supplementaryProvision = """
    guard let provider = supplementaryProviders[kind] else {
          return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
        }
        if provider.returnsNew { return UICollectionReusableView() }
        if provider.dequeuesTwice {
          _ = collectionView.dequeueReusableSupplementaryView(
            ofKind: provider.kind ?? kind, withReuseIdentifier: provider.identifier, for: indexPath)
        }
        return collectionView.dequeueReusableSupplementaryView(
          ofKind: provider.kind ?? kind, withReuseIdentifier: provider.identifier, for: indexPath)
    """
}
