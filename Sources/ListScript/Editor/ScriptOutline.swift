/// What an editor navigates in a script: its procedures, variables and includes with where
/// each is declared, the word under the cursor, and where a name was declared.
///
/// Built from the parse, which goes on past a statement that does not parse, so the outline
/// of a file being typed holds every statement that does.
package struct ScriptOutline: Sendable {
  /// A declaration.
  package struct Symbol: Equatable, Sendable {
    /// What it declares.
    package enum Kind: Sendable, Equatable {
      /// `def NAME(…) { … }`.
      case procedure
      /// A `def`'s parameter.
      case parameter
      /// `let NAME = …`, or a `for` loop's variable.
      case variable
      /// `include "path"`: the name is the path.
      case include
    }

    package var name: String
    package var kind: Kind
    /// The bytes of the whole declaration (a procedure's, its body included).
    package var range: Range<Int>
    /// The bytes of the declared name (an include's path, its quotes included).
    package var nameRange: Range<Int>
    /// The declarations inside a procedure: parameters, then variables.
    package var children: [Symbol] = []
    /// What a variable was made by, when its declaration says.
    package var receiver: Receiver?
  }

  /// What a variable holds, as its declaration shows: for completing its members.
  package enum Receiver: Sendable, Equatable {
    /// `snapshot(…)` or `currentSnapshot`.
    case snapshot
    /// `sectionSnapshot()` or a data source's `snapshot(for:)`.
    case sectionSnapshot
  }

  /// The top-level declarations, in source order.
  package private(set) var symbols: [Symbol] = []
  private let file: SourceFile
  private let tokens: [Token]

  /// The outline of `file`.
  ///
  /// - Complexity: O(n) in the bytes of the file.
  package init(_ file: SourceFile) {
    self.init(file, checked: Frontend.Result())
  }

  /// The outline of `file` from what the front end made of it (`checked`): its parse and
  /// tokens, not made again; a file the front end did not parse (over the source limit, not
  /// UTF-8) is parsed here.
  ///
  /// - Complexity: O(n) in the bytes of the file.
  package init(_ file: SourceFile, checked: Frontend.Result) {
    self.file = file
    let parse = checked.parse ?? Frontend.parse(file).0
    tokens = parse.tokens
    symbols = parse.statements.flatMap { declarations(in: $0) }
  }

  /// The declarations a statement makes, those of the blocks inside it included (a variable
  /// declared in a loop is in scope there; a procedure's own are its children).
  private func declarations(in statement: Stmt) -> [Symbol] {
    let range = statement.range.bytes
    switch statement.kind {
    case .def(let name, let parameters, let body):
      var symbol = Symbol(
        name: name, kind: .procedure, range: range, nameRange: nameRange(after: "def", in: range))
      let parameterRanges = identifiers(inParenthesesOf: range)
      for (parameter, place) in zip(parameters, parameterRanges) {
        symbol.children.append(
          Symbol(name: parameter, kind: .parameter, range: place, nameRange: place))
      }
      symbol.children += body.flatMap { declarations(in: $0) }
      return [symbol]
    case .letDecl(let name, let value):
      var symbol = Symbol(
        name: name, kind: .variable, range: range, nameRange: nameRange(after: "let", in: range))
      switch value {
      case .call("snapshot", _, _, _), .variable("currentSnapshot", _):
        symbol.receiver = .snapshot
      case .call("sectionSnapshot", _, _, _): symbol.receiver = .sectionSnapshot
      case .method(.variable("dataSource", _), "snapshot", _, let arguments, _):
        symbol.receiver = arguments.isEmpty ? .snapshot : .sectionSnapshot
      default: break
      }
      return [symbol]
    case .forIn(let name, _, let body):
      let variable = Symbol(
        name: name, kind: .variable, range: range, nameRange: nameRange(after: "for", in: range))
      return [variable] + body.flatMap { declarations(in: $0) }
    case .include(let path):
      guard case .literal(.string(let text), let place) = path else { return [] }
      return [Symbol(name: text, kind: .include, range: range, nameRange: place.bytes)]
    case .ifElse(let branches, let otherwise):
      return (branches.flatMap(\.1) + (otherwise ?? [])).flatMap { declarations(in: $0) }
    case .repeatTimes(_, let body), .whileLoop(_, let body), .block(let body), .turn(let body),
      .expectError(_, let body):
      return body.flatMap { declarations(in: $0) }
    case .command(let command):
      // A batch's block, a completion, a handler's body: whatever blocks the command holds.
      return Self.blocks(in: command).flatMap { declarations(in: $0) }
    case .expression, .assign, .returnValue, .print, .assert:
      return []
    }
  }

  /// The statements of every block a command holds, found by reflection so that a new command
  /// with a block needs nothing here.
  private static func blocks(in value: Any) -> [Stmt] {
    if let statements = value as? [Stmt] { return statements }
    if value is Expr || value is SourceRange { return [] }
    return Mirror(reflecting: value).children.flatMap { blocks(in: $0.value) }
  }

  /// The index of the first token that starts at or after `offset`.
  ///
  /// - Complexity: O(log t) for t tokens.
  private func firstToken(from offset: Int) -> Int {
    var lo = 0
    var hi = tokens.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if tokens[mid].range.lowerBound < offset { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// The range of the first name after the keyword `word` in `range`.
  ///
  /// - Complexity: O(log t + k) for t tokens, k of them in `range` before the name: the
  ///   tokens before `range` are skipped by a search, not read (read, they made the outline
  ///   of a file of n declarations cost O(n²)).
  private func nameRange(after word: String, in range: Range<Int>) -> Range<Int> {
    var seenKeyword = false
    for token in tokens[firstToken(from: range.lowerBound)...] {
      if token.range.lowerBound >= range.upperBound { break }
      if !seenKeyword {
        seenKeyword = token.isWord(word)
        continue
      }
      if token.identifier != nil { return token.range }
    }
    return range.lowerBound..<range.lowerBound
  }

  /// The names between the first `(` and its `)` in `range`: a procedure's parameters.
  private func identifiers(inParenthesesOf range: Range<Int>) -> [Range<Int>] {
    var inside = false
    var found: [Range<Int>] = []
    for token in tokens[firstToken(from: range.lowerBound)...] {
      if token.range.lowerBound >= range.upperBound { break }
      if token.isSymbol("(") {
        inside = true
      } else if token.isSymbol(")") {
        break
      } else if inside, token.identifier != nil {
        found.append(token.range)
      }
    }
    return found
  }

  /// The word (a name or a keyword) that covers or ends at `offset`, with its range.
  ///
  /// - Complexity: O(log t) for t tokens.
  package func word(at offset: Int) -> (text: String, range: Range<Int>)? {
    var lo = 0
    var hi = tokens.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if tokens[mid].range.upperBound < offset { lo = mid + 1 } else { hi = mid }
    }
    // The token ending at the offset, or the one starting there (a name right after a line
    // end or a `.`).
    for i in [lo, lo + 1] where i < tokens.count {
      let token = tokens[i]
      if token.range.lowerBound <= offset, offset <= token.range.upperBound,
        let name = token.identifier
      {
        return (name, token.range)
      }
    }
    return nil
  }

  /// Whether the word at `range` is a method's name (`s.appendItems`): it follows a `.`.
  ///
  /// - Complexity: O(log t) for t tokens.
  package func isMember(_ range: Range<Int>) -> Bool {
    var index = firstToken(from: range.lowerBound)
    while index < tokens.count, tokens[index].range.lowerBound == range.lowerBound {
      if tokens[index].range == range { return index > 0 && tokens[index - 1].isSymbol(".") }
      index += 1
    }
    return false
  }

  /// The include whose path covers `offset`, if any.
  package func include(at offset: Int) -> Symbol? {
    symbols.first { $0.kind == .include && $0.nameRange.contains(offset) }
  }

  /// Where `name`, used at `offset`, was declared: the nearest declaration of a variable or
  /// parameter before it in an enclosing procedure or at top level, else the procedure of
  /// that name.
  package func definition(of name: String, at offset: Int) -> Symbol? {
    func search(_ symbols: [Symbol]) -> Symbol? {
      var found: Symbol?
      for symbol in symbols {
        if symbol.kind == .procedure, symbol.range.contains(offset),
          let inner = search(symbol.children)
        {
          return inner
        }
        if symbol.name == name, symbol.kind != .include, symbol.kind != .procedure,
          symbol.nameRange.lowerBound <= offset
        {
          found = symbol
        }
      }
      return found
    }
    if let variable = search(symbols) { return variable }
    return allSymbols.first { $0.kind == .procedure && $0.name == name }
  }

  /// Every declaration, depth first.
  package var allSymbols: [Symbol] {
    func walk(_ symbols: [Symbol]) -> [Symbol] { symbols.flatMap { [$0] + walk($0.children) } }
    return walk(symbols)
  }
}
