extension Parser {
  // MARK: - Statements

  /// The most syntax errors a file reports; past them the parser stops (a compiler's habit:
  /// the rest are mostly cascades, and a hostile file cannot make it work on).
  static let errorLimit = 20

  /// Whether the parser stopped at `errorLimit` errors.
  var gaveUp: Bool { syntaxErrors.count >= Self.errorLimit }

  /// Parses the whole file.
  mutating func parseScript() -> [Stmt] {
    var statements: [Stmt] = []
    skipSeparators()
    while !atEnd, !gaveUp {
      if current.isSymbol("}") {
        error(.unexpectedClosingBrace, at: current.range)
        advance()
        skipSeparators()
        continue
      }
      let before = index
      if let statement = statementRecovering() { statements.append(statement) }
      if index == before { advance() }  // never stall on a token nothing consumes
      if !atEnd, !skipSeparators() {
        error(statementEndError, at: current.range)
        synchronize()
        skipSeparators()
      }
    }
    return statements
  }

  /// Parses one expression filling the whole range (string interpolation).
  mutating func parseLoneExpression() -> Expr? {
    let expr = try? expression()
    if !atEnd { error(.unexpectedInInterpolation(text(current)), at: current.range) }
    return expr
  }

  mutating func statementRecovering() -> Stmt? {
    do {
      return try statement()
    } catch {
      synchronize()
      return nil
    }
  }

  /// Skips to the next statement boundary after an error.
  mutating func synchronize() {
    while !atEnd {
      if current.kind == .newline || current.isSymbol(";") || current.isSymbol("}") { return }
      advance()
    }
  }

  @discardableResult
  mutating func skipSeparators() -> Bool {
    var skipped = false
    while current.kind == .newline || current.isSymbol(";") {
      advance()
      skipped = true
    }
    return skipped || current.isSymbol("}") || atEnd
  }

  mutating func block() throws(ParseFailure) -> [Stmt] {
    try enter()
    defer { depth -= 1 }
    let open = try expect("{", "to start a block")
    var statements: [Stmt] = []
    skipSeparators()
    while !current.isSymbol("}") {
      if atEnd {
        error(.unterminatedBlock, at: open.range)
        throw ParseFailure()
      }
      let before = index
      if let statement = statementRecovering() { statements.append(statement) }
      if index == before { advance() }
      if !current.isSymbol("}"), !skipSeparators() {
        error(statementEndError, at: current.range)
        synchronize()
        skipSeparators()
      }
    }
    advance()
    return statements
  }

  mutating func statement() throws(ParseFailure) -> Stmt {
    let start = current
    guard let word = start.identifier else {
      if start.isSymbol("{") {
        let body = try block()
        return Stmt(kind: .block(body), range: span(from: start))
      }
      return Stmt(kind: .expression(try expression()), range: span(from: start))
    }
    // An assignment to a name, even a command word's.
    if let assignment = try assignment() { return assignment }
    if let statementWord = StatementWord(rawValue: word),
      let statement = try statement(statementWord)
    {
      return statement
    }
    let next = peek(1)
    let alone =
      next.kind == .newline || next.kind == .end || next.isSymbol(";") || next.isSymbol("}")
    // `data` alone is the query (what the data source holds); with arguments, the command.
    // A `(` or `[` touching the word makes it a call or an index (`data(1)`, `data[0]`); with
    // a space, it starts the command's operand (`select (0:1)`).
    if let commandWord = CommandWord(word), !(commandWord == .data && alone),
      !(peek(1).isSymbol("(") && !peek(1).spaceBefore),
      !(peek(1).isSymbol("[") && !peek(1).spaceBefore),
      !(peek(1).isSymbol(".") && !peek(1).spaceBefore)
    {
      let command = try self.command(commandWord)
      return Stmt(kind: .command(command), range: span(from: start))
    }
    let expr = try expression()
    if case .variable(let name, let range) = expr, !endsStatement, Self.looksLikeCommand(name) {
      let suggestion = Self.suggestion(for: name).flatMap { $0 == name ? nil : $0 }
      error(.unknownCommand(name, suggestion: suggestion), at: range.bytes)
      throw ParseFailure()
    }
    return Stmt(kind: .expression(expr), range: span(from: start))
  }

