import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// The row tree's chunks (up to 64 rows a node) under long runs of seeded random edits, against
/// a plain array of rows: chunks fill and are cut in two, empty and disappear; heights and
/// measured flags travel with their rows.
@Suite struct RowTreeChunkTests {
  struct Entry: Equatable {
    var item: Row
    var height: Double?
    var measured = false
  }

  static func item(_ n: Int, height: Double?) -> Row {
    guard let height else { return .number(n) }
    return Row(n, height: height)
  }

  /// Every query of the tree against the array, at a few random places.
  static func check(
    _ tree: RowTree<Row>, _ rows: [Entry], _ rng: inout SeededRandom, _ context: String
  ) {
    #expect(tree.count == rows.count, "\(context)")
    #expect(tree.items == rows.map(\.item), "\(context)")
    #expect(tree.ownHeights == rows.map(\.height), "\(context)")
    #expect(tree.measuredIndexes == rows.indices.filter { rows[$0].measured }, "\(context)")
    for rowHeight in [0.0, 30.0] {
      var offsets = [0.0]
      for row in rows { offsets.append(offsets[offsets.count - 1] + (row.height ?? rowHeight)) }
      #expect(tree.totalHeight(rowHeight: rowHeight) == offsets[rows.count], "\(context)")
      for _ in 0..<4 {
        let k = Int(rng.next() % UInt64(rows.count + 1))
        #expect(tree.offset(of: k, rowHeight: rowHeight) == offsets[k], "\(context) offset \(k)")
        let y = Double(rng.next() % UInt64(offsets[rows.count] + 20))
        let ending = (0..<rows.count).filter { offsets[$0 + 1] <= y }.count
        let starting = (0..<rows.count).filter { offsets[$0] < y }.count
        #expect(tree.countLeading(rowHeight: rowHeight) { _, end in end <= y } == ending)
        #expect(tree.countLeading(rowHeight: rowHeight) { start, _ in start < y } == starting)
        let positive = rows.map { ($0.height ?? rowHeight) > 0 }
        #expect(
          tree.firstPositiveRow(from: k, rowHeight: rowHeight)
            == positive.indices.first { $0 >= k && positive[$0] }, "\(context) from \(k)")
        #expect(
          tree.lastPositiveRow(through: k, rowHeight: rowHeight)
            == positive.indices.last { $0 <= k && positive[$0] }, "\(context) through \(k)")
        if k < rows.count {
          #expect(tree[k] == rows[k].item, "\(context) row \(k)")
          #expect(tree.height(at: k, rowHeight: rowHeight) == rows[k].height ?? rowHeight)
          #expect(tree.isMeasured(at: k) == rows[k].measured, "\(context) row \(k)")
        }
      }
    }
  }

  @Test(arguments: [11, 12, 13, 14]) func longRandomEditsMatchAnArray(seed: UInt64) {
    var rng = SeededRandom(seed: seed)
    print("RowTreeChunkTests seed \(seed)")
    // Built with the table's own heights, some rows measured, so chunks start with heights.
    let start = Int(rng.next() % 300)
    var rows = (0..<start).map {
      Entry(item: .number($0), height: Double(rng.next() % 3) * 10, measured: rng.next() % 3 == 0)
    }
    var tree = RowTree(
      rows.map(\.item), heights: rows.map { $0.height ?? 0 }, measured: { rows[$0].measured })
    Self.check(tree, rows, &rng, "seed \(seed) built")
    var (maxCount, emptied) = (rows.count, rows.isEmpty)
    // Grow, then shrink to nothing, so that chunks fill, are cut, empty and disappear.
    for step in 0..<2_400 {
      // Growing: 4 in 8 inserts, 1 removal. Shrinking: 6 in 8 removals, to nothing.
      let growing = step < 1_200
      let height: Double? = rng.next() % 2 == 0 ? nil : Double(rng.next() % 5) * 12.5
      let n = 10_000 + step
      let op = rng.next() % 8
      if rows.isEmpty || (growing && op < 4) {
        let at = Int(rng.next() % UInt64(rows.count + 1))
        // Often at a chunk's edge, or at the ends.
        let place = [at, 0, rows.count, at / 64 * 64][Int(rng.next() % 4)]
        rows.insert(Entry(item: Self.item(n, height: height), height: height), at: place)
        tree.insert(Self.item(n, height: height), at: place)
      } else if op < (growing ? 5 : 6) {
        let at = Int(rng.next() % UInt64(rows.count))
        #expect(tree.remove(at: at) == rows.remove(at: at).item, "seed \(seed) step \(step)")
      } else if op == (growing ? 5 : 6) {
        let at = Int(rng.next() % UInt64(rows.count))
        rows[at] = Entry(item: Self.item(n, height: height), height: height)
        tree.replace(at: at, with: Self.item(n, height: height))
      } else {
        let at = Int(rng.next() % UInt64(rows.count))
        let measured: Bool? = [true, false, nil][Int(rng.next() % 3)]
        let newHeight = Double(rng.next() % 4) * 15
        rows[at].height = newHeight
        if let measured { rows[at].measured = measured }
        tree.setHeight(newHeight, at: at, measured: measured)
      }
      maxCount = max(maxCount, rows.count)
      emptied = emptied || rows.isEmpty
      tree.checkInvariants()
      if step % 50 == 0 || rows.count < 3 {
        Self.check(tree, rows, &rng, "seed \(seed) step \(step)")
      }
    }
    Self.check(tree, rows, &rng, "seed \(seed) end")
    // The run reached several chunks and emptied the tree.
    #expect(maxCount > 4 * 64 && emptied, "seed \(seed): at most \(maxCount) rows")
  }

  @Test func buildingSharesTheCallersItemsAndMakesFullChunks() {
    let items = (0..<1_000).map(Row.number)
    let tree = RowTree(items)
    var sizes: [Int] = []
    tree.forEachChunk { sizes.append($0.count) }
    #expect(sizes == Array(repeating: 64, count: 15) + [40])
    // No item copied: every chunk points into the caller's array.
    let (low, high) = items.withUnsafeBufferPointer { buffer in
      (
        UInt(bitPattern: buffer.baseAddress),
        UInt(bitPattern: buffer.baseAddress.map { $0 + buffer.count })
      )
    }
    var shared = true
    tree.forEachChunk { chunk in
      let start = chunk.items.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
      shared = shared && low <= start && start < high
    }
    #expect(shared)
    #expect(tree.depth <= 5)
  }

  @Test func insertingIntoAFullChunkCutsItInTwo() {
    var tree = RowTree((0..<64).map(Row.number))
    tree.setHeight(7, at: 63, measured: true)
    tree.insert(.name("x"), at: 10)
    var sizes: [Int] = []
    tree.forEachChunk { sizes.append($0.count) }
    #expect(sizes == [33, 32])
    #expect(tree[10] == .name("x"))
    #expect(tree.measuredIndexes == [64])
    #expect(tree.ownHeights[64] == 7)
  }

  @Test func removingAChunksLastRowRemovesItsNode() {
    var tree = RowTree((0..<65).map(Row.number))
    #expect(tree.remove(at: 64) == .number(64))
    var sizes: [Int] = []
    tree.forEachChunk { sizes.append($0.count) }
    #expect(sizes == [64])
    while !tree.isEmpty { tree.remove(at: 0) }
    #expect(tree.root == nil)
  }
}

