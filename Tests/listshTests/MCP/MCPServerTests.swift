import HeadlessUIKit
import ListScript
import Testing

@testable import ListshCore

/// The protocol and the tools of `listsh mcp`, answered in this process.
///
/// The worker's own run and the checks `listsh test` makes answer the calls: the handshake,
/// each tool's structured result, and the root an agent cannot leave.
/// `Tests/Agents/mcp_session.py` drives the real binary with the MCP Python SDK's client.
@Suite struct MCPServerTests {
  /// Runs the tools in this process, with the package's folder as the root.
  final class InProcessHost: MCPHost {
    func run(_ request: ScenarioRun.Request) -> ScenarioRun.Report { ScenarioRun.run(request) }

    func emit(_ request: ScenarioEmit.Request) -> ScenarioEmit.Report {
      ScenarioEmit.emit(request)
    }

    func check(_ files: [Discovery.Found], profiles: [Platform]) -> [TestResult] {
      profiles.flatMap { profile in
        files.map { file in
          var check = ScenarioCheck(
            update: false, inCI: true, platform: profile, gate: .inside(file.root),
            platforms: profiles)
          check.platformsGiven = true
          return check.check(
            Files.relative(file.shown, to: file.root) ?? file.shown, shownAs: file.shown)
        }
      }
    }
  }

  static func server() -> MCPServer {
    MCPServer(
      host: InProcessHost(),
      documents: [MCPDocument(path: "language.md", text: "# The language\n")],
      version: "0.0.0")
  }

