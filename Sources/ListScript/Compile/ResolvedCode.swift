import HeadlessUIKit
import ListDiff

/// An expression whose names are resolved.
///
/// Variables are slots, calls are built-ins, procedures or table queries. Only the resolver
/// makes these, and only these run.
indirect enum ResolvedExpr: Sendable {
  case literal(Value, SourceRange)
  case string([StringPart], SourceRange)
  case list([ResolvedExpr], SourceRange)
  case record([(String, ResolvedExpr)], SourceRange)
  case unary(String, ResolvedExpr, SourceRange)
  case binary(BinaryOp, ResolvedExpr, ResolvedExpr, SourceRange)
  case index(ResolvedExpr, ResolvedExpr, SourceRange)
  case member(ResolvedExpr, String, SourceRange)
  /// A variable of the current procedure's frame (or a block's, at the top level).
  case local(Int, SourceRange)
  /// A global variable, with its name for "used before it is declared".
  case global(Int, String, SourceRange)
  case query(Query, [ResolvedExpr], SourceRange)
  case builtin(Builtin, [ResolvedExpr], SourceRange)
  /// A call of the procedure at this index of the resolver's table.
  case userCall(Int, [ResolvedExpr], SourceRange)
  /// A snapshot's query method on a value: `s.indexOfItem("a")`.
  case snapshotQuery(SnapshotMethod, ResolvedExpr, [ResolvedExpr], SourceRange)
  /// A snapshot's mutating method on the variable in a slot (named, for messages).
  case snapshotMutation(SnapshotMethod, Slot, String, [ResolvedExpr], SourceRange)
  /// A section snapshot's query method on a value: `ss.level(of: "a")`.
  case sectionQuery(SectionSnapshotMethod, ResolvedExpr, [ResolvedExpr], SourceRange)
  /// A section snapshot's mutating method on the variable in a slot (named, for messages).
  case sectionMutation(SectionSnapshotMethod, Slot, String, [ResolvedExpr], SourceRange)
  /// A method of the view's diffable data source: `dataSource.itemIdentifier(for: 0:1)`.
  case dataSourceQuery(DataSourceMethod, [ResolvedExpr], SourceRange)

  enum StringPart: Sendable {
    case text(String)
    case expr(ResolvedExpr)
  }

  var range: SourceRange {
    switch self {
    case .literal(_, let r), .string(_, let r), .list(_, let r), .record(_, let r),
      .unary(_, _, let r), .binary(_, _, _, let r), .index(_, _, let r), .member(_, _, let r),
      .local(_, let r), .global(_, _, let r), .query(_, _, let r), .builtin(_, _, let r),
      .userCall(_, _, let r), .snapshotQuery(_, _, _, let r), .snapshotMutation(_, _, _, _, let r),
      .sectionQuery(_, _, _, let r), .sectionMutation(_, _, _, _, let r),
      .dataSourceQuery(_, _, let r):
      r
    }
  }
}

/// Where a variable lives: a slot of the current frame, or of the globals.
enum Slot: Sendable, Equatable {
  case local(Int)
  case global(Int)
}

/// A command whose expressions and bodies are resolved.
typealias ResolvedCommand = Command<ResolvedExpr, [ResolvedStmt]>

/// A statement whose names are resolved, with its source range.
///
/// Declarations are gone: `let` and assignments are stores into slots, `for` loops store into
/// their variable's slot, procedures live in the resolver's table and `include`s were expanded
/// before resolving (each leaves an empty block, so that it is still echoed).
struct ResolvedStmt: Sendable {
  indirect enum Kind: Sendable {
    case expression(ResolvedExpr)
    /// `let x = …`, `x = …` and `x[i][j] = …`.
    case store(Slot, [ResolvedExpr], ResolvedExpr)
    case ifElse([(ResolvedExpr, [ResolvedStmt])], [ResolvedStmt]?)
    case forIn(Slot, ResolvedExpr, [ResolvedStmt])
    case repeatTimes(ResolvedExpr, [ResolvedStmt])
    case whileLoop(ResolvedExpr, [ResolvedStmt])
    case returnValue(ResolvedExpr?)
    case block([ResolvedStmt])
    /// `turn { … }`: traced as one turn; its statement's end ends the turn.
    case turn([ResolvedStmt])
    case print([ResolvedExpr])
    case assert(ResolvedExpr)
    case expectError(ResolvedExpr, [ResolvedStmt])
    case command(ResolvedCommand)
  }

  var kind: Kind
  var range: SourceRange
}
