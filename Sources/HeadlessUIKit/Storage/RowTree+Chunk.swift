import ListDiff

extension RowTree {
  /// The most rows one node holds (64, so that a node's measured flags fit one word).
  @inlinable static var chunkCapacity: Int { 64 }

  /// A node's own rows: 1 to `chunkCapacity` consecutive items, with their heights and measured
  /// flags.
  ///
  /// The items are a slice of the array the tree was built from: building a tree of n rows
  /// copies no item (it makes n / 64 nodes that point into the caller's buffer), and freeing
  /// one releases n / 64 slices. An edit copies the one slice it changes (at most 64 items). A
  /// slice keeps its whole buffer alive, so a tree holds the array it was built from until
  /// every chunk cut from it has been edited or dropped; the data source's arrays are the
  /// language's lists, which hold those items anyway.
  @usableFromInline struct Chunk: Sendable {
    @usableFromInline let items: ArraySlice<Item>
    /// One height per item (NaN for the table's row height), or empty when every row uses the
    /// table's row height.
    @usableFromInline let heights: ArraySlice<Double>
    /// Bit `i` says that the table has measured row `i` (with estimated row heights).
    @usableFromInline let measured: UInt64
    /// The sum of the rows' own heights.
    @usableFromInline let ownSum: Double
    /// How many rows use the table's row height.
    @usableFromInline let defaultCount: Int

    @inlinable init(items: ArraySlice<Item>, heights: ArraySlice<Double>, measured: UInt64) {
      precondition(heights.isEmpty || heights.count == items.count, "one height per row")
      self.items = items
      self.heights = heights
      self.measured = measured & Self.lowBits(items.count)
      var sum = 0.0
      var defaults = heights.isEmpty ? items.count : 0
      for height in heights {
        if height.isNaN { defaults += 1 } else { sum += height }
      }
      ownSum = sum
      defaultCount = defaults
    }

    /// A chunk of one row.
    @inlinable init(_ item: Item, height: Double?) {
      self.init(items: [item], heights: height.map { [$0] } ?? [], measured: 0)
    }

    @inlinable var count: Int { items.count }

    @inlinable func item(_ row: Int) -> Item { items[items.startIndex + row] }

    /// Row `row`'s own height, `nil` for the table's row height.
    @inlinable func ownHeight(_ row: Int) -> Double? {
      if heights.isEmpty { return nil }
      let height = heights[heights.startIndex + row]
      return height.isNaN ? nil : height
    }

    @inlinable func height(_ row: Int, rowHeight: Double) -> Double {
      ownHeight(row) ?? rowHeight
    }

    @inlinable func isMeasured(_ row: Int) -> Bool { measured >> UInt64(row) & 1 == 1 }

    /// The height of all the rows.
    @inlinable func total(rowHeight: Double) -> Double {
      ownSum + Double(defaultCount) * rowHeight
    }

    /// The chunk with `item` inserted at `row` (in `0...count`), not measured.
    @inlinable func inserting(_ item: Item, height: Double?, at row: Int) -> Chunk {
      var newItems = items
      newItems.insert(item, at: items.startIndex + row)
      var newHeights = materializedHeights(unless: height == nil)
      if !newHeights.isEmpty { newHeights.insert(height ?? .nan, at: newHeights.startIndex + row) }
      let below = measured & Self.lowBits(row)
      let above = (measured & ~Self.lowBits(row)) << 1
      return Chunk(items: newItems, heights: newHeights, measured: below | above)
    }

    /// The chunk without row `row`.
    @inlinable func removing(at row: Int) -> Chunk {
      var newItems = items
      newItems.remove(at: items.startIndex + row)
      var newHeights = heights
      if !newHeights.isEmpty { newHeights.remove(at: heights.startIndex + row) }
      let below = measured & Self.lowBits(row)
      let above = (measured >> 1) & ~Self.lowBits(row)
      return Chunk(items: newItems, heights: newHeights, measured: below | above)
    }

    /// The chunk with row `row` holding `item` at `height`, measured or not.
    @inlinable func replacing(
      at row: Int, with item: Item, height: Double?, measured isMeasured: Bool
    )
      -> Chunk
    {
      var newItems = items
      newItems[items.startIndex + row] = item
      var newHeights = materializedHeights(unless: height == nil)
      if !newHeights.isEmpty { newHeights[newHeights.startIndex + row] = height ?? .nan }
      let bit: UInt64 = 1 << UInt64(row)
      return Chunk(
        items: newItems, heights: newHeights,
        measured: isMeasured ? measured | bit : measured & ~bit)
    }

    /// The chunk with each of `rows` holding its item at the item's own height, not measured
    /// (in order: a later one of the same row wins); one copy for all.
    @inlinable func replacing(_ rows: [(row: Int, item: Item)]) -> Chunk {
      var newItems = items
      let heights = rows.map { $0.item.itemHeight }
      var newHeights = materializedHeights(unless: heights.allSatisfy { $0 == nil })
      var newMeasured = measured
      for (k, replacement) in rows.enumerated() {
        newItems[items.startIndex + replacement.row] = replacement.item
        if !newHeights.isEmpty {
          newHeights[newHeights.startIndex + replacement.row] = heights[k] ?? .nan
        }
        newMeasured &= ~(1 << UInt64(replacement.row))
      }
      return Chunk(items: newItems, heights: newHeights, measured: newMeasured)
    }

    /// The rows before `row` and the rows from `row` on.
    @inlinable func cut(at row: Int) -> (Chunk, Chunk) {
      let middle = items.startIndex + row
      let heightsMiddle = heights.startIndex + row
      return (
        Chunk(
          items: items[..<middle], heights: heights.isEmpty ? [] : heights[..<heightsMiddle],
          measured: measured),
        Chunk(
          items: items[middle...], heights: heights.isEmpty ? [] : heights[heightsMiddle...],
          measured: measured >> UInt64(row))
      )
    }

    /// The heights as stored, or one per row (all NaN) when none are stored and a row is to get
    /// a height of its own (`defaultOnly` false).
    @inlinable func materializedHeights(unless defaultOnly: Bool) -> ArraySlice<Double> {
      if !heights.isEmpty || defaultOnly { return heights }
      return ArraySlice(repeating: .nan, count: items.count)
    }

    /// A word whose `count` lowest bits are set.
    @inlinable static func lowBits(_ count: Int) -> UInt64 {
      count >= 64 ? .max : (1 << UInt64(count)) - 1
    }
  }
}
