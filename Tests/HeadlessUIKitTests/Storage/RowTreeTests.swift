import Testing

@testable import HeadlessUIKit
@testable import ListDiff

@Suite struct RowTreeTests {
  static func item(_ n: Int, height: Double?) -> Row {
    guard let height else { return .number(n) }
    return Row(n, height: height)
  }

  /// Random inserts, removals and replacements checked against an array after every edit,
  /// with offsets and row lookups by y.
  @Test(arguments: [1, 2, 3, 4, 5]) func matchesAnArray(seed: UInt64) {
    var rng = SeededRandom(seed: seed)
    let rowHeight = 44.0
    var array: [Row] = (0..<Int.random(in: 0...40, using: &rng)).map {
      Self.item(
        $0, height: Bool.random(using: &rng) ? nil : Double(Int.random(in: 0...3, using: &rng) * 20)
      )
    }
    var tree = RowTree<Row>(array)
    for step in 0..<400 {
      let n = 1000 + step
      let height: Double? =
        Bool.random(using: &rng) ? nil : Double(Int.random(in: 0...4, using: &rng)) * 12.5
      switch Int.random(in: 0...3, using: &rng) {
      case 0, 1:
        let at = Int.random(in: 0...array.count, using: &rng)
        array.insert(Self.item(n, height: height), at: at)
        tree.insert(Self.item(n, height: height), at: at)
      case 2 where !array.isEmpty:
        let at = Int.random(in: 0..<array.count, using: &rng)
        #expect(tree.remove(at: at) == array.remove(at: at), "seed \(seed)")
      default:
        guard !array.isEmpty else { continue }
        let at = Int.random(in: 0..<array.count, using: &rng)
        array[at] = Self.item(n, height: height)
        tree.replace(at: at, with: Self.item(n, height: height))
      }
      #expect(tree.count == array.count)
      #expect(tree.items == array, "seed \(seed) step \(step)")
      var offsets = [0.0]
      for item in array {
        offsets.append(offsets[offsets.count - 1] + (item.itemHeight ?? rowHeight))
      }
      #expect(tree.totalHeight(rowHeight: rowHeight) == offsets[array.count])
      if !array.isEmpty {
        let i = Int.random(in: 0..<array.count, using: &rng)
        #expect(tree.offset(of: i, rowHeight: rowHeight) == offsets[i])
        #expect(tree[i] == array[i])
        #expect(tree.height(at: i, rowHeight: rowHeight) == (array[i].itemHeight ?? rowHeight))
      }
      let y = Double(Int.random(in: -10...Int(offsets[array.count] + 10), using: &rng))
      let endingBefore = (0..<array.count).filter { offsets[$0 + 1] <= y }.count
      let startingBefore = (0..<array.count).filter { offsets[$0] < y }.count
      #expect(tree.countLeading(rowHeight: rowHeight) { _, end in end <= y } == endingBefore)
      #expect(tree.countLeading(rowHeight: rowHeight) { start, _ in start < y } == startingBefore)
    }
  }

  @Test func copiesShareStructureAndStayIndependent() {
    let original = RowTree<Row>((0..<1000).map(Row.number))
    var copy = original
    #expect(copy.isIdentical(to: original))
    copy.insert(.name("x"), at: 500)
    #expect(!copy.isIdentical(to: original))
    #expect(original.count == 1000)
    #expect(original[500] == .number(500))
    #expect(copy[500] == .name("x"))
    #expect(copy[501] == .number(500))
  }

