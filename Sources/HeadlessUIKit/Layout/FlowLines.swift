import ListDiff

/// The lines of one section of a vertical flow layout whose items have sizes of their own
/// (`collectionView(_:layout:sizeForItemAt:)`, or self-sizing items): where each line starts,
/// how tall it is, and where each item sits on it.
///
/// The rules (`docs/table-model.md`, "Per-item sizes"):
/// - An item joins the current line while it and one `minimumInteritemSpacing` fit in what the
///   line has left of the usable width; the first item of a line always goes on it (Apple's
///   Collection View Programming Guide: "adds items to the current line until there is not
///   enough space left to fit an entire item"; PSTCollectionView's line breaking).
/// - A line is as tall as its tallest item, and shorter items are centred on it vertically
///   (the guide: "centers items vertically on the same line").
/// - A line other than the last spreads its leftover width between its items, and a lone item
///   on one is centred (Stack Overflow 13017257); the last line is left-aligned at the minimum
///   spacing (openradar 20825965, Stack Overflow 56035879).
///
/// The sizes and lines are `BlockArray`s, so that the copy each mutation of the table view works
/// on shares them. A line's top is its block's (a Fenwick tree over the blocks of 256 lines) plus
/// its top within the block, so the line at a given y takes O(log L) for L lines and a line that
/// changes height updates the rest of its block.
@usableFromInline struct FlowLines: Equatable, Sendable {
  /// Each item's width as laid out.
  @usableFromInline var widths: BlockArray<Double>
  /// Each item's height as laid out.
  @usableFromInline var heights: BlockArray<Double>
  /// The first item of each line, ascending; `[0]` and up when there are items.
  @usableFromInline var starts = BlockArray<Int>()
  /// Each line's height: its tallest item's.
  @usableFromInline var lineHeights = BlockArray<Double>()
  /// Each line's top from the top of the first line of its block of `1 << BlockArray.shift`.
  @usableFromInline var localTops = BlockArray<Double>()
  /// Each block of lines' extent (its lines' heights, each with the line spacing after it).
  @usableFromInline var blockTops = SectionLayout()
  /// The width lines fill: the view's width less the section's left and right insets.
  @usableFromInline let usable: Double
  /// `minimumInteritemSpacing`.
  @usableFromInline let spacing: Double
  /// `minimumLineSpacing`.
  @usableFromInline let lineSpacing: Double
  /// The section's left inset, where lines start.
  @usableFromInline let left: Double
  /// A compositional grid's group count: each line holds this many items (the last what is
  /// left), left-aligned at `spacing` and top-aligned; `nil` for a flow layout's greedy lines.
  @usableFromInline let columns: Int?

  /// Lays out items of the given sizes in lines `usable` points wide.
  ///
  /// - Complexity: O(n) for n items.
  @inlinable init(
    widths: [Double], heights: [Double], usable: Double, spacing: Double, lineSpacing: Double,
    left: Double, columns: Int? = nil
  ) {
    precondition(widths.count == heights.count, "one width per height")
    self.columns = columns.map { max(1, $0) }
    self.widths = BlockArray(widths)
    self.heights = BlockArray(heights)
    self.usable = usable
    self.spacing = spacing
    self.lineSpacing = lineSpacing
    self.left = left
    var starts: [Int] = []
    var lineHeights: [Double] = []
    var start = 0
    while start < widths.count {
      let (end, height) = breakLine(from: start)
      starts.append(start)
      lineHeights.append(height)
      start = end
    }
    setLines(starts: starts, heights: lineHeights)
  }

  /// Replaces the lines, and the tops that follow from their heights.
  ///
  /// - Complexity: O(L).
  @inlinable mutating func setLines(starts: [Int], heights: [Double]) {
    self.starts = BlockArray(starts)
    lineHeights = BlockArray(heights)
    var local: [Double] = []
    local.reserveCapacity(heights.count)
    var blocks: [Double] = []
    var running = 0.0
    for (line, height) in heights.enumerated() {
      if line & Self.blockMask == 0, line > 0 {
        blocks.append(running)
        running = 0
      }
      local.append(running)
      running += height + lineSpacing
    }
    if !heights.isEmpty { blocks.append(running) }
    localTops = BlockArray(local)
    blockTops = SectionLayout(heights: blocks)
  }

