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
/// Line tops come from a Fenwick tree over each line's height plus the line spacing, so the line
/// at a given y takes O(log L) for L lines.
@usableFromInline struct FlowLines: Equatable, Sendable {
  /// Each item's width as laid out.
  @usableFromInline var widths: [Double]
  /// Each item's height as laid out.
  @usableFromInline var heights: [Double]
  /// The first item of each line, ascending; `[0]` and up when there are items.
  @usableFromInline var starts: [Int] = []
  /// Each line's height: its tallest item's.
  @usableFromInline var lineHeights: [Double] = []
  /// Each line's height plus the line spacing, summed: line `k` starts at `tops.start(of: k)`.
  @usableFromInline var tops = SectionLayout()
  /// The width lines fill: the view's width less the section's left and right insets.
  @usableFromInline let usable: Double
  /// `minimumInteritemSpacing`.
  @usableFromInline let spacing: Double
  /// `minimumLineSpacing`.
  @usableFromInline let lineSpacing: Double
  /// The section's left inset, where lines start.
  @usableFromInline let left: Double

  /// Lays out items of the given sizes in lines `usable` points wide.
  ///
  /// - Complexity: O(n) for n items.
  @inlinable init(
    widths: [Double], heights: [Double], usable: Double, spacing: Double, lineSpacing: Double,
    left: Double
  ) {
    precondition(widths.count == heights.count, "one width per height")
    self.widths = widths
    self.heights = heights
    self.usable = usable
    self.spacing = spacing
    self.lineSpacing = lineSpacing
    self.left = left
    var start = 0
    while start < widths.count {
      let (end, height) = breakLine(from: start)
      starts.append(start)
      lineHeights.append(height)
      start = end
    }
    tops = SectionLayout(heights: lineHeights.map { $0 + lineSpacing })
  }

  /// The number of items.
  @inlinable var count: Int { widths.count }

  /// The number of lines.
  @inlinable var lineCount: Int { starts.count }

  /// The height of all the lines and the spacing between them.
  ///
  /// - Complexity: O(log L).
  @inlinable var height: Double { starts.isEmpty ? 0 : tops.total - lineSpacing }

  /// The line that starts at `start` under the greedy rule: the item after its last, and its
  /// height.
  ///
  /// - Complexity: O(k) for the k items of the line.
  @inlinable func breakLine(from start: Int) -> (end: Int, height: Double) {
    var used = widths[start]
    var height = heights[start]
    var end = start + 1
    while end < widths.count, used + spacing + widths[end] <= usable {
      used += spacing + widths[end]
      height = max(height, heights[end])
      end += 1
    }
    return (end, height)
  }

  /// The line that holds `item`.
  ///
  /// - Complexity: O(log L).
  @inlinable func line(containing item: Int) -> Int {
    var low = 0
    var high = starts.count
    // The last line whose first item is at or before `item`.
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= item { low = middle } else { high = middle }
    }
    return low
  }

  /// The items of line `line`.
  @inlinable func items(ofLine line: Int) -> Range<Int> {
    starts[line]..<(line + 1 < starts.count ? starts[line + 1] : count)
  }

  /// Where line `line` starts, from the section's first line.
  ///
  /// - Complexity: O(log L).
  @inlinable func top(ofLine line: Int) -> Double { tops.start(of: line) }

  /// Where `item`'s frame starts, from the section's first line: centred on its line.
  ///
  /// - Complexity: O(log L).
  @inlinable func y(of item: Int) -> Double {
    let line = line(containing: item)
    return top(ofLine: line) + (lineHeights[line] - heights[item]) / 2
  }

  /// Where `item`'s frame starts horizontally.
  ///
  /// - Complexity: O(k) for the k items of its line.
  @inlinable func x(of item: Int) -> Double {
    let line = line(containing: item)
    let range = items(ofLine: line)
    if line == starts.count - 1 {
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

  /// The first line whose bottom lies below `y` (from the section's first line), or
  /// `lineCount` when none does.
  ///
  /// - Complexity: O(log L).
  @inlinable func firstLine(endingAfter y: Double) -> Int {
    // Line k ends at tops.start(of: k + 1) - lineSpacing: estimated, then corrected.
    var line = min(starts.count, tops.sectionsEnding(atOrBefore: y + lineSpacing))
    while line > 0, top(ofLine: line - 1) + lineHeights[line - 1] > y { line -= 1 }
    while line < starts.count, top(ofLine: line) + lineHeights[line] <= y { line += 1 }
    return line
  }

  /// The number of lines whose top lies above `y` (from the section's first line).
  ///
  /// - Complexity: O(log L).
  @inlinable func linesStarting(before y: Double) -> Int {
    var lines = min(starts.count, tops.sectionsEnding(atOrBefore: y) + 1)
    while lines > 0, top(ofLine: lines - 1) >= y { lines -= 1 }
    while lines < starts.count, top(ofLine: lines) < y { lines += 1 }
    return lines
  }

  /// Gives `item` a new size and breaks the lines again from the line before its own on, until a
  /// line starts where one started before (the lines after it are then as they were).
  ///
  /// - Complexity: O(log L) when the item's line keeps its items; otherwise O(k) for the k items
  ///   of the lines broken again, plus O(L) when their number changes.
  @inlinable mutating func resize(_ item: Int, width: Double, height: Double) {
    widths[item] = width
    heights[item] = height
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
      while old < starts.count, starts[old] < start { old += 1 }
      if start > item, old < starts.count, starts[old] == start { break }
    }
    if start >= count { old = starts.count }
    let replaced = first..<old
    if replaced.count == newStarts.count {
      for (k, line) in replaced.enumerated() {
        starts[line] = newStarts[k]
        let delta = newHeights[k] - lineHeights[line]
        if delta != 0 {
          lineHeights[line] = newHeights[k]
          tops.add(delta, toSection: line)
        }
      }
    } else {
      starts.replaceSubrange(replaced, with: newStarts)
      lineHeights.replaceSubrange(replaced, with: newHeights)
      tops = SectionLayout(heights: lineHeights.map { $0 + lineSpacing })
    }
  }
}
