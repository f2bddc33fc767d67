import HeadlessUIKit

/// A table-state query: a name that reads the table when no variable of that name is in scope.
///
/// Public because `emit swift` turns an `assert` on one into UIKit's check (`RecordedStep`).
public enum Query: String, CaseIterable, Sendable {
  /// What the visible cells display, top to bottom.
  case visible
  /// The visible rows' index paths, ascending (`indexPathsForVisibleRows`); a table's only.
  case visibleRows
  /// A record per visible cell, top to bottom.
  case visibleCells
  /// The visible rows, then the prepared ones, ascending; a table's only.
  case mountedRows
  /// The rows with a hidden, prepared cell, ascending; a table's only.
  case preparedRows
  /// The selected rows, ascending; a table's only.
  case selectedRows
  /// The cell at a row, as a record, or `nil` (`cellForRow(at:)`, `cellForItem(at:)`); takes the
  /// row.
  case cell
  /// The data source's items in a section, 0 unless given.
  case data
  /// The number of sections the view knows.
  case sections
  /// The number of rows the table knows in a section, 0 unless given; a table's only.
  case rows
  /// The content offset (`contentOffset.y`).
  case offset
  /// The content's height (`contentSize.height`).
  case contentHeight
  /// What the first visible cell displays, or `nil`.
  case top
  /// The height of a row; takes the row.
  case height
  /// A row's frame in content coordinates, as a record (`rectForRow(at:)`); takes the row.
  case rect
  /// The height cache's hits and misses since the table was created, as a record.
  case cache
  /// The cells made, reused, queued for reuse and held by the app, as a record.
  case reuse
  /// The message of the last error an `expect error` block caught.
  case error
  /// Whether the view is in editing mode.
  case editing
  /// The visible items' index paths, ascending (`indexPathsForVisibleItems`); a collection
  /// view's only.
  case visibleItems
  /// The items with a hidden, prepared cell, ascending; a collection view's only.
  case preparedItems
  /// The visible items, then the prepared ones, ascending; a collection view's only.
  case mountedItems
  /// The selected items, ascending; a collection view's only.
  case selectedItems
  /// The number of items in a section (`numberOfItems(inSection:)`), 0 unless given; a collection
  /// view's only.
  case items
  /// A diffable data source's snapshot: `dataSource.snapshot()`.
  case currentSnapshot
  /// A section header's frame where it shows, pinned or not, as a record, or `nil` when section
  /// headers have no height (`layoutAttributesForSupplementaryElement(ofKind:at:)?.frame`);
  /// takes the section.
  case headerRect
  /// A section footer's frame where it shows, pinned or not, as a record, or `nil` when section
  /// footers have no height; takes the section.
  case footerRect
  /// The sections whose headers overlap the viewport, ascending
  /// (`indexPathsForVisibleSupplementaryElements(ofKind:)`).
  case visibleHeaders
  /// A LazyVStack's view in memory, as a record: how many times it was made and appeared,
  /// whether it is alive and on screen; takes the view's identity.
  case lifecycle

  /// How many arguments it takes.
  var arity: ClosedRange<Int> {
    switch self {
    case .cell, .height, .rect, .headerRect, .footerRect, .lifecycle: 1...1
    case .data, .rows, .items: 0...1
    case .visible, .visibleRows, .visibleCells, .mountedRows, .preparedRows, .selectedRows,
      .sections, .offset, .contentHeight, .top, .cache, .reuse, .error, .editing, .visibleItems,
      .preparedItems, .mountedItems, .selectedItems, .currentSnapshot, .visibleHeaders:
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
      .rect, .cache, .reuse, .error, .editing, .currentSnapshot, .headerRect, .footerRect,
      .visibleHeaders, .lifecycle:
      nil
    }
  }
}
