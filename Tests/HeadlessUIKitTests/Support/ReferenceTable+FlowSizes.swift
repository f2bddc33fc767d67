import HeadlessUIKit
import ListDiff

/// The reference's flow layout with sizes of its own, written from the rules rather than from the
/// model's `FlowLines`: every frame found afresh by placing the items one by one with a running
/// "space left on the line" (PSTCollectionView's `dimensionLeft`), lines numbered across
/// sections, visibility by each frame, prepared items by line numbers.
extension ReferenceTable {
  /// An item's frame and the number of its line, counted across sections.
  struct FlowFrame: CustomStringConvertible {
    var x: Double
    var y: Double
    var w: Double
    var h: Double
    var line: Int

    var description: String { "x \(x) y \(y) w \(w) h \(h) line \(line)" }
  }

  /// Whether the view is a flow layout whose items have sizes of their own.
  var sizedFlow: Bool { (flow?.sizeForItem ?? false) || selfSizingEstimate != nil }

  /// The estimate of self-sizing cells: `estimatedItemSize` unless `sizeForItemAt` is there.
  var selfSizingEstimate: ItemSize? {
    guard let flow, !flow.sizeForItem else { return nil }
    if flow.columns != nil {
      // A compositional group's estimated height (as given, else as a count-only grid's
      // estimate says); the width is the column's.
      if let group = flow.group {
        guard case .estimated(let e) = group.height, e > 0 else { return nil }
        return ItemSize(width: columnWidth, height: e)
      }
      guard case .size(let size) = flow.estimatedItemSize, size.height > 0 else { return nil }
      return ItemSize(width: columnWidth, height: size.height)
    }
    let estimate: ItemSize
    switch flow.estimatedItemSize {
    case .size(let size): estimate = size
    // automaticSize: the item size stands in for the estimate.
    case .automatic: estimate = ItemSize(width: flow.itemWidth, height: flow.itemHeight)
    case nil: return nil
    }
    // A size without area is CGSizeZero: none.
    return estimate.width > 0 && estimate.height > 0 ? estimate : nil
  }

  /// The size the layout gives the item at `p`: the estimate while a self-sizing item is
  /// unmeasured, else the item's own width and height, each else `itemSize`'s.
  func flowSize(_ p: ListIndexPath) -> (w: Double, h: Double) {
    if let flow, flow.columns != nil {
      // A compositional grid: the column's width; the group's height, or, self-sizing, the
      // estimate until measured and then the item's own height.
      let fixed = groupHeight ?? flow.itemHeight
      guard let e = selfSizingEstimate else { return (columnWidth, fixed) }
      if !measured.contains(p) { return (columnWidth, e.height) }
      return (columnWidth, min(known[p.section][p.row].height ?? fixed, 1e6))
    }
    if let e = selfSizingEstimate, !measured.contains(p) { return (e.width, e.height) }
    let item = known[p.section][p.row]
    let fixed = flow ?? FlowLayout()
    // Lengths past 1,000,000 points count 1,000,000.
    return (min(item.width ?? fixed.itemWidth, 1e6), min(item.height ?? fixed.itemHeight, 1e6))
  }

  /// A compositional grid's group worked out from its dimensions by the rules: a count of
  /// equal items sharing the group's width less the gaps, or items of their own width placed
  /// while the next one and its gap fit (at least one); the group's height.
  var compositionalGroup: (columns: Int, itemWidth: Double, height: Double)? {
    guard let flow, let columns = flow.columns else { return nil }
    let content = width - flow.insets.left - flow.insets.right
    func length(_ d: LayoutDimension, _ w: Double, _ h: Double) -> Double {
      let v: Double
      switch d {
      case .absolute(let x), .estimated(let x): v = x
      case .fractionalWidth(let f): v = f * w
      case .fractionalHeight(let f): v = f * h
      }
      return v.isFinite ? min(max(v, 0), 1e6) : 0
    }
    guard let group = flow.group else {
      let n = max(1, columns)
      return (n, max(0, (content - Double(n - 1) * flow.spacing) / Double(n)), flow.itemHeight)
    }
    let groupHeight = length(group.height, content, height)
    let groupWidth = length(group.width, content, height)
    if let count = group.count {
      let n = max(1, count)
      return (n, max(0, (groupWidth - Double(n - 1) * flow.spacing) / Double(n)), groupHeight)
    }
    let w = length(group.itemWidth, groupWidth, groupHeight)
    // Items placed while the next one and its gap fit (within a billionth of a pitch, for
    // rounding), at least one, at most 1,000; items of no width and no gap: one.
    guard w + flow.spacing > 0 else { return (1, w, groupHeight) }
    var n = 1
    while n < 1_000,
      Double(n + 1) * w + Double(n) * flow.spacing <= groupWidth + 1e-9 * (w + flow.spacing)
    {
      n += 1
    }
    return (n, w, groupHeight)
  }

