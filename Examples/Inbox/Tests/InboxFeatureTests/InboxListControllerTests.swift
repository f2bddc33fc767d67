#if !canImport(UIKit)
  import Foundation
  import InboxFeature
  import ListScriptUIKit
  import Testing

  /// The crash pattern of chapter 3 ("Batch updates"): a reload inside a batch is read with the
  /// indexes of the table before the update, like a delete; a planner that reloads a changed
  /// message at its new index names a row the old table may not have.
  struct NewIndexReloadPlanner: InboxPlanning {
    func plan(from old: [Message], to new: [Message]) -> InboxBatch {
      var batch = InboxBatch()
      let newIDs = Set(new.map(\.id))
      let oldByID = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
      batch.deletes = old.indices.filter { !newIDs.contains(old[$0].id) }
      for (j, message) in new.enumerated() {
        guard let before = oldByID[message.id] else {
          batch.inserts.append(j)
          continue
        }
        if before != message { batch.reloads.append(j) }
      }
      return batch
    }
  }

  @MainActor struct InboxListControllerTests {
    let first = (1...8).map { message("m\($0)") }

    /// New mail at the top and the oldest message read, in one page: the pattern's crash,
    /// with UIKit's text for the profile.
    @Test(arguments: profiles) func theChapterThreePatternCrashes(profile: UIKitProfile) {
      let exception = raised(on: profile) {
        let inbox = InboxListController(tableView: makeTable(), planner: NewIndexReloadPlanner())
        inbox.show(first)
        Headless.endTurn()
        var next = [message("n1"), message("n2")] + first
        next[9].isUnread = false
        inbox.show(next)
      }
      // Row 9 of the new list was row 7 of the old one, which had 8 rows: UIKit reads the
      // reload as a delete of row 9 of the old table.
      #expect(
        exception?.description
          == "NSInternalInconsistencyException: attempt to delete row 9 from section 0 which only contains 8 rows before the update"
      )
      if let exception { print(exception.report) }
    }

    /// The planner's fix (reloads where the rows were) commits on every profile, and each
    /// visible cell shows its message.
    @Test(arguments: profiles) func theFixCommits(profile: UIKitProfile) throws {
      try Headless.run(on: profile) {
        let table = makeTable()
        let inbox = InboxListController(tableView: table)
        inbox.show(first)
        Headless.endTurn()
        var next = [message("n1"), message("n2")] + first
        next[9].isUnread = false
        next.swapAt(3, 6)
        next.remove(at: 5)
        inbox.show(next)
        Headless.endTurn()
        #expect(shown(table) == next.prefix(shown(table).count).map(\.title))
        #expect(table.numberOfRows(inSection: 0) == next.count)
      }
    }

    /// An overlapping next page adds only the messages not shown, and a read message changes
    /// in place.
    @Test func pagesAndReads() throws {
      try Headless.run(on: .ios18) {
        let table = makeTable()
        let inbox = InboxListController(tableView: table)
        inbox.show(Array(first.prefix(4)))
        inbox.append(Array(first[2...]))
        inbox.markRead("m1")
        Headless.endTurn()
        #expect(inbox.messages.map(\.id) == first.map(\.id))
        #expect(shown(table).first == "Subject m1")
        #expect(table.numberOfRows(inSection: 0) == 8)
      }
    }

    /// Random pages: whatever the server sends, the planner's batch commits and the cells show
    /// the messages.
    @Test(arguments: 0..<20) func randomPagesCommit(seed: UInt64) throws {
      print("InboxListControllerTests seed \(seed)")
      var random = SplitMix(seed: seed)
      try Headless.run(on: .ios17) {
        let table = makeTable()
        let inbox = InboxListController(tableView: table)
        var pool = (0..<30).map { message("r\($0)") }
        for _ in 0..<6 {
          pool.shuffle(using: &random)
          var page = Array(pool.prefix(Int.random(in: 0...12, using: &random)))
          for i in page.indices where Bool.random(using: &random) { page[i].isUnread.toggle() }
          inbox.show(page)
          Headless.endTurn()
          // After a crash nothing runs: the run throws UIKit's text when it ends.
          if Headless.exception != nil { break }
          #expect(shown(table) == page.prefix(shown(table).count).map(\.title))
        }
      }
    }
  }

  /// A seeded generator, so that a failing case can be run again.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
#endif
