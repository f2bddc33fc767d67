/// One of N parts of a suite (`listsh test --shard K/N`), so that a CI matrix checks it across
/// runners: every file in exactly one part, the same part on every machine for the same files
/// and timings.
package struct Shard: Equatable, Sendable {
  /// The part, from 1.
  package var index: Int
  /// How many parts.
  package var count: Int

  /// The most parts a suite is split into.
  package static let maxCount = 1_000

  /// `K/N`, with 1 ≤ K ≤ N ≤ 1000; nil otherwise.
  package init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }),
      let index = Int(parts[0]), let count = Int(parts[1]),
      (1...Self.maxCount).contains(count), (1...count).contains(index)
    else { return nil }
    self.index = index
    self.count = count
  }

  /// The files of this part, in their order.
  ///
  /// Without timings, the files (sorted by path, as discovery gives them) are dealt out in
  /// turn: file i goes to part i mod N + 1. With `seconds` (a file's time in the last run,
  /// `timings(from:)`), the longest file goes first to the part with the least time so far
  /// (ties: the lower part; equal times: the path), a file the timings do not name counting
  /// as their median — the greedy split whose slowest part takes at most 4/3 of the slowest
  /// part of the best split (Graham's bound).
  ///
  /// - Complexity: O(n log n + n·N) for n files.
  package func select(_ files: [String], seconds: [String: Double]? = nil) -> [String] {
    guard let seconds, !seconds.isEmpty else {
      return files.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
    let known = seconds.values.sorted()
    let median = known[known.count / 2]
    let weighted = files.map { (path: $0, time: max(seconds[$0] ?? median, 0)) }
      .sorted { $0.time != $1.time ? $0.time > $1.time : $0.path < $1.path }
    var loads = [Double](repeating: 0, count: count)
    var mine = Set<String>()
    for file in weighted {
      var least = 0
      for part in 1..<count where loads[part] < loads[least] { least = part }
      loads[least] += file.time
      if least == index - 1 { mine.insert(file.path) }
    }
    return files.filter { mine.contains($0) }
  }

  /// Each file's time in earlier reports: the seconds of its test cases summed over profiles
  /// (a case's file as the runner printed it, `a.lsh [ios17]`, counts for `a.lsh`).
  package static func timings(from cases: [JUnitReport.Case]) -> [String: Double] {
    var seconds: [String: Double] = [:]
    for test in cases {
      guard var file = test.file, !file.isEmpty else { continue }
      if file.hasSuffix("]"), let bracket = file.ranges(of: " [").last {
        file = String(file[..<bracket.lowerBound])
      }
      seconds[file, default: 0] += test.seconds
    }
    return seconds
  }
}