  /// The lines of a block less one: a line's index within its block.
  @inlinable static var blockMask: Int { (1 << BlockArray<Double>.shift) - 1 }

  /// The number of items.
  @inlinable var count: Int { widths.count }

  /// The number of lines.
  @inlinable var lineCount: Int { starts.count }

  /// The height of all the lines and the spacing between them.
  ///
  /// - Complexity: O(log L).
  @inlinable var height: Double { lineCount == 0 ? 0 : blockTops.total - lineSpacing }

  /// The line that starts at `start` under the greedy rule: the item after its last, and its
  /// height.
  ///
  /// - Complexity: O(k) for the k items of the line.
  @inlinable func breakLine(from start: Int) -> (end: Int, height: Double) {
    if let columns {
      let end = min(count, start + columns)
      var height = heights[start]
      for i in (start + 1)..<max(start + 1, end) { height = max(height, heights[i]) }
      return (end, height)
    }
    var used = widths[start]
    var height = heights[start]
    var end = start + 1
    while end < count, used + spacing + widths[end] <= usable {
      used += spacing + widths[end]
      height = max(height, heights[end])
      end += 1
    }
    return (end, height)
  }

  /// The first item wider than the lines, if any.
  ///
  /// - Complexity: O(n).
  @inlinable func firstTooWide() -> Int? {
    var index = 0
    for block in widths.blocks {
      if let k = block.values.firstIndex(where: { $0 > usable }) { return index + k }
      index += block.values.count
    }
    return nil
  }

