import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// A JSON fixture as it comes from an API: the part at a path, the field a cell shows, the
/// field that identifies an item; `json(…)` as values and `snapshot(x)` from a payload.
@Suite struct DataFileOptionsTests {
  static let api =
    #"{"data": {"messages": [{"uuid": "m1", "title": "Inbox"}, {"uuid": "m2", "title": "Lunch"}]}}"#

  @Test func thePartAtAPathWithItsTextAndIdentity() {
    let r = runScript(
      """
      table
      data from "api.json" at "data.messages" showing "title" by "uuid"
      assert visible == ["Inbox", "Lunch"]
      assert data(0)[1].id == "m2"
      update to from "api.json" at "data.messages" by "uuid"
      print visible
      """, files: ["api.json": Self.api])
    #expect(r.status == .success, "\(r.output)")
    #expect(
      r.output.hasSuffix(
        "[{uuid: \"m1\", title: \"Inbox\", id: \"m1\"}, {uuid: \"m2\", title: \"Lunch\", id: \"m2\"}]\n"
      ))
  }

  @Test func jsonIsADocumentAndSnapshotBuildsFromAPayload() {
    let r = runScript(
      """
      let doc = json("api.json")
      assert len(json("api.json", "data.messages")) == 2
      assert doc.data.messages[0].title == "Inbox"
      let s = snapshot([{id: "a", items: [1, 2]}, [3]])
      assert s.sectionIdentifiers == ["a", 1]
      assert snapshot([1, 2]).sectionIdentifiers == ["main"]
      expect error "Fatal: supplied item identifiers are not unique." {
        let t = snapshot([1, 1])
      }
      """, files: ["api.json": Self.api])
    #expect(r.status == .success, "\(r.output)")
  }

  @Test(arguments: [
    ("table\ndata from \"api.json\" at \"data.items\"", "the document has no 'data.items'"),
    ("print json(\"api.json\", \"nope\")", "the document has no 'nope'"),
    (
      "table\ndata from \"api.json\" at \"data.messages\" showing 3", "expected a field (\"title\")"
    ),
    ("print json(\"missing.json\")", "cannot read 'missing.json': no such file"),
  ])
  func wrongPathsAndFieldsAreErrors(source: String, message: String) {
    let r = runScript(source, files: ["api.json": Self.api])
    #expect(r.status == .runtimeError)
    #expect(r.diagnostics.first?.message.contains(message) == true, "\(r.output)")
  }

  @Test func anOptionGivenTwiceIsASyntaxError() {
    let r = runScript("table\ndata from \"a.json\" at \"x\" at \"y\"")
    #expect(r.status == .parseError)
    #expect(r.diagnostics.first?.message == "'at' is given twice")
  }
}
