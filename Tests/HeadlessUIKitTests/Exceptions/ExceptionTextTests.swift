import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// Every UIKit exception text, in every profile, raised by a batch that provokes it; and the
/// table compared in full before and after each failing call.
@Suite struct ExceptionTextTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var before: [Int]
    var after: [Int]
    var calls: [UpdateCall]
    /// The iOS 14/15 text (one space after the first sentence).
    var text: String
    var testDescription: String { name }
  }

  static let countText =
    "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (9) must be equal to the number of rows contained in that section before the update (8), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."

  static let cases: [Case] = [
    Case(name: "row count", before: [8], after: [9], calls: [], text: countText),
    Case(
      name: "row count with moves", before: [3, 3], after: [4, 2],
      calls: [
        .moveRow(ListIndexPath(1, 0), ListIndexPath(0, 0)), .deleteRows([ListIndexPath(1, 1)]),
      ],
      text:
        "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out)."
    ),
    Case(
      name: "section count", before: [1, 1], after: [1, 1, 1], calls: [],
      text:
        "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
    ),
    Case(
      name: "delete and reload", before: [8], after: [7],
      calls: [.deleteRows([ListIndexPath(0, 1)]), .reloadRows([ListIndexPath(0, 1)])],
      text: "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})"),
    Case(
      name: "delete and move a section", before: [1, 1], after: [1],
      calls: [.deleteSections([1]), .moveSection(1, 0)],
      text: "attempt to perform a delete and a move from the same section (1)"),
    Case(
      name: "delete and move a row", before: [8], after: [7],
      calls: [
        .deleteRows([ListIndexPath(0, 1)]), .moveRow(ListIndexPath(0, 1), ListIndexPath(0, 3)),
      ],
      text:
        "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})"
    ),
    Case(
      name: "delete a missing section", before: [1, 1], after: [1],
      calls: [.deleteSections([5])],
      text: "attempt to delete section 5, but there are only 2 sections before the update"),
    Case(
      name: "delete a row of a missing section", before: [1, 1], after: [1, 1],
      calls: [.deleteRows([ListIndexPath(3, 0)])],
      text:
        "attempt to delete row 0 from section 3, but there are only 2 sections before the update"),
    Case(
      name: "delete a missing row", before: [8], after: [7],
      calls: [.deleteRows([ListIndexPath(0, 9)])],
      text: "attempt to delete row 9 from section 0 which only contains 8 rows before the update"),
    Case(
      name: "insert and move a section", before: [1, 1], after: [1, 1, 1],
      calls: [.insertSections([0]), .moveSection(1, 0)],
      text: "attempt to perform an insert and a move to the same section (0)"),
    Case(
      name: "insert and move a row", before: [8], after: [9],
      calls: [
        .insertRows([ListIndexPath(0, 3)]), .moveRow(ListIndexPath(0, 1), ListIndexPath(0, 3)),
      ],
      text:
        "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 3})"
    ),
    Case(
      name: "insert a section past the end", before: [1, 1], after: [1, 1, 1],
      calls: [.insertSections([4])],
      text: "attempt to insert section 4 but there are only 3 sections after the update"),
    Case(
      name: "insert a row into a missing section", before: [1], after: [2],
      calls: [.insertRows([ListIndexPath(5, 0)])],
      text:
        "attempt to insert row 0 into section 5, but there are only 1 sections after the update"),
    Case(
      name: "insert a row past the end", before: [8], after: [8],
      calls: [.insertRows([ListIndexPath(0, 8)])],
      text:
        "attempt to insert row 8 into section 0, but there are only 8 rows in section 0 after the update"
    ),
    Case(
      name: "move a missing section", before: [1, 1], after: [1, 1],
      calls: [.moveSection(5, 0)],
      text: "attempt to move section 5, but there are only 2 sections before the update"),
    Case(
      name: "move a section past the end", before: [1, 1], after: [1, 1],
      calls: [.moveSection(0, 5)],
      text: "attempt to move section 0 to section 5, but there are only 2 sections after the update"
    ),
    Case(
      name: "move a row from a missing section", before: [2], after: [2],
      calls: [.moveRow(ListIndexPath(4, 0), ListIndexPath(0, 0))],
      text:
        "attempt to move index path ({length = 2, path = 4 - 0}) from a section that does not exist - there are only 1 sections before the update"
    ),
    Case(
      name: "move a missing row", before: [8], after: [8],
      calls: [.moveRow(ListIndexPath(0, 9), ListIndexPath(0, 0))],
      text:
        "attempt to move index path ({length = 2, path = 0 - 9}) that does not exist - there are only 8 rows in section 0 before the update"
    ),
    Case(
      name: "move a row into a missing section", before: [8], after: [8],
      calls: [.moveRow(ListIndexPath(0, 0), ListIndexPath(4, 0))],
      text:
        "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 4 - 0}) in section that does not exist - there are only 1 sections after the update"
    ),
    Case(
      name: "move a row past the end", before: [8], after: [8],
      calls: [.moveRow(ListIndexPath(0, 0), ListIndexPath(0, 9))],
      text:
        "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 0 - 9}) that does not exist - there are only 8 rows in section 0 after the update"
    ),
    Case(
      name: "move a section to two places", before: [1, 1, 1], after: [1, 1, 1],
      calls: [.moveSection(0, 1), .moveSection(0, 2)],
      text: "attempt to move section 0 to both section 1 and section 2"),
    Case(
      name: "move a row to two places", before: [8], after: [8],
      calls: [
        .moveRow(ListIndexPath(0, 0), ListIndexPath(0, 1)),
        .moveRow(ListIndexPath(0, 0), ListIndexPath(0, 2)),
      ],
      text:
        "attempt to move row at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 1} and {length = 2, path = 0 - 2}"
    ),
    Case(
      name: "move two sections to one place", before: [1, 1, 1], after: [1, 1, 1],
      calls: [.moveSection(0, 2), .moveSection(1, 2)],
      text: "attempt to move both section 0 and section 1 to section 2"),
    Case(
      name: "move two rows to one place", before: [8], after: [8],
      calls: [
        .moveRow(ListIndexPath(0, 0), ListIndexPath(0, 3)),
        .moveRow(ListIndexPath(0, 1), ListIndexPath(0, 3)),
      ],
      text:
        "attempt to move both row at index path {length = 2, path = 0 - 0} and {length = 2, path = 0 - 1} to {length = 2, path = 0 - 3}"
    ),
  ]

  /// A table that has read `before`, a data source now holding `after`, and `calls` in one
  /// batch; returns the error and checks that the table did not change.
  func fail(_ c: Case, on platform: Platform) throws -> TableError? {
    var scene = Scene(platform)
    try scene.step { _, data in data.setSections(c.before.map { ints(0...$0).dropLast() }) }
    try scene.step { _, data in data.setSections(c.after.map { ints(0...$0).dropLast() }) }
    try scene.step { table, data in table.beginUpdates(data) }
    for call in c.calls { try scene.call(call) }
    let atBegin = try #require(scene.table.batchStart)
    do {
      try scene.table.endUpdates(scene.data)
    } catch {
      var table = scene.table
      _ = table.takeEvents()
      var expected = atBegin
      _ = expected.takeEvents()
      #expect(table == expected, "the table changed although the batch failed")
      #expect(!table.isInBatch, "the open batch was not discarded")
      return error
    }
    return nil
  }

  @Test(arguments: cases) func oneSpaceOnIOS14AndIOS15(c: Case) throws {
    for platform in [Platform.ios14, .ios15] {
      let error = try fail(c, on: platform)
      guard case .uikit(let e) = error else {
        Issue.record("\(c.name) raised \(String(describing: error)) on \(platform)")
        continue
      }
      #expect(e.message == c.text)
      #expect(e.name == "NSInternalInconsistencyException")
      #expect(!e.notes.isEmpty)
    }
  }

  @Test(arguments: cases) func twoSpacesAndTyposOnIOS12(c: Case) throws {
    let error = try fail(c, on: .ios12)
    guard case .uikit(let e) = error else {
      Issue.record("\(c.name) raised \(String(describing: error))")
      return
    }
    var text = c.text
    if text.hasPrefix("Invalid update: invalid number of") {
      let cut = try #require(text.firstIndex(of: "."))
      text.replaceSubrange(cut...cut, with: ". ")
    }
    if c.name == "move a section past the end" {
      text =
        "attempt to to move section 0 to section 5, but there are only 2 sections after the update"
    }
    #expect(e.message == text)
  }

  /// From iOS 16.4 the count check has two stages: the multi-line text when a survivor lands
  /// past the new counts, the classic text otherwise (`SurvivorsFitTests` has the cases).
  @Test(arguments: cases) func countFailuresGoThroughTwoStagesOnIOS17(c: Case) throws {
    let error = try fail(c, on: .ios17)
    guard case .uikit(let e) = error else {
      Issue.record("\(c.name) raised \(String(describing: error))")
      return
    }
    guard c.text.hasPrefix("Invalid update: invalid number of"),
      let counts = e.reason.countSummary
    else {
      #expect(e.message == c.text)
      return
    }
    if counts.survivorsFit {
      #expect(e.message == c.text, "\(c.name)")
    } else {
      #expect(
        e.message.hasPrefix(
          "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.\nData source before updates = { "
        ), "\(c.name)")
    }
  }

  /// The table-view example of the newer form, as reported from iOS 17 (exyte/Chat#40, #56:
  /// "before and after"; without the view's description, which holds an address).
  @Test func ios17ReloadCountsAsDeleteAndInsert() throws {
    let c = Case(
      name: "", before: [30], after: [29], calls: [.reloadRows([ListIndexPath(0, 0)])], text: "")
    let error = try fail(c, on: .ios17)
    guard case .uikit(let e) = error else { throw error ?? .endWithoutBegin }
    #expect(
      e.message == """
        Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.
        Data source before updates = { 1 section with row counts: [30] }
        Data source after updates = { 1 section with row counts: [29] }
        Updates = [
        \tDelete row (0 - 0),
        \tInsert row (0 - 0)
        ]
        """)
  }

  @Test func batchUpdatesLabelsForMovesAndSections() {
    let counts = UIKitException.Counts(
      before: [2, 2], after: [2, 2, 2],
      updates: [
        .deleteSection(1), .deleteRow(ListIndexPath(0, 1)), .moveSection(0, 1),
        .moveRow(ListIndexPath(1, 0), ListIndexPath(0, 1)), .insertSection(2),
        .insertRow(ListIndexPath(0, 0)),
      ], survivorsFit: false)
    let text = UIKitException.Reason.invalidSectionCount(
      after: 3, before: 2, inserted: 1, deleted: 1, counts
    )
    .message(on: .ios17)
    #expect(
      text.hasSuffix(
        """
        Data source before updates = { 2 sections with row counts: [2, 2] }
        Data source after updates = { 3 sections with row counts: [2, 2, 2] }
        Updates = [
        \tDelete section 1,
        \tDelete row (0 - 1),
        \tMove section 0 -> 1,
        \tMove row (1 - 0 -> 0 - 1),
        \tInsert section 2,
        \tInsert row (0 - 0)
        ]
        """))
  }

  /// "Attempt to delete more rows than exist" needs a negative count from the data source,
  /// which a data source of lists cannot report; its text is checked directly.
  @Test func deleteMoreRowsThanExistText() {
    let counts = UIKitException.Counts(before: [1], after: [0], updates: [])
    let reason = UIKitException.Reason.deleteMoreRowsThanExist(section: 0, counts)
    #expect(
      reason.message(on: .ios12)
        == "Invalid update: invalid number of rows in section 0.  Attempt to delete more rows than exist in section."
    )
    #expect(
      reason.message(on: .ios15)
        == "Invalid update: invalid number of rows in section 0. Attempt to delete more rows than exist in section."
    )
  }

  @Test(arguments: Platform.allCases) func scrollToAMissingRowRaisesNSRangeException(
    platform: Platform
  ) throws {
    var scene = Scene(platform)
    try scene.setData((0..<82).map(Row.number))
    let before = scene.table
    #expect(
      throws: TableError.uikit(
        UIKitException(
          reason: .scrollRowBeyondBounds(row: 82, rows: 82, section: 0), platform: platform,
          notes: []))
    ) {
      try scene.table.scroll(toRow: ListIndexPath(0, 82), at: .top, scene.data)
    }
    #expect(scene.table == before)
    do throws(TableError) {
      try scene.table.scroll(toRow: ListIndexPath(0, 82), at: .top, scene.data)
    } catch {
      #expect(
        error.message
          == (platform == .ios12
            ? "NSRangeException: -[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:]: row (82) beyond bounds (82) for section (0)."
            : "NSRangeException: Attempted to scroll the table view to an out-of-bounds row (82) when there are only 82 rows in section 0.")
      )
    }
  }

  @Test func notesExplainACountFailure() throws {
    var scene = Scene(.ios15)
    try scene.setData(ints(1...8))
    try scene.step { _, data in try data.insert(.number(100), at: ListIndexPath(0, 3)) }
    #expect(throws: TableError.self) { try scene.batch([]) }
    do throws(TableError) {
      scene.table.beginUpdates(scene.data)
      try scene.table.endUpdates(scene.data)
    } catch {
      #expect(
        error.notes == [
          "section 0 had 8 rows before the update and has 9 after; the batch accounts for 8 + 0 inserted - 0 deleted + 0 moved in - 0 moved out = 8",
          "the data source has 1 more row in section 0 than the batch says: an insert is missing, or the data changed without telling the table",
          "the updates as UIKit processed them (deletes, moves, inserts): none",
          "the data source changed since the table last read it: data insert 100 at 0:3",
        ])
    }
  }

  @Test func theAppsOwnCrashNamesCellForRowAt() throws {
    var scene = Scene(.ios15, height: 88)
    try scene.setData(ints(1...8))
    try scene.step { _, data in try data.remove(at: rows(7, 6, 5)) }
    let before = scene.table
    #expect(
      throws: TableError.dataSourceLacksRow(
        ListIndexPath(0, 5), method: "tableView(_:cellForRowAt:)", sections: 1, rows: 5)
    ) {
      try scene.step { table, data in table.scrollToBottom(data) }
    }
    #expect(scene.table.offset == before.offset + 264)  // the scroll happened; the layout failed
    scene.table = before
  }

  /// From iOS 14 a table's row call with a negative index raises UIKit's text at the call
  /// (LeoNatan/LNPopupController#431, iOS 14.4); on iOS 12 and on collection views, and for
  /// sections, ListScript refuses it.
  @Test(arguments: Platform.allCases) func negativeIndexesAreRejected(platform: Platform) throws {
    var scene = Scene(platform)
    try scene.setData(ints(1...3))
    let call = UpdateCall.deleteRows([ListIndexPath(0, -1)])
    do {
      try scene.table.perform(call, scene.data)
      Issue.record("a negative row was accepted on \(platform)")
    } catch .uikit(let e) {
      #expect(platform != .ios12)
      #expect(
        e.message
          == "Attempted to perform update with invalid index path: {length = 2, path = 0 - 18446744073709551615}"
      )
      #expect(e.name == "NSInternalInconsistencyException")
    } catch {
      #expect(platform == .ios12)
      #expect(error == .negativeIndex("deleteRows(at: [0:-1])"))
    }
    #expect(throws: TableError.negativeIndex("deleteSections([-1])")) {
      try scene.table.perform(.deleteSections([-1]), scene.data)
    }
    // Nothing was recorded: the view is as it was.
    #expect(
      scene.table.visibleRows == [ListIndexPath(0, 0), ListIndexPath(0, 1), ListIndexPath(0, 2)])
  }

  /// A view whose data source is diffable refuses its own structural calls, in its words;
  /// reconfigure and the diffable data source's own apply go through.
  @Test(arguments: [ViewKind.table, .collection(.list(ListConfiguration()))])
  func aDiffableViewRefusesItsOwnCalls(kind: ViewKind) throws {
    var table = TableView<String>(platform: .ios15, kind: kind)
    var data = DataSource<String>()
    var source = DiffableDataSource<String>()
    table.usesDiffableDataSource = true
    var snapshot = DiffableSnapshot<String>()
    _ = try snapshot.appendSections(["main"], on: .ios15)
    _ = try snapshot.appendItems(["a", "b"], on: .ios15)
    _ = try source.apply(snapshot, mode: .animated, to: &table, data: &data)
    let view = kind == .table ? "UITableView" : "UICollectionView"
    for call in [
      UpdateCall.deleteRows([ListIndexPath(0, 0)]),
      .moveRow(ListIndexPath(0, 0), ListIndexPath(0, 1)),
      .insertSections([1]), .reloadRows([ListIndexPath(0, 1)]),
    ] {
      #expect(throws: TableError.self) { try table.perform(call, data) }
      do { try table.perform(call, data) } catch {
        #expect(
          error.message.hasPrefix(
            "NSInternalInconsistencyException: \(view) must be updated via the \(view)DiffableDataSource APIs"
          ))
      }
    }
    try table.perform(.reconfigureRows([ListIndexPath(0, 0)]), data)
    var next = snapshot
    next.deleteItems(["a"])
    let report = try source.apply(next, mode: .animated, to: &table, data: &data)
    #expect(report.update == .batch([.deleteRows([ListIndexPath(0, 0)])]))
  }
}
