import HeadlessUIKit
import ListDiff

/// A `completion { … }` block waiting for the end of the run-loop turn, with the frame of the
/// code that performed the batch as it was then.
struct PendingCompletion {
  var body: [ResolvedStmt]
  var frame: [Value]
  /// Whether it is a batch's, called with `finished` (an apply's takes no argument).
  var takesFinished: Bool
}

extension Interpreter {
  /// `collection …`: a fresh collection view with a flow, a list or a compositional layout; the
  /// data and everything `table` resets start afresh.
  func newCollection(_ setup: CollectionSetup<ResolvedExpr>, _ r: SourceRange) throws(Unwind) {
    var geometry = defaultGeometry
    var flow = FlowLayout()
    // A compositional section's defaults: one item a group, 44-point groups, no spacing.
    var group = CompositionalGroup()
    if setup.layout == .compositional {
      flow.spacing = 0
      flow.lineSpacing = 0
    }
    // A list's supplementary headers and footers: 44 points until `section header H` says
    // otherwise (our choice: UIKit sizes them itself).
    if setup.list.headerMode == .supplementary { geometry.sectionHeader = 44 }
    if setup.list.footerMode == .supplementary { geometry.sectionFooter = 44 }
    for (option, values) in setup.options {
      switch option {
      case .width: geometry.width = try positive(values[0], "width")
      case .height: geometry.height = try positive(values[0], "height")
      case .rowheight: geometry.rowHeight = try positive(values[0], "row height")
      case .item:
        flow.itemWidth = try positive(values[0], "item width")
        flow.itemHeight = try positive(values[1], "item height")
      case .spacing: flow.spacing = try nonNegative(values[0], "spacing")
      case .linespacing: flow.lineSpacing = try nonNegative(values[0], "line spacing")
      case .sizeforitem: flow.sizeForItem = true
      case .cachinglayout: flow.cachesAttributes = true
      case .pinheaders: flow.pinsHeaders = true
      case .appearance: break  // parsed into `setup.list`
      case .header:
        if setup.layout != .list { geometry.sectionHeader = try nonNegative(values[0], "header") }
      case .footer:
        if setup.layout != .list { geometry.sectionFooter = try nonNegative(values[0], "footer") }
      case .columns:
        let n = try number(values[0])
        guard n >= 1, n <= 1000, n == n.rounded() else {
          throw fail(
            .setting("columns", allowed: "a whole number from 1 to 1000", value: n), values[0].range
          )
        }
        group.count = Int(n)
      case .itemwidth:
        group.count = nil
        group.itemWidth = try dimension(values[0], setup.fraction(of: option), "item width")
      case .groupwidth:
        group.width = try dimension(values[0], setup.fraction(of: option), "group width")
      case .groupheight:
        group.height = try dimension(values[0], setup.fraction(of: option), "group height")
      case .estimated: group.height = .estimated(try positive(values[0], "estimated group height"))
      case .groupspacing: flow.lineSpacing = try nonNegative(values[0], "group spacing")
      case .orthogonal:
        let n = try number(values[0])
        guard n >= 0, n <= 1_000_000, n == n.rounded() else {
          throw fail(
            .setting("orthogonal sections", allowed: "a whole number from 0 to 1000000", value: n),
            values[0].range)
        }
        flow.orthogonalSections = Int(n)
      case .inset:
        flow.insets = EdgeInsets(
          top: try nonNegative(values[0], "inset top"),
          left: try nonNegative(values[1], "inset left"),
          bottom: try nonNegative(values[2], "inset bottom"),
          right: try nonNegative(values[3], "inset right"))
      }
    }
    // A caching layout keeps fixed-size geometry without pinned headers (our model of the
    // tutorials' layouts).
    if flow.cachesAttributes, flow.sizeForItem || flow.pinsHeaders {
      throw fail(.cachingLayoutSizes, r)
    }
    // A group's height is given one way, and its items' widths one way.
    // Orthogonal sections of self-sizing groups are not modelled.
    if let orthogonal = setup.options.first(where: { $0.option == .orthogonal }),
      case .estimated = group.height, flow.orthogonalSections > 0
    {
      throw fail(.orthogonalSelfSizing, orthogonal.values[0].range)
    }
    for (first, second) in [
      (CollectionOption.groupheight, CollectionOption.estimated), (.columns, .itemwidth),
    ]
    where setup.options.contains(where: { $0.option == first }) {
      if let later = setup.options.first(where: { $0.option == second }) {
        throw fail(.exclusiveGroupOptions(first.rawValue, second.rawValue), later.values[0].range)
      }
    }
    if setup.layout == .compositional { flow.group = group }
    let layout: CollectionLayout =
      switch setup.layout {
      case .flow: .flow(flow)
      case .list: .list(setup.list)
      case .compositional: .compositional(flow)
      }
    let kind = ViewKind.collection(layout)
    makeView(TableView<Value>(platform: platform, geometry: geometry, kind: kind))
    note(.newCollection(geometry, platform, scene.table.kind, named: platformChosen))
    noteProfile(platform)
  }

