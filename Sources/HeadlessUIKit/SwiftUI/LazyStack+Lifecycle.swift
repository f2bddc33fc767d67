import ListDiff

/// One view of a lazy stack in memory: made (its body evaluated), on screen or not.
public struct LazyViewLife: Equatable, Sendable {
  /// Whether the view is on screen (its `onAppear` ran, and it has not left).
  public var onScreen = false
  /// Whether its body ran in prefetching and it has not been on screen since it was made.
  public var prefetchedOnly = false
  /// Whether it was made above the screen only to count its subviews (a dynamic number of
  /// subviews per row) and has not been on screen since.
  public var countedOnly = false
  /// The updates since it left the screen (or since it was prefetched).
  public var updatesOff = 0
  /// Whether its `.task` was started and not cancelled: started when it appears, cancelled
  /// when it disappears (where `onDisappear` is called) or leaves memory.
  public var taskRunning = false

  /// A view on screen or not, prefetched or not.
  @inlinable public init(onScreen: Bool = false, prefetchedOnly: Bool = false) {
    self.onScreen = onScreen
    self.prefetchedOnly = prefetchedOnly
  }
}

/// What one update did to the views of a lazy stack in memory, by index in the data.
public struct LazyLifecycleReport: Equatable, Sendable {
  /// The views whose `onAppear` ran.
  public var appeared: [Int] = []
  /// Of `appeared`, the views that were prefetched.
  public var appearedPrefetched: [Int] = []
  /// The view prefetched: its body and layout evaluated before it is on screen.
  public var prefetched: Int?
  /// The views freed, their state with them (identities whose index is gone are not listed).
  public var freed: [Int] = []
  /// Of `freed`, the views whose `onAppear` never ran: prefetched, never shown.
  public var freedUnseen: [Int] = []
  /// Of `freed`, the views made above the screen only to count their subviews, never shown.
  public var freedCounted: [Int] = []
  /// The views that left the screen and ran `onDisappear` (on a profile that calls it).
  public var disappeared: [Int] = []
  /// The views whose `.task` started: those that appeared with none running.
  public var tasksStarted: [Int] = []
  /// The views whose `.task`, if still running, was cancelled: at `onDisappear`, or when the
  /// view left memory (identities that left the data are counted in `leftTheData` only).
  public var tasksCancelled: [Int] = []
  /// Of the views that left the data, those on screen, which ran `onDisappear` (on a profile
  /// that calls it).
  public var disappearedWithTheData = 0
  /// How many views in memory left with their identities when the data changed.
  public var leftTheData = 0
  /// With a dynamic number of subviews per row, the rows above the screen made (their bodies
  /// run) to count the subviews before the views on screen, never having been in memory.
  public var builtAbove: [Int] = []
  /// With a dynamic number of subviews per row, the rows above the screen that would be freed
  /// now, off screen for `keptUpdates` updates, and are kept with their state.
  public var heldAbove: [Int] = []

  /// An update that changed nothing.
  @inlinable public init() {}

  /// Whether the update changed nothing.
  @inlinable public var isEmpty: Bool {
    appeared.isEmpty && prefetched == nil && freed.isEmpty && leftTheData == 0
      && builtAbove.isEmpty && heldAbove.isEmpty && disappeared.isEmpty && tasksCancelled.isEmpty
  }
}

