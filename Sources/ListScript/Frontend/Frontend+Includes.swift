extension Frontend {
  /// What a script's includes may cost: inclusions (a file included twice counts twice) and
  /// bytes read, the including script's own counted.
  struct IncludeBudget {
    static let maxInclusions = 1_000
    var maxBytes: Int
    var bytes: Int
    var inclusions = 0
  }

  /// The expansion of a script's top-level includes: each `include "path"` replaced by the
  /// statements of that file, parsed with the rest, so that its procedures and variables are
  /// known before anything runs.
  struct Includes {
    let frontend: Frontend
    var budget: IncludeBudget
    /// The errors of the includes: unreadable, recursive, over a budget, or the syntax errors
    /// of an included file.
    var errors: [Located<SyntaxError>] = []

    /// An expansion for a script of `bytes` bytes.
    init(frontend: Frontend, bytes: Int) {
      self.frontend = frontend
      budget = IncludeBudget(maxBytes: frontend.limits.maxSourceBytes, bytes: bytes)
    }

    /// `statements` of `file` with their includes expanded; `chain` is the files that
    /// include `file`, itself last.
    ///
    /// - Complexity: O(n) in the bytes of the files included, at most `maxInclusions` times.
    mutating func expand(_ statements: [Stmt], from file: SourceFile, chain: [SourceFile])
      -> [Stmt]
    {
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
              error: .tooManyInclusions(limit: IncludeBudget.maxInclusions), range: pathExpr.range)
          )
          return result
        }
        let included: SourceFile
        do {
          included = try frontend.load(path, file)
        } catch let error as Interpreter.LoadError {
          errors.append(Located(error: .includeUnreadable(error.message), range: pathExpr.range))
          continue
        } catch {
          errors.append(
            Located(
              error: .includeUnreadable("cannot include '\(path)': \(error)"),
              range: pathExpr.range))
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
        result += expand(inner, from: included, chain: chain + [included])
      }
      return result
    }
  }
}
