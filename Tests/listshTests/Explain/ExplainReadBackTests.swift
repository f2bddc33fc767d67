import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListshCore

/// Every text the model raises outside batches and scrolls — each diffable snapshot failure
/// and the collection view's request for a missing section — on every profile and both views:
/// rendered, read back, and raised word for word by the scenario `explain` writes. (Batches
/// and scrolls: `ExplainTests`.)
@Suite struct ExplainReadBackTests {
  /// Identifiers as apps print them: plain, with spaces and quotes, with a backslash.
  static let identifiers = ["a", #"Item(id: "x", title: "Nature")"#, #"C:\path"#]

  /// Each snapshot failure UIKit raises, with the identifiers it names.
  static var failures: [SnapshotError] {
    let id = identifiers
    return [
      .duplicateItems([id[0]]), .duplicateItems([id[1], id[2]]), .duplicateSections([id[1]]),
      .sectionAlreadyPresent([id[0]]), .sectionAlreadyPresent([id[0], id[1]]), .noSection,
      .missingTargetForItems, .targetAmongInserted(id[1]), .missingTargetSection,
      .sectionTargetAmongInserted(id[0]), .moveItemMissing(from: true),
      .moveItemMissing(from: false), .moveSectionMissing(from: true),
      .moveSectionMissing(from: false), .reloadMissingItem(id[1]),
      .reconfigureMissingItem(id[2]), .reloadMissingSection(id[1]), .sectionNotFound,
    ]
  }

  /// The texts: every failure on every profile (each text once), and section requests.
  static var texts: [String] {
    var out: [String] = []
    for error in failures {
      for platform in Platform.allCases {
        let text = error.message(on: platform)
        if !out.contains(text) { out.append(text) }
      }
    }
    for (s, n) in [(1, 1), (0, 0), (7, 3)] {
      out.append(
        "request for number of items in section \(s) when there are only \(n) sections in the collection view"
      )
    }
    return out
  }

  @Test(arguments: texts, [false, true])
  func theScenarioRaisesTheTextItWasMadeFrom(_ text: String, terminating: Bool) throws {
    let pasted =
      terminating
      ? "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(text)'\n*** First throw call stack:\n(0x1 0x2)"
      : text
    let outcome = try Explain.explain(pasted)
    let report = try #require(outcome.report, "not read: \(text)")
    #expect(report.verdict == .identical, "\(text)\n\(report.source)\n\(report.transcript)")
    let scenario = try report.scenario.get()
    #expect(scenario.expected == "NSInternalInconsistencyException: " + text)
  }

  /// A text whose identifiers are cut, or whose count disagrees with its list, is not read.
  @Test(arguments: [
    "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a",
    "Diffable data source detected an attempt to insert or append 2 section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: a",
    "request for number of items in section 99999999999 when there are only 1 sections in the collection view",
  ])
  func aDamagedTextIsNotRead(_ text: String) {
    #expect(throws: ExceptionTextError.self) { try Explain.explain(text) }
  }

  /// A duplicate-identifier text as a crash reporter's title or a log flattens it (`Fatal: `
  /// dropped, the set on one line) is read as a variant, its identifiers whole, and the
  /// scenario raises UIKit's own text for them.
  @Test(arguments: [
    ("supplied item identifiers are not unique. Duplicate identifiers: { a }", ["a"]),
    (
      "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a, b)}",
      ["a", "b"]
    ),
    (
      #"supplied item identifiers are not unique. Duplicate identifiers: { Item(id: "x, y", title: "(N)") }"#,
      [#"Item(id: "x, y", title: "(N)")"#]
    ),
    ("supplied section identifiers are not unique. Duplicate identifiers: { (1, 2) }", ["(1, 2)"]),
  ])
  func aFlattenedSetIsReadAsAVariant(_ text: String, ids: [String]) throws {
    let report = try #require(try Explain.explain(text).report)
    #expect(report.reading.fidelity == .wording)
    switch report.reading.content {
    case .snapshot(.duplicateItems(let read)), .snapshot(.duplicateSections(let read)):
      #expect(read == ids)
    default: Issue.record("read as \(report.reading.content)")
    }
    if case .differs(let raised) = report.verdict {
      Issue.record("the scenario raised \(raised ?? "nothing")")
    }
  }

  @Test(arguments: [
    "supplied item identifiers are not unique. Duplicate identifiers: { a",
    "supplied item identifiers are not unique. Duplicate identifiers: { \"a }",
    "supplied item identifiers are not unique. Duplicate identifiers: {  }",
  ])
  func aBrokenFlattenedSetIsNotRead(_ text: String) {
    #expect(throws: ExceptionTextError.self) { try Explain.explain(text) }
  }
}
