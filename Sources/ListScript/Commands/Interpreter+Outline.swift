import HeadlessUIKit
import ListDiff

/// An outline list's disclosure (iOS 14): the data source's `sectionSnapshotHandlers`, and the
/// user's tap on an item's disclosure, which expands or collapses it in its section snapshot
/// and applies that, animated.
extension Interpreter {
  /// `handler H(item) { … }` / `handler H off`.
  func setHandler(
    _ kind: OutlineHandler, _ closure: HandlerBody<[ResolvedStmt]>?, _ r: SourceRange
  ) throws(Unwind) {
    try requireOutline("sectionSnapshotHandlers", r)
    scene.outlineHandlers[kind] = closure
    note(.handlerSet(kind, on: closure != nil))
  }

  /// `disclose ITEM`: the user taps the item's disclosure.
  ///
  /// UIKit looks the item up in the
  /// section snapshot applied to its section and does nothing when it is not there; a collapse
  /// asks `shouldCollapseItem` (yes when unset), calls `willCollapseItem`, collapses the item
  /// and applies the section snapshot animated; an expand asks `shouldExpandItem`, calls
  /// `willExpandItem`, replaces the item's children with what `snapshotForExpandingParent`
  /// returns when it is set, expands the item and applies (decompiled
  /// `-[_UIDiffableDataSourceSectionController _performDisclosureAction:forItem:]`, iOS 18.2).
  func disclose(_ e: ResolvedExpr, _ r: SourceRange) throws(Unwind) {
    try requireOutline("an outline disclosure", r)
    let item = try eval(e)
    guard let source = scene.diffable, let path = source.indexPath(for: item),
      let section = source.sectionIdentifier(for: path.section)
    else {
      throw fail(.noOutlineItem(item), e.range)
    }
    var tree = source.snapshot(for: section)
    guard source.hasSectionSnapshot(for: section), tree.contains(item) else {
      note(.disclosure(item, .notInASectionSnapshot))
      return
    }
    let expanding = !((try? tree.isExpanded(item)) ?? false)
    note(.disclosure(item, expanding ? .expands : .collapses))
    let should = try callHandler(expanding ? .shouldExpandItem : .shouldCollapseItem, [item], r)
    if let should {
      guard case .bool(let yes) = should else {
        throw fail(.expected("true or false from the should… handler", got: should), r)
      }
      if !yes {
        note(.disclosure(item, .refused))
        return
      }
    }
    _ = try callHandler(expanding ? .willExpandItem : .willCollapseItem, [item], r)
    if expanding {
      let children = tree.snapshot(ofPresent: item)
      if let replaced = try callHandler(
        .snapshotForExpandingParent, [item, .sectionSnapshot(children)], r)
      {
        guard case .sectionSnapshot(let given) = replaced else {
          throw fail(
            .expected("a section snapshot from snapshotForExpandingParent", got: replaced), r)
        }
        do throws(SnapshotError) {
          try tree.replace(childrenOf: item, using: given)
        } catch {
          throw fail(.snapshot(error, platform), r)
        }
      }
      tree.expand([item])
    } else {
      tree.collapse([item])
    }
    _ = try apply(tree, to: section, .animated, r)
  }

  /// Calls the handler when it is set: what it returned, or `nil` when it is not set.
  private func callHandler(_ kind: OutlineHandler, _ arguments: [Value], _ r: SourceRange)
    throws(Unwind) -> Value?
  {
    guard let closure = scene.outlineHandlers[kind] else { return nil }
    var frame = Array(repeating: Value.nil, count: closure.frameSize)
    for (k, argument) in arguments.enumerated() { frame[k] = argument }
    let result = try invoke(kind.rawValue, closure.body, frame: frame, r)
    note(.handlerCalled(kind, arguments, returned: result))
    return result
  }

  /// Outlines are a collection view's diffable data source's (iOS 14).
  private func requireOutline(_ what: String, _ r: SourceRange) throws(Unwind) {
    guard scene.table.kind.isCollection else {
      throw fail(
        .notOnThisView("\(what) (UICollectionViewDiffableDataSource's)", view: .table, write: nil),
        r)
    }
    guard scene.diffable != nil else { throw fail(.notDiffable(what), r) }
    guard platform.isAtLeast(.ios14) else {
      throw fail(.snapshot(.unavailable(what, since: "iOS 14"), platform), r)
    }
  }
}

/// What a tap on an outline disclosure did.
enum DisclosureOutcome: Sendable {
  case expands, collapses
  /// A should… handler returned false.
  case refused
  /// No section snapshot applied to the item's section holds it: UIKit does nothing.
  case notInASectionSnapshot
}
