import ListDiff

/// Where a cell is.
public enum CellRole: Equatable, Sendable {
  /// On screen, bound to a visible row.
  case visible
  /// Hidden, configured and bound to a row next to the visible ones (iOS 15 and later).
  case prepared
  /// In the reuse pool, bound to no row.
  case pooled
}

/// A table-view cell: a stable id, the row it is bound to and what it shows.
public struct Cell<Item: TableItem>: Equatable, Sendable {
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

  @inlinable init(_ record: CellRecord, item: Item? = nil) {
    id = record.id
    indexPath = record.indexPath
    self.item = item
    editing = record.editing
    selected = record.selected
    role = record.role
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

  @inlinable init(id: Int) { self.id = id }
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

/// Something the table did that a trace can show: delegate and data-source callouts, reloads,
/// committed batches.
public enum TableEvent: Equatable, Sendable {
  /// The table appeared on screen and loaded its data.
  case appeared(sections: Int, rows: Int)
  /// `reloadData()` ran.
  case reloaded(sections: Int, rows: Int)
  /// `reloadData()` was called inside an open batch and waits for its end.
  case reloadDeferred
  /// A collection view's `reloadData()`: the data source is read at the next layout pass.
  case reloadPending
  /// A collection view's batch ended with a `reloadData()` in it: its calls were discarded.
  case updatesDiscarded(calls: Int)
  /// A collection view read its counts when a batch started, and why.
  case countsReadAtBatchEntry(CountsReading, counts: [Int])
  /// A collection view's batch deletes this index path twice.
  case duplicateDelete(ListIndexPath)
  /// A batch was committed; the updates as UIKit processed them.
  case committed(BatchPlan)
  /// UIKit abandoned animating the batch and reloaded instead.
  case fellBackToReload
  /// `tableView(_:heightForRowAt:)` was asked for this many rows.
  case heightsRead(rows: Int)
  /// `heightForRowAt` went through a height cache, computed fitted heights or measured rows
  /// coming on screen (a summary of the round).
  case heights(HeightPass)
  /// FD created the template cell for a reuse identifier.
  case templateCreated(String)
  /// `tableView(_:cellForRowAt:)` configured a cell.
  case cellForRowAt(ListIndexPath, cell: Int)
  /// `reconfigureRows(at:)` re-ran the configuration on an existing cell.
  case reconfigured(ListIndexPath, cell: Int)
  /// `prepareForReuse()` on a cell taken from the pool.
  case prepareForReuse(cell: Int)
  /// `tableView(_:willDisplay:forRowAt:)`.
  case willDisplay(ListIndexPath, cell: Int)
  /// `tableView(_:didEndDisplaying:forRowAt:)`.
  case didEndDisplaying(ListIndexPath, cell: Int)
  /// `contentOffset.y` changed for a reason other than an explicit scroll.
  case offsetChanged(from: Double, to: Double, reason: String)

  /// Whether the event belongs to the layout level of tracing (delegate callouts) rather than
  /// the calls level.
  @inlinable public var isLayout: Bool {
    switch self {
    case .heightsRead, .cellForRowAt, .reconfigured, .prepareForReuse, .willDisplay,
      .didEndDisplaying:
      true
    case .appeared, .reloaded, .reloadDeferred, .reloadPending, .updatesDiscarded,
      .countsReadAtBatchEntry, .duplicateDelete, .committed, .fellBackToReload, .heights,
      .templateCreated,
      .offsetChanged:
      false
    }
  }
}

extension TableEvent: CustomStringConvertible {
  /// The event in a table's words.
  @inlinable public var description: String { description(.table) }

  /// The event in the words of `noun`'s view: `cellForRowAt` or `cellForItemAt`, rows or items.
  @inlinable public func description(_ noun: ViewNoun) -> String {
    func sized(_ s: Int, _ r: Int) -> String {
      "\(s) \(s == 1 ? "section" : "sections"), \(noun.count(r))"
    }
    let cellFor = noun == .table ? "cellForRowAt" : "cellForItemAt"
    switch self {
    case .appeared(let s, let r):
      return (noun == .table ? "table appeared: " : "collection view laid out: ") + sized(s, r)
    case .reloaded(let s, let r): return "reloaded: " + sized(s, r)
    case .reloadDeferred: return "reloadData deferred to the end of the batch"
    case .reloadPending:
      return "reloadData: the counts are read at the next layout pass (or when a batch starts)"
    case .updatesDiscarded(let n):
      return
        "reloadData in the batch discards its \(n) \(n == 1 ? "update" : "updates"): nothing is checked, the view reloads"
    case .countsReadAtBatchEntry(let reason, let counts):
      return
        "counts read when the batch started (\(reason.phrase)): \(noun.rows) "
        + counts.map(String.init).joined(separator: "/")
        + "; a model change made before the batch is now its before"
    case .duplicateDelete(let p):
      return
        "warning: the batch deletes \(p) twice: UIKit raises nothing but corrupts the collection view (EXC_BAD_ACCESS later, rdar://31786176); the model drops the duplicate"
    case .committed(let plan):
      return "batch committed: "
        + (plan.updates.isEmpty
          ? "no updates" : plan.updates.map(\.description).joined(separator: ", "))
        + "; \(noun.rows) " + plan.before.map(String.init).joined(separator: "/") + " -> "
        + plan.after.map(String.init).joined(separator: "/")
    case .fellBackToReload: return "UIKit gives up animating this batch and calls reloadData"
    case .heightsRead(let n): return "heightForRowAt x\(n)"
    case .heights(let pass): return pass.description
    case .templateCreated(let id): return "template cell created for \"\(id)\""
    case .cellForRowAt(let p, let c): return "\(cellFor) \(p) -> c\(c)"
    case .reconfigured(let p, let c): return "reconfigure \(p) on c\(c)"
    case .prepareForReuse(let c): return "prepareForReuse c\(c)"
    case .willDisplay(let p, let c): return "willDisplay \(p) c\(c)"
    case .didEndDisplaying(let p, let c): return "didEndDisplaying \(p) c\(c)"
    case .offsetChanged(let a, let b, let reason):
      return "contentOffset.y \(Points.format(a)) -> \(Points.format(b)) (\(reason))"
    }
  }
}

/// Why a collection view read its data source's counts when a batch started.
public enum CountsReading: Equatable, Sendable {
  /// It was never laid out: it had not read its data source yet.
  case neverLaidOut
  /// A `reloadData()` was pending: its counts were invalid.
  case reloadPending

  /// `it was never laid out` / `a reloadData was pending`.
  @inlinable public var phrase: String {
    switch self {
    case .neverLaidOut: "it was never laid out"
    case .reloadPending: "a reloadData was pending"
    }
  }
}