/// Replacing many rows at once against replacing them one by one: the same items, heights and
/// measured rows, with repeated indexes (the last wins) and rows in chunks of every size.
@Suite struct RowTreeBulkReplaceTests {
  @Test(arguments: 1...12) func bulkReplacementIsOneByOne(seed: UInt64) {
    print("RowTreeBulkReplaceTests seed \(seed)")
    var rng = SeededRandom(seed: seed)
    let count = 1 + Int(rng.next() % 700)
    var tree = RowTree((0..<count).map(Row.number))
    // Odd chunk sizes and measured rows with heights, from edits.
    for _ in 0..<Int(rng.next() % 200) {
      tree.insert(.number(-1), at: Int(rng.next() % UInt64(tree.count + 1)))
      let at = Int(rng.next() % UInt64(tree.count))
      tree.setHeight(Double(rng.next() % 3) * 10, at: at, measured: rng.next() % 2 == 0)
    }
    let replacements = (0..<Int(rng.next() % 80)).map { k -> (index: Int, item: Row) in
      let height: Double? = rng.next() % 2 == 0 ? nil : Double(rng.next() % 4) * 12.5
      let item = RowTreeChunkTests.item(50_000 + k, height: height)
      return (Int(rng.next() % UInt64(tree.count)), item)
    }
    var oneByOne = tree
    for (index, item) in replacements { oneByOne.replace(at: index, with: item) }
    var bulk = tree
    bulk.replace(replacements)
    #expect(bulk.items == oneByOne.items, "seed \(seed)")
    #expect(bulk.ownHeights == oneByOne.ownHeights, "seed \(seed)")
    #expect(bulk.measuredIndexes == oneByOne.measuredIndexes, "seed \(seed)")
    #expect(bulk.totalHeight(rowHeight: 44) == oneByOne.totalHeight(rowHeight: 44))
    // The tree it started from is untouched.
    #expect(tree.items.count == bulk.count && (replacements.isEmpty || tree != bulk))
  }
}
