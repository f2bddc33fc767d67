import Foundation
import TestSupport
import Testing

@testable import ListshCore

/// `listsh test --shard K/N`: every file in exactly one part, parts balanced by the last run's
/// times, and `--merge` reading the parts' reports back as one run.
@Suite struct ShardTests {
  @Test(arguments: [
    ("1/1", true), ("2/3", true), ("3/3", true), ("1000/1000", true), ("0/3", false),
    ("4/3", false), ("1/0", false), ("1/1001", false), ("1", false), ("1/2/3", false),
    ("/3", false), ("a/3", false), ("-1/3", false), ("1/٣", false),
  ])
  func aShardIsKOfN(text: String, valid: Bool) {
    #expect((Shard(text) != nil) == valid)
  }

  static func files(_ n: Int) -> [String] { (0..<n).map { "s/\(String(format: "%03d", $0)).lsh" } }

  /// Every file in exactly one part, each part in the suite's order, for every count of files
  /// and parts up to 20 and 7, with and without timings.
  @Test(arguments: 1...7)
  func everyFileIsInExactlyOnePart(parts: Int) {
    for n in 0...20 {
      let files = Self.files(n)
      let seconds = Dictionary(
        uniqueKeysWithValues: files.enumerated().filter { $0.offset % 3 != 0 }.map {
          ($0.element, Double(($0.offset * 7) % 5))
        })
      for timed in [nil, seconds] {
        let chosen = (1...parts).map {
          Shard("\($0)/\(parts)")?.select(files, seconds: timed) ?? []
        }
        #expect(chosen.flatMap { $0 }.sorted() == files, "n \(n), parts \(parts)")
        for part in chosen { #expect(part == files.filter(part.contains)) }
        if timed == nil {
          // Dealt out in turn: the parts' sizes differ by one at most.
          let sizes = chosen.map(\.count)
          #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
        }
      }
    }
  }

  /// The greedy split's bound (Graham's): the slowest part takes at most 4/3 of the slowest
  /// part of the best split, found here by search, on random times.
  @Test(arguments: 0..<4)
  func timedPartsAreBalanced(chunk: Int) {
    for seed in TestRandom.seeds(chunk: chunk, of: 4, count: 400, suite: "ShardTests") {
      var random = TestRandom(seed: UInt64(seed))
      let n = Int.random(in: 1...9, using: &random)
      let parts = Int.random(in: 1...4, using: &random)
      let files = Self.files(n)
      var seconds: [String: Double] = [:]
      for file in files { seconds[file] = Double(Int.random(in: 1...1_000, using: &random)) / 10 }
      let loads = (1...parts).map { k in
        (Shard("\(k)/\(parts)")?.select(files, seconds: seconds) ?? []).reduce(0.0) {
          $0 + (seconds[$1] ?? 0)
        }
      }
      let best = Self.bestSplit(files.compactMap { seconds[$0] }, parts: parts)
      #expect(
        (loads.max() ?? 0) <= best * 4 / 3 + 1e-9, "seed \(seed): \(loads) against \(best)")
    }
  }

  /// The slowest part of the best split of `times` into `parts`, by a search that places the
  /// longest first and stops a branch already as slow as the best found.
  static func bestSplit(_ times: [Double], parts: Int) -> Double {
    let sorted = times.sorted(by: >)
    var best = sorted.reduce(0, +)
    var loads = [Double](repeating: 0, count: parts)
    func place(_ i: Int) {
      guard i < sorted.count else {
        best = min(best, loads.max() ?? 0)
        return
      }
      var tried = Set<Double>()
      for part in 0..<parts where tried.insert(loads[part]).inserted {
        loads[part] += sorted[i]
        if loads[part] < best { place(i + 1) }
        loads[part] -= sorted[i]
      }
    }
    place(0)
    return best
  }

  /// The case where the bound is tight: four equal files on three parts take two files' time
  /// on one part, which is also the best split's.
  @Test func fourEqualFilesOnThreeParts() {
    let files = Self.files(4)
    let seconds = Dictionary(uniqueKeysWithValues: files.map { ($0, 1.0) })
    let sizes = (1...3).map { Shard("\($0)/3")?.select(files, seconds: seconds).count ?? 0 }
    #expect(sizes == [2, 1, 1])
    #expect(Self.bestSplit([1, 1, 1, 1], parts: 3) == 2)
  }

  @Test func aFileTheTimingsDoNotNameCountsAsTheirMedian() {
    let files = ["a.lsh", "b.lsh", "c.lsh", "new.lsh"]
    let seconds = ["a.lsh": 10.0, "b.lsh": 1, "c.lsh": 1]
    // a alone on part 1; b, c and the new file (1 s, the median) on part 2.
    #expect(Shard("1/2")?.select(files, seconds: seconds) == ["a.lsh"])
    #expect(Shard("2/2")?.select(files, seconds: seconds) == ["b.lsh", "c.lsh", "new.lsh"])
  }

