import Foundation
import ListshCore
import TestSupport
import Testing

/// `listsh lsp`'s state machine driven as a client drives it: initialize, open and change,
/// diagnostics at their ranges, completion, hover, definition, symbols, formatting, shutdown
/// and exit, and the protocol's errors.
@Suite struct LanguageServerTests {
  /// A server over a fresh workspace, initialized, with `files` written into it.
  static func server(
    _ files: [String: String] = [:], encodings: [JSON] = ["utf-16"], runOnSave: Bool = true
  ) throws -> (LanguageServer, URL) {
    let folder = try temporaryFolder()
    for (name, text) in files { try writeText(text, name, in: folder) }
    let server = LanguageServer(root: folder.path)
    let reply = server.receive(
      request(
        1, "initialize",
        [
          "rootUri": .string(LanguageServer.uri(ofPath: folder.path)),
          "capabilities": ["general": ["positionEncodings": .array(encodings)]],
          "initializationOptions": ["runOnSave": .bool(runOnSave)],
        ]))
    #expect(reply.first?["result"]?["capabilities"]?["hoverProvider"] == true)
    _ = server.receive(notification("initialized", [:]))
    return (server, folder)
  }

  static func request(_ id: Int, _ method: String, _ params: JSON) -> [UInt8] {
    Array(
      JSON.object(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        .text.utf8)
  }

  static func notification(_ method: String, _ params: JSON) -> [UInt8] {
    Array(JSON.object(["jsonrpc": "2.0", "method": .string(method), "params": params]).text.utf8)
  }

  static func open(_ server: LanguageServer, _ uri: String, _ text: String) -> [JSON] {
    server.receive(
      notification(
        "textDocument/didOpen",
        [
          "textDocument": [
            "uri": .string(uri), "languageId": "listscript", "version": 1, "text": .string(text),
          ]
        ]))
  }

  static func at(_ uri: String, _ line: Int, _ character: Int) -> JSON {
    [
      "textDocument": ["uri": .string(uri)],
      "position": ["line": .int(line), "character": .int(character)],
    ]
  }

  static func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> JSON {
    [
      "start": ["line": .int(l1), "character": .int(c1)],
      "end": ["line": .int(l2), "character": .int(c2)],
    ]
  }

  @Test func diagnosticsFollowTheDocumentAtTheirRangesWithTheirNotes() throws {
    let (server, folder) = try Self.server()
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    // "é🙂" is 3 UTF-16 units: the name after it starts at character 13, not at byte 16.
    let opened = Self.open(server, uri, "let total = 1\nprint \"é🙂\", totl\n")
    let diagnostics = try #require(opened.first?["params"]?["diagnostics"]?.array)
    #expect(diagnostics.count == 1)
    #expect(diagnostics[0]["range"] == Self.range(1, 13, 1, 17))
    #expect(diagnostics[0]["message"] == "undefined name 'totl'\nnote: did you mean 'total'?")
    // An incremental change fixes it.
    let changed = server.receive(
      Self.notification(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(uri), "version": 2],
          "contentChanges": [["range": Self.range(1, 16, 1, 16), "text": "a"]],
        ]))
    #expect(changed.first?["params"]?["diagnostics"] == [])
    #expect(changed.first?["params"]?["version"] == 2)
    #expect(server.documents[uri]?.text == "let total = 1\nprint \"é🙂\", total\n")
    // A parse error, by a whole-document change.
    let broken = server.receive(
      Self.notification(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(uri), "version": 3],
          "contentChanges": [["text": "print (1\n"]],
        ]))
    let parse = try #require(broken.first?["params"]?["diagnostics"]?.array?.first)
    #expect(parse["range"]?["start"]?["line"] == 1)
    #expect(parse["message"]?.string?.contains("')'") == true)
  }

  @Test func utf8PositionsWhenTheClientOffersThem() throws {
    let (server, folder) = try Self.server(encodings: ["utf-8", "utf-16"])
    #expect(server.encoding == .utf8)
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    let opened = Self.open(server, uri, "print \"é🙂\", totl\n")
    #expect(
      opened.first?["params"]?["diagnostics"]?.array?.first?["range"] == Self.range(0, 16, 0, 20))
  }

  @Test func aSaveReportsTheFirstRuntimeFailureUntilTheNextChange() throws {
    let (server, folder) = try Self.server()
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    _ = Self.open(server, uri, "table\ndata [1, 2]\ndelete rows 7\n")
    let saved = server.receive(
      Self.notification("textDocument/didSave", ["textDocument": ["uri": .string(uri)]]))
    let failure = try #require(saved.first?["params"]?["diagnostics"]?.array?.first)
    #expect(failure["range"] == Self.range(2, 0, 2, 13))
    #expect(
      failure["message"]?.string?.hasPrefix(
        "NSInternalInconsistencyException: attempt to delete row 7") == true)
    let (quiet, quietFolder) = try Self.server(runOnSave: false)
    let quietURI = LanguageServer.uri(ofPath: quietFolder.path + "/a.lsh")
    _ = Self.open(quiet, quietURI, "table\ndata [1, 2]\ndelete rows 7\n")
    let none = quiet.receive(
      Self.notification("textDocument/didSave", ["textDocument": ["uri": .string(quietURI)]]))
    #expect(none.first?["params"]?["diagnostics"] == [])
  }

  @Test func completionOffersCommandsChoicesMethodsNamesAndFiles() throws {
    let (server, folder) = try Self.server([
      "lib/shared.lsh": "let shared = 1\n", "feed.json": "[]",
    ])
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    _ = Self.open(
      server, uri,
      "let s = snapshot()\ns.appe\nins\nscroll \nlet total = 3\nprint tot\ninclude \"li\ndata from \"fe\n"
    )
    func labels(_ line: Int, _ character: Int) -> [String] {
      let reply = server.receive(
        Self.request(9, "textDocument/completion", Self.at(uri, line, character)))
      return reply.first?["result"]?["items"]?.array?.compactMap { $0["label"]?.string } ?? []
    }
    #expect(labels(1, 6) == ["appendItems", "appendSections"])
    #expect(labels(2, 3).contains("insert"))
    #expect(labels(3, 7).contains("to") && labels(3, 7).contains("by"))
    #expect(labels(5, 9) == ["total"])
    #expect(labels(6, 11) == ["lib/"])
    #expect(labels(7, 13) == ["feed.json"])
    let reply = server.receive(Self.request(10, "textDocument/completion", Self.at(uri, 1, 6)))
    let item = try #require(reply.first?["result"]?["items"]?.array?.first)
    #expect(item["detail"] == "appendItems(_:) / appendItems(_:toSection:)")
    #expect(item["textEdit"]?["range"] == Self.range(1, 2, 1, 6))
    #expect(item["kind"] == 2)
  }

  @Test func hoverTellsTheCommandAndTheUIKitCallItStandsFor() throws {
    let (server, folder) = try Self.server()
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    _ = Self.open(
      server, uri,
      "table\ninsert rows 0\nlet s = snapshot()\ns.appendItems([1])\nprint len(visible)\n")
    func hover(_ line: Int, _ character: Int) -> String? {
      server.receive(Self.request(3, "textDocument/hover", Self.at(uri, line, character))).first?[
        "result"]?[
          "contents"]?["value"]?.string
    }
    #expect(hover(1, 2)?.contains("UIKit: `insertRows(at:with:)") == true)
    #expect(hover(3, 5)?.contains("`appendItems(_:toSection:)`") == true)
    #expect(hover(4, 7)?.contains("len(x)") == true)
    #expect(hover(4, 12)?.contains("indexPathsForVisibleRows") == false)
    #expect(hover(3, 0) == "```listsh\nlet s = snapshot()\n```")
  }

  @Test func definitionsOfVariablesProceduresParametersAndIncludes() throws {
    let (server, folder) = try Self.server(["lib/shared.lsh": "let shared = 1\n"])
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    _ = Self.open(
      server, uri,
      "include \"lib/shared.lsh\"\nlet x = 1\ndef f(a, b) {\n  let x = a\n  return x + b\n}\nprint f(x, 2)\n"
    )
    func definition(_ line: Int, _ character: Int) -> JSON? {
      server.receive(Self.request(4, "textDocument/definition", Self.at(uri, line, character)))
        .first?["result"]
    }
    #expect(definition(4, 9)?["range"] == Self.range(3, 6, 3, 7))  // the x inside f
    #expect(definition(4, 13)?["range"] == Self.range(2, 9, 2, 10))  // parameter b
    #expect(definition(6, 6)?["range"] == Self.range(2, 4, 2, 5))  // f
    #expect(definition(6, 8)?["range"] == Self.range(1, 4, 1, 5))  // the top-level x
    let included = definition(0, 12)
    #expect(included?["uri"]?.string == LanguageServer.uri(ofPath: folder.path + "/lib/shared.lsh"))
  }

  @Test func symbolsAndFormatting() throws {
    let (server, folder) = try Self.server()
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    _ = Self.open(server, uri, "let  x=[1 ,2]\ndef f(a) {\nreturn a\n}\n")
    let symbols = server.receive(
      Self.request(5, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]]))
    let list = try #require(symbols.first?["result"]?.array)
    #expect(list.compactMap { $0["name"]?.string } == ["x", "f"])
    #expect(list[1]["kind"] == 12)
    #expect(list[1]["children"]?.array?.first?["name"] == "a")
    let edits = server.receive(
      Self.request(6, "textDocument/formatting", ["textDocument": ["uri": .string(uri)]]))
    let edit = try #require(edits.first?["result"]?.array?.first)
    #expect(edit["newText"] == "let x = [1, 2]\ndef f(a) {\n  return a\n}\n")
    #expect(edit["range"] == Self.range(0, 0, 4, 0))
  }

  @Test func theProtocolsErrorsAndTheEnd() throws {
    let fresh = LanguageServer(root: "/tmp")
    let early = fresh.receive(Self.request(1, "textDocument/hover", [:]))
    #expect(early.first?["error"]?["code"] == -32002)
    #expect(fresh.receive(Array("{not json".utf8)).first?["error"]?["code"] == -32700)
    let (server, _) = try Self.server()
    #expect(
      server.receive(Self.request(2, "workspace/symbol", [:])).first?["error"]?["code"] == -32601)
    #expect(
      server.receive(Self.request(3, "textDocument/hover", Self.at("file:///nope.lsh", 0, 0)))
        .first?["error"]?["code"] == -32602)
    #expect(server.receive(Self.request(4, "shutdown", .null)).first?["result"] == .null)
    #expect(
      server.receive(Self.request(5, "textDocument/hover", [:])).first?["error"]?["code"] == -32600)
    _ = server.receive(Self.notification("exit", .null))
    #expect(server.exitStatus == 0)
    let (abrupt, _) = try Self.server()
    _ = abrupt.receive(Self.notification("exit", .null))
    #expect(abrupt.exitStatus == 1)
  }
}

