// The ListScript grammar (EBNF). NEWLINE ends a statement; see `Lexer` for line continuation.
// Command words are reserved only where a statement starts with them: a variable may be called
// `rows`, and `rows = 3` assigns it.
//
//   script     = { sep } { statement { sep } } EOF
//   sep        = NEWLINE | ";"
//   block      = "{" { sep } { statement { sep } } "}"
//   statement  = "let" IDENT "=" expr
//              | IDENT { "[" expr "]" } "=" expr
//              | "if" expr block { "else" "if" expr block } [ "else" block ]
//              | "for" IDENT "in" expr block | "repeat" expr block | "while" expr block
//              | "def" IDENT "(" [ IDENT { "," IDENT } ] ")" block | "return" [ expr ]
//              | block | "print" [ expr { "," expr } ] | "include" expr
//              | "assert" ( SHORTHAND list | expr )     SHORTHAND = visible | visibleRows
//              | "expect" "error" expr block                      | mountedRows | data
//              | command | expr
//   command    = "table" { ("width" | "height" | "rowheight") expr }
//              | "platform" IDENT | "header" expr | "footer" expr
//              | "section" ("header" | "footer") expr
//              | "data" ( list-expr | "sections" expr | "insert" expr "at" expr
//                       | "insert" "section" expr expr | "remove" "at" exprs
//                       | "remove" "section" expr | "move" "section" expr "to" expr
//                       | "move" expr "to" expr | "set" expr expr )
//              | "reload" [ ("rows" | "row") exprs | ("sections" | "section") exprs
//                         | "keeping" "heights" ]
//              | "begin" | "end" | "batch" block
//              | ("insert" | "delete") ( ("rows" | "row") exprs | ("sections" | "section") exprs )
//              | "reconfigure" ("rows" | "row") exprs
//              | "move" ( "row" expr "to" expr | "section" expr "to" expr )
//              | "scroll" ( "to" ( "top" | "bottom" | "row" expr [ POSITION ] | expr )
//                         | "by" expr )                     POSITION = top | middle | bottom
//              | "anchor" ONOFF | "edit" ONOFF [ "refreshing" ("visible"|"mounted"|"reload") ]
//              | "select" expr | "deselect" expr | "rotate" ("portrait" | "landscape")
//              | "show" [ "svg" expr ] | "trace" ( ONOFF | "calls" | "layout" | "all" )
//              | reserved                                        ONOFF = on | off
//   reserved   = "heights" IDENT | "estimated" expr | "cache" IDENT | "invalidate" ...
//              | "precache" | "separator" ONOFF | "scale" expr | "accessory" expr
//              | "update" ... | "diff" expr expr
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
//   postfix    = primary { "(" [ exprs ] ")" | "[" expr "]" | "." IDENT }
//                                       (an index's "[" touches what it indexes: `xs[0]`)
//   primary    = INTEGER | DECIMAL | STRING | "true" | "false" | "nil" | IDENT
//              | "(" expr ")" | "[" [ exprs [","] ] "]"
//              | "{" [ IDENT ":" expr { "," IDENT ":" expr } [","] ] "}"

/// Parses a scenario into statements, reporting every syntax error with recovery at statement
/// boundaries.
struct Parser {
  private var tokens: [Token]
  private var index = 0
  let file: SourceFile
  private(set) var errors: [Diagnostic] = []
  private var depth = 0
  /// Nesting deeper than this is refused: it would otherwise exhaust the stack.
  static let maxDepth = 200

  /// Words that start a command when they begin a statement.
  static let commandWords: Set<String> = [
    "table", "platform", "header", "footer", "section", "data", "reload", "begin", "end", "batch",
    "insert", "delete", "reconfigure", "move", "scroll", "anchor", "edit", "select", "deselect",
    "rotate", "show", "trace", "heights", "estimated", "cache", "invalidate", "precache",
    "separator", "scale", "accessory", "update", "diff",
  ]
  static let statementWords: Set<String> = [
    "let", "if", "for", "repeat", "while", "def", "return", "print", "assert", "expect", "include",
    "else",
  ]

  init(file: SourceFile, range: Range<Int>? = nil) {
    self.file = file
    var lexer = Lexer(file: file, range: range)
    tokens = lexer.tokenize()
    errors = lexer.errors
  }

