import HeadlessUIKit
import ListDiff

/// A `ScrollViewReader` proxy's `scrollTo(_:anchor:)` on a SwiftUI List, waiting for the update
/// that ends the turn.
struct ListScrollRequest {
  /// The identity scrolled to.
  var identity: Value
  /// The identity as the trace shows it.
  var shown: String
  /// Where the row is to stand: `top`, `center`, `bottom`, or, with none, the least scroll.
  var anchor: LazyScrollAnchor?
  /// Whether the call was made in `withAnimation` (the model's scroll is not animated).
  var animated: Bool
}

extension Interpreter {
  /// `swiftui scrollto V [anchor A] [animated]` on a List: the request is kept for the update
  /// that ends the turn (a later one in the turn replaces it).
  func listScrollTo(
    _ e: ResolvedExpr, anchor: LazyScrollAnchor?, animated: Bool, _ r: SourceRange
  ) throws(Unwind) {
    // ScrollViewReader is from iOS 14; the ios12 profile's List is iOS 13's.
    guard scene.table.platform != .ios12 else {
      throw fail(
        .onSwiftUIList(
          "'swiftui scrollto' is not available on ios12 (iOS 13's List): ScrollViewReader is from iOS 14",
          instead: "write 'platform ios14' (or later) before 'swiftui list'"), r)
    }
    let value = try eval(e)
    scene.swiftUI?.pendingScroll = ListScrollRequest(
      identity: value.identity, shown: value.abbreviated, anchor: anchor,
      animated: animated || program.animationDepth > 0)
  }

  /// The scroll a List's proxy asked for in the turn, in the update that ends it, after the
  /// turn's batch was performed or left waiting: the identity is looked up in the rows
  /// SwiftUI last updated to (by index for a `ForEach` over indices or a range), and UIKit
  /// scrolls the view to its row, checking the row against the counts the view holds.
  ///
  /// Cited: agg23/Sila#38 (2025) crashed in `scrollTo` on a List, with UIKit's scroll check
  /// (`-[UICollectionView _validateScrollingTargetIndexPath:raisingExceptionIfNecessary:]`)
  /// called from `UpdateCoalescingCollectionView.updateContent()`. Ours (our inference from
  /// that stack): SwiftUI scrolls in the update, after the batch; the row is found in the data
  /// as SwiftUI has it, so a row whose insert waits for an animation is past the view's counts.
  /// The anchor is the view's position: `top`, `center` (`.centeredVertically`), `bottom`, or,
  /// with none, the least scroll that shows the row (our choice).
  ///
  /// - Complexity: O(n) for n items.
  func performListScroll(at r: SourceRange) throws(Unwind) {
    guard let state = scene.swiftUI, let request = state.pendingScroll else { return }
    scene.swiftUI?.pendingScroll = nil
    // The rows as SwiftUI has them: what its last update was computed to (a batch waiting for
    // an animation included, a change published off the main thread not), identified as the
    // ForEach identifies them; before the List's first layout, the data.
    let data = state.coordinator?.diffedTo ?? state.diffed(scene.data.snapshot)
    var found: ListIndexPath?
    var searched = 0
    search: for (s, section) in data.enumerated() {
      for (k, item) in section.items.enumerated() {
        searched += 1
        if item.identity == request.identity {
          found = ListIndexPath(s, k)
          break search
        }
      }
    }
    try charge(searched, at: r)
    let position: ScrollPosition =
      switch request.anchor {
      case .top: .top
      case .center: .middle
      case .bottom: .bottom
      case nil: .none
      }
    note(
      .swiftUI(
        .listScrollTo(
          request.shown, found, anchor: request.anchor, animated: request.animated,
          inTable: scene.table.kind.noun == .table)))
    guard let path = found else { return }
    let noun = scene.table.kind.noun
    note(.scrollToRow(path, position, noun))
    try table(r) { t, d throws(TableError) in try t.scroll(toRow: path, at: position, d) }
    note(.offsetAfterScrollToRow(scene.table.offset))
  }
}
