// The ListScript grammar (EBNF). NEWLINE ends a statement; see `Lexer` for line continuation.
// Command words are reserved only where a statement starts with them: a variable may be called
// `rows`, and `rows = 3` assigns it.
//
//   script     = { sep } { statement { sep } } EOF
//   sep        = NEWLINE | ";"
//   block      = "{" { sep } { statement { sep } } "}"
//   statement  = "let" IDENT "=" expr
//              | IDENT { "[" expr "]" } ("=" | "+=" | "-=" | "*=" | "/=" | "%=") expr
//              | "if" expr block { "else" "if" expr block } [ "else" block ]
//              | "for" IDENT "in" expr block | "repeat" expr block | "while" expr block
//              | "def" IDENT "(" [ IDENT { "," IDENT } ] ")" block | "return" [ expr ]
//              | block | "print" [ expr { "," expr } ] | "include" expr
//              | "assert" ( SHORTHAND list | expr )     SHORTHAND = visible | visibleRows
//              | "expect" "error" expr block          | mountedRows | data | visibleItems
//              | command | expr                      | mountedItems | preparedItems
//   command    = "table" { ("width" | "height" | "rowheight") expr }
//              | "collection" ( { ("width" | "height") expr | "item" expr expr
//                               | ("spacing" | "linespacing") expr | "inset" expr expr expr expr }
//                             | "list" { ("width" | "height" | "rowheight") expr } )
//              | "platform" IDENT | "header" expr | "footer" expr
//              | "section" ("header" | "footer") expr
//              | "data" ( list-expr | "sections" expr | "from" expr | "insert" expr "at" expr
//                       | "insert" "section" expr expr | "remove" "at" exprs
//                       | "remove" "section" expr | "move" "section" expr "to" expr
//                       | "move" expr "to" expr | "set" expr expr )
//              | "reload" [ ROWS exprs | ("sections" | "section") exprs | "keeping" "heights" ]
//              | "begin" | "end" | "batch" block [ "completion" block ]
//              | "diffable" [ "given" | "lookup" ]
//              | "apply" expr [ "animated" ( "true" | "false" ) | "using" "reload" "data" ]
//              | ("insert" | "delete") ( ROWS exprs | ("sections" | "section") exprs )
//              | "reconfigure" ROWS exprs        ROWS = rows | row | items | item
//              | "move" ( ("row" | "item") expr "to" expr | "section" expr "to" expr )
//              | "scroll" ( "to" ( "top" | "bottom" | ("row" | "item") expr [ POSITION ]
//                                | expr ) | "by" expr )   POSITION = top | middle | bottom | none
//              | "anchor" ONOFF | "edit" ONOFF [ "refreshing" ("visible"|"mounted"|"reload") ]
//              | "select" expr | "deselect" expr | "rotate" ("portrait" | "landscape")
//              | "show" [ "svg" expr [ "before" ] ] | "trace" ( ONOFF | "calls" | "layout" | "all" )
//              | "heights" ("item" | "fit") | "estimated" ( expr | "off" ) ONOFF = on | off
//              | "cache" ("indexpath" | "key" | "off") | "precache"
//              | "invalidate" ( "height" expr | "key" expr | "heights" )
//              | "separator" ONOFF | "scale" expr | "accessory" ( ACCESSORY | expr )
//              | "metrics" METRIC expr { METRIC expr }   METRIC = char | line | padding | margin
//              | "update" "to" ( [ "sections" ] expr | "from" expr ) [ "using" PLAN ]
//              | "diff" expr expr
//                ACCESSORY = none | disclosure | detail-disclosure | checkmark | detail
//                PLAN = staged | single | sections-then-rows | reload
//   exprs      = expr { "," expr }
//   expr       = and { "or" and }
//   and        = not { "and" not }
//   not        = "not" not | comparison
//   comparison = range [ ("==" | "!=" | "<" | "<=" | ">" | ">=") range ]
//   range      = path [ ("..." | "..<") path ]
//   path       = additive [ ":" additive ]                     (an index path, `1:3`)
//   additive   = term { ("+" | "-") term }
//   term       = unary { ("*" | "/" | "%") unary }
//   unary      = "-" unary | postfix
//   postfix    = primary { "(" [ exprs ] ")" | "[" expr "]" | "." IDENT [ "(" [ args ] ")" ] }
//                                       (an index's "[" touches what it indexes: `xs[0]`)
//   args       = arg { "," arg }         arg = [ IDENT ":" ] expr   (a label's ":" touches
//                                            its name and a space follows: `toSection: s`)
//   primary    = INTEGER | DECIMAL | STRING | "true" | "false" | "nil" | IDENT
//              | "(" expr ")" | "[" [ exprs [","] ] "]"
//              | "{" [ IDENT ":" expr { "," IDENT ":" expr } [","] ] "}"

