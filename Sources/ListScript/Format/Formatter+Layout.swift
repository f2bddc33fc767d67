/// The formatter's layout: statements a line each, groups flat where they fit and broken one
/// element a line where they do not.
extension Formatter {
  /// Symbols with one space on each side, whatever the source had.
  static let spacedSymbols: Set<String> = [
    "=", "==", "!=", "<", "<=", ">", ">=", "+=", "-=", "*=", "/=", "%=", "*", "/", "%",
  ]

  /// Whether a space separates `a` (the token before, `nil` at a line's or a group's start)
  /// from `b`.
  static func space(_ a: Piece?, _ b: Piece) -> Bool {
    guard let a else { return false }
    if b.isSymbol(",", ";", ")", "]", "}", ":", ".") || a.isSymbol("(", "[", ".") { return false }
    if a.isSymbol(",", ";") || a.isLabelColon { return true }
    // After an operand, the space before ( or [ decides between a call or an index and an
    // argument: kept as written.
    if b.isSymbol("(", "["), a.isOperand || a.isSymbol(")", "]", "}") { return b.spaceBefore }
    if b.isSymbol("{") { return true }
    if case .symbol(let s) = a.kind, spacedSymbols.contains(s) { return true }
    if case .symbol(let s) = b.kind, spacedSymbols.contains(s) { return true }
    if (a.isOperand || a.isSymbol(")", "]", "}")) && b.isOperand { return true }
    // `a+b` between operands is a sum: spaced. A `-` or `+` written otherwise keeps its
    // spaces, since `by -44` and `x - 1` differ only in them.
    if a.isTightSum || b.isTightSum { return true }
    return b.spaceBefore
  }

  /// The lines laid out so far.
  struct Layout {
    private(set) var lines: [String] = []
    /// The line being built, its indentation included.
    private var current = ""
    /// The last token on the current line, for spacing.
    private var last: Piece?
    /// The source line of the last thing laid out.
    private var sourceLine = 0
    /// Whether a blank line comes before the next line.
    private var blankBefore = false

    /// The text: every line, one final newline.
    var text: String {
      var all = lines
      let tail = current.trimmingTrailingSpaces
      if !tail.isEmpty { all.append(tail) }
      while all.last?.isEmpty == true { all.removeLast() }
      return all.isEmpty ? "" : all.joined(separator: "\n") + "\n"
    }

    private var width: Int { DisplayWidth.of(Substring(current)) }

    private mutating func newLine(_ indent: Int) {
      if !current.isEmpty || !lines.isEmpty { lines.append(current.trimmingTrailingSpaces) }
      if blankBefore, !lines.isEmpty { lines.append("") }
      blankBefore = false
      current = String(repeating: " ", count: indent)
      last = nil
    }

    /// Whether the current line holds nothing but its indentation.
    private var lineIsEmpty: Bool { current.allSatisfy { $0 == " " } }

    private mutating func append(_ piece: Piece) {
      if Formatter.space(last, piece) { current += " " }
      current += piece.text
      last = piece
      sourceLine = piece.line
    }

    /// Appends a comment: alone on its line, or after the code at the column it had in the
    /// source when the code ends before it (comments aligned in a column stay aligned), else
    /// one space after it.
    private mutating func appendComment(_ text: String, line: Int, column: Int) {
      if !lineIsEmpty { current += String(repeating: " ", count: max(1, column - width)) }
      current += text
      last = nil
      sourceLine = line
    }

    /// Lays out a sequence of statements (the file, or a block's body) at `indent`: a statement
    /// ends at a line end or a `;`, comments keep their lines, one blank line where the source
    /// had one or more.
    mutating func statements(_ nodes: [Node], indent: Int) {
      var statement: [Node] = []
      var previousEnd: Int?
      func flush(_ layout: inout Layout) {
        guard let first = statement.first else { return }
        if let previousEnd, first.firstLine > previousEnd + 1 { layout.blankBefore = true }
        layout.statement(statement, indent: indent)
        previousEnd = statement.last?.lastLine
        statement = []
      }
      for node in nodes {
        switch node {
        case .newline:
          flush(&self)
        case .piece(let p) where p.isSymbol(";"):
          flush(&self)
        case .comment(let text, let line, let column) where statement.isEmpty:
          // A comment after a block's `{`, on its line, stays there.
          if line != sourceLine || lineIsEmpty {
            if let previousEnd, line > previousEnd + 1 { blankBefore = true }
            newLine(indent)
          }
          appendComment(text, line: line, column: column)
          previousEnd = line
        default:
          statement.append(node)
        }
      }
      flush(&self)
    }

