import HeadlessUIKit

/// What a SwiftUI List refuses: views made inside its transactions, SwiftUI's main-thread work
/// inside `swiftui background { … }`, and the calls SwiftUI makes itself.
extension Interpreter {
  /// Inside `swiftui background { … }` only data changes: SwiftUI's views, gestures, proxies
  /// and transactions are the main thread's.
  func refuseOffTheMainThread(
    _ c: SwiftUICommand<ResolvedExpr, [ResolvedStmt]>, _ r: SourceRange
  ) throws(Unwind) {
    guard program.backgroundDepth > 0 else { return }
    if case .background = c { return }
    throw fail(
      .onSwiftUIList(
        "inside 'swiftui background { … }' only the data changes: SwiftUI's views, gestures, proxies and transactions are the main thread's",
        instead: "write it after the block"), r)
  }

  /// The refusal of a view made inside `swiftui animated { … }`: the transaction changes a
  /// List's data, and the view would be a new one inside it.
  func refuseInTransaction(_ r: SourceRange) throws(Unwind) {
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

  /// The refusal of `swiftui animated` inside `swiftui background` or the other way round
  /// (`mixed`): a transaction is the main thread's, and a background change has none.
  func refuseNesting(_ mixed: Bool, _ r: SourceRange) throws(Unwind) {
    guard mixed else { return }
    throw fail(
      .onSwiftUIList(
        "'swiftui animated' and 'swiftui background' do not nest: withAnimation runs on the main thread, and a change published off it has no transaction",
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
