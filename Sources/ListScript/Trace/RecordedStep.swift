import HeadlessUIKit
import ListDiff

/// One thing a scenario did, in UIKit's terms, as `listsh emit swift` needs it: the data and the
/// calls with their arguments evaluated, and the checks that have a UIKit counterpart.
public enum RecordedStep: Sendable, Equatable {
  /// `table`: a new table view of this size and row height, on this profile.
  case newTable(width: Double, height: Double, rowHeight: Double, platform: Platform)
  /// `collection`: a new collection view of this size, with its layout, on this profile, and
  /// its sections' header and footer heights (a compositional section's boundary items, a
  /// list's supplementary views).
  case newCollection(
    width: Double, height: Double, rowHeight: Double, ViewKind, Platform, header: Double,
    footer: Double)
  /// `batch { … } completion { … }`: the completion's statements follow as steps of their own
  /// when they run, at the end of the turn.
  case completionQueued
  /// `diffable`: the view's data source becomes a diffable one.
  case diffable(CellProviderStyle)
  /// `apply`: the snapshot applied (as it stands, reload marks included), and how.
  case applySnapshot(DiffableSnapshot<Value>, ApplyMode)
  /// The data source after an edit (or a stage of `update to`).
  case setData([SectionSnapshot<Value>])
  /// One edit of the data source (`data insert`, `data remove`, …), made on the app's array
  /// as the same edit.
  case editData(DataEdit)
  /// One table call.
  case call(UpdateCall)
  /// `begin`: `beginUpdates()`.
  case beginUpdates
  /// `end`: `endUpdates()`.
  case endUpdates
  /// `batch { … }`: `performBatchUpdates` opened and closed.
  case batchOpened
  /// The end of a `batch { … }` body, where `performBatchUpdates`'s updates close.
  case batchClosed
  /// A fixed height of the table's header, footer, or every section's header or footer.
  case geometry(GeometryPart, Double)
  /// `rotate`: the viewport's new size.
  case resize(width: Double, height: Double)
  /// `contentInset` or the safe area set: their top and bottom, and the offset after.
  case insets(InsetSetting, top: Double, bottom: Double, offset: Double)
  /// `estimated W H` on a flow layout: its `estimatedItemSize` (`nil`: `CGSizeZero`).
  case itemSizing(estimated: EstimatedItemSize?)
  /// `invalidate layout`: the caching layout's cache emptied, the layout invalidated.
  case invalidateLayout
  /// `anchor on|off`: the second article's fix, which the emitted test does not reproduce.
  case anchor(Bool)
  /// `reloadData()`: `reload`, `reload keeping heights`, or an `update to` that reloads.
  case reloadData
  /// The offset after a scroll.
  case setOffset(Double)
  /// `scroll to row P`: `scrollToRow(at:at:animated:)` with the row and the position.
  case scrollToRow(ListIndexPath, ScrollPosition)
  /// `edit on|off`: the editing mode turned on or off (`setEditing(_:animated:)`).
  case setEditing(Bool)
  /// After `setEditing`, the cells the app refreshes to show the new state: `visibleCells`
  /// (the first article's code), visible and prepared cells, or all of them by `reloadData()`.
  case editRefresh(EditRefresh)
  /// `select P`: the row selected (`selectRow(at:animated:scrollPosition:)`).
  case select(ListIndexPath)
  /// `deselect P`: the row deselected (`deselectRow(at:animated:)`).
  case deselect(ListIndexPath)
  /// `selection [editing] MODE`: the view's selection properties.
  case selectionMode(SelectionMode, editing: Bool)
  /// `prefetching on|off`: `isPrefetchingEnabled`.
  case prefetching(Bool)
  /// `observation on|off`: automatic observation tracking (an Info.plist key).
  case observation(Bool)
  /// An `assert` comparing a query with a value: the query, its arguments, the value.
  case expect(Query, [Value], Value)
  /// An `assert` on the cell at a row (`cellForRow(at:)`): a field of it compared with a value,
  /// or the cell itself (field `nil`) with `nil`.
  case expectCell(ListIndexPath, field: CellField?, Value)
  /// The start and the end of an `expect error` block, with the text it expects.
  case expectErrorBegin(String)
  /// The end of an `expect error` block.
  case expectErrorEnd
  /// In an `expect error` block run on a profile the scenario was not written for
  /// (`Interpreter.recordsTheModelsAnswers`): the model raised nothing there.
  case nothingRaised
  /// A statement with no UIKit counterpart, as written.
  case unmapped(String)
  /// `platform NAME`: the profile the next views follow (a device's iOS version, for UIKit).
  case platform(Platform)
  /// `apply … on background`: the apply that follows is made off the main queue.
  case applyOffMain
  /// `window on|off`: the view added to the window, or removed from it.
  case window(Bool)
  /// `layoutIfNeeded()`.
  case layoutIfNeeded
  /// `fetched …`: the fetched-results controller's `performFetch()` over these objects, grouped
  /// into sections (a section's info holds its `name`).
  case fetch([SectionSnapshot<Value>])
  /// `fetched consumer C`: how the app's fetched-results delegate turns reports into calls.
  case fetchedConsumer(FetchedResultsConsumer)
  /// `fetched change to …`: the store saved with these objects, and the reports the model's
  /// controller made (or the scenario wrote, `written`), which the delegate turns into its
  /// calls; and the same change as steps made by hand (the data set, the delegate's calls), for
  /// a test without a store — which written reports need, as a real store makes its own.
  case fetchedChange(
    [SectionSnapshot<Value>], reports: [FetchedResultsChange], byHand: [RecordedStep],
    written: Bool)
  /// `fetched controller N [unmapped]`: the controller `fetched …` addresses. A second one
  /// feeding the view is more than a test over one store reproduces: the fetched steps are then
  /// made by hand.
  case fetchedController(Int, mapped: Bool)
  /// `assert dataSource.itemIdentifier(for: P) == V` and the other lookups: what UIKit's data
  /// source is asked, and the value expected (`nil` for none).
  case expectLookup(DataSourceLookup, Value)
  /// `apply SS to SECTION`: the section snapshot applied to the section, and how.
  case applySectionSnapshot(DiffableSectionSnapshot<Value>, to: Value, ApplyMode)
  /// A top-level statement of the scenario starts: its line and its first line of text.
  case statement(line: Int, text: String, included: String? = nil)
  /// The batch a diffable data source's `apply` performed: UIKit's calls, which the app does
  /// not make itself.
  case appliedBatch([UpdateCall])
  /// UIKit's exception, raised by the steps since the last `statement` (or, in an
  /// `expect error` block, by the block's steps): its text as the model gives it.
  case raised(String)
  /// `register cell|header|footer|supplementary …`: a reuse identifier registered for cells
  /// (kind `nil`) or for a supplementary kind, with what.
  case register(ElementKind?, String, CellProvision.Registered)
  /// `provider …`: what the data source's cell callback does from now on.
  case cellProvider(CellProvision)
  /// `provider header|footer …`: what it does for a kind's supplementary views (`nil`: the
  /// default).
  case supplementaryProvider(ElementKind, SupplementaryProvision.Provider?)
  /// `dequeue ID [at P]`: a dequeue outside a request from the view.
  case dequeueOutside(String, ListIndexPath?)
  /// What a SwiftUI List scenario did in SwiftUI's terms (the List's batches are recorded as the
  /// calls they are).
  case swiftUI(SwiftUIStep)
}

