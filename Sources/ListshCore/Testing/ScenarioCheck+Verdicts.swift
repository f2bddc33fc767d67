import HeadlessUIKit
import ListDiff
import ListScript

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Whether a run succeeded as its file declares, and where to point a reader at it.
extension ScenarioCheck {
  /// Why a run did not succeed as its file declares, and where to point a reader at it.
  typealias Verdict = (reason: String, annotations: [TestResult.Annotation])

  /// Why a run did not succeed as its file declares, or `nil` if it did.
  static func verdict(
    _ run: Run, _ expectedEnd: TestDirectives.ExpectedEnd?, path: String
  ) -> Verdict? {
    let folder = Files.folder(of: path)
    let error = run.firstError
    let position = error?.range.map { " at \($0.position)" } ?? ""
    let firstLine = error.map { String($0.message.prefix { $0 != "\n" }) } ?? "no error reported"
    let annotations = error.map { [annotation($0, folder: folder)] } ?? []
    guard let expectedEnd else {
      guard run.status != .success else { return nil }
      return ("exit \(run.status.exitCode)\(position): \(firstLine)", annotations)
    }
    guard run.status != .success else {
      let reason = "declared to end with \(expectedEnd.described), but it ran to its end"
      return (reason, [.init(file: path, message: reason)])
    }
    if run.status.exitCode == expectedEnd.exitCode, let error,
      expectedEnd.matches(error.message)
    {
      return nil
    }
    return (
      "ended with exit \(run.status.exitCode)\(position): \(firstLine); declared \(expectedEnd.described)",
      annotations
    )
  }

  /// An annotation at a diagnostic, its file named relative to where the runner started.
  ///
  /// The message is the diagnostic's first line, then its notes, each on a line of its own
  /// (an assertion's `left:` and `right:`), so that a pull request shows both sides.
  static func annotation(_ diagnostic: Diagnostic, folder: String) -> TestResult.Annotation {
    let message = ([String(diagnostic.message.prefix { $0 != "\n" })] + diagnostic.notes)
      .joined(separator: "\n")
    guard let range = diagnostic.range else {
      return .init(file: folder, message: message)
    }
    let name = range.file.name
    let file = name.hasPrefix("/") || folder == "." ? name : Files.normalized(folder + "/" + name)
    let (line, column) = range.file.location(of: range.bytes.lowerBound)
    return .init(file: file, line: line, column: column, message: message)
  }

  /// The 1-based first line at which two texts differ.
  static func firstDifferingLine(_ a: String, _ b: String) -> Int? {
    let x = a.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let y = b.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for i in 0..<max(x.count, y.count)
    where i >= x.count || i >= y.count || !x[i].elementsEqual(y[i]) {
      return i + 1
    }
    return nil
  }

  /// Collects a run's output as its transcript and keeps its first error.
  ///
  /// Unsafe: confined (`@unchecked Sendable`) — one thread: the run's, this one or the one
  /// `LargeStack.run` joins before the collector is read (`ScenarioCheck.run`).
  package final class Collector: @unchecked Sendable {
    var text = ""
    var firstError: Diagnostic?
    func append(_ output: Output) {
      switch output {
      case .text(let t): text += t
      case .diagnostic(let d):
        text += d.rendered()
        if firstError == nil, d.severity == .error { firstError = d }
      }
    }
  }
}
