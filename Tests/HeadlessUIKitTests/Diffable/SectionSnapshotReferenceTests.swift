import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// Section snapshots against `ReferenceOutline`, a forest of nested nodes.
///
/// Random sequences of appends (to the root and to parents), inserts of items and of section snapshots, deletes,
/// expands, collapses and replaced children — missing targets and repeated identifiers
/// included — on iOS 14 and 15, then every query on every item. And the data source: a section
/// snapshot applied shows its visible items, and a whole snapshot applied after keeps the tree
/// by the rule written again here.
@Suite struct SectionSnapshotReferenceTests {
  struct Gen {
    var rng: SeededRandom
    mutating func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    /// A key from a small pool, so that calls meet existing items and missing ones alike.
    mutating func row() -> Row { Row(int(0...24)) }
    mutating func rows() -> [Row] { (0..<int(0...3)).map { _ in row() } }
  }

  typealias Model = DiffableSectionSnapshot<Row>

  /// The model's tree as the reference words it: each item with its depth, and what is expanded.
  static func agree(_ model: Model, _ ref: ReferenceOutline) -> String? {
    let a = model.nodes.map { "\($0.item)@\($0.level)" }
    let b = ref.levels.map { "\($0.0)@\($0.1)" }
    if a != b { return "tree \(a) vs \(b)" }
    if Set(model.expandedItems) != Set(ref.expandedItems.filter { model.contains($0) }) {
      return "expanded \(model.expandedItems) vs \(ref.expandedItems)"
    }
    if model.visibleItems != ref.visibleItems {
      return "visible \(model.visibleItems) vs \(ref.visibleItems)"
    }
    if model.rootItems != ref.rootItems { return "roots \(model.rootItems) vs \(ref.rootItems)" }
    return nil
  }

  /// Both sides of one call: the error each raised, or nil.
  static func both(
    _ model: inout Model, _ ref: inout ReferenceOutline,
    _ m: (inout Model) throws(SnapshotError) -> Void,
    _ r: (inout ReferenceOutline) throws(SnapshotError) -> Void
  ) -> (SnapshotError?, SnapshotError?) {
    var (me, re): (SnapshotError?, SnapshotError?) = (nil, nil)
    let (m0, r0) = (model, ref)
    do throws(SnapshotError) { try m(&model) } catch { me = error }
    do throws(SnapshotError) { try r(&ref) } catch { re = error }
    // A call that raised changes nothing.
    if me != nil, model != m0 { return (me, .unavailable("model changed on failure", since: "")) }
    if re != nil { ref = r0 }
    return (me, re)
  }

