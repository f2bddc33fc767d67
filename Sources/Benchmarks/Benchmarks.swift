import ArgumentParser
import Foundation
import HeadlessUIKit
import ListScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The project's benchmark: runs the table workloads of `quality.md` in one process and prints each
/// figure next to the reference measured in the same run, the ratio, the bar and whether it is met.
///
/// Build and run it in release mode: `swift run -c release Benchmarks`.
@main
struct Benchmarks: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "Benchmarks", abstract: "Measure ListScript against the quality bars.")

  @Flag(help: "A short run: fewer repetitions.")
  var quick = false

  @Flag(help: "Print a JSON array instead of a table.")
  var json = false

  @Option(
    help:
      "Run only the workloads of one area: diff, identity, table, language, editor, shell, or peers (built by scripts/bench --peers)."
  )
  var only: String?

  func run() throws {
    let scale = quick ? 1 : 5
    var results: [Result] = []
    func area(_ name: String) -> Bool { only == nil || only == name }
    // Memory first, so that each peak belongs to its workload and not to earlier ones: the diff
    // (smaller) before the table.
    if area("diff") { results.append(DiffWorkloads.memory()) }
    if area("table") {
      results.append(try TableWorkloads.memory(rows: 1_000_000))
      results.append(
        try TableWorkloads.scroll(small: 1_000, large: 1_000_000, repeats: 2_000 * scale))
      results.append(
        try TableWorkloads.batch(small: 1_000, large: 1_000_000, repeats: 200 * scale))
      let grid = ViewKind.collection(.flow(FlowLayout()))
      results.append(
        try TableWorkloads.scroll(
          small: 1_000, large: 1_000_000, repeats: 2_000 * scale, kind: grid))
      results.append(
        try TableWorkloads.batch(small: 1_000, large: 1_000_000, repeats: 200 * scale, kind: grid))
      results.append(try HeightWorkloads.estimatedPages(.off, bar: 3, rounds: 2 * scale))
      results.append(try HeightWorkloads.estimatedPages(.indexpath, bar: nil, rounds: 2 * scale))
      results.append(try HeightWorkloads.cacheSaving(rows: 100_000, repeats: 2 * scale))
      results.append(try SelfSizingWorkloads.pages(rounds: 2 * scale))
      results.append(try SelfSizingWorkloads.scrollToItem(repeats: 20 * scale))
      results.append(try SelfSizingWorkloads.pages(.flow, rounds: 2 * scale))
      results.append(try SelfSizingWorkloads.scrollToItem(.flow, repeats: 20 * scale))
      results.append(try SelfSizingWorkloads.pages(.compositional, rounds: 2 * scale))
      results.append(try SelfSizingWorkloads.scrollToItem(.compositional, repeats: 20 * scale))
      results.append(try BatchWorkloads.calls())
      results.append(try BatchWorkloads.reloads())
      results.append(try BatchWorkloads.updateTo())
      results.append(try DiffableWorkloads.applyVersusUpdateTo())
    }
    if area("diff") {
      results.append(DiffWorkloads.versusSwift(n: 100_000))
      results += SmallListWorkloads.rows()
      results.append(contentsOf: DiffWorkloads.growth(repeats: 2 * scale))
      results.append(DiffWorkloads.identifiable(repeats: 2 * scale))
      results.append(DiffWorkloads.fewChanges())
      results.append(contentsOf: DiffWorkloads.sectioned(repeats: scale))
      results += try ScriptDiffWorkloads.rows(n: 1_000_000)
    }
    #if PEERS
      if area("diff") || only == "peers" { results += PeerWorkloads.rows(quick: quick) }
    #endif
    if area("identity") {
      for n in quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000] {
        results += IdentityWorkloads.rows(n: n, runs: quick ? 1 : 5)
      }
      results += IdentityWorkloads.scrambledGrowth(runs: quick ? 2 : 5)
    }
    if area("language") {
      results += ShellWorkloads.loop(runs: quick ? 2 : 5)
      results += MutationWorkloads.rows(runs: quick ? 2 : 5)
    }
    if area("editor") { results += EditorWorkloads.rows(quick: quick) }
    if area("shell") {
      results += ShellWorkloads.startup(runs: quick ? 3 : 10)
      results += SuiteWorkloads.rows(runs: quick ? 1 : 3)
      results += ExplainWorkloads.rows(runs: quick ? 1 : 3)
    }
    print(json ? Result.json(results) : Result.table(results))
    // A figure that could not be measured fails the run, after the report says why.
    if results.contains(where: { $0.missing != nil }) { throw ExitCode(1) }
  }
}

/// One line of the report.
struct Result {
  var workload: String
  var figure: Double
  var reference: Double?
  var unit: String
  var ratio: Double
  var bar: String
  var met: Bool
  /// Why the figure (or its reference) could not be measured; the run then exits non-zero.
  var missing: String? = nil

  /// This line, or an unmeasured one when its figure is not a number (the peak memory is read
  /// from `/proc/self/status`, which only Linux has).
  func measured() -> Result {
    figure.isNaN
      ? .unmeasured(
        workload, unit: unit, bar: bar, why: "the peak memory cannot be read here (no /proc)")
      : self
  }

  /// A line whose figure could not be measured, and why.
  static func unmeasured(_ workload: String, unit: String, bar: String, why: String) -> Result {
    Result(
      workload: workload, figure: .nan, reference: nil, unit: unit, ratio: .nan, bar: bar,
      met: false, missing: why)
  }

