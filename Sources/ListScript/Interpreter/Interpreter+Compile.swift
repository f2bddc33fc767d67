import HeadlessUIKit
import ListDiff

/// The compile step: a source through the `Frontend` (parsed, its includes expanded, its names
/// resolved), every error reported before anything runs.
extension Interpreter {
  /// The front end this interpreter's runs go through: its limits, its host's loader.
  var frontend: Frontend { Frontend(limits: limits, load: load) }

  /// Parses and resolves, reporting every error; `nil` if there was any.
  func compile(_ file: SourceFile) -> [ResolvedStmt]? {
    var resolver = self.program.resolver
    let checked = frontend.check(file, resolver: &resolver)
    let errors = checked.diagnostics
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
    return checked.resolved
  }
}