  @Test(arguments: 0..<40) func randomCallsAgree(seed: Int) {
    print("SectionSnapshotReferenceTests seed \(seed)")
    var gen = Gen(rng: SeededRandom(seed: UInt64(seed) &+ 77))
    let platform: Platform = gen.chance(0.5) ? .ios14 : .ios15
    var model = Model()
    var ref = ReferenceOutline()
    var log: [String] = []
    for _ in 0..<60 {
      let items = gen.rows()
      let target = gen.row()
      var outcome: (SnapshotError?, SnapshotError?)
      switch gen.int(0...8) {
      case 0, 1:
        log.append("append \(items)")
        outcome = Self.both(
          &model, &ref, { m throws(SnapshotError) in try m.append(items, to: nil) },
          { r throws(SnapshotError) in try r.append(items, to: nil) })
      case 2, 3:
        log.append("append \(items) to \(target)")
        outcome = Self.both(
          &model, &ref, { m throws(SnapshotError) in try m.append(items, to: target) },
          { r throws(SnapshotError) in try r.append(items, to: target) })
      case 4:
        let before = gen.chance(0.5)
        log.append("insert \(items) \(before ? "before" : "after") \(target)")
        outcome = Self.both(
          &model, &ref,
          { m throws(SnapshotError) in
            try m.insert(items, before ? .before(target) : .after(target))
          },
          { r throws(SnapshotError) in
            try r.insert(items.map { .init(item: $0) }, before: before, target)
          })
      case 5:
        log.append("delete \(items)")
        var logged = (false, false)
        outcome = Self.both(
          &model, &ref,
          { m throws(SnapshotError) in logged.0 = try m.delete(items, on: platform) != nil },
          { r throws(SnapshotError) in logged.1 = try r.delete(items, on: platform) })
        #expect(logged.0 == logged.1, "seed \(seed): logged delete \(log)")
      case 6:
        let on = gen.chance(0.6)
        log.append("\(on ? "expand" : "collapse") \(items)")
        if on { model.expand(items) } else { model.collapse(items) }
        ref.setExpanded(items, on)
      case 7:
        // Children from a small fresh tree (keys 30 and up), sometimes clashing with the tree.
        var sub = Model()
        var subRef = ReferenceOutline()
        let kids = (0..<gen.int(0...3)).map { Row(30 + $0 + gen.int(0...2)) }
        _ = Self.both(
          &sub, &subRef, { m throws(SnapshotError) in try m.append(kids, to: nil) },
          { r throws(SnapshotError) in try r.append(kids, to: nil) })
        let clash = gen.chance(0.3) ? [gen.row()] : []
        _ = Self.both(
          &sub, &subRef, { m throws(SnapshotError) in try m.append(clash, to: nil) },
          { r throws(SnapshotError) in try r.append(clash, to: nil) })
        if gen.chance(0.5) {
          log.append("replace children of \(target) with \(sub.items)")
          outcome = Self.both(
            &model, &ref,
            { m throws(SnapshotError) in try m.replace(childrenOf: target, using: sub) },
            { r throws(SnapshotError) in try r.replace(childrenOf: target, using: subRef) })
        } else {
          let before = gen.chance(0.5)
          log.append("insert snapshot \(sub.items) \(before ? "before" : "after") \(target)")
          outcome = Self.both(
            &model, &ref,
            { m throws(SnapshotError) in
              try m.insert(sub, before ? .before(target) : .after(target))
            },
            { r throws(SnapshotError) in try r.insert(subRef.roots, before: before, target) })
        }
      default:
        log.append("deleteAll")
        model.deleteAll()
        ref = ReferenceOutline()
      }
      #expect(outcome.0 == outcome.1, "seed \(seed): \(log)")
      if let problem = Self.agree(model, ref) {
        Issue.record("seed \(seed): \(problem) after \(log)")
        return
      }
      // Every query on every key of the pool.
      for key in 0...34 {
        let item = Row(key)
        #expect(model.contains(item) == ref.contains(item))
        #expect(model.index(of: item) == ref.items.firstIndex { $0.identity == item.identity })
        #expect(
          Self.result { () throws(SnapshotError) in try model.level(of: item) }
            == Self.result { () throws(SnapshotError) in try ref.level(of: item, on: platform) },
          "seed \(seed) level(of: \(key))")
        #expect(
          Self.result { () throws(SnapshotError) in try model.parent(of: item) }
            == Self.result { () throws(SnapshotError) in try ref.parent(of: item) },
          "seed \(seed) parent(of: \(key))")
        #expect(
          Self.result { () throws(SnapshotError) in try model.isVisible(item) }
            == Self.result { () throws(SnapshotError) in try ref.isVisible(item) },
          "seed \(seed) isVisible(\(key))")
        let including = key % 2 == 0
        let sub = Self.result { () throws(SnapshotError) in
          try model.snapshot(of: item, includingParent: including).items
        }
        let subRef = Self.result { () throws(SnapshotError) in
          try ref.subtree(of: item, includingParent: including).items
        }
        #expect(sub == subRef, "seed \(seed) snapshot(of: \(key))")
      }
    }
  }

  /// A call's value, or its error: compared as a pair.
  static func result<T: Equatable>(_ f: () throws(SnapshotError) -> T) -> Outcome<T> {
    do throws(SnapshotError) { return .value(try f()) } catch { return .error(error) }
  }

  enum Outcome<T: Equatable>: Equatable {
    case value(T)
    case error(SnapshotError)
  }

  /// The data source: an applied section snapshot's visible items are the section's, and a
  /// whole snapshot applied after keeps the tree — lost items deleted with their children, new
  /// ones placed after the item before them (its first child when it is an expanded parent,
  /// its next sibling otherwise, first at the root when nothing is before them).
  @Test(arguments: 0..<30) func wholeAppliesKeepTheTree(seed: Int) throws {
    print("SectionSnapshotReferenceTests rebase seed \(seed)")
    var gen = Gen(rng: SeededRandom(seed: UInt64(seed) &+ 900))
    var tree = Model()
    var ref = ReferenceOutline()
    let roots = (0..<gen.int(1...4)).map { Row($0) }
    try tree.append(roots, to: nil)
    try ref.append(roots, to: nil)
    var next = 10
    for root in roots where gen.chance(0.7) {
      let kids = (0..<gen.int(1...3)).map { _ in
        next += 1
        return Row(next)
      }
      try tree.append(kids, to: root)
      try ref.append(kids, to: root)
      if gen.chance(0.6) {
        tree.expand([root])
        ref.setExpanded([root], true)
      }
    }
    var view = TableView<Row>(platform: .ios15, kind: .collection(.list(ListConfiguration())))
    var data = DataSource<Row>()
    var source = DiffableDataSource<Row>(provider: .lookup)
    _ = try source.apply(tree, to: "main", mode: .animated, to: &view, data: &data)
    try view.endTurn(data)
    #expect(source.snapshot.itemIdentifiers == ref.visibleItems)
    // A whole snapshot: some visible items lost, some new ones inserted among the rest.
    var items = source.snapshot.itemIdentifiers.filter { _ in gen.chance(0.75) }
    for _ in 0..<gen.int(0...3) {
      next += 1
      items.insert(Row(next), at: gen.int(0...items.count))
    }
    var whole = DiffableSnapshot<Row>()
    try whole.appendSections(["main"], on: .ios15)
    _ = try whole.appendItems(items, toSection: "main", on: .ios15)
    _ = try source.apply(whole, mode: .animated, to: &view, data: &data)
    // The rule, on the nested tree.
    let lost = ref.visibleItems.filter { v in !items.contains { $0.identity == v.identity } }
    _ = try ref.delete(lost, on: .ios15)
    var previous: Row?
    for item in items {
      defer { previous = item }
      if ref.contains(item) { continue }
      guard let previous, let p = ref.path(to: previous) else {
        ref.roots.insert(.init(item: item), at: 0)
        continue
      }
      let node = ref.node(at: p)
      if node.expanded, !node.children.isEmpty {
        ref.editNode(at: p) { $0.children.insert(.init(item: item), at: 0) }
      } else {
        ref.editSiblings(of: p) { $0.insert(.init(item: item), at: (p.last ?? 0) + 1) }
      }
    }
    let kept = source.snapshot(for: "main")
    #expect(Self.agree(kept, ref) == nil, "seed \(seed): \(Self.agree(kept, ref) ?? "")")
    #expect(kept.visibleItems == items, "seed \(seed): the visible items keep the section's order")
    // A section the snapshot lacks drops its tree.
    _ = try source.apply(DiffableSnapshot(), mode: .animated, to: &view, data: &data)
    #expect(source.snapshot(for: "main").items.isEmpty)
    #expect(!source.hasSectionSnapshot(for: "main"))
  }
}
