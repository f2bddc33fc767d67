/// The formatter's view of a file: its tokens and comments, nested by brackets.
extension Formatter {
  /// A token as the layout sees it: its text as written, its kind, whether blanks came before
  /// it in the source, and its line.
  struct Piece {
    var text: String
    var kind: Token.Kind
    var spaceBefore: Bool
    var line: Int
    /// Whether the token is the `:` after a record's key or a method argument's label, which
    /// a space follows.
    var isLabelColon = false
    /// Whether the token is a `+` or `-` written between two operands without a space on
    /// either side (`a+b`): a sum, which is spaced.
    var isTightSum = false

    func isSymbol(_ symbols: String...) -> Bool {
      if case .symbol(let s) = kind { return symbols.contains(s) }
      return false
    }

    /// An identifier or a literal: what ends an operand.
    var isOperand: Bool {
      switch kind {
      case .identifier, .integer, .decimal, .string: true
      case .symbol, .newline, .end: false
      }
    }
  }

  /// What a bracket opens.
  enum GroupKind {
    /// `(` … `)` or `[` … `]`: arguments or list elements, separated by commas.
    case list
    /// `{` … `}` holding `name: value` pairs (or nothing).
    case record
    /// `{` … `}` holding statements.
    case block
  }

  /// A bracketed part: its opening and closing tokens and what lies between.
  struct Group {
    var open: Piece
    var kind: GroupKind
    var children: [Node]
    var close: Piece
    /// Whether a line may end inside the group without ending the statement: inside ( and [,
    /// and inside a record within them; not in a block or a record at statement level.
    var linesContinue: Bool

    /// Whether a comment lies anywhere inside.
    var hasComment: Bool {
      children.contains { node in
        switch node {
        case .comment: true
        case .group(let inner): inner.hasComment
        case .piece, .newline: false
        }
      }
    }
  }

  /// A token, a comment, the end of a statement, or a bracketed group.
  indirect enum Node {
    case piece(Piece)
    /// A comment: its text, line, and the column it started at (in characters).
    case comment(String, line: Int, column: Int)
    case newline(line: Int)
    case group(Group)

    var firstLine: Int {
      switch self {
      case .piece(let p): p.line
      case .comment(_, let line, _), .newline(let line): line
      case .group(let g): g.open.line
      }
    }

    var lastLine: Int {
      switch self {
      case .piece(let p): p.line
      case .comment(_, let line, _), .newline(let line): line
      case .group(let g): g.close.line
      }
    }

    /// The first token: the group's opening bracket for a group.
    var leading: Piece? {
      switch self {
      case .piece(let p): p
      case .group(let g): g.open
      case .comment, .newline: nil
      }
    }

    /// The last token: the group's closing bracket for a group.
    var trailing: Piece? {
      switch self {
      case .piece(let p): p
      case .group(let g): g.close
      case .comment, .newline: nil
      }
    }
  }

  /// A file's tokens and comments as nested nodes.
  struct Tree {
    var roots: [Node] = []

