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
    case .local(let i, _): return stack[base + i]
    case .global(let i, _, _):
      if let value = globals[i] { return value }
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
        // A range is indexed by arithmetic: it is never built to be indexed.
        guard n >= 0, n < range.count else {
          throw fail(.indexOutOfRange(n, count: range.count, container: "list"), i.range)
        }
        return .int(range.lowerBound &+ n)
      case (.string(let s), .int(let n)):
        // The characters before it are walked (not copied): a step per `bytesPerStep` of them.
        try charge(s.utf8.count / Self.bytesPerStep, at: r)
        guard n >= 0, let character = s.dropFirst(n).first else {
          throw fail(.indexOutOfRange(n, count: s.count, container: "string"), i.range)
        }
        return .string(String(character))
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
      default: throw fail(.noField(v, field), r)
      }
    case .snapshotQuery(let method, let receiver, let args, let r):
      return try snapshotQuery(method, receiver, args, r)
    case .snapshotMutation(let method, let slot, let name, let args, let r):
      return try snapshotMutation(method, slot, name, args, r)
    case .query(let q, let args, let r): return try query(q, args, r)
    case .builtin(let b, let args, let r):
      var values: [Value] = []
      for arg in args { values.append(try eval(arg)) }
      return try builtin(b, values, args, r)
    case .userCall(let index, let args, let r):
      let function = resolver.functions[index]
      var frame = Array(repeating: Value.nil, count: function.frameSize)
      for (i, arg) in args.enumerated() { frame[i] = try eval(arg) }
      if callDepth >= limits.maxCallDepth {
        throw fail(.callDepth(limits.maxCallDepth, procedure: function.name), r)
      }
      try checkStack(r)
      let callerBase = base
      base = stack.count
      stack += frame
      callDepth += 1
      defer {
        stack.removeSubrange(base...)
        base = callerBase
        callDepth -= 1
      }
      do throws(Unwind) {
        try execBlock(function.body)
      } catch {
        if case .returned(let value) = error { return value }
        throw error
      }
      return .nil
    }
  }

  func truth(_ e: ResolvedExpr) throws(Unwind) -> Bool {
    let v = try eval(e)
    guard case .bool(let b) = v else {
      throw fail(.conditionNotBoolean(v), e.range)
    }
    return b
  }

  func int(_ e: ResolvedExpr) throws(Unwind) -> Int {
    let v = try eval(e)
    switch v {
    case .int(let i): return i
    case .decimal(let d) where d.rounded() == d && abs(d) < 9e18: return Int(d)
    default: throw fail(.expected("an integer", got: v), e.range)
    }
  }

  func number(_ e: ResolvedExpr) throws(Unwind) -> Double {
    let v = try eval(e)
    guard let d = v.asDouble else {
      throw fail(.expected("a number", got: v), e.range)
    }
    guard d.isFinite else { throw fail(.notFinite(v), e.range) }
    return d
  }

  func binary(_ op: BinaryOp, _ a: Value, _ b: Value, _ r: SourceRange) throws(Unwind) -> Value {
    // The common case first: integers.
    if case .int(let x) = a, case .int(let y) = b {
      switch op {
      case .less: return .bool(x < y)
      case .lessOrEqual: return .bool(x <= y)
      case .greater: return .bool(x > y)
      case .greaterOrEqual: return .bool(x >= y)
      case .equal: return .bool(x == y)
      case .notEqual: return .bool(x != y)
      case .add, .subtract, .multiply, .divide, .remainder: return try arithmetic(op, a, b, r)
      default: break
      }
    }
    switch op {
    case .equal, .notEqual:
      // Comparing costs a step per element compared, so that two large (or deeply shared)
      // values cannot be compared for free.
      var budget = max(0, limits.maxSteps - steps)
      let start = budget
      guard let same = a.isEqual(to: b, budget: &budget) else {
        steps = limits.maxSteps + 1
        throw stop(at: r)
      }
      try charge(start - budget, at: r)
      return .bool(op == .equal ? same : !same)
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      let order: Int
      switch (a, b) {
      case (.string(let x), .string(let y)):
        // Comparing strings reads their bytes: a step per `bytesPerStep` of the shorter.
        try charge(min(x.utf8.count, y.utf8.count) / Self.bytesPerStep, at: r)
        order = x < y ? -1 : (x == y ? 0 : 1)
      case (.indexPath(let x), .indexPath(let y)): order = x < y ? -1 : (x == y ? 0 : 1)
      default:
        guard let x = a.asDouble, let y = b.asDouble else {
          throw fail(.cannotCompare(a, b), r)
        }
        if case .int(let i) = a, case .int(let j) = b {
          order = i < j ? -1 : (i == j ? 0 : 1)
        } else {
          order = Value.numericOrder(x, y)
        }
      }
      switch op {
      case .less: return .bool(order < 0)
      case .lessOrEqual: return .bool(order <= 0)
      case .greater: return .bool(order > 0)
      default: return .bool(order >= 0)
      }
    case .closedRange, .halfOpenRange:
      guard case .int(let lo) = a, case .int(let hi) = b else {
        throw fail(.rangeNeedsIntegers(a, b), r)
      }
      let range = IntRange(lo, hi, closed: op == .closedRange)
      return .range(range)
    case .indexPath:
      guard case .int(let s) = a, case .int(let row) = b else {
        throw fail(.indexPathNeedsIntegers(a, b), r)
      }
      return .indexPath(ListIndexPath(s, row))
    case .add:
      switch (a, b) {
      case (.string(let x), _):
        let s = x + (try plain(b, room: limits.maxStringBytes - x.utf8.count, r))
        try charge(s.utf8.count / Self.bytesPerStep, at: r)
        return .string(s)
      case (_, .string(let y)) where a.asDouble != nil:
        return .string(a.plain + y)
      case (.list, .list), (.list, .range), (.range, .list), (.range, .range):
        let x = try elements(a, r)
        let y = try elements(b, r)
        if x.count + y.count > limits.maxListCount { throw tooLong(r) }
        // Copying costs a step per element, so that growing a list one item at a time is
        // quadratic work that the step limit sees.
        try charge(x.count + y.count, at: r)
        return .list(x + y)
      default: return try arithmetic(op, a, b, r)
      }
    default: return try arithmetic(op, a, b, r)
    }
  }

  private func arithmetic(_ op: BinaryOp, _ a: Value, _ b: Value, _ r: SourceRange) throws(Unwind)
    -> Value
  {
    if case .int(let x) = a, case .int(let y) = b {
      let result: (Int, Bool)
      switch op {
      case .add: result = x.addingReportingOverflow(y)
      case .subtract: result = x.subtractingReportingOverflow(y)
      case .multiply: result = x.multipliedReportingOverflow(by: y)
      case .divide, .remainder:
        if y == 0 { throw fail(.divisionByZero, r) }
        result =
          op == .divide
          ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
      default: throw fail(.unknownOperator(op.rawValue), r)
      }
      if result.1 { throw fail(.overflow(expression: "\(x) \(op.rawValue) \(y)"), r) }
      return .int(result.0)
    }
    guard let x = a.asDouble, let y = b.asDouble else {
      throw fail(.cannotApplyToPair(op.rawValue, a, b), r)
    }
    switch op {
    case .add: return .decimal(x + y)
    case .subtract: return .decimal(x - y)
    case .multiply: return .decimal(x * y)
    case .divide:
      if y == 0 { throw fail(.divisionByZero, r) }
      return .decimal(x / y)
    case .remainder:
      if y == 0 { throw fail(.divisionByZero, r) }
      return .decimal(x.truncatingRemainder(dividingBy: y))
    default: throw fail(.unknownOperator(op.rawValue), r)
    }
  }

  func elements(_ v: Value, _ r: SourceRange) throws(Unwind) -> [Value] {
    if case .range(let range) = v {
      if range.count > limits.maxListCount { throw tooLong(r) }
      try charge(range.count, at: r)
    }
    guard let items = v.listElements else {
      throw fail(.expected("a list", got: v), r)
    }
    return items
  }

  /// Bytes of text built for one step of the budget.
  static let bytesPerStep = 64

  /// Charges the values' unfolded size — every element and field, a shared part counted each
  /// time it appears — which bounds what hashing and comparing them can cost (a diff of values
  /// that share their structure is charged as if they did not).
  ///
  /// - Complexity: O(distinct storages' elements): the size of a shared part is computed once.
  func chargeUnfolded(_ values: [Value], at range: SourceRange) throws(Unwind) {
    let (difference, overflow) = limits.maxSteps.subtractingReportingOverflow(steps)
    let cap = overflow ? 1 : max(1, difference &+ 1)
    var memo: [UnsafeRawPointer: Int] = [:]
    var total = 0
    for value in values {
      total = min(cap, total + Self.unfolded(value, depth: 0, cap: cap, memo: &memo))
    }
    try charge(total, at: range)
  }

  /// The unfolded size of `value`, at most `cap`; a value nested deeper than 10,000 levels
  /// counts as `cap`.
  static func unfolded(
    _ value: Value, depth: Int, cap: Int, memo: inout [UnsafeRawPointer: Int]
  ) -> Int {
    func sum(_ children: [Value], key: UnsafeRawPointer?) -> Int {
      guard depth < 10_000 else { return cap }
      if let key, let known = memo[key] { return known }
      var total = 1
      for child in children where total < cap {
        total = min(cap, total + unfolded(child, depth: depth + 1, cap: cap, memo: &memo))
      }
      if let key { memo[key] = total }
      return total
    }
    switch value {
    case .list(let items): return sum(items.elements, key: Value.storage(items))
    case .record(let record):
      return sum(record.fields.map(\.value), key: Value.storage(record.fields))
    default: return 1
    }
  }

  /// Counts `work` steps (elements copied, compared or printed) against the step limit.
  func charge(_ work: Int, at range: SourceRange) throws(Unwind) {
    // Saturating: a charge near Int.max (a range's count) must not wrap the count around.
    let (total, overflow) = steps.addingReportingOverflow(max(0, work))
    steps = overflow ? Int.max : total
    if steps > limits.maxSteps || outputBytes > limits.maxOutputBytes { throw stop(at: range) }
  }

  /// A value as `print` shows it, in at most `room` bytes (charged), or the too-large error.
  func plain(_ value: Value, room: Int, _ r: SourceRange) throws(Unwind) -> String {
    guard let text = value.plain(limit: max(0, room)) else { throw tooLong(r) }
    try charge(text.utf8.count / Self.bytesPerStep, at: r)
    return text
  }

  /// A record's field (`nil` when it has none): fields are looked up in order, a step per 4
  /// of them, so that a record of 400,000 fields is not read for free in a loop.
  func field(_ record: Record, _ name: String, _ r: SourceRange) throws(Unwind) -> Value {
    try charge(record.fields.count / 4, at: r)
    return record[name] ?? .nil
  }

  func typeError(_ op: String, _ v: Value, _ r: SourceRange) -> Unwind {
    fail(.cannotApply(op, v), r)
  }

  func tooLong(_ r: SourceRange) -> Unwind {
    fail(.tooLarge(maxListCount: limits.maxListCount, maxStringBytes: limits.maxStringBytes), r)
  }
}
