import HeadlessUIKit

/// A procedure defined with `def`.
struct Function: Sendable {
  var name: String
  var parameters: Int
  var frameSize: Int
  var body: [ResolvedStmt]
  var range: SourceRange
}

/// Resolves names to slots before anything runs: variables to frame or global slots, calls to
/// built-ins or procedures, and the remaining bare names to table queries.
///
/// Undefined names and wrong argument counts are reported here, with the rest of the parse errors.
struct Resolver {
  /// Global variables, kept across REPL inputs.
  var globals: [String: Int] = [:]
  var globalNames: [String] = []
  /// Procedures, kept across REPL inputs.
  var functionIndex: [String: Int] = [:]
  var functions: [Function] = []
  /// The name errors of the last `resolve`.
  private(set) var nameErrors: [Located<NameError>] = []
  /// The name errors as diagnostics.
  var errors: [Diagnostic] { nameErrors.map(\.diagnostic) }

  private var scopes: [[String: Int]] = []
  private var nextSlot = 0
  private var frameSize = 0
  private var inFunction = false
  /// Size of the top-level frame (locals of blocks at top level).
  private(set) var mainFrameSize = 0

  /// Resolves a script: hoists its procedures, then resolves every statement.
  ///
  /// When `errors` is not empty afterwards, the result stands in for nothing: a name that did
  /// not resolve became `nil`, and the script must not run.
  mutating func resolve(_ statements: [Stmt]) -> [ResolvedStmt] {
    nameErrors = []
    // Procedures first, so that calls may come before definitions.
    for statement in statements {
      if case .def(let name, let parameters, _) = statement.kind {
        if functionIndex[name] == nil {
          functionIndex[name] = functions.count
          functions.append(
            Function(
              name: name, parameters: parameters.count, frameSize: 0, body: [],
              range: statement.range))
        } else {
          functions[functionIndex[name] ?? 0].parameters = parameters.count
        }
      }
    }
    scopes = []
    nextSlot = 0
    frameSize = 0
    inFunction = false
    let resolved = statements.map { statement($0) }
    mainFrameSize = max(mainFrameSize, frameSize)
    return resolved
  }

  private mutating func global(_ name: String) -> Int {
    if let slot = globals[name] { return slot }
    globals[name] = globalNames.count
    globalNames.append(name)
    return globalNames.count - 1
  }

  private mutating func declare(_ name: String) -> Slot {
    if scopes.isEmpty, !inFunction { return .global(global(name)) }
    let slot = nextSlot
    nextSlot += 1
    frameSize = max(frameSize, nextSlot)
    if scopes.isEmpty { scopes.append([:]) }
    scopes[scopes.count - 1][name] = slot
    return .local(slot)
  }

  private func lookup(_ name: String) -> Slot? {
    for scope in scopes.reversed() {
      if let slot = scope[name] { return .local(slot) }
    }
    if let slot = globals[name] { return .global(slot) }
    return nil
  }

  private mutating func scoped<T>(_ body: (inout Resolver) -> T) -> T {
    scopes.append([:])
    let saved = nextSlot
    let result = body(&self)
    scopes.removeLast()
    nextSlot = saved
    return result
  }

  private mutating func block(_ statements: [Stmt]) -> [ResolvedStmt] {
    scoped { r in statements.map { r.statement($0) } }
  }

  private mutating func statement(_ s: Stmt) -> ResolvedStmt {
    ResolvedStmt(kind: kind(s), range: s.range)
  }

  private mutating func kind(_ s: Stmt) -> ResolvedStmt.Kind {
    switch s.kind {
    case .expression(let e): return .expression(expr(e))
    case .letDecl(let name, let value):
      let value = expr(value)
      return .store(declare(name), [], value)
    case .assign(let name, let range, let indexes, let value):
      let value = expr(value)
      let indexes = indexes.map { expr($0) }
      guard let slot = lookup(name) else {
        error(.assignmentToUndeclared(name), range)
        return .block([])
      }
      return .store(slot, indexes, value)
    case .ifElse(let branches, let otherwise):
      return .ifElse(
        branches.map { (expr($0.0), block($0.1)) }, otherwise.map { block($0) })
    case .forIn(let name, let sequence, let body):
      let sequence = expr(sequence)
      return scoped { r in
        let slot = r.declareLocal(name)
        return .forIn(slot, sequence, body.map { r.statement($0) })
      }
    case .repeatTimes(let count, let body): return .repeatTimes(expr(count), block(body))
    case .whileLoop(let condition, let body): return .whileLoop(expr(condition), block(body))
    case .def(let name, let parameters, let body):
      if inFunction || !scopes.isEmpty {
        error(.defNotAtTopLevel, s.range)
        return .block([])
      }
      let savedScopes = scopes
      let savedNext = nextSlot
      let savedSize = frameSize
      inFunction = true
      scopes = [[:]]
      nextSlot = 0
      frameSize = 0
      for parameter in parameters { _ = declare(parameter) }
      let resolved = body.map { statement($0) }
      let index = functionIndex[name] ?? 0
      functions[index] = Function(
        name: name, parameters: parameters.count, frameSize: max(frameSize, parameters.count),
        body: resolved, range: s.range)
      inFunction = false
      scopes = savedScopes
      nextSlot = savedNext
      frameSize = savedSize
      // The procedure lives in the table of functions; where it stood, nothing runs.
      return .block([])
    case .returnValue(let value):
      if !inFunction { error(.returnOutsideProcedure, s.range) }
      return .returnValue(value.map { expr($0) })
    case .block(let body): return .block(block(body))
    case .turn(let body): return .turn(block(body))
    case .print(let values): return .print(values.map { expr($0) })
    case .assert(let e): return .assert(expr(e))
    case .expectError(let text, let body): return .expectError(expr(text), block(body))
    case .include:
      // Top-level includes were expanded before resolving; any other stands inside a block.
      error(.includeNotAtTopLevel, s.range)
      return .block([])
    case .command(let c):
      return .command(
        c.map(
          { expr($0) }, { block($0) }, completion: { completionBlock($0, range: s.range) },
          handler: { handlerBody($0) }))
    }
  }