/// Parses a scenario into statements, reporting every syntax error with recovery at statement
/// boundaries.
struct Parser {
  private(set) var tokens: [Token]
  var index = 0
  let file: SourceFile
  /// The syntax errors found so far, lexer's included, in order.
  var syntaxErrors: [Located<SyntaxError>] = []
  /// The syntax errors as diagnostics.
  var errors: [Diagnostic] { syntaxErrors.map(\.diagnostic) }
  var depth = 0
  /// Nesting deeper than this is refused: it would otherwise exhaust the stack.
  static let maxDepth = 200

  /// `+=` and its kin: accepted as in Swift, each the assignment of the operation.
  static let compoundAssignments: [Token.Kind: BinaryOp] = [
    .symbol("+="): .add, .symbol("-="): .subtract, .symbol("*="): .multiply,
    .symbol("/="): .divide, .symbol("%="): .remainder,
  ]

  /// Words that start a command when they begin a statement.
  static let commandWords = Set(CommandWord.spellings)
  static let statementWords: Set<String> = [
    "let", "if", "for", "repeat", "while", "def", "return", "print", "assert", "expect", "include",
    "else",
  ]

  init(file: SourceFile, range: Range<Int>? = nil) {
    self.file = file
    var lexer = Lexer(file: file, range: range)
    tokens = lexer.tokenize()
    syntaxErrors = lexer.errors
  }

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
    switch word {
    case "let":
      advance()
      let name = try identifier("a name after 'let'")
      try expect("=", "after 'let \(name)'")
      let value = try expression()
      return Stmt(kind: .letDecl(name, value), range: span(from: start))
    case "if": return try ifStatement()
    case "for":
      advance()
      let name = try identifier("a loop variable after 'for'")
      try expectWord("in", "after 'for \(name)'")
      let sequence = try expression()
      let body = try block()
      return Stmt(kind: .forIn(name, sequence, body), range: span(from: start))
    case "repeat":
      advance()
      let count = try expression()
      let body = try block()
      return Stmt(kind: .repeatTimes(count, body), range: span(from: start))
    case "while":
      advance()
      let condition = try expression()
      let body = try block()
      return Stmt(kind: .whileLoop(condition, body), range: span(from: start))
    case "def":
      advance()
      let name = try identifier("a procedure name after 'def'")
      try expect("(", "after 'def \(name)'")
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
      try expect(")", "after the parameters")
      let body = try block()
      return Stmt(kind: .def(name, parameters, body), range: span(from: start))
    case "return":
      advance()
      let value = endsStatement ? nil : try expression()
      return Stmt(kind: .returnValue(value), range: span(from: start))
    case "print":
      advance()
      let values = endsStatement ? [] : try expressionList()
      return Stmt(kind: .print(values), range: span(from: start))
    case "include":
      advance()
      return Stmt(kind: .include(try expression()), range: span(from: start))
    case "assert":
      advance()
      // A near miss (`assert visibel [1]`) is read as the shorthand too, so that the resolver
      // names it with its did-you-mean.
      let shorthands = [
        "visible", "visibleRows", "mountedRows", "data", "visibleItems", "mountedItems",
        "preparedItems",
      ]
      if let query = current.identifier,
        shorthands.contains(query) || Self.closest(query, in: shorthands) != nil,
        peek(1).isSymbol("["), peek(1).spaceBefore
      {
        let lhs = Expr.variable(query, SourceRange(file: file, bytes: current.range))
        advance()
        let rhs = try expression()
        let range = lhs.range.through(rhs.range)
        return Stmt(kind: .assert(.binary(.equal, lhs, rhs, range)), range: span(from: start))
      }
      return Stmt(kind: .assert(try expression()), range: span(from: start))
    case "expect":
      advance()
      try expectWord("error", "after 'expect'")
      let text = try expression()
      let body = try block()
      return Stmt(kind: .expectError(text, body), range: span(from: start))
    case "else":
      error(.elseWithoutIf, at: start.range)
      throw ParseFailure()
    default:
      let next = peek(1)
      let alone =
        next.kind == .newline || next.kind == .end || next.isSymbol(";") || next.isSymbol("}")
      // `data` alone is the query (what the data source holds); with arguments, the command.
      // A `(` or `[` touching the word makes it a call or an index (`data(1)`, `data[0]`); with
      // a space, it starts the command's operand (`select (0:1)`).
      if let commandWord = CommandWord(word), !(word == "data" && alone),
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
    while current.isWord("else") {
      advance()
      if current.isWord("if") {
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

  // MARK: - Helpers

  var current: Token { tokens[min(index, tokens.count - 1)] }
  var previous: Token { tokens[max(0, min(index - 1, tokens.count - 1))] }
  func peek(_ n: Int) -> Token { tokens[min(index + n, tokens.count - 1)] }
  var atEnd: Bool { current.kind == .end }
  var endsStatement: Bool {
    current.kind == .newline || current.kind == .end || current.isSymbol(";")
      || current.isSymbol("}")
  }

  mutating func advance(_ n: Int = 1) { index = min(index + n, tokens.count - 1) }

  mutating func match(_ symbol: String) -> Bool {
    guard current.isSymbol(symbol) else { return false }
    advance()
    return true
  }

  /// The symbol `symbol`, which must come next (`context` says where: `after the arguments`).
  @discardableResult
  mutating func expect(_ symbol: String, _ context: String = "", openedAt: Token? = nil)
    throws(ParseFailure) -> Token
  {
    guard current.isSymbol(symbol) else {
      let opened = openedAt.map { token in
        let (line, column) = file.location(of: token.range.lowerBound)
        return "'\(text(token))' opened at \(line):\(column)"
      }
      let found = atEnd || current.kind == .newline ? nil : text(current)
      error(
        .expected(what: "'\(symbol)'", context: context, found: found, openedAt: opened),
        at: current.range)
      throw ParseFailure()
    }
    let token = current
    advance()
    return token
  }

  /// The word `word`, which must come next; `what` names it in the error when it is not just
  /// `'word'` (`'at' or 'section'`).
  mutating func expectWord(_ word: String, _ context: String, what: String? = nil)
    throws(ParseFailure)
  {
    guard current.isWord(word) else {
      error(
        .expected(what: what ?? "'\(word)'", context: context, found: nil, openedAt: nil),
        at: current.range)
      throw ParseFailure()
    }
    advance()
  }

  /// A name, which must come next; `what` describes it (`a loop variable after 'for'`).
  mutating func identifier(_ what: String) throws(ParseFailure) -> String {
    guard let name = current.identifier else {
      error(.expectedName(what), at: current.range)
      throw ParseFailure()
    }
    advance()
    return name
  }

  mutating func onOff(after word: String) throws(ParseFailure) -> Bool {
    try choice(["on", "off"], after: word) == "on"
  }

  /// One of `options`, as the next word; otherwise an error listing them.
  mutating func choice(_ options: [String], after word: String) throws(ParseFailure)
    -> String
  {
    options[try choiceIndex(options, after: word)]
  }

  /// The position in `options` of the next word (hyphenated words joined); otherwise an error
  /// listing them.
  mutating func choiceIndex(_ options: [String], after word: String) throws(ParseFailure) -> Int {
    // A choice may be hyphenated (`sections-then-rows`): words joined by '-' with no spaces.
    var w = current.identifier
    var length = 1
    while let joined = w, peek(length).isSymbol("-"), let next = peek(length + 1).identifier,
      !peek(length).spaceBefore, !peek(length + 1).spaceBefore
    {
      w = joined + "-" + next
      length += 2
    }
    if let w, let index = options.firstIndex(of: w) {
      advance(length)
      return index
    }
    // Swift's `.top`: said, then read as `top` so that the rest of the line parses.
    if current.isSymbol("."), let next = peek(1).identifier, !peek(1).spaceBefore,
      let index = options.firstIndex(of: next)
    {
      error(
        .swiftSpelling(found: "." + next, write: next),
        at: current.range.lowerBound..<peek(1).range.upperBound)
      advance(2)
      return index
    }
    error(
      .unexpectedChoice(
        found: describe(current), after: word, options: options,
        suggestion: current.identifier.flatMap { Self.closest($0, in: options) }),
      at: current.range)
    throw ParseFailure()
  }

  /// What to say when a statement goes on past its end: UIKit's `with:` gets its own words.
  var statementEndError: SyntaxError {
    current.isWord("with") && peek(1).isSymbol(":") ? .animationArgument : .expectedStatementEnd
  }

  func describe(_ token: Token) -> String {
    switch token.kind {
    case .newline, .end: "end of line"
    default: text(token).quoted
    }
  }

  mutating func enter() throws(ParseFailure) {
    depth += 1
    if depth > Self.maxDepth {
      error(.nestingTooDeep(limit: Self.maxDepth), at: current.range)
      throw ParseFailure()
    }
  }

  func text(_ token: Token) -> String { file.text(token.range) }
  func range(_ token: Token) -> SourceRange { SourceRange(file: file, bytes: token.range) }
  func span(from start: Token) -> SourceRange {
    SourceRange(
      file: file,
      bytes: start.range.lowerBound..<max(start.range.upperBound, previous.range.upperBound))
  }

  mutating func error(_ error: SyntaxError, at bytes: Range<Int>) {
    let range = SourceRange(file: file, bytes: bytes)
    // One error per place: a second report at the same spot is a cascade.
    if syntaxErrors.last?.range == range { return }
    syntaxErrors.append(Located(error: error, range: range))
  }

}

/// Thrown inside the parser to unwind to the statement being parsed; the diagnostic is already
/// recorded.
struct ParseFailure: Error {}
