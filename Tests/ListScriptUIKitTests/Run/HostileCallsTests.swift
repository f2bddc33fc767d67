import Foundation
import HeadlessUIKit
import ListScriptUIKit
import TestSupport
import Testing

/// App code's mistakes with extreme values end as UIKit's exceptions (or the model's errors),
/// never as a trap of the test process: negative and huge indexes, calls on a dead view, calls
/// without a data source, a data source whose counts are negative.
@MainActor struct HostileCallsTests {
  @Test(arguments: 0..<40) func extremeCallsNeverTrap(seed: Int) {
    print("HostileCallsTests seed \(seed)")
    var random = TestRandom(seed: UInt64(seed))
    let extremes = [-1, 0, 1, 2, 7, 999, 1_000_000, Int(Int32.max)]
    func any() -> Int { extremes.randomElement(using: &random)! }
    func path() -> IndexPath { IndexPath(row: any(), section: any()) }
    for profile in [UIKitProfile.ios15, .ios26] {
      do {
        try Headless.run(on: profile) {
          let source = SectionsDataSource([["a", "b"], ["c"]])
          let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
          table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
          if Bool.random(using: &random) { table.dataSource = source }
          let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667),
            collectionViewLayout: UICollectionViewFlowLayout())
          view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
          for _ in 0..<8 {
            switch Int.random(in: 0...11, using: &random) {
            case 0: table.insertRows(at: [path()], with: .fade)
            case 1: table.deleteRows(at: [path(), path()], with: .fade)
            case 2: table.moveRow(at: path(), to: path())
            case 3: table.insertSections(IndexSet([abs(any() % 5000)]), with: .fade)
            case 4: table.scrollToRow(at: path(), at: .middle, animated: false)
            case 5: table.selectRow(at: path(), animated: false, scrollPosition: .top)
            case 6: table.setContentOffset(CGPoint(x: 0, y: Double(any())), animated: false)
            case 7: _ = table.cellForRow(at: path())
            case 8: view.insertItems(at: [path()])
            case 9: view.scrollToItem(at: path(), at: .top, animated: false)
            case 10: _ = view.layoutAttributesForItem(at: path())
            default: table.reloadData()
            }
            Headless.endTurn()
          }
        }
      } catch let exception as HeadlessException {
        // What ended the run names itself: UIKit's exception or the model's error.
        #expect(!exception.reason.isEmpty)
        #expect(exception.profile == profile)
      } catch {
        Issue.record("not a HeadlessException: \(error)")
      }
    }
  }
}
