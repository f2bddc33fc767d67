import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `listsh test`'s own process under a hostile suite: its memory whatever the files print,
/// `--max-memory` while a worker runs, and workers that end with it.
@Suite(.serialized) struct RunnerBoundsTests {
  /// The peak resident memory of a running process in bytes, as Linux reports it.
  static func peak(of pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes * 1024
  }

  /// The `listsh test` workers of the runner `pid` still alive (Linux: by their command line).
  static func workers(of pid: Int32) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> String? in
      guard Int32(entry) != nil,
        let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
      else { return nil }
      let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
      return line.contains("--parent-pid \(pid) ") ? entry : nil
    }
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
  func theRunnerStaysSmallWhateverTheFilesPrint() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Eight files, each printing 32 MB against a transcript that differs.
    for k in 0..<8 {
      try "let s = \"ab\"\nrepeat 20 { s = s + s }\nrepeat 16 { print s }\n".write(
        to: folder.appendingPathComponent("f\(k).lsh"), atomically: false, encoding: .utf8)
      try "x\n".write(
        to: folder.appendingPathComponent("f\(k).out"), atomically: false, encoding: .utf8)
    }
    let (process, out) = try Listsh.start(
      ["test", "-j", "2", "--junit", "report.xml", "."], environment: ["CI": "true"], in: folder)
    var highest = 0
    nonisolated(unsafe) var output = Data()
    let handle = out.fileHandleForReading
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      output = handle.readDataToEndOfFile()
      done.signal()
    }
    while process.isRunning {
      if let peak = Self.peak(of: process.processIdentifier) { highest = max(highest, peak) }
      usleep(20_000)
    }
    done.wait()
    let text = String(decoding: output, as: UTF8.self)
    #expect(highest > 0 && highest < 300_000_000, "the runner peaked at \(highest / 1_000_000) MB")
    #expect(text.hasSuffix("0 passed, 8 failed\n"))
    // Each diff is shown as a bounded head; the report keeps a shorter one.
    #expect(output.count < 8 * 300_000, "\(output.count) bytes printed")
    #expect(text.contains("more lines not shown") || text.contains("more bytes)"))
    let report = try Data(contentsOf: folder.appendingPathComponent("report.xml"))
    #expect(report.count < 8 * 40_000, "a report of \(report.count) bytes")
  }

  @Test func maxMemoryStopsAWorkerWhileItRuns() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "let a = range(0, 9000000) + []\nlet b = a + []\nlet c = b + []\nprint len(c)\n".write(
      to: folder.appendingPathComponent("big.lsh"), atomically: false, encoding: .utf8)
    let run = try Listsh.run(["test", "--max-memory", "100", "big.lsh"], in: folder)
    #expect(run.code == 1)
    #expect(run.stdout.contains("FAIL big.lsh ("))
    #expect(run.stdout.contains("used more than --max-memory 100 MB"), "\(run.stdout)")
  }

  /// A suite whose files loop until the step limit: run them with `--max-steps` raised past
  /// what any machine reaches while a test watches, so that they are still running when it acts.
  static func loopingSuite() throws -> URL {
    let folder = try temporaryFolder()
    for k in 0..<4 {
      try "let n = 0\nwhile true { n = n + 1 }\n".write(
        to: folder.appendingPathComponent("loop\(k).lsh"), atomically: false, encoding: .utf8)
    }
    return folder
  }

  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/cmdline")),
    arguments: [SIGTERM, SIGKILL])
  func workersEndWithTheRunner(signal: Int32) throws {
    let folder = try Self.loopingSuite()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (process, out) = try Listsh.start(
      ["test", "-j", "2", "--max-steps", "1000000000000", "."],
      environment: ["GITHUB_ACTIONS": "true"], in: folder)
    let pid = process.processIdentifier
    // Wait until its workers run.
    for _ in 0..<200 where Self.workers(of: pid).isEmpty { usleep(10_000) }
    #expect(!Self.workers(of: pid).isEmpty, "no worker started")
    kill(pid, signal)
    process.waitUntilExit()
    var left = Self.workers(of: pid)
    for _ in 0..<100 where !left.isEmpty {
      usleep(10_000)
      left = Self.workers(of: pid)
    }
    #expect(left.isEmpty, "workers outlived the runner: \(left)")
    if signal == SIGTERM {
      // The runner ended by the signal, and resumed the workflow commands it had paused.
      #expect(process.terminationReason == .uncaughtSignal)
      let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let pause = text.split(separator: "\n").first { $0.hasPrefix("::stop-commands::") }
      let token = pause.map { String($0.dropFirst("::stop-commands::".count)) }
      #expect(token.map { text.hasSuffix("::\($0)::\n") } == true, "\(text)")
    }
  }
}
