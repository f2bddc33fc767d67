import TestSupport
import Testing

@testable import HeadlessUIKit

/// The diffable data source's queue check against a reference written from the rule in
/// docs/table-model.md ("Diffable data sources: queues and re-entrancy"): seeded random
/// sequences of applies on the main queue and off it, applies from inside an apply's completion,
/// and turn ends, on every profile with diffable data sources.
@Suite struct ApplyQueueTests {
  enum Op: CaseIterable { case main, background, nested, endTurn }

  /// The reference: an apply on the main queue asserts when any apply is outstanding (issued
  /// off the main queue this turn) or in flight (the one whose completion is running); a queue
  /// other than the last apply's is logged.
  struct Reference {
    var backgroundThisTurn = false
    var last: ApplyQueue?

    mutating func apply(_ queue: ApplyQueue, nested: Bool) -> (raised: Bool, warned: Bool) {
      if queue == .main, backgroundThisTurn || nested { return (true, false) }
      let warned = last != nil && last != queue
      last = queue
      if queue == .background { backgroundThisTurn = true }
      return (false, warned)
    }
  }

  @Test(arguments: 0..<4) func randomSequencesAgree(chunk: Int) {
    let seeds = TestRandom.seeds(chunk: chunk, of: 4, count: 2_000, suite: "ApplyQueueTests")
    var raised = 0
    var warned = 0
    for seed in seeds {
      var random = SeededRandom(seed: UInt64(seed))
      let platforms = Platform.allCases.filter { $0 != .ios12 }
      let platform = platforms[Int.random(in: 0..<platforms.count, using: &random)]
      var source = DiffableDataSource<Int>()
      var reference = Reference()
      for step in 0..<20 {
        let op = Op.allCases[Int.random(in: 0..<4, using: &random)]
        if op == .endTurn {
          source.endTurn()
          reference.backgroundThisTurn = false
          continue
        }
        let queue: ApplyQueue = op == .background ? .background : .main
        let nested = op == .nested
        let expected = reference.apply(queue, nested: nested)
        var copy = source
        if nested { copy.setInFlight(true) }
        var got: (Bool, Bool)
        do throws(TableError) {
          let warning = try copy.willApply(on: queue, platform: platform)
          got = (false, warning != nil)
          if nested { copy.setInFlight(false) }
          source = copy
        } catch {
          #expect(error == .snapshot(.deadlockDetected, platform))
          got = (true, false)
        }
        if got != expected {
          Issue.record(
            "seed \(seed) step \(step) \(platform): \(op) gave \(got), expected \(expected)")
          return
        }
        if got.0 { raised += 1 }
        if got.1 { warned += 1 }
      }
    }
    #expect(raised > seeds.count && warned > seeds.count)
  }

  /// The texts: iOS 18.2's on the profiles before iOS 26, iOS 26's after.
  @Test func theTextFollowsTheProfile() {
    #expect(
      SnapshotError.deadlockDetected.message(on: .ios18).hasPrefix(
        "Deadlock detected: calling this method on the main queue with outstanding async updates"))
    #expect(
      SnapshotError.deadlockDetected.message(on: .ios26).hasPrefix(
        "Deadlock detected: attempted to apply a snapshot to diffable data source while it was already applying a snapshot."
      ))
  }
}
