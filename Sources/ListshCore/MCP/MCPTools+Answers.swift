import HeadlessUIKit
import ListScript

/// The tools whose work needs no worker: explain, emit_swift and check.
extension MCPTools {
  func explain(_ text: String) -> MCPToolResult {
    let outcome: Explain.Outcome
    do throws(ExceptionTextError) {
      outcome = try Explain.explain(text, name: "explain.lsh")
    } catch {
      // A text something else raised, or none at all: an answer, not a failed call.
      return MCPToolResult(
        structured: [
          "outcome": "refused", "report": .string(error.message + "\n"),
          "message": .string(error.message),
        ], text: error.message + "\n")
    }
    switch outcome {
    case .recognised(let recognition):
      let entry = recognition.entry
      let report = ExplainReportText.render(recognition)
      var structured: [String: JSON] = [
        "outcome": "recognised", "report": .string(report), "recognised_as": .string(entry.id),
        "logged": .bool(entry.logged), "explanation": [.string(entry.meaning)],
        "causes": .array(entry.causes.map { .string($0) }), "fix": .string(entry.fix),
        "sources": .array(entry.sources.map { .string($0) }),
        "reproduces": "no_scenario",
      ]
      if let name = recognition.origin.found.name { structured["exception"] = .string(name) }
      return MCPToolResult(structured: .object(structured), text: report)
    case .reproduced(let report):
      let reading = report.reading
      let text = ExplainReportText.render(report, name: nil)
      var structured: [String: JSON] = [
        "outcome": "reproduced", "report": .string(text),
        "exception": .string(reading.name ?? reading.expectedName),
        "view": .string(reading.view.rawValue),
        "profiles": .array(reading.platforms.map { .string($0.rawValue) }),
        "explanation": .array(report.paragraphs.map { .string($0) }),
      ]
      switch reading.fidelity {
      case .exact: structured["wording"] = "exact"
      case .spacing: structured["wording"] = "spacing"
      case .wording: structured["wording"] = "variant"
      }
      structured["reported_os"] = report.origin.crash.reportedOS.map { .string($0) }
      structured["restored_start"] = reading.restoredStart.map { .string($0) }
      if !report.source.isEmpty {
        structured["scenario"] = .string(report.source)
        structured["transcript"] = .string(report.transcript)
      }
      switch report.verdict {
      case .identical: structured["reproduces"] = "exactly"
      case .equivalent: structured["reproduces"] = "equivalently"
      case .differs(let raised):
        structured["reproduces"] = "no"
        structured["raised"] = raised.map { .string($0) }
      case .noScenario: structured["reproduces"] = "no_scenario"
      }
      if case .failure(let error) = report.scenario {
        structured["message"] = .string(error.message)
      }
      return MCPToolResult(structured: .object(structured), text: text)
    }
  }

  func emit(_ source: String, name: String, target: SwiftEmitter.Target) -> MCPToolResult {
    let request = ScenarioEmit.Request(source: source, name: name, root: ".", target: target)
    let report = host.emit(request)
    guard let code = report.code else {
      return .failed("no Swift test was written: \(report.refusal ?? "the scenario did not run")")
    }
    return MCPToolResult(
      structured: ["code": .string(code), "target": .string(request.target)], text: code)
  }

  func check(_ payload: MCPCall.IdentityPayload) -> MCPToolResult {
    func value(_ source: MCPCall.IdentityPayload.Source) throws(IdentityFiles.Failure) -> Value {
      switch source {
      case .file(let file):
        do throws(FileRefusal) {
          try FileGate.checkNamedByAgent(file)
        } catch {
          throw IdentityFiles.Failure(file: file, message: error.reason, unreadable: true)
        }
        return try IdentityFiles.payload(file, at: payload.at, gate: .inside("."))
      case .inline(let json):
        do throws(IdentityCheck.DocumentError) {
          return try IdentityCheck.json(json.utf8, at: payload.at)
        } catch {
          throw IdentityFiles.Failure(file: "data", message: error.message, unreadable: false)
        }
      }
    }
    let check: IdentityCheck
    do throws(IdentityFiles.Failure) {
      let first = try value(payload.data)
      let second = try payload.next.map { source throws(IdentityFiles.Failure) in try value(source)
      }
      do throws(IdentityCheck.ShapeError) {
        check = try IdentityCheck.check(first, then: second, key: payload.key)
      } catch {
        return .failed(
          "the payload holds \(error.found), not a list of items or of sections (at names the part that does)"
        )
      }
    } catch {
      return .failed("\(error.file): \(error.message)")
    }
    let report = check.report()
    var structured: [String: JSON] = [
      "items": .int(check.counts.first), "report": .string(report),
      "findings": .array(
        check.described.map { described in
          [
            "kind": .string(described.kind), "finding": .string(described.headline),
            "fix": .string(described.fix),
            "consequences": .array(
              described.consequences.map {
                ["framework": .string($0.framework), "behaviour": .string($0.behaviour)]
              }),
          ]
        }),
    ]
    structured["next_items"] = check.counts.second.map { .int($0) }
    return MCPToolResult(structured: .object(structured), text: report)
  }
}