  /// A compositional dimension as written: points above 0, or with `fractionalwidth` or
  /// `fractionalheight` a fraction in (0, 100].
  func dimension(_ e: ResolvedExpr, _ fraction: DimensionWord?, _ name: String) throws(Unwind)
    -> LayoutDimension
  {
    guard let fraction else { return .absolute(try positive(e, name)) }
    let v = try number(e)
    guard v > 0, v <= 100 else {
      throw fail(.setting("\(name) fraction", allowed: "in (0, 100]", value: v), e.range)
    }
    switch fraction {
    case .fractionalwidth: return .fractionalWidth(v)
    case .fractionalheight: return .fractionalHeight(v)
    }
  }

  /// A call a command makes in a table's or a collection view's words: what UIKit names it on
  /// each kind of view, and how ListScript writes it on each.
  enum NounCall {
    case rows(RowCall)
    case move
    case scroll

    /// UIKit's name of the call on `view`: `insertRows(at:with:)`, `scrollToItem(at:at:animated:)`.
    func uikit(_ view: ViewNoun) -> String {
      let origin = ListIndexPath(0, 0)
      switch self {
      case .rows(.insert): return UpdateCall.insertRows([]).name(view)
      case .rows(.delete): return UpdateCall.deleteRows([]).name(view)
      case .rows(.reload): return UpdateCall.reloadRows([]).name(view)
      case .rows(.reconfigure): return UpdateCall.reconfigureRows([]).name(view)
      case .move: return UpdateCall.moveRow(origin, origin).name(view)
      case .scroll: return "scrollTo\(view.capitalRow)(at:at:animated:)"
      }
    }

    /// How ListScript writes it on `view`: `insert items`, `move row`, `scroll to item`.
    func spelling(_ view: ViewNoun) -> String {
      switch self {
      case .rows(let call): "\(call.rawValue) \(view.rows)"
      case .move: "move \(view.row)"
      case .scroll: "scroll to \(view.row)"
      }
    }
  }

  /// A row call on a collection view, or an item call on a table, is an error that names the
  /// call of the view's kind.
  func requireNoun(_ written: ViewNoun, _ call: NounCall, _ r: SourceRange) throws(Unwind) {
    let view = scene.table.kind.noun
    guard written != view else { return }
    throw fail(.notOnThisView(call.uikit(written), view: view, write: call.spelling(view)), r)
  }

  /// `section header H` / `section footer H` where the view has such bands to size: a table, a
  /// flow layout, a list whose configuration has supplementary ones; a compositional section's
  /// boundary items are made with its layout.
  func requireSectionBands(_ part: GeometryPart, _ r: SourceRange) throws(Unwind) {
    let header = part == .sectionHeader
    let word = header ? "header" : "footer"
    switch scene.table.kind {
    case .table, .collection(.flow): return
    case .collection(.compositional):
      throw fail(
        .noSectionBands(
          "section \(word)",
          write:
            "a compositional section's \(word) is made with its layout: 'collection compositional \(word) H'"
        ), r)
    case .collection(.list(let list)):
      let supplementary =
        header ? list.headerMode == .supplementary : list.footerMode == .supplementary
      guard !supplementary else { return }
      throw fail(
        .noSectionBands(
          "section \(word)",
          write:
            "this list has no supplementary \(word)s: 'collection list \(word) supplementary' makes them"
        ),
        r)
    }
  }

  /// A table-only call on a collection view is an error that says what to write instead.
  func requireTable(_ what: String, write: String, _ r: SourceRange) throws(Unwind) {
    guard scene.table.kind.isCollection else { return }
    throw fail(.notOnThisView(what, view: .collection, write: write), r)
  }

  /// Keeps a completion block for the end of the run-loop turn, with the current frame: at
  /// `slot`, the place it took when its batch began (before the completions of the batches
  /// nested in it), else last.
  func queueCompletion(_ body: [ResolvedStmt], at slot: Int? = nil, finished: Bool = true) {
    let completion = PendingCompletion(
      body: body, frame: Array(program.stack[program.base...]), takesFinished: finished)
    program.pendingCompletions.insert(
      completion,
      at: min(slot ?? program.pendingCompletions.count, program.pendingCompletions.count))
    note(.completionQueued)
  }

  /// Runs the completion blocks queued in the turn that ends, in order, each in a copy of the
  /// frame it was queued in; one queued by a completion runs in the same pass.
  ///
  /// - Complexity: the completions' own work.
  func runCompletions() throws(Unwind) {
    var index = 0
    while index < program.pendingCompletions.count {
      let completion = program.pendingCompletions[index]
      index += 1
      note(.completionRuns(takesFinished: completion.takesFinished))
      let callerBase = program.base
      let top = program.stack.count
      program.base = top
      program.stack += completion.frame
      defer {
        program.stack.removeSubrange(top...)
        program.base = callerBase
      }
      do throws(Unwind) {
        try execBlock(completion.body)
      } catch {
        // A `return` inside a procedure's completion ends the completion.
        if case .returned = error { continue }
        program.pendingCompletions.removeAll()
        throw error
      }
    }
    program.pendingCompletions.removeAll()
  }
}
