import ListDiff

extension LazyStack {
  /// The most rounds one `settle()` makes; views still to settle after them settle at the next
  /// update (our choice, to bound the work of views that keep bringing others on screen).
  public static var settleRounds: Int { 64 }

  /// The views on screen that change their heights after they appear take those heights; the
  /// views this brings on screen are placed, and take theirs in turn.
  ///
  /// Apple's example (WWDC26 session 321) is a view whose `onGeometryChange` sets a state its
  /// frame reads: "The lazy stack measures the view's original height, but the height changes
  /// after the view appears, pushing down other content", which "can push the lazy stack out of
  /// the targeted scroll position". Such a view is placed at its item's `itemHeight` and takes
  /// its `settledHeight` here, in the update after the layout that placed it (our choice: one
  /// update later, and every such view on screen at once). The top-most visible view keeps its
  /// place; a stack kept at its bottom (the bottom anchor while scrolled to it, or a scroll to
  /// the bottom edge, whose position SwiftUI keeps "stable" as the content's size changes) keeps
  /// its bottom edge there instead.
  ///
  /// - Complexity: O(n · r) for n views and r rounds (one, and one more for each round that
  ///   brings views on screen that change their heights too, at most `settleRounds`).
  @inlinable public mutating func settle() -> LazyStackLayout {
    var report = LazyStackLayout()
    for _ in 0..<Self.settleRounds {
      let (ys, _) = tops()
      work += _items.count
      let shown = visible(in: ys, heights: heights())
      let holdBottom = (anchoredAtBottom && atBottom) || laidOutAtBottom
      var changed: [Int] = []
      for i in shown {
        let id = _items[i].identity
        guard let to = _items[i].settledHeight, let from = placed[id], from != to else {
          continue
        }
        placed[id] = to
        placedSum += to - from
        changed.append(i)
      }
      guard !changed.isEmpty, let k = shown.first else { break }
      report.settled += changed
      if holdBottom {
        wantsBottom = true
      } else {
        let y = tops().tops[k] - (ys[k] - _offset)
        if y != _offset {
          report.moves.append((.settled(index: k), from: _offset, to: y))
          _offset = y
        }
      }
      // The views it brings on screen are placed, and the offset kept inside the content (or
      // at the bottom).
      let pass = layout()
      report.placed += pass.placed
      report.moves += pass.moves
    }
    return report
  }
}
