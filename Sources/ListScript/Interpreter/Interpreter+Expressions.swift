import HeadlessUIKit
import ListDiff

extension Interpreter {
  /// Evaluates an expression.
  func eval(_ e: ResolvedExpr) throws(Unwind) -> Value {
    switch e {
    case .literal(let v, _): return v
    case .string(let parts, let r):
      var text = ""
      for part in parts {
        switch part {
        case .text(let s): text += s
        case .expr(let inner):
          text += try plain(try eval(inner), room: limits.maxStringBytes - text.utf8.count, r)
        }
        if text.utf8.count > limits.maxStringBytes { throw tooLong(r) }
      }
      return .string(text)
    case .local(let i, _): return program.stack[program.base + i]
    case .global(let i, _, _):
      if let value = program.globals[i] { return value }
      // The name and the range are bound only here: binding them on every read retains them.
      guard case .global(_, let name, let r) = e else { return .nil }
      throw fail(.usedBeforeDeclared(name), r)
    case .list(let items, let r):
      var values: [Value] = []
      values.reserveCapacity(items.count)
      for item in items { values.append(try eval(item)) }
      if values.count > limits.maxListCount { throw tooLong(r) }
      try charge(values.count, at: r)
      let list = Value.List(values)
      if list.depth > limits.maxValueDepth { throw fail(.nestedTooDeeply(limits.maxValueDepth), r) }
      return .list(list)
    case .record(let fields, let r):
      var pairs: [(String, Value)] = []
      for (name, value) in fields { pairs.append((name, try eval(value))) }
      let record = Record(pairs)
      if record.depth > limits.maxValueDepth {
        throw fail(.nestedTooDeeply(limits.maxValueDepth), r)
      }
      return .record(record)
    case .unary(let op, let operand, let r):
      let v = try eval(operand)
      if op == "not" {
        guard case .bool(let b) = v else { throw typeError("not", v, r) }
        return .bool(!b)
      }
      switch v {
      case .int(let i):
        let (n, overflow) = Int(0).subtractingReportingOverflow(i)
        if overflow { throw fail(.overflow(expression: "-(\(i))"), r) }
        return .int(n)
      case .decimal(let d): return .decimal(-d)
      default: throw typeError("-", v, r)
      }
    case .binary(let op, let a, let b, let r):
      if op == .and || op == .or {
        let lhs = try eval(a)
        guard case .bool(let x) = lhs else { throw typeError(op.rawValue, lhs, a.range) }
        if op == .and, !x { return .bool(false) }
        if op == .or, x { return .bool(true) }
        let rhs = try eval(b)
        guard case .bool(let y) = rhs else { throw typeError(op.rawValue, rhs, b.range) }
        return .bool(y)
      }
      return try binary(op, try eval(a), try eval(b), r)
    case .index(let a, let i, let r):
      let container = try eval(a)
      let key = try eval(i)
      switch (container, key) {
      case (.list(let items), .int(let n)):
        guard n >= 0, n < items.count else {
          throw fail(.indexOutOfRange(n, count: items.count, container: "list"), i.range)
        }
        return items[n]
      case (.range(let range), .int(let n)):
        // A range is indexed by arithmetic: it is never built to be indexed. Its count may
        // not fit in an integer (`Int.min...Int.max`), and then every index n >= 0 is in it.
        guard let count = range.exactCount else {
          guard n >= 0 else { throw fail(.indexOutOfHugeRange(n, range), i.range) }
          return .int(range.lowerBound &+ n)
        }
        guard n >= 0, n < count else {
          throw fail(.indexOutOfRange(n, count: count, container: "list"), i.range)
        }
        return .int(range.lowerBound &+ n)
      case (.string(let s), .int(let n)):
        // The characters up to it are walked (not copied), and charged as walked
        // (`TextWork`); past the end, the walk has counted them all.
        var at = s.startIndex
        var walked = 0
        while walked < n, at < s.endIndex {
          s.formIndex(after: &at)
          walked += 1
        }
        guard n >= 0, at < s.endIndex else {
          try charge(TextWork.characterSteps(s[...]), at: r)
          throw fail(
            .indexOutOfRange(n, count: n < 0 ? s.count : walked, container: "string"), i.range)
        }
        let end = s.index(after: at)
        try charge(TextWork.characterSteps(s[..<end]), at: r)
        return .string(String(s[at..<end]))
      case (.record(let rec), .string(let name)):
        return try field(rec, name, r)
      default:
        throw fail(.cannotIndex(container, with: key), r)
      }
    case .member(let a, let field, let r):
      let v = try eval(a)
      switch (v, field) {
      case (.indexPath(let p), "section"): return .int(p.section)
      case (.indexPath(let p), "row"): return .int(p.row)
      case (.record(let rec), _): return try self.field(rec, field, r)
      case (.snapshot(let s), _): return try snapshotProperty(s, field, v, r)
      case (.sectionSnapshot(let s), _): return try sectionProperty(s, field, v, r)
      default: throw fail(.noField(v, field), r)
      }
    case .snapshotQuery(let method, let receiver, let args, let r):
      return try snapshotQuery(method, receiver, args, r)
    case .snapshotMutation(let method, let slot, let name, let args, let r):
      return try snapshotMutation(method, slot, name, args, r)
    case .sectionQuery(let method, let receiver, let args, let r):
      return try sectionQuery(method, receiver, args, r)
    case .sectionMutation(let method, let slot, let name, let args, let r):
      return try sectionMutation(method, slot, name, args, r)
    case .dataSourceQuery(let method, let args, let r):
      return try dataSourceQuery(method, args, r)
    case .query(let q, let args, let r): return try query(q, args, r)
    case .builtin(let b, let args, let r):
      var values: [Value] = []
      for arg in args { values.append(try eval(arg)) }
      return try builtin(b, values, args, r)
    case .userCall(let index, let args, let r):
      let function = program.resolver.functions[index]
      var frame = Array(repeating: Value.nil, count: function.frameSize)
      for (i, arg) in args.enumerated() { frame[i] = try eval(arg) }
      return try invoke(function.name, function.body, frame: frame, r)
    }
  }

  /// Runs a procedure's body (or a handler's), walked, in a new frame whose first slots hold
  /// its arguments: what it returns, or `nil`.
  func invoke(_ name: String, _ body: [ResolvedStmt], frame: [Value], _ r: SourceRange)
    throws(Unwind) -> Value
  {
    let top = program.stack.count
    program.stack += frame
    return try invoke(name, frameAt: top, size: frame.count, r) { it throws(Unwind) in
      try it.execBlock(body)
    }
  }

  /// Runs `body` (a procedure's) in the frame that starts at `top` of the stack.
  ///
  /// The arguments are already there; the frame is filled with `nil` to `size` slots, and is
  /// gone afterwards, whatever happens. What the body returns, or `nil`.
  func invoke(
    _ name: String, frameAt top: Int, size: Int, _ r: SourceRange,
    body: (Interpreter) throws(Unwind) -> Void
  ) throws(Unwind) -> Value {
    let callerBase = program.base
    defer {
      program.stack.removeSubrange(top...)
      program.base = callerBase
    }
    if program.callDepth >= limits.maxCallDepth {
      throw fail(.callDepth(limits.maxCallDepth, procedure: name), r)
    }
    try checkStack(r)
    program.base = top
    while program.stack.count < top + size { program.stack.append(.nil) }
    program.callDepth += 1
    defer { program.callDepth -= 1 }
    do throws(Unwind) {
      try body(self)
    } catch {
      if case .returned(let value) = error { return value }
      throw error
    }
    return .nil
  }

}
