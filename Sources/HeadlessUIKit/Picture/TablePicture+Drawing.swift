import ListDiff

extension TablePicture {
  /// A panel being drawn: the content column, the viewport, the notes and the legend.
  package struct Drawing {
    let viewport: Double
    let width: Double
    let offset: Double
    let content: Double
    let title: String?
    /// The content range the panel shows, in points.
    package let top: Double
    /// The end of the content range the panel shows, in points: the end of the content (or the
    /// viewport's bottom, if further), at most 150 points below the viewport.
    package let bottom: Double
    var elements: [String] = []
    /// The stale cells met, for the notes: what each shows, and what its data holds.
    var staleNotes: [(shows: String, holds: String)] = []
    /// The y last written beside the column, so that the items of one line label it once.
    var labelledY: Double?

    /// A panel for a view `width` points wide with a viewport `viewport` points tall, scrolled to
    /// `offset`, over `content` points of content, under an optional `title`.
    package init(
      viewport: Double, width: Double, offset: Double, content: Double, title: String?
    ) {
      self.viewport = viewport
      self.width = width
      self.offset = offset
      self.content = content
      self.title = title
      // From 150 points above the viewport, not above the content's top unless the viewport
      // is (a content inset shows room above the content).
      top = min(max(0, offset - TablePicture.margin), offset)
      bottom = min(max(content, offset + viewport), offset + viewport + TablePicture.margin)
      elements.append(
        "<text x=\"\(TablePicture.n(TablePicture.columnX))\" y=\"16\" font-weight=\"bold\">"
          + XMLText.escaped((title.map { $0 + ": " } ?? "") + "content (y in points, half scale)")
          + "</text>")
      elements.append(
        "<clipPath id=\"CLIP\"><rect x=\"0\" y=\"30\" width=\"\(TablePicture.n(panelWidth))\" height=\"\(TablePicture.n((bottom - top) * TablePicture.scale))\"/></clipPath>"
      )
      elements.append("<g clip-path=\"url(#CLIP)\">")
    }

    var columnWidth: Double { width * TablePicture.scale }
    var notesX: Double { TablePicture.columnX + columnWidth + 30 }
    var panelWidth: Double { notesX + 260 }
    var contentBottom: Double { 30 + (bottom - top) * TablePicture.scale }

    func sy(_ y: Double) -> Double { 30 + (y - top) * TablePicture.scale }

    /// What the bars and the content inset cover of the viewport: a grey band at its top and
    /// one at its bottom, each named.
    package mutating func covered(top coveredTop: Double, bottom coveredBottom: Double) {
      let n = TablePicture.n
      let x = TablePicture.columnX
      for (y, height, name) in [
        (offset, coveredTop, "covered: \(Points.format(coveredTop))"),
        (
          offset + viewport - coveredBottom, coveredBottom,
          "covered: \(Points.format(coveredBottom))"
        ),
      ] where height > 0 {
        elements.append(
          "<rect x=\"\(n(x))\" y=\"\(n(sy(y)))\" width=\"\(n(columnWidth))\" height=\"\(n(height * TablePicture.scale))\" fill=\"#8899aa\" fill-opacity=\"0.35\"/>"
        )
        elements.append(
          "<text x=\"\(n(x + columnWidth - 4))\" y=\"\(n(sy(y) + min(height * TablePicture.scale, 16) - 4))\" text-anchor=\"end\" fill=\"#445566\">\(name)</text>"
        )
      }
    }

    /// A header or footer: a tinted band with its name.
    package mutating func band(_ name: String, y: Double, height: Double) {
      guard y + height > top, y < bottom else { return }
      let n = TablePicture.n
      elements.append(
        "<rect x=\"\(n(TablePicture.columnX))\" y=\"\(n(sy(y)))\" width=\"\(n(columnWidth))\" height=\"\(n(height * TablePicture.scale))\" fill=\"#f5efe6\" stroke=\"#c8b89a\"/>"
      )
      if height * TablePicture.scale >= 9 {
        elements.append(
          "<text x=\"\(n(TablePicture.columnX + 4))\" y=\"\(n(sy(y) + min(height * TablePicture.scale, 16) - 4))\" fill=\"#8a6d3b\" font-style=\"italic\">\(XMLText.escaped(TablePicture.fitted(name, width: columnWidth - 8)))</text>"
        )
      }
    }

    /// A row: its box (filled by what holds it), its label, and its marks.
    package mutating func row(_ row: Row) {
      let n = TablePicture.n
      let x = TablePicture.columnX + row.x * TablePicture.scale
      let columnWidth = row.width.map { $0 * TablePicture.scale } ?? self.columnWidth
      let h = row.height * TablePicture.scale
      let fill = row.text == nil ? "#ffffff" : (row.prepared ? "#f2f2f2" : "#e6efff")
      let dash = row.prepared ? " stroke-dasharray=\"4 3\"" : ""
      elements.append(
        "<rect x=\"\(n(x))\" y=\"\(n(sy(row.y)))\" width=\"\(n(columnWidth))\" height=\"\(n(h))\" fill=\"\(fill)\" stroke=\"#8899aa\"\(dash)/>"
      )
      if row.selected {
        elements.append(
          "<rect x=\"\(n(x))\" y=\"\(n(sy(row.y)))\" width=\"4\" height=\"\(n(h))\" fill=\"#1a7f37\"/>"
        )
      }
      let baseline = sy(row.y) + min(h, 16) - 4
      var room = columnWidth - 10
      if let stale = row.stale {
        staleNotes.append(("STALE \(row.path) shows \u{201C}\(row.text ?? "")\u{201D}", stale))
        if h >= 9 {
          room -= TablePicture.textWidth("STALE") + 6
          elements.append(
            "<text x=\"\(n(x + columnWidth - 4))\" y=\"\(n(baseline))\" text-anchor=\"end\" fill=\"#c0392b\" font-weight=\"bold\">STALE</text>"
          )
        }
      }
      if h >= 9 {
        var label = row.path.description
        if let text = row.text {
          label += "  " + text
          if row.prepared { label += "  (prepared, hidden)" }
          if row.editing { label += "  editing" }
        }
        if row.selected { label += "  selected" }
        elements.append(
          "<text x=\"\(n(x + (row.selected ? 7 : 4)))\" y=\"\(n(baseline))\">\(XMLText.escaped(TablePicture.fitted(label, width: room)))</text>"
        )
      }
      guard labelledY != row.y else { return }
      labelledY = row.y
      elements.append(
        "<text x=\"\(n(TablePicture.columnX - 6))\" y=\"\(n(sy(row.y) + 9))\" text-anchor=\"end\" fill=\"#667788\">\(Points.format(row.y))</text>"
      )
    }

    /// Closes the content, then draws the end of the content, the viewport, the notes and
    /// the legend.
    package mutating func end(notes: [String]) {
      let n = TablePicture.n
      let x = TablePicture.columnX
      if content <= bottom, content >= top {
        elements.append(
          "<line x1=\"\(n(x - 10))\" y1=\"\(n(sy(content)))\" x2=\"\(n(x + columnWidth + 10))\" y2=\"\(n(sy(content)))\" stroke=\"#667788\" stroke-dasharray=\"2 2\"/>"
        )
        elements.append(
          "<text x=\"\(n(x - 6))\" y=\"\(n(sy(content) + 12))\" text-anchor=\"end\" fill=\"#667788\">end \(Points.format(content))</text>"
        )
      }
      elements.append("</g>")
      elements.append(
        "<rect x=\"\(n(x - 4))\" y=\"\(n(sy(offset)))\" width=\"\(n(columnWidth + 8))\" height=\"\(n(viewport * TablePicture.scale))\" fill=\"none\" stroke=\"#1f6feb\" stroke-width=\"2.5\"/>"
      )
      let noteWidth = 250.0
      elements.append(
        "<text x=\"\(n(notesX))\" y=\"\(n(sy(offset) + 4))\" fill=\"#1f6feb\">\(XMLText.escaped(TablePicture.fitted("viewport top: contentOffset.y = \(Points.format(offset))", width: noteWidth)))</text>"
      )
      elements.append(
        "<text x=\"\(n(notesX))\" y=\"\(n(sy(offset + viewport) + 4))\" fill=\"#1f6feb\">viewport bottom: \(Points.format(offset + viewport))</text>"
      )
      for (k, note) in notes.enumerated() {
        elements.append(
          "<text x=\"\(n(notesX))\" y=\"\(n(sy(offset) + 24 + Double(k) * 15))\" fill=\"#333333\">\(XMLText.escaped(TablePicture.fitted(note, width: noteWidth)))</text>"
        )
      }
      // The stale cells, each with what it shows and what the data holds: four at most.
      // Each cell's second line is indented under its first.
      var lines = staleNotes.prefix(4).flatMap { [(0.0, $0.shows), (12.0, $0.holds)] }
      if staleNotes.count > 4 {
        lines.append((0, "and \(Counted.count(staleNotes.count - 4, "more stale cell"))"))
      }
      for (k, (indent, line)) in lines.enumerated() {
        let y = sy(offset) + 24 + Double(notes.count + k) * 15 + 6
        elements.append(
          "<text x=\"\(n(notesX + indent))\" y=\"\(n(y))\" fill=\"#c0392b\">\(XMLText.escaped(TablePicture.fitted(line, width: noteWidth - indent)))</text>"
        )
      }
      legend(at: contentBottom + 16)
    }

    /// What the colours and marks mean, in two lines under the content.
    mutating func legend(at y: Double) {
      let n = TablePicture.n
      let entries: [(swatch: String, label: String)] = [
        ("fill=\"#e6efff\" stroke=\"#8899aa\"", "visible cell"),
        ("fill=\"#f2f2f2\" stroke=\"#8899aa\" stroke-dasharray=\"4 3\"", "prepared cell (hidden)"),
        ("fill=\"#ffffff\" stroke=\"#8899aa\"", "row without a cell"),
        ("fill=\"#f5efe6\" stroke=\"#c8b89a\"", "header or footer"),
        ("fill=\"#1a7f37\"", "selected"),
        ("fill=\"none\" stroke=\"#1f6feb\" stroke-width=\"2.5\"", "viewport"),
        ("STALE", "a cell showing other than its data"),
      ]
      var x = TablePicture.columnX
      var line = 0.0
      for entry in entries {
        let width = (entry.swatch == "STALE" ? 44 : 22) + TablePicture.textWidth(entry.label) + 24
        if x + width > panelWidth - 10, x > TablePicture.columnX {
          x = TablePicture.columnX
          line += 18
        }
        if entry.swatch == "STALE" {
          elements.append(
            "<text x=\"\(n(x))\" y=\"\(n(y + line))\" fill=\"#c0392b\" font-weight=\"bold\">STALE</text>"
          )
        } else {
          elements.append(
            "<rect x=\"\(n(x))\" y=\"\(n(y + line - 9))\" width=\"16\" height=\"10\" \(entry.swatch)/>"
          )
        }
        elements.append(
          "<text x=\"\(n(x + (entry.swatch == "STALE" ? 44 : 22)))\" y=\"\(n(y + line))\" fill=\"#333333\">\(entry.label)</text>"
        )
        x += width
      }
    }

    /// The finished panel.
    package var panel: Panel {
      Panel(
        width: panelWidth, height: contentBottom + TablePicture.legendHeight,
        summary: (title.map { $0 + ": " } ?? "")
          + "table \(Points.format(width))x\(Points.format(viewport)), contentOffset.y \(Points.format(offset))",
        elements: elements)
    }
  }
}
