import HeadlessUIKit
import ListDiff

/// A SwiftUI LazyVStack's state in a scene: the stack, and whether the data changed in the turn.
struct LazyStackState {
  var stack: LazyStack<Value>
  var changed = false
  /// The profile the stack was made on, whose rules it keeps.
  var platform: Platform
  /// The data's items as the stack last read them, repeated identities included.
  var rawItems: [Value] = []
}

extension Interpreter {
  /// `swiftui lazyvstack [width W] [height H] [rowheight R]`: a fresh LazyVStack in a
  /// ScrollView, over the data's section 0.
  func newLazyStack(_ setup: CollectionSetup<ResolvedExpr>, _ r: SourceRange) throws(Unwind) {
    guard platform != .ios12 else {
      throw fail(
        .onSwiftUIList(
          "LazyVStack is not available on ios12 (iOS 12 and 13): it is from iOS 14",
          instead: "write 'platform ios14' (or later) before 'swiftui lazyvstack'"), r)
    }
    var geometry = defaultGeometry
    for (option, values) in setup.options {
      switch option {
      case .width: geometry.width = try positive(values[0], "width")
      case .height: geometry.height = try positive(values[0], "height")
      case .rowheight: geometry.rowHeight = try positive(values[0], "row height")
      case .item, .spacing, .linespacing, .inset, .sizeforitem, .cachinglayout, .pinheaders,
        .appearance, .header, .footer, .columns, .groupheight, .groupwidth, .itemwidth, .estimated,
        .groupspacing, .orthogonal:
        throw fail(
          .onSwiftUIList(
            "a LazyVStack takes width, height and rowheight", instead: "drop '\(option.rawValue)'"),
          r)
      }
    }
    makeView(TableView<Value>(platform: platform, geometry: geometry))
    scene.lazyStack = LazyStackState(
      stack: LazyStack(
        width: geometry.width, viewport: geometry.height, rowHeight: geometry.rowHeight,
        callsOnDisappear: platform.lazyStackCallsOnDisappear), platform: platform)
    note(.swiftUI(.lazyStack(width: geometry.width, height: geometry.height)))
  }

  /// `swiftui scrollposition on|off` and `swiftui anchor top|bottom`: the stack's
  /// `scrollPosition(id:)` binding and `defaultScrollAnchor`, from iOS 17; `swiftui subviews
  /// one|dynamic`: how many subviews a row's view resolves to.
  func setLazyStackOption(_ option: LazyStackOption, _ r: SourceRange) throws(Unwind) {
    guard scene.lazyStack != nil else {
      throw fail(
        .onSwiftUIList(
          "'swiftui \(option.spelling)' acts on a LazyVStack, and this view is not one",
          instead: "make one first: swiftui lazyvstack"), r)
    }
    if option.isFromIOS17, !platform.hasScrollPositionAndAnchor {
      throw fail(
        .onSwiftUIList(
          "'swiftui \(option.spelling)' is not available on \(platform.rawValue): it is from iOS 17",
          instead: "write 'platform ios17' (or later) first"), r)
    }
    switch option {
    case .scrollPosition(let on): scene.lazyStack?.stack.anchor = on ? .identity : .index
    case .anchor(let bottom): scene.lazyStack?.stack.anchoredAtBottom = bottom
    case .subviews(let dynamic): scene.lazyStack?.stack.dynamicSubviews = dynamic
    }
    note(.swiftUI(.lazyOption(option)))
  }

  /// A lazy stack's layout pass: the data's section 0 handed to it if it changed, the views on
  /// screen placed, and the offset's moves traced.
  func layoutLazyStack(at r: SourceRange) throws(Unwind) {
    guard var state = scene.lazyStack else { return }
    if state.changed {
      guard scene.data.sectionCount <= 1 else {
        throw fail(
          .onSwiftUIList(
            "a LazyVStack here shows one ForEach: the data has \(scene.data.sectionCount) sections",
            instead: "give it one list of items: data [ … ]"), r)
      }
      let items = scene.data.items(0) ?? []
      // iOS 14 traps instead (the report quotes no log before it).
      if state.platform != .ios14 {
        noteDuplicateIdentities(
          [SectionSnapshot(items: items)],
          log:
            "LazyVStackLayout: the ID %@ is used by multiple child views, this will give undefined results!"
        )
      }
      state.stack.setItems(try lazyStackItems(items, on: state.platform, r))
      state.rawItems = items
      state.changed = false
    }
    let appeared = state.stack.hasAppeared
    let report = state.stack.layout()
    let settled = state.stack.settle()
    let life = state.stack.endUpdate()
    try charge(state.stack.takeWork(), at: r)
    scene.lazyStack = state
    for (why, from, to) in report.moves {
      note(.swiftUI(.lazyMoved(why, from: from, to: to)))
    }
    noteSettled(settled)
    if report.placed + settled.placed > 0 || (!appeared && !state.stack.items.isEmpty) {
      let stack = state.stack
      note(
        .swiftUI(
          .lazyLaidOut(
            placed: report.placed + settled.placed, views: stack.items.count,
            estimate: stack.estimate,
            offset: stack.offset, content: stack.contentHeight)))
    }
    if !life.isEmpty { note(.swiftUI(.lazyLifecycle(life))) }
  }

