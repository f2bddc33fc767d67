import Foundation

// The examples of the ListScriptUIKit catalogue (`Sources/ListScriptUIKit/ListScriptUIKit.docc`),
// each as the page shows it; `DocCExampleTests` checks that they are here. The import is the
// one app code writes: UIKit where it exists, the headless module elsewhere.

#if canImport(UIKit)
  import UIKit
#else
  import ListScriptUIKit
#endif

/// An app's data source: the titles of its rows.
@MainActor final class Titles: NSObject, UITableViewDataSource {
  var titles = ["Inbox", "Drafts"]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = titles[indexPath.row]
    return cell
  }
}

@MainActor func insertWithoutTheModel(on profile: UIKitProfile) {
  do {
    try Headless.run(on: profile) {
      let titles = Titles()
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
      table.dataSource = titles
      table.reloadData()
      // The app forgot to add the row to its model first:
      table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    }
  } catch let exception as HeadlessException {
    print(exception.profile, exception.name)  // ios17 NSInternalInconsistencyException
    print(exception.reason.prefix(38))  // attempt to insert row 2 into section 0
  } catch {}
}

@MainActor func applyingSnapshots() throws {
  try Headless.run(on: .ios18) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    let source = UITableViewDiffableDataSource<Int, String>(tableView: table) {
      table, indexPath, title in
      let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = title
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Inbox", "Drafts", "Sent"])
    source.apply(snapshot, animatingDifferences: false)
    Headless.endTurn()  // the run loop's turn ends: the table lays out
    print(table.visibleCells.compactMap(\.textLabel?.text))  // ["Inbox", "Drafts", "Sent"]
  }
}
