import Foundation

/// `listsh test`'s throughput: 1,000 small scenario files with `-j 2`, whose workers check file
/// after file, against pytest running 1,000 trivial tests (when it is installed), both timed
/// here, in the same run, best of three.
enum SuiteWorkloads {
  static let files = 1_000

  static func rows(runs: Int) -> [Result] {
    let workload = "shell: listsh test -j 2 on \(files) small files"
    let bar = "<= 1500 ms and <= pytest"
    guard let listsh = ShellWorkloads.listsh else {
      return [
        .unmeasured(workload, unit: "ms", bar: bar, why: "no listsh beside the benchmark")
      ]
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("listsh-suite-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for i in 0..<files {
        try "table\ndata [\(i), \(i + 1)]\nassert rows == 2\n".write(
          to: folder.appendingPathComponent("s\(i).lsh"), atomically: false, encoding: .utf8)
      }
      let tests = (0..<files).map { "def test_\($0)():\n    assert \($0) + 1 == \($0 + 1)\n" }
      try tests.joined().write(
        to: folder.appendingPathComponent("test_trivial.py"), atomically: false, encoding: .utf8)
    } catch {
      return [.unmeasured(workload, unit: "ms", bar: bar, why: "cannot write the suite: \(error)")]
    }
    // The transcripts are recorded once, untimed.
    guard ShellWorkloads.time(listsh, ["test", "--update", folder.path]) != nil else {
      return [.unmeasured(workload, unit: "ms", bar: bar, why: "\(listsh) test did not pass")]
    }
    var commands = [(listsh, ["test", "-j", "2", folder.path])]
    // The python that has pytest: the one `python3` on the PATH starts.
    let python = ShellWorkloads.onPath("python3").flatMap(ShellWorkloads.executable(of:))
    if let python {
      commands.append((python, ["-m", "pytest", "-q", "-p", "no:cacheprovider", folder.path]))
    }
    let times = ShellWorkloads.fastest(commands, runs: runs)
    guard let ours = times[0] else {
      return [.unmeasured(workload, unit: "ms", bar: bar, why: "\(listsh) test did not pass")]
    }
    guard python != nil, let reference = times[1] else {
      return [
        Result(
          workload: workload + " (pytest not installed: the 1500 ms bar alone)", figure: ours,
          reference: nil, unit: "ms", ratio: ours / 1500, bar: "<= 1500 ms", met: ours <= 1500)
      ]
    }
    return [
      Result(
        workload: workload + ", vs pytest on \(files) trivial tests", figure: ours,
        reference: reference, unit: "ms", ratio: ours / reference, bar: bar,
        met: ours <= 1500 && ours <= reference)
    ]
  }
}
