import HeadlessUIKit
import ListDiff

/// The binary operators: arithmetic, comparison, ranges, index paths and joining.
extension Interpreter {
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
      var budget = max(0, limits.maxSteps - thisRun.steps)
      let start = budget
      guard let same = a.isEqual(to: b, budget: &budget) else {
        thisRun.steps = limits.maxSteps + 1
        throw stop(at: r)
      }
      try charge(start - budget, at: r)
      return .bool(op == .equal ? same : !same)
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      let order: Int
      switch (a, b) {
      case (.string(let x), .string(let y)):
        // Comparing strings reads their common bytes, and past them as far as the strings
        // stay equivalent (`TextWork`).
        try charge(
          TextWork.comparisonSteps(x, y, cap: max(0, limits.maxSteps - thisRun.steps)), at: r)
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

  func arithmetic(_ op: BinaryOp, _ a: Value, _ b: Value, _ r: SourceRange) throws(Unwind)
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

}
