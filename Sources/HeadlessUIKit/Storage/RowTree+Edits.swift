import ListDiff

extension RowTree {
  /// Inserts `item` so that it ends up at `index`, which must be in `0...count`.
  ///
  /// The item goes into the chunk the index falls in; a full chunk is cut in two halves, each
  /// a node with a new priority.
  ///
  /// - Complexity: O(log n) expected (a chunk of at most 64 rows is copied).
  @inlinable mutating func insert(_ item: Item, at index: Int) {
    precondition(index >= 0 && index <= count, "RowTree.insert(_:at:) out of range")
    let height = item.itemHeight
    // The node's size and start only: holding the node would share it, and the edit below
    // would copy it rather than change it in place.
    guard
      let (targetCount, start) = insertionNode(at: index).map({ ($0.node.rows.count, $0.start) })
    else {
      root = Node(
        rows: Chunk(item, height: height), priority: nextPriority(), left: nil, right: nil)
      return checkInvariants()
    }
    let place = index - start
    if targetCount < Self.chunkCapacity {
      editNode(at: index, atEnd: true) { rows, place in
        rows.inserting(item, height: height, at: place)
      }
      return checkInvariants()
    }
    // A full chunk: take its node out, cut its rows in two, insert into the half the index
    // falls in and merge both halves back as new nodes.
    let (before, rest) = split(root, start)
    let (full, after) = split(rest, targetCount)
    guard let rows = full?.rows else { preconditionFailure("RowTree: the full chunk vanished") }
    let half = rows.count / 2
    var (first, second) = rows.cut(at: half)
    if place <= half {
      first = first.inserting(item, height: height, at: place)
    } else {
      second = second.inserting(item, height: height, at: place - half)
    }
    let firstNode = Node(rows: first, priority: nextPriority(), left: nil, right: nil)
    let secondNode = Node(rows: second, priority: nextPriority(), left: nil, right: nil)
    root = merge(merge(before, firstNode), merge(secondNode, after))
    checkInvariants()
  }

  /// Removes and returns the item at `index`, which must be in `0..<count`.
  ///
  /// - Complexity: O(log n) expected.
  @discardableResult
  @inlinable mutating func remove(at index: Int) -> Item {
    precondition(index >= 0 && index < count, "RowTree.remove(at:) out of range")
    var removed: Item?
    editNode(at: index) { rows, place in
      removed = rows.item(place)
      return rows.count == 1 ? nil : rows.removing(at: place)
    }
    checkInvariants()
    guard let removed else { preconditionFailure("RowTree.remove(at:) found no row") }
    return removed
  }

  /// Replaces the item at `index`, which must be in `0..<count`.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable mutating func replace(at index: Int, with item: Item) {
    precondition(index >= 0 && index < count, "RowTree.replace(at:with:) out of range")
    editNode(at: index) { rows, place in
      rows.replacing(at: place, with: item, height: item.itemHeight, measured: false)
    }
    checkInvariants()
  }

  /// Replaces the items at several indexes, each in `0..<count`, as `replace(at:with:)` one
  /// after another would (a later replacement of one index wins).
  ///
  /// Every node on the paths to the touched chunks is made anew, once for all (each touched
  /// chunk once), whether or not another version shares it: on a tree shared with another
  /// version (the table's last read, as `update to` leaves it) that is what k single
  /// replacements would copy, and fewer chunks; on a tree nothing shares, single replacements
  /// would change the nodes in place.
  ///
  /// - Complexity: O(k log k) to order k replacements, plus O(k log n) expected.
  @inlinable mutating func replace(_ replacements: [(index: Int, item: Item)]) {
    guard let root, !replacements.isEmpty else { return }
    precondition(
      replacements.allSatisfy { $0.index >= 0 && $0.index < count },
      "RowTree.replace(_:) out of range")
    // By index, keeping the given order among equal indexes so that the last one wins.
    let sorted = replacements.enumerated().sorted {
      ($0.element.index, $0.offset) < ($1.element.index, $1.offset)
    }.map(\.element)
    func edit(_ node: Node, _ base: Int, _ range: Range<Int>) -> Node {
      let chunkStart = base + (node.left?.count ?? 0)
      let chunkEnd = chunkStart + node.rows.count
      var (ownStart, ownEnd) = (range.lowerBound, range.lowerBound)
      while ownStart < range.upperBound, sorted[ownStart].index < chunkStart { ownStart += 1 }
      ownEnd = ownStart
      while ownEnd < range.upperBound, sorted[ownEnd].index < chunkEnd { ownEnd += 1 }
      var left = node.left
      if ownStart > range.lowerBound, let l = left {
        left = edit(l, base, range.lowerBound..<ownStart)
      }
      var right = node.right
      if range.upperBound > ownEnd, let r = right {
        right = edit(r, chunkEnd, ownEnd..<range.upperBound)
      }
      var rows = node.rows
      if ownEnd > ownStart {
        rows = rows.replacing(
          sorted[ownStart..<ownEnd].map { (row: $0.index - chunkStart, item: $0.item) })
      }
      return Node(rows: rows, priority: node.priority, left: left, right: right)
    }
    self.root = edit(root, 0, 0..<sorted.count)
    checkInvariants()
  }

  /// Sets the height of the row at `index`, which must be in `0..<count`, keeping its item;
  /// `measured`, when given, sets whether the table has measured it.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable mutating func setHeight(_ height: Double, at index: Int, measured: Bool? = nil) {
    precondition(index >= 0 && index < count, "RowTree.setHeight(_:at:) out of range")
    editNode(at: index) { rows, place in
      rows.replacing(
        at: place, with: rows.item(place), height: height,
        measured: measured ?? rows.isMeasured(place))
    }
    checkInvariants()
  }

  /// Whether the row at `index`, which must be in `0..<count`, has been measured.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable func isMeasured(at index: Int) -> Bool {
    let (node, row) = node(at: index)
    return node.rows.isMeasured(row)
  }

  /// The indexes of the measured rows, ascending.
  ///
  /// - Complexity: O(n / 64 + m) for m measured rows.
  @inlinable var measuredIndexes: [Int] {
    var out: [Int] = []
    var start = 0
    forEachChunk { rows in
      var bits = rows.measured
      while bits != 0 {
        out.append(start + bits.trailingZeroBitCount)
        bits &= bits - 1
      }
      start += rows.count
    }
    return out
  }

  /// The rows' own heights in order, `nil` for those at the table's row height.
  ///
  /// - Complexity: O(n).
  @inlinable var ownHeights: [Double?] {
    var out: [Double?] = []
    out.reserveCapacity(count)
    forEachChunk { rows in
      for row in 0..<rows.count { out.append(rows.ownHeight(row)) }
    }
    return out
  }
}
