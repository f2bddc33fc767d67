import Foundation
import ListScript
import TestSupport
import Testing

@testable import ListshCore

/// What `emit swift` writes for every scenario and documentation example compiles in Swift 6
/// language mode against `Tests/EmitCheck/UIKit.swift`, `Tests/EmitCheck/CoreData.swift` and
/// `Tests/EmitCheck/SwiftUI.swift`, stand-ins that declare exactly the UIKit, Core Data and
/// SwiftUI API the emitter may use, with Apple's signatures and actor isolation.
@Suite(.serialized) struct EmittedCodeTypechecksTests {
  static let root = Repository.root

  /// `swiftc` from the `PATH`.
  static var swiftc: String? { TestEnvironment.executable(named: "swiftc") }

  /// Every scenario (helpers aside) and every `listsh` example of the docs and the README.
  static func sources() throws -> [(label: String, file: SourceFile, folder: String)] {
    var found: [(String, SourceFile, String)] = []
    let fm = FileManager.default
    for folder in ["scenarios", "docs"] {
      let base = root.appendingPathComponent(folder)
      let files = (fm.enumerator(atPath: base.path)?.allObjects as? [String] ?? []).sorted()
      for relative in files {
        let path = base.appendingPathComponent(relative).path
        if relative.hasSuffix(".lsh"),
          let file = try? Files.source(
            Files.fileName(of: path), name: path, gate: .inside(Files.folder(of: path))),
          !(try TestDirectives.read(scenario: Substring(decoding: file.bytes, as: UTF8.self)))
            .isHelper
        {
          found.append(("\(folder)/\(relative)", file, Files.folder(of: path)))
        }
      }
    }
    let pages =
      ["README.md"]
      + ((try? fm.contentsOfDirectory(atPath: root.path + "/docs")) ?? [])
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    for page in pages {
      let path = root.appendingPathComponent(page).path
      let text = try String(contentsOfFile: path, encoding: .utf8)
      for example in MarkdownExamples(text).examples {
        found.append(
          (
            "\(page):\(example.line)",
            MarkdownExamples.sourceFile(
              example, name: Files.fileName(of: path), path: Files.fileName(of: path)),
            Files.folder(of: path)
          ))
      }
    }
    return found
  }

  /// Runs `swiftc` with `arguments`; its status and what it printed.
  static func run(_ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(swiftc))
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A folder with the UIKit stand-in and the exception helper's stand-in built as modules.
  static func stubModule() throws -> URL {
    let folder = try temporaryFolder("emitcheck")
    let (status, output) = try run([
      "-emit-module", "-module-name", "UIKit", "-swift-version", "6", "-parse-as-library",
      root.appendingPathComponent("Tests/EmitCheck/UIKit.swift").path,
      "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path,
    ])
    #expect(status == 0, "\(output)")
    let (coreDataStatus, coreDataOutput) = try run([
      "-emit-module", "-module-name", "CoreData", "-swift-version", "6", "-parse-as-library",
      root.appendingPathComponent("Tests/EmitCheck/CoreData.swift").path,
      "-emit-module-path", folder.appendingPathComponent("CoreData.swiftmodule").path,
    ])
    #expect(coreDataStatus == 0, "\(coreDataOutput)")
    let (swiftUIStatus, swiftUIOutput) = try run([
      "-emit-module", "-module-name", "SwiftUI", "-swift-version", "6", "-parse-as-library",
      "-I", folder.path, root.appendingPathComponent("Tests/EmitCheck/SwiftUI.swift").path,
      "-emit-module-path", folder.appendingPathComponent("SwiftUI.swiftmodule").path,
    ])
    #expect(swiftUIStatus == 0, "\(swiftUIOutput)")
    let (helperStatus, helperOutput) = try run([
      "-emit-module", "-module-name", "ListScriptCatch", "-swift-version", "6",
      "-parse-as-library", "-I", folder.path,
      root.appendingPathComponent("Tests/EmitCheck/ListScriptCatch.swift").path,
      "-emit-module-path", folder.appendingPathComponent("ListScriptCatch.swiftmodule").path,
    ])
    #expect(helperStatus == 0, "\(helperOutput)")
    return folder
  }

