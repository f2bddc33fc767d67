import HeadlessUIKit

/// An expression compiled to a closure: run, it does what `Interpreter.eval` does for the
/// expression it was made from.
typealias CompiledExpr = (Interpreter) throws(Interpreter.Unwind) -> Value
/// A statement compiled to a closure: run, it does what `Interpreter.exec` does.
typealias CompiledStmt = (Interpreter) throws(Interpreter.Unwind) -> Void

/// A procedure compiled to closures, with what a call needs of its definition.
final class ProcedureCode {
  let name: String
  let frameSize: Int
  // The exact function type, not an optional: a closure kept in an optional or an array is
  // called through a reabstraction thunk.
  let code: CompiledStmt

  init(_ function: Function) {
    name = function.name
    frameSize = function.frameSize
    code = ClosureCompiler.block(function.body)
  }
}

extension Interpreter {
  /// The procedure at `index` of the resolver's table, compiled at its first call.
  ///
  /// Looked up at each call, as `eval` does, through a table the interpreter owns: compiled
  /// code holds no procedure, so a recursive one does not keep itself alive, and a session's
  /// later definition (which empties the table) is the one called.
  func procedure(_ index: Int) -> ProcedureCode {
    if index < program.procedureCode.count, let known = program.procedureCode[index] {
      return known
    }
    let made = ProcedureCode(program.resolver.functions[index])
    if program.procedureCode.count <= index {
      program.procedureCode += Array(repeating: nil, count: index + 1 - program.procedureCode.count)
    }
    program.procedureCode[index] = made
    return made
  }
}

/// Compiling the resolved tree to closures, once per top-level statement (and once per
/// procedure), so that running a node does not decide again what kind of node it is.
///
/// The hot kinds — literals, variables, arithmetic and comparisons (integers without a call),
/// `let` and assignment to a variable, `for`, `while`, `if`, blocks, calls of procedures,
/// `return` and bare expressions — become closures that do exactly what `eval` and `exec` do,
/// step for step: the same ticks, the same charges, the same errors at the same ranges.
/// Every other node becomes a closure that calls `eval` or `exec` on it, so the two ways of
/// running cannot drift apart for them; `CompiledRunTests` runs generated scripts both ways and
/// compares output, status and steps.
enum ClosureCompiler {
  static func block(_ statements: [ResolvedStmt]) -> CompiledStmt {
    sequence(statements[...])
  }

  /// Statements in order, as closures that call one another in a balanced tree (log n deep).
  ///
  /// Not an array of closures: a closure read out of an array (or an optional) is called
  /// through a reabstraction thunk, which slowed a tight loop (see docs/quality.md,
  /// "Measurements behind the code").
  static func sequence(_ statements: ArraySlice<ResolvedStmt>) -> CompiledStmt {
    switch statements.count {
    case 0: return { _ throws(Interpreter.Unwind) in }
    case 1: return statement(statements[statements.startIndex])
    default:
      let middle = statements.startIndex + statements.count / 2
      let first = sequence(statements[..<middle])
      let second = sequence(statements[middle...])
      return { it throws(Interpreter.Unwind) in
        try first(it)
        try second(it)
      }
    }
  }

  /// The arms of an `if`: the first whose condition holds runs, else the `else` block.
  static func arms(
    _ branches: ArraySlice<(ResolvedExpr, [ResolvedStmt])>, _ otherwise: [ResolvedStmt]?
  ) -> CompiledStmt {
    guard let (condition, body) = branches.first else {
      guard let otherwise else { return { _ throws(Interpreter.Unwind) in } }
      return block(otherwise)
    }
    let test = truth(condition)
    let code = block(body)
    let rest = arms(branches.dropFirst(), otherwise)
    return { it throws(Interpreter.Unwind) in
      if try test(it) { try code(it) } else { try rest(it) }
    }
  }

