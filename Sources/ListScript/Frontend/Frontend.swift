/// The front end every reader of a script shares — the interpreter, the language server, the
/// formatter's checks and `listsh explain`: the source checked (its size, its UTF-8), lexed and
/// parsed, its top-level includes read through the host and expanded, its names resolved.
///
/// It runs nothing and needs no interpreter: what it makes is the resolved statements, the
/// parse of the file itself (for an editor's outline), and every error as a typed
/// `Diagnostic` at its range, sorted by place.
package struct Frontend {
  /// Reads the file an `include` names, relative to the including file (the interpreter's
  /// `load`); throws `Interpreter.LoadError` with the message to report.
  package typealias Loader = (String, SourceFile?) throws -> SourceFile

  /// The bounds the source is checked against (`maxSourceBytes`, includes counted).
  package var limits: Limits
  /// How includes are read.
  package let load: Loader

  /// A front end that reads includes with `load`, under `limits`.
  package init(limits: Limits = Limits(), load: @escaping Loader) {
    self.limits = limits
    self.load = load
  }

  /// What the front end made of a file.
  package struct Result: Sendable {
    /// The file's own parse, its includes not expanded; `nil` when the source checks refused
    /// the file.
    var parse: Parse?
    /// The statements resolved, includes expanded; empty when there is any error.
    var resolved: [ResolvedStmt] = []
    /// Every error, sorted by place: the source checks', the lexer's, the parser's, the
    /// includes' and, in a script that parses, the resolver's.
    package var diagnostics: [Diagnostic] = []
    /// The bytes the front end read: the file's and each inclusion's (the work it did).
    package var bytesRead = 0
  }

  /// A file's own statements and tokens, as the parser read them.
  struct Parse: Sendable {
    /// The top-level statements (those that did not parse left out).
    var statements: [Stmt]
    /// The tokens, ending with the end of the file.
    var tokens: [Token]
  }

  /// Every error of `file`, found without running it, with a resolver of its own (what a run
  /// of the file alone would report before it starts).
  ///
  /// The resolved statements are not kept (`resolved` is empty): only an interpreter runs
  /// them, and it checks with its own resolver; an editor keeps the rest for as long as the
  /// document does not change.
  ///
  /// - Complexity: O(n) in the bytes of the file and its includes.
  package func check(_ file: SourceFile) -> Result {
    var resolver = Resolver()
    var result = check(file, resolver: &resolver)
    result.resolved = []
    return result
  }

  /// Checks, parses, expands includes and resolves `file` with `resolver`, which keeps what
  /// earlier inputs declared (the REPL's) and learns this file's names.
  ///
  /// - Complexity: O(n) in the bytes of the file and its includes.
  func check(_ file: SourceFile, resolver: inout Resolver) -> Result {
    var result = Result(bytesRead: file.bytes.count)
    if let refused = sourceCheck(file) {
      result.diagnostics = [refused]
      return result
    }
    let (parse, syntaxErrors) = Self.parse(file)
    result.parse = parse
    var includes = Includes(frontend: self, bytes: file.bytes.count)
    let expanded = includes.expand(parse.statements, from: file, chain: [file])
    result.bytesRead = includes.budget.bytes
    var errors = (syntaxErrors + includes.errors).map(\.diagnostic)
    // Names are resolved only in a script that parses: a broken statement would only add
    // cascading "undefined name" reports.
    if errors.isEmpty { result.resolved = resolver.resolve(expanded) }
    errors += resolver.errors
    result.diagnostics = SwiftHabits.rewrite(
      errors.sorted { ($0.range?.bytes.lowerBound ?? 0) < ($1.range?.bytes.lowerBound ?? 0) },
      in: file)
    return result
  }

  /// The parse step alone: `file`'s own statements and tokens, and its lexer's and parser's
  /// errors in order — what the formatter and an editor's outline read, without includes or
  /// names.
  ///
  /// - Complexity: O(n) in the bytes of the file.
  static func parse(_ file: SourceFile) -> (Parse, errors: [Located<SyntaxError>]) {
    var parser = Parser(file: file)
    let statements = parser.parseScript()
    return (Parse(statements: statements, tokens: parser.tokens), parser.syntaxErrors)
  }

  /// The line each of `file`'s top-level statements starts on, in order: what a transcript's
  /// `> ` echoes stand for (`listsh test` annotates a differing line on its statement).
  ///
  /// - Complexity: O(n) in the bytes of the file.
  package static func statementLines(_ file: SourceFile) -> [Int] {
    parse(file).0.statements.map { file.location(of: $0.range.bytes.lowerBound).line }
  }

  /// The error of a source that is not read at all: over the source limit, or not UTF-8.
  ///
  /// - Complexity: O(1): the file found its first invalid byte when it was made.
  func sourceCheck(_ file: SourceFile) -> Diagnostic? {
    if file.bytes.count > limits.maxSourceBytes {
      return Located(
        error: SyntaxError.sourceTooLarge(limitBytes: limits.maxSourceBytes),
        range: SourceRange(file: file, bytes: 0..<0)
      ).diagnostic
    }
    if let bad = file.invalidUTF8Offset {
      return Located(
        error: SyntaxError.invalidUTF8(file.bytes[bad]),
        range: SourceRange(file: file, bytes: bad..<bad + 1)
      ).diagnostic
    }
    return nil
  }
}
