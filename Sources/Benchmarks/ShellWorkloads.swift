import Foundation
import ListshCore

/// The language and shell bars: whole `listsh` processes against the Python interpreter binary
/// (and Lua 5.4 when installed) running the same work, all measured in this run (the best of a
/// few runs each, to damp the machine's noise).
enum ShellWorkloads {
  /// `listsh` beside this executable (`scripts/bench` builds both in release mode), if there.
  static var listsh: String? {
    let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("listsh").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  /// `name` found on the `PATH`.
  static func onPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The fastest CPython found on the machine.
  ///
  /// The candidates are the interpreter binaries behind `python3` on the `PATH` (pyenv's
  /// is a shell script that starts one: asked for its `sys.executable`) and Debian's own
  /// (`/usr/bin/python3`, `/usr/bin/python3.11` and the like, built with its optimisations), the
  /// fastest on the language row's loop in this run. Each row names the one it compared with.
  static let python: String? = {
    var candidates: [String] = []
    if let launcher = onPath("python3"), let binary = executable(of: launcher) {
      candidates.append(binary)
    }
    for minor in (8...14).reversed() {
      let path = "/usr/bin/python3.\(minor)"
      if FileManager.default.isExecutableFile(atPath: path) { candidates.append(path) }
    }
    if let binary = executable(of: "/usr/bin/python3") { candidates.append(binary) }
    let unique = candidates.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    let loop = "for i in range(1000000): x = i * 2 + 1"
    let timed = unique.compactMap { path in
      fastest([(path, ["-c", loop])], runs: 2)[0].map { (path, $0) }
    }
    return timed.min { $0.1 < $1.1 }?.0
  }()

  /// The interpreter binary a `python3` launcher starts: its `sys.executable`, links resolved.
  static func executable(of launcher: String) -> String? {
    guard FileManager.default.isExecutableFile(atPath: launcher) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: launcher)
    process.arguments = ["-c", "import sys; print(sys.executable)"]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: path)
    else { return nil }
    return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }

  /// Milliseconds of one run of a command, or `nil` if it cannot run.
  ///
  /// The run is `posix_spawn` then `waitpid` (`Spawn`), its output to `/dev/null`:
  /// Foundation's `Process` adds some 50 ms of its own (a thread and pipes), which hid every
  /// start-up.
  static func time(_ executable: String, _ arguments: [String], status: Int32 = 0) -> Double? {
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    let clock = ContinuousClock()
    let start = clock.now
    guard case .success(let pid) = Spawn.start(executable, arguments, environment: environment),
      Spawn.wait(pid) == .exited(status)
    else { return nil }
    let (seconds, attoseconds) = (clock.now - start).components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }

  /// The fastest of `runs` runs of each command, the commands taking turns (a burst of load on
  /// the shared machine then slows one round of each, not every run of one); `nil` for a
  /// command that cannot run.
  static func fastest(_ commands: [(String, [String])], runs: Int, status: Int32 = 0) -> [Double?] {
    var best: [Double?] = Array(repeating: .infinity, count: commands.count)
    for _ in 0..<max(1, runs) {
      for (k, command) in commands.enumerated() {
        guard let previous = best[k] else { continue }
        best[k] = time(command.0, command.1, status: status).map { min(previous, $0) }
      }
    }
    return best
  }

  /// Our figure against Python's (the bar, with `limit` milliseconds as a bar too when given),
  /// then against Lua's when `lua5.4` is installed (with `luaBar` as its bar, else for
  /// information), all three taking turns.
  static func compare(
    _ workload: String, listsh args: [String], python code: String, lua: String,
    luaBar: Double? = nil, limit: Double? = nil, runs: Int
  ) -> [Result] {
    guard let listsh else {
      return [
        .unmeasured(
          workload + ", vs python3", unit: "ms", bar: "<= 1x python3",
          why: "no listsh beside the benchmark (run scripts/bench, which builds both)")
      ]
    }
    let luaPath = onPath("lua5.4")
    var commands = [(listsh, args)]
    if let python { commands.append((python, ["-c", code])) }
    if let luaPath { commands.append((luaPath, ["-e", lua])) }
    let times = fastest(commands, runs: runs)
    guard let ours = times[0] else {
      return [
        .unmeasured(
          workload + ", vs python3", unit: "ms", bar: "<= 1x python3",
          why: "\(listsh) did not run")
      ]
    }
    var results: [Result] = []
    let limitBar = limit.map { " and <= \(Int($0)) ms" } ?? ""
    let withinLimit = limit.map { ours <= $0 } ?? true
    if let python, let reference = times[1] {
      results.append(
        Result(
          workload: workload + ", vs \(python)", figure: ours, reference: reference, unit: "ms",
          ratio: ours / reference, bar: "<= 1x python3" + limitBar,
          met: ours <= reference && withinLimit))
    } else {
      results.append(
        .unmeasured(
          workload + ", vs python3", unit: "ms", bar: "<= 1x python3",
          why: "no python3 on the PATH that reports its sys.executable"))
    }
    if let luaPath, let reference = times[commands.count - 1] {
      let ratio = ours / reference
      results.append(
        Result(
          workload: workload + ", vs \(luaPath)" + (luaBar == nil ? " (no bar)" : ""),
          figure: ours, reference: reference, unit: "ms", ratio: ratio,
          bar: luaBar.map { "<= \(Int($0))x lua" } ?? "-", met: luaBar.map { ratio <= $0 } ?? true))
    }
    return results
  }

  /// The language rows: a plain loop, a while loop, calls, element writes and appends, each
  /// the same work in the three languages.
  static func loop(runs: Int) -> [Result] {
    compare(
      "language: for i in 0..<1000000 { let x = i * 2 + 1 }",
      listsh: ["-e", "for i in 0..<1000000 { let x = i * 2 + 1 }"],
      python: "for i in range(1000000): x = i * 2 + 1",
      lua: "for i = 0, 999999 do local x = i * 2 + 1 end", luaBar: 5, runs: runs)
      + compare(
        "language: let i = 0; while i < 1000000 { i += 1 }",
        listsh: ["-e", "let i = 0", "-e", "while i < 1000000 { i += 1 }"],
        python: "i = 0\nwhile i < 1000000: i += 1",
        lua: "local i = 0 while i < 1000000 do i = i + 1 end", runs: runs)
      + compare(
        "language: 100,000 calls t = f(t) of def f(x) { return x + 1 }",
        listsh: [
          "-e", "def f(x) { return x + 1 }", "-e", "let t = 0",
          "-e", "for i in 0..<100000 { t = f(t) }",
        ],
        python: "def f(x):\n  return x + 1\nt = 0\nfor i in range(100000): t = f(t)",
        lua: "local function f(x) return x + 1 end local t = 0 for i = 0, 99999 do t = f(t) end",
        runs: runs)
      + compare(
        "language: 100,000 element writes xs[i] = i * i",
        listsh: [
          "-e", "let xs = [] + range(0, 100000)", "-e", "for i in 0..<100000 { xs[i] = i * i }",
        ],
        python: "xs = list(range(100000))\nfor i in range(100000): xs[i] = i * i",
        lua:
          "local xs = {} for i = 1, 100000 do xs[i] = i end for i = 1, 100000 do xs[i] = i * i end",
        runs: runs)
      + compare(
        "language: 100,000 appends xs += [i]",
        listsh: ["-e", "let xs = []", "-e", "for i in 0..<100000 { xs += [i] }"],
        python: "xs = []\nfor i in range(100000): xs += [i]",
        lua: "local xs = {} for i = 0, 99999 do xs[#xs + 1] = i end", runs: runs)
  }

  static func startup(runs: Int) -> [Result] {
    compare(
      "shell: listsh -e 'print 1', whole process", listsh: ["-e", "print 1"],
      python: "print(1)", lua: "print(1)", limit: 5, runs: runs)
  }
}
