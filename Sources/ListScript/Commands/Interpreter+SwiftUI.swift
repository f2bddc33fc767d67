import HeadlessUIKit
import ListDiff

/// A SwiftUI List's state in a scene: its coordinator once it has appeared, and the turn's
/// transaction.
struct SwiftUIListState {
  /// SwiftUI's coordinator, from the List's first layout (before it the view reads the data
  /// itself, as any collection view does when it appears).
  var coordinator: ListCoordinator<Value>?
  /// Whether the data changed in this turn.
  var changed = false
  /// Whether a change of this turn was made inside `swiftui animated { … }`.
  var animatedTransaction = false
  /// Whether a change of this turn was published off the main thread (`swiftui background`).
  var offMain = false
  /// How many changes were made on the main thread since the List was made: what `expect
  /// error` compares to tell the block's main-thread changes from its background ones.
  var mainEdits = 0
  /// The proxy's `scrollTo` asked for in this turn, for the update that ends it.
  var pendingScroll: ListScrollRequest?
  /// The List's `.id(…)` value, once `swiftui id` gave it one.
  var identity: Value?
  /// How the `ForEach` identifies its rows: by identity, by index, or over a range.
  var forEach: ForEachWord = .identities
  /// For a range `ForEach`: the sections as the List last showed them, each with as many rows
  /// as its first count (the count the section had when it first appeared).
  var rangeRows: [SectionSnapshot<Value>] = []
  /// Whether the List was shown once: its `ForEach` is then fixed, across rebuilds too.
  var shown = false

  /// The sections as the coordinator diffs them: by index when the `ForEach` is, and for a
  /// range `ForEach` the rows its ranges hold (`rangeRows`).
  func diffed(_ data: [SectionSnapshot<Value>]) -> [SectionSnapshot<Value>] {
    switch forEach {
    case .identities: data
    case .indices: Interpreter.indexed(data)
    case .range: Interpreter.indexed(rangeRows)
    }
  }

  /// Reads a range `ForEach`'s rows from the data: the first counts of sections appearing
  /// now, and each section's rows in its range.
  mutating func readRanges(_ data: [SectionSnapshot<Value>]) {
    rangeRows = Interpreter.ranged(data, shown: rangeRows)
  }

  /// Notes a change of the data made now, inside `swiftui animated { … }` or not.
  mutating func dataChanged(animated: Bool) {
    changed = true
    mainEdits += 1
    if animated { animatedTransaction = true }
  }
}

