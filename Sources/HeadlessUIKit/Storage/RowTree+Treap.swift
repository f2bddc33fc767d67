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

  /// Replaces the chunk that `index` falls in with `change(chunk, place)`; a `nil` change
  /// removes the node (its subtrees are merged).
  ///
  /// The nodes on the path are changed in place where this tree alone references them, and
  /// copied where another version of the tree shares them (the first edit after a copy of the
  /// tree copies its path; an edit later along a path the tree already owns allocates no node,
  /// only the new chunk). `index` falls in a node when its place in the node's rows is in
  /// `0..<rows.count`, or `0...rows.count` when `atEnd` (an insertion point). The tree must
  /// not be empty, and `change` must not read it: the root is moved out while the edit runs.
  ///
  /// - Complexity: O(log n) expected, and no allocation for a path this tree owns.
  @inlinable mutating func editNode(
    at index: Int, atEnd: Bool = false, _ change: (Chunk, Int) -> Chunk?
  ) {
    func edit(_ slot: inout Node?, _ index: Int) {
      if !isKnownUniquelyReferenced(&slot), let shared = slot {
        slot = shared.with(left: shared.left, right: shared.right)
      }
      guard let node = slot else { preconditionFailure("RowTree: editing a row of an empty tree") }
      let leftCount = node.left?.count ?? 0
      if index < leftCount {
        edit(&node.left, index)
      } else {
        let place = index - leftCount
        let limit = atEnd ? node.rows.count + 1 : node.rows.count
        if place >= limit, node.right != nil {
          edit(&node.right, place - node.rows.count)
        } else {
          precondition(place >= 0 && place < limit, "RowTree: editing a row out of range")
          guard let rows = change(node.rows, place) else {
            slot = merge(node.left, node.right)
            return
          }
          node.rows = rows
        }
      }
      node.resum()
    }
    // Moved out for the edit (which reads `self` to merge), and so still referenced once.
    var top = root
    root = nil
    edit(&top, index)
    root = top
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
