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

  /// `a + k`, `a - k` or `a * k` for an integer literal k: the literal kept unboxed and a local
  /// read where it lies, the operation `O`'s (specialized, so called directly).
  static func byConstant<O: IntegerOperation>(
    _: O.Type, _ op: BinaryOp, _ a: Operand, _ k: Int, _ r: SourceRange
  ) -> CompiledExpr {
    typealias Unwind = Interpreter.Unwind
    if case .local(let slot) = a {
      return { it throws(Unwind) in
        let x = it.stack[it.base + slot]
        if case .int(let p) = x {
          let (s, o) = O.apply(p, k)
          if !o { return .int(s) }
        }
        return try it.binary(op, x, .int(k), r)
      }
    }
    return { it throws(Unwind) in
      let x = try it.read(a)
      if case .int(let p) = x {
        let (s, o) = O.apply(p, k)
        if !o { return .int(s) }
      }
      return try it.binary(op, x, .int(k), r)
    }
  }

  /// `a < k` and the other comparisons with an integer literal k, as `byConstant` does.
  static func comparedToConstant<C: IntegerComparison>(
    _: C.Type, _ op: BinaryOp, _ a: Operand, _ k: Int, _ r: SourceRange
  ) -> CompiledExpr {
    typealias Unwind = Interpreter.Unwind
    if case .local(let slot) = a {
      return { it throws(Unwind) in
        let x = it.stack[it.base + slot]
        if case .int(let p) = x { return .bool(C.holds(p, k)) }
        return try it.binary(op, x, .int(k), r)
      }
    }
    return { it throws(Unwind) in
      let x = try it.read(a)
      if case .int(let p) = x { return .bool(C.holds(p, k)) }
      return try it.binary(op, x, .int(k), r)
    }
  }

  /// A binary operator: two integers take the arithmetic or comparison inline (an overflow
  /// goes the general way, which reports it), anything else `Interpreter.binary`.
  ///
  /// `+`, `-` and `*` by an integer literal keep the literal unboxed: the `Value` it would be
  /// read as is copied out of the operand at every call otherwise (`i * 2 + 1` in a loop:
  /// 18% of its instructions).
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
    case .add:
      if case .constant(.int(let k)) = b { return byConstant(Addition.self, op, a, k, r) }
      return { it throws(Unwind) in
        let (x, y) = (try it.read(a), try it.read(b))
        if case .int(let p) = x, case .int(let q) = y {
          let (s, o) = p.addingReportingOverflow(q)
          if !o { return .int(s) }
        }
        return try it.binary(op, x, y, r)
      }
    case .subtract:
      if case .constant(.int(let k)) = b { return byConstant(Subtraction.self, op, a, k, r) }
      return { it throws(Unwind) in
        let (x, y) = (try it.read(a), try it.read(b))
        if case .int(let p) = x, case .int(let q) = y {
          let (s, o) = p.subtractingReportingOverflow(q)
          if !o { return .int(s) }
        }
        return try it.binary(op, x, y, r)
      }
    case .multiply:
      if case .constant(.int(let k)) = b { return byConstant(Multiplication.self, op, a, k, r) }
      return { it throws(Unwind) in
        let (x, y) = (try it.read(a), try it.read(b))
        if case .int(let p) = x, case .int(let q) = y {
          let (s, o) = p.multipliedReportingOverflow(by: q)
          if !o { return .int(s) }
        }
        return try it.binary(op, x, y, r)
      }
    case .less:
      if case .constant(.int(let k)) = b { return comparedToConstant(IsLess.self, op, a, k, r) }
      return { it throws(Unwind) in
        let (x, y) = (try it.read(a), try it.read(b))
        if case .int(let p) = x, case .int(let q) = y { return .bool(p < q) }
        return try it.binary(op, x, y, r)
      }
    case .lessOrEqual:
      if case .constant(.int(let k)) = b {
        return comparedToConstant(IsLessOrEqual.self, op, a, k, r)
      }
      return { it throws(Unwind) in
        let (x, y) = (try it.read(a), try it.read(b))
        if case .int(let p) = x, case .int(let q) = y { return .bool(p <= q) }
        return try it.binary(op, x, y, r)
      }
    case .greater:
      if case .constant(.int(let k)) = b { return comparedToConstant(IsGreater.self, op, a, k, r) }
      return { it throws(Unwind) in
        let (x, y) = (try it.read(a), try it.read(b))
        if case .int(let p) = x, case .int(let q) = y { return .bool(p > q) }
        return try it.binary(op, x, y, r)
      }
    case .greaterOrEqual:
      if case .constant(.int(let k)) = b {
        return comparedToConstant(IsGreaterOrEqual.self, op, a, k, r)
      }
      return { it throws(Unwind) in
        let (x, y) = (try it.read(a), try it.read(b))
        if case .int(let p) = x, case .int(let q) = y { return .bool(p >= q) }
        return try it.binary(op, x, y, r)
      }
    case .equal:
      if case .constant(.int(let k)) = b { return comparedToConstant(IsEqual.self, op, a, k, r) }
      return { it throws(Unwind) in
        let (x, y) = (try it.read(a), try it.read(b))
        if case .int(let p) = x, case .int(let q) = y { return .bool(p == q) }
        return try it.binary(op, x, y, r)
      }
    case .notEqual:
      if case .constant(.int(let k)) = b { return comparedToConstant(IsNotEqual.self, op, a, k, r) }
      return { it throws(Unwind) in
        let (x, y) = (try it.read(a), try it.read(b))
        if case .int(let p) = x, case .int(let q) = y { return .bool(p != q) }
        return try it.binary(op, x, y, r)
      }
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
    case .local(let i): return stack[base + i]
    case .global(let i, _, _):
      if let value = globals[i] { return value }
      guard case .global(_, let name, let r) = operand else { return .nil }
      throw fail(.usedBeforeDeclared(name), r)
    case .constant(let v): return v
    case .code(let code): return try code(self)
    }
  }
}