  /// A handler's closure: resolved as a procedure's body is, its parameters the first slots of
  /// a frame of its own, names it does not declare read as globals.
  private mutating func handlerBody(_ h: HandlerBody<[Stmt]>) -> HandlerBody<[ResolvedStmt]> {
    let saved = (scopes, nextSlot, frameSize, inFunction)
    inFunction = true
    scopes = [[:]]
    nextSlot = 0
    frameSize = 0
    for parameter in h.parameters { _ = declare(parameter) }
    let body = h.body.map { statement($0) }
    let size = max(frameSize, h.parameters.count)
    (scopes, nextSlot, frameSize, inFunction) = saved
    return HandlerBody(parameters: h.parameters, body: body, frameSize: size)
  }

  /// A `completion { … }` block: its own scope, where `finished` holds `true` (UIKit's
  /// argument: the headless animations always finish).
  private mutating func completionBlock(_ statements: [Stmt], range: SourceRange)
    -> [ResolvedStmt]
  {
    scoped { r in
      if r.scopes.isEmpty { r.scopes.append([:]) }
      let finished = r.declareLocal("finished")
      let bind = ResolvedStmt(
        kind: .store(finished, [], .literal(.bool(true), range)), range: range)
      return [bind] + statements.map { r.statement($0) }
    }
  }

  private mutating func declareLocal(_ name: String) -> Slot {
    let slot = nextSlot
    nextSlot += 1
    frameSize = max(frameSize, nextSlot)
    scopes[scopes.count - 1][name] = slot
    return .local(slot)
  }

  mutating func expr(_ e: Expr) -> ResolvedExpr {
    switch e {
    case .literal(let v, let r): return .literal(v, r)
    case .string(let parts, let r):
      return .string(
        parts.map { part -> ResolvedExpr.StringPart in
          switch part {
          case .text(let text): .text(text)
          case .expr(let inner): .expr(expr(inner))
          }
        }, r)
    case .variable(let name, let r):
      if let slot = lookup(name) {
        switch slot {
        case .local(let i): return .local(i, r)
        case .global(let i): return .global(i, name, r)
        }
      }
      if let query = Query(rawValue: name) {
        if query.arity.lowerBound > 0 {
          error(.needsArgument(name), r)
        }
        return .query(query, [], r)
      }
      if inFunction {
        // A global that the script may declare later; checked when read.
        return .global(global(name), name, r)
      }
      let candidates = Array(globals.keys) + scopes.flatMap(\.keys) + Query.allCases.map(\.rawValue)
      error(
        .undefinedName(
          name, suggestion: Parser.closest(name, in: candidates),
          isCommand: Parser.commandWords.contains(name)), r)
      return .literal(.nil, r)
    case .list(let items, let r): return .list(items.map { expr($0) }, r)
    case .record(let fields, let r): return .record(fields.map { ($0.0, expr($0.1)) }, r)
    case .unary(let op, let operand, let r): return .unary(op, expr(operand), r)
    case .binary(let op, let a, let b, let r): return .binary(op, expr(a), expr(b), r)
    case .index(let a, let i, let r): return .index(expr(a), expr(i), r)
    case .member(let a, let field, let r): return .member(expr(a), field, r)
    case .method(let receiver, let name, let nameRange, let args, let r):
      return method(receiver, name, nameRange, args, r)
    case .call(let name, let nameRange, let args, let r):
      let args = args.map { expr($0) }
      if let index = functionIndex[name] {
        let expected = functions[index].parameters
        if args.count != expected {
          error(.wrongProcedureArgumentCount(name: name, expected: expected, got: args.count), r)
        }
        return .userCall(index, args, r)
      }
      if let builtin = Builtin(rawValue: name) {
        if !builtin.arity.contains(args.count) {
          error(.wrongArgumentCount(name: name, expected: builtin.arity, got: args.count), r)
        }
        return .builtin(builtin, args, r)
      }
      if let query = Query(rawValue: name), lookup(name) == nil {
        if !query.arity.contains(args.count) {
          error(.wrongArgumentCount(name: name, expected: query.arity, got: args.count), r)
        }
        return .query(query, args, r)
      }
      let candidates =
        Array(functionIndex.keys) + Builtin.allCases.map(\.rawValue) + [
          "cell", "data", "rows", "height",
        ]
      error(.unknownProcedure(name, suggestion: Parser.closest(name, in: candidates)), nameRange)
      return .literal(.nil, r)
    }
  }