  @Test func timingsSumAFilesProfiles() {
    let cases = [
      JUnitReport.Case(name: "a.lsh", classname: "s", file: "s/a.lsh [ios15]", seconds: 1.5),
      JUnitReport.Case(name: "a.lsh", classname: "s", file: "s/a.lsh [ios17]", seconds: 2),
      JUnitReport.Case(
        name: "b.lsh", classname: "s",
        file: "s/b [x].lsh [ios17 asked; ran ios15: its platform lines]",
        seconds: 4),
      JUnitReport.Case(name: "c.lsh", classname: "s", file: nil, seconds: 9),
    ]
    #expect(Shard.timings(from: cases) == ["s/a.lsh": 3.5, "s/b [x].lsh": 4])
  }

  @Test func aReportReadsBackAsWritten() throws {
    let cases = [
      JUnitReport.Case(name: "a.lsh", classname: "s", file: "s/a.lsh", seconds: 0.25),
      JUnitReport.Case(
        name: "<b & \"c\">.lsh", classname: "s's", file: "s/<b & \"c\">.lsh [ios17]",
        seconds: 1,
        failure: ("the transcript differs: 'x' < \"y\" & z", "--- a\n+++ b\n-  old\n+  new\n")),
    ]
    #expect(try JUnitReport.read(JUnitReport.render(cases)) == cases)
  }

  @Test func otherRunnersReportsAreRead() throws {
    let xml = """
      <?xml version="1.0"?>
      <testsuites><testsuite name='x'>
        <testcase name='one' classname='k' time='1.5'><error message='boom &amp; bust' type='E'>trace &#x41;&#66;</error></testcase>
        <testcase classname="k" name="two" time="0.2"><skipped/></testcase>
        <testcase name="three" time="nan"/>
      </testsuite></testsuites>
      """
    let cases = try JUnitReport.read(xml)
    #expect(cases.map(\.name) == ["one", "two", "three"])
    #expect(cases[0].failure?.message == "boom & bust")
    #expect(cases[0].failure?.details == "trace AB")
    #expect(cases[1].failure == nil)
    #expect(cases[1].seconds == 0.2)
    #expect(cases[2].seconds == 0)
  }

  @Test(arguments: [
    "hello", "<testsuite><testcase name=\"a\"", "<testsuite><testcase name=a></testcase>",
    "<testsuite><testcase name=\"a\">",
  ])
  func aBrokenReportIsAnError(text: String) {
    #expect(throws: JUnitReport.ReadError.self) { try JUnitReport.read(text) }
  }

  /// The runner end to end: three parts of a folder check every file once, and their reports
  /// merge into the whole run's count; a failure in one part fails the merge.
  @Test func partsOfASuiteMergeIntoTheWholeRun() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for i in 0..<5 { try writeText("table\ndata range(0, \(i + 1))\n", "s\(i).lsh", in: folder) }
    try writeText("table\nassert false\n", "bad.lsh", in: folder)
    _ = try Listsh.run(["test", "--update", "."], in: folder)
    var checked: [String] = []
    for k in 1...3 {
      let r = try Listsh.run(
        ["test", ".", "--shard", "\(k)/3", "--junit", "part\(k).xml"], in: folder)
      checked += Self.filesChecked(r.stdout)
      #expect(r.stdout.contains("shard \(k)/3: 2 of 6 files"), "\(r.stdout)")
    }
    #expect(checked.sorted() == ["bad.lsh", "s0.lsh", "s1.lsh", "s2.lsh", "s3.lsh", "s4.lsh"])
    let merged = try Listsh.run(
      ["test", "--merge", "part1.xml", "part2.xml", "part3.xml", "--junit", "all.xml"], in: folder)
    #expect(merged.code == 1)
    #expect(merged.stdout.contains("merged 3 reports: 5 passed, 1 failed"), "\(merged.stdout)")
    #expect(merged.stdout.contains("FAIL bad.lsh"))
    // Balanced by the whole run's times, the parts still hold every file once.
    var timed: [String] = []
    for k in 1...3 {
      timed += Self.filesChecked(
        try Listsh.run(["test", ".", "--shard", "\(k)/3", "--timings", "all.xml"], in: folder)
          .stdout)
    }
    #expect(timed.sorted() == checked.sorted())
    let wrong = try Listsh.run(["test", "--merge", "s0.lsh"], in: folder)
    #expect(wrong.code == 65)
  }

  /// The files a run's lines say it checked.
  static func filesChecked(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }
      .map { String($0.split(separator: " ")[1]) }
  }
}
