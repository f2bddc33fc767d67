@testable import HeadlessUIKit
@testable import ListDiff

/// A data source and a table driven statement by statement, as a scenario drives them: each
/// `step` runs its body and then ends the run-loop turn (appearance and layout).
struct Scene {
  var data = DataSource<Row>()
  var table: TableView<Row>

  init(
    _ platform: Platform = .ios15, width: Double = 375, height: Double = 667,
    rowHeight: Double = 44
  ) {
    var geometry = TableGeometry()
    geometry.width = width
    geometry.height = height
    geometry.rowHeight = rowHeight
    table = TableView<Row>(platform: platform, geometry: geometry)
  }

  /// One statement: the body, then the end of the run-loop turn.
  mutating func step(
    _ body: (inout TableView<Row>, inout DataSource<Row>) throws -> Void = { _, _ in }
  ) throws {
    try body(&table, &data)
    try table.endTurn(data)
  }

  /// `data [items]` as one statement.
  mutating func setData(_ items: [Row]) throws {
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
  var visible: [Row] { table.visibleCells.map { $0.displayed ?? "(none)" } }

  /// The data source's section 0.
  var items: [Row] { data.items(0) ?? [] }
}
