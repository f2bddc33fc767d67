import ListDiff

/// A persistent sequence of items with their row heights, answering position and height
/// queries in logarithmic time.
///
/// `RowTree` is an implicit treap whose nodes are immutable and shared between versions: a copy
/// is O(1), and an edit copies only the path it touches. The data source edits one, and the table
/// view keeps the version it last read; re-reading every row after a batch is therefore a
/// constant-time assignment, and a snapshot for rollback costs nothing.
///
/// Heights are stored as the item asked for them (`height` field) or as "default", so the
/// default row height is supplied by the caller at query time.
public struct RowTree<Item: TableItem>: Sendable {
  /// A node: 88 bytes of fields with a 16-byte item, so that a million rows stay under 100 MB.
  ///
  /// The item comes last, so that the other fields sit at fixed offsets whatever the item type:
  /// code that walks heights and counts reads them directly.
  @usableFromInline final class Node: Sendable {
    /// The item's own height, or NaN for the table's default row height.
    @usableFromInline let storedHeight: Double
    /// Sum of the own heights in this subtree.
    @usableFromInline let ownSum: Double
    @usableFromInline let left: Node?
    @usableFromInline let right: Node?
    /// Number of items in this subtree.
    @usableFromInline let storedCount: Int32
    /// Number of items in this subtree that use the default height.
    @usableFromInline let storedDefaultCount: Int32
    @usableFromInline let priority: UInt32
    /// With estimated row heights: whether the table has asked for this row's height.
    @usableFromInline let measured: Bool
    @usableFromInline let item: Item

    @inlinable init(
      item: Item, ownHeight: Double?, priority: UInt32, left: Node?, right: Node?,
      measured: Bool = false
    ) {
      self.item = item
      self.measured = measured
      self.storedHeight = ownHeight ?? .nan
      self.priority = priority
      self.left = left
      self.right = right
      storedCount = 1 + (left?.storedCount ?? 0) + (right?.storedCount ?? 0)
      ownSum = (ownHeight ?? 0) + (left?.ownSum ?? 0) + (right?.ownSum ?? 0)
      storedDefaultCount =
        (ownHeight == nil ? 1 : 0) + (left?.storedDefaultCount ?? 0)
        + (right?.storedDefaultCount ?? 0)
    }

    @inlinable var ownHeight: Double? { storedHeight.isNaN ? nil : storedHeight }
    @inlinable var count: Int { Int(storedCount) }
    @inlinable var defaultCount: Int { Int(storedDefaultCount) }

    @inlinable func with(left: Node?, right: Node?) -> Node {
      Node(
        item: item, ownHeight: ownHeight, priority: priority, left: left, right: right,
        measured: measured)
    }

    @inlinable func height(_ rowHeight: Double) -> Double {
      ownSum + Double(defaultCount) * rowHeight
    }
  }

  @usableFromInline var root: Node?
  /// The generator that gives new nodes their priorities.
  @usableFromInline var random: SeededRandom

  /// An empty sequence.
  @inlinable public init() {
    root = nil
    random = SeededRandom(seed: 0x9E37_79B9_7F4A_7C15)
  }

  /// A sequence holding `items` in order.
  ///
  /// - Complexity: O(n).
  @inlinable public init<S: Sequence>(_ items: S) where S.Element == Item {
    self.init()
    let array = Array(items)
    root = build(array, 0, array.count, depth: 0) { array[$0].itemHeight }
    checkInvariants()
  }

  /// A sequence holding `items` in order with the given row heights, one per item (the table's
  /// own heights, when it computes them rather than taking the items').
  ///
  /// - Complexity: O(n).
  @inlinable public init(
    _ items: [Item], heights: [Double], measured: (Int) -> Bool = { _ in false }
  ) {
    precondition(items.count == heights.count, "one height per item")
    self.init()
    root = build(items, 0, items.count, depth: 0, measured: measured) { heights[$0] }
    checkInvariants()
  }

  /// The number of items.
  ///
  /// - Complexity: O(1).
  @inlinable public var count: Int { root?.count ?? 0 }

  /// Whether the sequence is empty.
  @inlinable public var isEmpty: Bool { root == nil }

