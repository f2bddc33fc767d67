import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript
@testable import ListshCore

/// `emit swift` for a fetched-results scenario: a test over an in-memory Core Data store and a
/// real controller, whose reports are compared with the model's.
@Suite struct FetchedEmitTests {
  static let scenario = """
    table
    fetched sections [{name: "Inbox", items: [{id: 1, t: "hi"}, {id: 2, t: "lunch?"}, {id: 3, t: "ok"}]}, {name: "Sent", items: [{id: 4, t: "re"}]}]
    fetched change to sections [{name: "Inbox", items: [{id: 2, t: "lunch? (read)"}, {id: 3, t: "ok"}, {id: 5, t: "new"}]}, {name: "Sent", items: [{id: 4, t: "re"}]}]
    fetched consumer update-at-new
    expect error "attempt to delete and reload the same index path ({length = 2, path = 0 - 0})" {
      fetched change to sections [{name: "Inbox", items: [{id: 3, t: "ok!"}, {id: 5, t: "new"}]}, {name: "Sent", items: [{id: 4, t: "re"}]}]
    }
    """

  @Test func theStoreMakesTheChangeAndTheDelegateTheCalls() {
    let code = SwiftEmitter.emit(SwiftEmitterTests.steps(Self.scenario), name: "f.lsh")
    #expect(code.contains("import CoreData"))
    #expect(code.contains("@MainActor final class Store {"))
    #expect(
      code.contains(
        "@MainActor final class Feed: NSObject, @preconcurrency NSFetchedResultsControllerDelegate {"
      ))
    #expect(code.contains("  let store = Store()"))
    #expect(code.contains("store.count(in: section)"))
    // The objects that stay keep their places; the new one takes the next.
    let flat = code.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
      .joined(separator: " ")
    #expect(
      flat.contains(
        #"("2", "{id: 2, t: \"lunch? (read)\"}", 1), ("3", "{id: 3, t: \"ok\"}", 2), ("5", "{id: 5, t: \"new\"}", 3)"#
      ))
    #expect(
      flat.contains(
        #"XCTAssertEqual( feed.reports.sorted(), [ "didChange object at 0:0 for .delete newIndexPath nil", "didChange object at 0:1 for .update newIndexPath 0:0", "didChange object at nil for .insert newIndexPath 0:2" ]"#
      ))
    #expect(code.contains("feed.consumer = .updateAtNewIndexPath"))
    // The delegate's calls are its own: the test body makes none of them.
    let body = code.components(separatedBy: "func testScenario()").last ?? ""
    for call in ["beginUpdates()", "endUpdates()", "deleteRows", "reloadRows", "source.sections"] {
      #expect(!body.contains(call), "\(call)")
    }
    // Core Data catches what its delegate raises: the delegate keeps it for the test.
    #expect(code.contains("} ?? feed.exception"))
    #expect(code.contains("XCTAssertNil(feed.exception.map(uikitText), \"f.lsh:3\")"))
  }

  /// Reports written by hand cannot come from a real controller: the whole scenario is made
  /// by hand, over an array the test changes inside the delegate's bracket, as the model's
  /// controller did — with a store, the store would have kept the old objects and UIKit would
  /// have raised at `endUpdates()`.
  @Test func writtenReportsAreReplayedByHand() throws {
    let code = SwiftEmitter.emit(
      SwiftEmitterTests.steps(
        """
        table
        fetched [1, 2, 3]
        fetched [4, 5, 6]
        fetched change to [4, 6] reporting [{type: "delete", at: 0:1}]
        """), name: "w.lsh")
    #expect(!code.contains("import CoreData"))
    #expect(!code.contains("Store()"))
    let body = (code.components(separatedBy: "func testScenario()").last ?? "")
      .split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
    let begin = try #require(body.firstIndex(of: "tableView.beginUpdates()"))
    let set = try #require(body.firstIndex(of: #"source.sections = [["4", "6"]]"#))
    let delete = try #require(
      body.firstIndex(of: "tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .none)"))
    let end = try #require(body.firstIndex(of: "tableView.endUpdates()"))
    #expect(begin < set && set < delete && delete < end)
  }

  /// A consumer chosen before any view waits for the delegate, which is made with the store.
  @Test func aConsumerBeforeTheViewIsTakenByTheDelegate() throws {
    let code = SwiftEmitter.emit(
      SwiftEmitterTests.steps(
        """
        fetched consumer reload
        table
        fetched [1, 2]
        fetched change to [2]
        """), name: "c.lsh")
    let body = (code.components(separatedBy: "func testScenario()").last ?? "")
      .split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
    let source = try #require(body.firstIndex(of: "let source = Source()"))
    let delegate = try #require(body.firstIndex(of: "source.store.controller.delegate = feed"))
    let consumer = try #require(body.firstIndex(of: "feed.consumer = .reload"))
    #expect(source < delegate && delegate < consumer)
  }

  /// `fetched controller 1` alone names the one controller: the store stays.
  @Test func oneControllerKeepsTheStore() {
    let code = SwiftEmitter.emit(
      SwiftEmitterTests.steps(
        """
        table
        fetched controller 1
        fetched [1, 2]
        fetched change to [2]
        """), name: "one.lsh")
    #expect(code.contains("import CoreData"))
    #expect(code.contains("// fetched controller 1: the store's one controller"))
  }

  @Test(
    arguments: [
      ([nil, nil, nil], [0.0, 1, 2]),
      ([5, nil, 7], [5, 6, 7]),
      ([nil, 5, nil], [4, 5, 6]),
      ([1, nil, nil, nil, 2], [1, 1.25, 1.5, 1.75, 2]),
      // A kept place out of order takes a new one.
      ([3, 1, 4], [3, 3.5, 4]),
    ] as [([Double?], [Double])])
  func placesKeepTheKeptAndSpreadTheRest(old: [Double?], expected: [Double]) {
    #expect(FetchedPlaces.fill(old) == expected)
  }

  @Test func onlyMovedAndNewObjectsTakeNewPlaces() {
    var places = FetchedPlaces()
    _ = places.place(
      [.init(name: "A", keys: [("a", "a"), ("b", "b"), ("c", "c")])], renewing: [])
    let moved = places.place(
      [.init(name: "A", keys: [("b", "b"), ("a", "a"), ("c", "c"), ("d", "d")])], renewing: ["a"])
    #expect(moved[0].objects.map(\.place) == [1, 1.5, 2, 3])
    // An object that changes section takes a new place in it, and a new section its own.
    let across = places.place(
      [
        .init(name: "A", keys: [("b", "b"), ("c", "c")]),
        .init(name: "B", keys: [("a", "a")]),
      ], renewing: [])
    #expect(across.map(\.place) == [0, 1])
    #expect(across[1].objects.map(\.place) == [0])
  }

  /// Two controllers: one store cannot hold them, so the test makes every fetched step by hand
  /// (the data, then the delegate's calls) and declares no store.
  @Test func twoControllersAreMadeByHand() {
    let code = SwiftEmitter.emit(
      SwiftEmitterTests.steps(
        """
        table
        fetched sections [{name: "Pinned", items: [1]}]
        fetched controller 2
        fetched sections [{name: "All", items: [2, 3]}]
        reload
        fetched change to sections [{name: "All", items: [3]}]
        """), name: "two.lsh")
    #expect(!code.contains("import CoreData"))
    #expect(!code.contains("Store()"))
    #expect(code.contains(#"source.sections = [["1"], ["2", "3"]]"#))
    #expect(code.contains("tableView.deleteRows(at: [IndexPath(row: 0, section: 1)], with: .none)"))
    #expect(code.contains(#"source.sections = [["1"], ["3"]]"#))
  }
}
