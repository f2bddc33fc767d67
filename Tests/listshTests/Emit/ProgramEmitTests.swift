import Foundation
import HeadlessUIKit
import ListScript
import TestSupport
import Testing

@testable import ListshCore

/// `emit swift --program` and `listsh --uikit-trace`: the program prints, for each profile's
/// branch, the same statements and exceptions as the model's UIKit trace on that profile, so
/// that a diff of the two shows only what UIKit did otherwise.
@Suite struct ProgramEmitTests {
  /// The literals a program's branch for `platform` passes to `trace` (its statements and the
  /// exceptions it prints), in order: `> …` lines, and `raised` for each exception printed.
  static func traced(_ code: String, _ platform: Platform) -> [String] {
    let body = EmittedBranch.body(of: code, on: platform) ?? []
    // A call wrapped at 100 columns: `trace(`, the literal's parts joined by `+`, `)`.
    var calls: [String] = []
    var open: String?
    for text in body {
      if let part = open {
        if text == ")" {
          calls.append("trace(" + part + ")")
          open = nil
        } else {
          let piece = text.hasSuffix(" +") ? String(text.dropLast(2)) : text
          open = part.isEmpty ? piece : String(part.dropLast()) + piece.dropFirst()
        }
      } else if text == "trace(" {
        open = ""
      } else if text.hasPrefix("trace(") {
        calls.append(text)
      }
    }
    return calls.compactMap { text -> String? in
      if text.hasPrefix("trace(\"  raised: ") { return "raised" }
      guard text.hasPrefix("trace(\""), text.hasSuffix("\")") else { return nil }
      return String(text.dropFirst(7).dropLast(2))
        .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }
  }

  /// The same from `listsh --uikit-trace --platform P FILE`'s output.
  static func modelTraced(_ output: String) -> [String] {
    output.split(separator: "\n").compactMap { line in
      if line.hasPrefix("> ") { return String(line) }
      if line.hasPrefix("  raised: ") { return "raised" }
      return nil
    }
  }