  // MARK: - Statements

  /// Parses the whole file.
  mutating func parseScript() -> [Stmt] {
    var statements: [Stmt] = []
    skipSeparators()
    while !atEnd {
      if current.isSymbol("}") {
        error("unexpected '}': no block is open", at: current.range)
        advance()
        skipSeparators()
        continue
      }
      let before = index
      if let statement = statementRecovering() { statements.append(statement) }
      if index == before { advance() }  // never stall on a token nothing consumes
      if !atEnd, !skipSeparators() {
        error("expected a new line or ';' after the statement", at: current.range)
        synchronize()
        skipSeparators()
      }
    }
    return statements
  }

  /// Parses one expression filling the whole range (string interpolation).
  mutating func parseLoneExpression() -> Expr? {
    let expr = try? expression()
    if !atEnd { error("unexpected '\(text(current))' in interpolation", at: current.range) }
    return expr
  }

  private mutating func statementRecovering() -> Stmt? {
    do {
      return try statement()
    } catch {
      synchronize()
      return nil
    }
  }

  /// Skips to the next statement boundary after an error.
  private mutating func synchronize() {
    while !atEnd {
      if current.kind == .newline || current.isSymbol(";") || current.isSymbol("}") { return }
      advance()
    }
  }

  @discardableResult
  private mutating func skipSeparators() -> Bool {
    var skipped = false
    while current.kind == .newline || current.isSymbol(";") {
      advance()
      skipped = true
    }
    return skipped || current.isSymbol("}") || atEnd
  }

  private mutating func block() throws(ParseFailure) -> [Stmt] {
    try enter()
    defer { depth -= 1 }
    let open = try expect("{", "expected '{' to start a block")
    var statements: [Stmt] = []
    skipSeparators()
    while !current.isSymbol("}") {
      if atEnd {
        error(
          "unterminated block: expected '}'", at: open.range,
          notes: ["the block opened here is still open at the end of the file"])
        throw ParseFailure()
      }
      let before = index
      if let statement = statementRecovering() { statements.append(statement) }
      if index == before { advance() }
      if !current.isSymbol("}"), !skipSeparators() {
        error("expected a new line or ';' after the statement", at: current.range)
        synchronize()
        skipSeparators()
      }
    }
    advance()
    return statements
  }

