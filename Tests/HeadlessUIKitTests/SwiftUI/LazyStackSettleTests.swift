import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// Views whose heights change after they appear (Apple's `onGeometryChange` example, WWDC26
/// session 321): placed at their first height, they take the other in the update after, the
/// top-most visible view keeping its place, so the content below is pushed down.
@Suite struct LazyStackSettleTests {
  typealias Stack = LazyStack<Row>

  @Test func aViewThatGrowsAfterAppearingPushesDownWhatIsBelowIt() {
    var s = Stack(width: 375, viewport: 300, rowHeight: 44)
    s.setItems((0..<20).map { Row($0, height: 44, settles: $0 == 2 ? 140 : nil) })
    let first = s.layout()
    #expect(first.settled.isEmpty)
    #expect(s.placed[Row(2).identity] == 44, "placed at its first height")
    let below = s.tops().tops[5]
    let settled = s.settle()
    #expect(settled.settled == [2])
    #expect(s.placed[Row(2).identity] == 140)
    #expect(s.tops().tops[5] == below + 96, "pushed down by what view 2 grew")
    #expect(s.offset == 0, "the top-most visible view, view 0, kept its place")
    #expect(s.settle().settled.isEmpty, "a view settles once")
    LazyStackTests.checkLaidOut(s, "settled")
  }

  /// Views that grow after appearing push a view scrolled to without animation.
  ///
  /// Apple: a view's layout changed after it appeared "can push the lazy stack out of the
  /// targeted scroll position". Without animation, the views that grew push the view scrolled
  /// to; animated, each frame is an update, so they settle between frames and the next frame
  /// corrects for them.
  @Test(arguments: [false, true])
  func growingViewsPushAScrolledToViewFromItsAnchor(animated: Bool) {
    var s = Stack(width: 375, viewport: 300, rowHeight: 44)
    s.setItems((0..<40).map { Row($0, height: 44, settles: (20...21).contains($0) ? 140 : nil) })
    _ = s.layout()
    let result = s.scrollTo(22, anchor: .bottom, animated: animated)
    #expect(result.settle.settled == [20, 21])
    if animated {
      #expect(abs(result.landed - result.wanted) < 0.5)
      #expect(result.corrections.count >= 1)
    } else {
      #expect(abs(result.landed - result.wanted - 192) < 1e-6, "pushed down by what 20, 21 grew")
      // Scrolled to again, with every view above it settled, it lands at its anchor.
      let again = s.scrollTo(22, anchor: .bottom, animated: false)
      #expect(again.settle.settled.isEmpty)
      #expect(abs(again.landed - again.wanted) < 0.5)
    }
  }

  /// Seeded random stacks of views that change their heights after appearing: after a layout
  /// and the update that follows, every view on screen has the height it settles at, the
  /// top-most visible view kept its place unless the offset was brought back inside the content,
  /// and the stack's rules hold.
  @Test func randomStacksSettleWhatIsOnScreen() {
    let seeds = TestRandom.seeds(chunk: 0, of: 1, count: 150, suite: "LazyStackSettleTests")
    var settledViews = 0
    var kept = 0
    for seed in seeds {
      var rng = SeededRandom(seed: UInt64(seed))
      func int(_ r: ClosedRange<Int>) -> Int { r.lowerBound + Int(rng.next() % UInt64(r.count)) }
      func height() -> Double { Double([0, 20, 44, 60, 90, 150, 700][int(0...6)]) }
      func row(_ k: Int) -> Row {
        Row(k, height: height(), settles: int(0...2) == 0 ? height() : nil)
      }
      var s = Stack(width: 375, viewport: Double(int(80...400)), rowHeight: 44)
      s.setItems((0..<int(0...60)).map(row))
      _ = s.layout()
      _ = s.settle()
      for step in 0..<15 {
        let context = "seed \(seed), step \(step)"
        switch int(0...2) {
        case 0: s.setItems((0..<int(1...4)).map { row(1000 * (step + 1) + $0) } + s.items)
        default: s.scroll(to: Double(int(0...4000)))
        }
        _ = s.layout()
        let (tops, _) = s.tops()
        let top = s.visible.first.map { (s.items[$0], tops[$0] - s.offset) }
        let report = s.settle()
        settledViews += report.settled.count
        for i in s.visible {
          let item = s.items[i]
          #expect(s.placed[item.identity] == (item.settledHeight ?? item.itemHeight), "\(context)")
        }
        // Each move keeps the view then top-most in place: when only the settling moved the
        // offset, the view top-most before is where it was.
        let onlySettling = report.moves.allSatisfy {
          if case .settled = $0.0 { true } else { false }
        }
        if let (item, y) = top, onlySettling, !report.settled.isEmpty,
          let k = s.items.firstIndex(of: item)
        {
          kept += 1
          #expect(abs(s.tops().tops[k] - s.offset - y) < 1e-6, "\(context)")
        }
        LazyStackTests.checkLaidOut(s, context)
      }
    }
    #expect(settledViews > 0 && kept > 0)
  }
}