  static func request(_ id: Int, _ method: String, _ params: JSON = [:]) -> [UInt8] {
    JSON.object(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
      .utf8
  }

  /// A call's answer: its structured result (checked against the tool's output schema), its
  /// text, and whether it failed (then with no structured result, as the protocol wants).
  struct Answer {
    var structured: JSON?
    var text: String
    var failed: Bool

    subscript(key: String) -> JSON? { structured?[key] }
  }

  static func call(_ server: MCPServer, _ tool: String, _ arguments: JSON) -> Answer {
    let reply = server.answer(
      request(7, "tools/call", ["name": .string(tool), "arguments": arguments]))
    let result = reply?["result"]
    let answer = Answer(
      structured: result?["structuredContent"],
      text: result?["content"]?.array?.first?["text"]?.string ?? "",
      failed: result?["isError"]?.bool ?? false)
    #expect(answer.failed == (answer.structured == nil), "\(tool): \(answer.text)")
    if let structured = answer.structured, let schema = MCPTool(rawValue: tool)?.outputSchema {
      let problems = SchemaCheck.problems(structured, against: schema, at: tool)
      #expect(problems.isEmpty, "\(problems)")
    }
    return answer
  }

  static let crash =
    "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."

  @Test(arguments: [
    ("2025-06-18", "2025-06-18"), ("2024-11-05", "2024-11-05"), ("2025-11-25", "2025-11-25"),
    ("2026-07-28", "2025-11-25"), ("1999-01-01", "2025-11-25"),
  ])
  func theHandshakeAgreesOnARevision(asked: String, agreed: String) {
    let server = Self.server()
    let reply = server.answer(
      Self.request(1, "initialize", ["protocolVersion": .string(asked), "capabilities": [:]]))
    #expect(reply?["result"]?["protocolVersion"]?.string == agreed)
    #expect(reply?["result"]?["serverInfo"]?["name"]?.string == "listsh")
    #expect(reply?["result"]?["capabilities"]?["tools"] != nil)
    #expect(server.revision == agreed)
  }

  /// A 2026-era client probes `server/discover` first; "method not found" sends it to the
  /// handshake (the SDK's `negotiate_auto`).
  @Test func aProbeForTheStatelessRevisionIsAnUnknownMethod() {
    let reply = Self.server().answer(Self.request(1, "server/discover"))
    #expect(reply?["error"]?["code"]?.int == -32601)
  }

  @Test func malformedMessagesAreAnsweredWithJSONRPCErrors() {
    let server = Self.server()
    #expect(server.answer(Array("{not json".utf8))?["error"]?["code"]?.int == -32700)
    #expect(server.answer(Array("[1, 2]".utf8))?["error"]?["code"]?.int == -32600)
    #expect(
      server.answer(Array(#"{"jsonrpc":"2.0","id":{},"method":"ping"}"#.utf8))?["error"]?["code"]?
        .int == -32600)
    // A notification is not answered.
    #expect(
      server.answer(Array(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.utf8)) == nil)
    #expect(server.answer(Self.request(2, "ping"))?["result"] == .object([:]))
    let unknown = server.answer(Self.request(3, "tools/call", ["name": "explode"]))
    #expect(unknown?["error"]?["code"]?.int == -32602)
  }

  @Test func everyToolIsListedWithBothSchemas() {
    let tools =
      Self.server().answer(Self.request(1, "tools/list"))?["result"]?["tools"]?.array ?? []
    #expect(tools.compactMap { $0["name"]?.string } == MCPTool.allCases.map(\.rawValue))
    for tool in tools {
      #expect(tool["inputSchema"]?["type"]?.string == "object")
      #expect(tool["outputSchema"]?["type"]?.string == "object")
    }
  }

  @Test func theDocumentsAreResources() {
    let server = Self.server()
    let list = server.answer(Self.request(1, "resources/list"))?["result"]?["resources"]?.array
    #expect(list?.first?["uri"]?.string == "listscript://docs/language.md")
    #expect(list?.first?["title"]?.string == "The language")
    let read = server.answer(
      Self.request(2, "resources/read", ["uri": "listscript://docs/language.md"]))
    #expect(read?["result"]?["contents"]?.array?.first?["text"]?.string == "# The language\n")
    let missing = server.answer(
      Self.request(3, "resources/read", ["uri": "listscript://docs/none.md"]))
    #expect(missing?["error"]?["code"]?.int == -32002)
  }

  /// The agent's loop: explain the crash, run the scenario (it raises the text), run the fix
  /// (it succeeds).
  @Test func explainThenRunThenRunTheFix() throws {
    let server = Self.server()
    let explained = Self.call(server, "explain", ["text": .string(Self.crash)])
    #expect(!explained.failed)
    #expect(explained["outcome"]?.string == "reproduced")
    #expect(explained["reproduces"]?.string == "exactly")
    #expect(explained["view"]?.string == "table")
    #expect(explained["profiles"]?.array?.contains("ios14") == true)
    let scenario = try #require(explained["scenario"]?.string)
    let ran = Self.call(server, "run", ["scenario": .string(scenario)])
    #expect(ran["status"]?.string == "runtime_error")
    #expect(ran["exit_code"]?.int == 70)
    #expect(ran["exception_name"]?.string == "NSInternalInconsistencyException")
    #expect(ran["exception"]?.string?.hasSuffix(Self.crash) == true)
    let fixed = scenario.replacing(
      "data sections [[0, 1, 2]]", with: "data sections [[0, 1, 2]]\n  insert rows [0:2]")
    let again = Self.call(server, "run", ["scenario": .string(fixed)])
    #expect(again["status"]?.string == "success")
    #expect(again["exception"] == nil)
  }

  @Test func aTextSomethingElseRaisedIsRefusedNotFailed() {
    let answer = Self.call(
      Self.server(), "explain",
      ["text": "*** -[__NSArrayM objectAtIndex:]: index 5 beyond bounds [0 .. 2]"])
    #expect(!answer.failed)
    #expect(answer["outcome"]?.string == "refused")
  }

  @Test func theRootKeepsTheAgentIn() {
    let server = Self.server()
    for path in ["..", "../x.lsh", "Sources/..", "/etc"] {
      let outside = Self.call(server, "test", ["paths": [.string(path)]])
      #expect(outside.failed, "\(path)")
      #expect(outside.text.contains("outside the server's root"), "\(path): \(outside.text)")
    }
    let payload = Self.call(server, "check", ["file": "../payload.json"])
    #expect(payload.failed)
    #expect(payload.text.contains("outside the server's root"))
    let included = Self.call(server, "run", ["scenario": "include \"../outside.lsh\"\n"])
    #expect(included["status"]?.string == "parse_error")
    #expect(included["error"]?.string?.contains("outside the scenario's folder") == true)
    let named = Self.call(server, "run", ["scenario": "table\n", "name": "../x.lsh"])
    #expect(named.failed)
    #expect(named.text.contains("inside the root"))
  }

  @Test func argumentsAreCheckedByName() {
    let server = Self.server()
    let typo = Self.call(server, "run", ["scenario": "table\n", "profil": "ios17"])
    #expect(typo.failed)
    #expect(
      typo.text == "run takes no argument 'profil'; it takes max_steps, name, profile, scenario")
    let profile = Self.call(server, "run", ["scenario": "table\n", "profile": "ios99"])
    #expect(profile.text.hasPrefix("no profile ios99"))
    let steps = Self.call(server, "run", ["scenario": "table\n", "max_steps": 0])
    #expect(steps.text.hasPrefix("max_steps must be"))
    let missing = Self.call(server, "emit_swift", [:])
    #expect(missing.text == "emit_swift needs scenario")
  }

