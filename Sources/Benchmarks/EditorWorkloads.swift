import Foundation
import ListshCore

/// The language server's answers, in process: diagnostics after a change (at 500 and 5,000
/// lines, and the ratio between them, which shows whether the cost is linear in the file), and
/// hover and completion at 5,000 lines, each the fastest of a few rounds.
enum EditorWorkloads {
  /// A scenario of about `lines` lines: blocks that bind variables, define and call
  /// procedures, loop, assert and drive a table, each block's names its own.
  static func scenario(lines: Int) -> String {
    var text = "# A scenario for the editor's benchmark.\n"
    var k = 0
    while text.utf8.count(where: { $0 == 10 }) < lines - 30 {
      text += """
        # Block \(k): values, a procedure, a loop and a table.
        let n\(k) = 42
        let name\(k) = "news \\(n\(k) - 31)"
        let items\(k) = [1, 2, 3]
        let ad\(k) = {id: "ad\(k)", text: "Sponsored", height: 120}
        print n\(k), name\(k), items\(k), ad\(k).text
        def news\(k)(count) {
          let out = []
          for i in 1...count {
            out = out + ["news \\(i)"]
          }
          return out
        }
        let total\(k) = 0
        for i in 1...4 {
          total\(k) = total\(k) + i
        }
        assert total\(k) == 10
        if total\(k) > 30 {
          print "big:", total\(k)
        } else {
          print "small:", total\(k)
        }
        table height 220
        data news\(k)(8)
        assert len(news\(k)(3)) == 3
        expect error "division by zero" {
          print 1 / 0
        }

        """
      k += 1
    }
    return text
  }

  /// A server with `text` open as `a.lsh` in an empty workspace, and the document's URI.
  static func server(_ text: String) -> (LanguageServer, String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("listsh-editor-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let server = LanguageServer(root: folder.path)
    let uri = LanguageServer.uri(ofPath: folder.path + "/a.lsh")
    _ = server.receive(
      message(
        id: 1, "initialize",
        [
          "rootUri": .string(LanguageServer.uri(ofPath: folder.path)),
          "initializationOptions": ["runOnSave": .bool(false)],
        ]))
    _ = server.receive(message("initialized", [:]))
    _ = server.receive(
      message(
        "textDocument/didOpen",
        ["textDocument": ["uri": .string(uri), "version": 1, "text": .string(text)]]))
    return (server, uri)
  }

  /// The body of a request (with an `id`) or a notification.
  static func message(id: Int? = nil, _ method: String, _ params: JSON) -> [UInt8] {
    var object: [String: JSON] = [
      "jsonrpc": "2.0", "method": .string(method), "params": params,
    ]
    if let id { object["id"] = .int(id) }
    return Array(JSON.object(object).text.utf8)
  }

  /// Milliseconds from a change (a character typed into the middle of the document, then
  /// taken out, in turns) to its diagnostics: the fastest of `rounds`.
  static func change(lines: Int, rounds: Int) -> Double {
    let text = scenario(lines: lines)
    let (server, uri) = server(text)
    let line = text.utf8.count(where: { $0 == 10 }) / 2
    var version = 1
    return fastestMicroseconds(repeats: rounds) { i in
      version += 1
      let range: JSON = [
        "start": ["line": .int(line), "character": 0],
        "end": ["line": .int(line), "character": .int(i % 2 == 0 ? 0 : 1)],
      ]
      let out = server.receive(
        message(
          "textDocument/didChange",
          [
            "textDocument": ["uri": .string(uri), "version": .int(version)],
            "contentChanges": [["range": range, "text": .string(i % 2 == 0 ? " " : "")]],
          ]))
      precondition(out.first?["params"]?["diagnostics"] == [], "the scenario has errors")
    } / 1000
  }

  /// Milliseconds of a request at the position `(line, character)` of the document: the
  /// fastest of `rounds`.
  static func request(
    _ method: String, lines: Int, at position: (String) -> (Int, Int), rounds: Int
  ) -> Double {
    let text = scenario(lines: lines)
    let (server, uri) = server(text)
    let (line, character) = position(text)
    return fastestMicroseconds(repeats: rounds) { i in
      let out = server.receive(
        message(
          id: 10 + i, method,
          [
            "textDocument": ["uri": .string(uri)],
            "position": ["line": .int(line), "character": .int(character)],
          ]))
      precondition(out.first?["result"] != nil && out.first?["result"] != .null, method)
    } / 1000
  }

  /// The line of the last `total` assignment in the document (a variable's use, for hover).
  static func lastTotal(_ text: String) -> (Int, Int) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = lines.lastIndex { $0.hasPrefix("  total") } ?? 0
    return (line, 4)
  }

  /// The end of the document's last line but one (after `}`), where a new statement is typed.
  static func end(_ text: String) -> (Int, Int) {
    (text.utf8.count(where: { $0 == 10 }), 0)
  }

  static func rows(quick: Bool) -> [Result] {
    let rounds = quick ? 5 : 20
    let small = change(lines: 500, rounds: rounds)
    let large = change(lines: 5_000, rounds: rounds)
    let hover = request("textDocument/hover", lines: 5_000, at: lastTotal, rounds: rounds)
    let completion = request("textDocument/completion", lines: 5_000, at: end, rounds: rounds)
    return [
      Result(
        workload: "editor: diagnostics after a change, 500 lines", figure: small,
        reference: nil, unit: "ms", ratio: small / 2, bar: "<= 2 ms", met: small <= 2),
      Result(
        workload: "editor: diagnostics after a change, 5,000 lines", figure: large,
        reference: nil, unit: "ms", ratio: large / 20, bar: "<= 20 ms", met: large <= 20),
      Result(
        workload: "editor: diagnostics after a change, 5,000 lines vs 500", figure: large,
        reference: small, unit: "ms", ratio: large / small, bar: "<= 12x",
        met: large / small <= 12),
      Result(
        workload: "editor: hover at 5,000 lines", figure: hover, reference: nil, unit: "ms",
        ratio: hover / 5, bar: "<= 5 ms", met: hover <= 5),
      Result(
        workload: "editor: completion at 5,000 lines", figure: completion, reference: nil,
        unit: "ms", ratio: completion / 5, bar: "<= 5 ms", met: completion <= 5),
    ]
  }
}
