import HeadlessUIKit
import ListDiff
import ListScript

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A Markdown page checked: each `listsh` example run, its output block compared or rewritten.
extension ScenarioCheck {
  func checkPage(_ checked: CheckedFile, pictures: Pictures) -> TestResult {
    let path = checked.shown
    let data: [UInt8]
    do {
      data = try gate.read(checked.path, suffixes: Files.Use.page.suffixes, limit: Files.readLimit)
    } catch {
      return Self.unreadable(path, error)
    }
    guard data.count < Files.readLimit else {
      let reason = "a page may hold at most \(Files.readLimit / 1_000_000) MB"
      return .fail("\(path): " + reason, annotations: [.init(file: path, message: reason)])
    }
    let page = MarkdownExamples(String(decoding: data, as: UTF8.self))
    if let line = page.unclosedFences.first {
      return .fail(
        "\(path):\(line): a ```listsh or ```output fence that is never closed",
        annotations: [.init(file: path, line: line, message: "fence never closed")])
    }
    var problems: [(reason: String, annotations: [TestResult.Annotation])] = []
    var transcripts: [String] = []
    let name = Files.fileName(of: path)
    for example in page.examples {
      let directives: TestDirectives
      do {
        directives = try TestDirectives.read(
          fenceInfo: Substring(example.info), line: example.line - 1)
      } catch {
        problems.append(
          (
            "\(path):\(error.line): \(error.message)",
            [.init(file: path, line: error.line, message: error.message)]
          ))
        transcripts.append(example.expected ?? "")
        continue
      }
      let run = self.run(
        MarkdownExamples.sourceFile(example, name: name, path: checked.path), pictures: pictures)
      transcripts.append(run.transcript)
      if let verdict = Self.verdict(run, directives.expectedEnd(on: platform), path: path) {
        problems.append(("example at line \(example.line): " + verdict.reason, verdict.annotations))
      }
    }
    let count = "\(page.examples.count) example\(page.examples.count == 1 ? "" : "s")"
    let stale = zip(page.examples, transcripts).filter { $0.expected != $1 }
    let missing = stale.filter { $0.0.expected == nil }
    if !stale.isEmpty, update || (missing.count == stale.count && !inCI) {
      do {
        try write(page.rewritten(with: transcripts), to: checked.path, as: .page)
      } catch {
        return .fail("cannot write \(FileNames.abbreviated(path)): \(Self.reason(error))")
      }
      if problems.isEmpty { return .pass(count + ", updated \(stale.count)") }
      return .fail(
        problems.map(\.reason).joined(separator: "; ") + " (updated \(stale.count) all the same)",
        annotations: problems.flatMap(\.annotations))
    }
    var report = ""
    var annotations = problems.flatMap(\.annotations)
    for (example, transcript) in stale {
      let outputLine = example.outputLines.lowerBound + 1
      guard let expected = example.expected else {
        report += "\(path):\(example.line): no output block (CI=true: run listsh test --update)\n"
        annotations.append(.init(file: path, line: example.line, message: "no output block"))
        continue
      }
      report += UnifiedDiff.diff(
        expected: expected, actual: transcript, expectedName: "\(path):\(example.line) (output)",
        actualName: "transcript")
      annotations.append(
        .init(
          file: path,
          line: outputLine - 1 + (Self.firstDifferingLine(expected, transcript) ?? 1),
          message: "the output block differs from the example's transcript"))
    }
    if stale.isEmpty, problems.isEmpty { return .pass(count) }
    var reasons = problems.map(\.reason)
    if !stale.isEmpty { reasons.append("\(stale.count) of \(count) differ") }
    return .fail(reasons.joined(separator: "; "), details: report, annotations: annotations)
  }
}
