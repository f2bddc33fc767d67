import HeadlessUIKit
import ListDiff

/// A command: one statement that acts on the table model, by domain.
///
/// Commands are generic over their expressions (`E`) and the statements of a `batch { … }` body
/// (`Body`): the parser makes `Command<Expr, [Stmt]>`, the resolver maps it to
/// `Command<ResolvedExpr, [ResolvedStmt]>` with `map`, and the interpreter runs only the
/// latter, so that unresolved code cannot reach it. Each domain has one parser
/// (`Parser+Commands.swift`) and one executor (`Interpreter+Commands.swift`), both exhaustive.
enum Command<E, Body> {
  /// A new table, its profile and its fixed geometry.
  case setup(SetupCommand<E>)
  /// The app's data, which the table does not see until told.
  case data(DataCommand<E>)
  /// `UITableView` calls: reloads and batches.
  case call(CallCommand<E, Body>)
  /// Scrolling, editing, selection, anchoring and rotation.
  case viewport(ViewportCommand<E>)
  /// Row heights: sources, FDTemplateLayoutCell's caches, estimates.
  case heights(HeightCommand<E>)
  /// Diffs: `diff A B` and `update to`.
  case diff(DiffCommand<E>)
  /// What the tool shows: `show`, `show svg`, `trace`.
  case output(OutputCommand<E>)
  /// Change feeds and timing: `fetched`, `photos`, `window`, `layout`.
  case feed(FeedCommand<E>)

  /// The same command with every expression and body transformed.
  ///
  /// - Complexity: O(e + b) calls for e expressions and b bodies.
  /// `completion` transforms the body of a `completion { … }` block, which binds `finished`,
  /// and `handler` a handler's closure, which is a procedure's body.
  func map<F, Body2, Failure: Error>(
    _ expr: (E) throws(Failure) -> F, _ body: (Body) throws(Failure) -> Body2,
    completion: (Body) throws(Failure) -> Body2,
    handler: (HandlerBody<Body>) throws(Failure) -> HandlerBody<Body2>
  ) throws(Failure) -> Command<F, Body2> {
    switch self {
    case .setup(let c): .setup(try c.map(expr))
    case .data(let c): .data(try c.map(expr))
    case .call(let c): .call(try c.map(expr, body, completion: completion, handler: handler))
    case .viewport(let c): .viewport(try c.map(expr))
    case .heights(let c): .heights(try c.map(expr))
    case .diff(let c): .diff(try c.map(expr))
    case .output(let c): .output(try c.map(expr))
    case .feed(let c): .feed(try c.map(expr))
    }
  }
}

extension Command: Sendable where E: Sendable, Body: Sendable {}
