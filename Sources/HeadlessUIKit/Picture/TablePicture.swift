import ListDiff

/// SVG pictures of a table: panels, one state each, and the document that lays them out.
///
/// Panels stand side by side in a document (a before and an after). Every text written is
/// escaped, and every label fits its box (cut with an ellipsis).
package enum TablePicture {
  /// One state of the table, drawn in its own coordinates.
  package struct Panel: Equatable, Sendable {
    /// The panel's width in the SVG document, the notes beside the content included.
    package var width: Double
    /// The panel's height in the SVG document, the legend below the content included.
    package var height: Double
    /// A one-line description, for the document's `<title>`.
    package var summary: String
    /// The SVG elements, with `CLIP` where the panel's clip-path id goes.
    var elements: [String]
  }

  /// A row as the picture shows it.
  package struct Row: Sendable {
    /// The row's index path.
    package var path: ListIndexPath
    /// The row's top in the content, in points.
    package var y: Double
    /// The row's height, in points.
    package var height: Double
    /// What the row's cell shows; `nil` for a row without a cell.
    package var text: String?
    /// Whether the row's cell is prepared but hidden, next to the visible ones.
    package var prepared: Bool
    /// Whether the row is selected.
    package var selected: Bool
    /// Whether the row's cell shows the editing state.
    package var editing: Bool
    /// When the cell shows something else than its data: how (`data has “Cy”`).
    package var stale: String?
    /// Where a collection view's item starts horizontally, and its width (`nil`: the whole
    /// width, as a table's row).
    package var x: Double
    /// A collection view's item width, in points; `nil` for the whole width, as a table's row.
    package var width: Double?

    /// A row as the picture shows it; `x` 0 and `width` `nil` (the whole width, as a table's row)
    /// unless given.
    package init(
      path: ListIndexPath, y: Double, height: Double, text: String?, prepared: Bool, selected: Bool,
      editing: Bool, stale: String?, x: Double = 0, width: Double? = nil
    ) {
      self.path = path
      self.y = y
      self.height = height
      self.x = x
      self.width = width
      self.text = text
      self.prepared = prepared
      self.selected = selected
      self.editing = editing
      self.stale = stale
    }
  }

  static let scale = 0.5
  static let margin = 150.0
  static let columnX = 70.0
  static let legendHeight = 56.0

  /// The SVG document of `panels`, side by side, 20 points apart.
  ///
  /// - Complexity: O(e) in the elements of the panels.
  package static func document(_ panels: [Panel]) -> String {
    let width = panels.map(\.width).reduce(0, +) + Double(max(0, panels.count - 1)) * 20
    let height = panels.map(\.height).max() ?? 0
    var svg = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"11\">",
      "<title>\(XMLText.escaped(panels.map(\.summary).joined(separator: "; ")))</title>",
      "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>",
    ]
    var x = 0.0
    for (k, panel) in panels.enumerated() {
      let clip = panels.count == 1 ? "content" : "content-\(k)"
      // Only where the id stands between quotes: a row's text is escaped, so no quote of its
      // own can make "CLIP" there match.
      let elements = panel.elements.map {
        $0.replacing("id=\"CLIP\"", with: "id=\"\(clip)\"")
          .replacing("url(#CLIP)\"", with: "url(#\(clip))\"")
      }
      if x == 0 {
        svg += elements
      } else {
        svg.append("<g transform=\"translate(\(n(x)) 0)\">")
        svg += elements
        svg.append("</g>")
      }
      x += panel.width + 20
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
  }

  /// A coordinate to one decimal, as the pictures write them.
  static func n(_ x: Double) -> String { Points.format((x * 10).rounded() / 10) }

  /// `text`, cut to fit `width` points at the pictures' 11-point type, ending in `…` if cut.
  ///
  /// - Complexity: O(n) in the length of the text.
  static func fitted(_ text: String, width: Double) -> String {
    guard textWidth(text) > width else { return text }
    var out = ""
    var used = textWidth("…")
    for c in text {
      let w = characterWidth(c)
      if used + w > width { break }
      out.append(c)
      used += w
    }
    return out + "…"
  }

  /// An estimate of the width of `text` in the pictures' type (DejaVu Sans, 11 points): a
  /// little wide rather than narrow, so that what fits by it fits on the page.
  static func textWidth(_ text: String) -> Double {
    text.reduce(0) { $0 + characterWidth($1) }
  }

  static func characterWidth(_ c: Character) -> Double {
    guard let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1 || c.isASCII else {
      return 11  // an emoji or a combined character: a full em
    }
    switch scalar {
    case " ": return 3.6
    case "i", "j", "l", "!", "|", ".", ",", ":", ";", "'", "(", ")", "[", "]": return 3.6
    case "f", "t", "r": return 4.6
    case "m", "w", "M", "W": return 10
    case "A"..."Z": return 7.6
    case "0"..."9", "a"..."z": return 7.0
    default: return scalar.value < 0x2E80 ? 7.6 : 11  // CJK and wider scripts: a full em
    }
  }
}