  /// The line that holds `item`.
  ///
  /// - Complexity: O(log L); O(1) for a compositional grid, whose lines start every `columns`
  ///   items.
  @inlinable func line(containing item: Int) -> Int {
    if let columns { return item / columns }
    var low = 0
    var high = lineCount
    // The last line whose first item is at or before `item`.
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= item { low = middle } else { high = middle }
    }
    return low
  }

  /// The items of line `line`.
  @inlinable func items(ofLine line: Int) -> Range<Int> {
    starts[line]..<(line + 1 < lineCount ? starts[line + 1] : count)
  }

  /// Where line `line` starts, from the section's first line.
  ///
  /// - Complexity: O(log L).
  @inlinable func top(ofLine line: Int) -> Double {
    blockTops.start(of: line >> BlockArray<Double>.shift) + localTops[line]
  }

  /// Where `item`'s frame starts, from the section's first line: centred on its line (a
  /// compositional group's items at its top).
  ///
  /// - Complexity: O(log L).
  @inlinable func y(of item: Int) -> Double {
    let line = line(containing: item)
    return top(ofLine: line) + drop(of: item, onLine: line)
  }

  /// How far below its line's top `item` (on line `line`) starts: centred on a flow line, at
  /// the top of a compositional group.
  @inlinable func drop(of item: Int, onLine line: Int) -> Double {
    columns == nil ? (lineHeights[line] - heights[item]) / 2 : 0
  }

  /// Where `item`'s frame starts horizontally.
  ///
  /// - Complexity: O(k) for the k items of its line.
  @inlinable func x(of item: Int) -> Double {
    let line = line(containing: item)
    let range = items(ofLine: line)
    if columns != nil { return left + Double(item - range.lowerBound) * (widths[item] + spacing) }
    if line == lineCount - 1 {
      // The last line: left-aligned at the minimum spacing.
      var x = left
      for i in range.lowerBound..<item { x += widths[i] + spacing }
      return x
    }
    if range.count == 1 { return left + (usable - widths[item]) / 2 }
    var used = 0.0
    for i in range { used += widths[i] }
    let gap = (usable - used) / Double(range.count - 1)
    var x = left
    for i in range.lowerBound..<item { x += widths[i] + gap }
    return x
  }

  /// The first line, within the block the Fenwick tree names for `target`, for which `passes`
  /// holds (the lines of a block pass from some line on); the block's end when none does.
  @inlinable func search(blockFor target: Double, _ passes: (Int) -> Bool) -> Int {
    let blocks = blockTops.count
    guard blocks > 0 else { return 0 }
    let block = min(blocks - 1, blockTops.sectionsEnding(atOrBefore: target))
    var low = block << BlockArray<Double>.shift
    var high = min(lineCount, low + Self.blockMask + 1)
    while low < high {
      let middle = (low + high) / 2
      if passes(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The first line whose bottom lies below `y` (from the section's first line), or
  /// `lineCount` when none does.
  ///
  /// - Complexity: O(log L).
  @inlinable func firstLine(endingAfter y: Double) -> Int {
    func endsAfter(_ line: Int) -> Bool { top(ofLine: line) + lineHeights[line] > y }
    // The blocks whose lines all end at or above y are those whose extent, spacing included,
    // ends at or above y plus the spacing; then corrected by a step for rounding.
    var line = search(blockFor: y + lineSpacing, endsAfter)
    while line > 0, endsAfter(line - 1) { line -= 1 }
    while line < lineCount, !endsAfter(line) { line += 1 }
    return line
  }

  /// The number of lines whose top lies above `y` (from the section's first line).
  ///
  /// - Complexity: O(log L).
  @inlinable func linesStarting(before y: Double) -> Int {
    func startsAtOrBelow(_ line: Int) -> Bool { top(ofLine: line) >= y }
    var lines = search(blockFor: y.nextDown, startsAtOrBelow)
    while lines > 0, startsAtOrBelow(lines - 1) { lines -= 1 }
    while lines < lineCount, !startsAtOrBelow(lines) { lines += 1 }
    return lines
  }

  /// Changes the height of line `line`, moving the tops of the lines after it.
  ///
  /// - Complexity: O(log L + B) for blocks of B lines.
  @inlinable mutating func setHeight(_ height: Double, ofLine line: Int) {
    let delta = height - lineHeights[line]
    guard delta != 0 else { return }
    lineHeights[line] = height
    let end = min(lineCount, (line | Self.blockMask) + 1)
    localTops.update((line + 1)..<end) { $0 += delta }
    blockTops.add(delta, toSection: line >> BlockArray<Double>.shift)
  }

  /// Gives `item` a new size and breaks the lines again from the line before its own on, until a
  /// line starts where one started before (the lines after it are then as they were).
  ///
  /// - Complexity: O(log L + B) for blocks of B lines when the item's line keeps its items;
  ///   otherwise O(k) for the k items of the lines broken again, plus O(min(m · B, L)) for the m
  ///   lines whose tops move (O(L) when their number changes).
  @inlinable mutating func resize(_ item: Int, width: Double, height: Double) {
    // An unchanged value is not written: the first write to a copy's blocks copies them.
    if widths[item] != width { widths[item] = width }
    if heights[item] != height { heights[item] = height }
    if columns != nil {
      // A compositional grid's lines keep their items: only the item's line may change height.
      let line = line(containing: item)
      var tallest = 0.0
      for i in items(ofLine: line) { tallest = max(tallest, heights[i]) }
      setHeight(tallest, ofLine: line)
      return
    }
    // The line before may take the item in, if it became narrower and starts its line.
    let first = max(0, line(containing: item) - 1)
    var start = starts[first]
    var newStarts: [Int] = []
    var newHeights: [Double] = []
    // The first old line not yet passed by the lines broken again.
    var old = first + 1
    while start < count {
      let (end, lineHeight) = breakLine(from: start)
      newStarts.append(start)
      newHeights.append(lineHeight)
      start = end
      while old < lineCount, starts[old] < start { old += 1 }
      if start > item, old < lineCount, starts[old] == start { break }
    }
    if start >= count { old = lineCount }
    let replaced = first..<old
    // Line by line while few lines change; a long run of them rebuilds the tops at once.
    if replaced.count == newStarts.count, replaced.count < Self.blockMask {
      for (k, line) in replaced.enumerated() {
        starts[line] = newStarts[k]
        setHeight(newHeights[k], ofLine: line)
      }
    } else {
      var allStarts = starts.elements
      var allHeights = lineHeights.elements
      allStarts.replaceSubrange(replaced, with: newStarts)
      allHeights.replaceSubrange(replaced, with: newHeights)
      setLines(starts: allStarts, heights: allHeights)
    }
  }
}
