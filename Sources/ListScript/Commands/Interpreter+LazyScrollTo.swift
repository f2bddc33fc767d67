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
          "'swiftui scrollto' acts on a LazyVStack or a SwiftUI List, and this view is neither",
          instead: "make one first: swiftui lazyvstack, or swiftui list"), r)
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
          call,
          .scrolls(
            index: k, side: side,
            knows: result.placeKnown ? .place : result.wasPlaced ? .height : .nothing,
            to: result.estimated))))
    var placed = 0
    var frame = 1
    var lastMove: LazyStackMove?
    for step in result.steps {
      switch step {
      case .frame(let pass, let corrected):
        if let corrected {
          frame += 1
          note(.swiftUI(.lazyScrollFrame(frame, to: corrected)))
        }
        for (why, from, to) in pass.moves { note(.swiftUI(.lazyMoved(why, from: from, to: to))) }
        lastMove = pass.moves.last?.0 ?? lastMove
        placed += pass.placed
      case .settled(let pass):
        noteSettled(pass)
        lastMove = pass.moves.last?.0 ?? lastMove
        placed += pass.placed
      }
    }
    if placed > 0 {
      note(
        .swiftUI(
          .lazyLaidOut(
            placed: placed, views: stack.items.count, estimate: stack.estimate,
            offset: stack.offset, content: stack.contentHeight)))
    }
    let settled = result.settle.settled
    note(
      .swiftUI(
        .lazyScrollLanded(
          LazyScrollLanding(
            index: k, side: side, landed: result.landed, wanted: result.wanted,
            intended: result.intended, height: stack.heights()[k],
            intendedHeight: result.intendedHeight, heightKnown: stack.isPlaced(k),
            viewport: stack.viewport, animated: animated,
            last: k == stack.items.count - 1, clamped: lastMove == .clamped,
            settledAbove: settled.filter { $0 < k }, settledItself: settled.contains(k)))))
  }
}