    /// Lays out one statement from a new line: its source line breaks (after an operator or a
    /// comma) kept, four spaces deeper.
    private mutating func statement(_ nodes: [Node], indent: Int) {
      newLine(indent)
      var breakNext = false
      for (i, node) in nodes.enumerated() {
        if i > 0, breakNext || node.firstLine > sourceLine { newLine(indent + 4) }
        breakNext = false
        switch node {
        case .comment(let text, let line, let column):
          appendComment(text, line: line, column: column)
          breakNext = true
        case .piece(let p): append(p)
        case .group(let g):
          group(g, indent: indent, lineIndent: lineIndent, rest: Self.flatWidth(nodes[(i + 1)...]))
        case .newline: break
        }
      }
    }

    private var lineIndent: Int { current.prefix { $0 == " " }.count }

    /// The width of what follows a group on its line, up to the next place a line may break
    /// (another group's opening bracket).
    static func flatWidth(_ nodes: ArraySlice<Node>) -> Int {
      var width = 0
      var previous: Piece?
      for node in nodes {
        guard let piece = node.leading else { break }
        width += (Formatter.space(previous, piece) ? 1 : 0) + DisplayWidth.of(Substring(piece.text))
        if case .group = node { break }
        previous = piece
      }
      return width
    }

    /// The group on one line, if it can be: no comment inside, and a block only if it was
    /// written on one line.
    static func flat(_ group: Group) -> String? {
      if group.hasComment { return nil }
      if group.kind == .block, group.open.line != group.close.line { return nil }
      var parts = ""
      var previous: Piece?
      for node in group.children {
        guard let lead = node.leading else { return nil }
        var shown = lead.text
        if case .group(let inner) = node {
          guard let inside = flat(inner) else { return nil }
          shown = inside
        }
        if previous != nil, Formatter.space(previous, lead) { parts += " " }
        parts += shown
        previous = node.trailing
      }
      if group.kind == .block { return parts.isEmpty ? "{}" : "{ " + parts + " }" }
      return group.open.text + parts + group.close.text
    }

    /// Whether breaking the group, or one inside it, could shorten its line: a block, or a
    /// comma somewhere inside.
    static func breakable(_ group: Group) -> Bool {
      group.kind == .block
        || group.children.contains { node in
          switch node {
          case .piece(let p): p.isSymbol(",") && group.linesContinue
          case .group(let inner): breakable(inner)
          case .comment, .newline: false
          }
        }
    }

    /// Lays out a group: flat if it fits with what follows it on the line, else a block's
    /// statements on lines of their own, or one element a line.
    private mutating func group(_ g: Group, indent: Int, lineIndent: Int, rest: Int) {
      let separator = Formatter.space(last, g.open) ? " " : ""
      // A list or record with no comma inside, at any depth, gains nothing from a break.
      if let flat = Self.flat(g),
        !Self.breakable(g)
          || width + separator.count + DisplayWidth.of(Substring(flat)) + rest <= Formatter.width
      {
        current += separator + flat
        last = g.close
        sourceLine = g.close.line
        return
      }
      append(g.open)
      switch g.kind {
      case .record where !g.linesContinue:
        // A line that ended inside would end the statement: the record stays on its line,
        // and only the brackets inside it break.
        inline(g.children, indent: indent, lineIndent: lineIndent)
      case .block:
        statements(g.children, indent: indent + 2)
        newLine(indent)
      case .list, .record:
        elements(g.children, indent: lineIndent + 2)
        newLine(lineIndent)
      }
      append(g.close)
    }

    /// A group's children on the current line, the groups among them laid out as ever.
    private mutating func inline(_ children: [Node], indent: Int, lineIndent: Int) {
      var breakNext = false
      for (i, node) in children.enumerated() {
        if breakNext { newLine(lineIndent + 4) }
        breakNext = false
        switch node {
        case .piece(let p): append(p)
        case .group(let inner):
          group(
            inner, indent: indent, lineIndent: lineIndent,
            rest: Self.flatWidth(children[(i + 1)...]) + 1)
        case .comment(let text, let line, let column):
          appendComment(text, line: line, column: column)
          breakNext = true
        case .newline: break
        }
      }
    }

    /// A broken group's elements, one a line at `indent`, each followed by its comma; a
    /// comment after a comma stays on its element's line, one on a line of its own keeps it.
    private mutating func elements(_ children: [Node], indent: Int) {
      var needsLine = true
      for (i, node) in children.enumerated() {
        switch node {
        case .piece(let p) where p.isSymbol(","):
          append(p)
          needsLine = true
        case .comment(let text, let line, let column):
          if line != sourceLine || lineIsEmpty { newLine(indent) }
          appendComment(text, line: line, column: column)
          needsLine = true
        case .piece(let p):
          if needsLine { newLine(indent) }
          needsLine = false
          append(p)
        case .group(let inner):
          if needsLine { newLine(indent) }
          needsLine = false
          let rest = Self.flatWidth(
            children[(i + 1)...].prefix { !($0.leading?.isSymbol(",") ?? true) })
          group(inner, indent: indent, lineIndent: indent, rest: rest + 1)
        case .newline:
          break
        }
      }
    }
  }
}
