import HeadlessUIKit
import ListDiff

/// The diff commands: `diff A B`, `update to` and `check identities`.
extension Interpreter {
  /// `diff A B` and `update to`.
  func diffCommand(_ c: DiffCommand<ResolvedExpr>, _ r: SourceRange) throws(Unwind) {
    switch c {
    case .updateTo(let e, let plan, let whole):
      try update(to: try eval(e), e.range, using: plan, sections: whole, r)
    case .updateFromFile(let e, let plan, let options):
      switch try dataFile(try eval(e), e.range, options) {
      case .items(let items): try update(to: items, e.range, using: plan, sections: false, r)
      case .sections(let sections):
        try update(to: sections, e.range, using: plan, sections: true, r)
      }
    case .diff(let a, let b):
      let (old, new) = (try eval(a), try eval(b))
      try chargeUnfolded([old, new], at: r)
      let c = try changeset(old, new, [a, b], r)
      if !showsUIKitTraceOnly { emit(.text(c.description + "\n")) }
    case .checkIdentities(let e, let next, let key):
      let payload = try eval(e)
      let second = try next.map { n throws(Unwind) in try eval(n) }
      var field: String?
      if let key {
        guard case .string(let name) = try eval(key) else {
          throw fail(.expected("a field name (\"id\")", got: try eval(key)), key.range)
        }
        field = name
      }
      try chargeUnfolded([payload] + (second.map { [$0] } ?? []), at: r)
      do throws(IdentityCheck.ShapeError) {
        let check = try IdentityCheck.check(payload, then: second, key: field)
        record(.unmapped("check identities: a report, not a check of the view"))
        if !showsUIKitTraceOnly { emit(.text(check.report())) }
      } catch {
        throw fail(
          .expected("a list of items, a list of sections or a snapshot", got: payload), e.range)
      }
    }
  }
}
