import ListDiff
import Testing

@testable import HeadlessUIKit

/// PhotoKit's change details in their documented spaces, and two fetched-results controllers
/// feeding one view, against rules written again here.
extension FeedReferenceTests {
  @Test(arguments: 0..<40) func photoDetailsAreInTheDocumentedSpaces(seed: Int) throws {
    print("FeedReferenceTests photo seed \(seed)")
    var gen = Gen(rng: SeededRandom(seed: UInt64(seed) &+ 1000))
    let (old, new) = gen.change()
    let before = old.first?.items ?? []
    let after = new.first?.items ?? []
    let details = PhotoChangeDetails(from: before, to: after)
    // Removals at indexes of the original fetch result; insertions where the new result has
    // them, once the removals are applied; changes in that state.
    var state = before
    for i in details.removed.reversed() { state.remove(at: i) }
    let moved = Set(details.moves.map { before[$0.from].key })
    for i in details.inserted { state.insert(after[i], at: i) }
    for i in details.changed {
      let now = try #require(after.first { $0.key == state[i].key })
      #expect(now != before.first { $0.key == state[i].key }, "seed \(seed): \(i) did not change")
    }
    for m in details.moves { #expect(before[m.from].key == after[m.to].key, "seed \(seed)") }
    // Without moves, the state reached is the new fetch result's order.
    if moved.isEmpty { #expect(state.map(\.key) == after.map(\.key), "seed \(seed)") }
    // Apple's later sample never raises; the one-batch sample does when an index was both
    // removed and changed.
    var data = DataSource<Row>()
    data.setItems(before)
    for consumer in PhotoLibraryConsumer.allCases {
      var table = TableView<Row>(
        platform: .ios15, geometry: TableGeometry(), kind: .collection(.list(ListConfiguration())))
      var d = data
      try table.endTurn(d)
      var raised: String?
      do {
        for (n, delivery) in consumer.deliveries(details).enumerated() {
          if n == 0 { d.setItems(after) }
          for step in delivery.steps { try Self.take(step, &table, d) }
        }
      } catch {
        raised = error.message
      }
      switch consumer {
      case .sample: #expect(raised == nil, "seed \(seed): \(raised ?? "")")
      case .oneBatch:
        if !Set(details.removed).isDisjoint(with: details.changed) {
          #expect(raised?.contains("attempt to delete and reload the same index path") == true)
        }
      }
    }
  }

  /// A second controller's reports, offset by the sections of the first: the delegate that adds
  /// them never raises and reaches the reference's rows; the one that does not must raise, or
  /// at least touch the wrong section, on some changes.
  @Test func aSecondControllersReportsLandAfterTheFirstsSections() {
    print("FeedReferenceTests second-controller seeds 0..<40")
    var wrong = 0
    for seed in 0..<40 {
      var gen = Gen(rng: SeededRandom(seed: UInt64(seed) &+ 500))
      let first = [SectionSnapshot(info: Row("pinned"), items: [gen.fresh()])]
      let (oldOwn, newOwn) = gen.change()
      var old = DataSource<Row>()
      old.setSections(first + oldOwn)
      var new = DataSource<Row>()
      new.setSections(first + newOwn)
      let reports = FetchedResultsReports.reports(from: oldOwn, to: newOwn)
      for mapped in [true, false] {
        var table = TableView<Row>(platform: .ios15, geometry: TableGeometry())
        var ref = ReferenceTable(platform: .ios15, width: 375, height: 667)
        var data = old
        var outcome: String?
        var refOutcome: String?
        do {
          try ref.endTurn(old)
        } catch {
          Issue.record("seed \(seed): the reference's setup failed: \(error)")
        }
        do throws(TableError) {
          try table.endTurn(old)
          let deliveries = FetchedResultsConsumer.textbook.deliveries(reports, on: .table).map {
            $0.offsettingSections(by: mapped ? first.count : 0)
          }
          for (n, delivery) in deliveries.enumerated() {
            for step in delivery.steps { try Self.take(step, &table, data) }
            if n == 0 { data = new }
          }
          try table.endTurn(data)
        } catch {
          outcome = error.message
        }
        // The reference: the calls written from each report, their sections moved by hand.
        do {
          ref.begin(old)
          for report in reports {
            for call in Self.calls(report, .textbook) {
              try ref.perform(Self.shift(call, by: mapped ? first.count : 0), new)
            }
          }
          try ref.end(new)
          try ref.endTurn(new)
        } catch let failure as ReferenceTable.Failure {
          refOutcome = failure.message
        } catch {
          refOutcome = "\(error)"
        }
        #expect(outcome == refOutcome, "seed \(seed) mapped \(mapped): \(reports)")
        if mapped {
          // The same outcome as the change fed by one controller: the offset changes nothing.
          #expect(
            (outcome == nil) == (Self.oneController(oldOwn, newOwn, reports) == nil),
            "seed \(seed)")
          if outcome == nil { #expect(table.rows.map(\.items) == ref.known, "seed \(seed)") }
        } else if outcome != nil || table.rows.map(\.items) != new.snapshot.map(\.items) {
          wrong += 1
        }
      }
    }
    #expect(wrong > 0, "the unmapped delegate never went wrong")
  }

  /// The textbook consumer's outcome on a table that one controller feeds.
  static func oneController(
    _ old: [SectionSnapshot<Row>], _ new: [SectionSnapshot<Row>], _ reports: [FetchedResultsChange]
  ) -> String? {
    var before = DataSource<Row>()
    before.setSections(old)
    var after = DataSource<Row>()
    after.setSections(new)
    var table = TableView<Row>(platform: .ios15, geometry: TableGeometry())
    var data = before
    do throws(TableError) {
      try table.endTurn(before)
      for (n, delivery) in FetchedResultsConsumer.textbook.deliveries(reports, on: .table)
        .enumerated()
      {
        for step in delivery.steps { try take(step, &table, data) }
        if n == 0 { data = after }
      }
      try table.endTurn(data)
      return nil
    } catch {
      return error.message
    }
  }

  /// A call with its sections moved by `k`, written again from `UpdateCall`'s cases.
  static func shift(_ call: UpdateCall, by k: Int) -> UpdateCall {
    let p = { (p: ListIndexPath) in ListIndexPath(p.section + k, p.row) }
    switch call {
    case .insertRows(let ps): return .insertRows(ps.map(p))
    case .deleteRows(let ps): return .deleteRows(ps.map(p))
    case .reloadRows(let ps): return .reloadRows(ps.map(p))
    case .reconfigureRows(let ps): return .reconfigureRows(ps.map(p))
    case .moveRow(let a, let b): return .moveRow(p(a), p(b))
    case .insertSections(let s): return .insertSections(s.map { $0 + k })
    case .deleteSections(let s): return .deleteSections(s.map { $0 + k })
    case .reloadSections(let s): return .reloadSections(s.map { $0 + k })
    case .moveSection(let a, let b): return .moveSection(a + k, b + k)
    }
  }
}
