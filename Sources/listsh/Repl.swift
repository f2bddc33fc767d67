import ListScript
import ListshCore

/// The interactive shell: libedit reading lines into the library's `ReplSession`.
struct Repl {
  let interpreter: Interpreter
  let console: Console

  /// Where the history lives: `$LISTSH_HISTORY` (empty: none), else
  /// `$XDG_STATE_HOME/listsh/history`, else `~/.local/state/listsh/history`.
  static func historyPath() -> String? {
    if let path = Environment.value("LISTSH_HISTORY") { return path.isEmpty ? nil : path }
    if let state = Environment.value("XDG_STATE_HOME"), !state.isEmpty {
      return state + "/listsh/history"
    }
    guard let home = Environment.value("HOME"), !home.isEmpty else { return nil }
    return home + "/.local/state/listsh/history"
  }

  func run() throws {
    let session = ReplSession(
      interpreter: interpreter, emit: console.write,
      // `.load` and `.save` name files the person chose, anywhere; a file is still read only
      // when it is a regular one, and written by replacing it, never through a link.
      readFile: { path in
        do throws(FileRefusal) {
          return try Files.source(path, name: path, gate: .anywhere(), as: .any)
        } catch {
          throw Interpreter.LoadError(message: error.reason)
        }
      },
      save: { path, text, replacing in
        let gate = FileGate.anywhere()
        if !replacing, gate.exists(path) == true {
          throw Interpreter.LoadError(message: "it exists; type .save! \(path) to replace it")
        }
        do throws(FileRefusal) {
          try gate.write(Array(text.utf8), to: path, suffixes: [])
        } catch {
          throw Interpreter.LoadError(message: error.reason)
        }
      })
    var path = Self.historyPath()
    if let wanted = path {
      try? FileManager.default.createDirectory(
        atPath: Files.folder(of: wanted), withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      if let problem = Self.historyProblem(wanted) {
        Console.write("listsh: warning: \(problem); this session keeps no history\n", to: 2)
        path = nil
      } else if FileManager.default.fileExists(atPath: wanted),
        !FileManager.default.isReadableFile(atPath: wanted)
      {
        Console.write("listsh: warning: cannot read the history at \(wanted)\n", to: 2)
      }
    }
    let editor = LineEditor(historyPath: path)
    session.fileNames = Self.fileNames
    editor.complete = { session.complete($0) }
    Console.write(
      "listsh \(ListScriptVersion.current): headless UITableView and UICollectionView on "
        + "\(session.interpreter.platform.rawValue). .help for help, Ctrl-D to quit.\n",
      to: 1)
    loop: while true {
      switch editor.readLine(prompt: session.prompt) {
      case .line(let read):
        // A multi-line entry recalled from the history carries its continuation prompts.
        let line = ReplSession.fromHistory(read)
        let before = session.entries.count
        let reply = session.submit(line)
        if session.entries.count > before, let entry = session.entries.last {
          editor.remember(ReplSession.historyText(entry))
        }
        if session.pending.isEmpty, line.hasPrefix(".") { editor.remember(line) }
        Interrupts.pending = false
        if reply == .quit { break loop }
      case .interrupted:
        Console.write("^C\n", to: 1)
        session.cancelInput()
      case .end:
        Console.write("\n", to: 1)
        break loop
      }
    }
    if let warning = editor.saveHistory() { Console.write(warning + "\n", to: 2) }
  }

  /// The largest history file read.
  static let historyLimit = 1 << 20

  /// Why the history at `path` cannot be used, if it cannot: a history is a regular file (not a
  /// device, a FIFO or a folder, symbolic links followed) of at most `historyLimit` bytes.
  static func historyProblem(_ path: String) -> String? {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else {
      return nil  // none yet: it is created on exit
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      return "the history at \(path) is not a regular file"
    }
    if let size = FileSize.of(attributes[.size]), size > historyLimit {
      return "the history at \(path) is larger than \(historyLimit / 1024) KB"
    }
    return nil
  }

  /// The entries of the folder a path prefix names (the working directory for a bare name),
  /// as paths with that folder, folders ending in `/`; hidden ones only when asked for.
  static func fileNames(_ prefix: String) -> [String] {
    let slash = prefix.lastIndex(of: "/")
    let folder = slash.map { String(prefix[...$0]) } ?? ""
    let name = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
    let entries =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
    return entries.filter { $0.hasPrefix(name) && (name.hasPrefix(".") || !$0.hasPrefix(".")) }
      .prefix(1_000).map { entry in
        let path = folder + entry
        return Files.existence(path).isFolder ? path + "/" : path
      }
  }
}
