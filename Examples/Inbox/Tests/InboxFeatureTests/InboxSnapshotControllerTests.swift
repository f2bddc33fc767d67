#if !canImport(UIKit)
  import Foundation
  import InboxFeature
  import ListScriptUIKit
  import Testing

  @MainActor struct InboxSnapshotControllerTests {
    /// Overlapping pages do not put one id in a snapshot twice (UIKit raises for that), and a
    /// message read moves to the read section with its cell showing it read.
    @Test(arguments: profiles) func pagesAndReads(profile: UIKitProfile) throws {
      try Headless.run(on: profile) {
        let table = makeTable()
        let inbox = InboxSnapshotController(tableView: table)
        let page = (1...4).map { message("m\($0)") }
        inbox.show(page + [page[3]])
        Headless.endTurn()
        #expect(shown(table) == page.map(\.title))
        var next = page
        next[0].isUnread = false
        inbox.show(next)
        Headless.endTurn()
        #expect(shown(table) == ["• Subject m2", "• Subject m3", "• Subject m4", "Subject m1"])
      }
    }

    /// Without the dedupe, the overlap is UIKit's duplicate-identifier crash: the snapshot
    /// texts of each profile, checked through the same API.
    @Test(arguments: profiles) func duplicateIdsCrash(profile: UIKitProfile) {
      let exception = raised(on: profile) {
        var snapshot = NSDiffableDataSourceSnapshot<InboxSnapshotController.Section, String>()
        snapshot.appendSections([.unread])
        snapshot.appendItems(["m1", "m2", "m2"], toSection: .unread)
      }
      #expect(exception?.name == "NSInternalInconsistencyException")
      #expect(exception?.reason.contains("m2") == true)
    }

    /// A read message whose cell is on screen shows it: the reconfigure refreshes the cell the
    /// diff alone would leave.
    @Test func aReconfiguredCellIsNotStale() throws {
      try Headless.run(on: .ios17) {
        let table = makeTable()
        let inbox = InboxSnapshotController(tableView: table)
        var page = (1...3).map { message("m\($0)", unread: false) }
        inbox.show(page)
        Headless.endTurn()
        page[1].subject = "Renamed"
        inbox.show(page)
        Headless.endTurn()
        #expect(shown(table) == ["Subject m1", "Renamed", "Subject m3"])
      }
    }
  }
#endif