/// An integer operation that reports overflow, for `ClosureCompiler.byConstant` to be
/// specialized by.
protocol IntegerOperation {
  static func apply(_ x: Int, _ y: Int) -> (partialValue: Int, overflow: Bool)
}

/// `+`.
enum Addition: IntegerOperation {
  static func apply(_ x: Int, _ y: Int) -> (partialValue: Int, overflow: Bool) {
    x.addingReportingOverflow(y)
  }
}

/// `-`.
enum Subtraction: IntegerOperation {
  static func apply(_ x: Int, _ y: Int) -> (partialValue: Int, overflow: Bool) {
    x.subtractingReportingOverflow(y)
  }
}

/// `*`.
enum Multiplication: IntegerOperation {
  static func apply(_ x: Int, _ y: Int) -> (partialValue: Int, overflow: Bool) {
    x.multipliedReportingOverflow(by: y)
  }
}

/// A comparison of two integers, for `ClosureCompiler.comparedToConstant` to be specialized by.
protocol IntegerComparison {
  static func holds(_ x: Int, _ y: Int) -> Bool
}

/// `<`.
enum IsLess: IntegerComparison {
  static func holds(_ x: Int, _ y: Int) -> Bool { x < y }
}

/// `<=`.
enum IsLessOrEqual: IntegerComparison {
  static func holds(_ x: Int, _ y: Int) -> Bool { x <= y }
}

/// `>`.
enum IsGreater: IntegerComparison {
  static func holds(_ x: Int, _ y: Int) -> Bool { x > y }
}

/// `>=`.
enum IsGreaterOrEqual: IntegerComparison {
  static func holds(_ x: Int, _ y: Int) -> Bool { x >= y }
}

/// `==`.
enum IsEqual: IntegerComparison {
  static func holds(_ x: Int, _ y: Int) -> Bool { x == y }
}

/// `!=`.
enum IsNotEqual: IntegerComparison {
  static func holds(_ x: Int, _ y: Int) -> Bool { x != y }
}