  @Test func everyEmittedTestTypechecksInSwift6() throws {
    let folder = try Self.stubModule()
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String] = []
    var labels: [String: String] = [:]
    // The scenarios `listsh explain` writes for crash texts: the cookbook's, and every UIKit
    // exception a scenario ended with. Each ends in the exception, which the test catches.
    var texts: [String] = []
    for (k, source) in try Self.sources().enumerated() {
      let outcome = EmitRun.emit(source.file, name: "E\(k)", gate: .inside(source.folder))
      texts += outcome.diagnostics.map(\.message).filter { $0.hasPrefix("NS") }
      guard let code = outcome.code else { continue }  // a run that ends in an error
      let path = folder.appendingPathComponent("E\(k).swift").path
      try code.write(toFile: path, atomically: true, encoding: .utf8)
      files.append(path)
      labels["E\(k).swift"] = source.label
    }
    let page = try String(contentsOf: CookbookExplainTests.cookbook, encoding: .utf8)
    if let crash = CookbookExplainTests.block(
      page, after: "## From a crash report to a running scenario", fence: "```text")
    {
      texts.append(crash)
    }
    // The real crash texts the corpus expects to be reproduced (issue 31's corpus).
    texts += ExplainCorpusTests.entries.filter { $0.fields["expect"] == "reproduce" }.map(\.text)
    var explained = 0
    for (k, text) in texts.enumerated() {
      guard let report = (try? Explain.explain(text))?.report, !report.source.isEmpty else {
        continue
      }
      let outcome = EmitRun.emit(
        SourceFile(name: "explain\(k).lsh", text: report.source), name: "X\(k)", gate: .inside("."))
      let code = try #require(outcome.code, "explain's scenario for \(text.prefix(60)) emits")
      #expect(code.contains("LSCatchException"))
      let path = folder.appendingPathComponent("X\(k).swift").path
      try code.write(toFile: path, atomically: true, encoding: .utf8)
      files.append(path)
      labels["X\(k).swift"] = "explain: \(text.prefix(60))"
      explained += 1
    }
    #expect(explained >= 1, "crash scenarios emitted: \(explained)")
    #expect(files.count >= 30, "the scenarios and examples emitted: \(files.count)")
    let (status, output) = try Self.run(
      ["-typecheck", "-swift-version", "6", "-I", folder.path] + files)
    // Name the scenario of each error.
    var report = output
    for (file, label) in labels { report = report.replacingOccurrences(of: file, with: label) }
    #expect(status == 0, "\(report)")
  }

  /// Every scenario's `--program` (a Mac Catalyst command-line program) type-checks against
  /// the stand-ins, each on its own (a program is a `main.swift`), with the exception helper
  /// as its bridging header would declare it.
  @Test func everyEmittedProgramTypechecksInSwift6() throws {
    let folder = try Self.stubModule()
    defer { try? FileManager.default.removeItem(at: folder) }
    let helper = Self.root.appendingPathComponent("Tests/EmitCheck/ListScriptCatch.swift").path
    var programs = 0
    var refused = 0
    for (k, source) in try Self.sources().enumerated() where source.label.hasPrefix("scenarios/") {
      let outcome = EmitRun.emit(
        source.file, name: "P\(k)", gate: .inside(source.folder), support: .program)
      if outcome.refusal != nil { refused += 1 }
      guard let code = outcome.code else { continue }
      #expect(code.contains("trace(\"> "), "\(source.label): no statement is echoed")
      let place = folder.appendingPathComponent("P\(k)")
      try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
      let main = place.appendingPathComponent("main.swift").path
      try code.write(toFile: main, atomically: true, encoding: .utf8)
      let (status, output) = try Self.run(
        ["-typecheck", "-swift-version", "6", "-I", folder.path, main, helper])
      #expect(status == 0, "\(source.label): \(output)")
      programs += 1
    }
    #expect(programs >= 40, "programs emitted: \(programs), refused: \(refused)")
  }

  /// The Objective-C helper of `--package` passes clang's syntax check (against a stand-in
  /// Foundation header), where clang is at hand.
  @Test func theExceptionHelperIsValidObjectiveC() throws {
    guard let clang = TestEnvironment.executable(named: "clang") else { return }
    let folder = try temporaryFolder("emitobjc")
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in EmitPackage.files(tests: []) where file.path.hasPrefix("Sources/") {
      let url = folder.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try file.text.write(to: url, atomically: true, encoding: .utf8)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: clang)
    process.arguments = [
      "-fsyntax-only", "-x", "objective-c", "-fobjc-exceptions", "-fblocks",
      "-I", Self.root.appendingPathComponent("Tests/EmitCheck/objc").path,
      "-I", folder.appendingPathComponent("Sources/ListScriptCatch/include").path,
      folder.appendingPathComponent("Sources/ListScriptCatch/ListScriptCatch.m").path,
    ]
    let output = Pipe()
    process.standardError = output
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
  }

  /// The check can fail: a call the stand-in does not declare, or one made off the main actor,
  /// is an error.
  @Test func theStandInRejectsWhatUIKitWould() throws {
    let folder = try Self.stubModule()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cases = [
      "import UIKit\n@MainActor func f(_ t: UITableView) { t.reloadRowz() }\n",
      "import UIKit\nfunc f() { _ = UITableView(frame: .zero, style: .plain) }\n",
      "import UIKit\n@MainActor func f(_ t: UITableView) { t.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top) }\n",
      // A fetched-results delegate method written otherwise than Core Data's.
      "import CoreData\nfinal class D: NSObject, NSFetchedResultsControllerDelegate {\n"
        + "  func controllerWillChangeContent(_ c: NSFetchedResultsController<NSFetchRequestResult>) {}\n"
        + "  func controllerDidChangeContent(_ c: NSFetchedResultsController<NSManagedObject>) {}\n}\n",
    ]
    for (k, text) in cases.enumerated() {
      let path = folder.appendingPathComponent("bad\(k).swift").path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      let (status, output) = try Self.run([
        "-typecheck", "-swift-version", "6", "-I", folder.path, path,
      ])
      #expect(status != 0, "case \(k) should not typecheck")
      #expect(output.contains("error:"))
    }
  }
}
