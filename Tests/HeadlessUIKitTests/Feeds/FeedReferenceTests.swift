import ListDiff
import Testing

@testable import HeadlessUIKit

/// The change feeds against rules written again here from Apple's documentation: the index
/// spaces of a fetched-results controller's reports and of PhotoKit's change details, and each
/// consumer's outcome against the independent reference table driven by calls this file makes
/// from the reports itself.
@Suite struct FeedReferenceTests {
  struct Gen {
    var rng: SeededRandom
    var counter = 100
    mutating func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    mutating func fresh() -> Row {
      counter += 1
      return Row(counter, text: "v0")
    }

    /// Named sections of rows, and a change of them: rows deleted, inserted, edited, moved
    /// (within and across sections), sections deleted and inserted (in name order).
    mutating func change() -> (old: [SectionSnapshot<Row>], new: [SectionSnapshot<Row>]) {
      let names = ["a", "b", "c", "d"].filter { _ in chance(0.6) }
      var old = names.map {
        SectionSnapshot(info: Row($0), items: (0..<int(0...4)).map { _ in fresh() })
      }
      if old.isEmpty { old = [SectionSnapshot(info: Row("a"), items: [fresh()])] }
      var new = old.filter { _ in chance(0.85) }
      for name in ["a", "b", "c", "d"]
      where !new.contains(where: { $0.info == Row(name) }) && chance(0.2) {
        new.append(SectionSnapshot(info: Row(name), items: (0..<int(0...2)).map { _ in fresh() }))
      }
      new.sort { (a: SectionSnapshot<Row>, b: SectionSnapshot<Row>) in
        "\(a.info.map { "\($0.key)" } ?? "")" < "\(b.info.map { "\($0.key)" } ?? "")"
      }
      for s in new.indices {
        new[s].items = new[s].items.filter { _ in chance(0.8) }
        for i in new[s].items.indices where chance(0.25) {
          new[s].items[i].text = "v\(int(1...9))"
        }
        for _ in 0..<int(0...2) { new[s].items.insert(fresh(), at: int(0...new[s].items.count)) }
      }
      // Moves: a row taken out and put elsewhere, maybe in another section.
      for _ in 0..<int(0...2) where !new.isEmpty {
        let from = int(0...new.count - 1)
        guard !new[from].items.isEmpty else { continue }
        let row = new[from].items.remove(at: int(0...new[from].items.count - 1))
        let to = int(0...new.count - 1)
        new[to].items.insert(row, at: int(0...new[to].items.count))
      }
      return (old, new)
    }
  }

  /// Rebuilds the new sections from the old ones and the reports, reading each index path in
  /// the space Apple's documentation (and UIKit's batch rules) give it; `nil` when the reports
  /// rebuild exactly the new sections, else what differs.
  static func rebuild(
    _ reports: [FetchedResultsChange], _ old: [SectionSnapshot<Row>], _ new: [SectionSnapshot<Row>]
  ) -> String? {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var gone = Set<ListIndexPath>()  // before space
    var placed: [ListIndexPath: Row] = [:]  // after space
    var updates: [(ListIndexPath, ListIndexPath?)] = []
    for report in reports {
      switch report {
      case .deleteSection(let s): deletedSections.insert(s)
      case .insertSection(let s): insertedSections.insert(s)
      case .delete(let p): gone.insert(p)
      case .insert(let n): placed[n] = new[n.section].items[n.row]
      case .move(let p, let n):
        gone.insert(p)
        placed[n] = old[p.section].items[p.row]
      case .update(let p, let n): updates.append((p, n))
      }
    }
    // Sections: the survivors in their order, the inserted ones at their new indexes.
    let survivors = old.indices.filter { !deletedSections.contains($0) }
    let count = survivors.count + insertedSections.count
    guard count == new.count else { return "\(count) sections rebuilt, \(new.count) wanted" }
    var rebuilt: [[Row.Key]] = []
    var next = 0
    for s in 0..<count {
      if insertedSections.contains(s) {
        rebuilt.append(new[s].items.map(\.key))
        continue
      }
      let o = survivors[next]
      next += 1
      if old[o].info != new[s].info { return "section \(s) is \(String(describing: old[o].info))" }
      var kept = old[o].items.indices.filter { !gone.contains(ListIndexPath(o, $0)) }.map {
        old[o].items[$0].key
      }
      let fixed = placed.filter { $0.key.section == s }.sorted { $0.key.row < $1.key.row }
      for (path, row) in fixed {
        guard path.row <= kept.count else { return "\(path) lies past the section" }
        kept.insert(row.key, at: path.row)
      }
      rebuilt.append(kept)
    }
    if rebuilt != new.map({ $0.items.map(\.key) }) {
      return "rebuilt \(rebuilt), wanted \(new.map { $0.items.map(\.key) })"
    }
    // Each update names the object where it was and where it is, and its content changed.
    for (p, n) in updates {
      let was = old[p.section].items[p.row]
      guard let n, n.section < new.count, n.row < new[n.section].items.count else {
        return "update at \(p) has no new path"
      }
      let now = new[n.section].items[n.row]
      if was.key != now.key || was == now { return "update \(p) -> \(n) is not an edit" }
    }
    return nil
  }