extension Interpreter {
  /// `swiftui list …`, `swiftui animated { … }`, `swiftui animation end`.
  func swiftUI(_ c: SwiftUICommand<ResolvedExpr, [ResolvedStmt]>, _ r: SourceRange)
    throws(Unwind)
  {
    try refuseOffTheMainThread(c, r)
    switch c {
    case .list(let setup):
      try refuseInTransaction(r)
      // Before iOS 16 a List is SwiftUI's table view (yattee/yattee#66 on iOS 14.8).
      if platform.hostsSwiftUIListInCollectionView {
        try newCollection(setup, r)
      } else {
        try newListTable(setup)
      }
      scene.swiftUI = SwiftUIListState()
      note(.swiftUI(.list(inTable: !platform.hostsSwiftUIListInCollectionView)))
      record(
        .swiftUI(
          .list(
            width: scene.table.geometry.width, height: scene.table.geometry.height,
            appearance: setup.list.appearance, platform: platform)))
    case .animated(let body):
      guard scene.swiftUI != nil else { throw fail(Self.notAList("swiftui animated"), r) }
      try refuseNesting(program.backgroundDepth > 0, r)
      program.animationDepth += 1
      record(.swiftUI(.transactionOpened))
      defer {
        program.animationDepth -= 1
        record(.swiftUI(.transactionClosed))
      }
      try execBlock(body)
    case .duringUpdate(let body):
      guard let state = scene.swiftUI else {
        throw fail(Self.notAList("swiftui duringupdate"), r)
      }
      try refuseNesting(program.animationDepth > 0, r)
      program.duringUpdateDepth += 1
      record(.swiftUI(.duringUpdate))
      defer { program.duringUpdateDepth -= 1 }
      try execBlock(body)
      if scene.swiftUI?.mainEdits != state.mainEdits { note(.swiftUI(.duringUpdateRead)) }
    case .background(let body):
      guard scene.swiftUI != nil else { throw fail(Self.notAList("swiftui background"), r) }
      try refuseNesting(program.animationDepth > 0, r)
      program.backgroundDepth += 1
      record(.swiftUI(.background))
      defer { program.backgroundDepth -= 1 }
      try execBlock(body)
    case .animationEnd:
      guard let state = scene.swiftUI else {
        throw fail(Self.notAList("swiftui animation end"), r)
      }
      record(.swiftUI(.animationEnd))
      guard var coordinator = state.coordinator, coordinator.isAnimating else {
        note(.swiftUI(.animationEnded(performs: false, running: false)))
        return
      }
      let next = coordinator.animationEnded()
      scene.swiftUI?.coordinator = coordinator
      note(.swiftUI(.animationEnded(performs: next != nil, running: true)))
      if let next { try performListUpdate(next, r) }
    case .lazyStack(let setup):
      try refuseInTransaction(r)
      try newLazyStack(setup, r)
    case .lazyOption(let option): try setLazyStackOption(option, r)
    case .onDelete(let offsets, let section):
      try swiftUIOffsetEdit(offsets, to: nil, section: section, r)
    case .onMove(let offsets, let to, let section):
      try swiftUIOffsetEdit(offsets, to: to, section: section, r)
    case .id(let value): try swiftUIIdentity(value, r)
    case .forEach(let word): try setForEach(word, r)
    case .scrollTo(let target, let anchor, let animated):
      if scene.swiftUI != nil {
        try listScrollTo(target, anchor: anchor, animated: animated, r)
      } else {
        try lazyScrollTo(target, anchor: anchor, animated: animated, r)
      }
    }
  }

  /// A List before iOS 16: a table view of the setup's size and row height (a table has no
  /// list style to set).
  func newListTable(_ setup: CollectionSetup<ResolvedExpr>) throws(Unwind) {
    var geometry = defaultGeometry
    for (option, values) in setup.options {
      switch option {
      case .width: geometry.width = try positive(values[0], "width")
      case .height: geometry.height = try positive(values[0], "height")
      case .rowheight: geometry.rowHeight = try positive(values[0], "row height")
      case .appearance, .item, .spacing, .linespacing, .sizeforitem, .cachinglayout, .pinheaders,
        .header, .footer, .columns, .itemwidth, .groupwidth, .groupheight, .estimated,
        .groupspacing, .orthogonal, .inset:
        break  // a List takes only width, height, rowheight and appearance (the parser's check)
      }
    }
    makeView(TableView<Value>(platform: platform, geometry: geometry))
    note(.newTable(geometry, platform, named: platformChosen))
    noteProfile(platform)
  }

  /// The end of a turn on a SwiftUI List whose data changed: one update, performed now or left
  /// waiting for the running animation.
  func updateSwiftUIList(at r: SourceRange) throws(Unwind) {
    try updateSwiftUIListData(at: r)
    try performListScroll(at: r)
  }

