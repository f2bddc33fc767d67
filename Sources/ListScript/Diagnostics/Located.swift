import HeadlessUIKit
import ListDiff

/// An error of a phase, where it happened: what the lexer, the parser and the resolver report,
/// rendered as a `Diagnostic` only when shown.
struct Located<Failure: LanguageError>: Equatable, Sendable {
  var error: Failure
  var range: SourceRange

  /// The error as it is shown: `file:line:col: error: message`, the line, a caret, notes.
  var diagnostic: Diagnostic {
    Diagnostic(error.phase, error.message, at: range, notes: error.notes)
  }
}

/// A typed error of the language, with the text a person reads.
protocol LanguageError: Equatable, Sendable {
  var message: String { get }
  var notes: [String] { get }
  /// Which kind of failure it is, which decides the exit status; `.parse` by default.
  var phase: Diagnostic.Phase { get }
}

extension LanguageError {
  var phase: Diagnostic.Phase { .parse }
}