  @Test func aLoopStopsAtTheStepsAsked() {
    let looped = Self.call(
      Self.server(), "run", ["scenario": "while true {\n}\n", "max_steps": 1000])
    #expect(looped["status"]?.string == "stopped")
  }

  @Test func aSuiteIsCheckedFileByFile() {
    let tested = Self.call(
      Self.server(), "test", ["paths": ["scenarios/tour.lsh"], "profiles": ["ios15"]])
    #expect(!tested.failed)
    #expect(tested["passed"]?.int == 1)
    #expect(tested["files"]?.array?.first?["path"]?.string == "scenarios/tour.lsh")
  }

  @Test func theFirstDifferenceIsTheFirstChangedLine() {
    let details = "--- a.out\n+++ transcript\n@@ -1,2 +1,2 @@\n > table\n-  old\n+  new\n"
    #expect(MCPTools.firstDifference(details) == "-  old\n+  new")
    #expect(MCPTools.firstDifference("--- a\n+++ b\n") == nil)
  }

  @Test func identitiesAreReportedFindingByFinding() {
    let checked = Self.call(
      Self.server(), "check",
      ["data": [["id": 1], ["id": 1]], "next": [["id": 1], ["id": 2]]])
    #expect(!checked.failed)
    #expect(checked["items"]?.int == 2)
    #expect(checked["next_items"]?.int == 2)
    let kinds = checked["findings"]?.array?.compactMap { $0["kind"]?.string }
    #expect(kinds?.first == "duplicate_identity")
    #expect(
      checked["findings"]?.array?.first?["consequences"]?.array?.first?["framework"]?.string
        == "UIKit diffable data source")
  }

  @Test func aScenarioBecomesSwift() {
    let scenario = "table\ndata range(0, 3)\nassert len(visibleCells) == 3\n"
    let uikit = Self.call(Self.server(), "emit_swift", ["scenario": .string(scenario)])
    #expect(uikit["target"]?.string == "uikit")
    #expect(uikit["code"]?.string?.contains("import XCTest") == true)
    let headless = Self.call(
      Self.server(), "emit_swift", ["scenario": .string(scenario), "target": "headless"])
    #expect(headless["code"]?.string?.contains("import Testing") == true)
  }
}

/// The stream `listsh mcp` reads: a line a message, however the chunks fall.
@Suite struct LineSplitterTests {
  @Test func linesAcrossChunks() {
    var splitter = LineSplitter(limit: 10)
    #expect(splitter.feed(Array("ab".utf8)[...]) == [])
    #expect(
      splitter.feed(Array("c\r\nde\nf".utf8)[...]) == [
        .line(Array("abc".utf8)), .line(Array("de".utf8)),
      ])
    #expect(splitter.finish() == .line(Array("f".utf8)))
    #expect(splitter.finish() == nil)
  }

  @Test func aLineOverTheLimitIsDroppedAndSaid() {
    var splitter = LineSplitter(limit: 4)
    #expect(splitter.feed(Array("abc".utf8)[...]) == [])
    #expect(splitter.feed(Array("defgh\nok\n".utf8)[...]) == [.tooLong, .line(Array("ok".utf8))])
  }
}