  /// The turn's data change on a SwiftUI List: one update, performed now or left waiting.
  func updateSwiftUIListData(at r: SourceRange) throws(Unwind) {
    // A change published off the main thread, and none on it: the turn's update read the data
    // before the value was set (our choice), and nothing schedules another.
    if let state = scene.swiftUI, state.offMain {
      scene.swiftUI?.offMain = false
      if !state.changed, state.coordinator != nil { note(.swiftUI(.offMainNotShown)) }
    }
    guard var state = scene.swiftUI, state.changed, var coordinator = state.coordinator else {
      return
    }
    // iOS 13 (the ios12 profile's) animated every change of a List's data: "it used to be that
    // if you ever made a change to the data source powering a List view then those changes
    // would automatically animate", until iOS 14 (Point-Free, episode 136).
    let iOS13 = scene.table.platform == .ios12
    let animated = state.animatedTransaction || iOS13
    let animation: ListAnimation =
      state.animatedTransaction ? .withAnimation : iOS13 ? .iOS13 : .none
    state.changed = false
    state.animatedTransaction = false
    let data = scene.data.snapshot
    try chargeUnfolded(lists: coordinator.diffedTo.map(\.items) + data.map(\.items), at: r)
    switch state.forEach {
    case .indices:
      // The rows SwiftUI showed are evaluated again with their indices before they go. The
      // turn's change is consumed first: a trap ends it as an exception does.
      scene.swiftUI = state
      try checkStaleIndices(data, r)
    case .range:
      let shown = state.rangeRows
      state.readRanges(data)
      noteRangeCounts(data, shown: state.rangeRows)
      scene.swiftUI = state
      try checkLostRangeRows(data, shown: shown, r)
    case .identities:
      noteDuplicateIdentities(data)
    }
    let step = coordinator.update(to: state.diffed(data), animated: animated)
    state.coordinator = coordinator
    scene.swiftUI = state
    switch step {
    case .unchanged: return
    case .performs(let update):
      note(.swiftUI(.update(Self.oneLine(update.changes), animation: animation)))
      try performListUpdate(update, r)
    case .waits(let update, let replacing):
      note(.swiftUI(.update(Self.oneLine(update.changes), animation: animation)))
      note(.swiftUI(.waits(replacing: replacing)))
    }
  }

  /// A changeset on one line: its parts joined by `; `.
  static func oneLine(_ changes: SectionedChangeset) -> String {
    changes.description.split(separator: "\n").joined(separator: "; ")
  }

  /// The List's first layout: its coordinator starts from the data the view read.
  func listAppeared() {
    guard var state = scene.swiftUI, state.coordinator == nil, scene.table.hasAppeared else {
      return
    }
    let sections = scene.data.snapshot
    if state.forEach == .range { state.readRanges(sections) }
    state.coordinator = ListCoordinator(showing: state.diffed(sections))
    state.shown = true
    state.changed = false
    state.animatedTransaction = false
    scene.swiftUI = state
    if state.forEach == .identities { noteDuplicateIdentities(sections) }
  }

  /// One update's batch, performed on the collection view while its data source answers the
  /// data as it is now (for a range `ForEach`, the rows its ranges hold).
  func performListUpdate(_ update: ListUpdate, _ r: SourceRange) throws(Unwind) {
    var source = scene.data
    if let state = scene.swiftUI, state.forEach == .range {
      source = DataSource<Value>()
      source.setSections(state.rangeRows)
    }
    note(.batchOpened)
    scene.table.beginUpdates(source)
    for call in update.calls {
      note(.call(call, scene.table.kind.noun, indented: true))
      do throws(TableError) {
        try scene.table.perform(call, source)
      } catch {
        scene.table.discardBatch()
        throw fail(.table(error), r)
      }
    }
    note(.batchClosed)
    do throws(TableError) {
      try scene.table.endUpdates(source)
    } catch {
      throw fail(.table(error), r)
    }
    flushEvents()
    if update.animated, scene.swiftUI?.coordinator?.isAnimating == true {
      note(.swiftUI(.animating))
    }
  }

  /// SwiftUI's warning for each identity a section's data holds more than once (a `ForEach` is
  /// one collection), as its log words it.
  func noteDuplicateIdentities(
    _ sections: [SectionSnapshot<Value>],
    log: String =
      "ForEach<…>: the ID %@ occurs multiple times within the collection, this will give undefined results!"
  ) {
    for section in sections {
      var seen = Set<Value>()
      var warned = Set<Value>()
      for item in section.items {
        let id = item.identity
        if !seen.insert(id).inserted, warned.insert(id).inserted {
          note(.swiftUI(.duplicateID(log.replacing("%@", with: id.abbreviated))))
        }
      }
    }
  }
}
