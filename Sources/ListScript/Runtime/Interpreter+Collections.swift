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
  /// `collection …`: a fresh collection view with a flow or a list layout; the data and
  /// everything `table` resets start afresh.
  func newCollection(_ setup: CollectionSetup<ResolvedExpr>, _ r: SourceRange) throws(Unwind) {
    var geometry = defaultGeometry
    var flow = FlowLayout()
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
      case .inset:
        flow.insets = EdgeInsets(
          top: try nonNegative(values[0], "inset top"),
          left: try nonNegative(values[1], "inset left"),
          bottom: try nonNegative(values[2], "inset bottom"),
          right: try nonNegative(values[3], "inset right"))
      }
    }
    // A caching layout keeps fixed-size geometry (our model of the tutorials' layouts).
    if flow.cachesAttributes, flow.sizeForItem { throw fail(.cachingLayoutSizes, r) }
    let kind = ViewKind.collection(setup.list ? .list : .flow(flow))
    makeView(TableView<Value>(platform: platform, geometry: geometry, kind: kind))
    note(.newCollection(geometry, platform, kind, named: platformChosen))
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
    let view = table.kind.noun
    guard written != view else { return }
    throw fail(.notOnThisView(call.uikit(written), view: view, write: call.spelling(view)), r)
  }

  /// A table-only call on a collection view is an error that says what to write instead.
  func requireTable(_ what: String, write: String, _ r: SourceRange) throws(Unwind) {
    guard table.kind.isCollection else { return }
    throw fail(.notOnThisView(what, view: .collection, write: write), r)
  }

  /// Keeps a completion block for the end of the run-loop turn, with the current frame: at
  /// `slot`, the place it took when its batch began (before the completions of the batches
  /// nested in it), else last.
  func queueCompletion(_ body: [ResolvedStmt], at slot: Int? = nil, finished: Bool = true) {
    let completion = PendingCompletion(
      body: body, frame: Array(stack[base...]), takesFinished: finished)
    pendingCompletions.insert(
      completion, at: min(slot ?? pendingCompletions.count, pendingCompletions.count))
    note(.completionQueued)
  }

  /// Runs the completion blocks queued in the turn that ends, in order, each in a copy of the
  /// frame it was queued in; one queued by a completion runs in the same pass.
  ///
  /// - Complexity: the completions' own work.
  func runCompletions() throws(Unwind) {
    var index = 0
    while index < pendingCompletions.count {
      let completion = pendingCompletions[index]
      index += 1
      note(.completionRuns(takesFinished: completion.takesFinished))
      let callerBase = base
      let top = stack.count
      base = top
      stack += completion.frame
      defer {
        stack.removeSubrange(top...)
        base = callerBase
      }
      do throws(Unwind) {
        try execBlock(completion.body)
      } catch {
        // A `return` inside a procedure's completion ends the completion.
        if case .returned = error { continue }
        pendingCompletions.removeAll()
        throw error
      }
    }
    pendingCompletions.removeAll()
  }
}
