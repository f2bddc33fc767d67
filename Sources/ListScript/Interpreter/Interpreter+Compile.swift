import HeadlessUIKit
import ListDiff

/// The compile step: a source parsed, its includes expanded, its names resolved, every error
/// reported before anything runs.
extension Interpreter {
  /// Parses and resolves, reporting every error; `nil` if there was any.
  func compile(_ file: SourceFile) -> [ResolvedStmt]? {
    var resolver = self.program.resolver
    let (resolved, errors) = check(file, resolver: &resolver)
    guard errors.isEmpty else {
      for error in errors.prefix(Parser.errorLimit) { emit(.diagnostic(error)) }
      if errors.count >= Parser.errorLimit {
        emit(
          .diagnostic(
            Diagnostic(
              .parse, "too many errors: the first \(Parser.errorLimit) are shown", at: nil,
              notes: ["fix these, and the rest may go with them"])))
      }
      return nil
    }
    self.program.resolver = resolver
    // A definition may have changed: procedures are compiled again at their next call.
    program.procedureCode = []
    if program.globals.count < resolver.globalNames.count {
      program.globals += Array(
        repeating: nil, count: resolver.globalNames.count - program.globals.count)
    }
    if program.stack.count < resolver.mainFrameSize {
      program.stack += Array(repeating: .nil, count: resolver.mainFrameSize - program.stack.count)
    }
    return resolved
  }

  /// Every error of a file, found without running it.
  ///
  /// That is what `compile` would report (an editor's diagnostics). Includes are read through the host, as a run reads them.
  ///
  /// - Complexity: O(n) in the bytes of the file and its includes.
  package func diagnostics(of file: SourceFile) -> [Diagnostic] {
    var resolver = self.program.resolver
    return check(file, resolver: &resolver).errors
  }

  /// Parses, expands includes and resolves names: the statements, and the errors sorted by
  /// place.
  private func check(_ file: SourceFile, resolver: inout Resolver) -> (
    [ResolvedStmt], errors: [Diagnostic]
  ) {
    if file.bytes.count > limits.maxSourceBytes {
      let error = Located(
        error: SyntaxError.sourceTooLarge(limitBytes: limits.maxSourceBytes),
        range: SourceRange(file: file, bytes: 0..<0))
      return ([], [error.diagnostic])
    }
    if let bad = file.invalidUTF8Offset {
      let error = Located(
        error: SyntaxError.invalidUTF8(file.bytes[bad]),
        range: SourceRange(file: file, bytes: bad..<bad + 1))
      return ([], [error.diagnostic])
    }
    var parser = Parser(file: file)
    var includeErrors: [Located<SyntaxError>] = []
    var budget = IncludeBudget(maxBytes: limits.maxSourceBytes, bytes: file.bytes.count)
    let parsed = expandIncludes(
      parser.parseScript(), from: file, chain: [file], budget: &budget, errors: &includeErrors)
    var errors = (parser.syntaxErrors + includeErrors).map(\.diagnostic)
    // Names are resolved only in a script that parses: a broken statement would only add
    // cascading "undefined name" reports.
    let resolved = errors.isEmpty ? resolver.resolve(parsed) : []
    errors += resolver.errors
    let sorted = errors.sorted {
      ($0.range?.bytes.lowerBound ?? 0) < ($1.range?.bytes.lowerBound ?? 0)
    }
    return (resolved, sorted)
  }

  /// What a script's includes may cost: inclusions (a file included twice counts twice) and
  /// bytes read, the including script's own counted.
  struct IncludeBudget {
    static let maxInclusions = 1_000
    var maxBytes: Int
    var bytes: Int
    var inclusions = 0
  }

  /// Replaces each top-level `include "path"` by the statements of that file, parsed with
  /// the rest, so that its procedures and variables are known before anything runs.
  func expandIncludes(
    _ statements: [Stmt], from file: SourceFile, chain: [SourceFile],
    budget: inout IncludeBudget, errors: inout [Located<SyntaxError>]
  ) -> [Stmt] {
    var result: [Stmt] = []
    for statement in statements {
      guard case .include(let pathExpr) = statement.kind else {
        result.append(statement)
        continue
      }
      guard case .literal(.string(let path), _) = pathExpr else {
        errors.append(Located(error: .includeNeedsLiteral, range: pathExpr.range))
        continue
      }
      budget.inclusions += 1
      guard budget.inclusions <= IncludeBudget.maxInclusions else {
        errors.append(
          Located(
            error: .tooManyInclusions(limit: IncludeBudget.maxInclusions), range: pathExpr.range))
        return result
      }
      let included: SourceFile
      do {
        included = try load(path, file)
      } catch let error as LoadError {
        errors.append(Located(error: .includeUnreadable(error.message), range: pathExpr.range))
        continue
      } catch {
        errors.append(
          Located(
            error: .includeUnreadable("cannot include '\(path)': \(error)"), range: pathExpr.range))
        continue
      }
      if chain.contains(where: { $0.path == included.path }) {
        let names = (chain + [included]).map(\.name)
        errors.append(
          Located(error: .includesItself(path, chain: names), range: pathExpr.range))
        continue
      }
      budget.bytes += included.bytes.count
      guard budget.bytes <= budget.maxBytes else {
        errors.append(
          Located(error: .sourceTooLarge(limitBytes: budget.maxBytes), range: pathExpr.range))
        return result
      }
      var parser = Parser(file: included)
      let inner = parser.parseScript()
      errors += parser.syntaxErrors
      // The include itself stays as a statement that does nothing, so that it is echoed.
      result.append(Stmt(kind: .block([]), range: statement.range))
      result += expandIncludes(
        inner, from: included, chain: chain + [included], budget: &budget, errors: &errors)
    }
    return result
  }
}
