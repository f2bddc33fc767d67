import ListDiff

/// Where a cell is.
public enum CellRole: Equatable, Sendable {
  /// On screen, bound to a visible row.
  case visible
  /// Hidden, configured and bound to a row next to the visible ones (iOS 15 and later).
  case prepared
  /// In the reuse pool, bound to no row.
  case pooled
  /// Held by the app, outside the view: dequeued and never returned to it (a sizing cell, a
  /// second dequeue for one request, a cell replaced by one made with `init`).
  case held
}

/// A table-view cell: a stable id, the row it is bound to and what it shows.
public struct Cell<Item: TableItem>: Equatable, Sendable {
  /// Where a cell is: visible, prepared or in the reuse pool.
  public typealias Role = CellRole

  /// The cell's number, in creation order (`c1`, `c2`, …).
  public let id: Int
  /// The row the cell is bound to, or `nil` in the pool.
  public let indexPath: ListIndexPath?
  /// The item `cellForRowAt` configured the cell with; `nil` for a cell never configured.
  public let item: Item?
  /// The editing state the cell shows.
  public let editing: Bool
  /// The selection state the cell shows.
  public let selected: Bool
  /// Where the cell is.
  public let role: Role
  /// Whether it shows a checkmark.
  public let checkmark: Bool

  @inlinable init(_ record: CellRecord, item: Item? = nil) {
    id = record.id
    indexPath = record.indexPath
    self.item = item
    editing = record.editing
    selected = record.selected
    role = record.role
    checkmark = record.checkmark
  }

  /// The cell's name as traces print it: `c3`.
  @inlinable public var name: String { "c\(id)" }
  /// Whether the cell is hidden (every cell that is not visible).
  @inlinable public var isHidden: Bool { role != .visible }
  /// What the cell displays: its item's `displayed`.
  @inlinable public var displayed: Item? { item?.displayed }
}

/// What the table keeps of a cell besides its item (kept apart, so that the table's cell
/// bookkeeping does not depend on the item type).
@usableFromInline struct CellRecord: Equatable, Sendable {
  @usableFromInline let id: Int
  @usableFromInline var indexPath: ListIndexPath?
  @usableFromInline var editing = false
  @usableFromInline var selected = false
  @usableFromInline var role = CellRole.pooled
  /// Whether the cell object shows a checkmark (`CellProvision.leavesCheckmarks`).
  @usableFromInline var checkmark = false
  /// The reuse identifier it was dequeued with; `nil` when registration is not modelled.
  @usableFromInline var identifier: String?

  @inlinable init(id: Int, identifier: String? = nil) {
    self.id = id
    self.identifier = identifier
  }
}

/// What the table reports about the cell it holds for a row: `cellForRow(at:)` as a value.
public struct CellState<Item: TableItem>: Equatable, Sendable {
  /// The cell's id (`c3` is 3).
  public var id: Int
  /// The row the cell is bound to.
  public var indexPath: ListIndexPath
  /// What it displays.
  public var text: Item?
  /// The editing state it shows.
  public var editing: Bool
  /// The selection state it shows.
  public var selected: Bool
  /// Whether it is hidden (a prepared cell).
  public var hidden: Bool
  /// Whether what it shows differs from what `cellForRowAt` would produce now.
  public var stale: Bool
  /// Whether it shows a checkmark.
  public var checkmark = false

  @inlinable init(
    id: Int, indexPath: ListIndexPath, text: Item? = nil, editing: Bool, selected: Bool,
    hidden: Bool,
    stale: Bool
  ) {
    self.id = id
    self.indexPath = indexPath
    self.text = text
    self.editing = editing
    self.selected = selected
    self.hidden = hidden
    self.stale = stale
  }
}

/// Why a collection view read its data source's counts when a batch started.
public enum CountsReading: Equatable, Sendable {
  /// It was never laid out: it had not read its data source yet.
  case neverLaidOut
  /// A `reloadData()` was pending: its counts were invalid.
  case reloadPending
  /// It is not in a window: a batch's start validates its counts against the data source
  /// (rdar://15262692: "When the collection view is not visible (ie. collectionView.window ==
  /// nil), the start of performBatchUpdates:completion: would call the collection view's private
  /// _validateItemCounts method").
  case notInWindow

  /// `it was never laid out` / `a reloadData was pending` / `it was not in a window`.
  @inlinable public var phrase: String {
    switch self {
    case .neverLaidOut: "it was never laid out"
    case .reloadPending: "a reloadData was pending"
    case .notInWindow: "it was not in a window"
    }
  }
}
