extension Parser {
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
    try choice(OnOff.self, after: word) == .on
  }

  /// `expectWord` for a command's keyword.
  mutating func expectWord(_ word: Keyword, _ context: String, what: String? = nil)
    throws(ParseFailure)
  {
    try expectWord(word.rawValue, context, what: what)
  }

  /// Consumes a word a statement takes (`in`, `error`), or reports what was expected.
  mutating func expectWord(_ word: StatementKeyword, _ context: String) throws(ParseFailure) {
    try expectWord(word.rawValue, context)
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
