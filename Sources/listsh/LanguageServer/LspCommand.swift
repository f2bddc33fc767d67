import ArgumentParser
import ListshCore

/// `listsh lsp`: the Language Server Protocol over standard input and output.
struct LspCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lsp",
    abstract: "Serve the Language Server Protocol on standard input and output, for editors.",
    discussion: """
      Diagnostics as a scenario is typed (lexer, parser and name errors at their ranges, with \
      their notes) and, on save, the first runtime failure of a confined run under listsh's \
      own limits (10 million steps) and 10 seconds (initializationOptions {"runOnSave": false} \
      turns it off); completion of \
      commands, choices, snapshot methods, names and file paths; hover with each command's \
      help and the UIKit API it stands for; go to definition for def, let, for and include; \
      document symbols; formatting (listsh fmt's layout). Files are read only under the \
      workspace's root. Messages are answered in order, each bounded: a document over 8 MB is \
      refused unread; $/cancelRequest answers a request not yet answered with \
      RequestCancelled. See docs/editors.md for VS Code, Neovim and Helix.
      """)

  /// Reads the stream on a thread of its own into the server's inbox, ahead of the answers
  /// (so that a `$/cancelRequest` is seen while the requests before it wait or run), and
  /// answers on this one, a message at a time (`LanguageServer`).
  func run() throws {
    let server = LanguageServer(root: FileManager.default.currentDirectoryPath)
    let inbox = server.inbox
    Threads.detach {
      var reader = MessageReader()
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        // Unsafe: C API (read).
        let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { break }
        var bodies: [[UInt8]] = []
        for item in reader.feed(buffer[0..<n]) {
          switch item {
          case .body(let body): bodies.append(body)
          case .malformed(let why):
            inbox.put(bodies)
            inbox.close(.malformed(why))
            return
          }
        }
        inbox.put(bodies)
      }
      inbox.close()
    }
    while let messages = server.answerNext() {
      for message in messages {
        Console.write(String(decoding: MessageReader.frame(message), as: UTF8.self), to: 1)
      }
      if let status = server.exitStatus { throw ExitCode(status) }
    }
    if case .malformed(let why) = inbox.end {
      Console.write("listsh lsp: \(why); stopping\n", to: 2)
      throw ExitCode(.parseError)
    }
    // The client closed the stream without `exit`.
    throw ExitCode(server.exitStatus ?? 1)
  }
}