  /// The statement `word` starts, or `nil` when the word is not one here (`turn` without a
  /// block is a name).
  mutating func statement(_ word: StatementWord) throws(ParseFailure) -> Stmt? {
    let start = current
    switch word {
    case .let:
      advance()
      let name = try identifier("a name after 'let'")
      try expect("=", "after 'let \(name)'")
      let value = try expression()
      return Stmt(kind: .letDecl(name, value), range: span(from: start))
    case .if: return try ifStatement()
    case .for:
      advance()
      let name = try identifier("a loop variable after 'for'")
      try expectWord(.in, "after 'for \(name)'")
      let sequence = try expression()
      let body = try block()
      return Stmt(kind: .forIn(name, sequence, body), range: span(from: start))
    case .turn where peek(1).isSymbol("{"):
      if depth > 0 { error(.turnInsideBlock, at: start.range) }
      advance()
      let body = try block()
      return Stmt(kind: .turn(body), range: span(from: start))
    case .turn: return nil
    case .repeat:
      advance()
      let count = try expression()
      let body = try block()
      return Stmt(kind: .repeatTimes(count, body), range: span(from: start))
    case .while:
      advance()
      let condition = try expression()
      let body = try block()
      return Stmt(kind: .whileLoop(condition, body), range: span(from: start))
    case .def:
      advance()
      let name = try identifier("a procedure name after 'def'")
      let open = try expect("(", "after 'def \(name)'")
      let parameters = try parameterList(openedAt: open)
      let body = try block()
      return Stmt(kind: .def(name, parameters, body), range: span(from: start))
    case .return:
      advance()
      let value = endsStatement ? nil : try expression()
      return Stmt(kind: .returnValue(value), range: span(from: start))
    case .print:
      advance()
      let values = endsStatement ? [] : try expressionList()
      return Stmt(kind: .print(values), range: span(from: start))
    case .include:
      advance()
      return Stmt(kind: .include(try expression()), range: span(from: start))
    case .assert:
      advance()
      // A near miss (`assert visibel [1]`) is read as the shorthand too, so that the resolver
      // names it with its did-you-mean.
      let shorthands = [
        "visible", "visibleRows", "mountedRows", "data", "visibleItems", "mountedItems",
        "preparedItems",
      ]
      // The edit distances last: only a word before ` [` may be a shorthand.
      if let query = current.identifier, peek(1).isSymbol("["), peek(1).spaceBefore,
        shorthands.contains(query) || Self.closest(query, in: shorthands) != nil
      {
        let lhs = Expr.variable(query, SourceRange(file: file, bytes: current.range))
        advance()
        let rhs = try expression()
        let range = lhs.range.through(rhs.range)
        return Stmt(kind: .assert(.binary(.equal, lhs, rhs, range)), range: span(from: start))
      }
      return Stmt(kind: .assert(try expression()), range: span(from: start))
    case .expect:
      advance()
      try expectWord(.error, "after 'expect'")
      let text = try expression()
      let body = try block()
      return Stmt(kind: .expectError(text, body), range: span(from: start))
    case .else:
      error(.elseWithoutIf, at: start.range)
      throw ParseFailure()
    }
  }

  /// `name = expr` or `name[i] = expr`, when the statement has that shape.
  mutating func assignment() throws(ParseFailure) -> Stmt? {
    guard let name = current.identifier, !Self.statementWords.contains(name) else { return nil }
    var lookahead = 1
    // Skip `[ … ]` index groups touching the name.
    while peek(lookahead).isSymbol("["), !peek(lookahead).spaceBefore {
      var nesting = 0
      repeat {
        let t = peek(lookahead)
        if t.isSymbol("[") { nesting += 1 }
        if t.isSymbol("]") { nesting -= 1 }
        if t.kind == .end || t.kind == .newline { return nil }
        lookahead += 1
      } while nesting > 0
    }
    let compound = Self.compoundAssignments[peek(lookahead).kind]
    guard peek(lookahead).isSymbol("=") || compound != nil else { return nil }
    let start = current
    let nameRange = SourceRange(file: file, bytes: start.range)
    advance()
    var indexes: [Expr] = []
    var target = Expr.variable(name, nameRange)
    while current.isSymbol("[") {
      advance()
      let index = try expression()
      indexes.append(index)
      try expect("]")
      target = .index(target, index, span(from: start))
    }
    advance()  // `=` or the compound operator
    var value = try expression()
    // `x += e` is `x = x + e` (an index expression is evaluated twice).
    if let op = compound { value = .binary(op, target, value, span(from: start)) }
    return Stmt(
      kind: .assign(name, SourceRange(file: file, bytes: start.range), indexes, value),
      range: span(from: start))
  }

  mutating func ifStatement() throws(ParseFailure) -> Stmt {
    let start = current
    advance()
    var branches: [(Expr, [Stmt])] = []
    let condition = try expression()
    branches.append((condition, try block()))
    var otherwise: [Stmt]?
    while current.isWord(.else) {
      advance()
      if current.isWord(.if) {
        advance()
        let condition = try expression()
        branches.append((condition, try block()))
      } else {
        otherwise = try block()
        break
      }
    }
    return Stmt(kind: .ifElse(branches, otherwise), range: span(from: start))
  }

  /// The names of a parameter list after its `(`, through its `)`: each once.
  mutating func parameterList(openedAt open: Token) throws(ParseFailure) -> [String] {
    var parameters: [String] = []
    if !current.isSymbol(")") {
      repeat {
        let parameter = try identifier("a parameter name")
        if parameters.contains(parameter) {
          error(.duplicateParameter(parameter), at: previous.range)
        }
        parameters.append(parameter)
      } while match(",")
    }
    try expect(")", "after the parameters", openedAt: open)
    return parameters
  }
}
