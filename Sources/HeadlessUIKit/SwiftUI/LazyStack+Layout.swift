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
}

/// What one layout pass of a lazy stack did, for the trace.
public struct LazyStackLayout: Equatable, Sendable {
  /// How many views it placed.
  public var placed = 0
  /// Each move of the offset, with where it went from and to.
  public var moves: [(LazyStackMove, from: Double, to: Double)] = []

  /// A pass that placed nothing and moved nothing.
  @inlinable public init() {}

  /// Whether two passes placed as many views and moved the offset alike.
  @inlinable public static func == (a: Self, b: Self) -> Bool {
    a.placed == b.placed && a.moves.map(\.0) == b.moves.map(\.0)
      && a.moves.map(\.from) == b.moves.map(\.from) && a.moves.map(\.to) == b.moves.map(\.to)
  }
}

extension LazyStack {
  /// The data becomes `items`: a state change, laid out at the next pass.
  ///
  /// - Complexity: O(n) to copy n items.
  @inlinable public mutating func setItems(_ items: [Item]) {
    _items = items
    pendingDataChange = true
  }

  /// The offset set by a scroll (clamped at the next pass).
  ///
  /// - Complexity: O(1).
  @inlinable public mutating func scroll(to y: Double) {
    _offset = y.isFinite ? y : 0
  }

  /// Lays the stack out: after a data change, what was at the top keeps its place; then the
  /// views on screen are placed, the top-most visible one keeping its place as the estimates
  /// change, and the offset is kept inside the content.
  ///
  /// - Complexity: O(n · p) for n views and p passes (a pass per batch of views placed, each
  ///   placing one view at least).
  @inlinable public mutating func layout() -> LazyStackLayout {
    var report = LazyStackLayout()
    // A data change's anchor is reported even when the offset stays: it says what kept its place.
    func move(_ why: LazyStackMove, to y: Double) {
      switch why {
      case .dataByIndex, .dataByIdentity: break
      case .estimates, .bottom, .clamped: guard y != _offset else { return }
      }
      report.moves.append((why, from: _offset, to: y))
      _offset = y
    }
    if !_hasAppeared {
      _hasAppeared = true
      // `defaultScrollAnchor(.bottom)`: the first pass starts at the bottom.
      if anchoredAtBottom { _offset = maxOffset(contentHeight) }
      atBottom = anchoredAtBottom
    } else if pendingDataChange {
      let (ys, content) = tops()
      work += _items.count
      if anchoredAtBottom, atBottom {
        move(.bottom, to: maxOffset(content))
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
    // Each pass places one view at least, or only clamps (then the next places or ends).
    for _ in 0...(2 * _items.count + 1) {
      var (ys, content) = tops()
      work += _items.count
      let start = _offset
      let wasAtBottom = _offset >= maxOffset(content) - 0.5
      let shown = visible(in: ys, heights: heights())
      let unplaced = shown.filter { placed[_items[$0].identity] == nil }
      if !unplaced.isEmpty {
        let anchorIndex = shown.lowerBound
        let screenY = ys[anchorIndex] - _offset
        for i in unplaced { placed[_items[i].identity] = measured(_items[i]) }
        report.placed += unplaced.count
        (ys, content) = tops()
        if anchoredAtBottom, wasAtBottom {
          move(.bottom, to: maxOffset(content))
        } else {
          move(.estimates(index: anchorIndex), to: ys[anchorIndex] - screenY)
        }
      }
      let inside = min(max(0, _offset), maxOffset(content))
      if inside != _offset { move(.clamped, to: inside) }
      // Nothing placed and nothing moved: what is on screen is placed.
      if unplaced.isEmpty, _offset == start { break }
    }
    let (ys, content) = tops()
    let shown = visible(in: ys, heights: heights())
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
