import HeadlessUIKit
import ListDiff
import ListScript

/// The diff in scripts: `diff(old, new)` and `update to` as a script runs them, against the
/// engine and the table model doing the same work on the same values in Swift.
///
/// The values reach the script through `json(…)` from text made here, untimed; only the
/// statement that diffs (or updates) is timed, the fastest of three runs, the two sides taking
/// turns so that a slow spell of the shared machine hits both.
enum ScriptDiffWorkloads {
  /// A record as the table workloads build one.
  static func record(_ id: Int, _ text: Int) -> Value {
    .record(Record([("id", .int(id)), ("text", .int(text))]))
  }

  /// `update to`'s case of `BatchWorkloads`: 1% each of deletes, inserts, moves and updates.
  static func change(_ n: Int) -> (old: [Value], new: [Value]) {
    let old = (0..<n).map { record($0, 0) }
    var new = old
    var rng = SeededRandom(seed: 5)
    for k in stride(from: 0, to: n, by: 100) { new[k] = record(k, 1) }
    new = new.enumerated().filter { $0.offset % 100 != 50 }.map(\.element)
    for k in 0..<(n / 100) { new.insert(record(n + k, 0), at: min(new.count, k * 100 + 25)) }
    for _ in 0..<(n / 100) {
      let from = Int(rng.next() % UInt64(new.count))
      let item = new.remove(at: from)
      new.insert(item, at: Int(rng.next() % UInt64(new.count)))
    }
    return (old, new)
  }

  /// The records as a JSON array.
  static func json(_ values: [Value]) -> [UInt8] {
    var text = "["
    for (k, value) in values.enumerated() {
      guard case .record(let r) = value, case .int(let id)? = r["id"],
        case .int(let body)? = r["text"]
      else { continue }
      text += (k == 0 ? "" : ",") + "{\"id\":\(id),\"text\":\(body)}"
    }
    return Array((text + "]").utf8)
  }

  /// An interpreter with `old` and `new` bound to the two lists, or `nil` if the script failed.
  static func interpreter(old: [Value], new: [Value]) -> Interpreter? {
    var limits = Limits()
    limits.maxSteps = Int.max / 2
    limits.maxSourceBytes = 256_000_000
    let files = ["old.json": json(old), "new.json": json(new)]
    let interpreter = Interpreter(
      trace: .off, echo: false, limits: limits, emit: { _ in },
      readData: { path, _ in SourceFile(name: path, bytes: files[path] ?? []) })
    let setup = "let old = json(\"old.json\")\nlet new = json(\"new.json\")\n"
    return run(interpreter, setup) == .success ? interpreter : nil
  }

  static func run(_ interpreter: Interpreter, _ text: String) -> RunStatus {
    interpreter.runEntry(SourceFile(name: "bench.lsh", bytes: Array(text.utf8)))
  }

  static func rows(n: Int) throws -> [Result] {
    let (old, new) = change(n)
    let diffRow = "diff in a script: diff(old, new) on \(n) records / the engine on the same"
    let updateRow = "update to in a script, \(n) records / plan and batches in Swift"
    guard let interpreter = interpreter(old: old, new: new) else {
      return [diffRow, updateRow].map {
        .unmeasured($0, unit: "ms", bar: "<= 2x", why: "the script's set-up failed")
      }
    }
    var (script, engine) = (Double.infinity, Double.infinity)
    var failed = false
    for _ in 0..<3 {
      engine = min(
        engine, microseconds(repeats: 1) { _ in _ = Differ.diff(from: old, to: new) } / 1000)
      script = min(
        script,
        microseconds(repeats: 1) { _ in
          failed = failed || run(interpreter, "let c = diff(old, new)") != .success
        } / 1000)
    }
    // `update to` from the old list to the new one, each run on a view showing the old list.
    var (scripted, swift) = (Double.infinity, Double.infinity)
    for _ in 0..<3 {
      failed = failed || run(interpreter, "data old\nreload") != .success
      scripted = min(
        scripted,
        microseconds(repeats: 1) { _ in
          failed = failed || run(interpreter, "update to new") != .success
        } / 1000)
      var (table, data) = (TableView<Value>(platform: .ios15), DataSource<Value>(sections: [old]))
      try table.endTurn(data)
      let inSwift =
        try microseconds(repeats: 1) { _ in
          let (_, batches) = Planner.plan(
            from: [SectionSnapshot(info: nil, items: old)],
            to: [SectionSnapshot(info: nil, items: new)], using: .staged)
          try BatchWorkloads.perform(batches, on: &table, &data)
        } / 1000
      swift = min(swift, inSwift)
    }
    guard !failed else {
      return [diffRow, updateRow].map {
        .unmeasured($0, unit: "ms", bar: "<= 2x", why: "a timed statement failed")
      }
    }
    return [
      Result(
        workload: diffRow, figure: script, reference: engine, unit: "ms", ratio: script / engine,
        bar: "<= 2x", met: script <= 2 * engine),
      Result(
        workload: updateRow, figure: scripted, reference: swift, unit: "ms",
        ratio: scripted / swift, bar: "<= 2x", met: scripted <= 2 * swift),
    ]
  }
}
