import HeadlessUIKit
import ListDiff

/// The operators compiled: operands read without a call, integer arithmetic and comparisons
/// inline.
extension ClosureCompiler {
  /// How an operand is read: most are a variable or a constant, read without a call.
  enum Operand {
    case local(Int)
    case global(Int, String, SourceRange)
    case constant(Value)
    case code(CompiledExpr)
  }

  static func operand(_ e: ResolvedExpr) -> Operand {
    switch e {
    case .local(let i, _): .local(i)
    case .global(let i, let name, let r): .global(i, name, r)
    case .literal(let v, _): .constant(v)
    default: .code(expression(e))
    }
  }

  /// An integer operator `O` (arithmetic or a comparison) on two operands: two integers
  /// answered inline, anything else (an overflow included, which it reports) by
  /// `Interpreter.binary`.
  ///
  /// Specialized per operator, so `O.apply` is a direct call. An integer literal on the right
  /// is kept unboxed (the `Value` it would be read as is copied out of the operand at every
  /// call otherwise, a measurable share of `i * 2 + 1` in a loop: see docs/quality.md,
  /// "Measurements behind the code"), with a local on the left read where it lies.
  static func integers<O: IntegerOperator>(
    _: O.Type, _ op: BinaryOp, _ a: Operand, _ b: Operand, _ r: SourceRange
  ) -> CompiledExpr {
    typealias Unwind = Interpreter.Unwind
    guard case .constant(.int(let k)) = b else {
      return { it throws(Unwind) in
        let (x, y) = (try it.read(a), try it.read(b))
        if case .int(let p) = x, case .int(let q) = y, let v = O.apply(p, q) { return v }
        return try it.binary(op, x, y, r)
      }
    }
    if case .local(let slot) = a {
      return { it throws(Unwind) in
        let x = it.program.stack[it.program.base + slot]
        if case .int(let p) = x, let v = O.apply(p, k) { return v }
        return try it.binary(op, x, .int(k), r)
      }
    }
    return { it throws(Unwind) in
      let x = try it.read(a)
      if case .int(let p) = x, let v = O.apply(p, k) { return v }
      return try it.binary(op, x, .int(k), r)
    }
  }

  /// A binary operator: `and` and `or` short-circuit, integer arithmetic and comparisons go
  /// through `integers`, anything else `Interpreter.binary`.
  static func binary(
    _ op: BinaryOp, _ a: Operand, _ b: Operand, _ aRange: SourceRange, _ bRange: SourceRange,
    _ r: SourceRange
  ) -> CompiledExpr {
    typealias Unwind = Interpreter.Unwind
    switch op {
    case .and, .or:
      let isAnd = op == .and
      return { it throws(Unwind) in
        let lhs = try it.read(a)
        guard case .bool(let x) = lhs else { throw it.typeError(op.rawValue, lhs, aRange) }
        if isAnd, !x { return .bool(false) }
        if !isAnd, x { return .bool(true) }
        let rhs = try it.read(b)
        guard case .bool(let y) = rhs else { throw it.typeError(op.rawValue, rhs, bRange) }
        return .bool(y)
      }
    case .add: return integers(Addition.self, op, a, b, r)
    case .subtract: return integers(Subtraction.self, op, a, b, r)
    case .multiply: return integers(Multiplication.self, op, a, b, r)
    case .less: return integers(IsLess.self, op, a, b, r)
    case .lessOrEqual: return integers(IsLessOrEqual.self, op, a, b, r)
    case .greater: return integers(IsGreater.self, op, a, b, r)
    case .greaterOrEqual: return integers(IsGreaterOrEqual.self, op, a, b, r)
    case .equal: return integers(IsEqual.self, op, a, b, r)
    case .notEqual: return integers(IsNotEqual.self, op, a, b, r)
    case .divide, .remainder, .closedRange, .halfOpenRange, .indexPath:
      return { it throws(Unwind) in try it.binary(op, try it.read(a), try it.read(b), r) }
    }
  }
}

extension Interpreter {
  /// An operand's value, as `eval` gives it.
  @inline(__always)
  func read(_ operand: ClosureCompiler.Operand) throws(Unwind) -> Value {
    switch operand {
    case .local(let i): return program.stack[program.base + i]
    case .global(let i, _, _):
      if let value = program.globals[i] { return value }
      guard case .global(_, let name, let r) = operand else { return .nil }
      throw fail(.usedBeforeDeclared(name), r)
    case .constant(let v): return v
    case .code(let code): return try code(self)
    }
  }
}

/// An operator on two integers, for `ClosureCompiler.integers` to be specialized by: its value,
/// or `nil` when the arithmetic overflows (the general way reports it).
protocol IntegerOperator {
  static func apply(_ x: Int, _ y: Int) -> Value?
}

/// `+`.
enum Addition: IntegerOperator {
  static func apply(_ x: Int, _ y: Int) -> Value? {
    let (s, o) = x.addingReportingOverflow(y)
    return o ? nil : .int(s)
  }
}

/// `-`.
enum Subtraction: IntegerOperator {
  static func apply(_ x: Int, _ y: Int) -> Value? {
    let (s, o) = x.subtractingReportingOverflow(y)
    return o ? nil : .int(s)
  }
}

/// `*`.
enum Multiplication: IntegerOperator {
  static func apply(_ x: Int, _ y: Int) -> Value? {
    let (s, o) = x.multipliedReportingOverflow(by: y)
    return o ? nil : .int(s)
  }
}

/// `<`.
enum IsLess: IntegerOperator {
  static func apply(_ x: Int, _ y: Int) -> Value? { .bool(x < y) }
}

/// `<=`.
enum IsLessOrEqual: IntegerOperator {
  static func apply(_ x: Int, _ y: Int) -> Value? { .bool(x <= y) }
}

/// `>`.
enum IsGreater: IntegerOperator {
  static func apply(_ x: Int, _ y: Int) -> Value? { .bool(x > y) }
}

/// `>=`.
enum IsGreaterOrEqual: IntegerOperator {
  static func apply(_ x: Int, _ y: Int) -> Value? { .bool(x >= y) }
}

/// `==`.
enum IsEqual: IntegerOperator {
  static func apply(_ x: Int, _ y: Int) -> Value? { .bool(x == y) }
}

/// `!=`.
enum IsNotEqual: IntegerOperator {
  static func apply(_ x: Int, _ y: Int) -> Value? { .bool(x != y) }
}
