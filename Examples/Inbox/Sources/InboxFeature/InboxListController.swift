import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import ListScriptUIKit
#endif

/// The inbox on a table with a classic data source: each server page becomes one batch of
/// updates, planned from the messages shown to the messages received.
@MainActor public final class InboxListController: NSObject, UITableViewDataSource {
  /// The messages the table shows, in order.
  public private(set) var messages: [Message] = []
  public let tableView: UITableView
  let planner: InboxPlanning

  public init(tableView: UITableView, planner: InboxPlanning = InboxPlanner()) {
    self.tableView = tableView
    self.planner = planner
    super.init()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
    tableView.dataSource = self
  }

  /// The server's latest first page: the list becomes it, animated.
  public func show(_ page: [Message]) {
    update(to: page)
  }

  /// The next page, below what is shown.
  ///
  /// Pages overlap when mail arrived in between: a message already shown is not shown twice.
  public func append(_ page: [Message]) {
    let shown = Set(messages.map(\.id))
    update(to: messages + page.filter { !shown.contains($0.id) })
  }

  /// Marks a message read where it is.
  public func markRead(_ id: String) {
    update(to: messages.map { $0.id == id ? Self.read($0) : $0 })
  }

  static func read(_ message: Message) -> Message {
    var message = message
    message.isUnread = false
    return message
  }

  func update(to new: [Message]) {
    let batch = planner.plan(from: messages, to: new)
    guard !batch.isEmpty else {
      messages = new
      return
    }
    tableView.performBatchUpdates {
      // The model changes inside the batch, before the table counts its rows at the end.
      self.messages = new
      let path = { (row: Int) in IndexPath(row: row, section: 0) }
      self.tableView.deleteRows(at: batch.deletes.map(path), with: .fade)
      self.tableView.insertRows(at: batch.inserts.map(path), with: .fade)
      self.tableView.reloadRows(at: batch.reloads.map(path), with: .none)
      for move in batch.moves { self.tableView.moveRow(at: path(move.from), to: path(move.to)) }
    }
  }

  // MARK: - UITableViewDataSource

  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
    let message = messages[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = message.title
    content.secondaryText = message.sender
    cell.contentConfiguration = content
    return cell
  }
}
