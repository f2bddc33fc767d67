import ListScript
import Testing

@testable import HeadlessUIKit
@testable import ListshCore

/// SwiftUI in `explain`: its own list texts recognised with their causes, and a UIKit text a
/// SwiftUI List's collection view raised explained as SwiftUI's batch.
@Suite struct SwiftUIExplainTests {
  static let counts =
    "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (1) must be equal to the number of items contained in that section before the update (0), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."

  @Test(arguments: [
    (
      "Collection view: <SwiftUI.UpdateCoalescingCollectionView: 0x10ee88000; baseClass = UICollectionView>",
      true
    ),
    (
      "Collection view: <UICollectionView: 0x1; dataSource: <_TtGC7SwiftUI31UICollectionViewListCoordinatorGVS_: 0x2>>",
      true
    ),
    ("Collection view: <UICollectionView: 0x106020800; frame = (0 0; 414 808)>", false),
    ("", false),
  ])
  func aSwiftUIListsTextIsExplainedAsItsBatch(view: String, swiftUI: Bool) throws {
    let report = try #require(try Explain.explain(Self.counts + " " + view).report)
    #expect(report.verdict == .identical)
    #expect(
      report.paragraphs.contains { $0.hasPrefix("The collection view is SwiftUI's own") }
        == swiftUI)
  }

  /// A scroll past a section's rows that SwiftUI's List raised gets a `swiftui list` scenario:
  /// a proxy's `scrollTo` to a row whose insert waits for an animation (agg23/Sila#38's stack).
  @Test(arguments: [
    (
      "Attempted to scroll the collection view to an out-of-bounds item (5) when there are only 5 items in section 0. Collection view: <SwiftUI.UpdateCoalescingCollectionView: 0x10a8f2000; baseClass = UICollectionView>",
      "collection"
    ),
    (
      "Attempted to scroll the collection view to an out-of-bounds item (9) when there are only 2 items in section 1. Collection view: <UICollectionView: 0x1; dataSource: <_TtGC7SwiftUI31UICollectionViewListCoordinatorGVS_: 0x2>>",
      "collection"
    ),
    (
      "Attempted to scroll the collection view to an out-of-bounds item (5) when there are only 5 items in section 0.",
      nil
    ),
  ])
  func aSwiftUIListsScrollTextGetsAProxysScenario(text: String, view: String?) throws {
    let report = try #require(try Explain.explain(text).report)
    #expect(report.verdict == .identical, "\(report.transcript)")
    #expect(report.source.contains("swiftui scrollto") == (view != nil), "\(report.source)")
    #expect(
      report.paragraphs.contains { $0.hasPrefix("The collection view is SwiftUI's own: a List.") }
        == (view != nil))
  }

  /// A count text from SwiftUI's collection view gets a `swiftui list` scenario when it can.
  ///
  /// It can when the section grew behind the batch's back, whatever its section and counts. When it
  /// shrank, only profiles before iOS 16.4 word it so (later ones raise "Invalid batch updates
  /// detected"), and with rows moved between sections the List's scenario writes no moves: a
  /// collection view's scenario raises those.
  @Test(arguments: [
    (0, 1, 0, 0, 0, 0, 0, true), (2, 5, 3, 1, 2, 0, 0, true), (1, 4, 2, 1, 1, 0, 0, true),
    (1, 0, 2, 0, 1, 0, 0, false), (0, 7, 7, 3, 0, 0, 0, false), (0, 3, 1, 0, 0, 1, 0, false),
  ])
  func aSwiftUIListsCountTextGetsAListScenario(
    s: Int, after: Int, before: Int, ins: Int, del: Int, movedIn: Int, movedOut: Int, list: Bool
  ) throws {
    let text =
      "Invalid update: invalid number of items in section \(s). The number of items contained in an existing section after the update (\(after)) must be equal to the number of items contained in that section before the update (\(before)), plus or minus the number of items inserted or deleted from that section (\(ins) inserted, \(del) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out). Collection view: <SwiftUI.UpdateCoalescingCollectionView: 0x10ee88000; baseClass = UICollectionView>"
    let report = try #require(try Explain.explain(text).report)
    #expect(report.verdict == .identical, "\(report.source)\n\(report.transcript)")
    #expect(report.source.contains("\nswiftui list\n") == list, "\(report.source)")
    #expect(report.source.contains("swiftui animation end") == list)
  }

  /// Before iOS 16 a List is SwiftUI's table view, which the assertion line names
  /// (yattee/yattee#66 on iOS 14.8): the table's rows text gets the List's scenario on a profile
  /// of a table-hosted List; the same text from a table that is not SwiftUI's does not.
  @Test(arguments: [
    (
      "*** Assertion failure in -[_TtC7SwiftUIP33_BFB370BA5F1BADDC9D83021565761A4925UpdateCoalescingTableView _Bug_Detected_In_Client_Of_UITableView_Invalid_Number_Of_Rows_In_Section:], UITableView.m:2471\n",
      true
    ),
    (
      "*** Assertion failure in -[UITableView _Bug_Detected_In_Client_Of_UITableView_Invalid_Number_Of_Rows_In_Section:], UITableView.m:2471\n",
      false
    ),
  ])
  func aSwiftUITablesTextGetsATableList(assertion: String, swiftUI: Bool) throws {
    let reason =
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (12) must be equal to the number of rows contained in that section before the update (10), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    let text =
      assertion
      + "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
    let report = try #require(try Explain.explain(text).report)
    #expect(report.verdict == .identical, "\(report.source)\n\(report.transcript)")
    #expect(report.source.contains("\nswiftui list\n") == swiftUI, "\(report.source)")
    #expect(
      report.paragraphs.contains { $0.hasPrefix("The table view is SwiftUI's own") } == swiftUI)
    if swiftUI {
      #expect(report.source.contains("platform ios15\n"))
      #expect(report.transcript.contains("SwiftUI.UpdateCoalescingTableView"))
    }
  }

  /// Swift's "Index out of range" whose stack goes through SwiftUI's ForEach is a row's stale
  /// index: the refusal says so and names the scenario that models it; without ForEach frames
  /// it is the app's own code.
  @Test(arguments: [
    (
      "Swift runtime failure: Index out of range\n3 SwiftUI ForEachChild.updateValue() (ForEach.swift:2068)",
      true
    ),
    (
      "Thread 1: Fatal error: Index out of range\n12 SwiftUI 0x1 ForEachState.item(at:offset:)",
      true
    ),
    ("Thread 1: Fatal error: Index out of range", false),
    (
      "Swift runtime failure: Index out of range\n2 MyApp closure #1 in FeedView.body.getter", false
    ),
  ])
  func anIndexOutOfRangeInAForEachRowIsNamed(text: String, forEach: Bool) {
    #expect(throws: ExceptionTextError.self) { try Explain.explain(text) }
    do {
      _ = try Explain.explain(text)
    } catch {
      #expect(error.message.contains("swiftui foreach indices") == forEach, "\(error.message)")
      #expect(error.message.contains("Swift runtime"), "\(error.message)")
    }
  }

  /// A SwiftUI collection view named only in a stack frame is SwiftUI's List too.
  @Test func aStackFrameNamesTheList() throws {
    let text =
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(Self.counts)'\n"
      + "7   SwiftUI   0x00000001d2eb9778 $s7SwiftUI30UpdateCoalescingCollectionViewC19performBatchUpdates_10completionyyycSg_ySbcSgtFySbcfU_yyXEfU0_"
    let report = try #require(try Explain.explain(text).report)
    #expect(report.paragraphs.contains { $0.hasPrefix("The collection view is SwiftUI's own") })
    #expect(report.source.contains("\nswiftui list\n"))
  }

  @Test(arguments: [
    (
      "ForEach<Array<Item>, Int, Row>: the ID 4 occurs multiple times within the collection, this will give undefined results!",
      "swiftui-duplicate-id"
    ),
    (
      "LazyVStackLayout: the ID 4 is used by multiple child views, this will give undefined results!",
      "swiftui-duplicate-id"
    ),
    ("SwiftUI:0: Fatal error: each layout item may only occur once", "swiftui-layout-item-once"),
    (
      "Thread 1: Fatal error: each layout item may only occur once: file SwiftUI, line 0",
      "swiftui-layout-item-once"
    ),
    (
      "List failed to visit cell content, returning an empty cell. - SwiftUICore/Logging.swift:84 - please file a bug report.",
      "swiftui-list-empty-cell"
    ),
    (
      "2022-05-14 10:00:01.000 App[1:2] [SwiftUI] Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.",
      "swiftui-publishing-background"
    ),
    (
      "[SwiftUI] Modifying state during view update, this will cause undefined behavior.",
      "swiftui-state-during-update"
    ),
    (
      "Publishing changes from within view updates is not allowed, this will cause undefined behavior.",
      "swiftui-state-during-update"
    ),
  ])
  func swiftUIsOwnTextsAreRecognised(text: String, id: String) throws {
    guard case .recognised(let recognition) = try Explain.explain(text) else {
      Issue.record("\(text) was not recognised")
      return
    }
    #expect(recognition.entry.id == id)
    #expect(recognition.entry.raiser == "SwiftUI")
    let rendered = ExplainReportText.render(recognition)
    #expect(!rendered.contains("UIKit logs this text"))
  }

  /// A Swift trap that is not SwiftUI's is still the Swift runtime's, also after a SwiftUI
  /// log in the same paste: the crash is what the paste is about.
  @Test(arguments: [
    "Fatal error: Index out of range",
    "ForEach<Array<Item>, Int, Row>: the ID 4 occurs multiple times within the collection, this will give undefined results!\nSwift/ContiguousArrayBuffer.swift:600: Fatal error: Index out of range",
  ])
  func anIndexOutOfRangeIsStillTheRuntimes(paste: String) {
    #expect {
      _ = try Explain.explain(paste)
    } throws: { error in
      (error as? ExceptionTextError)?.message.contains("the Swift runtime") == true
    }
  }

  /// The range log's two counts become the statements: they run, and trace the log with the
  /// paste's numbers (a shrink past the rows on screen also traps, as the model predicts).
  @Test(arguments: [(19, 1, false), (30, 0, false), (2, 40, true), (25, 30, false)])
  func theRangeLogIsTracedWithItsCounts(count: Int, initial: Int, traps: Bool) throws {
    let text =
      "ForEach<Range<Int>, Int, ModifiedContent<Color, _FrameLayout>> count (\(count)) != its initial count (\(initial)). `ForEach(_:content:)` should only be used for *constant* data."
    guard case .recognised(let recognition) = try Explain.explain("2022-11-22 " + text) else {
      Issue.record("\(text) was not recognised")
      return
    }
    #expect(KnownText.rangeCounts(text)! == (count, initial))
    let rendered = ExplainReportText.render(recognition)
    #expect(rendered.contains("these statements trace it with the paste's numbers:"))
    #expect(rendered.contains("  data range(0, \(initial))\n"))
    #expect(rendered.contains("  data range(0, \(count))\n"))
    let statements = try #require(recognition.entry.counted?(recognition.origin.found.reason))
    let check = ScenarioCheck(update: false, inCI: false, platform: .ios16, gate: .inside("."))
    let run = check.run(SourceFile(name: "range.lsh", text: statements.joined(separator: "\n")))
    #expect(run.transcript.contains("count (\(count)) != its initial count (\(initial))"))
    #expect((run.firstError != nil) == traps, "\(run.transcript)")
  }

  /// Counts the log does not hold whole give the report's statements.
  @Test func aRangeLogWithoutItsCountsGivesNone() {
    #expect(KnownText.rangeCounts("count (3) != its initial count") == nil)
    #expect(KnownText.rangeCounts("count (x) != its initial count (2)") == nil)
    #expect(KnownText.rangeCounts("count (9999999) != its initial count (2)") == nil)
    #expect(KnownText.rangeCounts("count (3)\n!= its initial count (2)")! == (3, 2))
  }
}