  /// For every scenario, on a profile of the past and today's: the program echoes what the model
  /// does.
  ///
  /// The program's branch echoes the statements the model's UIKit trace echoes (an included
  /// file's are not echoed by either), and prints as many exceptions. A profile the model stops
  /// on (a SwiftUI List before iOS 16) has a branch that says so and runs nothing: there is no
  /// trace to compare.
  @Test(arguments: [Platform.ios15, .ios26])
  func theProgramPrintsWhatTheModelsUIKitTracePrints(platform: Platform) throws {
    var compared = 0
    for relative in try EmittedScenarioTests.scenarios() {
      let path = Repository.url(relative).path
      let source = try Files.source(
        Files.fileName(of: path), name: relative, gate: .inside(Files.folder(of: path)))
      let outcome = EmitRun.emit(
        source, name: relative, gate: .inside(Files.folder(of: path)), support: .program)
      guard let code = outcome.code else { continue }  // refused: Core Data
      if case .stops = outcome.profiles.first(where: { $0.platform == platform })?.outcome {
        continue
      }
      let run = try Listsh.run(
        ["--uikit-trace", "--platform", platform.rawValue, relative], in: Repository.root)
      #expect(!run.stdout.contains("new table"), "\(relative): the model's own trace shows")
      #expect(
        Self.traced(code, platform) == Self.modelTraced(run.stdout),
        "\(relative) on \(platform.rawValue)")
      compared += 1
    }
    #expect(compared >= 50, "scenarios compared: \(compared)")
  }

  /// The UIKit trace: statements by their first line, the cells' callouts, the exceptions; no
  /// other trace, print or picture; every view on the profile asked for (ios15's prepared
  /// cell, though the file says ios14).
  @Test func theUIKitTraceHoldsOnlyWhatAProgramSees() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeText(
      """
      platform ios14
      table height 100
      data [1, 2, 3, 4]
      print "not in the trace"
      scroll to 50
      expect error "Invalid" {
        batch { insert rows 0 }
      }
      """, "s.lsh", in: folder)
    let run = try Listsh.run(["--uikit-trace", "--platform", "ios15", "s.lsh"], in: folder)
    #expect(
      run.stdout == """
        > platform ios14
        > table height 100
        > data [1, 2, 3, 4]
          cellForRowAt 0:0 -> c1
          willDisplay 0:0 c1
          cellForRowAt 0:1 -> c2
          willDisplay 0:1 c2
          cellForRowAt 0:2 -> c3
          willDisplay 0:2 c3
          cellForRowAt 0:3 -> c4
        > print "not in the trace"
        > scroll to 50
          didEndDisplaying 0:0 c1
          willDisplay 0:3 c4
        > expect error "Invalid" {
          raised: NSInternalInconsistencyException: Invalid update: invalid number of rows in \
        section 0. The number of rows contained in an existing section after the update (4) \
        must be equal to the number of rows contained in that section before the update (4), \
        plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 \
        deleted) and plus or minus the number of rows moved into or out of that section (0 \
        moved in, 0 moved out).

        """, "\(run.stdout)")
  }

  /// The last statement's turn ends in the program as in the model: its view lays out, and the
  /// cells it asks for are traced.
  @Test func theLastStatementsTurnEnds() throws {
    let outcome = EmitRun.emit(
      SourceFile(name: "p.lsh", text: "table\ndata [1, 2]\nreload\n"), name: "p.lsh",
      gate: .inside("."), support: .program)
    let code = try #require(outcome.code)
    let tail = code.components(separatedBy: "trace(\"> reload\")").last ?? ""
    #expect(tail.contains("tableView.reloadData()\n    tableView.layoutIfNeeded()\n  }"), "\(tail)")
  }

  /// A diffable view's `show` prints nothing in the UIKit trace (a program has no snapshot
  /// summary to print).
  @Test func aDiffableShowPrintsNothing() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeText(
      """
      collection list height 100
      diffable
      let s = snapshot()
      s.appendSections(["m"])
      s.appendItems(["a"])
      apply s
      show
      show svg "p.svg"
      """, "d.lsh", in: folder)
    let run = try Listsh.run(["--uikit-trace", "d.lsh"], in: folder)
    #expect(!run.stdout.contains("diffable data source"), "\(run.stdout)")
    #expect(run.stdout.hasSuffix("> show\n> show svg \"p.svg\"\n"), "\(run.stdout)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("p.svg").path))
  }

  /// A scenario whose data comes from Core Data has no program: listsh says why, with status 73.
  @Test func aFetchedScenarioHasNoProgram() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeText("table\nfetched [1, 2]\n", "f.lsh", in: folder)
    let run = try Listsh.run(["emit", "swift", "--program", "out", "f.lsh"], in: folder)
    #expect(run.code == 73)
    #expect(run.stderr.contains("has no program: its data comes from a fetched-results"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
  }

  /// The program's folder: `main.swift` and the exception helper beside it.
  @Test func theProgramFolderHoldsTheProgramAndTheHelper() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeText("table\ndata [1, 2]\nreload\n", "p.lsh", in: folder)
    let run = try Listsh.run(["emit", "swift", "--program", "out", "p.lsh"], in: folder)
    #expect(run.code == 0, "\(run.stderr)")
    let out = folder.appendingPathComponent("out")
    let main = try String(contentsOf: out.appendingPathComponent("main.swift"), encoding: .utf8)
    #expect(main.contains("trace(\"> reload\")"))
    #expect(main.contains("try PTests().testScenario()"))
    let header = try String(
      contentsOf: out.appendingPathComponent("ListScriptCatch.h"), encoding: .utf8)
    #expect(header.contains("LSCatchException"))
    #expect(
      FileManager.default.fileExists(atPath: out.appendingPathComponent("ListScriptCatch.m").path))
  }
}