    /// Nests the tokens of a file that parsed without errors (so its brackets balance) with
    /// its comments, in source order.
    init(file: SourceFile, tokens: [Token], comments: [Range<Int>]) {
      var stack: [(open: Piece, kind: GroupKind, children: [Node], linesContinue: Bool)] = []
      var nodes: [Node] = []
      func add(_ node: Node) {
        if stack.isEmpty {
          nodes.append(node)
        } else {
          stack[stack.count - 1].children.append(node)
        }
      }
      var nextComment = 0
      func addComments(before offset: Int) {
        while nextComment < comments.count, comments[nextComment].lowerBound < offset {
          let range = comments[nextComment]
          let (line, column) = file.location(of: range.lowerBound)
          add(.comment(file.text(range).trimmingTrailingSpaces, line: line, column: column - 1))
          nextComment += 1
        }
      }
      for (i, token) in tokens.enumerated() {
        addComments(before: token.range.lowerBound)
        var piece = Piece(
          text: file.text(token.range), kind: token.kind, spaceBefore: token.spaceBefore,
          line: file.lineNumber(of: token.range.lowerBound))
        if token.isSymbol("+") || token.isSymbol("-"), i > 0, i + 1 < tokens.count,
          !token.spaceBefore, !tokens[i + 1].spaceBefore
        {
          let before = tokens[i - 1].kind
          let after = tokens[i + 1].kind
          let ends = [Token.Kind.symbol(")"), .symbol("]")]
          let starts = [Token.Kind.symbol("("), .symbol("[")]
          // A `-` between names may be a keyword's (`sections-then-rows`): only after a
          // number or a bracket is it surely a subtraction.
          var number = false
          if case .integer = before { number = true }
          if case .decimal = before { number = true }
          let operandBefore =
            token.isSymbol("+")
            ? Self.isOperand(before) || ends.contains(before) : number || ends.contains(before)
          piece.isTightSum = operandBefore && (Self.isOperand(after) || starts.contains(after))
        }
        switch token.kind {
        case .end: continue
        case .newline: add(.newline(line: piece.line))
        case .symbol("("), .symbol("["):
          stack.append((piece, .list, [], true))
        case .symbol("{"):
          // Inside ( or [, a brace opens a record; at statement level, one whose first words
          // are `name:` (or that is empty after `=`) does too. Lines continue inside it as
          // they do around it (the lexer's rule).
          let inBrackets = stack.contains { $0.kind == .list || $0.kind == .record }
          let continues = stack.last?.linesContinue ?? false
          stack.append((piece, inBrackets ? .record : .block, [], continues))
        case .symbol(")"), .symbol("]"), .symbol("}"):
          guard let open = stack.popLast() else {
            add(.piece(piece))
            continue
          }
          var kind = open.kind
          let before = Self.lastPiece(nodes, stack)
          if kind == .block, Self.looksLikeRecord(open.children, before: before) {
            kind = .record
          }
          var children = open.children
          // A record's keys, and a method call's labels (`s.appendItems(x, toSection: "a")`).
          let isMethodCall =
            open.open.isSymbol("(") && before?.isOperand == true
            && Self.followsDot(nodes, stack)
          if kind == .record || isMethodCall {
            Self.markLabels(&children, asTheParserReadsThem: isMethodCall && kind != .record)
          }
          add(
            .group(
              Group(
                open: open.open, kind: kind, children: children, close: piece,
                linesContinue: open.linesContinue)))
        default:
          add(.piece(piece))
        }
      }
      addComments(before: Int.max)
      while let open = stack.popLast() {
        // Unbalanced brackets do not reach here (the file parsed); keep the tokens regardless.
        add(.piece(open.open))
        for child in open.children { add(child) }
      }
      roots = nodes
    }

    /// The token before the group being closed: the last one laid down at the level below.
    private static func lastPiece(
      _ nodes: [Node],
      _ stack: [(open: Piece, kind: GroupKind, children: [Node], linesContinue: Bool)]
    ) -> Piece? {
      let level = stack.last?.children ?? nodes
      return level.last { $0.trailing != nil }?.trailing
    }

    static func isOperand(_ kind: Token.Kind) -> Bool {
      switch kind {
      case .identifier, .integer, .decimal, .string: true
      case .symbol, .newline, .end: false
      }
    }

    /// Whether the name before a `(` being closed follows a `.`: a method call.
    private static func followsDot(
      _ nodes: [Node],
      _ stack: [(open: Piece, kind: GroupKind, children: [Node], linesContinue: Bool)]
    ) -> Bool {
      let level = stack.last?.children ?? nodes
      let pieces = level.suffix(2).compactMap(\.trailing)
      return pieces.count == 2 && pieces[0].isSymbol(".")
    }

    /// Marks the `:` after each element's first token, when that token is a name or a string.
    ///
    /// A method call's label is one only as the parser reads it (`Parser.arguments()`): its `:`
    /// touches the name and a space follows; `toSection :x` is an expression, and laying it out
    /// as a label would change what the line means.
    static func markLabels(_ children: inout [Node], asTheParserReadsThem: Bool = false) {
      var startsElement = true
      for i in children.indices {
        guard case .piece(let p) = children[i] else {
          startsElement = false
          continue
        }
        if p.isSymbol(",") {
          startsElement = true
          continue
        }
        defer { startsElement = false }
        guard startsElement, p.isOperand, i + 1 < children.count,
          case .piece(var colon) = children[i + 1], colon.isSymbol(":")
        else { continue }
        if case .integer = p.kind { continue }
        if case .decimal = p.kind { continue }
        if asTheParserReadsThem {
          guard !colon.spaceBefore, i + 2 < children.count else { continue }
          let spaced =
            switch children[i + 2] {
            case .piece(let next): next.spaceBefore
            case .group(let group): group.open.spaceBefore
            case .comment, .newline: false
            }
          guard spaced else { continue }
        }
        colon.isLabelColon = true
        children[i + 1] = .piece(colon)
      }
    }

    /// Whether a statement-level brace holds a record: `name: value` first, or nothing after
    /// `=`, `return` or a bracket.
    static func looksLikeRecord(_ children: [Node], before: Piece?) -> Bool {
      let pieces = children.compactMap(\.leading)
      if pieces.count >= 2, pieces[0].isOperand, pieces[1].isSymbol(":") {
        if case .string = pieces[0].kind { return true }
        if case .identifier = pieces[0].kind { return true }
      }
      if children.isEmpty, let before {
        return before.isSymbol("=", "(", "[", ",", ":") || before.text == "return"
      }
      return false
    }
  }
}