  /// Edits change the nodes a tree alone references in place and copy those another version
  /// shares: after each of many random edits to one version, every earlier version kept reads
  /// as it did, and an edit to a tree that shares nothing keeps its root.
  @Test(arguments: [11, 12, 13] as [UInt64]) func inPlaceEditsLeaveOtherVersionsAlone(seed: UInt64)
  {
    var rng = SeededRandom(seed: seed)
    var tree = RowTree<Row>((0..<300).map(Row.number))
    var versions: [(tree: RowTree<Row>, items: [Row], heights: [Double?])] = []
    for step in 0..<600 {
      if step % 50 == 0 { versions.append((tree, tree.items, tree.ownHeights)) }
      let sharesNothing = versions.allSatisfy { !$0.tree.isIdentical(to: tree) }
      // Not the node itself: holding it would make it shared.
      let root = tree.root.map(ObjectIdentifier.init)
      let n = 10_000 + step
      var split = false
      let op = Int.random(in: 0...3, using: &rng)
      switch op {
      case 0:
        let at = Int.random(in: 0...tree.count, using: &rng)
        split = tree.insertionNode(at: at).map { $0.node.rows.count == 64 } ?? true
        tree.insert(Self.item(n, height: Bool.random(using: &rng) ? nil : 30), at: at)
      case 1 where tree.count > 1:
        let at = Int.random(in: 0..<tree.count, using: &rng)
        split = tree.node(at: at).0.rows.count == 1
        tree.remove(at: at)
      case 2 where tree.count > 0:
        tree.replace(at: Int.random(in: 0..<tree.count, using: &rng), with: .number(n))
      default:
        guard tree.count > 0 else { continue }
        tree.setHeight(12.5, at: Int.random(in: 0..<tree.count, using: &rng), measured: true)
      }
      // A chunk cut in two or emptied rebuilds the path by merging; any other edit of a tree
      // that shares nothing keeps its root object.
      if sharesNothing && !split {
        #expect(
          tree.root.map(ObjectIdentifier.init) == root,
          "seed \(seed) step \(step): an owned root was copied (op \(op))")
      }
      for (k, version) in versions.enumerated() {
        #expect(version.tree.items == version.items, "seed \(seed) step \(step) version \(k)")
        #expect(version.tree.ownHeights == version.heights, "seed \(seed) version \(k)")
      }
    }
  }

  @Test func staysShallowAfterManyInserts() {
    var tree = RowTree<Row>()
    for i in 0..<20_000 { tree.insert(.number(i), at: i % 7 == 0 ? 0 : tree.count) }
    #expect(tree.count == 20_000)
    #expect(tree.depth < 80)
  }

  @Test func firstIndexSearchesInOrder() {
    let tree = RowTree<Row>([3, 1, 4, 1, 5].map(Row.number))
    #expect(tree.firstIndex { $0 == .number(1) } == 1)
    #expect(tree.firstIndex { $0 == .number(9) } == nil)
  }
}

@Suite struct SectionLayoutTests {
  @Test func startsAndLookupsMatchPrefixSums() {
    let heights: [Double] = [10, 0, 25.5, 0, 0, 100, 3]
    let layout = SectionLayout(heights: heights)
    var prefix = [0.0]
    for h in heights { prefix.append(prefix[prefix.count - 1] + h) }
    for s in 0...heights.count { #expect(layout.start(of: s) == prefix[s]) }
    #expect(layout.total == prefix[heights.count])
    for y in stride(from: -1.0, through: 140, by: 0.5) {
      let expected = (0..<heights.count).filter { prefix[$0 + 1] <= y }.count
      #expect(layout.sectionsEnding(atOrBefore: y) == expected, "y \(y)")
    }
  }

  @Test func emptyLayout() {
    let layout = SectionLayout(heights: [])
    #expect(layout.total == 0)
    #expect(layout.sectionsEnding(atOrBefore: 10) == 0)
  }
}

/// Finding the nearest row with height, against a plain scan, over seeded random trees whose
/// rows are often zero-height (their own 0, or the table's row height 0).
@Suite struct PositiveRowSearchTests {
  @Test(arguments: 1...40) func matchesAScan(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let count = Int(random.next() % 300)  // up to five chunks
    let heights: [Double?] = (0..<count).map { _ in
      switch random.next() % 4 {
      case 0: 0
      case 1: nil
      case 2: 0
      default: Double(1 + random.next() % 50)
      }
    }
    // An item with a `height` field has its own height; a plain one takes the row height.
    let tree = RowTree(
      heights.enumerated().map { k, h in
        h.map { Row(k, height: $0) } ?? .number(k)
      })
    for rowHeight in [0.0, 44.0] {
      let positive = heights.map { ($0 ?? rowHeight) > 0 }
      for k in -1...count {
        let first = positive.indices.first { $0 >= k && positive[$0] }
        let last = positive.indices.last { $0 <= k && positive[$0] }
        #expect(
          tree.firstPositiveRow(from: k, rowHeight: rowHeight) == first,
          "seed \(seed), row height \(rowHeight), from \(k)")
        #expect(
          tree.lastPositiveRow(through: k, rowHeight: rowHeight) == last,
          "seed \(seed), row height \(rowHeight), through \(k)")
      }
    }
  }

  /// Counted in the rows and cells the passes touch (`TableView._work`), not timed: a walk of
  /// the zero-height rows would touch a million.
  @Test func aMillionZeroHeightRowsLayOutQuickly() throws {
    var scene = Scene(rowHeight: 0)
    try scene.setData((0..<1_000_000).map(Row.number))
    try scene.step { table, data in table.scroll(to: 10, data) }
    #expect(scene.visible == [])
    #expect(scene.table._work < 1_000, "\(scene.table._work) rows and cells touched")
  }
}
