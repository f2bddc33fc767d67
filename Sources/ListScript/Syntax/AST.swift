import HeadlessUIKit
import ListDiff

/// An expression as parsed, with its source range.
///
/// Names are not resolved yet: the resolver turns each expression into a `ResolvedExpr`.
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
  /// `receiver.name(label: value, …)`: a method call, with its name's range.
  case method(Expr, String, SourceRange, [Argument], SourceRange)

  /// An argument of a method call: its label (`toSection:`), if written, and its value.
  struct Argument: Sendable {
    var label: String?
    var labelRange: SourceRange?
    var value: Expr
  }

  enum StringPart: Sendable {
    case text(String)
    case expr(Expr)
  }

  var range: SourceRange {
    switch self {
    case .literal(_, let r), .string(_, let r), .variable(_, let r), .list(_, let r),
      .record(_, let r), .unary(_, _, let r), .binary(_, _, _, let r), .call(_, _, _, let r),
      .index(_, _, let r), .member(_, _, let r), .method(_, _, _, _, let r):
      r
    }
  }
}

/// A statement as parsed, with its source range; the resolver turns it into a `ResolvedStmt`.
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
    /// `turn { … }`: top-level statements that share one run-loop turn.
    case turn([Stmt])
    case print([Expr])
    case assert(Expr)
    case expectError(Expr, [Stmt])
    case include(Expr)
    case command(Command<Expr, [Stmt]>)
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

  /// Orders the levels by how much they show: `off`, `calls`, `layout`, `all`.
  public static func < (a: TraceLevel, b: TraceLevel) -> Bool { a.rank < b.rank }
}
