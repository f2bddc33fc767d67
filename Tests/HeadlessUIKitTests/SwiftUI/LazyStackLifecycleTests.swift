import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// A lazy stack's views in memory (WWDC26 session 321): `onAppear` when a view comes on screen,
/// one view prefetched in a scroll's direction, views kept a few updates off screen and then
/// freed with their state, and a prefetched view that never appears freed unseen.
@Suite struct LazyStackLifecycleTests {
  typealias Stack = LazyStack<Row>

  static func stack(_ n: Int = 40) -> Stack {
    var s = Stack(width: 375, viewport: 300, rowHeight: 44)
    s.setItems((0..<n).map { Row($0, height: 44) })
    return s
  }

  /// One update: the layout, then the end of the update.
  static func update(_ s: inout Stack) -> LazyLifecycleReport {
    _ = s.layout()
    return s.endUpdate()
  }

  @Test func theFirstViewsAppearAndAScrollPrefetchesTheNext() {
    var s = Self.stack()
    let first = Self.update(&s)
    #expect(first.appeared == Array(0...6))
    #expect(first.prefetched == nil, "no scroll, no prefetch")
    s.scroll(to: 100)
    let down = Self.update(&s)
    #expect(down.appeared == [7, 8, 9])
    #expect(down.prefetched == 10)
    #expect(s.lifecycle.alive[Row(10).identity] == LazyViewLife(prefetchedOnly: true))
    #expect(s.lifecycle.appearances[Row(10).identity] == nil)
    s.scroll(to: 150)
    let on = Self.update(&s)
    #expect(on.appeared == [10])
    #expect(on.appearedPrefetched == [10])
    #expect(s.lifecycle.made[Row(10).identity] == 1, "made once: prefetched, then shown")
  }

  /// A prefetched view the scroll turns away from is freed without appearing.
  ///
  /// Apple: "If the scroll direction is reversed, it's even possible that the view's body is
  /// called as part of prefetching, and onAppear is never called."
  @Test func aReversedScrollLeavesAPrefetchedViewUnseen() {
    var s = Self.stack()
    _ = Self.update(&s)
    s.scroll(to: 100)
    #expect(Self.update(&s).prefetched == 10)
    var freed: [Int] = []
    for y in [60.0, 20, 0] {
      s.scroll(to: y)
      freed += Self.update(&s).freedUnseen
    }
    #expect(freed == [10])
    #expect(s.lifecycle.appearances[Row(10).identity] == nil)
    #expect(s.lifecycle.alive[Row(10).identity] == nil)
  }