  /// Traces the views that changed their heights after they appeared, and how the offset moved.
  func noteSettled(_ settled: LazyStackLayout) {
    guard !settled.settled.isEmpty else { return }
    note(.swiftUI(.lazySettled(settled.settled)))
    for (why, from, to) in settled.moves { note(.swiftUI(.lazyMoved(why, from: from, to: to))) }
  }

  /// `scroll …` on a lazy stack: the offset, then a layout pass.
  func scrollLazyStack(_ c: ViewportCommand<ResolvedExpr>, _ r: SourceRange) throws(Unwind) {
    guard scene.lazyStack != nil else { return }
    // The turn's data change is laid out first: the scroll starts from where it left the stack.
    if scene.lazyStack?.changed == true { try layoutLazyStack(at: r) }
    // The operand is evaluated before the stack is touched: it may query the stack itself
    // (`scroll to contentHeight - 300`), which lays it out.
    switch c {
    case .scrollTo(let e):
      let y = try number(e)
      scene.lazyStack?.stack.scroll(to: y)
    case .scrollBy(let e):
      let dy = try number(e)
      let from = scene.lazyStack?.stack.offset ?? 0
      scene.lazyStack?.stack.scroll(to: from + dy)
    case .scrollToTop: scene.lazyStack?.stack.scroll(to: 0)
    case .scrollToBottom: scene.lazyStack?.stack.scrollToBottom()
    case .scrollToRow, .anchor, .edit, .select, .deselect, .selection, .prefetching, .observation,
      .rotate, .contentInset, .safeArea:
      throw fail(Self.notOnALazyStack("this command"), r)
    }
    let wanted = scene.lazyStack?.stack.offset ?? 0
    note(.swiftUI(c.isScrollToBottom ? .lazyScrolledToBottom : .lazyScrolled(to: wanted)))
    try layoutLazyStack(at: r)
  }

  /// Refuses what a lazy stack does not model, before the command runs: the table's bands, the
  /// height commands and windows (the other domains refuse in their executors).
  func lazyStackGate(_ c: ResolvedCommand, _ r: SourceRange) throws(Unwind) {
    guard scene.lazyStack != nil else { return }
    switch c {
    case .setup(.header), .setup(.footer), .setup(.sectionHeader), .setup(.sectionFooter):
      throw fail(Self.notOnALazyStack("a header or footer height"), r)
    case .heights: throw fail(Self.notOnALazyStack("a height command"), r)
    case .feed(.window): throw fail(Self.notOnALazyStack("a window"), r)
    case .setup(.table), .setup(.collection), .setup(.platform), .data, .call, .viewport, .diff,
      .output, .feed:
      return
    }
  }

  /// A query on a lazy stack: what its visible views show, its offset, its content's height,
  /// its top view, a view's lifecycle; the others are refused.
  func lazyStackQuery(_ q: Query, _ arguments: [Value], _ r: SourceRange) throws(Unwind) -> Value? {
    guard scene.lazyStack != nil else { return nil }
    if q == .data || q == .error { return nil }
    // As a table's queries do, the stack lays itself out first.
    try layoutLazyStack(at: r)
    guard let stack = scene.lazyStack?.stack else { return nil }
    try charge(stack.items.count, at: r)
    switch q {
    case .visible: return .list(stack.visible.map { stack.items[$0].displayed })
    case .offset: return .decimal(stack.offset)
    case .contentHeight: return .decimal(stack.contentHeight)
    case .top: return stack.visible.first.map { stack.items[$0].displayed } ?? .nil
    case .lifecycle:
      let id = arguments[0].identity
      let life = stack.lifecycle
      let view = life.alive[id]
      return .record(
        Record([
          ("made", .int(life.made[id] ?? 0)), ("appeared", .int(life.appearances[id] ?? 0)),
          ("disappeared", .int(life.disappearances[id] ?? 0)),
          ("tasks", .int(life.tasks[id] ?? 0)), ("cancelled", .int(life.cancellations[id] ?? 0)),
          ("alive", .bool(view != nil)), ("onScreen", .bool(view?.onScreen == true)),
        ]))
    case .data, .error: return nil
    case .currentSnapshot, .visibleRows, .visibleCells, .mountedRows, .preparedRows, .selectedRows,
      .cell, .sections,
      .rows, .height, .rect, .headerRect, .footerRect, .visibleHeaders, .visibleItems,
      .preparedItems, .mountedItems, .selectedItems, .items, .editing, .cache, .reuse:
      throw fail(Self.notOnALazyStack("'\(q.rawValue)'"), r)
    }
  }

  static func notOnALazyStack(_ what: String) -> RuntimeError {
    .onSwiftUIList(
      "\(what): not modelled on a LazyVStack",
      instead:
        "a LazyVStack takes data …, scroll to Y, scroll by DY, scroll to top|bottom, swiftui scrollposition, swiftui anchor, swiftui subviews, swiftui scrollto, show, show svg, and the queries visible, offset, contentHeight, top, lifecycle(V)"
    )
  }
}
