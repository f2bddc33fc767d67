import Foundation
import HeadlessUIKit
import ListDiff
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A picture of items whose text holds markup and control characters is still XML that
/// parses, with the characters shown.
@Suite struct PictureEscapingTests {
  @Test func controlCharactersAndMarkupAreEscaped() throws {
    let data = DataSource(sections: [["a<b & \"c\"", "bell\u{7}", "esc\u{1B}[1m", "nul\u{0}"]])
    var table = TableView<String>()
    try table.endTurn(data)
    let svg = table.picture(data)
    #expect(svg.contains("a&lt;b &amp; &quot;c&quot;"))
    #expect(svg.contains(#"bell\u{7}"#))
    #expect(svg.contains(#"esc\u{1B}[1m"#))
    #expect(svg.contains(#"nul\u{0}"#))
    let document = try XMLDocument(xmlString: svg, options: [])
    #expect(document.rootElement()?.name == "svg")
  }
}
