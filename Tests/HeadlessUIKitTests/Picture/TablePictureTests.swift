import Foundation
import Testing

@testable import HeadlessUIKit
@testable import ListDiff

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What a picture shows: a legend, labels that fit their box, headers and footers, the
/// selection, what a stale cell shows against what its data holds, and a before beside an
/// after.
@Suite struct TablePictureTests {
  @Test(arguments: [
    "Ann", "A much longer message that would spill over the info panel on the right side",
    "😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀", "漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字",
    String(repeating: "W", count: 80), "",
  ])
  func labelsFitTheirBox(text: String) {
    let fitted = TablePicture.fitted(text, width: 120)
    #expect(TablePicture.textWidth(fitted) <= 120)
    if TablePicture.textWidth(text) <= 120 {
      #expect(fitted == text)
    } else {
      #expect(fitted.hasSuffix("…"))
      #expect(text.hasPrefix(fitted.dropLast()))
    }
  }

  /// A drawing alone, as `show svg` writes it.
  static func drawing(_ scene: Scene) throws -> String {
    var scene = scene
    try scene.table.layoutIfNeeded(scene.data)
    return TablePicture.document([scene.table.picturePanel(scene.data)])
  }

  /// A table with a header, section headers and footers and a selection, drawn (`one`); then
  /// its first row deleted and a row edited without a reload, drawn beside the before (`both`).
  static func drawings() throws -> (one: String, both: String) {
    var geometry = TableGeometry()
    geometry.height = 300
    geometry.tableHeader = 30
    geometry.sectionHeader = 20
    geometry.sectionFooter = 10
    var scene = Scene()
    scene.table = TableView<Row>(platform: .ios15, geometry: geometry)
    try scene.step { _, data in
      data.setSections([
        ["Ann", "Bob", "A much longer message that would spill over the info panel", "Dee"],
        ["Eve"],
      ])
    }
    try scene.step { table, data in try table.select(ListIndexPath(0, 1), data) }
    let one = try drawing(scene)
    try scene.table.layoutIfNeeded(scene.data)
    let before = scene.table.picturePanel(scene.data, title: "before")
    try scene.step { _, data in try data.remove(at: [ListIndexPath(0, 0)]) }
    try scene.call(.deleteRows([ListIndexPath(0, 0)]))
    try scene.step { _, data in try data.set(ListIndexPath(0, 1), to: "Cy <edited>") }
    try scene.table.layoutIfNeeded(scene.data)
    let after = scene.table.picturePanel(scene.data, title: "after")
    return (one, TablePicture.document([before, after]))
  }

  @Test func aPictureHasItsLegendHeadersSelectionAndStaleDetails() throws {
    let one = try Self.drawings().one
    for legend in [
      "visible cell", "prepared cell (hidden)", "row without a cell", "header or footer",
      "selected", "viewport", "a cell showing other than its data",
    ] {
      #expect(one.contains(">\(legend)</text>"), "\(legend)")
    }
    #expect(one.contains(">table header</text>"))
    #expect(one.contains(">section 0 header</text>"))
    #expect(one.contains(">section 1 header</text>"))
    #expect(one.contains(">0:1  Bob  selected</text>"))
    #expect(one.contains("<rect x=\"70\" y=\"77\" width=\"4\""))  // the selection bar, at 0:1
    #expect(one.contains(">0:2  A much longer message …</text>"))
    #expect(!one.contains("info panel"))
    #expect(try XMLDocument(xmlString: one, options: []).rootElement()?.name == "svg")
  }

  @Test func beforeAndAfterStandSideBySide() throws {
    let both = try Self.drawings().both
    #expect(both.contains(">before: content (y in points, half scale)</text>"))
    #expect(both.contains(">after: content (y in points, half scale)</text>"))
    #expect(both.contains("<clipPath id=\"content-0\">"))
    #expect(both.contains("<clipPath id=\"content-1\">"))
    #expect(both.contains("<g transform=\"translate("))
    #expect(both.contains(">STALE 0:1 shows “A much longer messa…</text>"))
    #expect(both.contains(">data has “Cy &lt;edited&gt;”</text>"))
    // One stale row, in the after (the legends name STALE too).
    let mark = "text-anchor=\"end\" fill=\"#c0392b\" font-weight=\"bold\">STALE</text>"
    #expect(both.components(separatedBy: mark).count == 2)
    let document = try XMLDocument(xmlString: both, options: [])
    #expect(document.rootElement()?.name == "svg")
  }

  /// A row's text that reads like the picture's own markup stays text.
  @Test func textLikeTheMarkupStaysText() throws {
    var scene = Scene()
    try scene.setData([#"CLIP url(#CLIP)" id="CLIP""#])
    let svg = try Self.drawing(scene)
    #expect(svg.contains(">0:0  CLIP url(#CLIP)&quot; id=&quot;C…</text>"))
    #expect(svg.contains("<clipPath id=\"content\">"))
  }

  /// A stale cell whose text is current says how else it differs.
  @Test func staleDetailsSayWhatDiffers() throws {
    var scene = Scene()
    try scene.setData(ints(0...29))
    try scene.step { table, data in table.scroll(to: 440, data) }
    try scene.step { table, data in try table.setEditing(true, data) }
    try scene.step { table, data in table.scroll(by: 44, data) }
    let svg = try Self.drawing(scene)
    #expect(svg.contains(">STALE 0:26 shows “26”</text>"))
    #expect(svg.contains(">not in editing style; the table is editing</text>"))
  }
}
