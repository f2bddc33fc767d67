import HeadlessUIKit
import ListDiff

extension Interpreter {
  /// A snapshot's query method on a value.
  func snapshotQuery(
    _ method: SnapshotMethod, _ receiver: ResolvedExpr, _ args: [ResolvedExpr], _ r: SourceRange
  ) throws(Unwind) -> Value {
    let value = try eval(receiver)
    guard case .snapshot(let s) = value else {
      throw fail(.notASnapshot(method.signature, value), receiver.range)
    }
    var values: [Value] = []
    for arg in args { values.append(try eval(arg)) }
    try charge(s.numberOfSections + 1, at: r)
    // `indexOfItem` finds the item in its section: a step per item there.
    if method == .indexOfItem { try charge(s.itemCount(inSectionsHolding: [values[0]]), at: r) }
    do throws(SnapshotError) {
      switch method {
      case .itemIdentifiersInSection: return .list(try s.itemIdentifiers(inSection: values[0]))
      case .numberOfItemsInSection: return .int(try s.numberOfItems(inSection: values[0]))
      case .indexOfItem: return s.indexOfItem(values[0]).map(Value.int) ?? .nil
      case .indexOfSection: return s.indexOfSection(values[0]).map(Value.int) ?? .nil
      case .sectionIdentifierContainingItem:
        return s.sectionIdentifier(containingItem: values[0]) ?? .nil
      case .appendSections, .insertSectionsBefore, .insertSectionsAfter, .deleteSections,
        .moveSectionBefore, .moveSectionAfter, .reloadSections, .appendItems,
        .appendItemsToSection, .insertItemsBefore, .insertItemsAfter, .deleteItems,
        .deleteAllItems, .moveItemBefore, .moveItemAfter, .reloadItems, .reconfigureItems:
        // The resolver sends mutating methods to `snapshotMutation`.
        return .nil
      }
    } catch {
      throw fail(.snapshot(error, platform), r)
    }
  }

  /// A snapshot's mutating method on the variable in `slot`: the variable holds the changed
  /// snapshot afterwards, or the one it held if the call fails.
  func snapshotMutation(
    _ method: SnapshotMethod, _ slot: Slot, _ name: String, _ args: [ResolvedExpr],
    _ r: SourceRange
  ) throws(Unwind) -> Value {
    var values: [Value] = []
    for arg in args { values.append(try eval(arg)) }
    guard case .snapshot(var s) = load(slot) else {
      throw fail(.notASnapshot(method.signature, load(slot)), r)
    }
    // Taken out of the variable, so that the snapshot's storage is not shared and the call
    // changes it in place (the model's methods check before they change anything, so a
    // failing call leaves it as it was, and it goes back).
    store(slot, .nil)
    defer { store(slot, .snapshot(s)) }
    // The identifiers a method takes as a list (`appendItems([…])`), read before the call.
    let takesList: Bool =
      switch method {
      case .moveSectionBefore, .moveSectionAfter, .moveItemBefore, .moveItemAfter,
        .deleteAllItems:
        false
      default: true
      }
    let items = takesList ? try elements(values[0], args[0].range) : []
    try charge(items.count + s.numberOfSections + 1, at: r)
    try charge(Self.walked(by: method, s, items, values), at: r)
    // Identifiers nest a few levels at most, so that a snapshot's own depth is known.
    try checkIdentifiers(items + (takesList ? [] : values), args.first?.range ?? r)
    var warning: SnapshotWarning?
    do throws(SnapshotError) {
      switch method {
      case .appendSections: try s.appendSections(items, on: platform)
      case .insertSectionsBefore:
        try s.insertSections(items, .before(values[1]), on: platform)
      case .insertSectionsAfter:
        try s.insertSections(items, .after(values[1]), on: platform)
      case .deleteSections: s.deleteSections(items)
      case .moveSectionBefore: try s.moveSection(values[0], .before(values[1]))
      case .moveSectionAfter: try s.moveSection(values[0], .after(values[1]))
      case .reloadSections: try s.reloadSections(items)
      case .appendItems: warning = try s.appendItems(items, on: platform)
      case .appendItemsToSection:
        warning = try s.appendItems(items, toSection: values[1], on: platform)
      case .insertItemsBefore:
        warning = try s.insertItems(items, .before(values[1]), on: platform)
      case .insertItemsAfter:
        warning = try s.insertItems(items, .after(values[1]), on: platform)
      case .deleteItems: s.deleteItems(items)
      case .deleteAllItems: s.deleteAllItems()
      case .moveItemBefore: try s.moveItem(values[0], .before(values[1]))
      case .moveItemAfter: try s.moveItem(values[0], .after(values[1]))
      case .reloadItems: try s.reloadItems(items, on: platform)
      case .reconfigureItems: try s.reconfigureItems(items, on: platform)
      case .itemIdentifiersInSection, .numberOfItemsInSection, .indexOfItem, .indexOfSection,
        .sectionIdentifierContainingItem:
        break
      }
    } catch {
      throw fail(.snapshot(error, platform), r)
    }
    if let warning { note(.snapshotWarning(warning.message)) }
    note(.snapshotCall(name, method.signature))
    return .nil
  }