  /// A method of a snapshot, a section snapshot or the data source: chosen by its name and
  /// labels (the data source's on `dataSource`, when no variable has that name), its receiver a
  /// variable's slot when it mutates.
  private mutating func method(
    _ receiver: Expr, _ name: String, _ nameRange: SourceRange, _ args: [Expr.Argument],
    _ r: SourceRange
  ) -> ResolvedExpr {
    let values = args.map { expr($0.value) }
    if case .variable("dataSource", _) = receiver, lookup("dataSource") == nil {
      guard let method = pick(DataSourceMethod.allCases, name, nameRange, args) else {
        return .literal(.nil, r)
      }
      return .dataSourceQuery(method, values, r)
    }
    if SnapshotMethod.allCases.contains(where: { $0.name == name }) {
      guard let method = pick(SnapshotMethod.allCases, name, nameRange, args) else {
        return .literal(.nil, r)
      }
      guard method.mutates else { return .snapshotQuery(method, expr(receiver), values, r) }
      guard let (slot, variable) = receiverSlot(receiver, method.signature) else {
        return .literal(.nil, r)
      }
      return .snapshotMutation(method, slot, variable, values, r)
    }
    guard let method = pick(SectionSnapshotMethod.allCases, name, nameRange, args) else {
      return .literal(.nil, r)
    }
    guard method.mutates else { return .sectionQuery(method, expr(receiver), values, r) }
    guard let (slot, variable) = receiverSlot(receiver, method.signature) else {
      return .literal(.nil, r)
    }
    return .sectionMutation(method, slot, variable, values, r)
  }

  /// The form of `forms` whose name and labels the call has, or `nil` after reporting the
  /// closest (a name none has: a did-you-mean among every method's names).
  private mutating func pick<M: MethodForm>(
    _ forms: [M], _ name: String, _ nameRange: SourceRange, _ args: [Expr.Argument]
  ) -> M? {
    let named = forms.filter { $0.name == name }
    guard !named.isEmpty else {
      let names = Set(
        (SnapshotMethod.allCases.map(\.name) + SectionSnapshotMethod.allCases.map(\.name)
          + DataSourceMethod.allCases.map(\.name)))
      error(
        .unknownMethod(name, suggestion: Parser.closest(name, in: names.sorted())), nameRange)
      return nil
    }
    let labels = args.map(\.label)
    if let method = named.first(where: { $0.labels == labels }) { return method }
    let written = SnapshotMethod.signature(name, labels)
    // The form with the most labels in common, then the closest in length.
    let best = named.max { a, b in
      (zip(a.labels, labels).filter { $0 == $1 }.count, -abs(a.labels.count - labels.count))
        < (zip(b.labels, labels).filter { $0 == $1 }.count, -abs(b.labels.count - labels.count))
    }
    let suggestion = best ?? named[0]
    // At the first argument whose label the suggested form does not have there.
    let wrong = args.indices.first {
      $0 >= suggestion.labels.count || args[$0].label != suggestion.labels[$0]
    }
    error(
      .methodLabels(
        written: written, forms: named.map(\.signature), suggestion: suggestion.signature),
      wrong.map { args[$0].labelRange ?? args[$0].value.range } ?? nameRange)
    return nil
  }

  /// The slot of the variable a mutating method is called on, or `nil` after reporting why.
  private mutating func receiverSlot(_ receiver: Expr, _ signature: String) -> (Slot, String)? {
    guard case .variable(let variable, let variableRange) = receiver else {
      error(.mutatingNeedsVariable(signature), receiver.range)
      return nil
    }
    guard let slot = lookup(variable) else {
      error(
        .undefinedName(
          variable, suggestion: Parser.closest(variable, in: Array(globals.keys)),
          isCommand: false), variableRange)
      return nil
    }
    return (slot, variable)
  }

  private mutating func error(_ error: NameError, _ range: SourceRange) {
    nameErrors.append(Located(error: error, range: range))
  }
}
