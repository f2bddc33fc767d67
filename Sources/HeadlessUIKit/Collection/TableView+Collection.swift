import ListDiff

/// What a collection view does differently from a table, on the shared engine: reading its
/// counts when a batch starts, and the lines of a flow layout.
extension TableView {
  /// Reads a collection view's counts when a batch starts, if they are not current.
  ///
  /// They are not when the view was never laid out, or a `reloadData()` is pending; reading
  /// them is a reload. A table only appears, if it has not.
  ///
  /// - Complexity: O(c + s) when it reads; O(1) otherwise.
  @inlinable mutating func readCountsAtBatchEntry(_ dataSource: DataSource<Item>)
    -> CountsReading?
  {
    guard kind.isCollection else {
      if !hasAppeared { appear(dataSource) }
      return nil
    }
    let reason: CountsReading
    if !hasAppeared {
      reason = isInWindow ? .neverLaidOut : .notInWindow
      appear(dataSource)
    } else if !isInWindow || reloadPending {
      reason = isInWindow ? .reloadPending : .notInWindow
      _reloadPending = false
      reload(dataSource)
    } else {
      return nil
    }
    _events.append(.countsReadAtBatchEntry(reason, counts: rowCounts))
    return reason
  }

  /// A line number estimated from a quotient of points, rounded and clamped to what an `Int`
  /// holds comfortably; the callers correct it by a step or two.
  @inlinable static func lineIndex(_ value: Double, _ rule: FloatingPointRoundingRule) -> Int {
    guard value.isFinite else { return value > 0 ? 1 << 40 : 0 }
    return Int(max(-1, min(Double(1 << 40), value.rounded(rule))))
  }

  /// The items of the line `path` is on, in order.
  ///
  /// The whole line of a flow layout, the row itself otherwise. The prepared cells are the line
  /// above the visible ones and the line below (our choice for collection views: how far UIKit
  /// prefetches is not documented).
  ///
  /// - Complexity: O(k) for k items per line.
  @inlinable func lineOf(_ path: ListIndexPath) -> [ListIndexPath] {
    guard let flow = kind.flow else { return [path] }
    if flow.hasItemSizes { return sizedLine(of: path) }
    // An orthogonal section's line: the items across the viewport's width.
    // (At most as many as a viewport may show: items that share one place would be all of
    // them; our choice.)
    if flow.isOrthogonal(path.section) {
      return (0..<min(itemsInView(path.section), Self.visibleRowLimit)).map {
        ListIndexPath(path.section, $0)
      }
    }
    let n = flow.perLine(width: geometry.width)
    let start = path.row / n * n
    let end = min(rows[path.section].count, start + n)
    return (start..<end).map { ListIndexPath(path.section, $0) }
  }

  /// The first item of `section` whose bottom lies below `y`, in a flow layout whose first line
  /// starts at `top`; `nil` when none does.
  ///
  /// - Complexity: O(1).
  @inlinable func firstItem(endingAfter y: Double, in section: Int, top: Double, _ flow: FlowLayout)
    -> Int?
  {
    let n = perLine(inSection: section, flow)
    let count = rows[section].count
    let lines = count / n + (count % n == 0 ? 0 : 1)
    // Lines without height or spacing all lie at the top.
    guard flow.pitch > 0 else { return lines > 0 && top + flow.itemHeight > y ? 0 : nil }
    // The first line whose bottom lies below y: estimated, then corrected by a step or two.
    var line = max(
      0, min(lines, Self.lineIndex((y - top - flow.itemHeight) / flow.pitch, .down) + 1))
    while line > 0, top + Double(line - 1) * flow.pitch + flow.itemHeight > y { line -= 1 }
    while line < lines, top + Double(line) * flow.pitch + flow.itemHeight <= y { line += 1 }
    return line < lines ? line * n : nil
  }

  /// The last item of `section` whose top lies above `y`, in a flow layout whose first line
  /// starts at `top`; `nil` when none does.
  ///
  /// - Complexity: O(1).
  @inlinable func lastItem(
    startingBefore y: Double, in section: Int, top: Double, _ flow: FlowLayout
  )
    -> Int?
  {
    let n = perLine(inSection: section, flow)
    let count = rows[section].count
    let lines = count / n + (count % n == 0 ? 0 : 1)
    guard flow.pitch > 0 else { return lines > 0 && top < y ? count - 1 : nil }
    // The number of lines whose top lies above y.
    var above = max(0, min(lines, Self.lineIndex((y - top) / flow.pitch, .up)))
    while above > 0, top + Double(above - 1) * flow.pitch >= y { above -= 1 }
    while above < lines, top + Double(above) * flow.pitch < y { above += 1 }
    return above > 0 ? min(count, above * n) - 1 : nil
  }
}

extension TableView {
  /// Gives a collection view another layout.
  ///
  /// An app's new layout object, or what its section provider says for a new width: the
  /// sections are laid out again and the offset clamped, as `setGeometry(_:)` does for a new
  /// size; the next layout pass shows the cells. A table, or a layout that caches its
  /// attributes, is left as it is.
  ///
  /// - Complexity: O(s), plus O(n) for items with sizes of their own.
  @inlinable public mutating func setCollectionLayout(_ layout: CollectionLayout) {
    guard kind.isCollection, layoutCache == nil, kind.flow?.cachesAttributes != true else {
      return
    }
    let old = kind.flow?.selfSizingEstimate?.height
    _kind = ViewKind.collection(layout).fitted(toWidth: geometry.width, height: geometry.height)
    let new = _kind.flow?.selfSizingEstimate?.height
    if new != nil || old != nil { _heights.estimate = new }
    rebuildSectionLayout()
    _offset = clamped(offset)
    checkInvariants()
  }
}
