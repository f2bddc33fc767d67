import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// `scrollTo(_:anchor:)` on a lazy stack, checked against its two rules computed here on their
/// own: the offset is set from the view's estimated place, and the layout that follows keeps
/// the top-most visible view where it was; animated, the estimate is corrected until the view
/// stands at its anchor.
@Suite struct LazyStackScrollToTests {
  typealias Stack = LazyStack<Row>

  /// The tops of the views and the content's height, summed here: a placed view's height, else
  /// the average of the placed ones (the row height while none is).
  static func geometry(_ s: Stack) -> (tops: [Double], heights: [Double], content: Double) {
    let kept = Array(s.placed.values)
    let average = kept.isEmpty ? s.rowHeight : kept.reduce(0, +) / Double(kept.count)
    var tops: [Double] = []
    var heights: [Double] = []
    var y = 0.0
    for item in s.items {
      let h = s.placed[item.identity] ?? average
      tops.append(y)
      heights.append(h)
      y += h
    }
    return (tops, heights, y)
  }

  /// The offset that puts the view at `k` at the anchor, in a geometry, inside the content.
  static func offset(
    aligning k: Int, _ side: LazyScrollAnchor,
    in g: (tops: [Double], heights: [Double], content: Double),
    viewport: Double
  ) -> Double {
    let fraction =
      switch side {
      case .top: 0.0
      case .center: 0.5
      case .bottom: 1.0
      }
    let y = g.tops[k] + fraction * (g.heights[k] - viewport)
    return min(max(0, y), max(0, g.content - viewport))
  }

  @Test func aViewAlignedByItsBottomLandsOffByWhatTheViewsAboveItMeasured() {
    var s = Stack(width: 375, viewport: 300, rowHeight: 44)
    s.setItems(
      LazyStackTests.rows(0, Array(repeating: 44, count: 10) + [120, 120, 90, 90])
        + LazyStackTests.rows(14, Array(repeating: 44, count: 26)))
    _ = s.layout()
    let result = s.scrollTo(13, anchor: .bottom, animated: false)
    #expect(result.side == .bottom && !result.wasPlaced)
    // Set from the estimate: 14 views of 44 above and below the bottom.
    #expect(result.estimated == 14 * 44 - 300)
    // Views 10 and 11 are 76 taller than estimated each: view 13 is pushed below the screen.
    #expect(result.landed > 300)
    #expect(!s.visible.contains(13))
    // Animated, the estimate is corrected until view 13's bottom meets the viewport's.
    var t = Stack(width: 375, viewport: 300, rowHeight: 44)
    t.setItems(s.items)
    _ = t.layout()
    let animated = t.scrollTo(13, anchor: .bottom, animated: true)
    #expect(animated.passes.count > 1)
    #expect(abs(animated.landed - (300 - 90)) < 0.5)
  }

  @Test func withNoAnchorAWhollyVisibleViewDoesNotScroll() {
    var s = Stack(width: 375, viewport: 200, rowHeight: 50)
    s.setItems(LazyStackTests.rows(0, Array(repeating: 50, count: 20)))
    _ = s.layout()
    let visible = s.scrollTo(2, anchor: nil, animated: false)
    #expect(visible.side == nil && s.offset == 0 && visible.passes.isEmpty)
    let below = s.scrollTo(10, anchor: nil, animated: false)
    #expect(below.side == .bottom && s.offset == 11 * 50 - 200)
    let above = s.scrollTo(1, anchor: nil, animated: false)
    #expect(above.side == .top && s.offset == 50)
  }