  /// A query's layout changes nothing: no update, nothing freed.
  @Test func aLayoutThatChangesNothingIsNoUpdate() {
    var s = Self.stack()
    _ = Self.update(&s)
    s.scroll(to: 600)
    _ = Self.update(&s)
    let before = s.lifecycle.alive
    for _ in 0..<5 { #expect(Self.update(&s).isEmpty) }
    #expect(s.lifecycle.alive == before)
  }

  /// A scroll that changes nothing is no update, and its direction does not carry over to the
  /// next one: a data change after it prefetches nothing.
  @Test func aScrollThatChangesNothingLeavesNoDirection() {
    var s = Self.stack()
    _ = Self.update(&s)
    s.scrollToBottom()
    _ = Self.update(&s)
    s.scrollToBottom()
    #expect(Self.update(&s).isEmpty)
    s.setItems((0..<41).map { Row($0, height: 44) })
    #expect(Self.update(&s).prefetched == nil)
  }

  /// Views whose identity leaves the data leave memory with it, and the views now at their
  /// indexes appear.
  @Test func aDataChangeReplacesTheViewsOnScreen() {
    var s = Self.stack(20)
    _ = Self.update(&s)
    s.setItems((100..<120).map { Row($0, height: 44) })
    let report = Self.update(&s)
    #expect(report.appeared == Array(0...6))
    #expect(report.freed.isEmpty, "the old identities left the data: no index to name")
    #expect(report.leftTheData == 7)
    #expect(Set(s.lifecycle.alive.keys) == Set((100..<107).map { Row($0).identity }))
  }

  /// The reference: uniform rows, so that the views on screen are arithmetic, and the rules
  /// written again from Apple's sentences and our choices — made when first evaluated; appear
  /// when on screen and not on screen before; off screen for `keptUpdates` updates, freed;
  /// after a scroll, the next view in its direction, when not in memory, prefetched.
  struct Reference {
    let count: Int
    var offset = 0.0
    var alive: [Int: (onScreen: Bool, unseen: Bool, off: Int)] = [:]
    var made: [Int: Int] = [:]
    var appeared: [Int: Int] = [:]
    var lastShown: Range<Int>?
    var lastOffset: Double?

    var maxOffset: Double { max(0, Double(count) * 44 - 300) }

    func shown() -> Range<Int> {
      let first = Int(((offset + 1e-6) / 44).rounded(.down))
      let end = Int(((offset + 300 - 1e-6) / 44).rounded(.up))
      return max(0, first)..<min(count, end)
    }

    /// A scroll to `y` (clamped) and its update: what appeared, what was prefetched, what was
    /// freed (seen, unseen).
    mutating func scroll(to y: Double, first: Bool = false) -> ([Int], Int?, [Int], [Int]) {
      let direction = first ? 0 : y - offset
      offset = min(max(0, y), maxOffset)
      let now = shown()
      guard now != lastShown || offset != lastOffset else { return ([], nil, [], []) }
      lastShown = now
      lastOffset = offset
      var appearedNow: [Int] = []
      for k in now {
        if alive[k] == nil { made[k, default: 0] += 1 }
        if alive[k]?.onScreen != true {
          appeared[k, default: 0] += 1
          appearedNow.append(k)
        }
        alive[k] = (true, false, 0)
      }
      var freed: [Int] = []
      var unseen: [Int] = []
      for (k, v) in alive where !now.contains(k) {
        let off = v.onScreen ? 0 : v.off + 1
        if off >= 2 {
          alive[k] = nil
          freed.append(k)
          if v.unseen { unseen.append(k) }
        } else {
          alive[k] = (false, v.unseen, off)
        }
      }
      let next = direction > 0 ? now.upperBound : direction < 0 ? now.lowerBound - 1 : -1
      var prefetched: Int?
      if !now.isEmpty, next >= 0, next < count, alive[next] == nil {
        made[next, default: 0] += 1
        alive[next] = (false, true, 0)
        prefetched = next
      }
      return (appearedNow, prefetched, freed.sorted(), unseen.sorted())
    }
  }

  static func agree(_ ys: [Double], count: Int) -> Int {
    var s = Self.stack(count)
    var r = Reference(count: count)
    var events = 0
    for (step, y) in ([0.0] + ys).enumerated() {
      if step > 0 { s.scroll(to: y) }
      let got = Self.update(&s)
      let want = r.scroll(to: y, first: step == 0)
      let context = "scrolls \(ys), step \(step)"
      #expect(got.appeared == want.0, "\(context)")
      #expect(got.prefetched == want.1, "\(context)")
      #expect(got.freed == want.2, "\(context)")
      #expect(got.freedUnseen == want.3, "\(context)")
      events += got.freedUnseen.count
    }
    for k in 0..<count {
      #expect(s.lifecycle.made[Row(k).identity] == r.made[k], "made \(k) after \(ys)")
      #expect(s.lifecycle.appearances[Row(k).identity] == r.appeared[k], "appeared \(k), \(ys)")
    }
    return events
  }

  /// Every sequence of four scrolls of six agrees with the reference, on 40 rows.
  @Test func everySequenceOfFourScrollsAgrees() {
    let moves: [Double] = [0, 30, 100, 250, 600, 2000]
    var unseen = 0
    for a in moves {
      for b in moves {
        for c in moves {
          for d in moves { unseen += Self.agree([a, b, c, d], count: 40) }
        }
      }
    }
    #expect(unseen > 0, "some prefetched view is freed unseen")
  }

  @Test func seededRandomScrollsAgree() {
    let seeds = TestRandom.seeds(chunk: 0, of: 1, count: 200, suite: "LazyStackLifecycleTests")
    for seed in seeds {
      var rng = SeededRandom(seed: UInt64(seed))
      let count = Int(rng.next() % 60)
      let ys = (0..<12).map { _ in Double(rng.next() % 3000) }
      _ = Self.agree(ys, count: count)
    }
  }
}