/// The base protocol's framing and the JSON the server reads and writes.
@Suite struct LanguageServerFramingTests {
  @Test func messagesSplitAnywhereAndJoinedAreReadWhole() {
    let one = MessageReader.frame(["id": 1])
    let two = MessageReader.frame(["id": 2, "text": "é\n\"x\""])
    let stream = one + two
    for cut in 0...stream.count {
      var reader = MessageReader()
      let items = reader.feed(stream[..<cut]) + reader.feed(stream[cut...])
      #expect(items.count == 2, "cut at \(cut)")
      if case .body(let body) = items.last { #expect(JSON.parse(body)?["text"] == "é\n\"x\"") }
    }
  }

  @Test func aHeaderWithoutALengthOrTooLargeABodyStopsTheReader() {
    var reader = MessageReader()
    #expect(
      reader.feed(Array("Content-Type: x\r\n\r\n{}".utf8)) == [
        .malformed("no valid Content-Length header")
      ])
    var big = MessageReader()
    let items = big.feed(Array("Content-Length: \(MessageReader.maxBody + 1)\r\n\r\n".utf8))
    #expect(items.count == 1)
  }

  @Test(arguments: [
    #"{"a":[1,2.5,-3e2,true,false,null],"b":"\u00e9\ud83d\ude42\n"}"#, "[]", "\"x\"", "0",
  ])
  func jsonReadsAndWritesBack(text: String) throws {
    let value = try #require(JSON.parse(Array(text.utf8)))
    #expect(JSON.parse(Array(value.text.utf8)) == value)
  }