  /// Whether section `s` of a compositional grid scrolls orthogonally (not with self-sizing
  /// groups).
  func orthogonal(_ s: Int) -> Bool {
    guard let flow, flow.columns != nil, selfSizingEstimate == nil else { return false }
    return s < flow.orthogonalSections
  }

  /// An orthogonal section's item's x: groups side by side, the group spacing apart.
  func orthogonalX(_ p: ListIndexPath) -> Double {
    guard let flow, let group = compositionalGroup else { return 0 }
    let content = width - flow.insets.left - flow.insets.right
    var groupWidth = content
    if let given = flow.group {
      switch given.width {
      case .absolute(let x), .estimated(let x): groupWidth = x
      case .fractionalWidth(let f): groupWidth = f * content
      case .fractionalHeight(let f): groupWidth = f * height
      }
    }
    let g = p.row / group.columns
    let c = p.row % group.columns
    return flow.insets.left + Double(g) * (groupWidth + flow.lineSpacing)
      + Double(c) * (group.itemWidth + flow.spacing)
  }

  /// Whether `p` overlaps the viewport across: always, but in an orthogonal section, whose
  /// horizontal offset stays 0, only an item with width that starts before the right edge.
  func inView(_ p: ListIndexPath) -> Bool {
    guard orthogonal(p.section) else { return true }
    return columnWidth > 0 && orthogonalX(p) < width
  }

  /// A compositional grid's item width.
  var columnWidth: Double { compositionalGroup?.itemWidth ?? 0 }

  /// A compositional grid's group height, as its dimensions give it.
  var groupHeight: Double? { compositionalGroup?.height }

  /// Every item's frame, and the content's height.
  var flowFrames: (frames: [ListIndexPath: FlowFrame], total: Double) {
    let flow = self.flow ?? FlowLayout()
    let usable = width - flow.insets.left - flow.insets.right
    var frames: [ListIndexPath: FlowFrame] = [:]
    var y = 0.0
    var lineNumber = 0
    for s in known.indices {
      y += sectionHeader + flow.insets.top
      // Break the section into lines: an item joins while the space left holds it and a gap
      // (a compositional group: while the group has fewer than its count).
      var lines: [[ListIndexPath]] = []
      var current: [ListIndexPath] = []
      var spaceLeft = 0.0
      for r in known[s].indices {
        let p = ListIndexPath(s, r)
        let w = flowSize(p).w
        if orthogonal(s) {
          current.append(p)
        } else if let columns = compositionalGroup?.columns {
          if current.count == columns {
            lines.append(current)
            current = []
          }
          current.append(p)
        } else if !current.isEmpty, spaceLeft >= flow.spacing + w {
          current.append(p)
          spaceLeft -= flow.spacing + w
        } else {
          if !current.isEmpty { lines.append(current) }
          current = [p]
          spaceLeft = usable - w
        }
      }
      if !current.isEmpty { lines.append(current) }
      for (k, line) in lines.enumerated() {
        let lineHeight = line.map { flowSize($0).h }.max() ?? 0
        let widths = line.map { flowSize($0).w }
        var xs: [Double] = []
        if orthogonal(s) {
          xs = line.map(orthogonalX)
        } else if flow.columns != nil {
          // A group's items from the left inset, the group's spacing apart.
          xs = widths.indices.map { flow.insets.left + Double($0) * (widths[$0] + flow.spacing) }
        } else if k == lines.count - 1 {
          // The last line: from the left inset, the minimum spacing apart.
          var x = flow.insets.left
          for w in widths {
            xs.append(x)
            x += w + flow.spacing
          }
        } else if line.count == 1 {
          xs = [flow.insets.left + (usable - widths[0]) / 2]
        } else {
          let gap = (usable - widths.reduce(0, +)) / Double(line.count - 1)
          var x = flow.insets.left
          for w in widths {
            xs.append(x)
            x += w + gap
          }
        }
        for (i, p) in line.enumerated() {
          let (w, h) = flowSize(p)
          // A group's items at its top; a flow line's centred on it.
          let top = flow.columns != nil ? y : y + (lineHeight - h) / 2
          frames[p] = FlowFrame(x: xs[i], y: top, w: w, h: h, line: lineNumber)
        }
        lineNumber += 1
        y += lineHeight
        if k < lines.count - 1 { y += flow.lineSpacing }
      }
      y += flow.insets.bottom + sectionFooter
    }
    return (frames, y)
  }

