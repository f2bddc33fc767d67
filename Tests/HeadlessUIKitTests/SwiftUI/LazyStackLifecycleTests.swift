import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// A lazy stack's views in memory (WWDC26 session 321): `onAppear` when a view comes on screen,
/// one view prefetched in a scroll's direction, views kept a few updates off screen and then
/// freed with their state, and a prefetched view that never appears freed unseen.
@Suite struct LazyStackLifecycleTests {
  typealias Stack = LazyStack<Row>

  static func stack(_ n: Int = 40, disappears: Bool = false) -> Stack {
    var s = Stack(width: 375, viewport: 300, rowHeight: 44, callsOnDisappear: disappears)
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

  /// A prefetched view the scroll still heads for is kept, however many updates the scroll
  /// takes to bring it on screen (our choice), and not prefetched again.
  @Test func aPrefetchedViewIsKeptWhileTheScrollHeadsForIt() {
    var s = Self.stack()
    _ = Self.update(&s)
    s.scroll(to: 100)
    #expect(Self.update(&s).prefetched == 10)
    for y in [105.0, 110, 115, 120] {
      s.scroll(to: y)
      let report = Self.update(&s)
      #expect(report.prefetched == nil && report.freedUnseen.isEmpty, "at \(y): \(report)")
    }
    #expect(s.lifecycle.made[Row(10).identity] == 1)
    s.scroll(to: 150)
    #expect(Self.update(&s).appearedPrefetched == [10])
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

  /// On iOS 26 a view that scrolls off screen runs `onDisappear` and its task is cancelled, to
  /// start again when it comes back; before, neither: its task runs until it is freed.
  ///
  /// Ole Begemann (iOS 16): "`onDisappear` seems not to get called at all"; ole/swiftui-view-
  /// lifecycle#4: "iOS 26 introduced onDisappear for lazy stacks".
  @Test(arguments: [false, true]) func onDisappearAndTheTaskFollowTheProfile(disappears: Bool) {
    var s = Self.stack(disappears: disappears)
    #expect(Self.update(&s).tasksStarted == Array(0...6))
    s.scroll(to: 100)  // views 2 to 9 on screen: 0 and 1 left it
    let off = Self.update(&s)
    #expect(off.disappeared == (disappears ? [0, 1] : []))
    #expect(off.tasksCancelled == (disappears ? [0, 1] : []))
    s.scroll(to: 0)
    let back = Self.update(&s)
    #expect(back.appeared == [0, 1])
    #expect(back.tasksStarted == (disappears ? [0, 1] : []), "a running task is not started again")
    #expect(s.lifecycle.tasks[Row(0).identity] == (disappears ? 2 : 1))
    // Far away: freed after two updates, and a task still running is cancelled then.
    for y in [900.0, 950, 1000] {
      s.scroll(to: y)
      _ = Self.update(&s)
    }
    #expect(s.lifecycle.alive[Row(0).identity] == nil)
    #expect(s.lifecycle.cancellations[Row(0).identity] == (disappears ? 2 : 1))
    #expect(s.lifecycle.disappearances[Row(0).identity] == (disappears ? 2 : nil))
  }

  /// Views on screen whose identities leave the data: their tasks are cancelled on every
  /// profile (Apple: "If the task doesn't finish before SwiftUI removes the view or the view
  /// changes identity, SwiftUI cancels the task"), and on iOS 26 they run `onDisappear`.
  @Test(arguments: [false, true]) func viewsLeavingTheDataCancelTheirTasks(disappears: Bool) {
    var s = Self.stack(20, disappears: disappears)
    _ = Self.update(&s)
    s.setItems((4..<20).map { Row($0, height: 44) })
    let report = Self.update(&s)
    #expect(report.leftTheData == 4)
    #expect(report.disappearedWithTheData == (disappears ? 4 : 0))
    #expect((0..<4).allSatisfy { s.lifecycle.cancellations[Row($0).identity] == 1 })
    #expect(report.tasksStarted == [3, 4, 5, 6], "items 7 to 10 came on screen")
  }

  /// The reference: uniform rows, so that the views on screen are arithmetic, and the rules
  /// written again from Apple's sentences and our choices — made when first evaluated; appear
  /// when on screen and not on screen before; off screen for `keptUpdates` updates, freed;
  /// after a scroll, the next view in its direction, when not in memory, prefetched.
  struct Reference {
    let count: Int
    /// Whether rows resolve to a dynamic number of subviews: every row above the screen is
    /// made and never freed while it stays above.
    var dynamic = false
    var offset = 0.0
    var alive: [Int: (onScreen: Bool, unseen: Bool, off: Int)] = [:]
    /// The rows made above the screen only to count subviews, not on screen since.
    var countedOnly: Set<Int> = []
    var made: [Int: Int] = [:]
    var appeared: [Int: Int] = [:]
    /// Whether a view leaving the screen runs `onDisappear` (iOS 26), which cancels its task.
    var disappears = false
    var disappeared: [Int: Int] = [:]
    /// The rows whose `.task` runs: started when they appear with none running, cancelled when
    /// they disappear (iOS 26) or are freed.
    var running: Set<Int> = []
    var tasks: [Int: Int] = [:]
    var cancelled: [Int: Int] = [:]
    var lastShown: Range<Int>?
    var lastOffset: Double?

    var maxOffset: Double { max(0, Double(count) * 44 - 300) }

    func shown() -> Range<Int> {
      let first = Int(((offset + 1e-6) / 44).rounded(.down))
      let end = Int(((offset + 300 - 1e-6) / 44).rounded(.up))
      return max(0, first)..<min(count, end)
    }

    /// What one update did: appeared, prefetched, freed (seen, unseen), and with dynamic
    /// subviews, the rows above made and those kept past their updates.
    struct Update: Equatable {
      var appeared: [Int] = []
      var prefetched: Int?
      var freed: [Int] = []
      var unseen: [Int] = []
      var built: [Int] = []
      var held: [Int] = []
      var counted: [Int] = []
      var disappeared: [Int] = []
      var cancelled: [Int] = []
    }

    /// A scroll to `y` (clamped) and its update.
    mutating func scroll(to y: Double, first: Bool = false) -> Update {
      let direction = first ? 0 : y - offset
      offset = min(max(0, y), maxOffset)
      let now = shown()
      guard now != lastShown || offset != lastOffset else { return Update() }
      lastShown = now
      lastOffset = offset
      var appearedNow: [Int] = []
      for k in now {
        if alive[k] == nil { made[k, default: 0] += 1 }
        if alive[k]?.onScreen != true {
          appeared[k, default: 0] += 1
          appearedNow.append(k)
          if running.insert(k).inserted { tasks[k, default: 0] += 1 }
        }
        alive[k] = (true, false, 0)
        countedOnly.remove(k)
      }
      // Rows above the screen: made if not in memory, off screen from this update on, kept.
      let above = dynamic && !now.isEmpty ? 0..<now.lowerBound : 0..<0
      var built: [Int] = []
      var held: [Int] = []
      for k in above where alive[k] == nil {
        made[k, default: 0] += 1
        built.append(k)
        countedOnly.insert(k)
      }
      var freed: [Int] = []
      var unseen: [Int] = []
      var counted: [Int] = []
      var gone: [Int] = []
      var stopped: [Int] = []
      for k in above where built.contains(k) { alive[k] = (false, false, 0) }
      let next = direction > 0 ? now.upperBound : direction < 0 ? now.lowerBound - 1 : -1
      for (k, v) in alive where !now.contains(k) && !built.contains(k) {
        if v.onScreen, disappears {
          disappeared[k, default: 0] += 1
          gone.append(k)
          if running.remove(k) != nil {
            cancelled[k, default: 0] += 1
            stopped.append(k)
          }
        }
        // A prefetched view the scroll still heads for is kept, as if just prefetched.
        let off = v.onScreen || (v.unseen && k == next && !now.isEmpty) ? 0 : v.off + 1
        if above.contains(k) {
          if off == 2 { held.append(k) }
          alive[k] = (false, v.unseen, off)
        } else if off >= 2 {
          alive[k] = nil
          freed.append(k)
          if running.remove(k) != nil {
            cancelled[k, default: 0] += 1
            stopped.append(k)
          }
          if v.unseen { unseen.append(k) }
          if countedOnly.remove(k) != nil { counted.append(k) }
        } else {
          alive[k] = (false, v.unseen, off)
        }
      }
      var prefetched: Int?
      if !now.isEmpty, next >= 0, next < count, alive[next] == nil {
        made[next, default: 0] += 1
        alive[next] = (false, true, 0)
        prefetched = next
      }
      return Update(
        appeared: appearedNow, prefetched: prefetched, freed: freed.sorted(),
        unseen: unseen.sorted(), built: built, held: held.sorted(), counted: counted.sorted(),
        disappeared: gone.sorted(), cancelled: stopped.sorted())
    }
  }

  /// Runs the scrolls on the stack and on the reference and compares each update; returns
  /// how many views were freed unseen and how many rows above were kept past their updates.
  @discardableResult
  static func agree(
    _ ys: [Double], count: Int, dynamic: Bool = false, disappears: Bool = false
  ) -> (unseen: Int, held: Int) {
    var s = Self.stack(count, disappears: disappears)
    s.dynamicSubviews = dynamic
    var r = Reference(count: count, dynamic: dynamic, disappears: disappears)
    var events = (unseen: 0, held: 0)
    for (step, y) in ([0.0] + ys).enumerated() {
      if step > 0 { s.scroll(to: y) }
      let report = Self.update(&s)
      let got = Reference.Update(
        appeared: report.appeared, prefetched: report.prefetched, freed: report.freed,
        unseen: report.freedUnseen, built: report.builtAbove, held: report.heldAbove,
        counted: report.freedCounted, disappeared: report.disappeared,
        cancelled: report.tasksCancelled)
      let want = r.scroll(to: y, first: step == 0)
      #expect(got == want, "scrolls \(ys), step \(step), dynamic \(dynamic)")
      events.unseen += got.unseen.count
      events.held += got.held.count
    }
    let made = (0..<count).map { s.lifecycle.made[Row($0).identity] }
    let appeared = (0..<count).map { s.lifecycle.appearances[Row($0).identity] }
    #expect(made == (0..<count).map { r.made[$0] }, "made after \(ys), dynamic \(dynamic)")
    #expect(
      appeared == (0..<count).map { r.appeared[$0] }, "appeared after \(ys), dynamic \(dynamic)")
    let life = s.lifecycle
    for k in 0..<count {
      let id = Row(k).identity
      #expect(life.disappearances[id] == r.disappeared[k], "disappeared \(k) after \(ys)")
      #expect(life.tasks[id] == r.tasks[k], "tasks of \(k) after \(ys)")
      #expect(life.cancellations[id] == r.cancelled[k], "cancelled \(k) after \(ys)")
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
          for d in moves {
            unseen += Self.agree([a, b, c, d], count: 40).unseen
            Self.agree([a, b, c, d], count: 40, disappears: true)
          }
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
      Self.agree(ys, count: count)
      Self.agree(ys, count: count, dynamic: true)
      Self.agree(ys, count: count, dynamic: Bool.random(using: &rng), disappears: true)
    }
  }

  /// With a dynamic number of subviews per row, every sequence of three scrolls agrees with
  /// the reference, and some row above the screen is kept past its updates.
  @Test func everySequenceOfThreeScrollsAgreesWithDynamicSubviews() {
    let moves: [Double] = [0, 30, 100, 250, 600, 2000]
    var held = 0
    for a in moves {
      for b in moves {
        for c in moves { held += Self.agree([a, b, c], count: 40, dynamic: true).held }
      }
    }
    #expect(held > 0, "some row above the screen is kept past its updates")
  }

  /// A scroll far down makes every row above the screen, without `onAppear`, and keeps them
  /// with their state; rows that fall below the screen again are freed as usual.
  ///
  /// Apple (WWDC26 session 321): "a LazyVStack addresses the visible subviews using their
  /// index. It now has to keep earlier StepViews around".
  @Test func dynamicSubviewsKeepTheRowsAboveTheScreen() {
    var s = Self.stack()
    s.dynamicSubviews = true
    _ = Self.update(&s)
    s.scroll(to: 880)  // rows 20 to 26 on screen
    let far = Self.update(&s)
    #expect(far.builtAbove == Array(7..<20), "rows 0 to 6 were made at the first layout")
    #expect(s.lifecycle.appearances[Row(10).identity] == nil)
    var counted = LazyViewLife()
    counted.countedOnly = true
    #expect(s.lifecycle.alive[Row(10).identity] == counted)
    var held: [Int] = []
    for y in [890.0, 900, 910] {
      s.scroll(to: y)
      held += Self.update(&s).heldAbove
    }
    #expect(held == Array(0..<20), "each row above kept when it would be freed: \(held)")
    #expect((0..<20).allSatisfy { s.lifecycle.alive[Row($0).identity] != nil })
    var one = Self.stack()
    _ = Self.update(&one)
    for y in [880.0, 890, 900, 910] {
      one.scroll(to: y)
      _ = Self.update(&one)
    }
    #expect((0..<20).allSatisfy { one.lifecycle.alive[Row($0).identity] == nil })
    s.scroll(to: 0)
    let back = Self.update(&s)
    #expect(back.appeared == Array(0...6), "the kept rows appear again, their state kept")
    #expect(s.lifecycle.made[Row(3).identity] == 1)
    #expect(back.freed.contains(7), "a row that fell below the screen follows the usual rule")
    #expect(back.freedCounted == Array(7..<20), "made to count subviews, never on screen")
  }
}