/// A lazy stack's views in memory, by identity, and how often each was made and appeared.
///
/// What is cited (WWDC26 session 321): "When you scroll in a specific direction, and the
/// visible part of the lazy stack reaches the end of the placed content, the lazy stack already
/// prefetches views before adding them on screen"; it "may be able to evaluate the body and
/// layout of a view about to appear on screen, before it appears"; "When the view appears,
/// onAppear is called"; "If the scroll direction is reversed, it's even possible that the view's
/// body is called as part of prefetching, and onAppear is never called"; views scrolled out of
/// screen "aren't removed from memory immediately. Lazy stacks keep these around for a number
/// of updates … When views finally are deleted from memory, state variables are deleted
/// alongside." What is ours: one view is prefetched, the next in the scroll's direction that
/// is not in memory, when the offset moved in an update (there is always time for it); an
/// update is a layout that changed the offset, the views on screen or the data; a view is kept
/// `keptUpdates` updates after it leaves the screen (or after it was prefetched, unseen, and
/// is no longer the next view a scroll heads for); a prefetched view does not count in the
/// estimates until it is placed on screen.
public struct LazyLifecycle<Item: TableItem>: Sendable {
  /// The views in memory, by identity.
  public var alive: [Item: LazyViewLife] = [:]
  /// How many times each identity's view was made (its state starting afresh each time).
  public var made: [Item: Int] = [:]
  /// How many times each identity's `onAppear` ran.
  public var appearances: [Item: Int] = [:]
  /// How many times each identity's `onDisappear` ran.
  public var disappearances: [Item: Int] = [:]
  /// How many times each identity's `.task` started.
  public var tasks: [Item: Int] = [:]
  /// How many times each identity's `.task` was cancelled (if still running).
  public var cancellations: [Item: Int] = [:]
  @usableFromInline var lastOffset: Double?
  @usableFromInline var lastShown: [Item] = []
  /// The stack's `generation` at the last update.
  @usableFromInline var lastData = 0

  /// No view made yet.
  @inlinable public init() {}
}

extension LazyStack {
  /// How many updates a view stays in memory after it leaves the screen (our choice: Apple says
  /// "a number of updates").
  public static var keptUpdates: Int { 2 }

  /// The views in memory and what each update did to them.
  @inlinable public var lifecycle: LazyLifecycle<Item> { life }

  /// Ends an update: views appear, are freed, and one is prefetched.
  ///
  /// The views now on screen appear, those that left count an update off screen and are freed
  /// after `keptUpdates`, and after a scroll the next view in its direction that is not in
  /// memory is prefetched. A layout that changed neither the offset,
  /// nor the views on screen, nor the data is no update, and changes nothing.
  ///
  /// - Complexity: O(n) for n views.
  @inlinable public mutating func endUpdate() -> LazyLifecycleReport {
    var report = LazyLifecycleReport()
    let shownRange = visible
    let shown = shownRange.map { _items[$0].identity }
    work += _items.count
    // A scroll's direction counts for the update that follows it, or for none.
    let direction = scrollDirection
    scrollDirection = 0
    guard
      life.lastOffset != _offset || life.lastShown != shown || life.lastData != generation
    else { return report }
    life.lastOffset = _offset
    life.lastShown = shown
    life.lastData = generation
    var index: [Item: Int] = [:]
    for (k, item) in _items.enumerated() where index[item.identity] == nil {
      index[item.identity] = k
    }
    let onScreen = Set(shown)
    // Views whose identity left the data are gone with it, their state too; their tasks are
    // cancelled, and those on screen disappear where the profile calls `onDisappear`.
    for (id, view) in life.alive where index[id] == nil {
      life.alive[id] = nil
      report.leftTheData += 1
      if view.taskRunning { life.cancellations[id, default: 0] += 1 }
      if view.onScreen, callsOnDisappear {
        life.disappearances[id, default: 0] += 1
        report.disappearedWithTheData += 1
      }
    }
    for (k, id) in zip(shownRange, shown) {
      let view = life.alive[id] ?? LazyViewLife()
      if life.alive[id] == nil { life.made[id, default: 0] += 1 }
      if !view.onScreen {
        life.appearances[id, default: 0] += 1
        report.appeared.append(k)
        if view.prefetchedOnly { report.appearedPrefetched.append(k) }
        if !view.taskRunning {
          life.tasks[id, default: 0] += 1
          report.tasksStarted.append(k)
        }
      }
      var shownView = LazyViewLife(onScreen: true)
      shownView.taskRunning = true
      life.alive[id] = shownView
    }
    // With a dynamic number of subviews per row, the rows above the top-most visible view.
    let above = rowsAbove(shownRange, onScreen: onScreen, &report)
    // After a scroll, the next view past the visible ones in its direction.
    let next =
      shownRange.isEmpty
      ? -1 : direction > 0 ? shownRange.upperBound : direction < 0 ? shownRange.lowerBound - 1 : -1
    for (id, var view) in life.alive where !onScreen.contains(id) {
      if view.onScreen {
        view.onScreen = false
        view.updatesOff = 0
        if callsOnDisappear, let k = index[id] {
          life.disappearances[id, default: 0] += 1
          report.disappeared.append(k)
          if view.taskRunning {
            view.taskRunning = false
            life.cancellations[id, default: 0] += 1
            report.tasksCancelled.append(k)
          }
        }
      } else if view.prefetchedOnly, index[id] == next {
        // Prefetched and still next in the scroll's direction: kept for it (our choice).
        view.updatesOff = 0
      } else {
        view.updatesOff += 1
      }
      if let k = index[id], k < above {
        if view.updatesOff == Self.keptUpdates { report.heldAbove.append(k) }
        life.alive[id] = view
      } else if view.updatesOff >= Self.keptUpdates {
        life.alive[id] = nil
        if let k = index[id] {
          report.freed.append(k)
          if view.taskRunning {
            life.cancellations[id, default: 0] += 1
            report.tasksCancelled.append(k)
          }
          if view.prefetchedOnly { report.freedUnseen.append(k) }
          if view.countedOnly { report.freedCounted.append(k) }
        }
      } else {
        life.alive[id] = view
      }
    }
    report.freed.sort()
    report.freedUnseen.sort()
    report.freedCounted.sort()
    report.heldAbove.sort()
    report.disappeared.sort()
    report.tasksCancelled.sort()
    // Prefetching, after a scroll: the next view, when it is not in memory.
    if _items.indices.contains(next), life.alive[_items[next].identity] == nil {
      let id = _items[next].identity
      life.made[id, default: 0] += 1
      life.alive[id] = LazyViewLife(prefetchedOnly: true)
      report.prefetched = next
    }
    checkLifecycle(onScreen: onScreen, index: index, above: above)
    return report
  }

