import ArgumentParser
import Dispatch
import Foundation
import ListScript

/// `listsh test`: runs scenario files in parallel and compares each transcript with the `.out`
/// file beside it.
struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: """
      Run *.lsh scenarios and the listsh examples of *.md pages, comparing each transcript with \
      the expected one.
      """,
    discussion: """
      A scenario's transcript is the .out file beside it; a Markdown example (a fenced ```listsh \
      block) is followed by an ```output block. A missing .out file or output block is created, \
      except under CI=true, where it fails. Ends with the line 'N passed, N failed'; exits 1 if \
      any failed.
      """)

  @Argument(help: "Files or folders to search for *.lsh and *.md (default: scenarios).")
  var paths: [String] = []

  @Flag(help: "Rewrite the .out files with the transcripts.")
  var update = false

  @Option(help: "Write a JUnit XML report to this file.")
  var junit: String?

  @Option(help: "The behaviour profile scenarios start with.")
  var platform: Platform = .ios15

  func run() throws {
    let roots = paths.isEmpty ? ["scenarios"] : paths
    var files: [String] = []
    for root in roots {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else {
        throw ValidationError("no such file or folder: \(root)")
      }
      if !isFolder.boolValue {
        files.append(root)
        continue
      }
      let walker = FileManager.default.enumerator(atPath: root)
      while let item = walker?.nextObject() as? String {
        let path = (root as NSString).appendingPathComponent(item)
        if item.hasSuffix(".lsh") || (item.hasSuffix(".md") && Self.hasExamples(path)) {
          files.append(path)
        }
      }
    }
    files.sort()
    let found = files
    let inCI = ProcessInfo.processInfo.environment["CI"] == "true"
    let results = Results(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { i in
      results.set(i, Self.check(found[i], update: update, inCI: inCI, platform: platform))
    }
    var passed = 0
    var failed = 0
    for (file, result) in zip(files, results.all) {
      let time = String(format: "%.2fs", result.seconds)
      switch result.outcome {
      case .passed(let note):
        passed += 1
        Console.write("PASS \(file) (\(time))\(note.map { " — " + $0 } ?? "")\n", to: 1)
      case .failed(let why, let diff):
        failed += 1
        Console.write("FAIL \(file) (\(time)): \(why)\n\(diff)", to: 1)
      }
    }
    if let junit {
      let xml = Self.junitReport(Array(zip(files, results.all)), passed: passed, failed: failed)
      do {
        try xml.write(toFile: junit, atomically: true, encoding: .utf8)
      } catch {
        Console.write("listsh: cannot write \(junit): \(error.localizedDescription)\n", to: 2)
      }
    }
    Console.write("\(passed) passed, \(failed) failed\n", to: 1)
    if failed > 0 || files.isEmpty { throw ExitCode(1) }
  }

  struct Result: Sendable {
    enum Outcome: Sendable {
      case passed(String?)
      case failed(String, String)
    }
    var outcome: Outcome
    var seconds: Double
  }

  /// Results written from concurrent workers, one slot each.
  final class Results: @unchecked Sendable {
    private var slots: [Result?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ r: Result) {
      lock.lock()
      slots[i] = r
      lock.unlock()
    }
    var all: [Result] {
      slots.map { $0 ?? Result(outcome: .failed("did not run", ""), seconds: 0) }
    }
  }

  /// Whether a Markdown page has a `listsh` example.
  static func hasExamples(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else { return false }
    return !MarkdownExamples(String(decoding: data, as: UTF8.self)).examples.isEmpty
  }

  /// Runs every example of a Markdown page and compares (or writes) their output blocks.
  static func checkPage(
    _ path: String, update: Bool, inCI: Bool, platform: Platform, pictures: Pictures
  ) -> Result {
    let start = Date()
    guard let data = FileManager.default.contents(atPath: path) else {
      return Result(outcome: .failed("cannot read \(path)", ""), seconds: 0)
    }
    let page = MarkdownExamples(String(decoding: data, as: UTF8.self))
    let transcripts = page.examples.map {
      transcript(
        of: MarkdownExamples.sourceFile($0, name: path), platform: platform, pictures: pictures)
    }
    let seconds = Date().timeIntervalSince(start)
    let count = "\(page.examples.count) example\(page.examples.count == 1 ? "" : "s")"
    let stale = zip(page.examples, transcripts).filter { $0.expected != $1 }
    if stale.isEmpty { return Result(outcome: .passed(count), seconds: seconds) }
    let missing = stale.filter { $0.0.expected == nil }
    if update || (missing.count == stale.count && !inCI) {
      do {
        try page.rewritten(with: transcripts).write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        return Result(outcome: .failed("cannot write \(path)", ""), seconds: seconds)
      }
      return Result(outcome: .passed(count + ", updated \(stale.count)"), seconds: seconds)
    }
    var report = ""
    for (example, transcript) in stale {
      guard let expected = example.expected else {
        report += "\(path):\(example.line): no output block (CI=true: run listsh test --update)\n"
        continue
      }
      report += UnifiedDiff.diff(
        expected: expected, actual: transcript, expectedName: "\(path):\(example.line) (output)",
        actualName: "transcript")
    }
    return Result(
      outcome: .failed("\(stale.count) of \(count) differ", report), seconds: seconds)
  }

  /// Runs one scenario (or Markdown page), compares (or writes) its transcript, and checks the
  /// pictures it draws.
  static func check(_ path: String, update: Bool, inCI: Bool, platform: Platform) -> Result {
    let pictures = Pictures()
    var result =
      path.hasSuffix(".md")
      ? checkPage(path, update: update, inCI: inCI, platform: platform, pictures: pictures)
      : checkScenario(path, update: update, inCI: inCI, platform: platform, pictures: pictures)
    let stale = pictures.stale(update: update, inCI: inCI)
    if !stale.isEmpty, case .passed = result.outcome {
      result.outcome = .failed(
        "pictures not current (run listsh test --update): " + stale.joined(separator: ", "), "")
    }
    return result
  }

  /// Runs one scenario and compares (or writes) its transcript.
  static func checkScenario(
    _ path: String, update: Bool, inCI: Bool, platform: Platform, pictures: Pictures
  ) -> Result {
    let start = Date()
    guard let file = Files.read(path) else {
      return Result(outcome: .failed("cannot read \(path)", ""), seconds: 0)
    }
    let transcript = Self.transcript(of: file, platform: platform, pictures: pictures)
    let seconds = Date().timeIntervalSince(start)
    let outPath = String(path.dropLast(4)) + ".out"
    let expected = FileManager.default.contents(atPath: outPath).map {
      String(decoding: $0, as: UTF8.self)
    }
    if update || (expected == nil && !inCI) {
      do {
        try transcript.write(toFile: outPath, atomically: true, encoding: .utf8)
      } catch {
        return Result(outcome: .failed("cannot write \(outPath)", ""), seconds: seconds)
      }
      let note =
        expected == nil
        ? "created \(outPath)" : (expected == transcript ? nil : "updated \(outPath)")
      return Result(outcome: .passed(note), seconds: seconds)
    }
    guard let expected else {
      return Result(
        outcome: .failed("no \(outPath) (CI=true: run listsh test --update and commit it)", ""),
        seconds: seconds)
    }
    if expected == transcript { return Result(outcome: .passed(nil), seconds: seconds) }
    let diff = UnifiedDiff.diff(
      expected: expected, actual: transcript, expectedName: outPath, actualName: "transcript")
    return Result(outcome: .failed("the transcript differs", diff), seconds: seconds)
  }

  /// The exact text listsh prints for a source with colour off; the pictures it draws are
  /// checked against the files they name (see `Pictures`).
  static func transcript(of file: SourceFile, platform: Platform, pictures: Pictures? = nil)
    -> String
  {
    let collected = Collector()
    let interpreter = Interpreter(
      platform: platform, trace: .calls, echo: true, emit: collected.append, load: Files.include,
      save: { path, from, text in pictures?.record(Files.resolve(path, from: from), text) })
    _ = LargeStack.run { interpreter.run(file) }
    return collected.text
  }

  /// The pictures a test run draws (`show svg`): each must match the file it names, which is
  /// written under `--update`, or when missing outside CI.
  final class Pictures: @unchecked Sendable {
    private var drawn: [(path: String, text: String)] = []
    private let lock = NSLock()

    func record(_ path: String, _ text: String) {
      lock.lock()
      drawn.append((path, text))
      lock.unlock()
    }

    /// The pictures that are not current, after writing those it may write.
    func stale(update: Bool, inCI: Bool) -> [String] {
      var stale: [String] = []
      for (path, text) in drawn {
        let current = FileManager.default.contents(atPath: path).map {
          String(decoding: $0, as: UTF8.self)
        }
        if current == text { continue }
        if update || (current == nil && !inCI) {
          if (try? text.write(toFile: path, atomically: true, encoding: .utf8)) != nil { continue }
        }
        stale.append(path)
      }
      return stale
    }
  }

  final class Collector: @unchecked Sendable {
    var text = ""
    func append(_ output: Output) {
      switch output {
      case .text(let t): text += t
      case .diagnostic(let d): text += d.rendered()
      }
    }
  }

  static func junitReport(_ results: [(String, Result)], passed: Int, failed: Int) -> String {
    func escape(_ s: String) -> String {
      s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
    let total = results.reduce(0.0) { $0 + $1.1.seconds }
    var xml = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites tests=\"\(passed + failed)\" failures=\"\(failed)\" time=\"\(String(format: "%.3f", total))\">",
      "  <testsuite name=\"listsh\" tests=\"\(passed + failed)\" failures=\"\(failed)\" time=\"\(String(format: "%.3f", total))\">",
    ]
    for (path, result) in results {
      let time = String(format: "%.3f", result.seconds)
      switch result.outcome {
      case .passed:
        xml.append("    <testcase name=\"\(escape(path))\" classname=\"listsh\" time=\"\(time)\"/>")
      case .failed(let why, let diff):
        xml.append("    <testcase name=\"\(escape(path))\" classname=\"listsh\" time=\"\(time)\">")
        xml.append("      <failure message=\"\(escape(why))\">\(escape(diff))</failure>")
        xml.append("    </testcase>")
      }
    }
    xml += ["  </testsuite>", "</testsuites>"]
    return xml.joined(separator: "\n") + "\n"
  }
}
