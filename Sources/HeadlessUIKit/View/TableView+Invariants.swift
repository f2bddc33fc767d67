import ListDiff

extension TableView {
  /// Checks the model's invariants; compiled in debug builds (`LISTSCRIPT_CHECKS`) and a no-op
  /// otherwise.
  ///
  /// A failure is a bug in the model, never in the user's input.
  ///
  /// - Complexity: O(c + s + k) for c cells, s sections and k selected rows.
  @inlinable func checkInvariants() {
    #if LISTSCRIPT_CHECKS
      precondition(
        offset == clamped(offset), "offset \(offset) outside \(minOffset)...\(maxOffset)")
      precondition(sectionLayout.count == rows.count, "section layout out of step with row data")
      for (section, tree) in rows.enumerated() {
        let expected = sectionHeight(tree, section: section)
        precondition(
          abs(sectionLayout.heights[section] - expected) <= 1e-6 * max(1, expected),
          "section \(section) height out of step with its rows")
      }
      if let flow = sizedFlow {
        precondition(flowLines.count == rows.count, "flow lines out of step with row data")
        precondition(
          heights.estimate == flow.selfSizingEstimate?.height,
          "the estimate differs from the layout's estimatedItemSize")
        for (section, tree) in rows.enumerated() {
          let fresh = flowLines(of: tree, flow)
          let kept = flowLines[section]
          precondition(
            kept.widths == fresh.widths && kept.heights == fresh.heights
              && kept.starts == fresh.starts && kept.lineHeights == fresh.lineHeights,
            "section \(section)'s flow lines differ from lines broken afresh")
          for line in 0..<min(kept.lineCount, 1_024) {
            let (a, b) = (kept.top(ofLine: line), fresh.top(ofLine: line))
            precondition(
              abs(a - b) <= 1e-6 * max(1, abs(b)), "section \(section) line \(line)'s top")
          }
        }
      } else {
        precondition(flowLines.isEmpty, "flow lines kept for a view without item sizes")
      }
      var seen = Set<Int>()
      for (path, index) in mounted {
        precondition(hasRow(path), "cell c\(index + 1) bound to \(path), which the table lacks")
        precondition(cells[index].indexPath == path, "cell c\(index + 1) disagrees on its row")
        precondition(cells[index].role != .pooled, "mounted cell c\(index + 1) marked pooled")
        precondition(seen.insert(index).inserted, "cell c\(index + 1) mounted twice")
      }
      for index in pool {
        precondition(cells[index].role == .pooled, "pooled cell c\(index + 1) not marked pooled")
        precondition(cells[index].indexPath == nil, "pooled cell c\(index + 1) still bound")
        precondition(seen.insert(index).inserted, "cell c\(index + 1) both pooled and mounted")
      }
      for index in held {
        precondition(cells[index].role == .held, "held cell c\(index + 1) not marked held")
        precondition(seen.insert(index).inserted, "cell c\(index + 1) held and in the view")
      }
      precondition(seen.count == cells.count, "a cell is neither mounted, pooled nor held")
      checkSupplementaryInvariants()
      precondition(cellItems.count == cells.count, "a cell without its item slot")
      for path in visibleRows {
        precondition(
          mounted[path].map { cells[$0].role } == .visible,
          "visible row \(path) lacks a visible cell")
      }
      for path in preparedRows {
        precondition(
          mounted[path].map { cells[$0].role } == .prepared,
          "prepared row \(path) lacks a prepared cell")
      }
      precondition(mounted.count == visibleRows.count + preparedRows.count, "stray mounted cell")
      precondition(visibleRows == visibleRows.sorted(), "visible rows out of order")
      precondition(!reloadPending || kind.isCollection, "a table with a reload pending")
      for path in selection { precondition(hasRow(path), "selected row \(path) does not exist") }

    #endif
  }

  /// Checks what holds right after a layout pass: prepared rows are the neighbours of the
  /// visible range and the visible rows are exactly those the offset shows.
  @inlinable func checkLayoutInvariants() {
    #if LISTSCRIPT_CHECKS
      checkInvariants()
      precondition((try? computeVisibleRows()) == visibleRows, "visible rows out of date")
      if heights.estimate != nil {
        for path in mountedRows {
          precondition(rows[path.section].isMeasured(at: path.row), "row \(path) shown unmeasured")
        }
      }
      // The reference model checks the rule itself; here, that the pass kept what it chose.
      precondition(
        (try? targetRows())?.prepared == preparedRows,
        "prepared rows are not the visible range's neighbours")
    #endif
  }
}
