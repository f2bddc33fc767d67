/// The Model Context Protocol over one stream of newline-delimited JSON-RPC messages, as
/// `listsh mcp` serves it on standard input and output: a message in, its answer out.
///
/// It speaks the handshake era of the protocol (revisions 2024-11-05 to 2025-11-25:
/// `initialize`, then `tools/list`, `tools/call`, `resources/list`, `resources/read`); a
/// client that probes for the stateless 2026-07-28 revision (`server/discover`) is told the
/// method is not found, which is how such a client learns to fall back to the handshake.
/// The tools run through an `MCPHost`, which confines them as `listsh test` confines a suite.
/// The server does no I/O of its own: the caller reads the lines and writes the answers.
package final class MCPServer {
  /// The revisions the handshake accepts, oldest first; a client asking for another gets the
  /// newest.
  package static let revisions = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]

  /// The most bytes of one message read; a longer one is refused unread.
  package static let messageLimit = 16_000_000

  let tools: MCPTools
  let documents: [MCPDocument]
  let version: String
  /// The revision agreed in `initialize`, once it has been.
  package private(set) var revision: String?

  /// A server whose tools run through `host`, serving `documents` as resources; `version` is
  /// the release `serverInfo` names.
  package init(host: any MCPHost, documents: [MCPDocument], version: String) {
    self.tools = MCPTools(host: host)
    self.documents = documents
    self.version = version
  }

  /// The methods a client may send.
  enum Method: Equatable {
    case initialize, initialized, ping, toolsList, toolsCall, resourcesList, resourcesRead
    case resourceTemplatesList, cancelled
    case unknown(String)

    init(_ name: String) {
      switch name {
      case "initialize": self = .initialize
      case "notifications/initialized": self = .initialized
      case "ping": self = .ping
      case "tools/list": self = .toolsList
      case "tools/call": self = .toolsCall
      case "resources/list": self = .resourcesList
      case "resources/read": self = .resourcesRead
      case "resources/templates/list": self = .resourceTemplatesList
      case "notifications/cancelled": self = .cancelled
      default: self = .unknown(name)
      }
    }
  }

  /// JSON-RPC's error codes, and the protocol's own for a resource it does not have.
  enum ErrorCode: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case resourceNotFound = -32002
  }

  /// A request's failure: its code and message.
  struct Failure: Error {
    var code: ErrorCode
    var message: String
  }

  /// The answer to one line of input: a response, or nothing for a notification (and for a
  /// response the client sent, which this server never asks for).
  ///
  /// - Complexity: O(n) in the message's length, plus the work of the tool it calls.
  package func answer(_ line: [UInt8]) -> JSON? {
    guard line.count <= Self.messageLimit else {
      return Self.error(.null, Failure(code: .invalidRequest, message: "the message is over 16 MB"))
    }
    guard let message = JSON.parse(line) else {
      return Self.error(.null, Failure(code: .parseError, message: "the line is not JSON"))
    }
    guard case .object(let members) = message, members["jsonrpc"]?.string == "2.0" else {
      // A batch (an array) is not part of the protocol since 2025-06-18.
      return Self.error(
        .null, Failure(code: .invalidRequest, message: "not a JSON-RPC 2.0 message"))
    }
    guard let id = members["id"] else {
      // A notification (or a response, which this server never asks for): nothing to answer.
      // `initialized` and `cancelled` need no work: each request is answered before the next
      // is read.
      return nil
    }
    switch id {
    case .string: break
    // An integer the writer writes back as it came (`JSON.int`'s bound).
    case .number(let n) where n.rounded() == n && abs(n) < 9.0e15: break
    case .number, .null, .bool, .array, .object:
      return Self.error(
        .null, Failure(code: .invalidRequest, message: "the id is not a string or an integer"))
    }
    guard let name = members["method"]?.string else {
      // A response to a request this server never sends is ignored.
      if members["result"] != nil || members["error"] != nil { return nil }
      return Self.error(id, Failure(code: .invalidRequest, message: "the request has no method"))
    }
    let method = Method(name)
    let params = members["params"] ?? .object([:])
    do throws(Failure) {
      return Self.result(id, try handle(method, params))
    } catch {
      return Self.error(id, error)
    }
  }

  func handle(_ method: Method, _ params: JSON) throws(Failure) -> JSON {
    switch method {
    case .initialize:
      let asked = params["protocolVersion"]?.string ?? ""
      let agreed = Self.revisions.contains(asked) ? asked : Self.revisions[Self.revisions.count - 1]
      revision = agreed
      return [
        "protocolVersion": .string(agreed),
        "capabilities": [
          "tools": ["listChanged": false],
          "resources": ["subscribe": false, "listChanged": false],
        ],
        "serverInfo": ["name": "listsh", "title": "ListScript", "version": .string(version)],
        "instructions": .string(Self.instructions),
      ]
    case .ping: return .object([:])
    case .toolsList: return ["tools": .array(MCPTool.allCases.map(\.definition))]
    case .toolsCall:
      guard let name = params["name"]?.string else {
        throw Failure(code: .invalidParams, message: "tools/call needs the tool's name")
      }
      guard let tool = MCPTool(rawValue: name) else {
        throw Failure(code: .invalidParams, message: "Unknown tool: \(name)")
      }
      var arguments = params["arguments"] ?? .object([:])
      if arguments == .null { arguments = .object([:]) }
      guard case .object = arguments else {
        throw Failure(code: .invalidParams, message: "the arguments are not an object")
      }
      return tools.call(tool, arguments).json
    case .resourcesList:
      return ["resources": .array(documents.map(\.listing))]
    case .resourceTemplatesList: return ["resourceTemplates": []]
    case .resourcesRead:
      guard let uri = params["uri"]?.string else {
        throw Failure(code: .invalidParams, message: "resources/read needs a uri")
      }
      guard let document = documents.first(where: { $0.uri == uri }) else {
        throw Failure(code: .resourceNotFound, message: "Resource not found: \(uri)")
      }
      return [
        "contents": [
          ["uri": .string(uri), "mimeType": "text/markdown", "text": .string(document.text)]
        ]
      ]
    case .initialized, .cancelled:
      throw Failure(code: .invalidRequest, message: "a notification was sent as a request")
    case .unknown(let name):
      throw Failure(code: .methodNotFound, message: "Method not found: \(name)")
    }
  }

  static func result(_ id: JSON, _ result: JSON) -> JSON {
    ["jsonrpc": "2.0", "id": id, "result": result]
  }

  static func error(_ id: JSON, _ failure: Failure) -> JSON {
    [
      "jsonrpc": "2.0", "id": id,
      "error": ["code": .int(failure.code.rawValue), "message": .string(failure.message)],
    ]
  }

  /// What `initialize` tells the agent of the server.
  static let instructions = """
    listsh reproduces what UIKit's UITableView, UICollectionView and diffable data sources do, \
    headlessly, with UIKit's exact exception texts per iOS version (profiles ios12 to ios26). \
    To triage a list crash: call explain with the crash text or report as pasted; it returns \
    the reading, the explanation and a scenario (ListScript) that raises the same text, and \
    whether it does exactly. Run that scenario (or an edited one) with run; after changing \
    the scenario to mirror your fix, run it again: a fixed scenario ends with status \
    "success". test checks scenario files and their transcripts under the root; emit_swift \
    turns a scenario into a UIKit XCTest or a Swift test over ListScriptUIKit; check reads \
    a JSON payload's identities as a diffable data source or SwiftUI's ForEach would. The \
    language reference is the resource listscript://docs/language.md. Files are read only \
    inside the server's root, and nothing is written.
    """
}
