import Foundation
import HeadlessUIKit
import ListScriptUIKit
import Testing

/// A table delegate with section header and footer heights of its own.
@MainActor final class BandsDelegate: UITableViewDelegate {
  var header: CGFloat
  var footer: CGFloat

  init(header: CGFloat, footer: CGFloat) {
    self.header = header
    self.footer = footer
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    header
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    footer
  }
}

/// What running the tests `emit swift --headless` writes found in the API, each pinned here:
/// every one of them once made a scenario's test disagree with the scenario.
@MainActor struct EmittedFindingsTests {
  /// A test's local data source outlives the body.
  ///
  /// The layout pass at the run's end still has it to ask (UIKit holds it weakly; the app's
  /// controller owns it). Without that, the table read no rows and the reload raised.
  @Test func aLocalDataSourceIsThereAtTheRunsEnd() {
    #expect(throws: Never.self) {
      try Headless.run(on: .ios17) {
        // Only the table refers to the data source (weakly).
        let table = makeTable(TitlesDataSource(["a", "b"]))
        table.layoutIfNeeded()
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "b")
      }
    }
  }

  /// A delegate's section header and footer heights are laid out (section 0's for every one).
  @Test(arguments: [(30.0, 20.0), (0.0, 0.0), (12.5, 0.0)])
  func sectionHeaderHeightsComeFromTheDelegate(header: Double, footer: Double) throws {
    try Headless.run(on: .ios15) {
      let source = SectionsDataSource([
        (0..<10).map(String.init), (10..<20).map(String.init), (20..<30).map(String.init),
      ])
      let delegate = BandsDelegate(header: header, footer: footer)
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 220), style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
      table.dataSource = source
      table.delegate = delegate
      table.layoutIfNeeded()
      table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top, animated: false)
      // The row's header stays pinned above it: the offset stops that header's height short.
      #expect(Double(table.contentOffset.y) == header + 440 + footer)
      #expect(
        Double(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY) == 2 * header + 440
          + footer)
    }
  }

  /// `allowsSelection` and `allowsMultipleSelection` are two switches: turning one off and the
  /// other back does not allow selection again.
  @Test func selectionSwitchesAreKeptApart() throws {
    try Headless.run(on: .ios17) {
      let table = makeTable(TitlesDataSource((0..<5).map(String.init)))
      table.layoutIfNeeded()
      table.allowsSelection = false
      table.allowsMultipleSelection = false
      #expect(!table.allowsSelection)
      table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
      #expect(table.indexPathsForSelectedRows ?? [] == [])
      table.allowsSelection = true
      table.allowsMultipleSelection = true
      table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
      table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
      #expect(table.indexPathsForSelectedRows?.count == 2)
    }
  }

  /// From iOS 15 `cellForRow(at:)` returns a prepared cell too, hidden until it scrolls in;
  /// before, only visible ones.
  @Test(arguments: [UIKitProfile.ios14, .ios15, .ios17])
  func preparedCellsAreReturnedAndHidden(profile: UIKitProfile) throws {
    try Headless.run(on: profile) {
      let table = makeTable(TitlesDataSource((0..<30).map(String.init)))
      table.layoutIfNeeded()
      table.contentOffset.y = 440
      table.layoutIfNeeded()
      let visible = table.indexPathsForVisibleRows ?? []
      let below = IndexPath(row: (visible.last?.row ?? 0) + 1, section: 0)
      let cell = table.cellForRow(at: below)
      if profile == .ios14 {
        #expect(cell == nil)
      } else {
        let prepared = try #require(cell, "row \(below.row) is prepared on \(profile)")
        #expect(prepared.isHidden)
        table.contentOffset.y += 44
        table.layoutIfNeeded()
        #expect(!prepared.isHidden)
        #expect(table.cellForRow(at: below) === prepared)
      }
    }
  }

  /// A data source set to nil keeps the table's counts, and the next cell it needs raises
  /// UIKit's text.
  @Test func aDataSourceTakenAwayRaisesAtTheNextCell() throws {
    let raised = #expect(throws: HeadlessException.self) {
      try Headless.run(on: .ios17) {
        let source = TitlesDataSource(["a", "b"])
        let table = makeTable(source)
        table.layoutIfNeeded()
        table.dataSource = nil
        #expect(table.numberOfRows(inSection: 0) == 2)
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
      }
    }
    #expect(raised?.reason.contains("dataSource is not set") == true)
  }

  /// A collection view whose data source dequeues two cells and returns one raises from iOS 18;
  /// before, it is tolerated.
  @Test(arguments: [UIKitProfile.ios17, .ios18])
  func aSecondDequeuedCellIsNeverReturned(profile: UIKitProfile) throws {
    @MainActor final class Twice: UICollectionViewDataSource {
      func collectionView(_ c: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
      func collectionView(_ c: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        _ = c.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        return c.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      }
    }
    let run = {
      try Headless.run(on: profile) {
        let view = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 375, height: 300),
          collectionViewLayout: UICollectionViewFlowLayout())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = Twice()
        view.dataSource = source
        view.layoutIfNeeded()
      }
    }
    if profile == .ios18 {
      let raised = #expect(throws: HeadlessException.self) { try run() }
      #expect(raised?.reason.hasPrefix("Expected dequeued view to be returned") == true)
    } else {
      #expect(throws: Never.self) { try run() }
    }
  }

  /// A table cell dequeued for an index path outside a request, then again by the data source
  /// for that path, raises UIKit's text for dequeuing twice.
  @Test func aStrayDequeueForTheSamePathRaises() throws {
    let raised = #expect(throws: HeadlessException.self) {
      try Headless.run(on: .ios15) {
        let table = makeTable(TitlesDataSource(["a"]))
        table.layoutIfNeeded()
        _ = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
      }
    }
    #expect(raised?.reason.hasPrefix("Attempted to dequeue multiple cells") == true)
  }
}
