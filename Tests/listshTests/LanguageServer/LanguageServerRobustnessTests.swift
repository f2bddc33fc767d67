import Foundation
import ListScript
import ListshCore
import TestSupport
import Testing

/// Issue 50 for the language server: nothing lost, nothing stalled.
///
/// JSON is read in one pass, documents over the source limit are refused by every request,
/// requests can be cancelled, runs on save stop at the CLI's limits, their time limit or a
/// waiting edit, and whatever comes in, what goes out is framed JSON. No test here reads a
/// clock: work is counted.
@Suite struct LanguageServerRobustnessTests {
  typealias Client = LanguageServerTests

  static func hover(_ id: JSON, _ uri: String, _ line: Int, _ character: Int) -> [UInt8] {
    JSON.object([
      "jsonrpc": "2.0", "id": id, "method": "textDocument/hover",
      "params": Client.at(uri, line, character),
    ]).utf8
  }

  static func cancel(_ id: JSON) -> [UInt8] {
    Client.notification("$/cancelRequest", ["id": id])
  }

  static func save(_ uri: String) -> [UInt8] {
    Client.notification("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
  }

  /// The reply to request `id` among `replies`.
  static func reply(_ id: JSON, in replies: [JSON]) -> JSON? {
    replies.first { $0["id"] == id && $0["method"] == nil }
  }

  // MARK: - JSON in one pass

  /// A document whose every line end is an escape: its message is read with work linear in
  /// its length (it was quadratic: each escape appended the run before it to a
  /// `String.UnicodeScalarView`, which copies the whole view, so 3.2 MB took 135 s).
  @Test(arguments: [1_000, 10_000, 100_000])
  func stringsWithManyEscapesAreReadInOnePass(lines: Int) throws {
    let text = String(repeating: "print 1\n\t\"é🙂\"\\\n", count: lines)
    let body = JSON.object(["text": .string(text)]).utf8
    var work = 0
    let value = try #require(JSON.parse(body, work: &work))
    #expect(value["text"]?.string == text)
    #expect(work <= 4 * body.count, "\(work) for \(body.count) bytes")
  }

  @Test(arguments: [
    (#""\u00e9\ud83d\ude42\n\t\r\b\f\/\\\"""#, "é🙂\n\t\r\u{8}\u{C}/\\\""),
    (#""\uD83D\uDE42""#, "🙂"),
    // A lone surrogate is U+FFFD, and what follows it is read on its own.
    (#""\ud83d""#, "\u{FFFD}"), (#""\ud83dx""#, "\u{FFFD}x"), (#""\ud83d\u0041""#, "\u{FFFD}A"),
    (#""\ude42\ud83d\ude42""#, "\u{FFFD}🙂"), (#""\u0000""#, "\u{0}"),
    ("\"\u{2028}é\"", "\u{2028}é"),
  ])
  func escapesAreDecoded(text: String, expected: String) {
    #expect(JSON.parse(Array(text.utf8)) == .string(expected))
    // And written back so that they read the same.
    #expect(JSON.parse(JSON.string(expected).utf8) == .string(expected))
  }

  /// Numbers as RFC 8259 spells them, and nothing else (`Double("+1")` was taken for one).
  @Test(arguments: [
    "+1", ".5", "01", "-01", "1.", "-", "1e", "1e+", "inf", "-inf", "NaN", "0x10", "1_0",
    #""\u+123""#, #""\u12""#, "[1,+2]",
  ])
  func malformedNumbersAndEscapesAreRefused(text: String) {
    #expect(JSON.parse(Array(text.utf8)) == nil)
  }

  @Test func whatIsWrittenIsAlwaysJSON() throws {
    #expect(JSON.number(.infinity).text == "null")
    #expect(JSON.number(-.infinity).text == "null")
    #expect(JSON.number(.nan).text == "null")
    #expect(JSON.number(-0.0).text == "0")
    for text in ["1e999", "-1e999", "1.5", "1e-7", "123456789012345678901234567890", "-0"] {
      let value = try #require(JSON.parse(Array(text.utf8)))
      #expect(JSON.parse(value.utf8) != nil, "\(text) was written \(value.text)")
    }
  }

  // MARK: - Ids

  /// An id that is not a string or an integer is an invalid request, answered with the id
  /// `null`; `1e999` was echoed `inf`, which is not JSON.
  @Test(arguments: [
    "1e999", "-1e999", "1.5", "1e20", "123456789012345678901234567890", "true", "[1]", "{}",
  ])
  func idsThatAreNotIntegersOrStringsAreInvalidRequests(id: String) throws {
    let (server, _) = try Client.server()
    let body = #"{"jsonrpc":"2.0","id":\#(id),"method":"shutdown"}"#
    let replies = server.receive(Array(body.utf8))
    #expect(replies.count == 1)
    let reply = try #require(replies.first)
    #expect(reply["id"] == .null)
    #expect(reply["error"]?["code"] == -32600)
    #expect(JSON.parse(reply.utf8) == reply)
    // The request was not run: the server still answers.
    #expect(
      server.receive(Client.request(2, "textDocument/hover", [:])).first?["error"]?["code"]
        == -32602)
  }

  @Test(arguments: [
    ("-0", "0"), ("1.0", "1"), ("7", "7"), ("\"a\\\"b\"", "\"a\\\"b\""), ("null", "null"),
  ])
  func integerStringAndNullIdsAreEchoed(id: String, echoed: String) throws {
    let (server, _) = try Client.server()
    let body = #"{"jsonrpc":"2.0","id":\#(id),"method":"shutdown"}"#
    let reply = try #require(server.receive(Array(body.utf8)).first)
    #expect(reply.text == #"{"id":\#(echoed),"jsonrpc":"2.0","result":null}"#)
  }

  // MARK: - The source limit

  /// A document over the source limit is refused by every request at once, unparsed.
  ///
  /// One diagnostic at 1:1 names the limit, features answer empty (formatting with an error),
  /// and a save does not run it. Hover, symbols, completion and formatting used to parse it.
  @Test func documentsOverTheSourceLimitAreRefusedByEveryRequest() throws {
    let (server, folder) = try Client.server()
    let uri = LanguageServer.uri(ofPath: folder.path + "/big.lsh")
    let limit = Limits().maxSourceBytes
    #expect(server.limits.maxSourceBytes == limit)
    let head = "table\nlet x = 1\n"
    let text = head + "# " + String(repeating: "x", count: limit - head.utf8.count - 2) + "\n"
    #expect(text.utf8.count == limit + 1)
    let opened = Client.open(server, uri, text)
    let diagnostics = try #require(opened.first?["params"]?["diagnostics"]?.array)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?["range"] == Client.range(0, 0, 0, 0))
    #expect(diagnostics.first?["message"]?.string?.contains("may hold at most 8 MB") == true)
    func result(_ method: String, _ params: JSON) -> JSON? {
      server.receive(Client.request(3, method, params)).first?["result"]
    }
    let document: JSON = ["textDocument": ["uri": .string(uri)]]
    #expect(result("textDocument/hover", Client.at(uri, 0, 1)) == .null)
    #expect(result("textDocument/definition", Client.at(uri, 1, 4)) == .null)
    #expect(result("textDocument/documentSymbol", document) == [])
    #expect(result("textDocument/completion", Client.at(uri, 1, 0))?["items"] == [])
    let formatting = server.receive(Client.request(4, "textDocument/formatting", document))
    #expect(formatting.first?["error"]?["code"] == -32803)
    let saved = server.receive(Self.save(uri))
    #expect(saved.first?["params"]?["diagnostics"]?.array?.count == 1)
    #expect(server.lastRunChecks == 0)
  }

  /// The limit is the server's `limits.maxSourceBytes`: a document of exactly that many bytes
  /// is read, one more is not.
  @Test func theSourceLimitIsExact() throws {
    let (server, folder) = try Client.server()
    server.limits.maxSourceBytes = 100
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    let text = "table\n# " + String(repeating: "x", count: 92) + "\n"
    #expect(text.utf8.count == 101)
    _ = Client.open(server, uri, text)
    let hover = Client.at(uri, 0, 1)
    #expect(
      server.receive(Client.request(2, "textDocument/hover", hover)).first?["result"] == .null)
    let fits = server.receive(
      Client.notification(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(uri), "version": 2],
          "contentChanges": [["range": Client.range(1, 1, 1, 2), "text": ""]],
        ]))
    #expect(fits.first?["params"]?["diagnostics"] == [])
    let reply = server.receive(Client.request(3, "textDocument/hover", hover))
    #expect(reply.first?["result"]?["contents"] != nil)
  }

  // MARK: - Cancellation

  /// A request cancelled before it is answered gets RequestCancelled (-32800) and is not run;
  /// a cancellation of a request already answered, or never sent, changes nothing.
  @Test func cancelledRequestsAreAnsweredWithRequestCancelled() throws {
    let (server, folder) = try Client.server()
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    _ = Client.open(server, uri, "table\ninsert rows 0\n")
    let replies = server.receive([
      Self.hover(7, uri, 1, 2), Self.hover("seven", uri, 1, 2), Self.hover(8, uri, 1, 2),
      Self.cancel(7), Self.cancel("seven"), Self.cancel(99),
    ])
    #expect(replies.count == 3)
    #expect(Self.reply(7, in: replies)?["error"]?["code"] == -32800)
    #expect(Self.reply("seven", in: replies)?["error"]?["code"] == -32800)
    #expect(Self.reply(8, in: replies)?["result"]?["contents"] != nil)
    // The ids are free again: a cancellation that comes after the answer is ignored.
    let again = server.receive([Self.hover(7, uri, 1, 2)])
    #expect(Self.reply(7, in: again)?["result"]?["contents"] != nil)
    #expect(server.receive([Self.cancel(7)]).isEmpty)
    #expect(Self.reply(7, in: server.receive([Self.hover(7, uri, 1, 2)]))?["result"] != nil)
  }

  // MARK: - Runs on save

  /// A run on save stops at its next step once an edit of its document is waiting: what it
  /// would report is stale, so the save publishes nothing and the edit publishes next.
  @Test func aRunOnSaveStopsWhenAnEditOfItsDocumentWaits() throws {
    let (server, folder) = try Client.server()
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    _ = Client.open(server, uri, "while true {\n}\n")
    let change = Client.notification(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(uri), "version": 2],
        "contentChanges": [["text": "print 1\n"]],
      ])
    let replies = server.receive([Self.save(uri), change])
    #expect(replies.count == 1)
    #expect(replies.first?["params"]?["version"] == 2)
    #expect(replies.first?["params"]?["diagnostics"] == [])
    // It stopped at its first check, after 1,024 steps, not at the step limit.
    #expect(server.lastRunChecks == 1)
    // An edit of another document does not stop it.
    let other = LanguageServer.uri(ofPath: folder.path + "/b.lsh")
    _ = Client.open(server, other, "print 2\n")
    _ = Client.open(server, uri, "let n = 0\nwhile n < 5000 {\n  n = n + 1\n}\n")
    let both = server.receive([
      Self.save(uri),
      Client.notification("textDocument/didSave", ["textDocument": ["uri": .string(other)]]),
    ])
    #expect(both.compactMap { $0["params"]?["uri"]?.string } == [uri, other])
  }

  /// A run on save has the limits `listsh FILE` runs under (10,000,000 steps, not the million
  /// it had), so a save reports what the CLI would.
  @Test func aRunOnSaveHasTheLimitsOfTheCLI() throws {
    let (server, folder) = try Client.server()
    #expect(server.limits.maxSteps == Limits().maxSteps)
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    _ = Client.open(
      server, uri, "table\ndata [1, 2]\nrepeat 1200000 {\n}\ndelete rows 7\n")
    let saved = server.receive(Self.save(uri))
    let failure = try #require(saved.first?["params"]?["diagnostics"]?.array?.first)
    #expect(failure["range"] == Client.range(4, 0, 4, 13))
    #expect(
      failure["message"]?.string?.hasPrefix("NSInternalInconsistencyException") == true,
      "\(failure)")
    #expect(server.lastRunChecks > 1_000)
  }

  /// A run on save stops at its time limit, wherever it is, with a diagnostic that says so.
  @Test func aRunOnSaveStopsAtItsTimeLimit() throws {
    let (server, folder) = try Client.server()
    server.runTimeLimit = .zero
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    _ = Client.open(server, uri, "let n = 0\nwhile true {\n  n = n + 1\n}\n")
    let saved = server.receive(Self.save(uri))
    let failure = try #require(saved.first?["params"]?["diagnostics"]?.array?.first)
    #expect(
      failure["message"]
        == "the run on save stopped after 0 s, the language server's time limit\nnote: listsh runs it without that limit"
    )
    #expect([1, 2].contains(failure["range"]?["start"]?["line"]?.int ?? 0))
    #expect(server.lastRunChecks == 1)
  }

  // MARK: - Positions on long lines

  /// UTF-16 positions on lines of any length, across the blocks the document counts them by,
  /// agree with Swift's own count.
  @Test func utf16PositionsAgreeWithSwiftsCountOnLongLines() {
    var random = SystemRandomNumberGenerator()
    let pieces = ["a", "é", "🙂", "\n", "\r\n", "中", " ", "\u{301}"]
    for _ in 0..<20 {
      var text = ""
      for _ in 0..<Int.random(in: 0..<1_500, using: &random) {
        text += pieces.randomElement(using: &random)!
      }
      let document = Document(uri: "file:///a.lsh", version: 1, text: text)
      var line = 0
      var lineStart = text.utf8.startIndex
      var offset = 0
      for index in text.utf8.indices + [text.utf8.endIndex] {
        if index < text.utf8.endIndex, text.utf8[index] & 0xC0 == 0x80 {
          offset += 1
          continue
        }
        let expected = text.utf16.distance(from: lineStart, to: index)
        let position = document.position(of: offset, .utf16)
        #expect(position.line == line && position.character == expected, "at byte \(offset)")
        guard index < text.utf8.endIndex else { break }
        let byte = text.utf8[index]
        if byte != 10, byte != 13 {
          #expect(document.offset(line: line, character: expected, .utf16) == offset)
        }
        let next = text.utf8.index(after: index)
        let crlf = byte == 13 && next < text.utf8.endIndex && text.utf8[next] == 10
        if byte == 10 || (byte == 13 && !crlf) {
          line += 1
          lineStart = next
        }
        offset += 1
      }
    }
  }
}

