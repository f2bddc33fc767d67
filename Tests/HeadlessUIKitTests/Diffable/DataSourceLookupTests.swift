import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// The diffable data source's lookups, and when `apply`'s completion runs, on the model's own
/// `Row` items.
@Suite struct DataSourceLookupTests {
  static func snapshot(_ sections: [(Row, [Row])]) throws -> DiffableSnapshot<Row> {
    var s = DiffableSnapshot<Row>()
    try s.appendSections(sections.map(\.0), on: .ios15)
    for (id, items) in sections { _ = try s.appendItems(items, toSection: id, on: .ios15) }
    return s
  }

  @Test func lookupsAnswerNilWhereThereIsNothing() throws {
    var view = TableView<Row>(platform: .ios15)
    var data = DataSource<Row>()
    var source = DiffableDataSource<Row>()
    _ = try source.apply(
      try Self.snapshot([("a", [1, 2]), ("b", [3])]), mode: .animated, to: &view, data: &data)
    #expect(source.itemIdentifier(for: ListIndexPath(1, 0)) == 3)
    #expect(source.itemIdentifier(for: ListIndexPath(1, 1)) == nil)
    #expect(source.itemIdentifier(for: ListIndexPath(-1, 0)) == nil)
    #expect(source.indexPath(for: 2) == ListIndexPath(0, 1))
    #expect(source.indexPath(for: 9) == nil)
    #expect(source.sectionIdentifier(for: 1) == "b")
    #expect(source.sectionIdentifier(for: 2) == nil)
    #expect(source.index(for: "a") == 0)
    #expect(source.index(for: "z") == nil)
  }

  /// Where UIKit's updater reloads, the completion runs before apply returns; otherwise it is
  /// the batch's (decompiled `_UIDiffableDataSourceViewUpdater`, iOS 18.2).
  @Test(arguments: [
    (Platform.ios15, ApplyMode.animated, true, true, false),
    (.ios15, .withoutAnimation, true, true, false),
    (.ios15, .withoutAnimation, false, true, true),  // a first apply reloads
    (.ios15, .reloadData, true, true, true),
    (.ios14, .withoutAnimation, true, true, true),  // before iOS 15: reloadData
    (.ios15, .withoutAnimation, true, false, true),  // a table out of its window
    (.ios17, .animated, true, false, false),
  ])
  func theCompletionRunsAtOnceWhereUIKitReloads(
    platform: Platform, mode: ApplyMode, applied: Bool, inWindow: Bool, atOnce: Bool
  ) throws {
    var view = TableView<Row>(platform: platform)
    var data = DataSource<Row>()
    var source = DiffableDataSource<Row>()
    if applied {
      _ = try source.apply(try Self.snapshot([("a", [1])]), mode: .animated, to: &view, data: &data)
      try view.endTurn(data)
    }
    view.setInWindow(inWindow)
    let report = try source.apply(
      try Self.snapshot([("a", [1, 2])]), mode: mode, to: &view, data: &data)
    #expect(report.completionRunsAtOnce == atOnce)
  }

  @Test func aSectionSnapshotNeedsIOS14AndAppendsItsSection() throws {
    var tree = DiffableSectionSnapshot<Row>()
    try tree.append([1, 2], to: nil)
    try tree.append([3], to: 1)
    var view = TableView<Row>(platform: .ios12, kind: .collection(.list(ListConfiguration())))
    var data = DataSource<Row>()
    var source = DiffableDataSource<Row>()
    #expect(throws: TableError.self) {
      _ = try source.apply(tree, to: "main", mode: .animated, to: &view, data: &data)
    }
    view.platform = .ios15
    _ = try source.apply(try Self.snapshot([("top", [9])]), mode: .animated, to: &view, data: &data)
    _ = try source.apply(tree, to: "main", mode: .animated, to: &view, data: &data)
    #expect(source.snapshot.sectionIdentifiers == ["top", "main"])
    #expect(try source.snapshot.itemIdentifiers(inSection: "main") == [1, 2])
    tree.expand([1])
    _ = try source.apply(tree, to: "main", mode: .animated, to: &view, data: &data)
    #expect(try source.snapshot.itemIdentifiers(inSection: "main") == [1, 3, 2])
    #expect(source.snapshot(for: "main") == tree)
    // A section without a tree answers its items as roots; a missing one, an empty tree.
    #expect(source.snapshot(for: "top").items == [9])
    #expect(source.snapshot(for: "top").rootItems == [9])
    #expect(source.snapshot(for: "none").items.isEmpty)
  }
}
