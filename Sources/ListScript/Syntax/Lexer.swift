/// A token: its kind and where it stands.
struct Token: Sendable {
  enum Kind: Hashable, Sendable {
    case identifier(String)
    case integer(Int)
    case decimal(Double)
    /// A string literal: text pieces and interpolated expressions (byte ranges of the source).
    case string([StringPiece])
    /// Punctuation and operators: `(` `)` `[` `]` `{` `}` `,` `.` `:` `;` `=` `==` `!=` `<`
    /// `<=` `>` `>=` `+` `-` `*` `/` `%` `...` `..<`.
    case symbol(String)
    case newline
    case end
  }

  enum StringPiece: Hashable, Sendable {
    case text(String)
    case interpolation(Range<Int>)
  }

  var kind: Kind
  var range: Range<Int>
  /// Whether whitespace (or a line start) comes right before the token: `xs[0]` indexes, while
  /// `data [1, 2]` passes a list.
  var spaceBefore: Bool

  var identifier: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }

  func isSymbol(_ s: String) -> Bool { kind == .symbol(s) }
  func isWord(_ w: String) -> Bool { kind == .identifier(w) }
  /// Whether the token is a command's keyword.
  func isWord(_ w: Keyword) -> Bool { kind == .identifier(w.rawValue) }
}

/// Turns source text into tokens.
///
/// A newline ends a statement unless it stands inside `(` … `)` or `[` … `]`, or follows a `,`,
/// an opening bracket or brace, or an operator, in which case the line continues. `#` starts a
/// comment; a first line starting with `#!` is skipped.
struct Lexer {
  let file: SourceFile
  private var bytes: [UInt8] { file.bytes }
  private var position: Int
  private let end: Int
  private(set) var errors: [Located<SyntaxError>] = []
  /// The byte ranges of the comments skipped (`#` or `//` to the end of the line), in order:
  /// the formatter keeps them where they were.
  private(set) var comments: [Range<Int>] = []

