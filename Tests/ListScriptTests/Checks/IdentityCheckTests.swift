import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// Identity checks: each finding from the payloads that show it, none from those that do not,
/// and the report's UIKit texts from the model's own.
@Suite struct IdentityCheckTests {
  static func value(_ source: String) -> Value {
    let interpreter = Interpreter(echo: false, emit: { _ in })
    let file = SourceFile(name: "t.lsh", text: "let v = " + source)
    _ = LargeStack.run { interpreter.run(file) }
    return interpreter.globalValue("v") ?? .nil
  }

  static func findings(_ a: String, then b: String? = nil, key: String? = nil) throws
    -> [IdentityCheck.Finding]
  {
    try IdentityCheck.check(value(a), then: b.map(value), key: key).findings
  }

  @Test(arguments: [
    // Nothing to say: unique ids, plain strings, a stable second fetch with an edit.
    ("[{id: 1, t: \"a\"}, {id: 2, t: \"b\"}]", nil as String?, nil as String?, 0),
    ("[\"a\", \"b\"]", nil, nil, 0),
    ("[{id: 1, t: \"a\"}]", "[{id: 1, t: \"a, edited\"}, {id: 2, t: \"new\"}]", nil, 0),
    // A reordered second fetch is neither unstable nor following the content.
    ("[{id: 1, t: \"a\"}, {id: 2, t: \"b\"}]", "[{id: 2, t: \"b\"}, {id: 1, t: \"a\"}]", nil, 0),
    ("[{uuid: 1}, {uuid: 2}]", nil, "uuid", 0),
  ])
  func cleanPayloadsHaveNoFinding(a: String, b: String?, key: String?, count: Int) throws {
    #expect(try Self.findings(a, then: b, key: key).count == count)
  }

  @Test func duplicatesSayWhereAndWhetherInOneSection() throws {
    #expect(
      try Self.findings("[{id: 1}, {id: 2}, {id: 1}]") == [
        .duplicates(
          "1", at: [ListIndexPath(0, 0), ListIndexPath(0, 2)], sameSection: true, second: false)
      ])
    #expect(
      try Self.findings("[[\"a\"], {items: [\"b\", \"a\"]}]") == [
        .duplicates(
          "a", at: [ListIndexPath(0, 0), ListIndexPath(1, 1)], sameSection: false, second: false)
      ])
  }

  @Test func aSecondFetchIsCheckedForDuplicatesToo() throws {
    #expect(
      try Self.findings("[1]", then: "[1, 1]") == [
        .duplicates(
          "1", at: [ListIndexPath(0, 0), ListIndexPath(0, 1)], sameSection: true, second: true)
      ])
  }

  @Test func recordsWithoutTheKeyAndIdentitiesThatAreContent() throws {
    #expect(
      try Self.findings("[{t: 1}, {id: 2, t: 3}]") == [.noIdentityField("id", count: 1, of: 2)])
    #expect(
      try Self.findings("[{key: \"a\", name: \"a\"}, {key: \"b\", name: \"b\"}]", key: "key") == [
        .identityIsContent(field: "name", count: 2, of: 2)
      ])
    // Once is a coincidence, not more than half.
    #expect(try Self.findings("[{id: \"a\", name: \"a\"}, {id: \"b\", name: \"c\"}]").isEmpty)
  }

  @Test func hashesThatDisagreeInOnePayloadOrAcrossTwo() throws {
    #expect(
      try Self.findings("[[{id: 1, hash: 5}], [{id: 2, hash: 5}]]").isEmpty)
    #expect(
      try Self.findings("[{id: 1, hash: 5}]", then: "[{id: 1, hash: 6}]") == [
        .hashesDisagree("1", hashes: [5, 6])
      ])
  }

  @Test func newIdentitiesForTheSameContentAndIdentitiesThatFollowIt() throws {
    #expect(
      try Self.findings(
        "[{id: \"u1\", t: \"a\"}, {id: \"u2\", t: \"b\"}]",
        then: "[{id: \"u3\", t: \"a\"}, {id: \"u4\", t: \"b\"}]")
        == [
          .unstable(
            count: 2, of: 2,
            examples: [.init(old: "u1", new: "u3"), .init(old: "u2", new: "u4")])
        ])
    #expect(
      try Self.findings(
        "[{id: 1, t: \"a\"}, {id: 2, t: \"b\"}]", then: "[{id: 9, t: \"a!\"}, {id: 2, t: \"b\"}]")
        == [.followsContent(count: 1, examples: [.init(old: "1", new: "9")])])
    // Items without ids follow their content by construction.
    #expect(
      try Self.findings("[\"a\", \"b\"]", then: "[\"a!\", \"b\"]")
        == [.followsContent(count: 1, examples: [.init(old: "a", new: "a!")])])
  }

  @Test func theReportQuotesTheModelsTexts() throws {
    let check = try IdentityCheck.check(Self.value("[{id: 1}, {id: 1}]"))
    let report = check.report()
    #expect(report.hasPrefix("duplicate identity 1: items at 0:0, 0:1\n"))
    #expect(
      report.contains(
        IdentityCheck.oneLine(SnapshotError.duplicateItems(["1"]).diagnostic(on: .ios15))))
    #expect(report.contains("the ID 1 occurs multiple times within the collection"))
    #expect(report.contains("\"Duplicate key: '1'\""))
    #expect(
      try IdentityCheck.check(Self.value("[1]")).report()
        == "identities: no problem found in 1 item\n")
  }

  @Test func shapesAndDocuments() throws {
    #expect(throws: IdentityCheck.ShapeError.self) { try IdentityCheck.check(.int(3)) }
    let doc = Array(#"{"data": {"messages": [{"id": 1}, {"id": 1}]}}"#.utf8)
    let messages = try IdentityCheck.json(doc, at: "data.messages")
    #expect(try IdentityCheck.check(messages).findings.count == 1)
    #expect(
      throws: IdentityCheck.DocumentError(message: "the document has no 'data.items'", offset: nil)
    ) {
      try IdentityCheck.json(doc, at: "data.items")
    }
    #expect(throws: IdentityCheck.DocumentError.self) { try IdentityCheck.json(Array("[1,".utf8)) }
  }
}
