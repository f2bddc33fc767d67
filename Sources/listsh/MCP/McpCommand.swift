import ArgumentParser
import ListScript
import ListshCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `listsh mcp`: the Model Context Protocol over standard input and output, for coding agents.
struct McpCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mcp",
    abstract: "Serve the Model Context Protocol on standard input and output, for coding agents.",
    discussion: """
      A line of JSON-RPC a message, as MCP's stdio transport has it (the initialize handshake, \
      revisions 2024-11-05 to 2025-11-25). Tools: explain (a pasted crash → reading, \
      explanation, scenario and whether it reproduces the text exactly), run (a scenario's \
      text → trace, how it ended, the exception), test (files under the root → a result per \
      file with the first difference), emit_swift (a scenario → an XCTest case or a Swift \
      test), check (a JSON payload's identities). Resources: the language reference and the \
      chapters (listscript://docs/…). The root is the working directory (or --root): every \
      file a tool or a scenario reads must be inside it once its links are resolved, and \
      nothing is written. Scenarios run in a worker process under --timeout, --max-memory \
      and --max-steps, as listsh test runs a suite. See docs/agents.md for the configuration \
      of Claude Code, Codex, Cursor, VS Code and Xcode.
      """)

  @Option(help: "The folder the tools read inside (default: the working directory).")
  var root: String?

  @Option(help: "Seconds a scenario's run or a file's check may take.")
  var timeout: Double = 60

  @Option(help: "Megabytes a scenario's worker may use before it is stopped.")
  var maxMemory: Int = 2_000

  @Option(help: "The most statements and loop iterations a scenario may execute.")
  var maxSteps: Int = Limits().maxSteps

  func validate() throws {
    guard timeout > 0, timeout <= 3_600 else {
      throw ValidationError("--timeout must be in (0, 3600] seconds")
    }
    guard (1...1_000_000).contains(maxMemory) else {
      throw ValidationError("--max-memory must be from 1 to 1000000 MB")
    }
    guard maxSteps > 0 else { throw ValidationError("--max-steps must be positive") }
  }

  func run() throws {
    let executable = TestWorker.currentExecutable
    if let root {
      // Unsafe: C API (chdir). Every tool reads relative to the working directory.
      guard chdir(root) == 0 else {
        Console.write("listsh mcp: cannot enter \(FileNames.abbreviated(root))\n", to: 2)
        throw ExitCode(.unreadable)
      }
    }
    let served = FileGate.realPath(".")
    // A client that starts servers in / or the home folder would hand the agent everything
    // under it: such a root must be asked for.
    let home = Environment.value("HOME").flatMap { $0.hasPrefix("/") ? FileGate.realPath($0) : nil }
    if root == nil, served == "/" || served == home {
      Console.write(
        "listsh mcp: started in \(served == "/" ? "/" : "the home folder"); give the project's "
          + "folder with --root DIR (the tools read only inside it)\n", to: 2)
      throw ExitCode(.usage)
    }
    Console.write("listsh mcp: serving \(TerminalText.escaped(served))\n", to: 2)
    StopSignals.install()
    let host = WorkerHost(
      executable: executable, timeout: timeout, memoryLimit: maxMemory * 1_000_000,
      maxSteps: maxSteps)
    defer { host.finish() }
    let server = MCPServer(
      host: host, documents: Self.documents, version: ListScriptVersion.current)
    var splitter = LineSplitter(limit: MCPServer.messageLimit)
    func answer(_ item: LineSplitter.Item) {
      let reply: JSON?
      switch item {
      case .line(let bytes):
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
        reply = server.answer(bytes)
      case .tooLong:
        reply = server.answer(Array(repeating: 0x20, count: MCPServer.messageLimit + 1))
      }
      // Only messages go to standard output; the answer is one line (JSON escapes line feeds).
      if let reply { Console.write(reply.text + "\n", to: 1) }
    }
    Files.standardInput(limit: Int.max) { chunk in
      for item in splitter.feed(chunk) { answer(item) }
    }
    if let last = splitter.finish() { answer(last) }
  }

  /// The pages the build embedded (the EmbeddedDocs plugin), decoded.
  static var documents: [MCPDocument] {
    EmbeddedDocs.pages.compactMap { page in
      guard let data = Data(base64Encoded: page.base64) else { return nil }
      return MCPDocument(path: page.name, text: String(decoding: data, as: UTF8.self))
    }
  }
}
