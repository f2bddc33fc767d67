import Foundation
import HeadlessUIKit
import ListScriptUIKit
import Testing

@MainActor struct DiffableDataSourceTests {
  enum Section: Hashable, Sendable { case main }

  static func makeSource(_ table: UITableView) -> UITableViewDiffableDataSource<Section, Int> {
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    return UITableViewDiffableDataSource(tableView: table) { table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = "item \(item)"
      return cell
    }
  }

  static func table() -> UITableView {
    UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), style: .plain)
  }

  /// A snapshot applied shows its items through the app's cell provider; a second apply moves
  /// the cells with their items, and the completion runs at the end of the turn.
  @Test func appliedSnapshotsShowTheirItems() throws {
    try Headless.run(on: .ios17) {
      let table = Self.table()
      let source = Self.makeSource(table)
      var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
      snapshot.appendSections([.main])
      snapshot.appendItems(Array(0..<20))
      source.apply(snapshot, animatingDifferences: false)
      Headless.endTurn()
      #expect(table.visibleCells.map(\.textLabel?.text) == (0..<7).map { "item \($0)" })
      let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
      var next = source.snapshot()
      next.deleteItems([0])
      var completed = false
      source.apply(next) { completed = true }
      #expect(!completed)
      Headless.endTurn()
      #expect(completed)
      #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
      #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 0)) == 1)
      #expect(source.indexPath(for: 5) == IndexPath(row: 4, section: 0))
    }
  }

  /// A duplicate identifier raises the profile's text, as the language's scenario does.
  @Test(arguments: [UIKitProfile.ios14, .ios15, .ios17, .ios26])
  func duplicateIdentifiersRaise(profile: UIKitProfile) {
    var raised: String?
    do {
      try Headless.run(on: profile) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1, 2, 2])
      }
    } catch {
      raised = "\(error)"
    }
    let reference = LanguageReference.run(
      """
      diffable
      let s = snapshot()
      s.appendSections(["main"])
      s.appendItems([1, 2, 2])
      """, on: profile)
    #expect(raised != nil)
    #expect(raised == reference.error)
  }

  /// The table's own row calls raise once a diffable data source feeds it.
  @Test func theTablesOwnCallsRaise() {
    var raised: HeadlessException?
    do {
      try Headless.run(on: .ios18) {
        let table = Self.table()
        let source = Self.makeSource(table)
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1, 2])
        source.apply(snapshot)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      }
    } catch let error as HeadlessException {
      raised = error
    } catch {}
    let reference = LanguageReference.run(
      """
      table
      diffable
      let s = snapshot()
      s.appendSections(["main"])
      s.appendItems([1, 2])
      apply s
      insert rows 0
      """, on: .ios18)
    #expect(raised?.description == reference.error)
    #expect(raised?.description.hasPrefix("NSInternalInconsistencyException") == true)
  }

  /// A cell provider that returns no cell raises UIKit's text.
  @Test func aProviderReturningNoCellRaises() {
    #expect(throws: HeadlessException.self) {
      try Headless.run(on: .ios17) {
        let table = Self.table()
        let source = UITableViewDiffableDataSource<Section, Int>(tableView: table) { _, _, _ in
          nil
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1])
        source.apply(snapshot)
      }
    }
  }
}
