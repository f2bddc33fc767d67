import HeadlessUIKit

/// What a SwiftUI List refuses: views made inside its transactions, SwiftUI's main-thread work
/// inside `swiftui background { … }`, and the calls SwiftUI makes itself.
extension Interpreter {
  /// Inside `swiftui background { … }` only data changes: SwiftUI's views, gestures, proxies
  /// and transactions are the main thread's; inside `swiftui duringupdate { … }` (a view's
  /// `body`) only data changes too.
  func refuseOffTheMainThread(
    _ c: SwiftUICommand<ResolvedExpr, [ResolvedStmt]>, _ r: SourceRange
  ) throws(Unwind) {
    if program.backgroundDepth > 0 {
      if case .background = c { return }
      throw fail(
        .onSwiftUIList(
          "inside 'swiftui background { … }' only the data changes: SwiftUI's views, gestures, proxies and transactions are the main thread's",
          instead: "write it after the block"), r)
    }
    if program.duringUpdateDepth > 0 {
      if case .duringUpdate = c { return }
      throw fail(
        .onSwiftUIList(
          "inside 'swiftui duringupdate { … }' only the data changes: it stands for state written while SwiftUI computes a view's body",
          instead: "write it after the block"), r)
    }
  }

  /// The refusal of a view made inside `swiftui animated { … }`: the transaction changes a
  /// List's data, and the view would be a new one inside it.
  func refuseInTransaction(_ r: SourceRange) throws(Unwind) {
    if program.duringUpdateDepth > 0 {
      throw fail(
        .onSwiftUIList(
          "'swiftui duringupdate' changes a List's data during a view update, and a view is not made inside it",
          instead: "make the view before 'swiftui duringupdate { … }'"), r)
    }
    if program.backgroundDepth > 0 {
      throw fail(
        .onSwiftUIList(
          "'swiftui background' changes a List's data off the main thread, and a view is not made inside it",
          instead: "make the view before 'swiftui background { … }'"), r)
    }
    guard program.animationDepth > 0 else { return }
    throw fail(
      .onSwiftUIList(
        "'swiftui animated' changes a List's data, and a view is not made inside it",
        instead: "make the view before 'swiftui animated { … }'"), r)
  }

  /// The refusal of `swiftui animated` inside `swiftui background` or `swiftui duringupdate`,
  /// or the other way round (`mixed`): a transaction is the main thread's action's, and a
  /// background change or a write in a view's body has none.
  func refuseNesting(_ mixed: Bool, _ r: SourceRange) throws(Unwind) {
    guard mixed else { return }
    throw fail(
      .onSwiftUIList(
        "'swiftui animated' does not nest with 'swiftui background' or 'swiftui duringupdate': withAnimation runs in an action on the main thread, and a change published off it or written in a view's body has none",
        instead: "write the blocks one after the other"), r)
  }

  static func notAList(_ command: String) -> RuntimeError {
    .onSwiftUIList(
      "'\(command)' acts on a SwiftUI List, and this view is not one",
      instead: "make one first: swiftui list")
  }

  /// The refusal of a call on a SwiftUI List: SwiftUI makes the collection view's calls.
  func refuseOnSwiftUIList(_ what: String, _ r: SourceRange) throws(Unwind) {
    if scene.lazyStack != nil { throw fail(Self.notOnALazyStack(what), r) }
    guard scene.swiftUI != nil else { return }
    throw fail(
      .onSwiftUIList(
        "\(what), and SwiftUI makes this List's calls to its \(scene.table.kind == .table ? "table view" : "collection view")",
        instead:
          "change the List's data with 'data …' (inside 'swiftui animated { … }' for withAnimation); SwiftUI diffs it and sends the batch at the end of the turn"
      ), r)
  }
}