  init(file: SourceFile, range: Range<Int>? = nil) {
    self.file = file
    let r = range ?? 0..<file.bytes.count
    position = r.lowerBound
    end = r.upperBound
    // A byte-order mark (Windows editors write one) is not part of the script.
    if range == nil, file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position += 3 }
    if range == nil, file.bytes[position...].starts(with: Array("#!".utf8)) {
      while position < end, file.bytes[position] != UInt8(ascii: "\n") { position += 1 }
    }
  }

  static let continuingSymbols: Set<String> = [
    ",", "(", "[", "{", "=", "==", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/", "%", "...",
    "..<", ":", ".", "+=", "-=", "*=", "/=", "%=",
  ]
  static let continuingWords: Set<String> = ["and", "or", "not"]
  /// The symbols of three and two characters, tried before those of one.
  static let threes = ["...", "..<"]
  static let twos = ["==", "!=", "<=", ">=", "+=", "-=", "*=", "/=", "%="]
  /// Swift's operators that ListScript spells as words.
  static let swiftSpellings = [("&&", "and"), ("||", "or"), ("!", "not")]

  /// Lexes everything.
  mutating func tokenize() -> [Token] {
    var tokens: [Token] = []
    // One entry per open bracket: whether new lines inside it are ignored. They are inside ( and
    // [, and inside a { opened within them (a record in a list); a { at statement level opens a
    // block (or a record) whose lines still end statements.
    var open: [Bool] = []
    var space = true
    while true {
      space = skipSpaceAndComments() || space
      guard position < end else {
        tokens.append(Token(kind: .end, range: end..<end, spaceBefore: true))
        return tokens
      }
      let start = position
      let byte = bytes[position]
      if byte == UInt8(ascii: "\n") {
        position += 1
        let continues: Bool
        switch tokens.last?.kind {
        case .symbol(let s)?: continues = Self.continuingSymbols.contains(s)
        case .identifier(let w)?: continues = Self.continuingWords.contains(w)
        case .newline?, nil: continues = true
        default: continues = false
        }
        if !(open.last ?? false), !continues {
          tokens.append(Token(kind: .newline, range: start..<position, spaceBefore: space))
        }
        space = true
        continue
      }
      let kind = lexToken()
      if case .symbol(let s) = kind {
        if s == "(" || s == "[" { open.append(true) }
        if s == "{" { open.append(open.last ?? false) }
        if s == ")" || s == "]" || s == "}", !open.isEmpty { open.removeLast() }
      }
      tokens.append(Token(kind: kind, range: start..<position, spaceBefore: space))
      space = false
    }
  }

  /// Skips blanks and comments; tells whether it skipped anything.
  private mutating func skipSpaceAndComments() -> Bool {
    let start = position
    while position < end {
      let b = bytes[position]
      if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") {
        position += 1
      } else if b == UInt8(ascii: "#") || matches("//") {
        // `//` comments too: a Swift habit that costs nothing, as ListScript has no `//`.
        let comment = position
        while position < end, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        comments.append(comment..<position)
      } else {
        break
      }
    }
    return position > start
  }

  private mutating func lexToken() -> Token.Kind {
    let start = position
    let b = bytes[position]
    if isLetter(b) {
      while position < end, isLetter(bytes[position]) || isDigit(bytes[position]) { position += 1 }
      return .identifier(file.text(start..<position))
    }
    if isDigit(b) { return lexNumber() }
    if b == UInt8(ascii: "\"") { return lexString() }
    for s in Self.threes where matches(s) {
      position += 3
      return .symbol(s)
    }
    for s in Self.twos where matches(s) {
      position += 2
      return .symbol(s)
    }
    if let word = swiftOperator(start) { return .identifier(word) }
    if b == UInt8(ascii: "'") { return lexSingleQuoted() }
    if "()[]{},.:;=<>+-*/%".utf8.contains(b) {
      position += 1
      return .symbol(String(UnicodeScalar(b)))
    }
    // Anything else: one character (a whole UTF-8 sequence), reported.
    position += 1
    while position < end, bytes[position] & 0xC0 == 0x80 { position += 1 }
    let text = file.text(start..<position)
    errors.append(
      Located(
        error: .unexpectedCharacter(text), range: SourceRange(file: file, bytes: start..<position)))
    return .symbol(text)
  }

  /// Swift's `&&`, `||` and `!`: reported with the word ListScript writes, and read as that
  /// word so that the rest of the line parses.
  private mutating func swiftOperator(_ start: Int) -> String? {
    for (symbol, word) in Self.swiftSpellings where matches(symbol) {
      position += symbol.utf8.count
      errors.append(
        Located(
          error: .swiftSpelling(found: symbol, write: word),
          range: SourceRange(file: file, bytes: start..<position)))
      return word
    }
    return nil
  }

  /// `'text'`: reported (strings take double quotes) and read as the string it means.
  private mutating func lexSingleQuoted() -> Token.Kind {
    let start = position
    position += 1
    while position < end, bytes[position] != UInt8(ascii: "'"),
      bytes[position] != UInt8(ascii: "\n")
    {
      position += 1
    }
    let inner = file.text(start + 1..<position)
    if position < end, bytes[position] == UInt8(ascii: "'") { position += 1 }
    errors.append(
      Located(
        error: .singleQuotedString(inner),
        range: SourceRange(file: file, bytes: start..<position)))
    return .string(inner.isEmpty ? [] : [.text(inner)])
  }

  /// Whether the text at the position starts with `s`.
  ///
  /// - Complexity: O(k) for k bytes of `s`, with nothing allocated: it is asked for every
  ///   symbol and every byte that is not a blank (two arrays made a call were most of the
  ///   lexer's time, and the lexer most of the language server's).
  private func matches(_ s: String) -> Bool {
    var i = position
    for byte in s.utf8 {
      guard i < end, bytes[i] == byte else { return false }
      i += 1
    }
    return true
  }

  private mutating func lexNumber() -> Token.Kind {
    let start = position
    while position < end, isDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_") {
      position += 1
    }
    var isDecimal = false
    if position + 1 < end, bytes[position] == UInt8(ascii: "."), isDigit(bytes[position + 1]) {
      isDecimal = true
      position += 1
      while position < end, isDigit(bytes[position]) { position += 1 }
    }
    let text = file.text(start..<position).filter { $0 != "_" }
    let range = SourceRange(file: file, bytes: start..<position)
    if isDecimal {
      guard let value = Double(text) else {
        errors.append(Located(error: .invalidNumber(text), range: range))
        return .decimal(0)
      }
      return .decimal(value)
    }
    guard let value = Int(text) else {
      errors.append(Located(error: .integerTooLarge(text), range: range))
      return .integer(0)
    }
    return .integer(value)
  }

  private mutating func lexString() -> Token.Kind {
    let start = position
    position += 1
    var pieces: [Token.StringPiece] = []
    var text: [UInt8] = []
    func flush() {
      if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
      text = []
    }
    while position < end {
      let b = bytes[position]
      if b == UInt8(ascii: "\"") {
        position += 1
        flush()
        return .string(pieces)
      }
      if b == UInt8(ascii: "\n") { break }
      if b == UInt8(ascii: "\\"), position + 1 < end {
        let next = bytes[position + 1]
        switch next {
        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "\""): text.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): text.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "("):
          flush()
          let exprStart = position + 2
          var depth = 1
          var p = exprStart
          var inString = false
          while p < end, bytes[p] != UInt8(ascii: "\n") {
            let c = bytes[p]
            if c == UInt8(ascii: "\"") { inString.toggle() }
            if !inString {
              if c == UInt8(ascii: "(") { depth += 1 }
              if c == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { break }
              }
            }
            p += 1
          }
          guard p < end, depth == 0 else {
            errors.append(
              Located(
                error: .unterminatedInterpolation,
                range: SourceRange(file: file, bytes: position..<position + 2)))
            position = p
            return .string(pieces)
          }
          pieces.append(.interpolation(exprStart..<p))
          position = p + 1
          continue
        default:
          errors.append(
            Located(
              error: .unknownEscape(Character(UnicodeScalar(next))),
              range: SourceRange(file: file, bytes: position..<position + 2)))
        }
        position += 2
        continue
      }
      text.append(b)
      position += 1
    }
    errors.append(
      Located(error: .unterminatedString, range: SourceRange(file: file, bytes: start..<start + 1)))
    flush()
    return .string(pieces)
  }

  private func isLetter(_ b: UInt8) -> Bool {
    (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
      || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "_")
  }

  private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
}