/// A SwiftUI List's step, as `emit swift` writes it in SwiftUI.
public enum SwiftUIStep: Sendable, Equatable {
  /// `swiftui list`: a List with this style, in a window of this size, on this profile.
  case list(width: Double, height: Double, appearance: ListAppearance, platform: Platform)
  /// `swiftui animated {`: a `withAnimation` transaction opens.
  case transactionOpened
  /// The `}` of `swiftui animated`: the transaction closes.
  case transactionClosed
  /// `swiftui animation end`: the running animation ends.
  case animationEnd
  /// `swiftui background { … }`: the block's data changes are published off the main thread.
  case background
  /// `swiftui duringupdate { … }`: the block's data changes are made during a view update.
  case duringUpdate
  /// `swiftui id V`: the List's `.id(…)` value, and whether it changed (SwiftUI then makes a
  /// new List, whose collection view is the next step).
  case identity(String, rebuilds: Bool)
  /// `swiftui foreach identities|indices|range`: how the List's `ForEach` identifies its rows.
  case forEach(ForEachWord)
  /// The app's SwiftUI code traps (a Swift runtime error, not UIKit's exception): its text.
  case trap(String)
}

/// An edit of the data source's sections, with its arguments evaluated.
public enum DataEdit: Sendable, Equatable {
  /// `data insert V at P`.
  case insert(Value, at: ListIndexPath)
  /// `data remove at P, Q…`: each path read after the previous removal.
  case remove([ListIndexPath])
  /// `data move P to Q`: removed, then inserted at Q.
  case move(ListIndexPath, to: ListIndexPath)
  /// `data set P V`.
  case set(ListIndexPath, Value)
  /// `data insert section S V`.
  case insertSection(Int, SectionSnapshot<Value>)
  /// `data remove section S`.
  case removeSection(Int)
  /// `data move section S to T`: removed, then inserted at T.
  case moveSection(Int, to: Int)
  /// `swiftui ondelete`: `remove(atOffsets:)` on a section's rows (the offsets sorted, once
  /// each).
  case removeOffsets(section: Int, [Int])
  /// `swiftui onmove`: `move(fromOffsets:toOffset:)` on a section's rows, the destination
  /// counted before the move.
  case moveOffsets(section: Int, [Int], to: Int)
}

/// Which fixed height a `geometry` step sets.
public enum GeometryPart: String, Sendable, Equatable {
  /// `header H`: the table header view's height.
  case tableHeader
  /// `footer H`: the table footer view's height.
  case tableFooter
  /// `section header H`: the height of every section's header.
  case sectionHeader
  /// `section footer H`: the height of every section's footer.
  case sectionFooter
}

extension Interpreter {
  /// Passes a step to the recorder, if there is one.
  func record(_ step: @autoclosure () -> RecordedStep) {
    recorder?(step())
  }
}

/// A diffable data source's lookup, with its argument evaluated.
public enum DataSourceLookup: Sendable, Equatable {
  /// `itemIdentifier(for:)`.
  case itemIdentifier(ListIndexPath)
  /// `indexPath(for:)`.
  case indexPath(Value)
  /// `sectionIdentifier(for:)` (iOS 15).
  case sectionIdentifier(Int)
  /// `index(for:)` (iOS 15).
  case index(Value)
}

/// Which of a view's insets a scenario sets: the app's `contentInset`, or the safe area that
/// the bars (or `additionalSafeAreaInsets`) give it.
public enum InsetSetting: String, Sendable, Equatable {
  /// `contentinset T B`.
  case contentInset
  /// `safearea T B`.
  case safeArea

  /// The property the trace names.
  var property: String {
    switch self {
    case .contentInset: "contentInset"
    case .safeArea: "safeAreaInsets"
    }
  }
}
