import HeadlessUIKit
import ListDiff

/// Section snapshots (`NSDiffableDataSourceSectionSnapshot`) and the data source's own methods.
extension Interpreter {
  /// `sectionSnapshot()`: an empty section snapshot (iOS 14).
  func newSectionSnapshot(_ r: SourceRange) throws(Unwind) -> Value {
    guard platform.isAtLeast(.ios14) else {
      throw fail(.snapshot(.unavailable("a section snapshot", since: "iOS 14"), platform), r)
    }
    return .sectionSnapshot(DiffableSectionSnapshot())
  }

  /// A section snapshot's query method on a value.
  func sectionQuery(
    _ method: SectionSnapshotMethod, _ receiver: ResolvedExpr, _ args: [ResolvedExpr],
    _ r: SourceRange
  ) throws(Unwind) -> Value {
    let value = try eval(receiver)
    guard case .sectionSnapshot(let tree) = value else {
      throw fail(.notASectionSnapshot(method.signature, value), receiver.range)
    }
    var values: [Value] = []
    for arg in args { values.append(try eval(arg)) }
    try charge(tree.nodes.count + 1, at: r)
    var including = false
    if method == .snapshotOfIncludingParent {
      guard case .bool(let b) = values[1] else {
        throw fail(.expected("true or false for includingParent", got: values[1]), args[1].range)
      }
      including = b
    }
    do throws(SnapshotError) {
      switch method {
      case .isExpanded: return .bool(try tree.isExpanded(values[0]))
      case .isVisible: return .bool(try tree.isVisible(values[0]))
      case .contains: return .bool(tree.contains(values[0]))
      case .levelOf: return .int(try tree.level(of: values[0]))
      case .indexOf: return tree.index(of: values[0]).map(Value.int) ?? .nil
      case .parentOf: return try tree.parent(of: values[0]) ?? .nil
      case .snapshotOf:
        return .sectionSnapshot(try tree.snapshot(of: values[0], includingParent: false))
      case .snapshotOfIncludingParent:
        return .sectionSnapshot(try tree.snapshot(of: values[0], includingParent: including))
      case .append, .appendTo, .insertBefore, .insertAfter, .delete, .deleteAll, .expand,
        .collapse, .replaceChildren:
        // The resolver sends mutating methods to `sectionMutation`.
        return .nil
      }
    } catch {
      throw fail(.snapshot(error, platform), r)
    }
  }

  /// A section snapshot's mutating method on the variable in `slot`: the variable holds the
  /// changed section snapshot afterwards, or the one it held if the call fails.
  func sectionMutation(
    _ method: SectionSnapshotMethod, _ slot: Slot, _ name: String, _ args: [ResolvedExpr],
    _ r: SourceRange
  ) throws(Unwind) -> Value {
    var values: [Value] = []
    for arg in args { values.append(try eval(arg)) }
    let current = load(slot)
    guard case .sectionSnapshot(var tree) = current else {
      throw fail(.notASectionSnapshot(method.signature, current), r)
    }
    // The items a method takes (a list, or for insert a section snapshot), read before the call.
    var other: DiffableSectionSnapshot<Value>?
    var items: [Value] = []
    switch method {
    case .insertBefore, .insertAfter:
      if case .sectionSnapshot(let s) = values[0] {
        other = s
      } else {
        items = try elements(values[0], args[0].range)
      }
    case .replaceChildren:
      guard case .sectionSnapshot(let s) = values[1] else {
        throw fail(.expected("a section snapshot for 'using'", got: values[1]), args[1].range)
      }
      other = s
    case .append, .appendTo, .delete, .expand, .collapse:
      items = try elements(values[0], args[0].range)
    case .deleteAll, .isExpanded, .isVisible, .contains, .levelOf, .indexOf, .parentOf,
      .snapshotOf, .snapshotOfIncludingParent:
      break
    }
    try charge(items.count + (other?.nodes.count ?? 0) + tree.nodes.count + 1, at: r)
    try checkIdentifiers(items + (other?.items ?? []) + values.filter(\.isIdentifierLike), r)
    var logged: String?
    do throws(SnapshotError) {
      switch method {
      case .append: try tree.append(items, to: nil)
      case .appendTo: try tree.append(items, to: values[1])
      case .insertBefore, .insertAfter:
        let place: DiffableSectionSnapshot<Value>.Place =
          method == .insertBefore ? .before(values[1]) : .after(values[1])
        if let other { try tree.insert(other, place) } else { try tree.insert(items, place) }
      case .delete: logged = try tree.delete(items, on: platform)
      case .deleteAll: tree.deleteAll()
      case .expand: tree.expand(items)
      case .collapse: tree.collapse(items)
      case .replaceChildren:
        if let other { try tree.replace(childrenOf: values[0], using: other) }
      case .isExpanded, .isVisible, .contains, .levelOf, .indexOf, .parentOf, .snapshotOf,
        .snapshotOfIncludingParent:
        break
      }
    } catch {
      throw fail(.snapshot(error, platform), r)
    }
    store(slot, .sectionSnapshot(tree))
    if let logged { note(.snapshotWarning(logged)) }
    note(.snapshotCall(name, method.signature))
    return .nil
  }

  /// A section snapshot's property: `items`, `rootItems`, `visibleItems`.
  func sectionProperty(
    _ tree: DiffableSectionSnapshot<Value>, _ name: String, _ v: Value, _ r: SourceRange
  ) throws(Unwind) -> Value {
    try charge(tree.nodes.count, at: r)
    switch name {
    case "items": return .list(tree.items)
    case "rootItems": return .list(tree.rootItems)
    case "visibleItems": return .list(tree.visibleItems)
    default: throw fail(.noField(v, name), r)
    }
  }

  /// A method of the view's diffable data source.
  func dataSourceQuery(_ method: DataSourceMethod, _ args: [ResolvedExpr], _ r: SourceRange)
    throws(Unwind) -> Value
  {
    guard let source = scene.diffable else {
      throw fail(.notDiffable("dataSource.\(method.signature)"), r)
    }
    guard platform.isAtLeast(method.since) else {
      throw fail(
        .snapshot(.unavailable("dataSource.\(method.signature)", since: "iOS 15"), platform), r)
    }
    var values: [Value] = []
    for arg in args { values.append(try eval(arg)) }
    try charge(source.snapshot.numberOfSections + 1, at: r)
    switch method {
    case .itemIdentifier:
      return source.itemIdentifier(for: try indexPath(values[0], args[0].range)) ?? .nil
    case .indexPath:
      // Found in its section: a step per item there.
      try charge(source.snapshot.itemCount(inSectionsHolding: [values[0]]), at: r)
      return source.indexPath(for: values[0]).map(Value.indexPath) ?? .nil
    case .sectionIdentifier:
      guard case .int(let i) = values[0] else {
        throw fail(.expected("a section index", got: values[0]), args[0].range)
      }
      return source.sectionIdentifier(for: i) ?? .nil
    case .index: return source.index(for: values[0]).map(Value.int) ?? .nil
    case .snapshotFor:
      guard scene.table.kind.isCollection else {
        throw fail(
          .notOnThisView(
            "section snapshots (UICollectionViewDiffableDataSource's snapshot(for:), iOS 14)",
            view: .table, write: nil), r)
      }
      try charge(source.snapshot.numberOfItems, at: r)
      return .sectionSnapshot(source.snapshot(for: values[0]))
    case .snapshot:
      try charge(source.snapshot.numberOfItems, at: r)
      return .snapshot(source.snapshot)
    }
  }
}
