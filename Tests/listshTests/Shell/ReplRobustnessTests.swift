import Foundation
import TestSupport
import Testing

/// The interactive shell against a closed standard input and history files it cannot read,
/// cannot write, or shares with other shells writing at the same time. (Ctrl-C at a prompt, in a
/// running loop and in a continuation, is driven through a pseudo-terminal by
/// `Tests/Terminal/pty_session.py`.)
@Suite(.serialized) struct ReplRobustnessTests {
  @Test func aClosedStandardInputEndsTheSession() throws {
    let folder = try temporaryFolder()
    // Not even /dev/null: file descriptor 0 is closed.
    let result = try Listsh.run(
      ["-c", "exec \"$0\" -i <&-", Listsh.binary],
      environment: ["LISTSH_HISTORY": folder.path + "/h"],
      executable: "/bin/sh")
    #expect(result.code == 0)
    #expect(result.stdout.hasPrefix("listsh"))
    let empty = try Listsh.run(["-i"], stdin: "", environment: ["LISTSH_HISTORY": ""])
    #expect(empty.code == 0)
  }

  @Test func anUnwritableHistoryIsAWarning() throws {
    let result = try Listsh.run(
      ["-i"], stdin: "print 6 * 7\n", environment: ["LISTSH_HISTORY": "/proc/listsh/history"])
    #expect(result.code == 0)
    #expect(result.stdout.contains("42"))
    #expect(result.stderr == "listsh: warning: cannot write the history to /proc/listsh/history\n")
  }

  @Test func aHistoryThatIsNotAFileIsAWarning() throws {
    let folder = try temporaryFolder()
    let result = try Listsh.run(
      ["-i"], stdin: "print 1\n", environment: ["LISTSH_HISTORY": folder.path])
    #expect(result.code == 0)
    #expect(
      result.stderr
        == "listsh: warning: the history at \(folder.path) is not a regular file; this session keeps no history\n"
    )
  }

  /// A device, a FIFO or a huge file as the history: a warning and a session without history,
  /// at once (before, /dev/zero grew memory without bound and a FIFO never showed a prompt).
  @Test(arguments: ["/dev/zero", "fifo", "huge"]) func aHistoryThatIsNoHistory(kind: String) throws
  {
    let folder = try temporaryFolder()
    var path = kind
    if kind == "fifo" {
      path = folder.path + "/fifo"
      #expect(mkfifo(path, 0o600) == 0)
    } else if kind == "huge" {
      path = folder.path + "/huge"
      try String(repeating: "print 1\n", count: 200_000).write(
        toFile: path, atomically: true, encoding: .utf8)
    }
    let result = try Listsh.run(
      ["-i"], stdin: "print 6 * 7\n", environment: ["LISTSH_HISTORY": path])
    #expect(result.code == 0)
    #expect(result.stdout.contains("42"))
    #expect(result.stderr.contains("this session keeps no history"))
  }

  @Test func historyKeepsStatementsAcrossSessions() throws {
    let path = try temporaryFolder().path + "/nested/history"
    _ = try Listsh.run(["-i"], stdin: "let a = 1\n", environment: ["LISTSH_HISTORY": path])
    _ = try Listsh.run(["-i"], stdin: "print a\n", environment: ["LISTSH_HISTORY": path])
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == "_HiStOrY_V2_\nlet\\040a\\040=\\0401\nprint\\040a\n")
  }

  /// Eight shells sharing one history file, all writing as they end: the file is always one
  /// whole history (written to a temporary file and renamed), never a mix of half-written ones.
  @Test func concurrentShellsNeverTearTheHistory() throws {
    let folder = try temporaryFolder()
    let path = folder.path + "/history"
    let processes = try (0..<8).map { n -> Process in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: Listsh.binary)
      process.arguments = ["-i"]
      var env = ProcessInfo.processInfo.environment
      env["LISTSH_HISTORY"] = path
      process.environment = env
      let input = Pipe()
      process.standardInput = input
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      let lines = (0..<200).map { "print \(n * 1_000 + $0)\n" }.joined()
      input.fileHandleForWriting.write(lines.data(using: .utf8) ?? Data())
      try input.fileHandleForWriting.close()
      return process
    }
    for process in processes {
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
    }
    let entries = try String(contentsOfFile: path, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(entries.first == "_HiStOrY_V2_")
    #expect(entries.last == "")
    // Every entry is a whole statement one of the shells typed.
    for entry in entries.dropFirst().dropLast() {
      let number = entry.hasPrefix("print\\040") ? Int(entry.dropFirst(9)) : nil
      #expect(number.map { $0 % 1_000 < 200 && $0 / 1_000 < 8 } == true, "\(entry)")
    }
    // libedit keeps the last 1,000 entries; each shell wrote at least its own 200.
    #expect(entries.count - 2 >= 200)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers == ["history"])
  }
}
