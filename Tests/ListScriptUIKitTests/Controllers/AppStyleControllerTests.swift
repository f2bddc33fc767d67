import Foundation
import HeadlessUIKit
import ListScriptUIKit
import Testing

/// A to-do list as app code writes it: a table view controller subclass that deletes on swipe,
/// selects, and loads more rows as the user nears the end.
@MainActor final class TodoListController: UITableViewController {
  var todos = (1...30).map { "Todo \($0)" }
  var selected: [String] = []
  var pagesLoaded = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Todos"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Todo")
    navigationItem.rightBarButtonItem = editButtonItem
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    todos.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Todo", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = todos[indexPath.row]
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    todos.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
      self.todos.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(todos[indexPath.row])
    tableView.deselectRow(at: indexPath, animated: true)
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let bottom = scrollView.contentOffset.y + scrollView.bounds.height
    guard bottom > scrollView.contentSize.height - 100, pagesLoaded < 2 else { return }
    pagesLoaded += 1
    let start = todos.count
    todos += (1...10).map { "More \(pagesLoaded).\($0)" }
    tableView.insertRows(
      at: (start..<todos.count).map { IndexPath(row: $0, section: 0) }, with: .automatic)
  }
}

@MainActor struct AppStyleControllerTests {
  /// The controller's table loads its rows, a swipe's action deletes one, a tap selects one,
  /// and scrolling near the end loads more through `scrollViewDidScroll`.
  @Test(arguments: [UIKitProfile.ios15, .ios17, .ios18, .ios26])
  func aTableViewControllerSubclass(profile: UIKitProfile) throws {
    try Headless.run(on: profile) {
      let controller = TodoListController(style: .plain)
      controller.loadViewIfNeeded()
      Headless.endTurn()
      let table = try #require(controller.tableView)
      #expect(table.indexPathsForVisibleRows?.count == 16)
      let swipe = controller.tableView(
        table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0))
      var done = false
      swipe?.actions.first?.handler(swipe!.actions[0], UIView()) { done = $0 }
      #expect(done)
      Headless.endTurn()
      #expect(table.numberOfRows(inSection: 0) == 29)
      let first = table.visibleCells.first?.contentConfiguration as? UIListContentConfiguration
      #expect(first?.text == "Todo 2")
      controller.tableView(table, didSelectRowAt: IndexPath(row: 2, section: 0))
      #expect(controller.selected == ["Todo 4"])
      table.setContentOffset(CGPoint(x: 0, y: table.contentSize.height - 667), animated: false)
      Headless.endTurn()
      #expect(controller.pagesLoaded == 1)
      #expect(table.numberOfRows(inSection: 0) == 39)
    }
  }

  /// The same controller, with the model changed and the table not told: UIKit's text.
  @Test func aDeleteTheModelDidNotMakeRaises() {
    #expect(throws: HeadlessException.self) {
      try Headless.run(on: .ios18) {
        let controller = TodoListController(style: .plain)
        controller.loadViewIfNeeded()
        Headless.endTurn()
        controller.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      }
    }
  }

  /// The table gives its cells the selected and editing states, as UIKit does.
  @Test func cellsShowSelectionAndEditing() throws {
    try Headless.run(on: .ios17) {
      let controller = TodoListController(style: .plain)
      let table = try #require(controller.tableView)
      Headless.endTurn()
      table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
      #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
      controller.setEditing(true, animated: false)
      #expect(table.visibleCells.allSatisfy { $0.isEditing })
      #expect(controller.editButtonItem.title == "Done")
    }
  }
}