  @Test(arguments: 0..<60) func fetchedReportsAreInTheDocumentedSpaces(seed: Int) {
    print("FeedReferenceTests seed \(seed)")
    var gen = Gen(rng: SeededRandom(seed: UInt64(seed)))
    for _ in 0..<20 {
      let (old, new) = gen.change()
      let reports = FetchedResultsReports.reports(from: old, to: new)
      if let problem = Self.rebuild(reports, old, new) {
        Issue.record("seed \(seed): \(problem)\nreports: \(reports)")
        return
      }
      // Section reports come first.
      let firstObject = reports.firstIndex { !$0.isSectionChange } ?? reports.count
      #expect(reports[firstObject...].allSatisfy { !$0.isSectionChange }, "seed \(seed)")
    }
  }

  /// The check fails a report read in the wrong space: a delete named by its after path.
  @Test func aReportInTheWrongSpaceIsCaught() {
    let old = [SectionSnapshot(info: Row("a"), items: [Row(1), Row(2), Row(3)])]
    let new = [SectionSnapshot(info: Row("a"), items: [Row(0), Row(1), Row(3)])]
    let right = FetchedResultsReports.reports(from: old, to: new)
    #expect(Self.rebuild(right, old, new) == nil)
    #expect(right.contains(.delete(indexPath: ListIndexPath(0, 1))))
    let wrong: [FetchedResultsChange] = [
      .insert(newIndexPath: ListIndexPath(0, 0)), .delete(indexPath: ListIndexPath(0, 2)),
    ]
    #expect(Self.rebuild(wrong, old, new) != nil)
  }

  /// The calls the documented consumers make, written from their descriptions.
  static func calls(_ report: FetchedResultsChange, _ consumer: FetchedResultsConsumer)
    -> [UpdateCall]
  {
    switch report {
    case .insertSection(let s): [.insertSections([s])]
    case .deleteSection(let s): [.deleteSections([s])]
    case .insert(let n): [.insertRows([n])]
    case .delete(let p): [.deleteRows([p])]
    case .update(let p, let n):
      consumer == .reloadAfter
        ? [] : [.reloadRows([consumer == .updateAtNewIndexPath ? n ?? p : p])]
    case .move(let p, let n):
      consumer == .deleteInsert ? [.deleteRows([p]), .insertRows([n])] : [.moveRow(p, n)]
    }
  }

  /// The reference table driven as the consumer's code drives UIKit: the outcome's message.
  static func reference(
    _ consumer: FetchedResultsConsumer, _ reports: [FetchedResultsChange],
    _ ref: inout ReferenceTable, _ old: DataSource<Row>, _ new: DataSource<Row>
  ) -> String? {
    do {
      switch consumer {
      case .reload: try ref.reload(new)
      case .unbracketed:
        for r in reports { for c in calls(r, consumer) { try ref.perform(c, new) } }
      case .snapshot, .snapshotReloadingUpdated:
        return "applies snapshots: SnapshotConsumerTests"
      case .textbook, .updateAtNewIndexPath, .deleteInsert, .reloadInside, .reloadAfter:
        if ref.collection {
          ref.begin(new)
        } else {
          ref.begin(old)
        }
        for r in reports {
          if consumer == .reloadInside, case .update = r {
            try ref.reload(new)
          } else {
            for c in calls(r, consumer) { try ref.perform(c, new) }
          }
        }
        try ref.end(new)
        if consumer == .reloadAfter {
          // The updated and moved objects' rows, where they are now, reloaded on their own.
          var rows: [ListIndexPath] = []
          for r in reports {
            if case .update(let p, let n) = r { rows.append(n ?? p) }
            if case .move(_, let n) = r { rows.append(n) }
          }
          if !rows.isEmpty { try ref.perform(.reloadRows(rows.sorted()), new) }
        }
      }
      try ref.endTurn(new)
      return nil
    } catch let failure as ReferenceTable.Failure {
      return failure.message
    } catch {
      return "\(error)"
    }
  }

