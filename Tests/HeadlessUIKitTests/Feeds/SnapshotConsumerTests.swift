import ListDiff
import Testing

@testable import HeadlessUIKit

/// The fetched-results snapshot consumers against the rule of Apple's answer in the Developer
/// Forums (thread 692357), written again here: the snapshot handed over names each object by
/// its identifier; from iOS 15 the controller marks the objects whose attributes changed for
/// reload, before iOS 15 nothing does unless the delegate marks them; after the apply, a visible
/// cell is stale exactly when its object changed, nobody marked it, and its row was kept (not
/// deleted and inserted again with a section).
@Suite struct SnapshotConsumerTests {
  static func sections(_ s: [SectionSnapshot<Row>]) -> [DiffableSnapshot<Row>.Section] {
    s.enumerated().map { k, section in
      .init(identifier: section.info ?? Row(k), items: section.items)
    }
  }

  @Test(
    arguments: [FetchedResultsConsumer.snapshot, .snapshotReloadingUpdated],
    [Platform.ios14, .ios15, .ios17])
  func changedObjectsAreMarkedAndRefreshedAsDocumented(
    consumer: FetchedResultsConsumer, platform: Platform
  ) throws {
    print("SnapshotConsumerTests: seeds 0..<60, \(consumer) on \(platform)")
    var stale = 0
    var refreshed = 0
    for seed in 0..<60 {
      var gen = FeedReferenceTests.Gen(rng: SeededRandom(seed: UInt64(seed) &* 31 &+ 5))
      let (old, new) = gen.change()
      let label = "seed \(seed) (SnapshotConsumerTests) \(consumer) on \(platform)"
      var table = TableView<Row>(platform: platform, geometry: TableGeometry())
      var source = DiffableDataSource<Row>(provider: .lookup)
      var data = DataSource<Row>()
      try table.endTurn(data)
      _ = try source.apply(
        DiffableSnapshot(sections: Self.sections(old)), mode: .animated, to: &table, data: &data)
      try table.endTurn(data)
      let handed = try FetchedResultsSnapshot(
        from: source.snapshot, to: Self.sections(new), consumer: consumer, on: platform)

      // The rule, written again: an object changed when it was there before with other text.
      var before: [Row.Key: String?] = [:]
      var sectionBefore: [Row.Key: Row] = [:]
      for section in old {
        for row in section.items {
          before[row.key] = row.text
          sectionBefore[row.key] = section.info
        }
      }
      // A cell keeps its content only when its row is moved, not deleted and inserted again:
      // an object whose section is new, or whose old section is gone, gets a new cell.
      let sectionsBoth = Set(old.compactMap(\.info)).intersection(new.compactMap(\.info))
      let changed = Set(
        new.flatMap(\.items).filter { row in before[row.key].map { $0 != row.text } ?? false }
          .map(\.key))
      let marks = platform != .ios14 || consumer == .snapshotReloadingUpdated
      #expect(
        Set(handed.snapshot.reloadedItemIdentifiers.map(\.key)) == (marks ? changed : []),
        "\(label)")
      #expect(handed.snapshot.itemIdentifiers == new.flatMap(\.items), "\(label)")

      _ = try source.apply(handed.snapshot, mode: .animated, to: &table, data: &data)
      try table.endTurn(data)
      for path in table.visibleRows {
        let state = try #require(table.cellState(at: path, dataSource: data), "\(label) \(path)")
        let row = new[path.section].items[path.row]
        let kept =
          sectionBefore[row.key].map(sectionsBoth.contains) == true
          && new[path.section].info.map(sectionsBoth.contains) == true
        let expected = changed.contains(row.key) && !marks && kept
        #expect(state.stale == expected, "\(label): the cell at \(path) of \(row)")
        if changed.contains(row.key), kept { if expected { stale += 1 } else { refreshed += 1 } }
      }
    }
    // The generator changes visible objects: each side of the rule is met.
    if platform == .ios14, consumer == .snapshot {
      #expect(stale > 0 && refreshed == 0, "\(stale) stale, \(refreshed) refreshed")
    } else {
      #expect(stale == 0 && refreshed > 0, "\(stale) stale, \(refreshed) refreshed")
    }
  }
}
