import HeadlessUIKit
import ListScript

/// What a step is to the emitter beyond its code: the one table (`RecordedStep.roles`) from
/// which `EmitFeatures` learns what the test declares and `EmitWriter` learns which steps open
/// and close batches and which run before an exception catcher.
///
/// A new step is one case in `RecordedStep`, one entry in `roles` (most steps have none:
/// `StepRoles()`), and one arm in `EmitWriter.code(_:)` that writes its Swift; the compiler
/// names both switches.
struct StepRoles {
  /// A view the step makes: the test declares it, and its kind decides what the file needs.
  var view: MadeView?
  /// The cell provider of the diffable data source the step makes for the view of the moment.
  var dataSource: CellProviderStyle?
  /// Whether the step declares the app's fetched-results delegate (`feed`) where it is first
  /// needed.
  var declaresDelegate = false
  /// Whether the step opens or closes a batch (`beginUpdates`, `performBatchUpdates`).
  var batch: BatchEdge?
  /// Whether the step is one of the app's own update calls (`insertRows`, `beginUpdates`,
  /// `performBatchUpdates`, …), which the test writes as one call; UIKit's own, a diffable
  /// apply's batch, are not.
  var updateCall = false
  /// What the emitted file needs for the step, beyond the view and data source it makes.
  var needs: [EmitNeed] = []

  /// Whether the step declares something (a view, a data source, the fetched-results
  /// delegate): such steps raise nothing and run before an exception catcher, whose closure
  /// would not let their variables outlive it.
  var declares: Bool { view != nil || dataSource != nil || declaresDelegate }
}

/// A view a step makes.
struct MadeView {
  /// A table view, or a collection view with its layout.
  var kind: ViewKind
  /// The profile it runs on.
  var platform: Platform
  /// Its sections' header and footer heights (a collection view's supplementary views).
  var header = 0.0
  var footer = 0.0
}

/// Where a step stands in a batch.
enum BatchEdge {
  /// `beginUpdates`, or `performBatchUpdates` opened.
  case opens
  /// `endUpdates`, or `performBatchUpdates` closed.
  case closes
}

/// Something a step needs the emitted file to declare, which `EmitFeatures` reads in the
/// context of the view of the moment.
enum EmitNeed: Equatable {
  /// An item asks for a height: rows carry one.
  case rowHeights
  /// An `estimatedItemSize`: a plain collection view's cells size themselves.
  case estimatedItemSize
  /// A fixed height of every section's header or footer: a table's delegate answers it, a
  /// collection view registers views for it when it is above zero.
  case sectionBand(height: Double)
  /// The view's editing state is set: its cells show the state the app gave them.
  case editing
  /// The data is a fetched-results controller's over a store.
  case fetched
  /// The fetched steps are made by hand (written reports, or a second controller).
  case handMadeFeeds
  /// A check of whether a cell is stale: a diffable view's is judged against the app's
  /// latest item.
  case staleCellCheck
  /// A `provider`: the app's data source dequeues as the scenario says.
  case provision
}

extension RecordedStep {
  /// The step's roles for the emitter: the one exhaustive switch besides its code.
  var roles: StepRoles {
    switch self {
    case .newTable(_, _, _, let platform):
      StepRoles(view: MadeView(kind: .table, platform: platform))
    case .newCollection(_, _, _, let kind, let platform, let header, let footer):
      StepRoles(view: MadeView(kind: kind, platform: platform, header: header, footer: footer))
    case .diffable(let style): StepRoles(dataSource: style)
    case .beginUpdates, .batchOpened: StepRoles(batch: .opens, updateCall: true)
    case .endUpdates: StepRoles(batch: .closes, updateCall: true)
    case .batchClosed: StepRoles(batch: .closes)
    case .call: StepRoles(updateCall: true)
    case .setData(let sections):
      StepRoles(needs: sections.contains(where: Self.hasHeights) ? [.rowHeights] : [])
    case .editData(let edit):
      switch edit {
      case .insert(let item, _), .set(_, let item):
        StepRoles(needs: item.itemHeight != nil ? [.rowHeights] : [])
      case .insertSection(_, let section):
        StepRoles(needs: Self.hasHeights(section) ? [.rowHeights] : [])
      case .remove, .move, .removeSection, .moveSection, .removeOffsets, .moveOffsets: StepRoles()
      }
    case .itemSizing(let size): StepRoles(needs: size != nil ? [.estimatedItemSize] : [])
    case .geometry(let part, let height):
      StepRoles(
        needs: part == .sectionHeader || part == .sectionFooter
          ? [.sectionBand(height: height)] : [])
    case .setEditing: StepRoles(needs: [.editing])
    case .expectCell(_, let field, _): StepRoles(needs: field == .stale ? [.staleCellCheck] : [])
    case .fetch: StepRoles(declaresDelegate: true, needs: [.fetched])
    case .fetchedConsumer: StepRoles(declaresDelegate: true)
    // Written reports are replayed by hand: a real store makes its own.
    case .fetchedChange(_, _, _, let written):
      StepRoles(needs: written ? [.fetched, .handMadeFeeds] : [.fetched])
    // A second controller is more than a test over one store reproduces.
    case .fetchedController(let n, _):
      StepRoles(declaresDelegate: true, needs: n > 1 ? [.handMadeFeeds] : [])
    case .cellProvider, .supplementaryProvider: StepRoles(needs: [.provision])
    case .register, .dequeueOutside: StepRoles()
    case .completionQueued, .applySnapshot, .applySectionSnapshot, .resize, .insets, .anchor,
      .invalidateLayout, .reloadData, .setOffset, .scrollToRow, .editRefresh, .select, .deselect,
      .selectionMode, .prefetching, .observation, .expect, .expectLookup, .expectErrorBegin,
      .expectErrorEnd, .nothingRaised, .unmapped, .platform, .applyOffMain, .statement,
      .appliedBatch, .raised,
      .window, .layoutIfNeeded, .swiftUI:
      StepRoles()
    }
  }

  /// Whether an item of the section asks for a height.
  static func hasHeights(_ section: SectionSnapshot<Value>) -> Bool {
    section.items.contains { $0.itemHeight != nil }
  }
}