  /// The items a mutating method walks in the sections it touches, a step each.
  ///
  /// That is finding an item in its section, taking items out of theirs (the marks too, when
  /// deleting), the items of deleted sections; appending items the snapshot lacks walks none.
  static func walked(
    by method: SnapshotMethod, _ s: DiffableSnapshot<Value>, _ items: [Value], _ values: [Value]
  ) -> Int {
    switch method {
    case .appendItems, .appendItemsToSection: s.itemCount(inSectionsHolding: items)
    case .insertItemsBefore, .insertItemsAfter:
      s.itemCount(inSectionsHolding: items + [values[1]])
    case .deleteItems:
      s.itemCount(inSectionsHolding: items) + s.reloadedItemIdentifiers.count
        + s.reconfiguredItemIdentifiers.count
    case .moveItemBefore, .moveItemAfter: s.itemCount(inSectionsHolding: [values[0], values[1]])
    case .deleteSections: s.itemCount(inSections: items)
    case .appendSections, .insertSectionsBefore, .insertSectionsAfter, .moveSectionBefore,
      .moveSectionAfter, .reloadSections, .deleteAllItems, .reloadItems, .reconfigureItems,
      .itemIdentifiersInSection, .numberOfItemsInSection, .indexOfItem, .indexOfSection,
      .sectionIdentifierContainingItem:
      0
    }
  }

  /// A snapshot's property, such as `s.numberOfItems` or `s.itemIdentifiers`: a step per
  /// section, and per item for the list of every item.
  func snapshotProperty(_ s: DiffableSnapshot<Value>, _ name: String, _ v: Value, _ r: SourceRange)
    throws(Unwind) -> Value
  {
    try charge(s.numberOfSections, at: r)
    switch name {
    case "numberOfItems": return .int(s.numberOfItems)
    case "numberOfSections": return .int(s.numberOfSections)
    case "itemIdentifiers":
      try charge(s.numberOfItems, at: r)
      return .list(s.itemIdentifiers)
    case "sectionIdentifiers": return .list(s.sectionIdentifiers)
    case "reloadedItemIdentifiers", "reconfiguredItemIdentifiers", "reloadedSectionIdentifiers":
      guard platform.hasReconfigure else {
        throw fail(.snapshot(.unavailable(name, since: "iOS 15"), platform), r)
      }
      switch name {
      case "reloadedItemIdentifiers": return .list(s.reloadedItemIdentifiers)
      case "reconfiguredItemIdentifiers": return .list(s.reconfiguredItemIdentifiers)
      default: return .list(s.reloadedSectionIdentifiers)
      }
    default:
      throw fail(.noField(v, name), r)
    }
  }
}
