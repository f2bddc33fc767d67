import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// The diff engine's changesets, each as one batch through the table model.
///
/// Each batch of deletes, inserts and moves is one UIKit accepts, and it leaves the cells
/// showing the new list. The items are plain strings (`String` is a `TableItem`).
@Suite struct ChangesetBatchTests {
  /// Each changeset, as one batch of deletes, inserts and moves, is valid for the table model
  /// and leaves the cells showing the new list.
  @Test func changesetsAreValidBatches() throws {
    let all = SmallCases.sequences(upTo: 4, over: ["a", "b", "c"])
    for old in all {
      for new in all {
        let c = Differ.diff(from: old, to: new, identity: { $0 }, contentEquals: ==)
        var data = DataSource<String>(sections: [old])
        var table = TableView<String>(platform: .ios15)
        try table.endTurn(data)
        data.setItems(new)
        table.beginUpdates(data)
        try table.perform(.deleteRows(c.deletes.map { ListIndexPath(0, $0) }), data)
        try table.perform(.insertRows(c.inserts.map { ListIndexPath(0, $0) }), data)
        for m in c.moves {
          try table.perform(.moveRow(ListIndexPath(0, m.from), ListIndexPath(0, m.to)), data)
        }
        do {
          try table.endUpdates(data)
        } catch {
          Issue.record("\(old) -> \(new): \(error.message)")
          return
        }
        try table.endTurn(data)
        #expect(
          table.visibleCells.map(\.displayed) == new,
          "\(old) -> \(new)")
      }
    }
  }
}
