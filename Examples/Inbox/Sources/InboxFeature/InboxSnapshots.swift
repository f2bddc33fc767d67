import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import ListScriptUIKit
#endif

/// The inbox on a diffable data source: the snapshot holds message ids, the messages live in a
/// store, and a message whose content changed is reconfigured (its id did not change, so a
/// diff alone would leave its cell as it was).
@MainActor public final class InboxSnapshotController {
  public enum Section: Hashable, Sendable { case unread, read }

  public private(set) var store: [String: Message] = [:]
  public let dataSource: UITableViewDiffableDataSource<Section, String>

  public init(tableView: UITableView) {
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
    var lookup: (String) -> Message? = { _ in nil }
    dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, id in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = lookup(id)?.title
      cell.contentConfiguration = content
      return cell
    }
    lookup = { [unowned self] id in self.store[id] }
  }

  /// Shows `messages`: unread first, then read, each in the server's order.
  ///
  /// Messages the server sends twice (overlapping pages) are shown once.
  public func show(_ messages: [Message]) {
    var seen = Set<String>()
    let unique = messages.filter { seen.insert($0.id).inserted }
    let changed = unique.filter { store[$0.id] != nil && store[$0.id] != $0 }.map(\.id)
    for message in unique { store[message.id] = message }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.unread, .read])
    snapshot.appendItems(unique.filter(\.isUnread).map(\.id), toSection: .unread)
    snapshot.appendItems(unique.filter { !$0.isUnread }.map(\.id), toSection: .read)
    let shown = Set(dataSource.snapshot().itemIdentifiers)
    snapshot.reconfigureItems(changed.filter { shown.contains($0) })
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}
