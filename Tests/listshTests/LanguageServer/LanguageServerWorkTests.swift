import Foundation
import ListshCore
import TestSupport
import Testing

/// The work the language server does for a document, counted: its text goes through the
/// `Frontend` once a version, with no interpreter and no run, and completion, hover,
/// definition and symbols answer from that version's parse.
@Suite struct LanguageServerWorkTests {
  typealias Client = LanguageServerTests

  static func change(_ server: LanguageServer, _ uri: String, version: Int, _ text: String)
    -> [JSON]
  {
    server.receive(
      Client.notification(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(uri), "version": .int(version)],
          "contentChanges": [["text": .string(text)]],
        ]))
  }

  @Test func diagnosticsOfAScriptThatWouldNeverEndComeWithoutRunningIt() throws {
    let (server, folder) = try Client.server(["lib.lsh": "def helper() { return 1 }\n"])
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    let text = "include \"lib.lsh\"\nwhile true { print helper() }\nprint nope\n"
    let opened = Client.open(server, uri, text)
    let diagnostics = try #require(opened.first?["params"]?["diagnostics"]?.array)
    #expect(diagnostics.map { $0["message"]?.string } == ["undefined name 'nope'"])
    #expect(diagnostics.first?["range"] == Client.range(2, 6, 2, 10))
    // Checked once, the include read with it; the run machinery never asked whether to stop.
    #expect(server.frontendChecks == 1)
    #expect(server.frontendBytesRead == text.utf8.count + "def helper() { return 1 }\n".utf8.count)
    #expect(server.lastRunChecks == 0)
  }

  @Test func requestsAnswerFromTheVersionsParse() throws {
    let (server, folder) = try Client.server()
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    _ = Client.open(server, uri, "let total = 3\nprint tot\n")
    #expect(server.frontendChecks == 1)
    for id in 0..<3 {
      _ = server.receive(Client.request(10 + id, "textDocument/hover", Client.at(uri, 1, 7)))
      _ = server.receive(Client.request(20 + id, "textDocument/completion", Client.at(uri, 1, 9)))
      _ = server.receive(Client.request(30 + id, "textDocument/definition", Client.at(uri, 1, 7)))
      _ = server.receive(
        Client.request(
          40 + id, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]]))
    }
    _ = server.receive(
      Client.notification("textDocument/didSave", ["textDocument": ["uri": .string(uri)]]))
    #expect(server.frontendChecks == 1)
    // A change is checked once, and what is answered is the new text's.
    _ = Self.change(server, uri, version: 2, "let count = 3\nprint cou\n")
    #expect(server.frontendChecks == 2)
    let reply = server.receive(
      Client.request(50, "textDocument/completion", Client.at(uri, 1, 9)))
    let labels = reply.first?["result"]?["items"]?.array?.compactMap { $0["label"]?.string }
    #expect(labels == ["count"])
    #expect(server.frontendChecks == 2)
  }

  @Test func completionFollowsTheKindOfViewBeforeTheCursor() throws {
    let (server, folder) = try Client.server()
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    _ = Client.open(server, uri, "table\nprint visi\ncollection\nprint visi\n  table\nprint visi\n")
    func labels(_ line: Int, _ character: Int) -> [String] {
      let reply = server.receive(
        Client.request(9, "textDocument/completion", Client.at(uri, line, character)))
      return reply.first?["result"]?["items"]?.array?.compactMap { $0["label"]?.string } ?? []
    }
    func rows(_ labels: [String]) -> Bool {
      labels.contains("visibleRows") && !labels.contains("visibleItems")
    }
    func items(_ labels: [String]) -> Bool {
      labels.contains("visibleItems") && !labels.contains("visibleRows")
    }
    #expect(rows(labels(1, 10)))
    #expect(items(labels(3, 10)))
    #expect(rows(labels(5, 10)))
    _ = Self.change(server, uri, version: 2, "collection\nprint visi\n")
    #expect(items(labels(1, 10)))
  }
}
