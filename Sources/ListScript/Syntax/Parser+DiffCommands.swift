import HeadlessUIKit
import ListDiff

/// The diff commands' parsers (`diff`, `update to`, `check identities`) and the options of a
/// data file.
extension Parser {
  mutating func diffCommand(_ word: DiffWord) throws(ParseFailure) -> DiffCommand<Expr> {
    switch word {
    case .diff:
      let a = try expression()
      let b = try expression()
      return .diff(a, b)
    case .update: return try updateCommand()
    case .check:
      try expectWord(.identities, "after 'check'")
      let payload = try expression()
      var next: Expr?
      var key: Expr?
      if current.isWord(.then) {
        advance()
        next = try expression()
      }
      if current.isWord(.by) {
        advance()
        key = try expression()
      }
      return .checkIdentities(payload, then: next, key: key)
    }
  }

  mutating func updateCommand() throws(ParseFailure) -> DiffCommand<Expr> {
    try expectWord(.to, "after 'update'")
    let fromFile = current.isWord(.from)
    let sections = current.isWord(.sections)
    if sections || fromFile { advance() }
    let target = try expression()
    let options = fromFile ? try dataFileOptions() : DataFileOptions<Expr>()
    var plan = UpdatePlan.staged
    if current.isWord(.using) {
      advance()
      plan = try choice(UpdatePlan.self, after: "using")
    }
    return fromFile
      ? .updateFromFile(target, plan, options) : .updateTo(target, plan, sections: sections)
  }

  /// `[at PATH] [showing FIELD] [by KEY]`, in any order, each once.
  mutating func dataFileOptions() throws(ParseFailure) -> DataFileOptions<Expr> {
    var options = DataFileOptions<Expr>()
    while let word = current.identifier, let option = DataFileOption(rawValue: word) {
      let start = current.range
      advance()
      let value = try expression()
      let given: Bool
      switch option {
      case .at:
        given = options.at != nil
        options.at = value
      case .showing:
        given = options.showing != nil
        options.showing = value
      case .by:
        given = options.by != nil
        options.by = value
      }
      if given {
        error(.optionTwice(option.rawValue), at: start)
        throw ParseFailure()
      }
    }
    return options
  }
}
