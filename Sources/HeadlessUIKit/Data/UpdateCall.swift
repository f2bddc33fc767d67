import ListDiff

/// One UIKit table-view update call.
public enum UpdateCall: Equatable, Sendable {
  /// `insertRows(at:with:)`: paths in the after space.
  case insertRows([ListIndexPath])
  /// `deleteRows(at:with:)`: paths in the before space.
  case deleteRows([ListIndexPath])
  /// `reloadRows(at:with:)`: paths in the before space.
  case reloadRows([ListIndexPath])
  /// `reconfigureRows(at:)`: paths in the before space (our choice; see the docs).
  case reconfigureRows([ListIndexPath])
  /// `moveRow(at:to:)`: from the before space to the after space.
  case moveRow(ListIndexPath, ListIndexPath)
  /// `insertSections(_:with:)`.
  case insertSections([Int])
  /// `deleteSections(_:with:)`.
  case deleteSections([Int])
  /// `reloadSections(_:with:)`.
  case reloadSections([Int])
  /// `moveSection(_:toSection:)`.
  case moveSection(Int, Int)

  /// Every index the call names, for rejecting negative ones before UIKit's checks.
  @inlinable var indexes: [Int] {
    switch self {
    case .insertRows(let p), .deleteRows(let p), .reloadRows(let p), .reconfigureRows(let p):
      p.flatMap { [$0.section, $0.row] }
    case .moveRow(let a, let b): [a.section, a.row, b.section, b.row]
    case .insertSections(let s), .deleteSections(let s), .reloadSections(let s): s
    case .moveSection(let a, let b): [a, b]
    }
  }

  /// The first index path of a row call (insert, delete, reload, move) with a negative section
  /// or row: what a table checks as it records the call.
  @inlinable var firstNegativePath: ListIndexPath? {
    func negative(_ p: ListIndexPath) -> Bool { p.section < 0 || p.row < 0 }
    switch self {
    case .insertRows(let p), .deleteRows(let p), .reloadRows(let p): return p.first(where: negative)
    case .moveRow(let a, let b): return [a, b].first(where: negative)
    case .reconfigureRows, .insertSections, .deleteSections, .reloadSections, .moveSection:
      return nil
    }
  }

  /// Whether the call changes the view's rows or sections, which a view with a diffable data
  /// source forbids; `reconfigureRows` only re-runs a cell's configuration (our choice: no
  /// report of it raising was found).
  @inlinable var mutatesStructure: Bool {
    switch self {
    case .insertRows, .deleteRows, .reloadRows, .moveRow, .insertSections, .deleteSections,
      .reloadSections, .moveSection:
      true
    case .reconfigureRows: false
    }
  }
}

extension UpdateCall: CustomStringConvertible {
  /// The call with its index paths as ListScript writes them: `deleteRows(at: [0:1, 0:5])`.
  @inlinable public var description: String { description(.table) }

  /// UIKit's name of the call on `noun`'s view: `insertRows(at:with:)`, `insertItems(at:)`.
  @inlinable public func name(_ noun: ViewNoun) -> String {
    let table = noun == .table
    switch self {
    case .insertRows: return table ? "insertRows(at:with:)" : "insertItems(at:)"
    case .deleteRows: return table ? "deleteRows(at:with:)" : "deleteItems(at:)"
    case .reloadRows: return table ? "reloadRows(at:with:)" : "reloadItems(at:)"
    case .reconfigureRows: return table ? "reconfigureRows(at:)" : "reconfigureItems(at:)"
    case .moveRow: return table ? "moveRow(at:to:)" : "moveItem(at:to:)"
    case .insertSections: return table ? "insertSections(_:with:)" : "insertSections(_:)"
    case .deleteSections: return table ? "deleteSections(_:with:)" : "deleteSections(_:)"
    case .reloadSections: return table ? "reloadSections(_:with:)" : "reloadSections(_:)"
    case .moveSection: return "moveSection(_:toSection:)"
    }
  }

