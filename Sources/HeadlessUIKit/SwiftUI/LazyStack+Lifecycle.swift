import ListDiff

/// One view of a lazy stack in memory: made (its body evaluated), on screen or not.
public struct LazyViewLife: Equatable, Sendable {
  /// Whether the view is on screen (its `onAppear` ran, and it has not left).
  public var onScreen = false
  /// Whether its body ran in prefetching and it has not been on screen since it was made.
  public var prefetchedOnly = false
  /// The updates since it left the screen (or since it was prefetched).
  public var updatesOff = 0

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
  /// How many views in memory left with their identities when the data changed.
  public var leftTheData = 0

  /// An update that changed nothing.
  @inlinable public init() {}

  /// Whether the update changed nothing.
  @inlinable public var isEmpty: Bool {
    appeared.isEmpty && prefetched == nil && freed.isEmpty && leftTheData == 0
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
/// `keptUpdates` updates after it leaves the screen (or after it was prefetched, unseen); a
/// prefetched view does not count in the estimates until it is placed on screen.
public struct LazyLifecycle<Item: TableItem>: Sendable {
  /// The views in memory, by identity.
  public var alive: [Item: LazyViewLife] = [:]
  /// How many times each identity's view was made (its state starting afresh each time).
  public var made: [Item: Int] = [:]
  /// How many times each identity's `onAppear` ran.
  public var appearances: [Item: Int] = [:]
  @usableFromInline var lastOffset: Double?
  @usableFromInline var lastShown: [Item] = []
  @usableFromInline var lastItems: [Item] = []

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
      life.lastOffset != _offset || life.lastShown != shown || life.lastItems != _items
    else { return report }
    life.lastOffset = _offset
    life.lastShown = shown
    life.lastItems = _items
    var index: [Item: Int] = [:]
    for (k, item) in _items.enumerated() where index[item.identity] == nil {
      index[item.identity] = k
    }
    let onScreen = Set(shown)
    // Views whose identity left the data are gone with it, their state too.
    for id in life.alive.keys where index[id] == nil {
      life.alive[id] = nil
      report.leftTheData += 1
    }
    for (k, id) in zip(shownRange, shown) {
      let view = life.alive[id] ?? LazyViewLife()
      if life.alive[id] == nil { life.made[id, default: 0] += 1 }
      if !view.onScreen {
        life.appearances[id, default: 0] += 1
        report.appeared.append(k)
        if view.prefetchedOnly { report.appearedPrefetched.append(k) }
      }
      life.alive[id] = LazyViewLife(onScreen: true)
    }
    for (id, var view) in life.alive where !onScreen.contains(id) {
      if view.onScreen {
        view.onScreen = false
        view.updatesOff = 0
      } else {
        view.updatesOff += 1
      }
      if view.updatesOff >= Self.keptUpdates {
        life.alive[id] = nil
        if let k = index[id] {
          report.freed.append(k)
          if view.prefetchedOnly { report.freedUnseen.append(k) }
        }
      } else {
        life.alive[id] = view
      }
    }
    report.freed.sort()
    report.freedUnseen.sort()
    // Prefetching, after a scroll: the next view past the visible ones in its direction.
    let next =
      direction > 0 ? shownRange.upperBound : direction < 0 ? shownRange.lowerBound - 1 : -1
    if !shownRange.isEmpty, _items.indices.contains(next), life.alive[_items[next].identity] == nil
    {
      let id = _items[next].identity
      life.made[id, default: 0] += 1
      life.alive[id] = LazyViewLife(prefetchedOnly: true)
      report.prefetched = next
    }
    checkLifecycle(onScreen: onScreen, index: index)
    return report
  }

  /// Checks that the views on screen are alive and marked so, and that every other view in
  /// memory is in the data, off screen for fewer than `keptUpdates` updates (debug builds).
  @inlinable func checkLifecycle(onScreen: Set<Item>, index: [Item: Int]) {
    #if LISTSCRIPT_CHECKS
      for id in onScreen {
        precondition(life.alive[id]?.onScreen == true, "LazyStack: a view on screen not alive")
      }
      for (id, view) in life.alive {
        precondition(index[id] != nil, "LazyStack: a view alive out of the data")
        precondition(
          view.onScreen == onScreen.contains(id) && view.updatesOff < Self.keptUpdates,
          "LazyStack: a view kept past its updates")
      }
    #endif
  }
}
