import ListDiff

/// A persistent sequence of items with their row heights, answering position and height
/// queries in logarithmic time.
///
/// `RowTree` is an implicit treap whose nodes are shared between versions: a copy is O(1), and
/// an edit copies the part of its path that another version shares and changes the rest in
/// place (`Node`). The data source edits one, and the table view keeps the version it last
/// read; re-reading every row after a batch is therefore a constant-time assignment, and a
/// snapshot for rollback costs nothing.
///
/// Each node holds a chunk of up to 64 consecutive rows (`Chunk`), a slice of the array the tree
/// was built from: building or freeing a tree of n rows makes or frees n / 64 nodes and copies no
/// item, and an edit makes a new chunk for the one it changes.
///
/// Heights are stored as the item asked for them (`height` field) or as "default", so the
/// default row height is supplied by the caller at query time.
@usableFromInline struct RowTree<Item: TableItem>: Sendable {
  /// A node of the treap: a chunk of rows, its two subtrees, and the sums over the subtree.
  ///
  /// Nodes are shared between versions of a tree, and an edit copies the path to the node it
  /// changes, except where a node on that path is referenced by this tree alone: such a node
  /// is changed in place (`editNode`), as an array's storage is when it is unique. It is
  /// `@unchecked Sendable` for that reason only: a node is mutated only through the one tree
  /// value that references it, so no other value, and no other thread, sees it change. For
  /// the same reason its fields skip the runtime's exclusivity checks (`@exclusivity
  /// (unchecked)`), which every read of a class's `var` would otherwise pay in
  /// `swift_beginAccess` (measured on `data insert`: see docs/quality.md, "Measurements behind
  /// the code").
  ///
  /// Unsafe: confined (`@unchecked Sendable`) — a node is mutated only through the one tree
  /// value that references it.
  /// Unsafe: speed (`@exclusivity(unchecked)`) — bench row
  /// "language: data insert V at P, at the end, 100,000 elements vs 10,000".
  @usableFromInline final class Node: @unchecked Sendable {
    /// Sum of the own heights in this subtree.
    @exclusivity(unchecked) @usableFromInline var ownSum: Double
    @exclusivity(unchecked) @usableFromInline var left: Node?
    @exclusivity(unchecked) @usableFromInline var right: Node?
    /// Number of items in this subtree.
    @exclusivity(unchecked) @usableFromInline var storedCount: Int32
    /// Number of items in this subtree that use the default height.
    @exclusivity(unchecked) @usableFromInline var storedDefaultCount: Int32
    @usableFromInline let priority: UInt32
    /// The node's own rows, between its left subtree's and its right subtree's.
    @exclusivity(unchecked) @usableFromInline var rows: Chunk

    @inlinable init(rows: Chunk, priority: UInt32, left: Node?, right: Node?) {
      self.rows = rows
      self.priority = priority
      self.left = left
      self.right = right
      (storedCount, ownSum, storedDefaultCount) = Self.sums(rows, left, right)
    }

    /// The subtree's count, own-height sum and default-height count, from its chunk and its
    /// subtrees' (in one order, so that a node changed in place sums exactly as a new one).
    @inlinable static func sums(_ rows: Chunk, _ left: Node?, _ right: Node?) -> (
      Int32, Double, Int32
    ) {
      (
        Int32(rows.count) + (left?.storedCount ?? 0) + (right?.storedCount ?? 0),
        rows.ownSum + (left?.ownSum ?? 0) + (right?.ownSum ?? 0),
        Int32(rows.defaultCount) + (left?.storedDefaultCount ?? 0)
          + (right?.storedDefaultCount ?? 0)
      )
    }

    /// Sums the subtree again after its chunk or a subtree changed in place.
    @inlinable func resum() {
      (storedCount, ownSum, storedDefaultCount) = Self.sums(rows, left, right)
    }

    @inlinable var count: Int { Int(storedCount) }
    @inlinable var defaultCount: Int { Int(storedDefaultCount) }

    @inlinable func with(left: Node?, right: Node?) -> Node {
      Node(rows: rows, priority: priority, left: left, right: right)
    }

    @inlinable func height(_ rowHeight: Double) -> Double {
      ownSum + Double(defaultCount) * rowHeight
    }
  }

  @usableFromInline var root: Node?
  /// The generator that gives new nodes their priorities.
  @usableFromInline var random: SeededRandom

  /// An empty sequence.
  @inlinable init() {
    root = nil
    random = SeededRandom(seed: 0x9E37_79B9_7F4A_7C15)
  }

  /// A sequence holding `items` in order.
  ///
  /// - Complexity: O(n) to read the items' heights; n / 64 nodes, and no item copied when
  ///   `items` is an array.
  @inlinable init<S: Sequence>(_ items: S) where S.Element == Item {
    self.init()
    let array = Array(items)
    root = build(array.count) { range in
      let slice = array[range]
      // Most chunks have no row of its own height and store none; in one that has, each row's
      // height is read once (the first such row's twice).
      guard let first = slice.firstIndex(where: { $0.itemHeight != nil }) else {
        return Chunk(items: slice, heights: [], measured: 0)
      }
      var heights = [Double](repeating: .nan, count: slice.count)
      for i in first..<range.upperBound {
        heights[i - range.lowerBound] = array[i].itemHeight ?? .nan
      }
      return Chunk(items: slice, heights: heights[...], measured: 0)
    }
    checkInvariants()
  }

