import HeadlessUIKit
import ListDiff

/// `register`, `provider` and `dequeue`: cells as the app registers, dequeues and returns them.
extension Interpreter {
  /// A reuse identifier: a string.
  func reuseIdentifier(_ e: ResolvedExpr) throws(Unwind) -> String {
    let value = try eval(e)
    guard case .string(let id) = value else {
      throw fail(.expected("a reuse identifier (a string)", got: value), e.range)
    }
    return id
  }

  /// `register cell ID [class|nib|invalidnib]`.
  func register(
    _ e: ResolvedExpr, _ registered: CellProvision.Registered, _ r: SourceRange
  ) throws(Unwind) {
    let id = try reuseIdentifier(e)
    scene.table.provision.registered[id] = registered
    note(.registered(id, registered, scene.table.kind.noun))
  }

  /// `provider …`: what the data source does when the view asks for a cell.
  func setProvider(_ spec: ProviderSpec<ResolvedExpr>?, _ r: SourceRange) throws(Unwind) {
    var provision = scene.table.provision
    provision.source = nil
    provision.dequeuesTwice = false
    provision.returns = .dequeued
    provision.reinitializes = false
    provision.leavesCheckmarks = false
    provision.appliesSnapshot = false
    provision.dataSourceGone = false
    if let spec {
      switch spec.source {
      case .gone: provision.dataSourceGone = true
      case .identifier(let e): provision.source = .identifier(try reuseIdentifier(e))
      case .registration(let inside):
        guard scene.table.kind.isCollection else {
          throw fail(
            .notOnThisView(
              "cell registration (UICollectionView.CellRegistration)",
              view: .table, write: "provider dequeue \"Cell\""), r)
        }
        guard platform.isAtLeast(.ios14) else {
          throw fail(
            .table(
              .unavailable(
                call: "UICollectionView.CellRegistration", platform: platform, since: "iOS 14")),
            r)
        }
        provision.source = .registration(insideProvider: inside)
      }
      provision.dequeuesTwice = spec.twice
      provision.returns = spec.returns
      provision.reinitializes = spec.reinitializes
      provision.leavesCheckmarks = spec.checkmarks
      if spec.applies {
        guard scene.diffable != nil else { throw fail(.notDiffable("provider … applying"), r) }
        provision.appliesSnapshot = true
      }
    }
    scene.table.provision = provision
    note(.provider(provision, scene.table.kind.noun))
  }

  /// `dequeue ID [at P]`: a dequeue outside a request from the view.
  func dequeueOutside(_ e: ResolvedExpr, at p: ResolvedExpr?, _ r: SourceRange) throws(Unwind) {
    let id = try reuseIdentifier(e)
    let path = try p.map { p throws(Unwind) in try indexPath(try eval(p), p.range) }
    if scene.table.kind.isCollection, path == nil {
      throw fail(
        .notOnThisView(
          "dequeue without an index path", view: .collection,
          write: "dequeue \"\(id)\" at 0:0"), r)
    }
    record(.dequeueOutside(id, path))
    try table(r) { t, _ throws(TableError) in
      _ = try t.dequeueOutsideRequest(identifier: id, at: path)
    }
  }
}

/// `register header|footer|supplementary` and `provider header|footer`: a collection view's
/// section headers and footers as the app registers, dequeues and returns them.
extension Interpreter {
  /// A kind as written, resolved: `header`, `footer`, or a string.
  func elementKind(_ spec: KindSpec<ResolvedExpr>) throws(Unwind) -> ElementKind {
    switch spec {
    case .header: return .header
    case .footer: return .footer
    case .named(let e):
      let value = try eval(e)
      guard case .string(let name) = value, !name.isEmpty else {
        throw fail(.expected("an element kind (a string)", got: value), e.range)
      }
      return ElementKind(name)
    }
  }

  /// An error unless the view is a collection view: tables' header views are not modelled.
  func requireCollectionForSupplementary(_ what: String, _ r: SourceRange) throws(Unwind) {
    guard !scene.table.kind.isCollection else { return }
    throw fail(
      .notOnThisView(
        "\(what) (supplementary views are a collection view's)", view: .table,
        write: "collection, then \(what)"), r)
  }

  /// `register header|footer ID …`, `register supplementary KIND ID …`.
  func registerSupplementary(
    _ kind: KindSpec<ResolvedExpr>, _ e: ResolvedExpr, _ registered: CellProvision.Registered,
    _ r: SourceRange
  ) throws(Unwind) {
    try requireCollectionForSupplementary("register header", r)
    let kind = try elementKind(kind)
    let id = try reuseIdentifier(e)
    scene.table.supplementaryProvision.registered[SupplementaryProvision.Key(kind, id)] =
      registered
    note(.registeredSupplementary(kind, id, registered))
  }

  /// `provider header|footer …`: what the data source does when the view asks for a header or
  /// a footer; `none`: not modelled.
  func setSupplementaryProvider(
    _ target: SupplementaryTarget, _ spec: ProviderSpec<ResolvedExpr>?, _ r: SourceRange
  ) throws(Unwind) {
    try requireCollectionForSupplementary("provider \(target.rawValue)", r)
    let kind: ElementKind = target == .header ? .header : .footer
    var provider: SupplementaryProvision.Provider?
    if let spec {
      switch spec.source {
      case .gone: return  // refused by the parser: a data source is gone for every callback
      case .identifier(let e): provider = .init(.identifier(try reuseIdentifier(e)))
      case .registration(let inside):
        guard platform.isAtLeast(.ios14) else {
          throw fail(
            .table(
              .unavailable(
                call: "UICollectionView.SupplementaryRegistration", platform: platform,
                since: "iOS 14")),
            r)
        }
        provider = .init(.registration(insideProvider: inside))
      }
      provider?.dequeuedKind = try spec.dequeuedKind.map { k throws(Unwind) in try elementKind(k) }
      provider?.dequeuesTwice = spec.twice
      provider?.returns = spec.returns
    }
    scene.table.supplementaryProvision.providers[kind] = provider
    note(.supplementaryProvider(kind, provider))
  }
}
