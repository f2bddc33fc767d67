import HeadlessUIKit

extension Parser {
  /// `provider [header|footer] dequeue ID | registration | none`, then its options in any
  /// order: `inside` (after `registration`), `twice`, `returning dequeued|new|nil|queued`; a
  /// cell's `reinit` and `checkmarks`; a header's or footer's `of header|footer|KIND`.
  mutating func providerSpec(for target: SupplementaryTarget?) throws(ParseFailure)
    -> ProviderSpec<Expr>?
  {
    var spec: ProviderSpec<Expr>
    switch try choice(ProviderSource.self, after: "provider") {
    case .none: return nil
    case .gone:
      guard target == nil else {
        error(
          .expected(
            what: "'dequeue', 'registration' or 'none'",
            context:
              "after 'provider \(target?.rawValue ?? "")': the data source is gone for every callback",
            found: "gone", openedAt: nil), at: previous.range)
        throw ParseFailure()
      }
      return ProviderSpec(source: .gone)
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
      case .reinit:
        try cellsOnly("reinit", target, at: at)
        spec.reinitializes = true
      case .checkmarks:
        try cellsOnly("checkmarks", target, at: at)
        spec.checkmarks = true
      case .applying:
        try cellsOnly("applying", target, at: at)
        spec.applies = true
      case .of:
        guard target != nil else {
          error(
            .expected(
              what: "'twice', 'returning', 'reinit' or 'checkmarks'",
              context:
                "after 'provider dequeue ID': only a header or footer is dequeued 'of' a kind",
              found: "of", openedAt: nil), at: at)
          throw ParseFailure()
        }
        if let word = current.identifier, let kind = SupplementaryTarget(rawValue: word) {
          advance()
          spec.dequeuedKind = kind == .header ? .header : .footer
        } else {
          spec.dequeuedKind = .named(try expression())
        }
      }
    }
    return spec
  }

  /// An error unless the provider is a cell's: `reinit` and `checkmarks` are about cells.
  mutating func cellsOnly(_ option: String, _ target: SupplementaryTarget?, at: Range<Int>)
    throws(ParseFailure)
  {
    guard let target else { return }
    error(
      .expected(
        what: "'twice', 'returning' or 'of'",
        context: "after 'provider \(target.rawValue) …': '\(option)' is about cells",
        found: option, openedAt: nil), at: at)
    throw ParseFailure()
  }
}
