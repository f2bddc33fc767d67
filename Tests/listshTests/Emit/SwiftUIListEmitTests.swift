import Testing

@testable import ListScript
@testable import ListshCore

/// `emit swift` on a SwiftUI List scenario: besides UIKit's half, a SwiftUI test that changes
/// the List's data as the scenario did and checks each turn's end.
@Suite struct SwiftUIListEmitTests {
  /// The SwiftUI test method of the emitted file, from its declaration to the file's end.
  static func method(_ source: String, target: SwiftEmitter.Target = .uikit) -> String? {
    let code = SwiftEmitter.emit(SwiftEmitterTests.steps(source), name: "s.lsh", target: target)
    return code.range(of: "func testSwiftUIList()").map { String(code[$0.lowerBound...]) }
  }

  static let nextSeason = """
    platform ios26
    swiftui list
    data sections [{id: "shows", items: []}, {id: "debug", items: ["Track a show"]}]
    swiftui animated {
      data set 1:0 "Send"
    }
    data insert "Severance" at 0:0
    data insert "Instructions" at 1:1
    swiftui animation end
    data insert "After" at 0:0

    """

  /// The data changes are the app's, inside `withAnimation` where the scenario animated them;
  /// each turn ends in a checked run-loop turn, the animation's end in a second of them, where
  /// UIKit's text is expected; nothing follows the exception.
  @Test func writesTheTransactionsAndChecksEachTurn() throws {
    let method = try #require(Self.method(Self.nextSeason))
    #expect(method.contains("ScenarioList(model: model, style: .insetGrouped)"))
    #expect(
      method.contains(
        """
            withAnimation {
              model.sections[1].rows[0] = ListRow(id: "Send", text: "Send")
            }
            let raised4 = turn()
            XCTAssertNil(raised4, "s.lsh:4")
        """))
    #expect(
      method.contains(
        "model.sections[0].rows.insert(ListRow(id: \"Severance\", text: \"Severance\"), at: 0)"))
    #expect(method.contains("let raised7 = turn(seconds: 1)\n    XCTAssertEqual(\n      raised7,"))
    #expect(method.contains("XCTAssertEqual(\n      raised7,") && method.contains("\"s.lsh:9\")"))
    #expect(method.contains("NSInternalInconsistencyException: Invalid update"))
    #expect(!method.contains("After"))
    #expect(!method.contains("raised10"))
  }

  /// An exception the scenario expects ends the test there: after it the List is in no defined
  /// state on a device.
  @Test func anExpectedExceptionEndsIt() throws {
    let method = try #require(
      Self.method(
        """
        platform ios17
        swiftui list
        data [{id: "s", text: "on"}]
        swiftui animated { data remove at 0:0 }
        data [{id: "s", text: "on"}]
        data []
        expect error "attempt to delete item 0" {
          swiftui animation end
        }
        data [1]

        """))
    #expect(method.contains("let raised7 = turn(seconds: 1)"))
    #expect(method.contains("attempt to delete item 0 from section 0"))
    #expect(method.contains("the test ends"))
    #expect(!method.contains("raised8"))
  }

  /// Each turn's result has a name of its own, even for statements on one line; the List's
  /// first `.id(…)` is set before it is shown (a later one would make it again); the test runs
  /// on the versions of the List's profile, and on those before iOS 16 only where a List is a
  /// table.
  @Test func namesIdentityAndVersions() throws {
    let method = try #require(
      Self.method("platform ios17\nswiftui list\nswiftui id 7\ndata [1]; data [2]\n"))
    #expect(method.contains("let raised4 = turn()") && method.contains("let raised5 = turn()"))
    let id = try #require(method.range(of: "model.listID = \"7\""))
    let host = try #require(method.range(of: "UIHostingController"))
    #expect(id.lowerBound < host.lowerBound)
    #expect(method.contains("// .id(7): set before the List was shown"))
    #expect(method.contains("guard version >= 1700, version < 1800 else {"))
    let table = try #require(Self.method("platform ios15\nswiftui list\n"))
    #expect(table.contains("guard version >= 1500, version < 1600 else {"))
    #expect(table.contains("the model's List on ios15 is a UITableView, as on iOS 15"))
    let latest = try #require(Self.method("platform ios26\nswiftui list\n"))
    #expect(latest.contains("guard version >= 2600 else {"))
  }

  /// A List over indices is the index List; where its rows trap, the test says so, makes one
  /// more turn (the crash confirms the model) and fails if it gets past it; UIKit's half says
  /// its rows are SwiftUI's; no headless test is written.
  @Test func aTrapEndsTheTestInACrash() throws {
    let source =
      "platform ios17\nswiftui list\nswiftui foreach indices\ndata [\"a\", \"b\"]\nswiftui ondelete 0\n"
    let method = try #require(Self.method(source))
    #expect(method.contains("rootView: ScenarioIndexList(model: model, style: .insetGrouped)"))
    #expect(
      method.contains("XCTFail(\"the model expects Swift's Fatal error: Index out of range here\")")
    )
    let outcome = EmitRun.emit(
      SourceFile(name: "t.lsh", text: source), name: "t.lsh", gate: .inside("."))
    let code = try #require(outcome.code)
    #expect(code.contains("struct ScenarioIndexList<Style: ListStyle>: View"))
    #expect(
      code.contains("// the model's SwiftUI rows trap here (Fatal error: Index out of range)"))
    let headless = EmitRun.emit(
      SourceFile(name: "t.lsh", text: source), name: "t.lsh", gate: .inside("."),
      target: .headless)
    #expect(headless.code == nil)
    #expect(headless.refusal?.contains("its SwiftUI rows trap") == true)
  }

  /// A range List's row that traps when a scroll brings it on screen ends the test with a
  /// comment: the test does not scroll its List, so it expects no crash there.
  @Test func aTrapOnAScrollIsNotExpected() throws {
    let method = try #require(
      Self.method(
        "platform ios17\nswiftui list height 200\nswiftui foreach range\ndata (1...30)\ndata (1...20)\nscroll to bottom\n"
      ))
    #expect(method.contains("scroll brings a row the data lost on screen; this test does not"))
    #expect(!method.contains("XCTFail"))
  }

  /// The last `swiftui foreach` before the List is shown decides which List the test makes.
  @Test func theLastForEachDecides() throws {
    let method = try #require(
      Self.method(
        "platform ios17\nswiftui list\nswiftui foreach indices\nswiftui foreach identities\n"))
    #expect(method.contains("rootView: ScenarioList(model: model"))
    let index = try #require(Self.method("platform ios17\nswiftui list\nswiftui foreach indices\n"))
    #expect(index.contains("rootView: ScenarioIndexList(model: model"))
  }

  /// A List over a range is the range List, whose rows read their items by index through the
  /// same row view as the index List's; a lost row on screen ends the test in the crash.
  @Test func aRangeListReadsItsRangeOnce() throws {
    let source =
      "platform ios17\nswiftui list\nswiftui foreach range\ndata [\"a\", \"b\"]\ndata [\"a\"]\n"
    let method = try #require(Self.method(source))
    #expect(method.contains("rootView: ScenarioRangeList(model: model, style: .insetGrouped)"))
    #expect(
      method.contains("XCTFail(\"the model expects Swift's Fatal error: Index out of range here\")")
    )
    let code = try #require(
      EmitRun.emit(SourceFile(name: "t.lsh", text: source), name: "t.lsh", gate: .inside(".")).code)
    #expect(code.contains("ForEach(0..<section.rows.count) { i in"))
    #expect(code.contains("struct RangeRow: View {"))
    #expect(!code.contains("struct ScenarioIndexList"))
    #expect(!code.contains("struct IndexRow"))
  }

  /// A scenario without a List has no SwiftUI test, and a headless test never has one.
  @Test func onlyAListOnRealUIKitHasOne() {
    #expect(Self.method("table\ndata [1, 2]\n") == nil)
    let code = SwiftEmitter.emit(SwiftEmitterTests.steps("table\ndata [1]\n"), name: "s.lsh")
    #expect(!code.contains("import SwiftUI"))
    #expect(Self.method(Self.nextSeason, target: .headless) == nil)
    let list = SwiftEmitter.emit(SwiftEmitterTests.steps(Self.nextSeason), name: "s.lsh")
    #expect(list.contains("import SwiftUI"))
    #expect(list.contains("struct ScenarioList<Style: ListStyle>: View"))
  }

  /// Each List is a new model in a new window, in its style; sections without an identity are
  /// identified by position, as the model's are, so a section edit writes the sections again,
  /// numbered; an edit in `withAnimation` that returns a value is discarded.
  @Test func secondListsAndPositionalSections() throws {
    let method = try #require(
      Self.method(
        """
        platform ios17
        swiftui list
        data [1]
        swiftui list appearance plain
        data sections [[1], [2]]
        data insert section 0 [0]
        swiftui animated { data remove at 1:0 }

        """))
    #expect(method.contains("let model2 = ListModel()"))
    #expect(method.contains("ScenarioList(model: model2, style: .plain)"))
    #expect(
      method.contains(
        """
            // line 6: data insert section 0 [0]
            model2.sections = [
              ListSection(id: "0", rows: [ListRow(id: "0", text: "0")]),
              ListSection(id: "1", rows: [ListRow(id: "1", text: "1")]),
              ListSection(id: "2", rows: [ListRow(id: "2", text: "2")])
            ]
        """))
    #expect(
      method.contains(
        """
            withAnimation {
              _ = model2.sections[1].rows.remove(at: 0)
            }
        """))
  }

  /// Sections with identities are edited in place.
  @Test func identifiedSectionsAreEdited() throws {
    let method = try #require(
      Self.method(
        """
        platform ios17
        swiftui list
        data sections [{id: "a", items: [1]}]
        data insert section 1 {id: "b", items: [2]}
        data move section 1 to 0

        """))
    #expect(
      method.contains(
        "model.sections.insert(ListSection(id: \"b\", rows: [ListRow(id: \"2\", text: \"2\")]), at: 1)"
      ))
    #expect(method.contains("let section = model.sections.remove(at: 1)"))
  }

  /// The test covers the scenario's Lists: another kind of view ends it.
  @Test func anotherKindOfViewEndsIt() throws {
    let method = try #require(
      Self.method("platform ios17\nswiftui list\ndata [1]\ntable\ndata [2]\n"))
    #expect(method.contains("this test covers its Lists"))
    #expect(!method.contains("\"2\""))
  }
}
