/// A table-state query: a name that reads the table when no variable of that name is in scope.
enum Query: String, CaseIterable, Sendable {
  case visible, visibleRows, visibleCells, mountedRows, preparedRows, selectedRows, cell, data
  case sections, rows, offset, contentHeight, top, height, cache, error, editing

  /// How many arguments it takes.
  var arity: ClosedRange<Int> {
    switch self {
    case .cell, .height: 1...1
    case .data, .rows: 0...1
    default: 0...0
    }
  }
}

/// A built-in function.
enum Builtin: String, CaseIterable, Sendable {
  case len, str, min, max, stride, range, shuffled, random, diff, abs, sum, contains, keys
  case sorted, reversed

  var arity: ClosedRange<Int> {
    switch self {
    case .len, .str, .abs, .sum, .keys, .sorted, .reversed: 1...1
    case .min, .max, .range, .shuffled, .diff, .contains: 2...2
    case .stride, .random: 3...3
    }
  }
}

/// A procedure defined with `def`.
struct Function: Sendable {
  var name: String
  var parameters: Int
  var frameSize: Int
  var body: [Stmt]
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
  private(set) var errors: [Diagnostic] = []

  private var scopes: [[String: Int]] = []
  private var nextSlot = 0
  private var frameSize = 0
  private var inFunction = false
  /// Size of the top-level frame (locals of blocks at top level).
  private(set) var mainFrameSize = 0

