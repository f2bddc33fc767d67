import ListDiff

/// Why the offset of a lazy stack moved in a layout pass.
public enum LazyStackMove: Equatable, Sendable {
  /// Views were placed and the estimates changed: the top-most visible view (this index) kept
  /// its place.
  case estimates(index: Int)
  /// The data changed: the view at this index (the one that was at the top) kept its place.
  case dataByIndex(index: Int)
  /// The data changed: the view `scrollPosition(id:)` holds, now at this index, kept its place.
  case dataByIdentity(index: Int)
  /// The content's size changed while it was scrolled to the bottom, with
  /// `defaultScrollAnchor(.bottom)`: the bottom edge stayed at the bottom.
  case bottom
  /// The offset was outside the content's range, and was brought back.
  case clamped
  /// Views on screen changed their heights after they appeared: the top-most visible view
  /// (this index) kept its place.
  case settled(index: Int)
}

/// What one layout pass of a lazy stack did, for the trace.
public struct LazyStackLayout: Equatable, Sendable {
  /// How many views it placed.
  public var placed = 0
  /// Each move of the offset, with where it went from and to.
  public var moves: [(LazyStackMove, from: Double, to: Double)] = []
  /// The views, by index, that changed their heights after they appeared.
  public var settled: [Int] = []

  /// A pass that placed nothing and moved nothing.
  @inlinable public init() {}

  /// Whether two passes placed as many views and moved the offset alike.
  @inlinable public static func == (a: Self, b: Self) -> Bool {
    a.placed == b.placed && a.settled == b.settled && a.moves.map(\.0) == b.moves.map(\.0)
      && a.moves.map(\.from) == b.moves.map(\.from) && a.moves.map(\.to) == b.moves.map(\.to)
  }
}

extension LazyStack {
  /// The data becomes `items`: a state change, laid out at the next pass.
  ///
  /// A view whose identity leaves the data forgets its height. A view on screen whose item
  /// changed is measured again when it is placed; one off screen keeps the height it had (Apple:
  /// "They only perform a minimal check for changes in the visible views").
  ///
  /// - Complexity: O(n + m) for n old and m new items.
  @inlinable public mutating func setItems(_ items: [Item]) {
    var shownBefore: [Item: Item] = [:]
    for i in lastShown where _items.indices.contains(i) {
      shownBefore[_items[i].identity] = _items[i]
    }
    var kept: [Item: Double] = [:]
    for item in items {
      let id = item.identity
      guard let h = placed[id], kept[id] == nil else { continue }
      if let old = shownBefore[id], old != item { continue }  // changed on screen: measured anew
      kept[id] = h
    }
    placed = kept
    placedSum = kept.values.reduce(0, +)
    if items != _items { generation += 1 }
    _items = items
    work += items.count
    pendingDataChange = true
  }

  /// The offset set by a scroll (clamped at the next pass).
  ///
  /// - Complexity: O(1).
  @inlinable public mutating func scroll(to y: Double) {
    let to = y.isFinite ? y : 0
    scrollDirection = to - _offset
    _offset = to
    wantsBottom = false
  }

  /// A scroll to the bottom: the next pass ends with the content's end at the viewport's
  /// bottom, however the views it places correct the estimates.
  ///
  /// - Complexity: O(1).
  @inlinable public mutating func scrollToBottom() {
    scrollDirection = 1
    wantsBottom = true
  }

  /// Places the view at `i` if it is not: its height measured.
  @inlinable mutating func place(_ i: Int) -> Bool {
    let id = _items[i].identity
    guard placed[id] == nil else { return false }
    let h = measured(_items[i])
    placed[id] = h
    placedSum += h
    work += 1
    return true
  }

  /// Places every view the viewport shows at the current offset; how many it placed.
  @inlinable mutating func placeShown() -> Int {
    let (ys, _) = tops()
    work += _items.count
    var count = 0
    for i in visible(in: ys, heights: heights()) where place(i) { count += 1 }
    return count
  }