  static func table(_ results: [Result]) -> String {
    let header = ["workload", "figure", "reference", "ratio", "bar", "met"]
    let rows = results.map { r in
      guard r.missing == nil else {
        return [r.workload, "-", "-", "-", r.bar, "NOT MEASURED: " + (r.missing ?? "")]
      }
      return [
        r.workload, format(r.figure) + " " + r.unit,
        r.reference.map { format($0) + " " + r.unit } ?? "-", format(r.ratio) + "x", r.bar,
        r.met ? "yes" : "NO",
      ]
    }
    let widths = header.indices.map { i in ([header] + rows).map { $0[i].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { i, c in c + String(repeating: " ", count: widths[i] - c.count) }
        .joined(separator: "  ")
    }
    return ([line(header)] + rows.map(line)).joined(separator: "\n")
  }

  /// The report as JSON: a figure that is not a finite number is `null`, with the reason.
  static func json(_ results: [Result]) -> String {
    func number(_ x: Double?) -> String {
      guard let x, x.isFinite else { return "null" }
      return String(x)
    }
    let objects = results.map { r in
      var fields = [
        "\"workload\": \(quoted(r.workload))",
        "\"figure\": \(number(r.missing == nil ? r.figure : nil))",
        "\"reference\": \(number(r.reference))", "\"unit\": \(quoted(r.unit))",
        "\"ratio\": \(number(r.missing == nil ? r.ratio : nil))", "\"bar\": \(quoted(r.bar))",
        "\"met\": \(r.missing == nil ? String(r.met) : "null")",
      ]
      if let why = r.missing { fields.append("\"reason\": \(quoted(why))") }
      return "{" + fields.joined(separator: ", ") + "}"
    }
    return "[\n  " + objects.joined(separator: ",\n  ") + "\n]"
  }

  /// A JSON string literal, as Foundation's encoder writes it.
  static func quoted(_ text: String) -> String {
    (try? JSONEncoder().encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
  }

  /// A figure to two decimals; one under 0.01 to four, so that a small ratio does not print
  /// as 0.0.
  static func format(_ x: Double) -> String {
    if x >= 100 { return String(Int(x.rounded())) }
    if x > 0 && x < 0.01 { return String((x * 10_000).rounded() / 10_000) }
    return String((x * 100).rounded() / 100)
  }
}

/// Times `body` over `repeats` runs and returns microseconds per run.
func microseconds(repeats: Int, _ body: (Int) throws -> Void) rethrows -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  for i in 0..<repeats { try body(i) }
  let elapsed = clock.now - start
  let (seconds, attoseconds) = elapsed.components
  return (Double(seconds) * 1e6 + Double(attoseconds) / 1e12) / Double(repeats)
}

/// The fastest of `repeats` runs, in microseconds (DifferenceKit's benchmark keeps the fastest
/// of three, the figure least disturbed by a shared machine).
func fastestMicroseconds(repeats: Int, _ body: (Int) throws -> Void) rethrows -> Double {
  var best = Double.infinity
  for i in 0..<repeats { best = min(best, try microseconds(repeats: 1) { _ in try body(i) }) }
  return best
}

/// Microseconds a call for each side: `rounds` batches of `calls` calls, the sides taking turns
/// batch by batch (so that none is favoured by a warm cache or a quiet moment), the fastest batch
/// of each side kept.
///
/// Each side returns a count, summed into a sink so that no call is optimised away.
func fastestBatches(calls: Int, rounds: Int = 7, _ sides: [() -> Int]) -> [Double] {
  var sink = 0
  var best = [Double](repeating: .infinity, count: sides.count)
  for _ in 0..<rounds {
    for (i, side) in sides.enumerated() {
      best[i] = min(best[i], microseconds(repeats: calls) { _ in sink &+= side() })
    }
  }
  withExtendedLifetime(sink) {}
  return best
}

/// glibc's allocator settings (`<malloc.h>`, which the Glibc module does not export).
@_silgen_name("mallopt") func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
@_silgen_name("malloc_trim") func mallocTrim(_ pad: Int) -> Int32

/// Makes the allocator keep the memory the process frees (`true`), so that a workload that
/// frees and allocates again reuses it, or returns to glibc's defaults and gives back what it
/// holds (`false`).
func keepFreedMemory(_ keep: Bool) {
  let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD
  let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
  _ = mallopt(mmapThreshold, keep ? 256 << 20 : 128 << 10)
  _ = mallopt(trimThreshold, keep ? 1 << 30 : 128 << 10)
  if !keep { _ = mallocTrim(0) }
}

/// Resets the process's peak resident memory to its current size (Linux: `clear_refs` 5), so
/// that the next `peakMemoryMB()` belongs to the work done since.
func resetPeakMemory() {
  guard let file = fopen("/proc/self/clear_refs", "w") else { return }
  fputs("5", file)
  fclose(file)
}

/// The process's peak resident memory, in megabytes (Linux: `VmHWM` in /proc/self/status).
func peakMemoryMB() -> Double {
  guard let file = fopen("/proc/self/status", "r") else { return .nan }
  defer { fclose(file) }
  var buffer = [CChar](repeating: 0, count: 256)
  while fgets(&buffer, Int32(buffer.count), file) != nil {
    let line = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if line.hasPrefix("VmHWM:") {
      let digits = line.filter(\.isNumber)
      return (Double(digits) ?? .nan) / 1024
    }
  }
  return .nan
}
