import HeadlessUIKit
import ListScript

/// The tools `listsh mcp` offers, each with the schema of its arguments and of its result.
package enum MCPTool: String, CaseIterable, Sendable {
  case explain
  case run
  case test
  case emitSwift = "emit_swift"
  case check

  /// The tool as `tools/list` describes it.
  var definition: JSON {
    [
      "name": .string(rawValue), "title": .string(title), "description": .string(summary),
      "inputSchema": inputSchema, "outputSchema": outputSchema,
      "annotations": [
        "readOnlyHint": true, "destructiveHint": false, "idempotentHint": true,
        "openWorldHint": false,
      ],
    ]
  }

  var title: String {
    switch self {
    case .explain: "Explain a UIKit list crash"
    case .run: "Run a ListScript scenario"
    case .test: "Check scenario files"
    case .emitSwift: "Turn a scenario into a Swift test"
    case .check: "Check a payload's identities"
    }
  }

  var summary: String {
    switch self {
    case .explain:
      "Reads a UITableView, UICollectionView or diffable data source crash as pasted (a bare "
        + "reason, an Apple crash report, a Crashlytics or Sentry export, Xcode's console) and "
        + "returns what was read (exception, view, the iOS profiles whose wording it has), what "
        + "happened with the likeliest cause first, a ListScript scenario that raises the same "
        + "text, its run, and whether it reproduces the text exactly. A text something else "
        + "raised is refused with what raised it."
    case .run:
      "Runs a ListScript scenario (its text) on a profile and returns its trace, how it ended "
        + "and the UIKit exception that stopped it, if any. Includes and data files are read "
        + "inside the server's root only; nothing is written. Use it to re-run a scenario "
        + "after editing it to mirror a fix: a fixed scenario ends with status success."
    case .test:
      "Checks .lsh scenarios and the listsh examples of .md pages under the paths given "
        + "(inside the server's root) as `listsh test` does: each must run as it declares and "
        + "match its transcript. Returns a result per file and profile, with the first "
        + "difference. Transcripts are never rewritten."
    case .emitSwift:
      "Turns a scenario into Swift: an XCTest case over real UIKit that runs on any iOS "
        + "version (target uikit), or a Swift Testing test over ListScriptUIKit that runs in "
        + "`swift test` on Linux or macOS (target headless). Returns the code; writes nothing."
    case .check:
      "Checks the identities of a JSON payload as a diffable data source, SwiftUI's ForEach, "
        + "IdentifiedArray and RxDataSources see them: duplicates, records without the "
        + "identity field, identities that are the content, one identity with two hashes and, "
        + "given a second fetch, identities made anew each time or that follow the content."
    }
  }

  static let profileNames: JSON = .array(Platform.allCases.map { .string($0.rawValue) })

  var inputSchema: JSON {
    let profile: JSON = [
      "type": "string", "enum": Self.profileNames,
      "description": "The behaviour profile (default ios15; a scenario's platform lines win).",
    ]
    let scenario: JSON = ["type": "string", "description": "The scenario's text (ListScript)."]
    let name: JSON = [
      "type": "string",
      "description":
        "The scenario's file name in messages (default scenario.lsh), inside the root.",
    ]
    switch self {
    case .explain:
      return Self.object(
        [
          "text": [
            "type": "string",
            "description": "The crash as pasted: a reason, a whole report, a console log.",
          ]
        ], required: ["text"])
    case .run:
      return Self.object(
        [
          "scenario": scenario, "profile": profile, "name": name,
          "max_steps": [
            "type": "integer", "minimum": 1, "maximum": .int(Limits().maxSteps),
            "description": "The most statements and loop iterations the run may execute.",
          ],
        ], required: ["scenario"])
    case .test:
      return Self.object(
        [
          "paths": [
            "type": "array", "items": ["type": "string"],
            "description": "Files or folders inside the root (default: scenarios).",
          ],
          "profiles": [
            "type": "array", "items": ["type": "string", "enum": Self.profileNames],
            "description": "The profiles each file is checked on (default ios15).",
          ],
        ], required: [])
    case .emitSwift:
      return Self.object(
        [
          "scenario": scenario, "name": name,
          "target": [
            "type": "string", "enum": ["uikit", "headless"],
            "description":
              "uikit: an XCTest case over UIKit (default); headless: a Swift Testing test over ListScriptUIKit.",
          ],
        ], required: ["scenario"])
    case .check:
      return Self.object(
        [
          "data": [
            "type": ["array", "object", "string"],
            "description":
              "The payload: items, sections, or {\"sections\": …}, as JSON or as a string of JSON.",
          ],
          "next": [
            "type": ["array", "object", "string"],
            "description": "A second fetch of the same payload, as JSON or as a string of JSON.",
          ],
          "file": [
            "type": "string", "description": "A .json file inside the root, instead of data.",
          ],
          "next_file": [
            "type": "string", "description": "A second fetch's .json file, instead of next.",
          ],
          "id": ["type": "string", "description": "The identity field (default id)."],
          "at": [
            "type": "string",
            "description":
              "The part of each document that holds the items, keys separated by dots.",
          ],
        ], required: [])
    }
  }

  var outputSchema: JSON {
    let string: JSON = ["type": "string"]
    let strings: JSON = ["type": "array", "items": ["type": "string"]]
    let integer: JSON = ["type": "integer"]
    switch self {
    case .explain:
      return Self.object(
        [
          "outcome": ["type": "string", "enum": ["reproduced", "recognised", "refused"]],
          "report": string, "exception": string, "view": string, "profiles": strings,
          "wording": string, "reported_os": string, "restored_start": string,
          "explanation": strings, "scenario": string,
          "reproduces": [
            "type": "string", "enum": ["exactly", "equivalently", "no", "no_scenario"],
          ],
          "raised": string, "transcript": string, "recognised_as": string,
          "logged": ["type": "boolean"],
          "causes": strings, "fix": string, "sources": strings, "message": string,
        ], required: ["outcome", "report"])
    case .run:
      return Self.object(
        [
          "status": [
            "type": "string",
            "enum": [
              "success", "assertion_failed", "runtime_error", "parse_error", "input_error",
              "stopped",
            ],
          ],
          "exit_code": integer, "transcript": string, "error": string, "exception": string,
          "exception_name": string, "profiles": strings,
        ], required: ["status", "exit_code", "transcript"])
    case .test:
      return Self.object(
        [
          "passed": integer, "failed": integer,
          "files": [
            "type": "array",
            "items": Self.object(
              [
                "path": string, "profile": string, "passed": ["type": "boolean"],
                "summary": string, "first_difference": string, "details": string,
              ], required: ["path", "profile", "passed"]),
          ],
        ], required: ["passed", "failed", "files"])
    case .emitSwift:
      return Self.object(["code": string, "target": string], required: ["code", "target"])
    case .check:
      return Self.object(
        [
          "items": integer, "next_items": integer, "report": string,
          "findings": [
            "type": "array",
            "items": Self.object(
              [
                "kind": string, "finding": string, "fix": string,
                "consequences": [
                  "type": "array",
                  "items": Self.object(
                    ["framework": string, "behaviour": string],
                    required: ["framework", "behaviour"]),
                ],
              ], required: ["kind", "finding", "consequences", "fix"]),
          ],
        ], required: ["items", "findings", "report"])
    }
  }

  static func object(_ properties: [String: JSON], required: [String]) -> JSON {
    [
      "type": "object", "properties": .object(properties),
      "required": .array(required.map { .string($0) }),
    ]
  }
}
