import ListScript

@testable import HeadlessUIKit
@testable import ListDiff

/// A data source and a table driven statement by statement, as a scenario drives them: each
/// `step` runs its body and then ends the run-loop turn (appearance and layout).
struct Scene {
  var data = DataSource<Value>()
  var table: TableView<Value>

  init(
    _ platform: Platform = .ios15, width: Double = 375, height: Double = 667,
    rowHeight: Double = 44
  ) {
    var geometry = TableGeometry()
    geometry.width = width
    geometry.height = height
    geometry.rowHeight = rowHeight
    table = TableView<Value>(platform: platform, geometry: geometry)
  }

  /// One statement: the body, then the end of the run-loop turn.
  mutating func step(
    _ body: (inout TableView<Value>, inout DataSource<Value>) throws -> Void = { _, _ in }
  ) throws {
    try body(&table, &data)
    try table.endTurn(data)
  }

  /// `data [items]` as one statement.
  mutating func setData(_ items: [Value]) throws {
    try step { _, data in data.setItems(items) }
  }

  /// A lone table call as one statement.
  mutating func call(_ call: UpdateCall) throws {
    try step { table, data in try table.perform(call, data) }
  }

  /// `begin`, the calls, `end`, as one statement each.
  mutating func batch(_ calls: [UpdateCall]) throws {
    try step { table, data in table.beginUpdates(data) }
    for call in calls { try self.call(call) }
    try step { table, data in try table.endUpdates(data) }
  }

  /// What the visible cells display, top to bottom.
  var visible: [Value] { table.visibleCells.map { $0.displayed ?? .nil } }

  /// The data source's section 0.
  var items: [Value] { data.items(0) ?? [] }
}

/// Index paths in section 0.
func rows(_ r: Int...) -> [ListIndexPath] { r.map { ListIndexPath(0, $0) } }

/// Integer items.
func ints(_ r: ClosedRange<Int>) -> [Value] { r.map(Value.int) }

/// String items.
func strings(_ s: String...) -> [Value] { s.map(Value.string) }
