import Foundation
import ListScript
import TestSupport
import Testing

@testable import ListshCore

/// What `emit swift` writes for every scenario and documentation example compiles in Swift 6
/// language mode against `Tests/EmitCheck/UIKit.swift`, a stand-in that declares exactly the
/// UIKit API the emitter may use, with Apple's signatures and actor isolation.
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

  /// A folder with the UIKit stand-in built as a module.
  static func stubModule() throws -> URL {
    let folder = try temporaryFolder("emitcheck")
    let (status, output) = try run([
      "-emit-module", "-module-name", "UIKit", "-swift-version", "6", "-parse-as-library",
      root.appendingPathComponent("Tests/EmitCheck/UIKit.swift").path,
      "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path,
    ])
    #expect(status == 0, "\(output)")
    return folder
  }

  @Test func everyEmittedTestTypechecksInSwift6() throws {
    let folder = try Self.stubModule()
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String] = []
    var labels: [String: String] = [:]
    for (k, source) in try Self.sources().enumerated() {
      let outcome = EmitRun.emit(source.file, name: "E\(k)", gate: .inside(source.folder))
      guard let code = outcome.code else { continue }  // a run that ends in an error
      let path = folder.appendingPathComponent("E\(k).swift").path
      try code.write(toFile: path, atomically: true, encoding: .utf8)
      files.append(path)
      labels["E\(k).swift"] = source.label
    }
    #expect(files.count >= 30, "the scenarios and examples emitted: \(files.count)")
    let (status, output) = try Self.run(
      ["-typecheck", "-swift-version", "6", "-I", folder.path] + files)
    // Name the scenario of each error.
    var report = output
    for (file, label) in labels { report = report.replacingOccurrences(of: file, with: label) }
    #expect(status == 0, "\(report)")
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
