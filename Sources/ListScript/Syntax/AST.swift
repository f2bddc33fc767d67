import HeadlessUIKit
import ListDiff

/// An expression, with its source range.
indirect enum Expr: Sendable {
  case literal(Value, SourceRange)
  case string([StringPart], SourceRange)
  case variable(String, SourceRange)
  case list([Expr], SourceRange)
  case record([(String, Expr)], SourceRange)
  case unary(String, Expr, SourceRange)
  case binary(BinaryOp, Expr, Expr, SourceRange)
  case call(String, SourceRange, [Expr], SourceRange)
  case index(Expr, Expr, SourceRange)
  case member(Expr, String, SourceRange)
  // Produced by the resolver:
  case local(Int, SourceRange)
  case global(Int, String, SourceRange)
  case query(Query, [Expr], SourceRange)
  case builtin(Builtin, [Expr], SourceRange)
  case userCall(Int, [Expr], SourceRange)

  enum StringPart: Sendable {
    case text(String)
    case expr(Expr)
  }

  var range: SourceRange {
    switch self {
    case .literal(_, let r), .string(_, let r), .variable(_, let r), .list(_, let r),
      .record(_, let r), .unary(_, _, let r), .binary(_, _, _, let r), .call(_, _, _, let r),
      .index(_, _, let r), .member(_, _, let r), .local(_, let r), .global(_, _, let r),
      .query(_, _, let r), .builtin(_, _, let r), .userCall(_, _, let r):
      r
    }
  }
}

/// A statement, with its source range.
struct Stmt: Sendable {
  indirect enum Kind: Sendable {
    case expression(Expr)
    case letDecl(String, Expr)
    case assign(String, SourceRange, [Expr], Expr)
    case ifElse([(Expr, [Stmt])], [Stmt]?)
    case forIn(String, Expr, [Stmt])
    case repeatTimes(Expr, [Stmt])
    case whileLoop(Expr, [Stmt])
    case def(String, [String], [Stmt])
    case returnValue(Expr?)
    case block([Stmt])
    case print([Expr])
    case assert(Expr)
    case expectError(Expr, [Stmt])
    case include(Expr)
    case command(Command)
    // Produced by the resolver:
    case store(Slot, [Expr], Expr)
    case forSlot(Slot, Expr, [Stmt])
  }

  var kind: Kind
  var range: SourceRange
}

/// A binary operator, resolved from its spelling when parsed.
enum BinaryOp: String, Sendable {
  case or, and
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case closedRange = "..."
  case halfOpenRange = "..<"
  case indexPath = ":"
  case add = "+"
  case subtract = "-"
  case multiply = "*"
  case divide = "/"
  case remainder = "%"

  var isComparison: Bool {
    switch self {
    case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: true
    default: false
    }
  }
}

/// Where a variable lives: a slot of the current frame, or of the globals.
enum Slot: Sendable, Equatable {
  case local(Int)
  case global(Int)
}

/// A table or data-source command: one statement of the table model.
enum Command: Sendable {
  case table(width: Expr?, height: Expr?, rowHeight: Expr?)
  case platform(String)
  case header(Expr)
  case footer(Expr)
  case sectionHeader(Expr)
  case sectionFooter(Expr)

  case dataItems(Expr)
  case dataSections(Expr)
  case dataInsert(Expr, at: Expr)
  case dataRemove([Expr])
  case dataMove(Expr, to: Expr)
  case dataSet(Expr, Expr)
  case dataInsertSection(Expr, Expr)
  case dataRemoveSection(Expr)
  case dataMoveSection(Expr, to: Expr)

  case reload
  case begin
  case end
  case batch([Stmt])
  case insertRows([Expr])
  case deleteRows([Expr])
  case reloadRows([Expr])
  case reconfigureRows([Expr])
  case moveRow(Expr, to: Expr)
  case insertSections([Expr])
  case deleteSections([Expr])
  case reloadSections([Expr])
  case moveSection(Expr, to: Expr)

  case scrollTo(Expr)
  case scrollBy(Expr)
  case scrollToRow(Expr, ScrollPosition)
  case scrollToTop
  case scrollToBottom
  case anchor(Bool)
  case edit(Bool, EditRefresh)
  case select(Expr)
  case deselect(Expr)
  case rotate(Orientation)

  case show
  /// `show svg FILE`: write a picture of the table.
  case showPicture(Expr)
  case trace(TraceLevel)
  /// `diff A B`: print the changeset between two lists, without touching the table.
  case diff(Expr, Expr)
  /// `update to [items] [using plan]` (section 0) or `update to sections [...] [using plan]`
  /// (every section): set the data to the target and animate the difference.
  case updateTo(Expr, UpdatePlan, sections: Bool)

  /// `heights item|fit`.
  case heights(RowHeights.Source)
  /// `estimated H`, or `estimated off` (`nil`).
  case estimated(Expr?)
  /// `cache indexpath|key|off`.
  case cache(RowHeights.CacheKind)
  /// `invalidate height P`.
  case invalidateHeight(Expr)
  /// `invalidate key K`.
  case invalidateKey(Expr)
  /// `invalidate heights`.
  case invalidateHeights
  case precache
  case separator(Bool)
  case scale(Expr)
  /// `accessory NAME` or `accessory W` (a custom accessory view W points wide).
  case accessory(AccessoryChoice)
  /// `metrics char W line H padding P margin M` (any of them, in any order).
  case metrics([(name: String, value: Expr)])
  /// `reload keeping heights`: FD's `fd_reloadDataWithoutInvalidateIndexPathHeightCache`.
  case reloadKeepingHeights
}

/// The argument of `accessory`.
enum AccessoryChoice: Sendable {
  case named(RowHeights.Accessory)
  case width(Expr)
}

/// How much the trace shows.
public enum TraceLevel: String, Sendable, CaseIterable, Comparable {
  /// Nothing but `print`, `show` and diagnostics.
  case off
  /// The UIKit calls and what each batch did.
  case calls
  /// Also the delegate and data-source callouts of layout passes.
  case layout
  /// Also heights read and every data-source change.
  case all

  private var rank: Int {
    switch self {
    case .off: 0
    case .calls: 1
    case .layout: 2
    case .all: 3
    }
  }

  public static func < (a: TraceLevel, b: TraceLevel) -> Bool { a.rank < b.rank }
}
