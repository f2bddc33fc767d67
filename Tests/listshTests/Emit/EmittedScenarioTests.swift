import Foundation
import ListScript
import TestSupport
import Testing

@testable import ListshCore

/// What `emit swift` writes for the repository's scenarios: a reviewed golden file per scenario
/// folder, lines within 100 columns, and no batch call the scenario did not make itself.
@Suite struct EmittedScenarioTests {
  /// The scenario each folder's golden file is emitted from (`Tests/EmitCheck/golden/`).
  static let goldens: [String: String] = [
    "scenarios": "language-spec-example.lsh",
    "apple-guide": "three-sections.lsh",
    "article1-visible-cells": "ios15-stale-cell.lsh",
    "article2-insert-without-jump": "ads-sink-the-page.lsh",
    "article3-batch-updates": "invalid-update.lsh",
    "article4-fd-template-layout-cell": "index-path-cache.lsh",
    "article5-table-adapter": "move-and-change.lsh",
    "collection-views": "cross-section-move.lsh",
    "diff": "update-to.lsh",
    "diffable": "reload-vs-reconfigure.lsh",
    "feeds": "fetched-results.lsh",
    "ios16-to-26": "two-stage-count-check.lsh",
    "our-choices": "table-batches.lsh",
    "selection": "selection-modes.lsh",
    "swiftui": "swiftui-list-nextseason.lsh",
    "uikit-bridge": "scroll-out-of-bounds.lsh",
  ]

  /// A scenario's steps and its emitted code (`nil` for a run that ended in no exception).
  static func emitted(_ relative: String) throws -> (steps: [RecordedStep], code: String?) {
    let outcome = try outcome(relative)
    return (outcome.steps, outcome.code)
  }

  /// What `EmitRun` gives for a scenario of the repository.
  static func outcome(_ relative: String) throws -> EmitRun.Outcome {
    let path = Repository.url(relative).path
    let folder = Files.folder(of: path)
    let file = try Files.source(Files.fileName(of: path), name: relative, gate: .inside(folder))
    return EmitRun.emit(file, name: relative, gate: .inside(folder))
  }

  /// Every scenario file of the repository (helpers aside).
  static func scenarios() throws -> [String] {
    let base = Repository.url("scenarios").path
    let all = (FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? [])
    return try all.filter { $0.hasSuffix(".lsh") }.sorted().filter { relative in
      let text = try Repository.text("scenarios/" + relative)
      return !(try TestDirectives.read(scenario: Substring(text))).isHelper
    }.map { "scenarios/" + $0 }
  }

  @Test func eachFolderHasAReviewedGoldenFile() throws {
    let folders = Set(
      try Self.scenarios().map { path in
        let parts = path.split(separator: "/")
        return parts.count > 2 ? String(parts[1]) : "scenarios"
      })
    #expect(folders == Set(Self.goldens.keys), "a scenario folder without a golden emitted file")
    for (folder, scenario) in Self.goldens.sorted(by: { $0.key < $1.key }) {
      let relative =
        folder == "scenarios" ? "scenarios/\(scenario)" : "scenarios/\(folder)/\(scenario)"
      let code = try #require(try Self.emitted(relative).code, "\(relative) emits nothing")
      let golden = "Tests/EmitCheck/golden/\(folder).swift.golden"
      if TestEnvironment.value("LISTSH_UPDATE_GOLDENS") == "1", TestEnvironment.value("CI") == nil {
        try code.write(to: Repository.url(golden), atomically: true, encoding: .utf8)
      }
      let expected = try? Repository.text(golden)
      #expect(
        expected == code,
        "\(golden) differs from what \(relative) emits (LISTSH_UPDATE_GOLDENS=1 rewrites it)")
    }
  }

  /// The app's batch calls in the test are the scenario's own, one for one.
  ///
  /// None of UIKit's (a diffable apply's batch), none twice; and lines stay within 100 columns.
  @Test func noEmittedBatchCallTheScenarioDidNotMake() throws {
    let calls = [
      "insertRows(", "deleteRows(", "reloadRows(", "reconfigureRows(", "moveRow(", "insertItems(",
      "deleteItems(", "reloadItems(", "reconfigureItems(", "moveItem(", "insertSections(",
      "deleteSections(", "reloadSections(IndexSet", "moveSection(", "performBatchUpdates(",
      "beginUpdates(", "endUpdates(",
    ]
    var emitted = 0
    var branches = 0
    for relative in try Self.scenarios() {
      let outcome = try Self.outcome(relative)
      guard let code = outcome.code else { continue }
      emitted += 1
      let lines = code.split(separator: "\n")
      // Each profile's branch (a method of its own, or the test's body when every profile's
      // code is the same) against the calls the model's run on that profile made.
      for run in outcome.profiles {
        guard case .steps(let steps) = run.outcome else {
          // A branch skips only for an API its iOS lacks (docs/emit-swift.md).
          if case .stops(let why) = run.outcome {
            #expect(why.contains("is not available on"), "\(relative) on \(run.platform): \(why)")
          }
          continue
        }
        // The branch's body: a fetched-results delegate's own calls are declared above it.
        let body = try #require(EmittedBranch.body(of: code, on: run.platform))
        if code.contains("  // \(run.platform.rawValue): ") { branches += 1 }
        // With two fetched-results controllers, or written reports, the test makes their calls
        // by hand.
        let byHand = steps.contains { $0.roles.needs.contains(.handMadeFeeds) }
        let flat = steps.flatMap { step -> [RecordedStep] in
          if byHand, case .fetchedChange(_, _, let made, _) = step { return made }
          return [step]
        }
        let made = flat.filter(\.roles.updateCall).count
        let written = body.filter { line in
          !line.trimmingPrefix(while: { $0 == " " }).hasPrefix("//")
            && calls.contains { line.contains("View." + $0) }
        }.count
        #expect(
          written == made,
          "\(relative) on \(run.platform): \(written) batch calls written, \(made) made")
      }
      for line in lines where line.count > 100 {
        Issue.record("\(relative): a line of \(line.count) columns: \(line)")
      }
    }
    #expect(emitted >= 40, "scenarios emitted: \(emitted)")
    #expect(branches >= 20, "profile branches checked: \(branches)")
  }
}
