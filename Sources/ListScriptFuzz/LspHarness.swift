import Foundation
import ListScript
import ListshCore

/// The `lsp` mode: bytes choose a session of the language server — frames and bodies, well
/// formed or not, opens and edits at any position, requests with odd ids, cancellations,
/// saves that run, the end — fed in chunks of any size through `MessageReader` to the
/// server's state machine (`LanguageServer`, in process, as `listsh lsp` feeds it).
///
/// A finding (a trap) is: a crash; a reply that, framed, does not read back as one body of
/// JSON equal to it (a number that is not finite, a string that does not round-trip); a
/// response whose id is not a string, an integer or `null`; a request (or a body that is not
/// JSON) that does not get exactly one response with its id, or a notification that gets one;
/// or a session that does not end (the fuzzer's watchdog).
///
/// Unsafe: confined (`@unchecked Sendable`) — immutable: every stored property is a `let`.
final class LspHarness: @unchecked Sendable {
  /// The workspace: a folder with files a document may include or read.
  let root: String

  init() {
    var template = Array((NSTemporaryDirectory() + "/listscript-lsp-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("cannot make a temporary folder") }
    root = FileGate.realPath(String(cString: made))
    try? FileManager.default.createDirectory(
      atPath: root + "/sub", withIntermediateDirectories: true)
    try? "def helper(x) {\n  return [x, x]\n}\nlet shared = 1\n"
      .write(toFile: root + "/lib.lsh", atomically: false, encoding: .utf8)
    try? "[1, 2, {\"id\": 3}]".write(toFile: root + "/d.json", atomically: false, encoding: .utf8)
    try? "print 1\n".write(toFile: root + "/sub/b.lsh", atomically: false, encoding: .utf8)
  }

  /// The documents a message may name.
  var uris: [String] {
    [
      LanguageServer.uri(ofPath: root + "/a.lsh"), LanguageServer.uri(ofPath: root + "/sub/b.lsh"),
      "untitled:Untitled-1", LanguageServer.uri(ofPath: root + "/é %.lsh"), "file:///etc/x.lsh",
    ]
  }

  /// Ids, as written: integers and strings, and what a request may not use.
  static let ids = [
    "1", "2", "3", "0", "-1", "\"a\"", "\"\"", "null", "-0", "1.0", "1.5", "1e999", "-1e999",
    "1e20", "123456789012345678901234567890", "true", "[1]", "{}",
  ]
  /// Lines, characters and versions, as written.
  static let numbers = [
    "0", "1", "2", "3", "5", "8", "40", "-1", "1.5", "-0", "1e999", "2147483648",
    "9007199254740993", "1e15", "null", "\"1\"",
  ]
  /// Pieces of documents.
  static let snippets = [
    "table\n", "collection\n", "data [1, 2, 3]\n", "delete rows 7\n", "insert rows 0\n",
    "let x = 1\n", "def f(a) {\n  return a\n}\n", "print f(x)\n", "include \"lib.lsh\"\n",
    "include \"sub/b.lsh\"\n", "data from \"d.json\"\n", "while true {\n}\n",
    "repeat 100000 {\n}\n",
    "let s = snapshot()\ns.appendItems([1])\n", "é🙂中\r\n", "\r", "print (1\n", "print totl\n",
    "show svg \"p.svg\"\n", "# comment\n", "let  y=[1 ,2]\n", "assert 1 == 2\n", "s.appe", "ins",
    "include \"", "{", "}\n", "\t", "\u{2028}", "\"\\u{1B}\"",
  ]
  static let methods = [
    "textDocument/hover", "textDocument/completion", "textDocument/definition",
    "textDocument/documentSymbol", "textDocument/formatting", "workspace/symbol", "shutdown",
    "initialize",
  ]

  /// Runs one session chosen by `bytes` and checks every reply.
  func run(_ bytes: [UInt8]) {
    var choices = Choices(bytes)
    let server = LanguageServer(root: root)
    var limits = Limits.fuzzing
    if choices.next(4) == 0 { limits.maxSourceBytes = 64 }
    server.limits = limits
    server.runTimeLimit = .seconds(2)
    var bodies: [[UInt8]] = []
    if choices.next(8) != 0 {
      let options = choices.next(2) == 0 ? "" : #","initializationOptions":{"runOnSave":false}"#
      let encodings = choices.next(2) == 0 ? #"["utf-8"]"# : #"["utf-16"]"#
      bodies.append(
        Array(
          (#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"rootUri":"#
            + JSON.string(LanguageServer.uri(ofPath: root)).text
            + #","capabilities":{"general":{"positionEncodings":\#(encodings)}}\#(options)}}"#)
            .utf8))
    }
    while !choices.isEmpty, bodies.count < 48 {
      bodies.append(message(&choices))
    }
    // The stream, framed (now and then with another header, or a length that lies), then fed
    // in chunks the bytes choose.
    var stream: [UInt8] = []
    for body in bodies {
      var length = body.count
      if choices.next(64) == 0 { length = max(0, length - 1 - choices.next(8)) }
      let extra = choices.next(8) == 0 ? "Content-Type: application/vscode-jsonrpc\r\n" : ""
      stream += Array("content-Length: \(length)\r\n\(extra)\r\n".utf8) + body
    }
    var reader = MessageReader()
    var start = 0
    var sizes = Choices(Array(bytes.reversed()))
    while start < stream.count, server.exitStatus == nil {
      let size = [1, 7, 64, 500, 4096, stream.count][sizes.next(6)]
      let end = min(stream.count, start + size)
      var received: [[UInt8]] = []
      var malformed = false
      for item in reader.feed(stream[start..<end]) {
        switch item {
        case .body(let body): received.append(body)
        case .malformed: malformed = true
        }
      }
      start = end
      check(server.receive(received), for: received)
      // As `listsh lsp` does: nothing after a malformed header is read.
      if malformed { break }
    }
  }

  /// A body chosen by the bytes: a notification, a request, a cancellation, or something that
  /// is not one.
  func message(_ choices: inout Choices) -> [UInt8] {
    let uri = JSON.string(uris[choices.next(uris.count)]).text
    let document = #"{"uri":\#(uri)}"#
    func number() -> String { Self.numbers[choices.next(Self.numbers.count)] }
    func id() -> String { Self.ids[choices.next(Self.ids.count)] }
    func position() -> String { #"{"line":\#(number()),"character":\#(number())}"# }
    func text() -> String {
      var text = ""
      for _ in 0..<choices.next(6) {
        if choices.next(4) == 0 {
          // Bytes of the input itself, as text (what is not UTF-8 becomes U+FFFD).
          let count = choices.next(24)
          text += String(decoding: (0..<count).map { _ in UInt8(choices.next(256)) }, as: UTF8.self)
        } else {
          text += Self.snippets[choices.next(Self.snippets.count)]
        }
      }
      return JSON.string(text).text
    }
    let body: String
    switch choices.next(14) {
    case 0:
      body =
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":\#(uri),"languageId":"listscript","version":\#(number()),"text":\#(text())}}}"#
    case 1:
      body =
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":\#(uri),"version":\#(number())},"contentChanges":[{"text":\#(text())}]}}"#
    case 2, 3:
      let changes = (0...choices.next(3)).map { _ in
        #"{"range":{"start":\#(position()),"end":\#(position())},"text":\#(text())}"#
      }
      body =
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":\#(uri),"version":\#(number())},"contentChanges":[\#(changes.joined(separator: ","))]}}"#
    case 4:
      body =
        #"{"jsonrpc":"2.0","method":"textDocument/didSave","params":{"textDocument":\#(document)}}"#
    case 5:
      body =
        #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":\#(document)}}"#
    case 6, 7, 8:
      let method = Self.methods[choices.next(Self.methods.count)]
      body =
        #"{"jsonrpc":"2.0","id":\#(id()),"method":"\#(method)","params":{"textDocument":\#(document),"position":\#(position())}}"#
    case 9:
      body = #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":\#(id())}}"#
    case 10:
      body =
        choices.next(3) == 0
        ? #"{"jsonrpc":"2.0","method":"exit"}"#
        : #"{"jsonrpc":"2.0","id":\#(id()),"method":"shutdown"}"#
    case 11:
      // Not a request: a response, a method that is not a string, a bare id, not an object.
      body =
        [
          #"{"jsonrpc":"2.0","id":\#(id()),"result":null}"#,
          #"{"jsonrpc":"2.0","id":\#(id()),"method":5}"#,
          #"{"id":\#(id())}"#, "[]", "1", #""x""#, "null", #"{"method":"initialized"}"#,
        ][choices.next(8)]
    case 12:
      // Bytes of the input, which are rarely JSON.
      let count = choices.next(64)
      return (0..<count).map { _ in UInt8(choices.next(256)) }
    default:
      body = #"{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":\#(text())}}"#
    }
    return Array(body.utf8)
  }

  /// Traps unless every reply reads back as framed JSON equal to it, and every request among
  /// `bodies` got exactly one response with its id.
  func check(_ replies: [JSON], for bodies: [[UInt8]]) {
    var expected: [String] = []
    for body in bodies {
      guard let message = JSON.parse(body), case .object = message else {
        expected.append("null")
        continue
      }
      guard let id = message["id"] else { continue }
      let isRequest =
        message["method"]?.string != nil || (message["result"] == nil && message["error"] == nil)
      guard isRequest else { continue }
      expected.append(Inbox.echo(of: id).text)
    }
    var responded: [String] = []
    for reply in replies {
      var reader = MessageReader()
      let items = reader.feed(MessageReader.frame(reply))
      guard items.count == 1, case .body(let body) = items[0], JSON.parse(body) == reply else {
        fatalError("a reply that is not framed JSON: \(reply.text)")
      }
      guard reply["jsonrpc"] == "2.0" else { fatalError("a reply without jsonrpc: \(reply.text)") }
      guard reply["method"] == nil else { continue }
      guard let id = reply["id"], id == .null || id.string != nil || id.int != nil else {
        fatalError("a response whose id is not a string, an integer or null: \(reply.text)")
      }
      responded.append(id.text)
    }
    guard responded.sorted() == expected.sorted() else {
      fatalError("responses \(responded) for the requests \(expected)")
    }
  }
}
