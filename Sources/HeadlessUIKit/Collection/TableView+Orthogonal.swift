import ListDiff

/// Orthogonally scrolling sections of a compositional grid: each is one line of groups side by
/// side, of which only the items that start inside the viewport's width show (the section's
/// horizontal offset stays 0: **our choice**, horizontal scrolling is not modelled).
extension TableView {
  /// The items a line of `section` holds: a flow layout's per line, or every item of an
  /// orthogonal section.
  ///
  /// - Complexity: O(1).
  @inlinable func perLine(inSection section: Int, _ flow: FlowLayout) -> Int {
    flow.isOrthogonal(section)
      ? max(1, rows[section].count) : flow.perLine(width: geometry.width)
  }

  /// How many of `section`'s items an orthogonal section shows across the viewport's width;
  /// all of them in any other section.
  ///
  /// - Complexity: O(log n).
  @inlinable func itemsInView(_ section: Int) -> Int {
    guard let flow = kind.flow, flow.isOrthogonal(section) else { return rows[section].count }
    return flow.orthogonalItemsInView(count: rows[section].count, width: geometry.width)
  }

  /// Whether `path` is an item of an orthogonal section that starts past the viewport's width.
  @inlinable func isOutOfView(_ path: ListIndexPath) -> Bool {
    guard let flow = kind.flow, flow.isOrthogonal(path.section) else { return false }
    return path.row >= itemsInView(path.section)
  }

  /// The next row after `path`, in index-path order, that is not past an orthogonal section's
  /// viewport.
  ///
  /// - Complexity: O(log n) per section crossed.
  @inlinable func rowInView(after path: ListIndexPath) -> ListIndexPath? {
    var next = row(after: path)
    while let candidate = next, isOutOfView(candidate) {
      next = row(after: ListIndexPath(candidate.section, rows[candidate.section].count - 1))
    }
    return next
  }

  /// The last row at or before `path`, in index-path order, that is not past an orthogonal
  /// section's viewport.
  ///
  /// - Complexity: O(log n) per section crossed.
  @inlinable func rowInView(atOrBefore path: ListIndexPath) -> ListIndexPath? {
    var current: ListIndexPath? = path
    while let candidate = current, isOutOfView(candidate) {
      let shown = itemsInView(candidate.section)
      current =
        shown > 0
        ? ListIndexPath(candidate.section, shown - 1)
        : row(before: ListIndexPath(candidate.section, 0))
    }
    return current
  }
}
