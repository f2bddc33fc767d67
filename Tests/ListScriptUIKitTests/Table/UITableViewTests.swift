import Foundation
import HeadlessUIKit
import ListScriptUIKit
import Testing

/// An app's data source as app code writes it: an array of titles, one section.
@MainActor final class TitlesDataSource: UITableViewDataSource {
  var titles: [String]
  /// Which identifier `cellForRowAt` dequeues; `nil` makes a cell without dequeuing.
  var identifier: String? = "Cell"

  init(_ titles: [String]) { self.titles = titles }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      identifier.map { tableView.dequeueReusableCell(withIdentifier: $0, for: indexPath) }
      ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = titles[indexPath.row]
    return cell
  }
}

@MainActor func makeTable(_ dataSource: TitlesDataSource) -> UITableView {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 220), style: .plain)
  table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
  table.dataSource = dataSource
  return table
}

@MainActor struct UITableViewTests {
  /// The cells the app's data source makes are the ones the table shows, configured by the
  /// app's own code, and reused as rows scroll off.
  @Test func theAppsCellsAreShownAndReused() throws {
    try Headless.run(on: .ios17) {
      let source = TitlesDataSource((0..<40).map { "row \($0)" })
      let table = makeTable(source)
      table.reloadData()
      #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(0..<5))
      #expect(table.visibleCells.map(\.textLabel?.text) == (0..<5).map { "row \($0)" })
      let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
      table.setContentOffset(CGPoint(x: 0, y: 44 * 20), animated: false)
      #expect(table.indexPathsForVisibleRows?.first?.row == 20)
      // Some cell that left the screen came back for a row that came on.
      #expect(table.visibleCells.contains { $0 === first })
      #expect(table.indexPath(for: first).map(\.row).map { $0 >= 20 } == true)
    }
  }

  /// The classic crash: the table told of a row the data source does not have, with UIKit's text
  /// for the profile, the batch's notes, and the trace up to it.
  @Test(arguments: [UIKitProfile.ios15, .ios16, .ios17, .ios18, .ios26])
  func anInsertTheModelDidNotMakeRaises(profile: UIKitProfile) {
    var raised: HeadlessException?
    do {
      try Headless.run(on: profile) {
        let source = TitlesDataSource(["a", "b"])
        let table = makeTable(source)
        table.reloadData()
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        // The app's code goes on; the dead table does nothing more.
        table.reloadData()
      }
    } catch let error as HeadlessException {
      raised = error
    } catch {
      Issue.record("\(error)")
    }
    let reference = LanguageReference.run(
      """
      platform \(profile.rawValue)
      table
      data ["a", "b"]
      insert rows 0
      """, on: profile)
    #expect(reference.error != nil)
    #expect(raised?.description == reference.error)
    #expect(raised?.profile == profile)
    // The trace ends with the call that raised, then the exception.
    let trace = raised?.trace ?? []
    #expect(trace.dropLast().last?.hasPrefix("insertRows(at:") == true, "\(trace)")
    #expect(trace.last == "raised: \(raised?.description ?? "")")
    if profile == .ios15 { print(raised?.report ?? "") }
    #expect(raised?.notes.isEmpty == false)
  }

  /// Asking for the rows of a section the table does not have raises UIKit's assertion, as the
  /// language's `rows(S)` does; the app's code gets 0 and goes on.
  @Test(arguments: [1, 5])
  func rowsPastTheSectionsRaise(section: Int) {
    var raised: HeadlessException?
    var answer = -1
    do {
      try Headless.run(on: .ios18) {
        let table = makeTable(TitlesDataSource(["a"]))
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 1)
        answer = table.numberOfRows(inSection: section)
      }
    } catch let error as HeadlessException {
      raised = error
    } catch {
      Issue.record("\(error)")
    }
    let reference = LanguageReference.run(
      "platform ios18\ntable\ndata [\"a\"]\nprint rows(\(section))\n", on: .ios18)
    #expect(answer == 0)
    #expect(
      raised?.description
        == "NSInternalInconsistencyException: Requested the number of rows for section (\(section)) which is out of bounds."
    )
    #expect(raised?.description == reference.error)
  }

  /// The model changed first and the table told inside one batch: no exception.
  @Test func aBatchThatMatchesTheModelCommits() throws {
    try Headless.run(on: .ios18) {
      let source = TitlesDataSource(["a", "b", "c"])
      let table = makeTable(source)
      table.reloadData()
      var completed = false
      table.performBatchUpdates {
        source.titles.remove(at: 0)
        source.titles.append("d")
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
      } completion: {
        completed = $0
      }
      // The completion waits for the end of the run-loop turn, after the layout.
      #expect(!completed)
      Headless.endTurn()
      #expect(completed)
      #expect(table.numberOfRows(inSection: 0) == 3)
      #expect(table.visibleCells.map(\.textLabel?.text) == ["b", "c", "d"])
    }
  }

  /// A cell the data source made without dequeuing: a table tolerates it on every profile.
  @Test func aTableToleratesACellNotDequeued() throws {
    try Headless.run(on: .ios18) {
      let source = TitlesDataSource(["a"])
      source.identifier = nil
      let table = makeTable(source)
      table.reloadData()
      #expect(table.visibleCells.count == 1)
    }
  }

  /// Dequeuing an identifier never registered raises UIKit's text.
  @Test func anUnregisteredIdentifierRaises() {
    #expect(throws: HeadlessException.self) {
      try Headless.run(on: .ios17) {
        let source = TitlesDataSource(["a"])
        source.identifier = "Missing"
        makeTable(source).reloadData()
      }
    }
  }

  /// A dequeue with an index path the table does not have, outside a request (a data source's
  /// test, before the table has its data: openradar 13213361), raises UIKit's rect text, as
  /// the language's `dequeue ID at P` does.
  @Test func aDequeueForARowTheTableLacksRaises() {
    var raised: HeadlessException?
    do {
      try Headless.run(on: .ios17) {
        let table = makeTable(TitlesDataSource(["a"]))
        table.reloadData()
        _ = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
        _ = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 1, section: 0))
      }
    } catch let error as HeadlessException {
      raised = error
    } catch {
      Issue.record("\(error)")
    }
    let reference = LanguageReference.run(
      "platform ios17\ntable\nregister cell \"Cell\"\ndata [\"a\"]\ndequeue \"Cell\" at 0:0\ndequeue \"Cell\" at 0:1\n",
      on: .ios17)
    #expect(
      raised?.description
        == "NSInternalInconsistencyException: request for rect at invalid index path ({length = 2, path = 0 - 1})"
    )
    #expect(raised?.description == reference.error)
  }

  /// A data source that hands out one cached cell for every row: the cell shows in one place,
  /// the last row that asked for it, and the trace says so.
  @Test func aCellReturnedForTwoRowsShowsOnce() throws {
    final class Cached: UITableViewDataSource {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      { cell }
    }
    let cached = Cached()
    try Headless.run(on: .ios18) {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
      table.dataSource = cached
      table.reloadData()
      #expect(table.visibleCells.count == 1)
      #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cached.cell)
      #expect(Headless.trace.contains { $0.contains("returned the cell of another row") })
    }
  }
}
