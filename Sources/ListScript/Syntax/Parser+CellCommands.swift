import HeadlessUIKit

extension Parser {
  /// `provider dequeue ID | registration | none`, then its options in any order: `inside`
  /// (after `registration`), `twice`, `returning dequeued|new|nil`, `reinit`, `checkmarks`.
  mutating func providerSpec() throws(ParseFailure) -> ProviderSpec<Expr>? {
    var spec: ProviderSpec<Expr>
    switch try choice(ProviderSource.self, after: "provider") {
    case .none: return nil
    case .dequeue: spec = ProviderSpec(source: .identifier(try expression()))
    case .registration: spec = ProviderSpec(source: .registration(inside: false))
    }
    while !endsStatement {
      let at = current.range
      switch try choice(ProviderOption.self, after: "provider's source") {
      case .inside:
        guard case .registration = spec.source else {
          error(
            .expected(
              what: "'twice', 'returning' or 'reinit'",
              context: "after 'provider dequeue ID': only a registration is made inside",
              found: "inside", openedAt: nil), at: at)
          throw ParseFailure()
        }
        spec.source = .registration(inside: true)
      case .twice: spec.twice = true
      case .returning:
        spec.returns = try choice(CellProvision.Returned.self, after: "provider … returning")
      case .reinit: spec.reinitializes = true
      case .checkmarks: spec.checkmarks = true
      }
    }
    return spec
  }
}