  /// Resolves a script: hoists its procedures, then resolves every statement.
  mutating func resolve(_ statements: [Stmt]) -> [Stmt] {
    errors = []
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

  private mutating func block(_ statements: [Stmt]) -> [Stmt] {
    scoped { r in statements.map { r.statement($0) } }
  }

  private mutating func statement(_ s: Stmt) -> Stmt {
    var s = s
    switch s.kind {
    case .expression(let e): s.kind = .expression(expr(e))
    case .letDecl(let name, let value):
      let value = expr(value)
      s.kind = .store(declare(name), [], value)
    case .assign(let name, let range, let indexes, let value):
      let value = expr(value)
      let indexes = indexes.map { expr($0) }
      guard let slot = lookup(name) else {
        error("assignment to '\(name)', which is not declared (use 'let \(name) = …')", range)
        return s
      }
      s.kind = .store(slot, indexes, value)
    case .ifElse(let branches, let otherwise):
      s.kind = .ifElse(branches.map { (expr($0.0), block($0.1)) }, otherwise.map { block($0) })
    case .forIn(let name, let sequence, let body):
      let sequence = expr(sequence)
      s.kind = scoped { r in
        let slot = r.declareLocal(name)
        return .forSlot(slot, sequence, body.map { r.statement($0) })
      }
    case .repeatTimes(let count, let body): s.kind = .repeatTimes(expr(count), block(body))
    case .whileLoop(let condition, let body): s.kind = .whileLoop(expr(condition), block(body))
    case .def(let name, let parameters, let body):
      if inFunction || !scopes.isEmpty {
        error("'def' is only allowed at the top level", s.range)
        return s
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
    case .returnValue(let value):
      if !inFunction { error("'return' outside a procedure", s.range) }
      s.kind = .returnValue(value.map { expr($0) })
    case .block(let body): s.kind = .block(block(body))
    case .print(let values): s.kind = .print(values.map { expr($0) })
    case .assert(let e): s.kind = .assert(expr(e))
    case .expectError(let text, let body): s.kind = .expectError(expr(text), block(body))
    case .include(let path): s.kind = .include(expr(path))
    case .command(let c): s.kind = .command(command(c))
    case .store, .forSlot: break
    }
    return s
  }

  private mutating func declareLocal(_ name: String) -> Slot {
    let slot = nextSlot
    nextSlot += 1
    frameSize = max(frameSize, nextSlot)
    scopes[scopes.count - 1][name] = slot
    return .local(slot)
  }

  private mutating func command(_ c: Command) -> Command {
    switch c {
    case .table(let w, let h, let r):
      .table(width: w.map { expr($0) }, height: h.map { expr($0) }, rowHeight: r.map { expr($0) })
    case .header(let e): .header(expr(e))
    case .footer(let e): .footer(expr(e))
    case .sectionHeader(let e): .sectionHeader(expr(e))
    case .sectionFooter(let e): .sectionFooter(expr(e))
    case .dataItems(let e): .dataItems(expr(e))
    case .dataSections(let e): .dataSections(expr(e))
    case .dataInsert(let v, let p): .dataInsert(expr(v), at: expr(p))
    case .dataRemove(let ps): .dataRemove(ps.map { expr($0) })
    case .dataMove(let a, let b): .dataMove(expr(a), to: expr(b))
    case .dataSet(let p, let v): .dataSet(expr(p), expr(v))
    case .dataInsertSection(let s, let v): .dataInsertSection(expr(s), expr(v))
    case .dataRemoveSection(let s): .dataRemoveSection(expr(s))
    case .dataMoveSection(let a, let b): .dataMoveSection(expr(a), to: expr(b))
    case .batch(let body): .batch(block(body))
    case .insertRows(let ps): .insertRows(ps.map { expr($0) })
    case .deleteRows(let ps): .deleteRows(ps.map { expr($0) })
    case .reloadRows(let ps): .reloadRows(ps.map { expr($0) })
    case .reconfigureRows(let ps): .reconfigureRows(ps.map { expr($0) })
    case .moveRow(let a, let b): .moveRow(expr(a), to: expr(b))
    case .insertSections(let ps): .insertSections(ps.map { expr($0) })
    case .deleteSections(let ps): .deleteSections(ps.map { expr($0) })
    case .reloadSections(let ps): .reloadSections(ps.map { expr($0) })
    case .moveSection(let a, let b): .moveSection(expr(a), to: expr(b))
    case .scrollTo(let e): .scrollTo(expr(e))
    case .scrollBy(let e): .scrollBy(expr(e))
    case .scrollToRow(let e, let p): .scrollToRow(expr(e), p)
    case .select(let e): .select(expr(e))
    case .deselect(let e): .deselect(expr(e))
    case .diff(let a, let b): .diff(expr(a), expr(b))
    case .updateTo(let e, let plan, let sections): .updateTo(expr(e), plan, sections: sections)
    case .showPicture(let e): .showPicture(expr(e))
    case .estimated(let e): .estimated(e.map { expr($0) })
    case .invalidateHeight(let e): .invalidateHeight(expr(e))
    case .invalidateKey(let e): .invalidateKey(expr(e))
    case .scale(let e): .scale(expr(e))
    case .accessory(.width(let e)): .accessory(.width(expr(e)))
    case .metrics(let settings): .metrics(settings.map { ($0.name, expr($0.value)) })
    default: c
    }
  }

  mutating func expr(_ e: Expr) -> Expr {
    switch e {
    case .literal, .local, .global, .query, .builtin, .userCall: return e
    case .string(let parts, let r):
      return .string(
        parts.map {
          if case .expr(let inner) = $0 { return .expr(expr(inner)) }
          return $0
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
          error("'\(name)' needs an argument: \(name)(…)", r)
        }
        return .query(query, [], r)
      }
      if inFunction {
        // A global that the script may declare later; checked when read.
        return .global(global(name), name, r)
      }
      var notes: [String] = []
      let candidates = Array(globals.keys) + scopes.flatMap(\.keys) + Query.allCases.map(\.rawValue)
      if let close = Parser.closest(name, in: candidates) {
        notes.append("did you mean '\(close)'?")
      }
      if Parser.commandWords.contains(name) {
        notes.append("'\(name)' is a command; it starts a statement")
      }
      error("undefined name '\(name)'", r, notes: notes)
      return e
    case .list(let items, let r): return .list(items.map { expr($0) }, r)
    case .record(let fields, let r): return .record(fields.map { ($0.0, expr($0.1)) }, r)
    case .unary(let op, let operand, let r): return .unary(op, expr(operand), r)
    case .binary(let op, let a, let b, let r): return .binary(op, expr(a), expr(b), r)
    case .index(let a, let i, let r): return .index(expr(a), expr(i), r)
    case .member(let a, let field, let r): return .member(expr(a), field, r)
    case .call(let name, let nameRange, let args, let r):
      let args = args.map { expr($0) }
      if let index = functionIndex[name] {
        let expected = functions[index].parameters
        if args.count != expected {
          error("'\(name)' takes \(expected) arguments, not \(args.count)", r)
        }
        return .userCall(index, args, r)
      }
      if let builtin = Builtin(rawValue: name) {
        if !builtin.arity.contains(args.count) { arityError(name, builtin.arity, args.count, r) }
        return .builtin(builtin, args, r)
      }
      if let query = Query(rawValue: name), lookup(name) == nil {
        if !query.arity.contains(args.count) { arityError(name, query.arity, args.count, r) }
        return .query(query, args, r)
      }
      let candidates =
        Array(functionIndex.keys) + Builtin.allCases.map(\.rawValue) + [
          "cell", "data", "rows", "height",
        ]
      error(
        "unknown procedure '\(name)'", nameRange,
        notes: Parser.closest(name, in: candidates).map { ["did you mean '\($0)'?"] } ?? [])
      return e
    }
  }

  private mutating func arityError(
    _ name: String, _ arity: ClosedRange<Int>, _ count: Int, _ r: SourceRange
  ) {
    let wanted =
      arity.lowerBound == arity.upperBound
      ? "\(arity.lowerBound)" : "\(arity.lowerBound) or \(arity.upperBound)"
    error(
      "'\(name)' takes \(wanted) \(arity.upperBound == 1 ? "argument" : "arguments"), not \(count)",
      r)
  }

  private mutating func error(_ message: String, _ range: SourceRange, notes: [String] = []) {
    errors.append(Diagnostic(.parse, message, at: range, notes: notes))
  }
}
