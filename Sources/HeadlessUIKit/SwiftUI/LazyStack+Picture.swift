import ListDiff

extension LazyStack {
  /// The stack as text, as `show` prints a table: the offset, the content, how the estimate is
  /// made, and each view in or near the viewport with its index, y, height and whether it is
  /// placed.
  ///
  /// - Complexity: O(n) for n views.
  package func render() -> String {
    let (ys, content) = tops()
    let heights = heights()
    let shown = visible(in: ys, heights: heights)
    let placedCount = _items.indices.filter { isPlaced($0) }.count
    var lines = [
      "LazyVStack \(Points.format(width))x\(Points.format(viewport)): offset \(Points.format(_offset)) of 0...\(Points.format(maxOffset(content))), content height \(Points.format(content))",
      "\(_items.count) views, \(placedCount) placed; a view not placed counts \(Points.format(estimate)) (the average of those placed); "
        + (anchoredAtBottom ? "defaultScrollAnchor(.bottom); " : "")
        + (anchor == .identity
          ? "scrollPosition(id:) keeps its view in place"
          : "the top-most visible index keeps its place"),
    ]
    func line(_ i: Int) -> String {
      let mark = isPlaced(i) ? "  " : "~ "
      return mark + Self.padded("view \(i)", 10) + Self.padded("y \(Points.format(ys[i]))", 12)
        + Self.padded("h \(Points.format(heights[i]))", 10)
        + (isPlaced(i) ? _items[i].displayText : "(estimated)")
    }
    let before = max(0, shown.lowerBound - 2)..<shown.lowerBound
    let after = shown.upperBound..<min(_items.count, shown.upperBound + 2)
    lines += before.map(line)
    lines.append(Self.rule("viewport top, y \(Points.format(_offset))"))
    lines += shown.map(line)
    lines.append(Self.rule("viewport bottom, y \(Points.format(_offset + viewport))"))
    lines += after.map(line)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` and spaces to `width` characters (a space at least).
  static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }

  static func rule(_ label: String) -> String {
    let text = "---- " + label + " "
    return text + String(repeating: "-", count: max(0, 80 - text.count))
  }

  /// The stack's picture as a panel, as a table's is drawn: the content column with the views
  /// near the viewport (placed views with what they show, estimated ones empty), the viewport
  /// over it, and notes.
  ///
  /// - Complexity: O(n) for n views.
  package func picturePanel(title: String? = nil, platform: Platform) -> TablePicture.Panel {
    let (ys, content) = tops()
    let heights = heights()
    var drawing = TablePicture.Drawing(
      viewport: viewport, width: width, offset: _offset, content: content, title: title)
    for i in _items.indices where ys[i] + heights[i] > drawing.top && ys[i] < drawing.bottom {
      drawing.row(
        TablePicture.Row(
          path: ListIndexPath(0, i), y: ys[i], height: heights[i],
          text: isPlaced(i) ? _items[i].displayText : nil, prepared: false, selected: false,
          editing: false, stale: nil, x: 0, width: nil))
    }
    let placedCount = _items.indices.filter { isPlaced($0) }.count
    drawing.end(notes: [
      "\(platform.rawValue), \(Points.format(width)) x \(Points.format(viewport)) points",
      "LazyVStack: \(_items.count) views, \(placedCount) placed",
      "not placed: \(Points.format(estimate)) each (average)",
      "content height \(Points.format(content)) (estimated)",
    ])
    return drawing.panel
  }
}
