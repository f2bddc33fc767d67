import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

@Suite struct ValueTests {
  static let record = Value.record(
    Record([("id", .string("ad1")), ("text", .string("Sponsored")), ("height", .int(120))]))

  @Test func numbersCompareNumerically() {
    #expect(Value.int(310) == .decimal(310.0))
    #expect(Value.decimal(0.5) != .int(0))
    #expect(Value.int(1) != .string("1"))
    #expect(Value.bool(true) != .int(1))
  }

  @Test func hashingAgreesWithEquality() {
    #expect(Set<Value>([.int(310), .decimal(310.0)]).count == 1)
    let a = Value.record(Record([("a", .int(1)), ("b", .int(2))]))
    let b = Value.record(Record([("b", .int(2)), ("a", .int(1))]))
    #expect(a == b)
    #expect(Set([a, b]).count == 1)
    #expect(Value.range(IntRange(0, 3, closed: false)) == .list([0, 1, 2].map(Value.int)))
    #expect(
      Set([Value.range(IntRange(0, 3, closed: false)), .list([0, 1, 2].map(Value.int))]).count == 1)
  }

  @Test func listsAndRecordsCompareDeeply() {
    #expect(
      Value.list([.int(1), .list([.string("a")])]) == .list([.decimal(1), .list([.string("a")])]))
    #expect(Value.list([.int(1)]) != .list([.int(1), .int(2)]))
    #expect(Self.record != .record(Record([("id", .string("ad1"))])))
  }

  @Test func identityDisplayAndHeight() {
    #expect(Self.record.identity == .string("ad1"))
    #expect(Self.record.displayed == .string("Sponsored"))
    #expect(Self.record.itemHeight == 120)
    #expect(Value.int(7).identity == .int(7))
    #expect(Value.int(7).displayed == .int(7))
    #expect(Value.int(7).itemHeight == nil)
    let noID = Value.record(Record([("text", .string("x"))]))
    #expect(noID.identity == noID)
  }

  @Test(arguments: [
    (Value.int(-3), "-3"), (.decimal(200), "200.0"), (.decimal(0.5), "0.5"),
    (.string("news \"11\"\n"), #""news \"11\"\n""#), (.bool(false), "false"), (.nil, "nil"),
    (.list([.int(1), .string("a")]), #"[1, "a"]"#), (.range(IntRange(1, 8, closed: true)), "1...8"),
    (.range(IntRange(0, 8, closed: false)), "0..<8"), (.indexPath(ListIndexPath(1, 3)), "1:3"),
    (record, #"{id: "ad1", text: "Sponsored", height: 120}"#),
  ])
  func literalForm(value: Value, text: String) {
    #expect(value.description == text)
  }

  @Test func plainFormDropsQuotesAtTheTopOnly() {
    #expect(Value.string("news 11").plain == "news 11")
    #expect(Value.list([.string("a")]).plain == #"["a"]"#)
  }

  @Test func rangesCountWithoutOverflow() {
    #expect(IntRange(1, 8, closed: true).count == 8)
    #expect(IntRange(0, 8, closed: false).count == 8)
    #expect(IntRange(5, 1, closed: true).count == 0)
    #expect(IntRange(Int.min, Int.max, closed: true).count == Int.max)
    #expect(IntRange(Int.max, Int.min, closed: false).count == 0)
  }

  @Test func recordsKeepFieldOrderAndReplaceInPlace() {
    var r = Record([("a", .int(1)), ("b", .int(2)), ("a", .int(3))])
    #expect(r.fields.map(\.name) == ["a", "b"])
    #expect(r["a"] == .int(3))
    r["c"] = .int(4)
    r["a"] = nil
    #expect(r.fields.map(\.name) == ["b", "c"])
  }

  @Test(arguments: ["", "plain", "a \"quote\"", "back\\slash", "two\nlines\tand a tab", "é 🚀 ü"])
  func aQuotedStringInALimitIsQuotedAsAlone(_ text: String) {
    let quoted = Value.quoted(text)
    let list = Value.list([.string(text)])
    let whole = quoted.utf8.count + 2
    #expect(list.description(limit: whole) == "[" + quoted + "]")
    // One byte short, refused: the escapes count, not the string's own bytes.
    #expect(list.description(limit: whole - 1) == nil)
    // One byte short: the string fits, the closing bracket does not; two short: neither.
    #expect(list.plainPrefix(limit: whole - 1) == "[" + quoted + "…")
    #expect(list.plainPrefix(limit: whole - 2) == "[…")
  }

  @Test func aLongStringIsReadOnlyAsFarAsTheLimit() {
    // A 1 MB string of quotes (2 MB quoted) shown 2,000 times: shown in 64 bytes, it is read
    // for at most 64 scalars, not 2,000 MB.
    let long = Value.string(String(repeating: "\"", count: 1 << 20))
    var writer = LiteralWriter(limit: 64, plain: true)
    let shownWhole = writer.write(.list(Array(repeating: long, count: 2_000)), depth: 0)
    #expect(!shownWhole)
    #expect(writer.scalarsRead <= 64)
    #expect(writer.text == "[")
    // A string whose own bytes fit and whose escapes do not is read only as far as the limit.
    var escaped = LiteralWriter(limit: 64, plain: false)
    let escapedShown = escaped.write(.string(String(repeating: "\"", count: 40)), depth: 0)
    #expect(!escapedShown)
    #expect(escaped.scalarsRead > 0 && escaped.scalarsRead <= 32, "\(escaped.scalarsRead)")
    #expect(escaped.text.isEmpty, "nothing of a string that does not fit is kept")
    // A string whose own bytes pass the limit is refused before a scalar is read.
    var short = LiteralWriter(limit: 64, plain: false)
    let shortShown = short.write(.string(String(repeating: "a", count: 100)), depth: 0)
    #expect(!shortShown)
    #expect(short.scalarsRead == 0)
  }
}