  private mutating func statement() throws(ParseFailure) -> Stmt {
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
      let name = try identifier("expected a name after 'let'")
      try expect("=", "expected '=' after 'let \(name)'")
      let value = try expression()
      return Stmt(kind: .letDecl(name, value), range: span(from: start))
    case "if": return try ifStatement()
    case "for":
      advance()
      let name = try identifier("expected a loop variable after 'for'")
      try expectWord("in", "expected 'in' after 'for \(name)'")
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
      let name = try identifier("expected a procedure name after 'def'")
      try expect("(", "expected '(' after 'def \(name)'")
      var parameters: [String] = []
      if !current.isSymbol(")") {
        repeat {
          let parameter = try identifier("expected a parameter name")
          if parameters.contains(parameter) {
            error("duplicate parameter '\(parameter)'", at: previous.range)
          }
          parameters.append(parameter)
        } while match(",")
      }
      try expect(")", "expected ')' after the parameters")
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
      if let query = current.identifier,
        ["visible", "visibleRows", "mountedRows", "data"].contains(query),
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
      try expectWord("error", "expected 'error' after 'expect'")
      let text = try expression()
      let body = try block()
      return Stmt(kind: .expectError(text, body), range: span(from: start))
    case "else":
      error("'else' without 'if' (it must follow '}' on the same line)", at: start.range)
      throw ParseFailure()
    default:
      let next = peek(1)
      let alone =
        next.kind == .newline || next.kind == .end || next.isSymbol(";") || next.isSymbol("}")
      // `data` alone is the query (what the data source holds); with arguments, the command.
      if Self.commandWords.contains(word), !(word == "data" && alone), !peek(1).isSymbol("("),
        !(peek(1).isSymbol("[") && !peek(1).spaceBefore), !peek(1).isSymbol(".")
      {
        let command = try self.command()
        return Stmt(kind: .command(command), range: span(from: start))
      }
      let expr = try expression()
      if case .variable(let name, let range) = expr, !endsStatement, Self.looksLikeCommand(name) {
        error(
          "unknown command '\(name)'", at: range.bytes,
          notes: Self.suggestion(for: name).map { ["did you mean '\($0)'?"] } ?? [])
        throw ParseFailure()
      }
      return Stmt(kind: .expression(expr), range: span(from: start))
    }
  }

  /// `name = expr` or `name[i] = expr`, when the statement has that shape.
  private mutating func assignment() throws(ParseFailure) -> Stmt? {
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
    guard peek(lookahead).isSymbol("=") else { return nil }
    let start = current
    advance()
    var indexes: [Expr] = []
    while current.isSymbol("[") {
      advance()
      indexes.append(try expression())
      try expect("]", "expected ']'")
    }
    try expect("=", "expected '='")
    let value = try expression()
    return Stmt(
      kind: .assign(name, SourceRange(file: file, bytes: start.range), indexes, value),
      range: span(from: start))
  }

  private mutating func ifStatement() throws(ParseFailure) -> Stmt {
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

  // MARK: - Commands

  private mutating func command() throws(ParseFailure) -> Command {
    let wordToken = current
    let word = wordToken.identifier ?? ""
    advance()
    switch word {
    case "table":
      var width: Expr?
      var height: Expr?
      var rowHeight: Expr?
      while let option = current.identifier, ["width", "height", "rowheight"].contains(option) {
        advance()
        let value = try expression()
        switch option {
        case "width": width = value
        case "height": height = value
        default: rowHeight = value
        }
      }
      return .table(width: width, height: height, rowHeight: rowHeight)
    case "platform":
      let name = try choice(Platform.allCases.map(\.rawValue), after: "platform")
      return .platform(name)
    case "header": return .header(try expression())
    case "footer": return .footer(try expression())
    case "section":
      let which = try choice(["header", "footer"], after: "section")
      let value = try expression()
      return which == "header" ? .sectionHeader(value) : .sectionFooter(value)
    case "data": return try dataCommand()
    case "reload":
      if endsStatement { return .reload }
      let what = try choice(["rows", "row", "sections", "section", "keeping"], after: "reload")
      switch what {
      case "rows", "row": return .reloadRows(try expressionList())
      case "sections", "section": return .reloadSections(try expressionList())
      default:
        try expectWord("heights", "expected 'heights' after 'reload keeping'")
        return .reserved(
          "reload keeping heights", feature: "the height caches", isCurrentBehaviour: false)
      }
    case "begin": return .begin
    case "end": return .end
    case "batch": return .batch(try block())
    case "insert", "delete":
      let what = try choice(["rows", "row", "sections", "section"], after: word)
      let values = try expressionList()
      let rows = what.hasPrefix("row")
      if word == "insert" { return rows ? .insertRows(values) : .insertSections(values) }
      return rows ? .deleteRows(values) : .deleteSections(values)
    case "reconfigure":
      _ = try choice(["rows", "row"], after: "reconfigure")
      return .reconfigureRows(try expressionList())
    case "move":
      let what = try choice(["row", "section"], after: "move")
      let from = try expression()
      try expectWord("to", "expected 'to' after 'move \(what) …'")
      let to = try expression()
      return what == "row" ? .moveRow(from, to: to) : .moveSection(from, to: to)
    case "scroll":
      let how = try choice(["to", "by"], after: "scroll")
      if how == "by" { return .scrollBy(try expression()) }
      if current.isWord("top") {
        advance()
        return .scrollToTop
      }
      if current.isWord("bottom") {
        advance()
        return .scrollToBottom
      }
      if current.isWord("row") {
        advance()
        let path = try expression()
        var position = TableView.ScrollPosition.top
        if let word = current.identifier, let p = TableView.ScrollPosition(rawValue: word) {
          advance()
          position = p
        }
        return .scrollToRow(path, position)
      }
      return .scrollTo(try expression())
    case "anchor": return .anchor(try onOff(after: "anchor"))
    case "edit":
      let on = try onOff(after: "edit")
      var refresh = TableView.EditRefresh.visible
      if current.isWord("refreshing") {
        advance()
        let how = try choice(TableView.EditRefresh.allCases.map(\.rawValue), after: "refreshing")
        refresh = TableView.EditRefresh(rawValue: how) ?? .visible
      }
      return .edit(on, refresh)
    case "select": return .select(try expression())
    case "deselect": return .deselect(try expression())
    case "rotate":
      let o = try choice(TableView.Orientation.allCases.map(\.rawValue), after: "rotate")
      return .rotate(TableView.Orientation(rawValue: o) ?? .portrait)
    case "show":
      if current.isWord("svg") {
        advance()
        _ = try expression()
        return .reserved(
          "show svg", feature: "the teaching docs' pictures", isCurrentBehaviour: false)
      }
      return .show
    case "trace":
      let options = ["on", "off", "calls", "layout", "all"]
      let level = try choice(options, after: "trace")
      return .trace(level == "on" ? .calls : TraceLevel(rawValue: level) ?? .calls)
    default:
      return try reservedCommand(word)
    }
  }

  private mutating func dataCommand() throws(ParseFailure) -> Command {
    guard let word = current.identifier,
      ["sections", "insert", "remove", "move", "set"].contains(word)
    else {
      return .dataItems(try expression())
    }
    advance()
    switch word {
    case "sections": return .dataSections(try expression())
    case "insert":
      if current.isWord("section") {
        advance()
        let section = try expression()
        let items = try expression()
        return .dataInsertSection(section, items)
      }
      let value = try expression()
      try expectWord("at", "expected 'at' after 'data insert …'")
      return .dataInsert(value, at: try expression())
    case "remove":
      if current.isWord("section") {
        advance()
        return .dataRemoveSection(try expression())
      }
      try expectWord("at", "expected 'at' or 'section' after 'data remove'")
      return .dataRemove(try expressionList())
    case "move":
      if current.isWord("section") {
        advance()
        let from = try expression()
        try expectWord("to", "expected 'to' after 'data move section …'")
        return .dataMoveSection(from, to: try expression())
      }
      let from = try expression()
      try expectWord("to", "expected 'to' after 'data move …'")
      return .dataMove(from, to: try expression())
    default:
      let path = try expression()
      let value = try expression()
      return .dataSet(path, value)
    }
  }

  /// The commands of later features: parsed in full, reported when run.
  private mutating func reservedCommand(_ word: String) throws(ParseFailure) -> Command {
    let heights = "row heights (template-cell fitting and height caches)"
    switch word {
    case "heights":
      let mode = try choice(["item", "fit"], after: "heights")
      return .reserved("heights \(mode)", feature: heights, isCurrentBehaviour: mode == "item")
    case "estimated":
      if current.isWord("off") {
        advance()
        return .reserved("estimated off", feature: heights, isCurrentBehaviour: true)
      }
      _ = try expression()
      return .reserved("estimated", feature: heights, isCurrentBehaviour: false)
    case "cache":
      let mode = try choice(["indexpath", "key", "off"], after: "cache")
      return .reserved("cache \(mode)", feature: heights, isCurrentBehaviour: mode == "off")
    case "invalidate":
      let what = try choice(["height", "key", "heights"], after: "invalidate")
      if what != "heights" { _ = try expression() }
      return .reserved("invalidate \(what)", feature: heights, isCurrentBehaviour: false)
    case "precache":
      return .reserved("precache", feature: heights, isCurrentBehaviour: false)
    case "separator":
      let on = try onOff(after: "separator")
      return .reserved(
        "separator \(on ? "on" : "off")", feature: heights, isCurrentBehaviour: false)
    case "scale":
      _ = try expression()
      return .reserved("scale", feature: heights, isCurrentBehaviour: false)
    case "accessory":
      if let w = current.identifier {
        advance()
        if w == "detail", current.isSymbol("-") { advance(2) }
      } else {
        _ = try expression()
      }
      return .reserved("accessory", feature: heights, isCurrentBehaviour: false)
    case "update":
      while !endsStatement { advance() }
      return .reserved("update to", feature: "the diff engine", isCurrentBehaviour: false)
    default:  // diff
      _ = try expression()
      _ = try expression()
      return .reserved("diff", feature: "the diff engine", isCurrentBehaviour: false)
    }
  }

  // MARK: - Expressions

  private mutating func expressionList() throws(ParseFailure) -> [Expr] {
    var values = [try expression()]
    while match(",") { values.append(try expression()) }
    return values
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

  private mutating func andExpr() throws(ParseFailure) -> Expr {
    var lhs = try notExpr()
    while current.isWord("and") {
      advance()
      let rhs = try notExpr()
      lhs = .binary(.and, lhs, rhs, lhs.range.through(rhs.range))
    }
    return lhs
  }

  private mutating func notExpr() throws(ParseFailure) -> Expr {
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

  private mutating func comparison() throws(ParseFailure) -> Expr {
    let lhs = try rangeExpr()
    for op in [BinaryOp.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual]
    where current.isSymbol(op.rawValue) {
      advance()
      let rhs = try rangeExpr()
      return .binary(op, lhs, rhs, lhs.range.through(rhs.range))
    }
    return lhs
  }

  private mutating func rangeExpr() throws(ParseFailure) -> Expr {
    let lhs = try pathExpr()
    for op in [BinaryOp.closedRange, .halfOpenRange] where current.isSymbol(op.rawValue) {
      advance()
      let rhs = try pathExpr()
      return .binary(op, lhs, rhs, lhs.range.through(rhs.range))
    }
    return lhs
  }

  private mutating func pathExpr() throws(ParseFailure) -> Expr {
    let lhs = try additive()
    if current.isSymbol(":") {
      advance()
      let rhs = try additive()
      return .binary(.indexPath, lhs, rhs, lhs.range.through(rhs.range))
    }
    return lhs
  }

  private mutating func additive() throws(ParseFailure) -> Expr {
    var lhs = try term()
    while current.isSymbol("+") || current.isSymbol("-") {
      let op: BinaryOp = current.isSymbol("+") ? .add : .subtract
      advance()
      let rhs = try term()
      lhs = .binary(op, lhs, rhs, lhs.range.through(rhs.range))
    }
    return lhs
  }

  private mutating func term() throws(ParseFailure) -> Expr {
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

  private mutating func unary() throws(ParseFailure) -> Expr {
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

  private mutating func postfix() throws(ParseFailure) -> Expr {
    var expr = try primary()
    while true {
      if current.isSymbol("("), !current.spaceBefore, case .variable(let name, let nameRange) = expr
      {
        advance()
        let args = current.isSymbol(")") ? [] : try expressionList()
        let close = try expect(")", "expected ')' after the arguments")
        expr = .call(name, nameRange, args, nameRange.through(range(close)))
      } else if current.isSymbol("["), !current.spaceBefore {
        advance()
        let index = try expression()
        let close = try expect("]", "expected ']' after the index")
        expr = .index(expr, index, expr.range.through(range(close)))
      } else if current.isSymbol("."), case .identifier(let field) = peek(1).kind {
        advance(2)
        expr = .member(expr, field, expr.range.through(range(previous)))
      } else {
        return expr
      }
    }
  }

  private mutating func primary() throws(ParseFailure) -> Expr {
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
          errors += inner.errors
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
      advance()
      let inner = try expression()
      try expect(")", "expected ')'")
      return inner
    case .symbol("["):
      advance()
      var items: [Expr] = []
      while !current.isSymbol("]") {
        items.append(try expression())
        if !match(",") { break }
      }
      let close = try expect("]", "expected ']' to close the list", openedAt: token)
      return .list(items, r.through(range(close)))
    case .symbol("{"):
      advance()
      var fields: [(String, Expr)] = []
      while !current.isSymbol("}") {
        let name = try identifier("expected a field name in the record")
        try expect(":", "expected ':' after the field name '\(name)'")
        fields.append((name, try expression()))
        if !match(",") { break }
      }
      let close = try expect("}", "expected '}' to close the record", openedAt: token)
      return .record(fields, r.through(range(close)))
    case .newline, .end:
      error("expected an expression", at: token.range)
      throw ParseFailure()
    default:
      error("expected an expression, found '\(text(token))'", at: token.range)
      throw ParseFailure()
    }
  }

  // MARK: - Helpers

  private var current: Token { tokens[min(index, tokens.count - 1)] }
  private var previous: Token { tokens[max(0, min(index - 1, tokens.count - 1))] }
  private func peek(_ n: Int) -> Token { tokens[min(index + n, tokens.count - 1)] }
  private var atEnd: Bool { current.kind == .end }
  private var endsStatement: Bool {
    current.kind == .newline || current.kind == .end || current.isSymbol(";")
      || current.isSymbol("}")
  }

  private mutating func advance(_ n: Int = 1) { index = min(index + n, tokens.count - 1) }

  private mutating func match(_ symbol: String) -> Bool {
    guard current.isSymbol(symbol) else { return false }
    advance()
    return true
  }

  @discardableResult
  private mutating func expect(_ symbol: String, _ message: String, openedAt: Token? = nil)
    throws(ParseFailure) -> Token
  {
    guard current.isSymbol(symbol) else {
      var notes: [String] = []
      if let openedAt {
        let (line, column) = file.location(of: openedAt.range.lowerBound)
        notes.append("'\(text(openedAt))' opened at \(line):\(column)")
      }
      error(
        message + (atEnd || current.kind == .newline ? "" : ", found '\(text(current))'"),
        at: current.range, notes: notes)
      throw ParseFailure()
    }
    let token = current
    advance()
    return token
  }

  private mutating func expectWord(_ word: String, _ message: String) throws(ParseFailure) {
    guard current.isWord(word) else {
      error(message, at: current.range)
      throw ParseFailure()
    }
    advance()
  }

  private mutating func identifier(_ message: String) throws(ParseFailure) -> String {
    guard let name = current.identifier else {
      error(message, at: current.range)
      throw ParseFailure()
    }
    advance()
    return name
  }

  private mutating func onOff(after word: String) throws(ParseFailure) -> Bool {
    try choice(["on", "off"], after: word) == "on"
  }

  /// One of `options`, as the next word; otherwise an error listing them.
  private mutating func choice(_ options: [String], after word: String) throws(ParseFailure)
    -> String
  {
    if let w = current.identifier, options.contains(w) {
      advance()
      return w
    }
    var notes = ["expected one of: " + options.joined(separator: ", ")]
    if let w = current.identifier, let close = Self.closest(w, in: options) {
      notes.insert("did you mean '\(close)'?", at: 0)
    }
    error("unexpected \(describe(current)) after '\(word)'", at: current.range, notes: notes)
    throw ParseFailure()
  }

  private func describe(_ token: Token) -> String {
    switch token.kind {
    case .newline, .end: "end of line"
    default: "'\(text(token))'"
    }
  }

  private mutating func enter() throws(ParseFailure) {
    depth += 1
    if depth > Self.maxDepth {
      error("nesting is too deep (more than \(Self.maxDepth) levels)", at: current.range)
      throw ParseFailure()
    }
  }

  private func text(_ token: Token) -> String { file.text(token.range) }
  private func range(_ token: Token) -> SourceRange { SourceRange(file: file, bytes: token.range) }
  private func span(from start: Token) -> SourceRange {
    SourceRange(
      file: file,
      bytes: start.range.lowerBound..<max(start.range.upperBound, previous.range.upperBound))
  }

  private mutating func error(_ message: String, at bytes: Range<Int>, notes: [String] = []) {
    let range = SourceRange(file: file, bytes: bytes)
    // One error per place: a second report at the same spot is a cascade.
    if errors.last?.range == range { return }
    errors.append(Diagnostic(.parse, message, at: range, notes: notes))
  }

  // MARK: - Did you mean

  /// Whether an unknown bare word at the start of a statement was probably meant as a command.
  static func looksLikeCommand(_ name: String) -> Bool {
    suggestion(for: name) != nil
  }

  static func suggestion(for name: String) -> String? {
    closest(name, in: Array(commandWords) + Array(statementWords))
  }

  /// The option nearest to `word` by edit distance, if it is near enough to be a typo.
  static func closest(_ word: String, in options: [String]) -> String? {
    let best = options.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
      .min { ($0.1, $0.0) < ($1.1, $1.0) }
    guard let best, best.1 <= max(1, (word.count + 1) / 3) else { return nil }
    return best.0
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let saved = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = saved
      }
    }
    return row[b.count]
  }
}

/// Thrown inside the parser to unwind to the statement being parsed; the diagnostic is already
/// recorded.
struct ParseFailure: Error {}
