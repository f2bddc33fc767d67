import HeadlessUIKit
import ListScript

/// What a tool call answers: the structured result its output schema describes, the same in
/// words for a client that shows text, and whether the call failed.
package struct MCPToolResult: Equatable {
  /// The result its tool's `outputSchema` describes; `nil` for a failed call.
  package var structured: JSON?
  /// The result in words (a failed call's reason).
  package var text: String

  /// Whether the call failed: its reason is in `text` alone.
  package var isError: Bool { structured == nil }

  /// The `tools/call` result.
  ///
  /// A failed call carries no `structuredContent`: the protocol says structured content must
  /// match the output schema, and clients check it even on an error.
  var json: JSON {
    var result: [String: JSON] = [
      "content": [["type": "text", "text": .string(text)]], "isError": .bool(isError),
    ]
    result["structuredContent"] = structured
    return .object(result)
  }

  /// A call that could not be made, and why.
  static func failed(_ message: String) -> MCPToolResult {
    MCPToolResult(structured: nil, text: message)
  }
}

/// The tools' work: arguments read into typed calls, each answered by the code behind the
/// command it stands for (`listsh explain`, `run`, `test`, `emit swift`, `check`).
package struct MCPTools {
  let host: any MCPHost

  /// Answers a call of `tool` with `arguments` (an object); arguments it cannot use are
  /// answered as a failed call that says which, so that the agent can correct them.
  func call(_ tool: MCPTool, _ arguments: JSON) -> MCPToolResult {
    let call: MCPCall
    do throws(MCPCall.ArgumentError) {
      call = try MCPCall(tool, arguments)
    } catch {
      return .failed(error.message)
    }
    switch call {
    case .explain(let text): return explain(text)
    case .run(let request): return run(request)
    case .test(let paths, let profiles): return test(paths, profiles)
    case .emitSwift(let source, let name, let target):
      return emit(source, name: name, target: target)
    case .check(let payload): return check(payload)
    }
  }

  func run(_ request: ScenarioRun.Request) -> MCPToolResult {
    let report = host.run(request)
    var structured: [String: JSON] = [
      "status": .string(report.status), "exit_code": .int(report.exitCode),
      "transcript": .string(report.transcript),
      "profiles": .array(report.profiles.map { .string($0) }),
    ]
    structured["error"] = report.error.map { .string($0) }
    if let exception = report.exception {
      structured["exception"] = .string(exception)
      if let colon = exception.firstRange(of: ": ") {
        structured["exception_name"] = .string(String(exception[..<colon.lowerBound]))
      }
    }
    var text = report.transcript
    if let error = report.error, !text.contains(error) { text += error }
    text += "status: \(report.status) (exit \(report.exitCode))\n"
    return MCPToolResult(structured: .object(structured), text: text)
  }

  func test(_ paths: [String], _ profiles: [Platform]) -> MCPToolResult {
    let found: [Discovery.Found]
    do throws(Discovery.PathError) {
      found = try Discovery.files(under: paths, naming: .agent)
    } catch {
      return .failed(error.message)
    }
    guard !found.isEmpty else {
      return .failed("no scenario or page with examples under \(paths.joined(separator: ", "))")
    }
    let results = host.check(found, profiles: profiles)
    var files: [JSON] = []
    var lines: [String] = []
    var failed = 0
    for (i, result) in results.enumerated() where !result.skipped {
      let file = found[i % found.count]
      let profile = profiles[i / found.count]
      var entry: [String: JSON] = [
        "path": .string(file.shown), "profile": .string(profile.rawValue),
        "passed": .bool(result.passed),
      ]
      if !result.passed {
        failed += 1
        entry["summary"] = result.summary.map { .string($0) }
        entry["first_difference"] = Self.firstDifference(result.details).map { .string($0) }
        entry["details"] = .string(TestResult.headOf(result.details, limit: 8_000))
      }
      files.append(.object(entry))
      lines.append(
        (result.passed ? "PASS " : "FAIL ") + file.shown
          + (profiles.count > 1 ? " [\(profile.rawValue)]" : "")
          + (result.passed ? "" : ": " + (result.summary ?? "failed")))
    }
    lines.append("\(files.count - failed) passed, \(failed) failed")
    return MCPToolResult(
      structured: [
        "passed": .int(files.count - failed), "failed": .int(failed), "files": .array(files),
      ], text: lines.joined(separator: "\n") + "\n")
  }

  /// The first line a transcript's difference removes or adds (`-expected`, `+actual`), with
  /// the line after it when that is the other side.
  static func firstDifference(_ details: String) -> String? {
    let lines = details.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let i = lines.firstIndex(where: {
        ($0.hasPrefix("-") && !$0.hasPrefix("---")) || ($0.hasPrefix("+") && !$0.hasPrefix("+++"))
      })
    else { return nil }
    var shown = [lines[i]]
    if i + 1 < lines.count, lines[i + 1].hasPrefix("+"), lines[i].hasPrefix("-") {
      shown.append(lines[i + 1])
    }
    return shown.joined(separator: "\n")
  }
}