  /// The visible items (each frame overlapping the viewport) and the prepared ones: every item
  /// that is not visible of the lines holding a visible item, of the line above the first and of
  /// the line below the last.
  func sizedFlowTargets() -> ([ListIndexPath], [ListIndexPath]) {
    let frames = flowFrames.frames
    let nowhere = FlowFrame(x: 0, y: 0, w: 0, h: 0, line: -2)
    let visible = allPaths.filter { p in
      let f = frames[p] ?? nowhere
      return min(f.y + f.h, offset + height) - max(f.y, offset) > 0
    }
    guard let first = visible.first, let last = visible.last else { return ([], []) }
    let modern = ![Platform.ios12, .ios14].contains(platform)
    guard prefetching, modern || scrolled else { return (visible, []) }
    var lines = Set(visible.map { (frames[$0] ?? nowhere).line })
    lines.insert((frames[first] ?? nowhere).line - 1)
    lines.insert((frames[last] ?? nowhere).line + 1)
    let prepared = allPaths.filter {
      lines.contains((frames[$0] ?? nowhere).line) && !visible.contains($0)
    }
    return (visible, prepared)
  }

  /// Where section `s`'s header shows: at its section's top, or, pinned, held at the top of
  /// the visible bounds (below the adjusted inset) and pushed up by the section's footer.
  func headerFrame(_ s: Int) -> Frame? {
    guard sectionHeader > 0, s >= 0, s < known.count else { return nil }
    let starts = sectionStarts
    let natural = starts[s]
    var y = natural
    if pinsHeaders {
      let limit = starts[s + 1] - sectionFooter - sectionHeader
      let held = offset + coveredTop
      y = held < natural ? natural : min(held, max(natural, limit))
    }
    return Frame(x: bandExtent.x, y: y, width: bandExtent.w, height: sectionHeader)
  }

  /// Where a header or footer starts across and how wide it is: a compositional section's
  /// follows its content insets, a list's its side inset.
  var bandExtent: (x: Double, w: Double) {
    if let flow, flow.columns != nil {
      return (flow.insets.left, max(0, width - flow.insets.left - flow.insets.right))
    }
    return (listSideInset, max(0, width - 2 * listSideInset))
  }

  /// Each section's top, and the content's end after the last: by summing the sections before
  /// (headers, items by their frames, insets, footers), from scratch.
  var sectionStarts: [Double] {
    var sectionTop = 0.0
    let flowExtras = (flow?.insets.top ?? 0) + (flow?.insets.bottom ?? 0)
    var starts: [Double] = []
    let allTops = tops.tops
    let frames = sizedFlow || flow?.columns != nil ? flowFrames.frames : nil
    for q in known.indices {
      starts.append(sectionTop)
      var bottom = sectionTop + sectionHeader + (flow == nil ? 0 : flowExtras)
      if !known[q].isEmpty {
        var itemsEnd = 0.0
        for r in known[q].indices {
          let p = ListIndexPath(q, r)
          let top = frames.map { $0[p]?.y ?? 0 } ?? allTops[p] ?? 0
          let h = frames.map { $0[p]?.h ?? 0 } ?? heightOf(p)
          itemsEnd = max(itemsEnd, top + h)
        }
        bottom = itemsEnd + (flow?.insets.bottom ?? 0)
      }
      sectionTop = bottom + sectionFooter
    }
    return starts + [sectionTop]
  }

  /// Where section `s`'s footer shows: at its section's end, or, pinned (a plain list's),
  /// held at the bottom of the visible bounds above what covers it, and pushed down by the
  /// start of its section's items.
  func footerFrame(_ s: Int) -> Frame? {
    guard sectionFooter > 0, s >= 0, s < known.count else { return nil }
    let starts = sectionStarts
    let natural = starts[s + 1] - sectionFooter
    var y = natural
    if pinsFooters {
      let itemsTop = starts[s] + sectionHeader
      let held = offset + height - coveredBottom - sectionFooter
      y = held > natural ? natural : max(held, itemsTop)
    }
    return Frame(x: bandExtent.x, y: y, width: bandExtent.w, height: sectionFooter)
  }

  /// The sections whose header frames overlap the viewport, by a scan of every section.
  var visibleHeaders: [Int] {
    known.indices.filter { s in
      guard let f = headerFrame(s) else { return false }
      return min(f.y + f.height, offset + height) - max(f.y, offset) > 0
    }
  }

  /// `sizeForItemAt` and `estimatedItemSize` change: with self-sizing, the items on screen count
  /// as measured, and those measured while it was already on stay so.
  mutating func setItemSizing(sizeForItem: Bool, estimated: EstimatedItemSize?) {
    guard var layout = flow else { return }
    let wasSelfSizing = estimate != nil
    let points = anchor ? visible.map { ($0, Row?.none, top($0) - offset) } : []
    layout.sizeForItem = sizeForItem
    layout.estimatedItemSize = estimated
    flow = layout
    estimate = selfSizingEstimate?.height
    if estimate == nil {
      measured = []
    } else {
      measured = (wasSelfSizing ? measured : []).union(visible + prepared)
    }
    readHeights()
    settle(points) { p, _ in p }
  }
}