  static func statement(_ s: ResolvedStmt) -> CompiledStmt {
    let range = s.range
    switch s.kind {
    case .store(let slot, let indexes, let e):
      let value = expression(e)
      // `xs = xs + …` and `xs += …` may append in place (`exec`'s first try, which evaluates
      // nothing when the variable does not hold a list).
      let mayAppend = Self.appends(slot, e)
      let tail = Self.appendedPart(e).map(expression)
      if mayAppend, indexes.isEmpty, case .binary(_, _, .list(let items, let literal), let r) = e,
        items.count == 1
      {
        // `xs += [e]`, the commonest way to build a list: the element goes straight in.
        let element = expression(items[0])
        return { it throws(Interpreter.Unwind) in
          if it.tick() { throw it.stop(at: range) }
          if try it.appendOne(slot, element, literal, r) { return }
          let v = try value(it)
          it.store(slot, v)
        }
      }
      switch (slot, indexes.isEmpty) {
      case (_, false) where indexes.count == 1:
        let key = expression(indexes[0])
        let keyRange = indexes[0].range
        return { it throws(Interpreter.Unwind) in
          if it.tick() { throw it.stop(at: range) }
          let v = try value(it)
          let k = try key(it)
          // An integer in range of a list: written where it lies; anything else (an error
          // included) the general way.
          if case .int(let n) = k, v.nestingDepth < it.limits.maxValueDepth,
            it.replaceElement(slot, n, v)
          {
            return
          }
          try it.storeElement(slot, key: k, keyRange, v)
        }
      case (_, false):
        return { it throws(Interpreter.Unwind) in
          if it.tick() { throw it.stop(at: range) }
          let v = try value(it)
          try it.storeElement(slot, indexes, v)
        }
      case (.local(let i), true):
        return { it throws(Interpreter.Unwind) in
          if it.tick() { throw it.stop(at: range) }
          if mayAppend, case .list = it.program.stack[it.program.base + i],
            try it.appendInPlace(slot, e, tail: tail)
          {
            return
          }
          let v = try value(it)
          it.program.stack[it.program.base + i] = v
        }
      case (.global(let i), true):
        return { it throws(Interpreter.Unwind) in
          if it.tick() { throw it.stop(at: range) }
          if mayAppend, case .list? = it.program.globals[i],
            try it.appendInPlace(slot, e, tail: tail)
          {
            return
          }
          let v = try value(it)
          it.program.globals[i] = v
        }
      }
    case .expression(let e):
      let value = expression(e)
      return { it throws(Interpreter.Unwind) in
        if it.tick() { throw it.stop(at: range) }
        try it.show(try value(it), e.range)
      }
    case .forIn(let slot, let sequence, let body):
      let values = expression(sequence)
      let code = block(body)
      return { it throws(Interpreter.Unwind) in
        if it.tick() { throw it.stop(at: range) }
        try it.checkStack(range)
        let value = try values(it)
        if case .range(let r) = value {
          for k in 0..<r.count {
            if it.tick() { throw it.stop(at: range) }
            it.store(slot, .int(r.lowerBound &+ k))
            try code(it)
          }
          return
        }
        guard let items = value.listElements ?? (value.recordFieldsAsList) else {
          throw it.fail(.forNeedsSequence(value), sequence.range)
        }
        for item in items {
          if it.tick() { throw it.stop(at: range) }
          it.store(slot, item)
          try code(it)
        }
      }
    case .whileLoop(let condition, let body):
      let test = truth(condition)
      let code = block(body)
      return { it throws(Interpreter.Unwind) in
        if it.tick() { throw it.stop(at: range) }
        try it.checkStack(range)
        while try test(it) {
          if it.tick() { throw it.stop(at: range) }
          try code(it)
        }
      }
    case .ifElse(let branches, let otherwise):
      let choose = arms(branches[...], otherwise)
      return { it throws(Interpreter.Unwind) in
        if it.tick() { throw it.stop(at: range) }
        try it.checkStack(range)
        try choose(it)
      }
    case .block(let body):
      let code = block(body)
      return { it throws(Interpreter.Unwind) in
        if it.tick() { throw it.stop(at: range) }
        try it.checkStack(range)
        try code(it)
      }
    case .returnValue(let e):
      let value = e.map(expression)
      return { it throws(Interpreter.Unwind) in
        if it.tick() { throw it.stop(at: range) }
        throw .returned(try value?(it) ?? .nil)
      }
    case .repeatTimes, .turn, .print, .assert, .expectError, .command:
      return { it throws(Interpreter.Unwind) in try it.exec(s) }
    }
  }

