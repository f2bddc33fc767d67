import Testing

@testable import HeadlessUIKit
@testable import ListDiff

@Suite struct BatchUpdateTests {
  /// Apple's Table View Programming Guide, Listing 7-8: inserts called before deletes, deletes
  /// in the original indexes, inserts in the final ones.
  @Test(arguments: Platform.allCases) func appleListing7_8(platform: Platform) throws {
    var scene = Scene(platform)
    try scene.setData(strings("Arizona", "California", "Delaware", "New Jersey", "Washington"))
    try scene.step { _, data in
      data.setItems(strings("Alaska", "Arizona", "California", "Georgia", "New Jersey", "Virginia"))
    }
    try scene.batch([.insertRows(rows(0, 3, 5)), .deleteRows(rows(2, 4))])
    #expect(
      scene.visible
        == strings("Alaska", "Arizona", "California", "Georgia", "New Jersey", "Virginia"))
    #expect(scene.table.rowCounts == [6])
    // The kept rows kept their cells; the inserted ones were fetched.
    #expect(scene.table.cell(at: ListIndexPath(0, 1))?.id == 1)
    #expect(scene.table.cell(at: ListIndexPath(0, 4))?.id == 4)
  }

  /// The guide's three-section example: delete row 1 of section 0, delete section 1, insert
  /// row 1 of section 1 (the old section 2, now at index 1).
  @Test func appleThreeSections() throws {
    var scene = Scene()
    try scene.step { _, data in
      data.setSections([
        strings("a0", "a1", "a2"), strings("b0", "b1", "b2"), strings("c0", "c1", "c2"),
      ])
    }
    try scene.step { _, data in
      data.setSections([strings("a0", "a2"), strings("c0", "new", "c1", "c2")])
    }
    try scene.batch([
      .deleteRows([ListIndexPath(0, 1)]), .deleteSections([1]), .insertRows([ListIndexPath(1, 1)]),
    ])
    #expect(scene.table.rowCounts == [2, 4])
    #expect(scene.visible == strings("a0", "a2", "c0", "new", "c1", "c2"))
  }

  /// The third article: inserts use the final indexes, so inserting 100 at 3 and 200 at 5 in
  /// the array and then calling insertRows 3, 5 shows what the data holds.
  @Test(arguments: Platform.allCases) func articleThreeInsert(platform: Platform) throws {
    var scene = Scene(platform)
    try scene.setData(ints(1...8))
    try scene.step { _, data in
      try data.insert(.number(100), at: ListIndexPath(0, 3))
      try data.insert(.number(200), at: ListIndexPath(0, 5))
    }
    try scene.batch([.insertRows(rows(3)), .insertRows(rows(5))])
    let expected: [Row] = [1, 2, 3, 100, 4, 200, 5, 6, 7, 8].map(Row.number)
    #expect(scene.items == expected)
    #expect(scene.visible == expected)
  }

  /// The third article: deletes use the original indexes.
  ///
  /// Removing 1 then 5 from the array leaves [1, 3, 4, 5, 6, 8], but `delete rows 1, 5` removes the
  /// rows showing 2 and 6, so the cells show [1, 3, 4, 5, 7, 8] until they are fetched again.
  @Test(arguments: Platform.allCases) func articleThreeDeleteThenReload(platform: Platform) throws {
    var scene = Scene(platform)
    try scene.setData(ints(1...8))
    try scene.step { _, data in try data.remove(at: rows(1, 5)) }
    try scene.batch([.deleteRows(rows(1)), .deleteRows(rows(5))])
    #expect(scene.items == [1, 3, 4, 5, 6, 8].map(Row.number))
    #expect(scene.visible == [1, 3, 4, 5, 7, 8].map(Row.number))
    #expect(scene.table.cellState(at: ListIndexPath(0, 4), dataSource: scene.data)?.stale == true)
    try scene.step { table, data in try table.reloadData(data) }
    #expect(scene.visible == [1, 3, 4, 5, 6, 8].map(Row.number))
  }

  /// The same, fixed by scrolling the stale cell away (it is recycled) and back (it is fetched
  /// again through cellForRowAt and shows the data source's item).
  @Test(arguments: Platform.allCases) func articleThreeDeleteThenScroll(platform: Platform) throws {
    var scene = Scene(platform, height: 352)
    try scene.setData(ints(1...20))
    try scene.step { _, data in try data.remove(at: rows(1, 5)) }
    try scene.batch([.deleteRows(rows(1, 5))])
    #expect(Array(scene.visible.prefix(6)) == [1, 3, 4, 5, 7, 8].map(Row.number))
    try scene.step { table, data in table.scrollToBottom(data) }
    #expect(!scene.table.mountedRows.contains(ListIndexPath(0, 4)))
    try scene.step { table, data in table.scrollToTop(data) }
    #expect(Array(scene.visible.prefix(6)) == [1, 3, 4, 5, 6, 8].map(Row.number))
    #expect(
      scene.table.visibleRows.allSatisfy {
        scene.table.cellState(at: $0, dataSource: scene.data)?.stale == false
      })
  }

  @Test func callOrderInsideABatchDoesNotMatter() throws {
    func run(_ calls: [UpdateCall]) throws -> Scene {
      var scene = Scene()
      try scene.setData(ints(1...6))
      try scene.step { _, data in data.setItems([1, 9, 2, 4, 5, 6].map(Row.number)) }
      try scene.batch(calls)
      return scene
    }
    let calls: [UpdateCall] = [.deleteRows(rows(2)), .insertRows(rows(1))]
    let a = try run(calls)
    let b = try run(calls.reversed())
    #expect(a.visible == [1, 9, 2, 4, 5, 6].map(Row.number))
    #expect(a.table == b.table)
  }

  @Test func nestedBeginsCommitAtTheOutermostEnd() throws {
    var scene = Scene()
    try scene.setData(ints(1...5))
    try scene.step { table, data in
      table.beginUpdates(data)
      table.beginUpdates(data)
    }
    #expect(scene.table.batchDepth == 2)
    try scene.step { _, data in try data.remove(at: rows(0)) }
    try scene.call(.deleteRows(rows(0)))
    try scene.step { table, data in try table.endUpdates(data) }
    #expect(scene.table.batchDepth == 1)
    #expect(scene.table.rowCounts == [5])  // nothing committed yet
    try scene.step { table, data in try table.endUpdates(data) }
    #expect(scene.table.rowCounts == [4])
    #expect(scene.visible == ints(2...5))
  }

  @Test func endWithoutBeginIsAnError() throws {
    var scene = Scene()
    try scene.setData(ints(1...3))
    #expect(throws: TableError.endWithoutBegin) { try scene.table.endUpdates(scene.data) }
  }

  @Test func loneCallsAreBatchesOfTheirOwn() throws {
    var scene = Scene()
    try scene.setData(ints(1...3))
    try scene.step { _, data in try data.insert(.number(0), at: ListIndexPath(0, 0)) }
    try scene.call(.insertRows(rows(0)))
    #expect(scene.visible == ints(0...3))
    // A second lone call sees the table as the first one left it.
    try scene.step { _, data in try data.remove(at: rows(3)) }
    try scene.call(.deleteRows(rows(3)))
    #expect(scene.visible == ints(0...2))
  }

  @Test func silentDrops() throws {
    var scene = Scene()
    try scene.step { _, data in data.setSections([ints(1...3), ints(4...6), ints(7...9)]) }
    try scene.step { _, data in
      data.setSections([ints(1...2), [.number(10), .number(11)], ints(7...9)])
    }
    // Duplicate deletes, a row delete inside a deleted section, a row insert inside an
    // inserted section and a duplicate insert are all ignored, as UIKit ignores them.
    try scene.batch([
      .deleteRows([ListIndexPath(0, 2), ListIndexPath(0, 2)]), .deleteRows([ListIndexPath(1, 0)]),
      .deleteSections([1]), .insertSections([1]), .insertRows([ListIndexPath(1, 1)]),
      .insertSections([1]),
    ])
    #expect(scene.table.rowCounts == [2, 2, 3])
    let events = scene.table.takeEvents()
    let plan = events.compactMap { if case .committed(let p) = $0 { p } else { nil } }.first
    #expect(
      plan?.updates == [.deleteSection(1), .deleteRow(ListIndexPath(0, 2)), .insertSection(1)])
  }

  @Test func duplicateMovesAreDropped() throws {
    var scene = Scene()
    try scene.setData(ints(1...4))
    try scene.step { _, data in try data.move(from: ListIndexPath(0, 0), to: ListIndexPath(0, 3)) }
    try scene.batch([
      .moveRow(ListIndexPath(0, 0), ListIndexPath(0, 3)),
      .moveRow(ListIndexPath(0, 0), ListIndexPath(0, 3)),
    ])
    #expect(scene.visible == [2, 3, 4, 1].map(Row.number))
    #expect(scene.table.cell(at: ListIndexPath(0, 3))?.id == 1)
  }

  @Test func movedCellsKeepWhatTheyShow() throws {
    var scene = Scene()
    try scene.setData(ints(1...5))
    // The data changes the moved item's text, but a move does not reconfigure the cell.
    try scene.step { _, data in
      try data.move(from: ListIndexPath(0, 4), to: ListIndexPath(0, 0))
      try data.set(ListIndexPath(0, 0), to: .number(50))
    }
    try scene.call(.moveRow(ListIndexPath(0, 4), ListIndexPath(0, 0)))
    #expect(scene.visible == [5, 1, 2, 3, 4].map(Row.number))
    #expect(scene.table.cellState(at: ListIndexPath(0, 0), dataSource: scene.data)?.stale == true)
  }

  @Test func reloadRowsFetchesANewCell() throws {
    var scene = Scene()
    try scene.setData(ints(1...3))
    try scene.step { _, data in try data.set(ListIndexPath(0, 1), to: .number(20)) }
    _ = scene.table.takeEvents()
    try scene.call(.reloadRows(rows(1)))
    #expect(scene.visible == [1, 20, 3].map(Row.number))
    let events = scene.table.takeEvents()
    #expect(events.contains(.didEndDisplaying(ListIndexPath(0, 1), cell: 2)))
    #expect(
      events.contains { if case .cellForRowAt(ListIndexPath(0, 1), _) = $0 { true } else { false } }
    )
  }

  @Test func reconfigureReusesTheExistingCell() throws {
    var scene = Scene(.ios15)
    try scene.setData(ints(1...3))
    try scene.step { _, data in try data.set(ListIndexPath(0, 1), to: .number(20)) }
    _ = scene.table.takeEvents()
    try scene.call(.reconfigureRows(rows(1)))
    #expect(scene.visible == [1, 20, 3].map(Row.number))
    let events = scene.table.takeEvents()
    #expect(events.contains(.reconfigured(ListIndexPath(0, 1), cell: 2)))
    #expect(!events.contains { if case .prepareForReuse = $0 { true } else { false } })
  }

  @Test(arguments: [Platform.ios12, .ios14]) func reconfigureIsUnavailableBeforeIOS15(
    platform: Platform
  ) throws {
    var scene = Scene(platform)
    try scene.setData(ints(1...3))
    #expect(throws: TableError.unavailable(call: "reconfigureRows(at:)", platform: platform)) {
      try scene.table.perform(.reconfigureRows(rows(1)), scene.data)
    }
  }

  @Test func reloadInsideABatchIsDeferred() throws {
    var scene = Scene()
    try scene.setData(ints(1...3))
    try scene.step { table, data in table.beginUpdates(data) }
    try scene.step { _, data in try data.set(ListIndexPath(0, 0), to: .number(10)) }
    try scene.step { table, data in try table.reloadData(data) }
    #expect(scene.visible == ints(1...3))
    try scene.step { table, data in try table.endUpdates(data) }
    #expect(scene.visible == [10, 2, 3].map(Row.number))
  }

  @Test func emptyBatchRereadsHeights() throws {
    var scene = Scene()
    try scene.setData(ints(1...3))
    try scene.step { _, data in
      try data.set(
        ListIndexPath(0, 0), to: Row(1, text: "1", height: 100))
    }
    #expect(scene.table.height(at: ListIndexPath(0, 0)) == 44)
    try scene.batch([])
    #expect(scene.table.height(at: ListIndexPath(0, 0)) == 100)
    #expect(scene.table.contentHeight == 188)
    // An empty batch still checks the counts: a silently changed data source raises.
    try scene.step { _, data in try data.insert(.number(4), at: ListIndexPath(0, 3)) }
    #expect(throws: TableError.self) { try scene.batch([]) }
  }

  @Test func moveOutOfADeletedSectionFallsBackToReload() throws {
    var scene = Scene()
    try scene.step { _, data in data.setSections([ints(1...2), ints(3...4)]) }
    try scene.step { _, data in data.setSections([[1, 2, 3].map(Row.number)]) }
    try scene.batch([.deleteSections([1]), .moveRow(ListIndexPath(1, 0), ListIndexPath(0, 2))])
    let events = scene.table.takeEvents()
    #expect(events.contains(.fellBackToReload))
    #expect(scene.visible == [1, 2, 3].map(Row.number))
  }

  /// A collection view raises where a table reloads: an item moved out of a section the batch
  /// deletes, or into one it inserts.
  @Test func aCollectionViewRaisesForAMoveAcrossADeletedOrInsertedSection() throws {
    let before = [2, 2]
    for (calls, after, text) in [
      (
        [UpdateCall.deleteSections([1]), .moveRow(ListIndexPath(1, 0), ListIndexPath(0, 2))],
        [3], "cannot move an item from a deleted section (1)"
      ),
      (
        [UpdateCall.insertSections([1]), .moveRow(ListIndexPath(0, 0), ListIndexPath(1, 0))],
        [1, 1, 2], "cannot move an item into a newly inserted section (1)"
      ),
    ] {
      // A table plans the batch and falls back on reloadData.
      let plan = try BatchValidator.plan(calls: calls, before: before, after: after)
      #expect(plan.fallsBackToReload)
      do {
        _ = try BatchValidator.plan(calls: calls, before: before, after: after, isCollection: true)
        Issue.record("no exception for \(calls)")
      } catch {
        #expect(error.message(on: .ios15, view: .collection) == text)
      }
    }
  }

  @Test func selectionFollowsRowsAndIsDroppedWithThem() throws {
    var scene = Scene()
    try scene.setData(ints(1...5))
    try scene.step { table, data in
      table.setSelectionMode(.multiple, editing: false)
      try table.select(ListIndexPath(0, 3), data)
      try table.select(ListIndexPath(0, 1), data)
    }
    try scene.step { _, data in try data.remove(at: rows(0, 0)) }
    try scene.call(.deleteRows(rows(0, 1)))
    #expect(scene.table.selectedRows == [ListIndexPath(0, 1)])
    #expect(scene.table.cell(at: ListIndexPath(0, 1))?.selected == true)
  }

  @Test func aMillionRowsAbsorbABatch() throws {
    var scene = Scene()
    try scene.setData((0..<1_000_000).map(Row.number))
    try scene.step { table, data in table.scroll(to: 22_000_000, data) }
    #expect(scene.table.visibleRows.first == ListIndexPath(0, 500_000))
    try scene.step { _, data in
      try data.remove(at: rows(10, 499_999))
      try data.insert(.name("new"), at: ListIndexPath(0, 600_000))
    }
    try scene.batch([.deleteRows(rows(10, 499_999)), .insertRows(rows(600_000))])
    #expect(scene.table.rowCounts == [999_999])
    // The visible cells followed their rows up by two; the offset stayed where it was.
    #expect(scene.table.visibleRows.first == ListIndexPath(0, 500_000))
    #expect(scene.visible.first == .number(500_002))
    #expect(scene.table.offset == 22_000_000)
  }
}
