import Foundation
import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

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

  /// The pictures a scenario writes, by name.
  func pictures(_ source: String) -> [String: String] {
    final class Saved: @unchecked Sendable { var files: [String: String] = [:] }
    let saved = Saved()
    let interpreter = Interpreter(
      trace: .off, echo: false, emit: { _ in },
      save: { path, _, text in saved.files[path] = text })
    let status = LargeStack.run { interpreter.run(SourceFile(name: "p.lsh", text: source)) }
    #expect(status == .success)
    return saved.files
  }

  static let scenario = """
    table height 300
    header 30
    section header 20
    section footer 10
    data sections [["Ann", "Bob", "A much longer message that would spill over the info panel", "Dee"], ["Eve"]]
    select 0:1
    show svg "one.svg"
    show svg "both.svg" before
    data remove at 0:0
    delete rows 0:0
    data set 0:1 "Cy <edited>"
    show svg "both.svg"
    """

  @Test func aPictureHasItsLegendHeadersSelectionAndStaleDetails() throws {
    let files = pictures(Self.scenario)
    let one = try #require(files["one.svg"])
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
    let files = pictures(Self.scenario)
    #expect(files.count == 2)  // `before` writes nothing
    let both = try #require(files["both.svg"])
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
    let files = pictures(
      "table\ndata [\"CLIP url(#CLIP)\\\" id=\\\"CLIP\\\"\"]\nshow svg \"c.svg\"")
    let svg = try #require(files["c.svg"])
    #expect(svg.contains(">0:0  CLIP url(#CLIP)&quot; id=&quot;C…</text>"))
    #expect(svg.contains("<clipPath id=\"content\">"))
  }

  /// A stale cell whose text is current says how else it differs.
  @Test func staleDetailsSayWhatDiffers() throws {
    let files = pictures(
      """
      table
      data range(0, 30)
      scroll to 440
      edit on
      scroll by 44
      show svg "e.svg"
      """)
    let svg = try #require(files["e.svg"])
    #expect(svg.contains(">STALE 0:26 shows “26”</text>"))
    #expect(svg.contains(">not in editing style; the table is editing</text>"))
  }
}