  @Test(arguments: [
    "{", "[1,]", "{\"a\" 1}", "tru", "\"\\x\"", "[1] 2", String(repeating: "[", count: 300),
  ])
  func malformedJSONIsRefused(text: String) {
    #expect(JSON.parse(Array(text.utf8)) == nil)
  }
}

/// `listsh lsp` as a process, over its standard input and output.
@Suite(.serialized) struct LspBinaryTests {
  @Test func aSessionOverPipesEndsWithExitStatusZero() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    let messages: [JSON] = [
      [
        "jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": [
          "rootUri": .string(LanguageServer.uri(ofPath: folder.path)), "capabilities": [:],
        ],
      ],
      ["jsonrpc": "2.0", "method": "initialized", "params": [:]],
      [
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": [
          "textDocument": [
            "uri": .string(uri), "languageId": "listscript", "version": 1, "text": "print nope\n",
          ]
        ],
      ],
      ["jsonrpc": "2.0", "id": 2, "method": "shutdown"],
      ["jsonrpc": "2.0", "method": "exit"],
    ]
    let input = messages.flatMap(MessageReader.frame)
    let r = try Listsh.run(["lsp"], stdin: String(decoding: input, as: UTF8.self), in: folder)
    #expect(r.code == 0, "\(r.stderr)")
    var reader = MessageReader()
    let replies = reader.feed(Array(r.stdout.utf8)).compactMap { item -> JSON? in
      if case .body(let body) = item { return JSON.parse(body) }
      return nil
    }
    #expect(replies.count == 3)
    #expect(replies[0]["result"]?["serverInfo"]?["name"] == "listsh")
    #expect(
      replies[1]["params"]?["diagnostics"]?.array?.first?["message"] == "undefined name 'nope'")
    #expect(replies[2]["id"] == 2)
  }

  @Test func aClosedStreamWithoutExitEndsWithOne() throws {
    let r = try Listsh.run(["lsp"], stdin: "")
    #expect(r.code == 1)
    let garbage = try Listsh.run(["lsp"], stdin: "Content-Type: x\r\n\r\n")
    #expect(garbage.code == 65)
    #expect(garbage.stderr.contains("no valid Content-Length header"))
  }
}
