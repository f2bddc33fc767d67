import Testing

@testable import ListshCore

/// A table delegate's invalid heights, in each wording UIKit has printed since iOS 8, are
/// recognised as one text, whatever stack comes with them.
///
/// The texts are written here in UIKit's forms with values of our own.
@Suite struct KnownTextHeightTests {
  /// The catalogue entry `explain` recognises `text` as, if it recognises it.
  static func entry(_ text: String) throws -> KnownText? {
    guard case .recognised(let recognition) = try Explain.explain(text) else { return nil }
    return recognition.entry
  }

  @Test(arguments: [
    "Invalid row height provided by table delegate. Value must be greater than zero or UITableViewAutomaticDimension.",
    "Invalid row height provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension.",
    "Invalid row height (-37) provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension.",
    "Invalid section footer height (-2.5) provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension.",
    "table view row height must not be negative - provided height for index path (<NSIndexPath: 0x1> {length = 2, path = 2 - 7}) is -1.000000",
    "Invalid table view rowHeight (-12). Value must be at least 0.0, or UITableViewAutomaticDimension.",
  ])
  func everyWordingIsTheInvalidHeight(reason: String) throws {
    let paste =
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
    #expect(try Self.entry(paste)?.id == "invalid-row-height", "\(reason)")
  }

  @Test func theReasonWinsOverTheStackBelowIt() throws {
    // The stack passes through the visible-cells update, as a row's height is read there.
    let paste = """
      *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid row height provided by table delegate. Value must be greater than zero or UITableViewAutomaticDimension.'
      *** First throw call stack:
      (
      0 CoreFoundation 0x0000000100000001 __exceptionPreprocess + 1
      1 libobjc.A.dylib 0x0000000100000002 objc_exception_throw + 2
      2 CoreFoundation 0x0000000100000003 +[NSException raise:format:arguments:] + 3
      3 Foundation 0x0000000100000004 -[NSAssertionHandler handleFailureInMethod:object:file:lineNumber:description:] + 4
      4 UIKit 0x0000000100000005 -[UITableView _classicHeightForRowAtIndexPath:] + 5
      5 UIKit 0x0000000100000006 -[UITableView _heightForCell:atIndexPath:] + 6
      6 UIKit 0x0000000100000007 -[UITableView _updateVisibleCellsNow:isRecursive:] + 7
      )
      """
    let entry = try #require(try Self.entry(paste))
    #expect(entry.id == "invalid-row-height")
    #expect(entry.fix.contains("max(0"))
  }

  @Test(arguments: [
    ("negative sizes are not supported in the flow layout", "flow-layout-negative-size"),
    (
      "negative or zero item sizes are not supported in the flow layout",
      "flow-layout-invalid-item-size-log"
    ),
    (
      "[Assert] Negative or zero item sizes are not supported by flow layout. Make a symbolic breakpoint at UICollectionViewFlowLayoutAlertForInvalidItemSize to catch this in the debugger. Invalid size: {0, -3}",
      "flow-layout-invalid-item-size-log"
    ),
  ])
  func aFlowLayoutsSizeRaisedOrLogged(text: String, id: String) throws {
    let entry = try #require(try Self.entry(text), "\(text)")
    #expect(entry.id == id)
    // The exception stops the app; the log does not.
    #expect(entry.logged == (id != "flow-layout-negative-size"))
  }

  /// The layout loop's wordings (iOS 15's "many reasons", later "various reasons"), whole or cut
  /// after the category's name.
  @Test(arguments: [
    "NSInternalInconsistencyException: UICollectionView (<UICollectionView 0x1a2b>) is stuck in its update/layout loop. This can happen for many reasons, including self-sizing views whose preferred attributes are not returning a consistent size. To debug this issue, check the Console app for logs in the \"UICollectionViewRecursion\" category.",
    "reason: 'UICollectionView (<Feed.GridView 0x3c4d>) is stuck in its update/layout loop. This can happen for various reasons, including self-sizing views whose preferred attributes are not returning a consistent size. To debug this issue, check the Console app for logs in the \"UICollectionViewRecursion\"",
  ])
  func theLayoutLoop(text: String) throws {
    #expect(try Self.entry(text)?.id == "collection-view-layout-loop", "\(text)")
  }

  @Test func aCellAskedForDuringTheUpdateOfTheVisibleCells() throws {
    let text =
      "2026-03-02 09:15:00.000000+0100 Feed[1:2] [Assert] Attempted to call -cellForRowAtIndexPath: on the table view while it was in the process of updating its visible cells, which is not allowed. Make a symbolic breakpoint at UITableViewAlertForCellForRowAtIndexPathAccessDuringUpdate to catch this in the debugger"
    let entry = try #require(try Self.entry(text))
    #expect(entry.id == "visible-cells-during-update")
    #expect(entry.logged)
  }
}