/// The same over the process's standard input and output.
@Suite(.serialized) struct LspBinaryRobustnessTests {
  /// Frames `messages`' texts, as a client writes them.
  static func stream(_ bodies: [String]) -> String {
    bodies.map { "Content-Length: \($0.utf8.count)\r\n\r\n" + $0 }.joined()
  }

  /// The bodies on the server's standard output, each of which must be JSON.
  static func replies(_ stdout: String) -> [JSON] {
    var reader = MessageReader()
    return reader.feed(Array(stdout.utf8)).map { item in
      guard case .body(let body) = item, let json = JSON.parse(body) else {
        Issue.record("not framed JSON: \(item)")
        return .null
      }
      return json
    }
  }

  /// The stream is read ahead of the answers: a cancellation written with its request (under
  /// 4 KB, which a pipe delivers whole) cancels it, and an id `1e999` gets `null`.
  @Test func cancellationAndOddIdsOverPipes() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    let root = LanguageServer.uri(ofPath: folder.path)
    let input = Self.stream([
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(root)"}}"#,
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","version":1,"text":"table\n"}}}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":0,"character":1}}}"#,
      #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":2}}"#,
      #"{"jsonrpc":"2.0","id":1e999,"method":"textDocument/hover","params":{}}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#,
    ])
    #expect(input.utf8.count < 4096)
    let r = try Listsh.run(["lsp"], stdin: input, in: folder)
    #expect(r.code == 0, "\(r.stderr)")
    #expect(!r.stdout.contains(":inf"))
    let replies = Self.replies(r.stdout)
    #expect(replies.count == 5)
    #expect(LanguageServerRobustnessTests.reply(2, in: replies)?["error"]?["code"] == -32800)
    #expect(LanguageServerRobustnessTests.reply(.null, in: replies)?["error"]?["code"] == -32600)
    #expect(LanguageServerRobustnessTests.reply(3, in: replies)?["result"] == .null)
  }

  /// Messages before a malformed header are answered, then the server stops with 65.
  @Test func messagesBeforeAMalformedHeaderAreAnswered() throws {
    let input =
      Self.stream([#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#])
      + "Content-Type: x\r\n\r\n"
    let r = try Listsh.run(["lsp"], stdin: input)
    #expect(r.code == 65)
    #expect(Self.replies(r.stdout).first?["id"] == 1)
    #expect(r.stderr.contains("no valid Content-Length header"))
  }
}
