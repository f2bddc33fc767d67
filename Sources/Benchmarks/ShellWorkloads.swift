import Foundation

/// The language and shell bars: whole `listsh` processes against `python3` running the same
/// work, both measured in this run (the best of a few runs each, to damp the machine's noise).
enum ShellWorkloads {
  /// `listsh` beside this executable (`swift build -c release` builds both).
  static var listsh: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("listsh").path
  }

  /// Milliseconds of the fastest of `runs` runs of a command, or `nil` if it cannot run.
  static func fastest(_ executable: String, _ arguments: [String], runs: Int) -> Double? {
    var best = Double.infinity
    for _ in 0..<runs {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let start = Date()
      do { try process.run() } catch { return nil }
      process.waitUntilExit()
      guard process.terminationStatus == 0 else { return nil }
      best = min(best, Date().timeIntervalSince(start) * 1000)
    }
    return best
  }

  static func compare(_ workload: String, listsh args: [String], python code: String, runs: Int)
    -> Result
  {
    let ours = fastest(listsh, args, runs: runs) ?? .nan
    let python = fastest("/usr/bin/env", ["python3", "-c", code], runs: runs) ?? .nan
    return Result(
      workload: workload, figure: ours, reference: python, unit: "ms", ratio: ours / python,
      bar: "<= 1x python3", met: ours <= python)
  }

  static func loop(runs: Int) -> Result {
    compare(
      "language: for i in 0..<1000000 { let x = i * 2 + 1 }, vs python3",
      listsh: ["-e", "for i in 0..<1000000 { let x = i * 2 + 1 }"],
      python: "for i in range(1000000): x = i * 2 + 1", runs: runs)
  }

  static func startup(runs: Int) -> Result {
    compare(
      "shell: listsh -e 'print 1', whole process, vs python3 -c 'print(1)'",
      listsh: ["-e", "print 1"], python: "print(1)", runs: runs)
  }
}