  /// One step of a consumer, made on the model's view.
  static func take(_ step: FeedStep, _ table: inout TableView<Row>, _ data: DataSource<Row>)
    throws(TableError)
  {
    switch step {
    case .beginUpdates: table.beginUpdates(data)
    case .endUpdates: try table.endUpdates(data)
    case .call(let c): try table.perform(c, data)
    case .reloadData: try table.reloadData(data)
    case .layoutIfNeeded: try table.layoutIfNeeded(data)
    }
  }

  /// The model driven through the consumer's deliveries, the data changing after will-change.
  static func model(
    _ consumer: FetchedResultsConsumer, _ reports: [FetchedResultsChange],
    _ table: inout TableView<Row>, _ old: DataSource<Row>, _ new: DataSource<Row>
  ) -> String? {
    var data = old
    do {
      for (n, delivery) in consumer.deliveries(reports, on: table.kind.noun).enumerated() {
        for step in delivery.steps { try Self.take(step, &table, data) }
        if n == 0 { data = new }
      }
      try table.endTurn(data)
      return nil
    } catch {
      return error.message
    }
  }

  @Test(
    arguments: FetchedResultsConsumer.allCases.filter { !$0.appliesSnapshots },
    [false, true])
  func eachConsumersOutcomeMatchesTheReference(consumer: FetchedResultsConsumer, collection: Bool) {
    print("FeedReferenceTests consumer seeds 0..<120: \(consumer), collection \(collection)")
    var outcomes = (ok: 0, raised: 0)
    for seed in 0..<120 {
      var gen = Gen(rng: SeededRandom(seed: UInt64(seed * 7 + 1)))
      let (oldSections, newSections) = gen.change()
      var old = DataSource<Row>()
      old.setSections(oldSections)
      var new = DataSource<Row>()
      new.setSections(newSections)
      let reports = FetchedResultsReports.reports(from: oldSections, to: newSections)
      var table: TableView<Row>
      var ref: ReferenceTable
      if collection {
        table = TableView<Row>(
          platform: .ios15, geometry: TableGeometry(), kind: .collection(.list(ListConfiguration()))
        )
        ref = ReferenceTable(platform: .ios15, width: 375, height: 667, collection: nil)
      } else {
        table = TableView<Row>(platform: .ios15, geometry: TableGeometry())
        ref = ReferenceTable(platform: .ios15, width: 375, height: 667)
      }
      do {
        try table.endTurn(old)
        try ref.endTurn(old)
      } catch {
        Issue.record("seed \(seed): setup failed: \(error)")
        return
      }
      let a = Self.model(consumer, reports, &table, old, new)
      let b = Self.reference(consumer, reports, &ref, old, new)
      if a != b {
        Issue.record(
          "seed \(seed) (FeedReferenceTests): \(consumer) on \(collection ? "a collection view" : "a table")\nreports \(reports)\nmodel: \(a ?? "ok")\nreference: \(b ?? "ok")"
        )
        return
      }
      if a == nil {
        outcomes.ok += 1
        #expect(table.rows.map(\.items) == ref.known, "seed \(seed)")
      } else {
        outcomes.raised += 1
        // A reload in the batch is a delete and an insert (UITableView, UICollectionView): a
        // consumer that reloads updates raises only when the change moves an object too
        // (lightsprint09/Sourcing#54: "attempt to perform an insert and a move to the same
        // index path"), or, reloading the view inside the bracket, not at all.
        let reloadsMeetMoves =
          reports.contains { if case .update = $0 { true } else { false } }
          && reports.contains { if case .move = $0 { true } else { false } }
        switch consumer {
        case .textbook, .deleteInsert:
          #expect(reloadsMeetMoves, "seed \(seed): \(consumer) raised \(a ?? "")")
        case .reloadInside, .reload, .reloadAfter:
          Issue.record("seed \(seed): \(consumer) raised \(a ?? "")")
        case .updateAtNewIndexPath, .unbracketed, .snapshot, .snapshotReloadingUpdated: break
        }
      }
    }
    // Reloading the whole view never raises on a view that is laid out; the textbook consumers
    // raise only where a reload meets a move (checked per change above); a pitfall must raise,
    // sometimes.
    switch consumer {
    case .reload, .reloadAfter:
      #expect(outcomes.raised == 0, "\(consumer) raised")
    case .textbook, .deleteInsert, .reloadInside:
      #expect(outcomes.ok > 0, "\(consumer): \(outcomes)")
    case .updateAtNewIndexPath, .unbracketed:
      #expect(outcomes.raised > 0 && outcomes.ok > 0, "\(consumer): \(outcomes)")
    case .snapshot, .snapshotReloadingUpdated:
      Issue.record("\(consumer) takes no reports: it is not an argument of this test")
    }
  }
}
