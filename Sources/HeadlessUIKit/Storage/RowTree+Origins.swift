import ListDiff

extension RowTree {
  /// Every row's own height in order, NaN for a row at the table's row height; empty when no
  /// row has a height of its own.
  ///
  /// - Complexity: O(1) when no row has one; otherwise O(n), reading the chunks' heights and
  ///   no item.
  @inlinable var flatOwnHeights: [Double] {
    guard let root, root.defaultCount < root.count else { return [] }
    var out: [Double] = []
    out.reserveCapacity(count)
    forEachChunk { rows in
      if rows.heights.isEmpty {
        out.append(contentsOf: repeatElement(.nan, count: rows.count))
      } else {
        out.append(contentsOf: rows.heights)
      }
    }
    return out
  }

  /// A sequence holding `items`, where each row whose origin is known takes its height from
  /// the row it was rather than from its item.
  ///
  /// `origins[i]`, when not negative, is the index in `heights` of a row whose item was `==`
  /// to `items[i]` (an item's height is a function of the item, so the height is the same);
  /// `heights` holds those rows' own heights, NaN for the table's row height, or is empty when
  /// none of them had one. A row with a negative origin reads its item's `itemHeight`. The
  /// result is the tree `init(_:)` builds from `items`, without reading the items whose origin
  /// is known: after a diff that links most rows unchanged, building a million rows no longer
  /// visits a million items.
  ///
  /// - Complexity: O(n) for n items; only the items without an origin are read.
  @inlinable init(_ items: [Item], origins: [Int32], heights: [Double]) {
    precondition(items.count == origins.count, "one origin per item")
    self.init()
    // Unsafe: speed — bench row
    // "update to: 1,000,000 rows, 1% each of deletes, inserts, moves, updates / the diff alone".
    root = origins.withUnsafeBufferPointer { origins in
      build(items.count) { range in
        let slice = items[range]
        // Most chunks have no row of its own height and store none: with no heights before,
        // only the new rows can bring one.
        if heights.isEmpty,
          !range.contains(where: { origins[$0] < 0 && items[$0].itemHeight != nil })
        {
          return Chunk(items: slice, heights: [], measured: 0)
        }
        var own = [Double](repeating: .nan, count: range.count)
        for i in range {
          let origin = Int(origins[i])
          own[i - range.lowerBound] =
            origin >= 0 ? (heights.isEmpty ? .nan : heights[origin]) : (items[i].itemHeight ?? .nan)
        }
        return Chunk(items: slice, heights: own.contains { !$0.isNaN } ? own[...] : [], measured: 0)
      }
    }
    checkInvariants()
  }
}
