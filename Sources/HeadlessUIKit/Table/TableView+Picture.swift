import ListDiff

extension TableView {
  /// Draws the table as an SVG picture, in the spirit of the second article's contentOffset
  /// diagram: the content as a column of rows (labelled with their index path and what their
  /// cell shows), the viewport over it at `contentOffset.y`, prepared cells dashed, stale cells
  /// marked, and the offsets written beside.
  ///
  /// The picture covers the viewport and up to 150 points of content above and below it, at
  /// half scale. The same state always gives the same text.
  ///
  /// - Complexity: O(r log n) for the r rows in the picture.
  @inlinable public func picture(_ dataSource: DataSource<Item>) -> String {
    let scale = 0.5
    let margin = 150.0
    let top = max(0, offset - margin)
    let bottom = min(
      max(contentHeight, offset + geometry.height), offset + geometry.height + margin)
    let columnX = 70.0
    let columnWidth = geometry.width * scale
    let notesX = columnX + columnWidth + 30
    let width = notesX + 260
    let height = (bottom - top) * scale + 60
    func sy(_ y: Double) -> Double { 30 + (y - top) * scale }
    func n(_ x: Double) -> String { Points.format((x * 10).rounded() / 10) }
    func escape(_ s: String) -> String { XMLText.escaped(s) }
    var svg = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"11\">",
      "<title>table \(Points.format(geometry.width))x\(Points.format(geometry.height)) on \(platform.rawValue), contentOffset.y \(Points.format(offset))</title>",
      "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>",
      "<text x=\"\(n(columnX))\" y=\"16\" font-weight=\"bold\">content (y in points, half scale)</text>",
      "<clipPath id=\"content\"><rect x=\"0\" y=\"30\" width=\"\(n(width))\" height=\"\(n((bottom - top) * scale))\"/></clipPath>",
      "<g clip-path=\"url(#content)\">",
    ]
    // The rows that meet the picture.
    var path = hasAppeared ? firstRow(endingAfter: top) : nil
    while let p = path, let y = self.y(of: p), y < bottom {
      let h = self.height(at: p) ?? 0
      let cell = self.cell(at: p)
      let prepared = preparedRows.contains(p)
      let fill = cell == nil ? "#ffffff" : (prepared ? "#f2f2f2" : "#e6efff")
      let dash = prepared ? " stroke-dasharray=\"4 3\"" : ""
      svg.append(
        "<rect x=\"\(n(columnX))\" y=\"\(n(sy(y)))\" width=\"\(n(columnWidth))\" height=\"\(n(h * scale))\" fill=\"\(fill)\" stroke=\"#8899aa\"\(dash)/>"
      )
      var label = p.description
      if let cell {
        label += "  " + (cell.item?.displayText ?? "(not configured)")
        if prepared { label += "  (prepared, hidden)" }
        if cell.editing { label += "  editing" }
      }
      if h * scale >= 9 {
        svg.append(
          "<text x=\"\(n(columnX + 4))\" y=\"\(n(sy(y) + min(h * scale, 16) - 4))\">\(escape(label))</text>"
        )
      }
      if let cell, staleness(cell, at: p, dataSource: dataSource) != nil, h * scale >= 9 {
        svg.append(
          "<text x=\"\(n(columnX + columnWidth - 4))\" y=\"\(n(sy(y) + min(h * scale, 16) - 4))\" text-anchor=\"end\" fill=\"#c0392b\" font-weight=\"bold\">STALE</text>"
        )
      }
      svg.append(
        "<text x=\"\(n(columnX - 6))\" y=\"\(n(sy(y) + 4))\" text-anchor=\"end\" fill=\"#667788\">\(Points.format(y))</text>"
      )
      path = row(after: p)
    }
    if contentHeight <= bottom, contentHeight >= top {
      svg.append(
        "<line x1=\"\(n(columnX - 10))\" y1=\"\(n(sy(contentHeight)))\" x2=\"\(n(columnX + columnWidth + 10))\" y2=\"\(n(sy(contentHeight)))\" stroke=\"#667788\" stroke-dasharray=\"2 2\"/>"
      )
      svg.append(
        "<text x=\"\(n(columnX - 6))\" y=\"\(n(sy(contentHeight) + 12))\" text-anchor=\"end\" fill=\"#667788\">end \(Points.format(contentHeight))</text>"
      )
    }
    svg.append("</g>")
    // The viewport.
    svg.append(
      "<rect x=\"\(n(columnX - 4))\" y=\"\(n(sy(offset)))\" width=\"\(n(columnWidth + 8))\" height=\"\(n(geometry.height * scale))\" fill=\"none\" stroke=\"#1f6feb\" stroke-width=\"2.5\"/>"
    )
    svg.append(
      "<text x=\"\(n(notesX))\" y=\"\(n(sy(offset) + 4))\" fill=\"#1f6feb\">viewport top: contentOffset.y = \(Points.format(offset))</text>"
    )
    svg.append(
      "<text x=\"\(n(notesX))\" y=\"\(n(sy(offset + geometry.height) + 4))\" fill=\"#1f6feb\">viewport bottom: \(Points.format(offset + geometry.height))</text>"
    )
    let notes = [
      "\(platform.rawValue), \(Points.format(geometry.width)) x \(Points.format(geometry.height)) points",
      "content height \(Points.format(contentHeight)), offsets 0...\(Points.format(maxOffset))",
      "visible rows \(visibleRows.count), prepared \(preparedRows.count)",
    ]
    for (k, note) in notes.enumerated() {
      svg.append(
        "<text x=\"\(n(notesX))\" y=\"\(n(sy(offset) + 24 + Double(k) * 15))\" fill=\"#333333\">\(escape(note))</text>"
      )
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
  }
}