  /// Seeded random stacks scrolled to random views: the rules, recomputed here.
  @Test func randomScrollsKeepTheRules() {
    let seeds = TestRandom.seeds(chunk: 0, of: 1, count: 150, suite: "LazyStackScrollToTests")
    var offByTheEstimate = 0
    var animatedCorrections = 0
    for seed in seeds {
      var rng = SeededRandom(seed: UInt64(seed))
      func int(_ r: ClosedRange<Int>) -> Int { r.lowerBound + Int(rng.next() % UInt64(r.count)) }
      func height() -> Double { Double([0, 20, 44, 60, 90, 150, 700][int(0...6)]) }
      var s = Stack(width: 375, viewport: Double(int(80...400)), rowHeight: 44)
      s.setItems((0..<int(1...80)).map { Row($0, height: height()) })
      _ = s.layout()
      for step in 0..<12 {
        let context = "seed \(seed), step \(step)"
        let k = int(0...(s.items.count - 1))
        let anchor: LazyScrollAnchor? =
          int(0...3) == 0 ? nil : LazyScrollAnchor.allCases[int(0...2)]
        let animated = int(0...1) == 0
        let before = Self.geometry(s)
        let startOffset = s.offset
        let placedBefore = Set(s.placed.keys)
        let result = s.scrollTo(k, anchor: anchor, animated: animated)
        LazyStackTests.checkLaidOut(s, context)
        guard let side = result.side else {
          // Wholly visible: nothing moved.
          #expect(anchor == nil && s.offset == startOffset, "\(context)")
          #expect(
            before.tops[k] >= startOffset - 1e-6
              && before.tops[k] + before.heights[k] <= startOffset + s.viewport + 1e-6,
            "\(context)")
          continue
        }
        // What the stack knew of the view: its height, and its place.
        #expect(result.wasPlaced == placedBefore.contains(s.items[k].identity), "\(context)")
        #expect(
          result.placeKnown == s.items[...k].allSatisfy { placedBefore.contains($0.identity) },
          "\(context)")
        if anchor == nil {
          // The edge the view was beyond.
          let wasAbove = before.tops[k] < startOffset || before.heights[k] > s.viewport
          #expect(side == (wasAbove ? .top : .bottom), "\(context)")
        }
        // The offset is set from the view's place as the stack knew it.
        let set = Self.offset(aligning: k, side, in: before, viewport: s.viewport)
        #expect(abs(result.intended - (before.tops[k] - set)) < 1e-6 * max(1, set), "\(context)")
        #expect(abs(result.estimated - set) < 1e-6 * max(1, set), "\(context)")
        let after = Self.geometry(s)
        let wanted = after.tops[k] - Self.offset(aligning: k, side, in: after, viewport: s.viewport)
        #expect(abs(result.wanted - wanted) < 1e-6 * max(1, abs(wanted)), "\(context)")
        #expect(abs(result.landed - (after.tops[k] - s.offset)) < 1e-6, "\(context)")
        let clamped = result.passes.contains { $0.moves.contains { $0.0 == .clamped } }
        if animated {
          // Corrected until it no longer moves: the view at its anchor, unless the frames ran out.
          if result.passes.count < Stack.scrollToFrames {
            #expect(abs(result.landed - result.wanted) < 0.5, "\(context)")
            // A fixed point: laid out again, nothing moves and nothing is placed.
            var again = s
            let pass = again.layout()
            #expect(pass.moves.isEmpty && pass.placed == 0, "\(context)")
          }
          animatedCorrections += result.corrections.count
        } else {
          #expect(result.passes.count == 1, "\(context)")
          // The top-most visible view at the offset set keeps its screen place.
          if !clamped,
            let j = before.tops.indices.first(where: {
              before.tops[$0] + before.heights[$0] > set + 1e-6
                && before.tops[$0] < set + s.viewport
            })
          {
            #expect(
              abs((after.tops[j] - s.offset) - (before.tops[j] - set)) < 1e-6,
              "\(context): view \(j) kept its place")
            // A view aligned by its top is that view, when it has a height: it lands exactly.
            if side == .top, j == k {
              #expect(abs(result.landed - result.wanted) < 1e-6, "\(context)")
            }
          }
          if abs(result.landed - result.wanted) >= 0.5 { offByTheEstimate += 1 }
        }
        // Now and then the data or the offset changes between scrolls.
        switch int(0...4) {
        case 0: s.scroll(to: Double(int(0...3000)))
        case 1:
          s.setItems(
            (0..<int(0...5)).map { Row(1000 * (step + 1) + $0, height: height()) } + s.items)
        default: break
        }
        _ = s.layout()
      }
    }
    #expect(offByTheEstimate > 0, "some scrolls without animation land off by the estimate")
    #expect(animatedCorrections > 0, "some animated scrolls correct their estimate")
  }
}
