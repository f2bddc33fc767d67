import HeadlessUIKit

/// A table-state query: a name that reads the table when no variable of that name is in scope.
///
/// Public because `emit swift` turns an `assert` on one into UIKit's check (`RecordedStep`).
public enum Query: String, CaseIterable, Sendable {
  case visible, visibleRows, visibleCells, mountedRows, preparedRows, selectedRows, cell, data
  case sections, rows, offset, contentHeight, top, height, rect, cache, error, editing
  case visibleItems, preparedItems, mountedItems, selectedItems, items
  /// A diffable data source's snapshot: `dataSource.snapshot()`.
  case currentSnapshot

  /// How many arguments it takes.
  var arity: ClosedRange<Int> {
    switch self {
    case .cell, .height, .rect: 1...1
    case .data, .rows, .items: 0...1
    case .visible, .visibleRows, .visibleCells, .mountedRows, .preparedRows, .selectedRows,
      .sections, .offset, .contentHeight, .top, .cache, .error, .editing, .visibleItems,
      .preparedItems, .mountedItems, .selectedItems, .currentSnapshot:
      0...0
    }
  }

  /// The kind of view the query reads (`visibleRows` a table, `visibleItems` a collection
  /// view), and the query of the other kind; `nil` for the queries both answer.
  var view: (noun: ViewNoun, other: Query)? {
    switch self {
    case .visibleRows: (.table, .visibleItems)
    case .mountedRows: (.table, .mountedItems)
    case .preparedRows: (.table, .preparedItems)
    case .selectedRows: (.table, .selectedItems)
    case .rows: (.table, .items)
    case .visibleItems: (.collection, .visibleRows)
    case .mountedItems: (.collection, .mountedRows)
    case .preparedItems: (.collection, .preparedRows)
    case .selectedItems: (.collection, .selectedRows)
    case .items: (.collection, .rows)
    case .visible, .visibleCells, .cell, .data, .sections, .offset, .contentHeight, .top, .height,
      .rect, .cache, .error, .editing, .currentSnapshot:
      nil
    }
  }
}