  /// With a dynamic number of subviews per row, the rows above the screen: each made now if
  /// it is not in memory (reported in `builtAbove`), all kept; returns the index of the
  /// top-most visible view, below which no row is kept so (0 when each row resolves to one
  /// subview, or nothing is on screen).
  ///
  /// What is cited (WWDC26 session 321): "a LazyVStack addresses the visible subviews using
  /// their index. It now has to keep earlier StepViews around, just in case the detailLevel
  /// environment value changes, because that would affect the indices"; with the data
  /// filtered instead, "It doesn't have to construct views to compute view counts or indices".
  /// What is ours (our inference from those): every row above the top-most visible view is
  /// made and kept, whatever its distance; rows below the screen follow the usual rule.
  ///
  /// - Complexity: O(k) for k rows above the screen.
  @inlinable mutating func rowsAbove(
    _ shown: Range<Int>, onScreen: Set<Item>, _ report: inout LazyLifecycleReport
  ) -> Int {
    guard dynamicSubviews, let first = shown.first else { return 0 }
    work += first
    for k in 0..<first {
      let id = _items[k].identity
      guard !onScreen.contains(id), life.alive[id] == nil else { continue }
      life.made[id, default: 0] += 1
      // Made off screen, as a prefetched view is: the update's count below brings it to 0.
      var view = LazyViewLife()
      view.countedOnly = true
      view.updatesOff = -1
      life.alive[id] = view
      report.builtAbove.append(k)
    }
    return first
  }

  /// Checks that the views on screen are alive and marked so, and that every other view in
  /// memory is in the data, above the screen with a dynamic number of subviews per row, or off
  /// screen for fewer than `keptUpdates` updates (debug builds).
  @inlinable func checkLifecycle(onScreen: Set<Item>, index: [Item: Int], above: Int) {
    #if LISTSCRIPT_CHECKS
      for id in onScreen {
        precondition(life.alive[id]?.onScreen == true, "LazyStack: a view on screen not alive")
        precondition(life.alive[id]?.taskRunning == true, "LazyStack: a view on screen, no task")
      }
      for (id, view) in life.alive {
        precondition(index[id] != nil, "LazyStack: a view alive out of the data")
        precondition(
          view.onScreen == onScreen.contains(id)
            && (view.updatesOff < Self.keptUpdates || index[id].map { $0 < above } == true),
          "LazyStack: a view kept past its updates")
        precondition(
          view.onScreen || !view.taskRunning || !callsOnDisappear,
          "LazyStack: a task running after onDisappear")
      }
      if dynamicSubviews, let first = visible.first {
        for k in 0..<first {
          precondition(
            life.alive[_items[k].identity] != nil, "LazyStack: a row above the screen not kept")
        }
      }
    #endif
  }
}
