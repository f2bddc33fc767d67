/// The words that start a statement that is neither a command nor an expression: the parser
/// reads them into this enum, as it reads command words into `CommandWord`, and switches over
/// it exhaustively.
package enum StatementWord: String, CaseIterable, Sendable {
  case `let`, `if`, `else`, `for`, `repeat`, `while`, def, `return`, print, assert, expect
  case include, turn

  /// Whether the word is reserved where a statement starts: `let = 3` is refused, while
  /// `turn`, a statement only before `{`, may name a variable (`turn = 3` assigns it).
  package var isReserved: Bool {
    switch self {
    case .let, .if, .else, .for, .repeat, .while, .def, .return, .print, .assert, .expect,
      .include:
      true
    case .turn: false
    }
  }

  /// The reserved words' spellings.
  package static let reserved = Set(allCases.filter(\.isReserved).map(\.rawValue))
}

/// The words a statement takes after its first: `for X in XS`, `expect error "…" { … }`.
package enum StatementKeyword: String, CaseIterable, Sendable {
  case `in`, error
}

extension Token {
  /// Whether the token is a statement's first word.
  func isWord(_ w: StatementWord) -> Bool { kind == .identifier(w.rawValue) }
  /// Whether the token is a word a statement takes after its first.
  func isWord(_ w: StatementKeyword) -> Bool { kind == .identifier(w.rawValue) }
}
