// swift-format-ignore-file: NeverForceUnwrap
// The examples unwrap what they know is there, as a reader would in a playground.

import HeadlessUIKit
import ListDiff

// The examples of the HeadlessUIKit catalogue (`Sources/HeadlessUIKit/HeadlessUIKit.docc`),
// each as the article shows it; `DocCExampleTests` checks that they are here.

/// HeadlessUIKit.md and DrivingATableView.md.
func tableViewExamples() throws {
  let data = DataSource(sections: [(1...30).map { "row \($0)" }])
  var table = TableView<String>(platform: .ios15)
  try table.endTurn(data)  // the table appears: 667 points show 16 rows of 44
  print(table.visibleRows.count, table.visibleRows.last!)  // 16 0:15

  table.scroll(to: 440, data)
  try table.endTurn(data)  // the layout follows the scroll at the turn's end
  print(table.visibleRows.first!)  // 0:10

  try table.setEditing(true, refreshing: .visible, data)
  let prepared = table.preparedRows.first!
  print(table.cellState(at: prepared, dataSource: data)!.stale)  // true: not refreshed
}

/// DrivingATableView.md: an app's own item type.
func itemExamples() throws {
  struct Message: TableItem {
    var id: Int
    var text: String
    var description: String { text }
    var identity: Message { Message(id: id, text: "") }
  }
  var data = DataSource(sections: [[Message(id: 1, text: "hi"), Message(id: 2, text: "yo")]])
  var table = TableView<Message>(platform: .ios17)
  try table.endTurn(data)
  try data.set(ListIndexPath(0, 1), to: Message(id: 2, text: "yo!"))
  print(table.cellState(at: ListIndexPath(0, 1), dataSource: data)!.stale)  // true
  try table.performBatchUpdates(dataSource: &data) { table, data in
    try table.reconfigureRows(at: [ListIndexPath(0, 1)], dataSource: data)
  }
  print(table.visibleCells.map { $0.displayed?.text ?? "-" })  // ["hi", "yo!"]
}

/// UIKitExceptions.md.
func exceptionExamples() throws {
  var data = DataSource(sections: [["a", "b", "c"]])
  var table = TableView<String>(platform: .ios17)
  try table.endTurn(data)
  do {
    try table.performBatchUpdates(dataSource: &data) { table, data in
      try data.insert("d", at: ListIndexPath(0, 3))
      // The insert is not told to the table: the counts do not add up.
    }
  } catch let error as TableError {
    print(error.message)
    print(error.notes.joined(separator: "\n"))
  }
  print(table.visibleRows.count)  // 3: a failed batch leaves the view as it was
}

/// DiffableDataSources.md.
func diffableExamples() throws {
  var snapshot = DiffableSnapshot<String>()
  _ = try snapshot.appendSections(["main"], on: .ios17)
  _ = try snapshot.appendItems(["a", "b", "c"], on: .ios17)

  var diffable = DiffableDataSource<String>()
  var table = TableView<String>(platform: .ios17)
  var data = DataSource<String>()
  _ = try diffable.apply(snapshot, mode: .animated, to: &table, data: &data)  // reloads

  var next = DiffableSnapshot<String>()
  _ = try next.appendSections(["main"], on: .ios17)
  _ = try next.appendItems(["c", "a", "d"], on: .ios17)
  let report = try diffable.apply(next, mode: .animated, to: &table, data: &data)
  print(report.changes.description.split(separator: "\n").joined(separator: "; "))
  if case .batch(let calls) = report.update {
    print(calls.map(\.description))
  }
}

/// PlanningBatches.md.
func planningExamples() throws {
  let old = [SectionSnapshot(items: ["a", "b", "c"])]
  let new = [SectionSnapshot(items: ["c", "a", "d"])]
  var data = DataSource(sections: old.map(\.items))
  var table = TableView<String>(platform: .ios17)
  try table.endTurn(data)

  let (_, batches) = Planner.plan(from: old, to: new, using: .staged)
  for batch in batches {
    print(batch.calls.map(\.description))
    try table.performBatchUpdates(dataSource: &data) { table, data in
      data.setSections(of: batch)
      for call in batch.calls { try table.perform(call, data) }
    }
  }
  print(data.items(0)!)  // ["c", "a", "d"]
}

/// HeightsAndCaches.md.
func heightExamples() throws {
  var data = DataSource(sections: [["short", String(repeating: "long text ", count: 30)]])
  var table = TableView<String>(platform: .ios15)
  table.setHeightSettings { heights in
    heights.source = .fit
    heights.cache = .indexpath
  }
  try table.endTurn(data)
  print(table.height(at: ListIndexPath(0, 0))!, table.height(at: ListIndexPath(0, 1))!)
  try table.performBatchUpdates(dataSource: &data) { table, data in
    try data.set(ListIndexPath(0, 0), to: String(repeating: "now long ", count: 30))
    try table.reloadRows(at: [ListIndexPath(0, 0)], dataSource: data)
  }
  try table.endTurn(data)
  print(table.height(at: ListIndexPath(0, 0))!)  // measured again: FD drops a reloaded row
  print(table.heights.hits, table.heights.misses)
}

/// CollectionViews.md.
func collectionExamples() throws {
  var layout = FlowLayout()
  layout.itemWidth = 100
  var data = DataSource(sections: [(1...12).map { "item \($0)" }])
  var grid = TableView<String>(platform: .ios17, kind: .collection(.flow(layout)))
  try grid.endTurn(data)
  print(layout.perLine(width: grid.geometry.width), grid.visibleRows.count)
  print(grid.horizontalExtent(of: ListIndexPath(0, 4)))
  try grid.performBatchUpdates(dataSource: &data) { grid, data in
    try data.remove(at: [ListIndexPath(0, 0)])
    try grid.deleteRows(at: [ListIndexPath(0, 0)], dataSource: data)
  }
  print(grid.visibleCells.first!.displayed ?? "-")

  var sized = FlowLayout()
  sized.itemWidth = 100
  sized.sizeForItem = true
  let tiles = DataSource(sections: [
    [Tile(id: 0, width: 200, height: 60), Tile(id: 1), Tile(id: 2)]
  ])
  var tags = TableView<Tile>(platform: .ios17, kind: .collection(.flow(sized)))
  try tags.endTurn(tiles)
  print(tags.horizontalExtent(of: ListIndexPath(0, 1)), tags.y(of: ListIndexPath(0, 1))!)
  print(tags.horizontalExtent(of: ListIndexPath(0, 2)).x)
}

/// An item of a flow layout that sizes its items: its own width and height, if it has them.
struct Tile: TableItem {
  var id: Int
  var width: Double?
  var height: Double?
  var itemWidth: Double? { width }
  var itemHeight: Double? { height }
  var description: String { "tile \(id)" }
}