  /// The call on `noun`'s view with its index paths as ListScript writes them:
  /// `deleteRows(at: [0:1, 0:5])`, `insertItems(at: [0:0])`.
  @inlinable public func description(_ noun: ViewNoun) -> String {
    func paths(_ p: [ListIndexPath]) -> String {
      "[" + p.map(\.description).joined(separator: ", ") + "]"
    }
    func ints(_ s: [Int]) -> String { "[" + s.map(String.init).joined(separator: ", ") + "]" }
    let word = noun.capitalRow + "s"
    switch self {
    case .insertRows(let p): return "insert\(word)(at: \(paths(p)))"
    case .deleteRows(let p): return "delete\(word)(at: \(paths(p)))"
    case .reloadRows(let p): return "reload\(word)(at: \(paths(p)))"
    case .reconfigureRows(let p): return "reconfigure\(word)(at: \(paths(p)))"
    case .moveRow(let a, let b):
      return "move\(noun.capitalRow)(at: \(a), to: \(b))"
    case .insertSections(let s): return "insertSections(\(ints(s)))"
    case .deleteSections(let s): return "deleteSections(\(ints(s)))"
    case .reloadSections(let s): return "reloadSections(\(ints(s)))"
    case .moveSection(let a, let b): return "moveSection(\(a), toSection: \(b))"
    }
  }
}

/// One update as UIKit processed it: reloads split into a delete and an insert, duplicates and
/// rows inside deleted or inserted sections dropped.
public enum ProcessedUpdate: Hashable, Sendable {
  /// A section deleted, at its index before the batch.
  case deleteSection(Int)
  /// A section inserted, at its index after the batch.
  case insertSection(Int)
  /// A section moved from its index before the batch to its index after it.
  case moveSection(Int, Int)
  /// A row deleted, at its index path before the batch.
  case deleteRow(ListIndexPath)
  /// A row inserted, at its index path after the batch.
  case insertRow(ListIndexPath)
  /// A row moved from its index path before the batch to its index path after it.
  case moveRow(ListIndexPath, ListIndexPath)

  /// The label used in the "Invalid batch updates detected" message, in a table's words.
  ///
  /// `Delete row`, `Insert row` and `Insert section 0` (no parentheses: dotnet/maui#10163,
  /// iOS 16.4 and later) are UIKit's; `Delete section 0` and `Move section 0 -> 2` follow that
  /// form, and the row move's label is ours (neither is quoted in a public report).
  @inlinable public var batchUpdatesLabel: String { batchUpdatesLabel(.table) }

  /// The label in the "Invalid batch updates detected" message (iOS 16.4 and later) on
  /// `noun`'s view: `Delete row (0 - 1)`, `Delete item (0 - 1)`.
  @inlinable public func batchUpdatesLabel(_ noun: ViewNoun) -> String {
    let w = noun.row
    return switch self {
    case .deleteRow(let p): "Delete \(w) (\(p.section) - \(p.row))"
    case .insertRow(let p): "Insert \(w) (\(p.section) - \(p.row))"
    case .moveRow(let a, let b):
      "Move \(w) (\(a.section) - \(a.row) -> \(b.section) - \(b.row))"
    case .deleteSection(let s): "Delete section \(s)"
    case .insertSection(let s): "Insert section \(s)"
    case .moveSection(let a, let b): "Move section \(a) -> \(b)"
    }
  }
}

extension ProcessedUpdate: CustomStringConvertible {
  /// A short form for traces and notes: `delete 0:5`, `move 0:1 -> 0:3`, `insert section 2`.
  @inlinable public var description: String {
    switch self {
    case .deleteRow(let p): "delete \(p)"
    case .insertRow(let p): "insert \(p)"
    case .moveRow(let a, let b): "move \(a) -> \(b)"
    case .deleteSection(let s): "delete section \(s)"
    case .insertSection(let s): "insert section \(s)"
    case .moveSection(let a, let b): "move section \(a) -> \(b)"
    }
  }
}
