import Foundation
import Testing

@testable import ListshCore
@testable import listsh

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What `listsh test` writes for others to read: JUnit XML, GitHub annotations, console lines.
@Suite struct TestReportTests {
  @Test func junitNamesTheFolderAsClassAndEscapesEverything() throws {
    let failure = TestResult.fail(
      "exit 1 at a.lsh:3:8: assertion failed: \"x\" < 'y' & z",
      details: "control \u{1B}[1m and \u{0}\u{7} and \u{FFFF} kept visible\n", seconds: 0.5)
    let xml = TestReport.junit([
      ("suite/deep/a.lsh", failure), ("b.lsh", .pass(seconds: 0.25)),
    ])
    #expect(xml.contains(#"<testsuites tests="2" failures="1" time="0.750">"#))
    #expect(
      xml.contains(
        #"<testcase name="a.lsh" classname="suite/deep" file="suite/deep/a.lsh" time="0.500">"#))
    #expect(xml.contains(#"<testcase name="b.lsh" classname="." file="b.lsh" time="0.250"/>"#))
    #expect(
      xml.contains(
        "message=\"exit 1 at a.lsh:3:8: assertion failed: &quot;x&quot; &lt; &apos;y&apos; &amp; z\""
      ))
    #expect(xml.contains(#"control \u{1B}[1m and \u{0}\u{7} and \u{FFFF} kept visible"#))
    // Every character left is one XML 1.0 allows.
    for scalar in xml.unicodeScalars {
      #expect(scalar.value >= 0x20 || scalar == "\n" || scalar == "\t" || scalar == "\r")
      #expect(scalar.value != 0xFFFE && scalar.value != 0xFFFF)
    }
    // And an XML parser reads it back.
    let document = try XMLDocument(xmlString: xml, options: [])
    #expect(document.rootElement()?.name == "testsuites")
  }

  @Test func githubAnnotationsEscapeTheirParts() {
    let result = TestResult.fail(
      "x",
      annotations: [
        .init(file: "a,b:c.lsh", line: 3, column: 8, message: "100% wrong\nsecond line"),
        .init(file: "d.out", message: "the transcript differs"),
      ])
    #expect(
      TestReport.githubAnnotations(result)
        == "::error file=a%2Cb%3Ac.lsh,line=3,col=8,title=listsh test::100%25 wrong%0Asecond line\n"
        + "::error file=d.out,title=listsh test::the transcript differs\n")
  }

  @Test func consoleLines() {
    #expect(
      TestReport.line("a.lsh", .pass("created a.out", seconds: 0.123), color: false)
        == "PASS a.lsh (0.12s) — created a.out\n")
    #expect(
      TestReport.line("a.lsh", .fail("why", details: "diff\n", seconds: 1), color: false)
        == "FAIL a.lsh (1.00s): why\ndiff\n")
    #expect(
      TestReport.line("a.lsh", .pass(seconds: 0), color: true)
        == "\u{1B}[32mPASS\u{1B}[0m a.lsh (0.00s)\n")
  }
}
