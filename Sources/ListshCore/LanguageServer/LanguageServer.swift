import HeadlessUIKit
import ListScript

/// `listsh lsp`'s state machine, free of any stream: it takes messages' bodies and returns the
/// messages to send (responses and notifications), so tests drive it as a client would.
///
/// It keeps the open documents (full or incremental sync), publishes diagnostics as they
/// change — the lexer's, the parser's and the resolver's, at their exact ranges, with their
/// notes — and on save the first runtime failure of a confined, limited run; it answers
/// completion, hover, definition, document symbols and formatting. Files are read only inside
/// the workspace's root (includes, data files, completed paths).
///
/// **One message at a time, each bounded.** Messages are answered in the order they came, one
/// after another, on one thread: the documents and the completion session are never shared,
/// and an edit is never answered out of its place. What keeps a slow message from holding up
/// the rest is that none is slow for long: a message costs time linear in its size and in its
/// document's (an edit, in its document's for each of its changes) — JSON is read in one pass,
/// a position is found in constant time on a line of any length, and a document over
/// `limits.maxSourceBytes`, the 8 MB a run may read, is refused by every request without being
/// parsed, with one diagnostic at 1:1 that says so — and a run on save stops at the limits
/// `listsh FILE` runs under (10 million steps by default, output, nesting), at `runTimeLimit`,
/// or at its next step once an edit of its document is waiting in the `inbox`, whichever comes
/// first.
///
/// **Cancellation.** The stream is read ahead of the answers into the `inbox`, so a
/// `$/cancelRequest` is seen as soon as it arrives: a request cancelled before it is answered
/// is answered with `RequestCancelled` (-32800), without running if its turn had not come.
///
/// **Valid JSON out.** A request's id must be a string or an integer (`null` is echoed too);
/// one that is not (`1.5`, `1e999`, `true`) makes the message an invalid request, answered per
/// JSON-RPC with `InvalidRequest` (-32600) and the id `null`, so no number the server cannot
/// write exactly is ever echoed, and the writer writes any number that is not finite as `null`.
package final class LanguageServer {
  /// The protocol's error codes used here.
  enum ErrorCode: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case serverNotInitialized = -32002
    case requestCancelled = -32800
    case requestFailed = -32803
  }

  /// The folder the server reads files in (the workspace's root).
  package private(set) var root: String
  /// How the client counts characters.
  package private(set) var encoding: Document.Encoding = .utf16
  package private(set) var documents: [String: Document] = [:]
  /// Whether the server runs a saved document to report its first runtime failure.
  package private(set) var runsOnSave = true
  /// The status the process exits with, once `exit` has come.
  package private(set) var exitStatus: Int32?
  /// The messages read and not yet answered; the stream's reader puts them in.
  package let inbox = Inbox()
  /// The limits of a run on save, `listsh FILE`'s by default; their source limit
  /// (`maxSourceBytes`) bounds the documents every request reads.
  package var limits = Limits()
  /// How long a run on save may take before it stops, whatever its steps.
  package var runTimeLimit = Duration.seconds(10)
  /// How many times the last run on save checked whether to stop (every 1,024 steps): the
  /// work it did, for tests.
  package internal(set) var lastRunChecks = 0
  private var initialized = false
  private var shuttingDown = false
  /// Runtime failures found on the last save, by document, until the next change.
  var runFailures: [String: Diagnostic] = [:]
  /// What the front end made of each document's current text, until it changes.
  var analyses: [String: DocumentAnalysis] = [:]
  /// How many times the server put a document's text through the `Frontend`: once a version,
  /// however many requests it answered about it (the work it did, for tests).
  package internal(set) var frontendChecks = 0
  /// The bytes those checks read, documents and includes.
  package internal(set) var frontendBytesRead = 0
  /// The session completion asks, whose view kind follows the document's.
  let session: ReplSession

  /// A server reading files under `root` (the working directory, until the client names its
  /// workspace).
  package init(root: String) {
    self.root = root
    let interpreter = Interpreter(echo: false, emit: { _ in })
    session = ReplSession(
      interpreter: interpreter, emit: { _ in },
      readFile: { path in throw Interpreter.LoadError(message: "cannot read '\(path)'") },
      save: { path, _, _ in throw Interpreter.LoadError(message: "cannot write '\(path)'") })
  }

  /// The messages to send after receiving `body`.
  package func receive(_ body: [UInt8]) -> [JSON] {
    receive([body])
  }

  /// The messages to send after receiving `bodies` at once (as one read of the stream brings
  /// them): they are put in the inbox, their cancellations noted, then everything waiting is
  /// answered.
  package func receive(_ bodies: [[UInt8]]) -> [JSON] {
    inbox.put(bodies)
    var out: [JSON] = []
    while case .message(let message) = inbox.next(waiting: false) { out += answer(message) }
    return out
  }

  /// The messages to send for the next message in the inbox, waiting for one; `nil` once the
  /// stream has ended and everything in it is answered.
  package func answerNext() -> [JSON]? {
    guard case .message(let message) = inbox.next(waiting: true) else { return nil }
    return answer(message)
  }

  /// The messages to send for one message (`nil`: a body that is not JSON).
  private func answer(_ message: JSON?) -> [JSON] {
    guard let message else {
      return [Self.error(id: .null, .parseError, "the message is not JSON")]
    }
    guard case .object = message else {
      return [Self.error(id: .null, .invalidRequest, "the message is not a JSON object")]
    }
    let id = message["id"]
    guard let method = message["method"]?.string else {
      // A response to a request of ours (the server sends none that need an answer), or a
      // message without a method: answered when it has an id, which its sender waits on.
      guard let id, message["result"] == nil, message["error"] == nil else { return [] }
      return [Self.error(id: Inbox.echo(of: id), .invalidRequest, "a request needs a method")]
    }
    let params = message["params"] ?? .null
    guard let id else {
      return notification(method, params)
    }
    guard let key = Inbox.key(of: id) else {
      return [
        Self.error(
          id: .null, .invalidRequest, "a request's id must be a string or an integer")
      ]
    }
    defer { inbox.answered(key) }
    let echoed = Inbox.echo(of: id)
    if inbox.isCancelled(key) {
      return [Self.error(id: echoed, .requestCancelled, "the request was cancelled")]
    }
    if shuttingDown {
      return [Self.error(id: echoed, .invalidRequest, "the server is shutting down")]
    }
    if !initialized, method != "initialize" {
      return [Self.error(id: echoed, .serverNotInitialized, "initialize first")]
    }
    let result = request(method, params)
    // A query cancelled while it ran is answered as cancelled; `initialize` and `shutdown`,
    // which changed the server, with what they did.
    if method.hasPrefix("textDocument/"), inbox.isCancelled(key) {
      return [Self.error(id: echoed, .requestCancelled, "the request was cancelled")]
    }
    switch result {
    case .success(let result): return [["jsonrpc": "2.0", "id": echoed, "result": result]]
    case .failure(let failure): return [Self.error(id: echoed, failure.code, failure.message)]
    }
  }

  struct Failure: Error {
    var code: ErrorCode
    var message: String
  }

  static func error(id: JSON, _ code: ErrorCode, _ message: String) -> JSON {
    [
      "jsonrpc": "2.0", "id": id,
      "error": ["code": .int(code.rawValue), "message": .string(message)],
    ]
  }

  private func request(_ method: String, _ params: JSON) -> Result<JSON, Failure> {
    switch method {
    case "initialize": return .success(initialize(params))
    case "shutdown":
      shuttingDown = true
      return .success(.null)
    case "textDocument/completion":
      return withDocument(params, tooLarge: .success(["isIncomplete": false, "items": []])) {
        completion($0, params)
      }
    case "textDocument/hover":
      return withDocument(params, tooLarge: .success(.null)) { hover($0, params) }
    case "textDocument/definition":
      return withDocument(params, tooLarge: .success(.null)) { definition($0, params) }
    case "textDocument/documentSymbol":
      return withDocument(params, tooLarge: .success([])) { symbols($0) }
    case "textDocument/formatting":
      return withDocument(
        params,
        tooLarge: .failure(
          Failure(
            code: .requestFailed,
            message: "the document is larger than a script may be (\(limits.maxSourceBytes) "
              + "bytes): left as written"))
      ) { formatting($0) }
    default:
      return .failure(Failure(code: .methodNotFound, message: "'\(method)' is not supported"))
    }
  }

  /// Answers a request about an open document; a document over the source limit gets
  /// `tooLarge` at once, unparsed (its diagnostic at 1:1 says why).
  private func withDocument(
    _ params: JSON, tooLarge: Result<JSON, Failure>,
    _ answer: (Document) -> Result<JSON, Failure>
  ) -> Result<JSON, Failure> {
    guard let uri = params["textDocument"]?["uri"]?.string else {
      return .failure(Failure(code: .invalidParams, message: "no textDocument.uri"))
    }
    guard let document = documents[uri] else {
      return .failure(Failure(code: .invalidParams, message: "the document \(uri) is not open"))
    }
    guard !isTooLarge(document) else { return tooLarge }
    return answer(document)
  }

  /// Whether a document is over the source limit, which no request reads past.
  func isTooLarge(_ document: Document) -> Bool {
    document.bytes.count > limits.maxSourceBytes
  }

  private func notification(_ method: String, _ params: JSON) -> [JSON] {
    switch method {
    case "exit":
      exitStatus = shuttingDown ? 0 : 1
      return []
    case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration":
      return []
    default:
      break
    }
    guard initialized, let uri = params["textDocument"]?["uri"]?.string else { return [] }
    switch method {
    case "textDocument/didOpen":
      let text = params["textDocument"]?["text"]?.string ?? ""
      let version = params["textDocument"]?["version"]?.int ?? 0
      documents[uri] = Document(uri: uri, version: version, text: text)
      analyses[uri] = nil
      runFailures[uri] = nil
      return [publish(uri)]
    case "textDocument/didChange":
      guard var document = documents[uri] else { return [] }
      for change in params["contentChanges"]?.array ?? [] { document.apply(change, encoding) }
      document.version = params["textDocument"]?["version"]?.int ?? document.version + 1
      documents[uri] = document
      analyses[uri] = nil
      runFailures[uri] = nil
      return [publish(uri)]
    case "textDocument/didSave":
      guard documents[uri] != nil else { return [] }
      if runsOnSave {
        switch runOnSave(uri) {
        case .finished(let failure): runFailures[uri] = failure
        // An edit of the document is waiting, and will publish its diagnostics.
        case .superseded: return []
        }
      }
      return [publish(uri)]
    case "textDocument/didClose":
      documents[uri] = nil
      analyses[uri] = nil
      runFailures[uri] = nil
      return [
        [
          "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
          "params": ["uri": .string(uri), "diagnostics": []],
        ]
      ]
    default:
      return []
    }
  }

  private func initialize(_ params: JSON) -> JSON {
    initialized = true
    analyses = [:]
    if let path = (params["rootUri"]?.string).flatMap(Self.path(ofURI:)) {
      root = path
    } else if let path = params["rootPath"]?.string {
      root = path
    }
    let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array ?? []
    encoding = offered.contains(.string("utf-8")) ? .utf8 : .utf16
    if let run = params["initializationOptions"]?["runOnSave"]?.bool { runsOnSave = run }
    return [
      "capabilities": [
        "positionEncoding": .string(encoding.rawValue),
        "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
        "completionProvider": ["triggerCharacters": [".", "\"", "/"]],
        "hoverProvider": true,
        "definitionProvider": true,
        "documentSymbolProvider": true,
        "documentFormattingProvider": true,
      ],
      "serverInfo": ["name": "listsh", "version": .string(ListScriptVersion.current)],
    ]
  }

  /// The file-system path of a `file:` URI, percent-escapes decoded; `nil` for another scheme.
  package static func path(ofURI uri: String) -> String? {
    guard uri.hasPrefix("file://") else { return nil }
    var rest = Substring(uri.dropFirst("file://".count))
    // file://host/path: only the local host is read.
    if !rest.hasPrefix("/") {
      guard let slash = rest.firstIndex(of: "/") else { return nil }
      rest = rest[slash...]
    }
    var bytes: [UInt8] = []
    var utf8 = Array(rest.utf8)[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The `file:` URI of a path, escaped as clients write them.
  package static func uri(ofPath path: String) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8)
    var escaped = ""
    for byte in path.utf8 {
      if safe.contains(byte) {
        escaped.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        escaped += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return "file://" + escaped
  }

  /// The path of a document relative to the root (its files are read through the root's
  /// gate), or `nil` when it lies outside.
  func relativePath(_ uri: String) -> String? {
    guard let path = Self.path(ofURI: uri) else { return nil }
    return Files.relative(path, to: root)
  }
}
