import Foundation
import HeadlessUIKit
import ListshCore

/// The ways `listsh test` reports results: a line per file on the console (coloured on a
/// terminal), GitHub Actions annotations, and a JUnit XML file.
enum TestReport {
  /// `PASS path (0.12s, 31 MB)` or `FAIL path (0.12s, 31 MB): reason`, then any details (the
  /// memory is the worker's peak, where it was measured).
  static func line(_ path: String, _ result: TestResult, color: Bool) -> String {
    let time =
      String(format: "%.2fs", result.seconds)
      + (result.peakBytes.map { ", \($0 / 1_000_000) MB" } ?? "")
    let (word, tint) = result.passed ? ("PASS", Console.green) : ("FAIL", Console.red)
    let label = color ? tint + word + Console.reset : word
    guard result.passed else {
      return "\(label) \(path) (\(time)): \(result.summary ?? "failed")\n\(result.details)"
    }
    return "\(label) \(path) (\(time))\(result.summary.map { " — " + $0 } ?? "")\n"
  }

  /// GitHub Actions workflow commands (`::error file=…,line=…::message`) for a failure, so
  /// that it shows on the pull request's line.
  static func githubAnnotations(_ result: TestResult) -> String {
    result.annotations.map { a in
      var properties = ["file=" + escapeProperty(a.file)]
      if let line = a.line { properties.append("line=\(line)") }
      if let column = a.column { properties.append("col=\(column)") }
      properties.append("title=listsh test")
      return "::error " + properties.joined(separator: ",") + "::" + escapeData(a.message) + "\n"
    }.joined()
  }

  /// A workflow command's message: `%`, CR and LF are escaped.
  static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A workflow command's property value: as a message, and `:` and `,` too.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
      of: ",", with: "%2C")
  }

  /// A JUnit XML report: one `testcase` per file, its `classname` the file's folder.
  static func junit(_ results: [(path: String, result: TestResult)]) -> String {
    let failed = results.filter { !$0.result.passed }.count
    let total = String(format: "%.3f", results.reduce(0.0) { $0 + $1.result.seconds })
    let counts = "tests=\"\(results.count)\" failures=\"\(failed)\" time=\"\(total)\""
    var xml = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites \(counts)>",
      "  <testsuite name=\"listsh\" \(counts)>",
    ]
    for (path, result) in results {
      let attributes =
        "name=\"\(XMLText.escaped(Files.fileName(of: path)))\" classname=\"\(XMLText.escaped(Files.folder(of: path)))\" file=\"\(XMLText.escaped(path))\" time=\"\(String(format: "%.3f", result.seconds))\""
      if result.passed {
        xml.append("    <testcase \(attributes)/>")
      } else {
        xml.append("    <testcase \(attributes)>")
        xml.append(
          "      <failure message=\"\(XMLText.escaped(result.summary ?? "failed"))\">\(XMLText.escaped(result.details))</failure>"
        )
        xml.append("    </testcase>")
      }
    }
    xml += ["  </testsuite>", "</testsuites>"]
    return xml.joined(separator: "\n") + "\n"
  }
}