  /// Lays the stack out: after a data change, what was at the top keeps its place; then the
  /// views on screen are placed, the top-most visible one keeping its place as the estimates
  /// change, and the offset is kept inside the content.
  ///
  /// Each pass places the views that fill the viewport from the top-most visible one down (and
  /// up, when there is room above it), then moves the offset so that view keeps its place, and
  /// clamps; a pass that placed nothing and moved nothing ends the layout.
  ///
  /// - Complexity: O(n · p) for n views and p passes (usually one or two: a pass after a clamp
  ///   that shows views not yet placed).
  @inlinable public mutating func layout() -> LazyStackLayout {
    var report = LazyStackLayout()
    // A data change's anchor is reported even when the offset stays: it says what kept its place.
    func move(_ why: LazyStackMove, to y: Double) {
      switch why {
      case .dataByIndex, .dataByIdentity: break
      case .estimates, .bottom, .clamped, .settled: guard y != _offset else { return }
      }
      report.moves.append((why, from: _offset, to: y))
      _offset = y
    }
    if !_hasAppeared {
      _hasAppeared = true
      // `defaultScrollAnchor(.bottom)`: the first pass starts at the bottom.
      if anchoredAtBottom { wantsBottom = true }
    } else if pendingDataChange {
      let (ys, _) = tops()
      work += _items.count
      if anchoredAtBottom, atBottom {
        wantsBottom = true
      } else if let top, !_items.isEmpty, anchor == .identity, let id = top.identity,
        let k = _items.firstIndex(where: { $0.identity == id })
      {
        move(.dataByIdentity(index: k), to: ys[k] - top.screenY)
      } else if let top, !_items.isEmpty {
        let k = min(top.index, _items.count - 1)
        move(.dataByIndex(index: k), to: ys[k] - top.screenY)
      }
    }
    pendingDataChange = false
    // Each pass but the last places a view or moves the offset; a clamp can only follow a pass
    // that moved it past an end, and the next fills what it shows.
    for _ in 0...(_items.count + 2) {
      let start = _offset
      var placedNow = 0
      if wantsBottom {
        // From the last view up, until the viewport is filled.
        var filled = 0.0
        var i = _items.count - 1
        while i >= 0, filled < viewport {
          if place(i) { placedNow += 1 }
          filled += placed[_items[i].identity] ?? 0
          i -= 1
        }
        move(.bottom, to: maxOffset(contentHeight))
        // What the sums left out by rounding: any view the viewport shows is placed too.
        let missed = placeShown()
        if missed > 0 {
          placedNow += missed
          move(.bottom, to: maxOffset(contentHeight))
        }
      } else {
        let (ys, _) = tops()
        work += _items.count
        // With nothing on screen at the offset (views placed at no height, and the others
        // estimated at none), the first view at or below the offset is filled down from.
        if let k = visible(in: ys, heights: heights()).first
          ?? ys.firstIndex(where: { $0 >= _offset })
        {
          let screenY = ys[k] - _offset
          // Down from the anchor, then up from it while there is room above.
          var y = screenY
          var i = k
          while i < _items.count, y < viewport {
            if place(i) { placedNow += 1 }
            y += placed[_items[i].identity] ?? 0
            i += 1
          }
          var above = screenY
          var j = k - 1
          while j >= 0, above > 0 {
            if place(j) { placedNow += 1 }
            above -= placed[_items[j].identity] ?? 0
            j -= 1
          }
          if placedNow > 0 { move(.estimates(index: k), to: tops().tops[k] - screenY) }
          // What the sums left out by rounding: any view the viewport shows is placed too.
          let missed = placeShown()
          if missed > 0 {
            placedNow += missed
            move(.estimates(index: k), to: tops().tops[k] - screenY)
          }
        }
      }
      report.placed += placedNow
      let inside = min(max(0, _offset), maxOffset(contentHeight))
      if inside != _offset { move(.clamped, to: inside) }
      if placedNow == 0, _offset == start { break }
    }
    laidOutAtBottom = wantsBottom
    wantsBottom = false
    let (ys, content) = tops()
    let shown = visible(in: ys, heights: heights())
    lastShown = shown
    if let first = shown.first {
      top = (first, _items[first].identity, ys[first] - _offset)
    } else {
      top = nil
    }
    atBottom = _offset >= maxOffset(content) - 0.5
    checkInvariants()
    return report
  }

  /// The work done since the last call (views placed and positions computed), for the run's
  /// step count.
  @inlinable public mutating func takeWork() -> Int {
    defer { work = 0 }
    return work
  }

  /// Checks that every view on screen is placed and the offset lies inside the content, after a
  /// layout pass (debug builds).
  @inlinable func checkInvariants() {
    #if LISTSCRIPT_CHECKS
      guard _items.count <= 10_000 else { return }
      let (ys, content) = tops()
      precondition(_offset >= 0 && _offset <= maxOffset(content), "LazyStack: offset outside")
      for i in visible(in: ys, heights: heights()) {
        precondition(placed[_items[i].identity] != nil, "LazyStack: a view on screen not placed")
      }
    #endif
  }
}
