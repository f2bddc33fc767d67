import HeadlessUIKit
import ListDiff

extension Interpreter {
  /// `swiftui scrollto V [anchor top|center|bottom] [animated]`: a `ScrollViewReader` proxy's
  /// `scrollTo(V, anchor:)` on the lazy stack (in `withAnimation` with `animated`): the view
  /// with identity V is scrolled to from its estimated place, and the trace says where it
  /// lands.
  func lazyScrollTo(
    _ e: ResolvedExpr, anchor: LazyScrollAnchor?, animated: Bool, _ r: SourceRange
  ) throws(Unwind) {
    guard scene.lazyStack != nil else {
      throw fail(
        .onSwiftUIList(
          "'swiftui scrollto' acts on a LazyVStack, and this view is not one",
          instead: "make one first: swiftui lazyvstack"), r)
    }
    let value = try eval(e)
    // The turn's data change, or the first screen, is laid out first: the scroll starts from
    // what the stack shows.
    if scene.lazyStack?.changed == true || scene.lazyStack?.stack.hasAppeared == false {
      try layoutLazyStack(at: r)
    }
    guard var stack = scene.lazyStack?.stack else { return }
    try charge(stack.items.count, at: r)
    let call = LazyScrollCall(
      identity: value.abbreviated, anchor: anchor, animated: animated)
    guard let k = stack.items.firstIndex(where: { $0.identity == value.identity }) else {
      note(.swiftUI(.lazyScrollTo(call, .noView)))
      return
    }
    let result = stack.scrollTo(k, anchor: anchor, animated: animated)
    try charge(stack.takeWork(), at: r)
    scene.lazyStack?.stack = stack
    guard let side = result.side else {
      note(.swiftUI(.lazyScrollTo(call, .whollyVisible(index: k))))
      return
    }
    note(
      .swiftUI(
        .lazyScrollTo(
          call, .scrolls(index: k, side: side, placed: result.wasPlaced, to: result.estimated))))
    var placed = 0
    for (frame, pass) in result.passes.enumerated() {
      if frame > 0 {
        note(.swiftUI(.lazyScrollFrame(frame + 1, to: result.corrections[frame - 1])))
      }
      for (why, from, to) in pass.moves { note(.swiftUI(.lazyMoved(why, from: from, to: to))) }
      placed += pass.placed
    }
    noteSettled(result.settle)
    placed += result.settle.placed
    if placed > 0 {
      note(
        .swiftUI(
          .lazyLaidOut(
            placed: placed, views: stack.items.count, estimate: stack.estimate,
            offset: stack.offset, content: stack.contentHeight)))
    }
    let height = stack.heights()[k]
    note(
      .swiftUI(
        .lazyScrollLanded(
          LazyScrollLanding(
            index: k, side: side, landed: result.landed, wanted: result.wanted, height: height,
            viewport: stack.viewport, animated: animated, last: k == stack.items.count - 1,
            clamped: (result.passes + [result.settle]).contains {
              $0.moves.contains { $0.0 == .clamped }
            },
            settled: result.settle.settled.filter { $0 <= k }))))
  }
}
