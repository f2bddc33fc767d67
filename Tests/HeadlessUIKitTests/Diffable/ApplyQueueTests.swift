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

  /// A cell provider that applies the snapshot again: re-entrant under an apply that asks for
  /// cells (a batch's inserted item, a first apply's reload), harmless on a scroll; the failed
  /// apply leaves the view, the data source and the data as they were.
  @Test(arguments: [Platform.ios15, .ios18, .ios26])
  func aProviderThatAppliesIsReentrantOnlyUnderAnApply(platform: Platform) throws {
    var geometry = TableGeometry()
    geometry.height = 132
    var view = TableView<Row>(platform: platform, geometry: geometry)
    var data = DataSource<Row>()
    var source = DiffableDataSource<Row>()
    view.provision.registered["Cell"] = .cellClass
    view.provision.source = .identifier("Cell")
    view.provision.appliesSnapshot = true
    let rows = (0..<20).map { Row.number($0) }
    var snapshot = try DataSourceLookupTests.snapshot([("main", rows)])
    // The first apply reloads and lays the view out: its cells are made underneath it.
    #expect(throws: TableError.snapshot(.deadlockDetected, platform)) {
      _ = try source.apply(snapshot, mode: .animated, to: &view, data: &data)
    }
    #expect(data.sectionCount == 0 && !source.hasApplied)
    view.provision.appliesSnapshot = false
    _ = try source.apply(snapshot, mode: .animated, to: &view, data: &data)
    view.provision.appliesSnapshot = true
    // A scroll makes cells outside any apply: the provider's apply changes nothing.
    view.scroll(to: 200, data)
    try view.layoutIfNeeded(data)
    #expect(view.events.contains { if case .providerApplied = $0 { true } else { false } })
    // An insert on screen: the batch asks for the new item's cell inside the apply.
    let shown = try #require(view.visibleRows.first)
    _ = try snapshot.insertItems([.number(99)], .before(rows[shown.row]), on: platform)
    let (viewBefore, dataBefore) = (view, data)
    #expect(throws: TableError.snapshot(.deadlockDetected, platform)) {
      _ = try source.apply(snapshot, mode: .animated, to: &view, data: &data)
    }
    #expect(data.items(0) == dataBefore.items(0))
    #expect(view.visibleRows == viewBefore.visibleRows && view.rowCounts == viewBefore.rowCounts)
  }
}
