extension Parser {

  mutating func expressionList() throws(ParseFailure) -> [Expr] {
    var values = [try expression()]
    while match(",") { values.append(try expression()) }
    return values
  }

  /// A method call's arguments, each labelled or not.
  ///
  /// A label is a name with a colon touching it, then a space (`toSection: s`); `a:b` with no
  /// space stays an index path.
  mutating func arguments() throws(ParseFailure) -> [Expr.Argument] {
    var args: [Expr.Argument] = []
    repeat {
      if case .identifier(let label) = current.kind, peek(1).isSymbol(":"),
        !peek(1).spaceBefore, peek(2).spaceBefore
      {
        let labelRange = range(current)
        advance(2)
        args.append(Expr.Argument(label: label, labelRange: labelRange, value: try expression()))
      } else {
        args.append(Expr.Argument(label: nil, labelRange: nil, value: try expression()))
      }
    } while match(",")
    return args
  }

  mutating func expression() throws(ParseFailure) -> Expr {
    try enter()
    defer { depth -= 1 }
    var lhs = try andExpr()
    while current.isWord("or") {
      advance()
      let rhs = try andExpr()
      lhs = .binary(.or, lhs, rhs, lhs.range.through(rhs.range))
    }
    return lhs
  }

  mutating func andExpr() throws(ParseFailure) -> Expr {
    var lhs = try notExpr()
    while current.isWord("and") {
      advance()
      let rhs = try notExpr()
      lhs = .binary(.and, lhs, rhs, lhs.range.through(rhs.range))
    }
    return lhs
  }

  mutating func notExpr() throws(ParseFailure) -> Expr {
    if current.isWord("not") {
      let start = current
      advance()
      try enter()
      defer { depth -= 1 }
      let operand = try notExpr()
      return .unary(
        "not", operand, SourceRange(file: file, bytes: start.range).through(operand.range))
    }
    return try comparison()
  }

  mutating func comparison() throws(ParseFailure) -> Expr {
    let lhs = try rangeExpr()
    for op in [BinaryOp.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual]
    where current.isSymbol(op.rawValue) {
      advance()
      let rhs = try rangeExpr()
      return .binary(op, lhs, rhs, lhs.range.through(rhs.range))
    }
    return lhs
  }

  mutating func rangeExpr() throws(ParseFailure) -> Expr {
    let lhs = try pathExpr()
    for op in [BinaryOp.closedRange, .halfOpenRange] where current.isSymbol(op.rawValue) {
      advance()
      let rhs = try pathExpr()
      return .binary(op, lhs, rhs, lhs.range.through(rhs.range))
    }
    return lhs
  }

  mutating func pathExpr() throws(ParseFailure) -> Expr {
    let lhs = try additive()
    if current.isSymbol(":") {
      advance()
      let rhs = try additive()
      return .binary(.indexPath, lhs, rhs, lhs.range.through(rhs.range))
    }
    return lhs
  }

  mutating func additive() throws(ParseFailure) -> Expr {
    var lhs = try term()
    while current.isSymbol("+") || current.isSymbol("-") {
      let op: BinaryOp = current.isSymbol("+") ? .add : .subtract
      advance()
      let rhs = try term()
      lhs = .binary(op, lhs, rhs, lhs.range.through(rhs.range))
    }
    return lhs
  }

  mutating func term() throws(ParseFailure) -> Expr {
    var lhs = try unary()
    while current.isSymbol("*") || current.isSymbol("/") || current.isSymbol("%") {
      let op: BinaryOp =
        current.isSymbol("*") ? .multiply : (current.isSymbol("/") ? .divide : .remainder)
      advance()
      let rhs = try unary()
      lhs = .binary(op, lhs, rhs, lhs.range.through(rhs.range))
    }
    return lhs
  }

  mutating func unary() throws(ParseFailure) -> Expr {
    if current.isSymbol("-") {
      let start = current
      advance()
      try enter()
      defer { depth -= 1 }
      let operand = try unary()
      let range = SourceRange(file: file, bytes: start.range).through(operand.range)
      if case .literal(.int(let i), _) = operand { return .literal(.int(-i), range) }
      if case .literal(.decimal(let d), _) = operand { return .literal(.decimal(-d), range) }
      return .unary("-", operand, range)
    }
    return try postfix()
  }

