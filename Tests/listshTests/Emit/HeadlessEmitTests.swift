import Foundation
import ListScript
import TestSupport
import Testing

@testable import ListshCore

/// What `emit swift --headless` and `explain --swift-test` write, kept current in
/// `Tests/ListScriptUIKitTests/Emitted/`, where `swift test` compiles and runs it against
/// ListScriptUIKit: every scenario of the repository and every crash text `explain` reproduces
/// either has its test there, or is listed here with the reason it has none.
@Suite struct HeadlessEmitTests {
  /// Where the emitted tests are kept.
  static let folder = "Tests/ListScriptUIKitTests/Emitted"

  /// Scenarios whose headless test is written but fails on ListScriptUIKit, and why: where the
  /// API or the emitted code falls short of the scenario (found by running these tests).
  static let divergences: [String: String] = [
    "scenarios/collection-views/list-layout.lsh":
      "a list layout's rows size themselves (the scenario's row heights); ListScriptUIKit lays "
      + "list rows out at the configuration's height and does not measure cells"
  ]

  /// Crash texts (the corpus's ids) whose scenario's headless test is written but fails, and why.
  static let explainDivergences: [String: String] = [
    "letseat-header-could-not-dequeue-xcode":
      "the model asks for the headers on screen when the provider changes; the API, as UIKit's "
      + "layout pass, asks only for views coming on screen, so the header is not asked for again",
    "alphawallet-5806-equal-ids-different-hash-xcode":
      "ListScriptUIKit's diffable data source does not check identifiers that are equal and hash "
      + "apart when a snapshot is applied (the model does, from ios15), so the apply goes on",
  ]

  /// The file a scenario's or a crash text's test is kept in.
  static func file(_ testFile: String) -> String {
    "\(folder)/\(SwiftEmitter.className(testFile))Tests.swift"
  }

  /// Checks `code` against the kept file (rewritten with `LISTSH_UPDATE_GOLDENS=1` outside CI).
  static func check(_ code: String, _ kept: String, from source: String) throws {
    if TestEnvironment.value("LISTSH_UPDATE_GOLDENS") == "1", TestEnvironment.value("CI") == nil {
      try code.write(to: Repository.url(kept), atomically: true, encoding: .utf8)
    }
    let expected = try? Repository.text(kept)
    #expect(
      expected == code,
      "\(kept) differs from what \(source) emits (LISTSH_UPDATE_GOLDENS=1 rewrites it)")
  }

  @Test func everyScenarioHasARunningHeadlessTestOrAReason() throws {
    var kept: Set<String> = []
    var diverging: Set<String> = []
    var written = 0
    for relative in try EmittedScenarioTests.scenarios() {
      let path = Repository.url(relative).path
      let folder = Files.folder(of: path)
      let source = try Files.source(Files.fileName(of: path), name: relative, gate: .inside(folder))
      let outcome = EmitRun.emit(source, name: relative, gate: .inside(folder), target: .headless)
      guard let code = outcome.code else {
        // A refusal names its reason; a scenario that stops in an error of its own has no test.
        if outcome.status == .success { #expect(outcome.refusal != nil, "\(relative)") }
        continue
      }
      #expect(outcome.refusal == nil)
      #expect(code.contains("Headless.run(on: ."), "\(relative)")
      #expect(!code.contains("XCT"), "\(relative): an XCTest call in a Swift Testing test")
      if Self.divergences[relative] != nil {
        diverging.insert(relative)
        continue
      }
      try Self.check(code, Self.file(relative), from: relative)
      kept.insert(Self.file(relative))
      written += 1
    }
    // Crash texts: the cookbook's, and every one the corpus expects to be reproduced.
    for entry in ExplainCorpusTests.entries where entry.fields["expect"] == "reproduce" {
      guard let report = (try? Explain.explain(entry.text))?.report, !report.source.isEmpty
      else { continue }
      let testFile = "explain-" + entry.id
      let outcome = EmitRun.emit(
        SourceFile(name: "explain.lsh", text: report.source), name: "explain.lsh",
        gate: .inside("."), target: .headless, testFile: testFile)
      guard let code = outcome.code else {
        // A crash text whose scenario has no headless counterpart says why.
        #expect(outcome.refusal != nil, "\(entry.id)")
        continue
      }
      #expect(code.contains("#expect(throws: HeadlessException.self)"), "\(entry.id)")
      if Self.explainDivergences[entry.id] != nil {
        diverging.insert(entry.id)
        continue
      }
      try Self.check(code, Self.file(testFile), from: "the corpus's \(entry.id)")
      kept.insert(Self.file(testFile))
      written += 1
    }
    // Nothing else is kept there: a test whose scenario is gone or now diverges is removed.
    let present = Set(
      ((try? FileManager.default.contentsOfDirectory(atPath: Repository.url(Self.folder).path))
        ?? []).filter { $0.hasSuffix(".swift") }.map { "\(Self.folder)/\($0)" })
    #expect(present == kept, "kept but not emitted: \(present.subtracting(kept).sorted())")
    // The list names only scenarios that still emit a test.
    #expect(diverging == Set(Self.divergences.keys).union(Self.explainDivergences.keys))
    #expect(written >= 60, "headless tests written: \(written)")
  }

  /// A scenario that raises and goes on, one over Core Data, and one whose cells size
  /// themselves each say why they have no headless test.
  @Test(arguments: [
    (
      "table\ndata [1, 2]\nexpect error \"rows\" {\n  insert row 0:5\n}\nreload\n",
      "line 3 raises UIKit's exception and the scenario goes on"
    ),
    (
      "collection width 320 height 200 item 100 40\nestimated 100 30\ndata [1, 2]\n",
      "size themselves"
    ),
  ])
  func refusalsSayWhy(scenario: String, reason: String) throws {
    let outcome = EmitRun.emit(
      SourceFile(name: "r.lsh", text: scenario), name: "r.lsh", gate: .inside("."),
      target: .headless)
    #expect(outcome.code == nil)
    #expect(outcome.refusal?.contains(reason) == true, "\(outcome.refusal ?? "none")")
  }
}