  /// A sequence holding `items` in order with the given row heights, one per item (the table's
  /// own heights, when it computes them rather than taking the items').
  ///
  /// - Complexity: O(n) calls of `measured`; n / 64 nodes, and no item or height copied.
  @inlinable init(
    _ items: [Item], heights: [Double], measured: (Int) -> Bool = { _ in false }
  ) {
    precondition(items.count == heights.count, "one height per item")
    self.init()
    root = build(items.count) { range in
      var bits: UInt64 = 0
      for row in range where measured(row) { bits |= 1 << UInt64(row - range.lowerBound) }
      return Chunk(items: items[range], heights: heights[range], measured: bits)
    }
    checkInvariants()
  }

  /// The number of items.
  ///
  /// - Complexity: O(1).
  @inlinable var count: Int { root?.count ?? 0 }

  /// Whether the sequence is empty.
  @inlinable var isEmpty: Bool { root == nil }

  /// The items in order.
  ///
  /// - Complexity: O(n).
  @inlinable var items: [Item] {
    var out: [Item] = []
    out.reserveCapacity(count)
    forEachChunk { out.append(contentsOf: $0.items) }
    return out
  }

  /// Calls `body` on every node's rows, in order.
  @inlinable func forEachChunk(_ body: (Chunk) -> Void) {
    func walk(_ node: Node?) {
      guard let node else { return }
      walk(node.left)
      body(node.rows)
      walk(node.right)
    }
    walk(root)
  }

  /// The sum of all row heights, `rowHeight` standing for items without their own height.
  ///
  /// - Complexity: O(1).
  @inlinable func totalHeight(rowHeight: Double) -> Double { root?.height(rowHeight) ?? 0 }

  /// The item at `index`, which must be in `0..<count`.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable subscript(index: Int) -> Item {
    let (node, row) = node(at: index)
    return node.rows.item(row)
  }

  /// The height of the row at `index`, which must be in `0..<count`.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable func height(at index: Int, rowHeight: Double) -> Double {
    let (node, row) = node(at: index)
    return node.rows.height(row, rowHeight: rowHeight)
  }

  /// The sum of the heights of the first `index` rows: where row `index` starts.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable func offset(of index: Int, rowHeight: Double) -> Double {
    var node = root
    var remaining = index
    var sum = 0.0
    while let current = node, remaining > 0 {
      let leftCount = current.left?.count ?? 0
      if remaining <= leftCount {
        node = current.left
        continue
      }
      sum += current.left?.height(rowHeight) ?? 0
      remaining -= leftCount
      let rows = current.rows
      if remaining < rows.count {
        for row in 0..<remaining { sum += rows.height(row, rowHeight: rowHeight) }
        return sum
      }
      sum += rows.total(rowHeight: rowHeight)
      remaining -= rows.count
      node = current.right
    }
    return sum
  }

  /// The number of leading rows for which `predicate(start, end)` holds, where `start` and `end`
  /// are the row's offsets; `predicate` must be monotone (true, then false) along the rows.
  ///
  /// Used to find the row at a given y: `countLeading { _, end in end <= y }`.
  /// - Complexity: O(log n) expected.
  @inlinable func countLeading(rowHeight: Double, _ predicate: (Double, Double) -> Bool)
    -> Int
  {
    var node = root
    var before = 0.0
    var counted = 0
    while let current = node {
      let leftCount = current.left?.count ?? 0
      let rows = current.rows
      let start = before + (current.left?.height(rowHeight) ?? 0)
      let end = start + rows.total(rowHeight: rowHeight)
      // Where the chunk's last row starts (a one-row chunk's start exactly, as a row's own
      // offset is computed).
      let lastStart =
        rows.count == 1 ? start : end - rows.height(rows.count - 1, rowHeight: rowHeight)
      if predicate(lastStart, end) {
        // The chunk's last row passes, so every row up to it does.
        counted += leftCount + rows.count
        before = end
        node = current.right
      } else if !predicate(start, start + rows.height(0, rowHeight: rowHeight)) {
        node = current.left
      } else {
        // The first row passes and the last fails: the answer is inside the chunk.
        counted += leftCount + 1
        var rowStart = start + rows.height(0, rowHeight: rowHeight)
        for row in 1..<rows.count {
          let rowEnd = rowStart + rows.height(row, rowHeight: rowHeight)
          if !predicate(rowStart, rowEnd) { break }
          counted += 1
          rowStart = rowEnd
        }
        return counted
      }
    }
    return counted
  }

  /// The index of the first item for which `predicate` holds.
  ///
  /// - Complexity: O(n).
  @inlinable func firstIndex(where predicate: (Item) -> Bool) -> Int? {
    var index = 0
    func walk(_ node: Node?) -> Int? {
      guard let node else { return nil }
      if let found = walk(node.left) { return found }
      if let row = node.rows.items.firstIndex(where: predicate) {
        return index + row - node.rows.items.startIndex
      }
      index += node.rows.count
      return walk(node.right)
    }
    return walk(root)
  }

  /// Whether two trees are the same version (share their root), which implies equal contents.
  @inlinable func isIdentical(to other: RowTree) -> Bool { root === other.root }

  /// The length of the longest root-to-leaf path, for tests of the balance.
  @inlinable var depth: Int {
    func depth(_ node: Node?) -> Int {
      guard let node else { return 0 }
      return 1 + max(depth(node.left), depth(node.right))
    }
    return depth(root)
  }
}

extension RowTree: Equatable {
  /// Two sequences are equal when they hold equal items with equal heights and the same
  /// measured rows, in the same order.
  ///
  /// - Complexity: O(1) for two versions of one tree that share their root; O(n) otherwise.
  @inlinable static func == (a: RowTree, b: RowTree) -> Bool {
    a.isIdentical(to: b)
      || (a.count == b.count && a.items == b.items && a.ownHeights == b.ownHeights
        && a.measuredIndexes == b.measuredIndexes)
  }
}