  mutating func postfix() throws(ParseFailure) -> Expr {
    var expr = try primary()
    while true {
      if current.isSymbol("("), !current.spaceBefore, case .variable(let name, let nameRange) = expr
      {
        advance()
        let args = current.isSymbol(")") ? [] : try expressionList()
        let close = try expect(")", "after the arguments")
        expr = .call(name, nameRange, args, nameRange.through(range(close)))
      } else if current.isSymbol("["), !current.spaceBefore {
        advance()
        let index = try expression()
        let close = try expect("]", "after the index")
        expr = .index(expr, index, expr.range.through(range(close)))
      } else if current.isSymbol("."), !current.spaceBefore,
        case .identifier(let field) = peek(1).kind
      {
        advance(2)
        let nameRange = range(previous)
        if current.isSymbol("("), !current.spaceBefore {
          advance()
          let args = current.isSymbol(")") ? [] : try arguments()
          let close = try expect(")", "after the arguments")
          expr = .method(expr, field, nameRange, args, expr.range.through(range(close)))
        } else {
          expr = .member(expr, field, expr.range.through(nameRange))
        }
      } else {
        return expr
      }
    }
  }

  mutating func primary() throws(ParseFailure) -> Expr {
    let token = current
    let r = range(token)
    switch token.kind {
    case .integer(let i):
      advance()
      return .literal(.int(i), r)
    case .decimal(let d):
      advance()
      return .literal(.decimal(d), r)
    case .string(let pieces):
      advance()
      var parts: [Expr.StringPart] = []
      for piece in pieces {
        switch piece {
        case .text(let s): parts.append(.text(s))
        case .interpolation(let bytes):
          var inner = Parser(file: file, range: bytes)
          inner.depth = depth
          if let expr = inner.parseLoneExpression() { parts.append(.expr(expr)) }
          syntaxErrors += inner.syntaxErrors
        }
      }
      if parts.allSatisfy({ if case .text = $0 { true } else { false } }) {
        let text = parts.map { if case .text(let s) = $0 { s } else { "" } }.joined()
        return .literal(.string(text), r)
      }
      return .string(parts, r)
    case .identifier(let name):
      advance()
      switch name {
      case "true": return .literal(.bool(true), r)
      case "false": return .literal(.bool(false), r)
      case "nil": return .literal(.nil, r)
      default: return .variable(name, r)
      }
    case .symbol("("):
      let open = range(current)
      advance()
      let inner = try expression()
      let close = try expect(")")
      // An operation in parentheses spans them, so that `2 * (3 + 4)` is quoted whole.
      let whole = open.through(range(close))
      switch inner {
      case .binary(let op, let l, let r, _): return .binary(op, l, r, whole)
      case .unary(let op, let operand, _): return .unary(op, operand, whole)
      default: return inner
      }
    case .symbol("["):
      advance()
      var items: [Expr] = []
      while !current.isSymbol("]") {
        items.append(try expression())
        if !match(",") { break }
      }
      let close = try expect("]", "to close the list", openedAt: token)
      return .list(items, r.through(range(close)))
    case .symbol("{"):
      advance()
      var fields: [(String, Expr)] = []
      while !current.isSymbol("}") {
        let name: String
        // JSON's quoted keys: `{"id": 1}` is `{id: 1}`; a key that is not a name
        // (`{"first name": 1}`) is kept as written, as a record read from JSON keeps it.
        if case .string(let pieces) = current.kind, let key = Self.plainText(pieces) {
          name = key
          advance()
        } else {
          name = try identifier("a field name in the record")
        }
        try expect(":", "after the field name \(name.quoted)")
        fields.append((name, try expression()))
        if !match(",") { break }
      }
      let close = try expect("}", "to close the record", openedAt: token)
      return .record(fields, r.through(range(close)))
    case .newline, .end:
      error(.expectedExpression(found: nil), at: token.range)
      throw ParseFailure()
    default:
      error(.expectedExpression(found: text(token)), at: token.range)
      throw ParseFailure()
    }
  }

  /// Whether `text` could be written as a name: an ASCII letter or `_`, then letters, digits
  /// and `_` (what the lexer reads as an identifier).
  static func isName(_ text: String) -> Bool {
    func letter(_ b: UInt8) -> Bool {
      (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F
    }
    guard let first = text.utf8.first, letter(first) else { return false }
    return text.utf8.allSatisfy { letter($0) || ($0 >= 0x30 && $0 <= 0x39) }
  }

  /// The text of a string literal without interpolation, or `nil`.
  static func plainText(_ pieces: [Token.StringPiece]) -> String? {
    var text = ""
    for piece in pieces {
      guard case .text(let t) = piece else { return nil }
      text += t
    }
    return text
  }
}
