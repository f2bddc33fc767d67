import Foundation
import ListshCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `runner` mode: bytes make a small suite (a scenario, its transcript, a page, a scenario
/// with a hostile name) that the real `listsh test` checks in a process of its own, as CI runs
/// it under GitHub Actions; `$LISTSH` names the binary (`scripts/fuzz` builds it).
///
/// A finding (a trap) is: a runner that ends otherwise than with status 0 or 1, or not within
/// 60 s; output without the closing count, or larger than its bound; a raw escape or carriage
/// return in what it prints; or a line the GitHub runner would obey that listsh did not write
/// as its own annotation.
///
/// Unsafe: confined (`@unchecked Sendable`) — immutable: every stored property is a `let`.
final class RunnerHarness: @unchecked Sendable {
  let folder: String
  let listsh: String?
  /// The most bytes the runner may print for this suite (four files' bounded details, and more).
  static let outputBound = 4 * (TestResult.detailLimit + 8_192) + 65_536

  init() {
    var template = Array((NSTemporaryDirectory() + "/listscript-runner-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("cannot make a temporary folder") }
    folder = String(cString: made)
    listsh = getenv("LISTSH").map { String(cString: $0) }
  }

  /// The files an input's parts become, in order.
  static let names = ["a.lsh", "a.out", "p.md", "b\r\n::notice::name.lsh"]
  static let separator = Array("\n#--- file\n".utf8)

  func run(_ bytes: [UInt8]) {
    guard let listsh else { fatalError("the runner mode needs LISTSH, the listsh to run") }
    try? FileManager.default.removeItem(atPath: folder)
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var parts: [ArraySlice<UInt8>] = []
    var start = 0
    var i = 0
    while i + Self.separator.count <= bytes.count, parts.count < Self.names.count - 1 {
      if bytes[i..<(i + Self.separator.count)].elementsEqual(Self.separator) {
        parts.append(bytes[start..<i])
        i += Self.separator.count
        start = i
      } else {
        i += 1
      }
    }
    parts.append(bytes[start...])
    for (name, part) in zip(Self.names, parts) {
      _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(part))
    }
    let inCI = Choices(bytes).isRealLimitsShare ? "false" : "true"
    let (status, output) = spawn(
      listsh,
      ["test", "-j", "2", "--timeout", "5", "--max-memory", "400", "--junit", "r.xml", "."],
      environment: ["GITHUB_ACTIONS": "true", "CI": inCI])
    guard status == 0 || status == 1 else { fatalError("listsh test ended with status \(status)") }
    guard output.count <= Self.outputBound else {
      fatalError("listsh test printed \(output.count) bytes")
    }
    guard !output.contains(0x1B), !output.contains(0x0D) else {
      fatalError("listsh test printed a raw escape or carriage return")
    }
    let text = String(decoding: output, as: UTF8.self)
    let lines = text.split(separator: "\n")
    guard lines.count >= 2, lines[lines.count - 2].hasSuffix(" failed") else {
      fatalError("listsh test printed no closing count: \(text.suffix(300))")
    }
    var runner = WorkflowCommandReader()
    for command in runner.read(text) {
      switch command.name {
      case "stop-commands", "resume": continue
      case "error" where command.line.contains("title=listsh test"): continue
      default: fatalError("the GitHub runner would obey \(command)")
      }
    }
  }

  /// Runs a program in `folder`, its standard input empty and its output read (bounded); its
  /// exit status, or 128 plus the signal that ended it.
  ///
  /// Through `Spawn`, not Foundation's `Process`: the address sanitizer reports what `Process`
  /// and `ProcessInfo.environment` keep for the life of the process as leaks.
  func spawn(_ path: String, _ arguments: [String], environment: [String: String])
    -> (Int32, [UInt8])
  {
    let saved = FileManager.default.currentDirectoryPath
    chdir(folder)
    defer { chdir(saved) }
    // The environment: ours, with `environment`'s variables set over it.
    var variables: [String] = []
    #if os(Linux)
      var index = 0
      while let entry = environ[index] {
        let text = String(cString: entry)
        if environment[String(text.prefix { $0 != "=" })] == nil { variables.append(text) }
        index += 1
      }
    #else
      for (name, value) in ProcessInfo.processInfo.environment where environment[name] == nil {
        variables.append("\(name)=\(value)")
      }
    #endif
    variables += environment.map { "\($0.key)=\($0.value)" }
    guard case .success(let out) = Spawn.pipe(),
      case .success(let pid) = Spawn.start(
        path, arguments, environment: variables, output: out.write, defaultSignals: true)
    else { fatalError("cannot start \(path)") }
    close(out.write)
    let output = Spawn.readAll(out.read, limit: Self.outputBound + 1).bytes
    close(out.read)
    switch Spawn.wait(pid) {
    case .exited(let code): return (code, output)
    case .signalled(let signal): return (128 + signal, output)
    }
  }
}
