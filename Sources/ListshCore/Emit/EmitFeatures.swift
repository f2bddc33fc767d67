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
  /// Whether a plain view's data source dequeues as a `provider` says: `Source` then holds
  /// what its callbacks dequeue with, which the test sets.
  var provision = false
  /// For each view the scenario makes, in order, whether a diffable data source feeds it.
  var viewIsDiffable: [Bool] = []
  /// The UIKit the test runs against (the writer sets it).
  var target = SwiftEmitter.Target.uikit
  /// Whether the code is a program's that prints UIKit's trace (`emit swift --program`).
  var traces = false
  /// Whether the scenario makes a SwiftUI List: the test then has a SwiftUI test of it too
  /// (`SwiftUIListWriter`), which catches what UIKit raises.
  var swiftUIList = false

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
      let roles = step.roles
      if case .swiftUI(.list) = step { swiftUIList = true }
      if let view = roles.view {
        if firstView { platform = view.platform }
        firstView = false
        let diffable = Self.becomesDiffable(steps, after: k)
        viewIsDiffable.append(diffable)
        currentDiffable = diffable
        made(view, diffable: diffable)
        currentCollection = view.kind != .table
      }
      if let style = roles.dataSource {
        if style == .lookup { latest = true }
        // Each diffable data source made, by the kind of view it feeds.
        if currentCollection { diffableCollections += 1 } else { diffableTables += 1 }
      }
      for need in roles.needs {
        switch need {
        case .rowHeights: rowHeights = true
        case .estimatedItemSize: if !currentDiffable { selfSizingItems = true }
        case .sectionBand(let height):
          if currentCollection {
            supplementaryViews = supplementaryViews || height > 0
          } else {
            tableBands = true
          }
        case .editing: editing = true
        case .fetched: fetched = true
        case .handMadeFeeds: handMadeFeeds = true
        // Whether a diffable view's cell is stale is judged against the app's latest item.
        case .staleCellCheck: if currentDiffable { latest = true }
        case .provision: if !currentDiffable { provision = true }
        }
      }
    }
    // Rows carry their sizes when a flow layout reads them.
    if itemSizes { rowHeights = true }
    // A fetched-results delegate catches what its calls raise, for the test to compare.
    if handMadeFeeds { fetched = false }
    if fetched || swiftUIList { raises = true }
  }

  /// What a view the scenario makes needs: its kind counted, and its layout's declarations.
  private mutating func made(_ view: MadeView, diffable: Bool) {
    guard case .collection(let layout) = view.kind else {
      tableCount += 1
      if !diffable { plainTable = true }
      return
    }
    collectionCount += 1
    if !diffable { plainCollection = true }
    // The layout class is declared for a diffable view too.
    if case .flow(let f) = layout, f.cachesAttributes { cachingLayout = true }
    if !diffable, case .flow(let f) = layout {
      if f.sizeForItem { sizeForItem = true }
      if f.estimatedItemSize != nil { selfSizingItems = true }
    }
    if !diffable, case .compositional(let f) = layout, f.estimatedItemSize != nil {
      selfSizingItems = true
    }
    if view.header + view.footer > 0 { supplementaryViews = true }
  }

  /// Whether the view made at step `k` gets a diffable data source before the next view.
  static func becomesDiffable(_ steps: [RecordedStep], after k: Int) -> Bool {
    for step in steps[(k + 1)...] {
      let roles = step.roles
      if roles.dataSource != nil { return true }
      if roles.view != nil { return false }
    }
    return false
  }
}
