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
    if let e = selfSizingEstimate, !measured.contains(p) { return (e.width, e.height) }
    let item = known[p.section][p.row]
    let fixed = flow ?? FlowLayout()
    // Lengths past 1,000,000 points count 1,000,000.
    return (min(item.width ?? fixed.itemWidth, 1e6), min(item.height ?? fixed.itemHeight, 1e6))
  }

  /// Every item's frame, and the content's height.
  var flowFrames: (frames: [ListIndexPath: FlowFrame], total: Double) {
    let flow = self.flow ?? FlowLayout()
    let usable = width - flow.insets.left - flow.insets.right
    var frames: [ListIndexPath: FlowFrame] = [:]
    var y = 0.0
    var lineNumber = 0
    for s in known.indices {
      y += flow.insets.top
      // Break the section into lines: an item joins while the space left holds it and a gap.
      var lines: [[ListIndexPath]] = []
      var current: [ListIndexPath] = []
      var spaceLeft = 0.0
      for r in known[s].indices {
        let p = ListIndexPath(s, r)
        let w = flowSize(p).w
        if !current.isEmpty, spaceLeft >= flow.spacing + w {
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
        if k == lines.count - 1 {
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
          frames[p] = FlowFrame(
            x: xs[i], y: y + (lineHeight - h) / 2, w: w, h: h, line: lineNumber)
        }
        lineNumber += 1
        y += lineHeight
        if k < lines.count - 1 { y += flow.lineSpacing }
      }
      y += flow.insets.bottom
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
    let modern = platform == .ios15 || platform == .ios16 || platform == .ios17
    guard prefetching, modern || scrolled else { return (visible, []) }
    var lines = Set(visible.map { (frames[$0] ?? nowhere).line })
    lines.insert((frames[first] ?? nowhere).line - 1)
    lines.insert((frames[last] ?? nowhere).line + 1)
    let prepared = allPaths.filter {
      lines.contains((frames[$0] ?? nowhere).line) && !visible.contains($0)
    }
    return (visible, prepared)
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
