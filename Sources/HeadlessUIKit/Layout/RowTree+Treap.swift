import ListDiff

extension RowTree {
  /// The node holding row `index`, which must be in `0..<count`, and the row's place in its
  /// chunk.
  @inlinable func node(at index: Int) -> (Node, Int) {
    var node = root
    var index = index
    while let current = node {
      let leftCount = current.left?.count ?? 0
      if index < leftCount {
        node = current.left
        continue
      }
      index -= leftCount
      if index < current.rows.count { return (current, index) }
      index -= current.rows.count
      node = current.right
    }
    preconditionFailure("RowTree index out of range")
  }

  @inlinable mutating func nextPriority() -> UInt32 {
    UInt32(truncatingIfNeeded: random.next() >> 32)
  }

  /// Builds a balanced tree over `count` rows cut into chunks of `chunkCapacity` rows (the last
  /// one shorter), `chunk(range)` making the chunk of the rows in `range`.
  ///
  /// Priorities fall with depth, so the heap order holds and later random priorities mix in as
  /// in any treap.
  @inlinable mutating func build(_ count: Int, _ chunk: (Range<Int>) -> Chunk) -> Node? {
    let capacity = Self.chunkCapacity
    func build(_ lo: Int, _ hi: Int, depth: Int) -> Node? {
      guard lo < hi else { return nil }
      let mid = (lo + hi) / 2
      let band = UInt32(max(0, 31 - depth)) << 26
      let priority = band | (nextPriority() >> 6)
      let left = build(lo, mid, depth: depth + 1)
      let right = build(mid + 1, hi, depth: depth + 1)
      let rows = chunk(mid * capacity..<min(count, (mid + 1) * capacity))
      return Node(rows: rows, priority: priority, left: left, right: right)
    }
    return build(0, (count + capacity - 1) / capacity, depth: 0)
  }

  /// Splits into the first `index` rows and the rest; `index` must fall between two chunks.
  @inlinable func split(_ node: Node?, _ index: Int) -> (Node?, Node?) {
    guard let node else { return (nil, nil) }
    let leftCount = node.left?.count ?? 0
    if index <= leftCount {
      let (a, b) = split(node.left, index)
      return (a, node.with(left: b, right: node.right))
    }
    let rest = index - leftCount - node.rows.count
    precondition(rest >= 0, "RowTree: a split inside a chunk")
    let (a, b) = split(node.right, rest)
    return (node.with(left: node.left, right: a), b)
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

  /// Replaces the node that `index` falls in with `change(node, place)`, copying the path to it;
  /// a `nil` change removes the node (its subtrees are merged).
  ///
  /// `index` falls in a node when its place in the node's rows is in `0..<rows.count`, or
  /// `0...rows.count` when `atEnd` (an insertion point). The tree must not be empty.
  @inlinable mutating func editNode(
    at index: Int, atEnd: Bool = false, _ change: (Node, Int) -> Node?
  ) {
    func edit(_ node: Node, _ index: Int) -> Node? {
      let leftCount = node.left?.count ?? 0
      if index < leftCount, let left = node.left {
        return node.with(left: edit(left, index), right: node.right)
      }
      let place = index - leftCount
      let limit = atEnd ? node.rows.count + 1 : node.rows.count
      if place >= limit, let right = node.right {
        return node.with(left: node.left, right: edit(right, place - node.rows.count))
      }
      precondition(place >= 0 && place < limit, "RowTree: editing a row out of range")
      return change(node, place) ?? merge(node.left, node.right)
    }
    guard let root else { preconditionFailure("RowTree: editing a row of an empty tree") }
    self.root = edit(root, index)
  }

  /// The node an insertion at `index` (in `0...count`) goes to, as `editNode(at:atEnd:)` finds it.
  @inlinable func insertionNode(at index: Int) -> (node: Node, start: Int)? {
    var node = root
    var index = index
    var start = 0
    while let current = node {
      let leftCount = current.left?.count ?? 0
      if index < leftCount {
        node = current.left
        continue
      }
      let place = index - leftCount
      if place <= current.rows.count || current.right == nil {
        return (current, start + leftCount)
      }
      index = place - current.rows.count
      start += leftCount + current.rows.count
      node = current.right
    }
    return nil
  }
}
