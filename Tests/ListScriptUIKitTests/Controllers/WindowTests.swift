import Foundation
import HeadlessUIKit
import ListScriptUIKit
import Testing

/// A cell that lays its label out from its content view's bounds.
@MainActor final class LabelCell: UITableViewCell {
  let label = UILabel()

  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) { return nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds.insetBy(dx: 16, dy: 4)
  }
}

@MainActor final class AppearanceController: UITableViewController {
  var appearances: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(LabelCell.self, forCellReuseIdentifier: "Label")
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { tableView.dequeueReusableCell(withIdentifier: "Label", for: indexPath) }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances.append("willAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearances.append("didAppear")
  }
}

@MainActor struct WindowTests {
  /// A window sizes its root's view (through a navigation controller, with autoresizing), the
  /// controller hears it appear, and each cell is laid out at its row's frame.
  @Test func aWindowHostsANavigationStack() throws {
    try Headless.run(on: .ios18) {
      let controller = AppearanceController(style: .plain)
      let navigation = UINavigationController(rootViewController: controller)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      Headless.endTurn()
      #expect(controller.appearances == ["willAppear", "didAppear"])
      #expect(controller.navigationController === navigation)
      #expect(controller.tableView.frame.size == CGSize(width: 390, height: 844))
      let cell = try #require(
        controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? LabelCell)
      #expect(cell.frame == CGRect(x: 0, y: 44, width: 390, height: 44))
      #expect(cell.label.frame == CGRect(x: 16, y: 4, width: 358, height: 36))
      withExtendedLifetime(window) {}
    }
  }

  /// A view made outside any run joins the run of its first call: its profile, its turns.
  @Test func aViewMadeOutsideARunJoinsTheRunItIsUsedIn() throws {
    let controller = AppearanceController(style: .plain)
    let exception = #expect(throws: HeadlessException.self) {
      try Headless.run(on: .ios15) {
        controller.loadViewIfNeeded()
        Headless.endTurn()
        #expect(controller.tableView.visibleCells.count == 3)
        controller.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      }
    }
    #expect(exception?.profile == .ios15)
  }
}
