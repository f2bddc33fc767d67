import HeadlessUIKit
import ListScript

/// What an emitted test needs, read from the steps before any code is written, so that it
/// declares only what the scenario uses.
struct EmitFeatures {
  /// The profile of the scenario's first view.
  var platform = Platform.ios15
  /// How many table views and collection views the scenario makes.
  var tableCount = 0
  var collectionCount = 0
  /// Whether a table or collection view reads the app's `Source` (not a diffable data source).
  var plainTable = false
  var plainCollection = false
  /// How many diffable data sources it makes, for each kind of view.
  var diffableTables = 0
  var diffableCollections = 0
  /// Whether an item of the data asks for a height (rows then carry one).
  var rowHeights = false
  /// Whether a plain collection view's flow layout asks its delegate for each item's size
  /// (`collection … sizeforitem`): the data source object is then its delegate too.
  var sizeForItem = false
  /// Whether a plain collection view's cells size themselves (`estimatedItemSize`): the cell
  /// then answers `preferredLayoutAttributesFitting` with its row's size.
  var selfSizingItems = false
  /// Whether a collection view's layout is a caching custom layout (`cachinglayout`).
  var cachingLayout = false
  /// Whether a collection view has section headers or footers (a flow layout's reference
  /// sizes, a compositional section's boundary items, a list's supplementary views): the test
  /// registers a view for them and its data source supplies one.
  var supplementaryViews = false
  /// Whether a table sets section header or footer heights (the delegate then answers them).
  var tableBands = false
  /// Whether a table's editing state is set (its cells then show the state the app gave them).
  var editing = false
  /// Whether the app keeps its latest item per identifier (a lookup cell provider, or a check
  /// of a diffable view's cell against its latest item).
  var latest = false
  /// Whether a step raises UIKit's exception, which the test catches (also whenever a
  /// fetched-results delegate makes calls: it catches what they raise).
  var raises = false
  /// Whether the app's data is a fetched-results controller's over a Core Data store: one
  /// controller feeds the scenario's views (with two, the test makes their steps by hand).
  var fetched = false
  /// Whether a second fetched-results controller feeds a view.
  var handMadeFeeds = false
  /// The scenario's assertions that the test cannot check on UIKit, with the reason.
  var unchecked: [String] = []
  /// For each view the scenario makes, in order, whether a diffable data source feeds it.
  var viewIsDiffable: [Bool] = []

  var tables: Bool { tableCount > 0 }
  var collections: Bool { collectionCount > 0 }
  var needsSource: Bool { plainTable || plainCollection }
  /// Whether rows carry a width and a height of their own for a flow layout.
  var itemSizes: Bool { sizeForItem || selfSizingItems }

  init(_ steps: [RecordedStep]) {
    var firstView = true
    var currentDiffable = false
    var currentCollection = false
    for (k, step) in steps.enumerated() {
      switch step {
      case .newTable(_, _, _, let platform), .newCollection(_, _, _, _, let platform, _, _):
        let isTable = if case .newTable = step { true } else { false }
        if firstView { self.platform = platform }
        firstView = false
        let diffable = Self.becomesDiffable(steps, after: k)
        viewIsDiffable.append(diffable)
        currentDiffable = diffable
        currentCollection = !isTable
        if isTable {
          tableCount += 1
          if !diffable { plainTable = true }
        } else {
          collectionCount += 1
          if !diffable { plainCollection = true }
          // The layout class is declared for a diffable view too.
          if case .newCollection(_, _, _, .collection(.flow(let f)), _, _, _) = step,
            f.cachesAttributes
          {
            cachingLayout = true
          }
          if !diffable, case .newCollection(_, _, _, .collection(.flow(let f)), _, _, _) = step {
            if f.sizeForItem { sizeForItem = true }
            if f.estimatedItemSize != nil { selfSizingItems = true }
          }
          if !diffable,
            case .newCollection(_, _, _, .collection(.compositional(let f)), _, _, _) = step,
            f.estimatedItemSize != nil
          {
            selfSizingItems = true
          }
          if case .newCollection(_, _, _, _, _, let header, let footer) = step, header + footer > 0
          {
            supplementaryViews = true
          }
        }
      case .diffable(let style):
        if style == .lookup { latest = true }
        // Each diffable data source made, by the kind of view it feeds.
        if currentCollection { diffableCollections += 1 } else { diffableTables += 1 }
      case .setData(let sections):
        if sections.contains(where: { $0.items.contains { $0.itemHeight != nil } }) {
          rowHeights = true
        }
      case .editData(let edit):
        switch edit {
        case .insert(let item, _), .set(_, let item):
          if item.itemHeight != nil { rowHeights = true }
        case .insertSection(_, let section):
          if section.items.contains(where: { $0.itemHeight != nil }) { rowHeights = true }
        case .remove, .move, .removeSection, .moveSection: break
        }
      case .itemSizing(let size):
        if size != nil, !currentDiffable { selfSizingItems = true }
      case .geometry(let part, let height):
        if part == .sectionHeader || part == .sectionFooter {
          if currentCollection {
            supplementaryViews = supplementaryViews || height > 0
          } else {
            tableBands = true
          }
        }
      case .setEditing: editing = true
      case .expectLookup: break
      case .fetch: fetched = true
      // Written reports are replayed by hand: a real store makes its own.
      case .fetchedChange(_, _, _, let written):
        fetched = true
        if written { handMadeFeeds = true }
      // A second controller is more than a test over one store reproduces.
      case .fetchedController(let n, _): if n > 1 { handMadeFeeds = true }
      case .expectCell(_, let field, _):
        // Whether a diffable view's cell is stale is judged against the app's latest item.
        if field == .stale, currentDiffable { latest = true }
      case .completionQueued, .applySnapshot, .applySectionSnapshot, .call, .beginUpdates,
        .endUpdates, .batchOpened,
        .batchClosed, .resize, .insets, .anchor, .invalidateLayout, .reloadData, .setOffset,
        .scrollToRow,
        .editRefresh,
        .select, .deselect, .selectionMode, .prefetching, .observation, .expect, .expectErrorBegin,
        .expectErrorEnd, .unmapped,
        .statement, .appliedBatch, .raised, .window, .layoutIfNeeded, .fetchedConsumer:
        break
      }
    }
    // Rows carry their sizes when a flow layout reads them.
    if itemSizes { rowHeights = true }
    // A fetched-results delegate catches what its calls raise, for the test to compare.
    if handMadeFeeds { fetched = false }
    if fetched { raises = true }
  }

  /// Whether the view made at step `k` gets a diffable data source before the next view.
  static func becomesDiffable(_ steps: [RecordedStep], after k: Int) -> Bool {
    for step in steps[(k + 1)...] {
      switch step {
      case .diffable: return true
      case .newTable, .newCollection: return false
      case .completionQueued, .applySnapshot, .applySectionSnapshot, .setData, .editData, .call,
        .beginUpdates,
        .endUpdates, .batchOpened, .batchClosed, .geometry, .resize, .insets, .anchor, .itemSizing,
        .invalidateLayout,
        .reloadData,
        .setOffset, .scrollToRow, .setEditing, .editRefresh, .select, .deselect, .selectionMode,
        .prefetching, .observation, .expect,
        .expectCell, .expectLookup, .expectErrorBegin, .expectErrorEnd, .unmapped, .statement,
        .appliedBatch,
        .raised, .window, .layoutIfNeeded, .fetch, .fetchedConsumer, .fetchedChange,
        .fetchedController:
        continue
      }
    }
    return false
  }
}