  /// The items in order.
  ///
  /// - Complexity: O(n).
  @inlinable public var items: [Item] {
    var out: [Item] = []
    out.reserveCapacity(count)
    forEachNode { out.append($0.item) }
    return out
  }

  /// Calls `body` on every node, in order.
  @inlinable func forEachNode(_ body: (Node) -> Void) {
    func walk(_ node: Node?) {
      guard let node else { return }
      walk(node.left)
      body(node)
      walk(node.right)
    }
    walk(root)
  }

  /// The sum of all row heights, `rowHeight` standing for items without their own height.
  ///
  /// - Complexity: O(1).
  @inlinable public func totalHeight(rowHeight: Double) -> Double { root?.height(rowHeight) ?? 0 }

  /// The item at `index`, which must be in `0..<count`.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable public subscript(index: Int) -> Item { node(at: index).item }

  /// The height of the row at `index`, which must be in `0..<count`.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable public func height(at index: Int, rowHeight: Double) -> Double {
    node(at: index).ownHeight ?? rowHeight
  }

  /// The sum of the heights of the first `index` rows: where row `index` starts.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable public func offset(of index: Int, rowHeight: Double) -> Double {
    var node = root
    var remaining = index
    var sum = 0.0
    while let current = node, remaining > 0 {
      let leftCount = current.left?.count ?? 0
      if remaining <= leftCount {
        node = current.left
      } else {
        sum += (current.left?.height(rowHeight) ?? 0) + (current.ownHeight ?? rowHeight)
        remaining -= leftCount + 1
        node = current.right
      }
    }
    return sum
  }

  /// The number of leading rows for which `predicate(start, end)` holds, where `start` and `end`
  /// are the row's offsets; `predicate` must be monotone (true, then false) along the rows.
  ///
  /// Used to find the row at a given y: `countLeading { _, end in end <= y }`.
  /// - Complexity: O(log n) expected.
  @inlinable public func countLeading(rowHeight: Double, _ predicate: (Double, Double) -> Bool)
    -> Int
  {
    var node = root
    var before = 0.0
    var counted = 0
    while let current = node {
      let leftHeight = current.left?.height(rowHeight) ?? 0
      let start = before + leftHeight
      let end = start + (current.ownHeight ?? rowHeight)
      if predicate(start, end) {
        counted += (current.left?.count ?? 0) + 1
        before = end
        node = current.right
      } else {
        node = current.left
      }
    }
    return counted
  }

  /// Inserts `item` so that it ends up at `index`, which must be in `0...count`.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable public mutating func insert(_ item: Item, at index: Int) {
    let (left, right) = split(root, index)
    let node = Node(
      item: item, ownHeight: item.itemHeight, priority: nextPriority(), left: nil, right: nil)
    root = merge(merge(left, node), right)
    checkInvariants()
  }

  /// Removes and returns the item at `index`, which must be in `0..<count`.
  ///
  /// - Complexity: O(log n) expected.
  @discardableResult
  @inlinable public mutating func remove(at index: Int) -> Item {
    let (left, rest) = split(root, index)
    let (middle, right) = split(rest, 1)
    root = merge(left, right)
    checkInvariants()
    guard let middle else { preconditionFailure("RowTree.remove(at:) out of range") }
    return middle.item
  }

  /// Replaces the item at `index`, which must be in `0..<count`.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable public mutating func replace(at index: Int, with item: Item) {
    rebuildNode(at: index) { node in
      Node(
        item: item, ownHeight: item.itemHeight, priority: node.priority, left: node.left,
        right: node.right)
    }
    checkInvariants()
  }

  /// Sets the height of the row at `index`, which must be in `0..<count`, keeping its item;
  /// `measured`, when given, sets whether the table has measured it.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable public mutating func setHeight(_ height: Double, at index: Int, measured: Bool? = nil)
  {
    rebuildNode(at: index) { node in
      Node(
        item: node.item, ownHeight: height, priority: node.priority, left: node.left,
        right: node.right, measured: measured ?? node.measured)
    }
    checkInvariants()
  }

  /// Replaces the node at `index` with `change(node)`, copying the path to it.
  @inlinable mutating func rebuildNode(at index: Int, _ change: (Node) -> Node) {
    func edit(_ node: Node, _ index: Int) -> Node {
      let leftCount = node.left?.count ?? 0
      if index < leftCount, let left = node.left {
        return node.with(left: edit(left, index), right: node.right)
      }
      if index > leftCount, let right = node.right {
        return node.with(left: node.left, right: edit(right, index - leftCount - 1))
      }
      return change(node)
    }
    guard let root else { preconditionFailure("RowTree: editing a row of an empty tree") }
    self.root = edit(root, index)
  }

  /// Whether the row at `index`, which must be in `0..<count`, has been measured.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable public func isMeasured(at index: Int) -> Bool { node(at: index).measured }

  /// The indexes of the measured rows, ascending.
  ///
  /// - Complexity: O(n).
  @inlinable public var measuredIndexes: [Int] {
    var out: [Int] = []
    var index = 0
    forEachNode { node in
      if node.measured { out.append(index) }
      index += 1
    }
    return out
  }

  /// The rows' own heights in order, `nil` for those at the table's row height.
  ///
  /// - Complexity: O(n).
  @inlinable public var ownHeights: [Double?] {
    var out: [Double?] = []
    out.reserveCapacity(count)
    forEachNode { out.append($0.ownHeight) }
    return out
  }

  /// The index of the first item for which `predicate` holds.
  ///
  /// - Complexity: O(n).
  @inlinable public func firstIndex(where predicate: (Item) -> Bool) -> Int? {
    var index = 0
    func walk(_ node: Node?) -> Int? {
      guard let node else { return nil }
      if let found = walk(node.left) { return found }
      if predicate(node.item) { return index }
      index += 1
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

  // MARK: - Treap machinery

  @inlinable func node(at index: Int) -> Node {
    var node = root
    var index = index
    while let current = node {
      let leftCount = current.left?.count ?? 0
      if index < leftCount {
        node = current.left
      } else if index == leftCount {
        return current
      } else {
        index -= leftCount + 1
        node = current.right
      }
    }
    preconditionFailure("RowTree index out of range")
  }

  @inlinable mutating func nextPriority() -> UInt32 {
    UInt32(truncatingIfNeeded: random.next() >> 32)
  }

  /// Builds a balanced subtree whose priorities fall with depth, so the heap order holds and
  /// later random priorities mix in as in any treap.
  @inlinable mutating func build(
    _ items: [Item], _ lo: Int, _ hi: Int, depth: Int, measured: (Int) -> Bool = { _ in false },
    _ height: (Int) -> Double?
  ) -> Node? {
    guard lo < hi else { return nil }
    let mid = (lo + hi) / 2
    let band = UInt32(max(0, 31 - depth)) << 26
    let priority = band | (nextPriority() >> 6)
    let left = build(items, lo, mid, depth: depth + 1, measured: measured, height)
    let right = build(items, mid + 1, hi, depth: depth + 1, measured: measured, height)
    return Node(
      item: items[mid], ownHeight: height(mid), priority: priority, left: left, right: right,
      measured: measured(mid))
  }

  /// Splits into the first `index` items and the rest.
  @inlinable func split(_ node: Node?, _ index: Int) -> (Node?, Node?) {
    guard let node else { return (nil, nil) }
    let leftCount = node.left?.count ?? 0
    if index <= leftCount {
      let (a, b) = split(node.left, index)
      return (a, node.with(left: b, right: node.right))
    } else {
      let (a, b) = split(node.right, index - leftCount - 1)
      return (node.with(left: node.left, right: a), b)
    }
  }

  @inlinable func merge(_ a: Node?, _ b: Node?) -> Node? {
    guard let a else { return b }
    guard let b else { return a }
    if a.priority >= b.priority {
      return a.with(left: a.left, right: merge(a.right, b))
    } else {
      return b.with(left: merge(a, b.left), right: b.right)
    }
  }
}

extension RowTree: Equatable {
  /// Two sequences are equal when they hold equal items with equal heights and the same
  /// measured rows, in the same order.
  ///
  /// - Complexity: O(1) for two versions of one tree that share their root; O(n) otherwise.
  @inlinable public static func == (a: RowTree, b: RowTree) -> Bool {
    a.isIdentical(to: b)
      || (a.count == b.count && a.items == b.items && a.ownHeights == b.ownHeights
        && a.measuredIndexes == b.measuredIndexes)
  }
}