  /// Whether the statement has the form that `exec` tries to append in place.
  static func appends(_ slot: Slot, _ e: ResolvedExpr) -> Bool {
    guard case .binary(.add, let lhs, _, _) = e else { return false }
    switch (slot, lhs) {
    case (.local(let a), .local(let b, _)): return a == b
    case (.global(let a), .global(let b, _, _)): return a == b
    default: return false
    }
  }

  /// A call's arguments, evaluated in order and pushed onto the stack (one and two without an
  /// array of closures).
  static func arguments(_ args: [ResolvedExpr]) -> CompiledStmt {
    switch args.count {
    case 0: return { _ throws(Interpreter.Unwind) in }
    case 1:
      let a = expression(args[0])
      return { it throws(Interpreter.Unwind) in
        let v = try a(it)
        it.program.stack.append(v)
      }
    case 2:
      let a = expression(args[0])
      let b = expression(args[1])
      return { it throws(Interpreter.Unwind) in
        let v = try a(it)
        it.program.stack.append(v)
        let w = try b(it)
        it.program.stack.append(w)
      }
    default:
      let all = args.map(expression)
      return { it throws(Interpreter.Unwind) in
        for argument in all {
          let v = try argument(it)
          it.program.stack.append(v)
        }
      }
    }
  }

  /// The right-hand side of `xs + …`, which an append in place evaluates.
  static func appendedPart(_ e: ResolvedExpr) -> ResolvedExpr? {
    guard case .binary(.add, _, let rhs, _) = e else { return nil }
    return rhs
  }

  /// A condition: `Interpreter.truth`.
  static func truth(_ e: ResolvedExpr) -> (Interpreter) throws(Interpreter.Unwind) -> Bool {
    let value = expression(e)
    let range = e.range
    return { it throws(Interpreter.Unwind) in
      let v = try value(it)
      guard case .bool(let b) = v else { throw it.fail(.conditionNotBoolean(v), range) }
      return b
    }
  }

  static func expression(_ e: ResolvedExpr) -> CompiledExpr {
    switch e {
    case .literal(let v, _): return { _ throws(Interpreter.Unwind) in v }
    case .local(let i, _):
      return { it throws(Interpreter.Unwind) in it.program.stack[it.program.base + i] }
    case .global(let i, let name, let r):
      return { it throws(Interpreter.Unwind) in
        if let value = it.program.globals[i] { return value }
        throw it.fail(.usedBeforeDeclared(name), r)
      }
    case .binary(let op, let a, let b, let r):
      return binary(op, operand(a), operand(b), a.range, b.range, r)
    case .userCall(let index, let args, let r):
      let push = arguments(args)
      return { it throws(Interpreter.Unwind) in
        // The arguments go straight onto the stack, where the callee's frame begins.
        let top = it.program.stack.count
        do throws(Interpreter.Unwind) {
          try push(it)
        } catch {
          it.program.stack.removeSubrange(top...)
          throw error
        }
        let procedure = it.procedure(index)
        return try it.invoke(procedure.name, frameAt: top, size: procedure.frameSize, r) {
          it throws(Interpreter.Unwind) in try procedure.code(it)
        }
      }
    case .list(let items, let r):
      // As `eval` builds a list literal.
      let elements = items.map(expression)
      return { it throws(Interpreter.Unwind) in
        var values: [Value] = []
        values.reserveCapacity(elements.count)
        for element in elements { values.append(try element(it)) }
        if values.count > it.limits.maxListCount { throw it.tooLong(r) }
        try it.charge(values.count, at: r)
        let list = Value.List(values)
        if list.depth > it.limits.maxValueDepth {
          throw it.fail(.nestedTooDeeply(it.limits.maxValueDepth), r)
        }
        return .list(list)
      }
    case .string, .record, .unary, .index, .member, .query, .builtin, .snapshotQuery,
      .snapshotMutation, .sectionQuery, .sectionMutation, .dataSourceQuery:
      return { it throws(Interpreter.Unwind) in try it.eval(e) }
    }
  }

}
