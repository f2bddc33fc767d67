/// The language's writes in place.
///
/// Each kind of mutation runs at 10,000 and 100,000 elements in a whole `listsh` process, ten times over (so that the smaller figure is tens of milliseconds,
/// not the noise of a process start), the process's start-up (`listsh -e ''`, measured in the
/// same run) taken off both. Ten times the elements may cost at most twelve times the time: a write that
/// copied its container would cost a hundred times.
enum MutationWorkloads {
  /// A kind of mutation: its name, and the script that does it `n` times.
  static let kinds: [(name: String, script: @Sendable (Int) -> [String])] = [
    (
      "element write xs[i] = v",
      { n in
        [
          "-e", "let xs = sorted(range(0, \(n)))",
          "-e", "repeat 10 { for i in 0..<\(n) { xs[i] = i * i } }",
        ]
      }
    ),
    (
      "nested write g[i][1] = v",
      { n in
        [
          "-e", "let g = []", "-e", "for i in 0..<\(n) { g += [[i, 0]] }",
          "-e", "repeat 10 { for i in 0..<\(n) { g[i][1] = i } }",
        ]
      }
    ),
    (
      "record field write r[\"k\"][i] = v",
      { n in
        [
          "-e", "let r = {name: \"r\", values: sorted(range(0, \(n)))}",
          "-e", "repeat 10 { for i in 0..<\(n) { r[\"values\"][i] = i } }",
        ]
      }
    ),
    (
      "append xs += [i]",
      { n in
        ["-e", "repeat 10 { let xs = []", "-e", "for i in 0..<\(n) { xs += [i] } }"]
      }
    ),
    // The app's arrays through the data source's commands, a million of them at 100,000.
    (
      "data set P V",
      { n in data("data range(0, \(n))", "repeat 10 { for i in 0..<\(n) { data set i (i + 1) } }") }
    ),
    (
      "data insert V at P, at the end",
      { n in data("repeat 10 { data []", "for i in 0..<\(n) { data insert i at i } }") }
    ),
    (
      "data remove at P, the last",
      { n in
        data(
          "repeat 10 { data range(0, \(n))", "for i in 0..<\(n) { data remove at (\(n - 1) - i) } }"
        )
      }
    ),
    (
      "snapshot s.appendItems([i])",
      { n in
        [
          "-e", "repeat 10 { let s = snapshot()", "-e", "s.appendSections([\"a\"])",
          "-e", "for i in 0..<\(n) { s.appendItems([i]) } }",
        ]
      }
    ),
  ]

  /// The arguments that run `lines` after `table`, with the step limit raised: a data source
  /// command is charged a constant number of steps, and these run a million of them.
  static func data(_ lines: String...) -> [String] {
    ["--max-steps", "1000000000", "-e", "table"] + lines.flatMap { ["-e", $0] }
  }

  static func rows(runs: Int) -> [Result] {
    guard let listsh = ShellWorkloads.listsh else {
      return [
        .unmeasured(
          "language: writes in place", unit: "ms", bar: "<= 12x for 10x the elements",
          why: "no listsh beside the benchmark (run scripts/bench, which builds both)")
      ]
    }
    var commands: [(String, [String])] = [(listsh, ["-e", ""])]
    for kind in kinds {
      commands += [(listsh, kind.script(10_000)), (listsh, kind.script(100_000))]
    }
    let times = ShellWorkloads.fastest(commands, runs: runs)
    guard let startup = times[0] else {
      return [
        .unmeasured(
          "language: writes in place", unit: "ms", bar: "<= 12x for 10x the elements",
          why: "\(listsh) did not run")
      ]
    }
    return kinds.enumerated().map { k, kind in
      let workload = "language: \(kind.name), 100,000 elements vs 10,000"
      guard let small = times[1 + 2 * k], let large = times[2 + 2 * k] else {
        return .unmeasured(
          workload, unit: "ms", bar: "<= 12x", why: "\(listsh) did not run the script")
      }
      let a = max(small - startup, 0.01)
      let b = max(large - startup, 0.01)
      return Result(
        workload: workload, figure: b, reference: a, unit: "ms", ratio: b / a, bar: "<= 12x",
        met: b / a <= 12)
    }
  }
}
