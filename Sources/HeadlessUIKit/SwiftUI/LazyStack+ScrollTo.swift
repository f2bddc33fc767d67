import ListDiff

/// Where `scrollTo(_:anchor:)` aligns the view it scrolls to, when an anchor is given.
public enum LazyScrollAnchor: String, CaseIterable, Sendable {
  /// The view's top at the viewport's top.
  case top
  /// The view's center at the viewport's center.
  case center
  /// The view's bottom at the viewport's bottom.
  case bottom
}

/// One step of a `scrollTo(_:anchor:)`, in order.
public enum LazyScrollStep: Sendable {
  /// A frame's layout pass, with the offset the frame set from the corrected estimate (`nil`
  /// for the first frame, whose offset is `LazyScrollTo.estimated`).
  case frame(LazyStackLayout, correctedTo: Double?)
  /// The update after a frame: views it placed took the heights they settle at.
  case settled(LazyStackLayout)
}

/// What a `scrollTo(_:anchor:)` of a lazy stack did: where the estimate put the offset, the
/// layout passes that followed, and where the view stands after them.
public struct LazyScrollTo: Sendable {
  /// The view scrolled to, by index.
  public var index: Int
  /// How the view is aligned: the anchor given, or, with none, the edge the view was beyond
  /// (`nil` when it was wholly visible, and nothing scrolled).
  public var side: LazyScrollAnchor?
  /// Whether the view was placed when the scroll began (its height known, not estimated).
  public var wasPlaced = false
  /// Whether the view and every view above it were placed when the scroll began (its place
  /// known, not estimated).
  public var placeKnown = false
  /// The offset the first estimate of the view's place chose (clamped to the content).
  public var estimated = 0.0
  /// The view's top on screen as the offset was set: where the scroll meant to put it, from the
  /// estimate.
  public var intended = 0.0
  /// The view's height as the offset was set: its own if it was placed, else the estimate.
  public var intendedHeight = 0.0
  /// The frames and the updates between them, in order.
  ///
  /// One frame without animation; for an animated scroll, one per frame that corrected the
  /// estimate. The views that change their
  /// heights after they appear take them in the update after the frame that placed them.
  public var steps: [LazyScrollStep] = []
  /// The view's top on screen after the scroll.
  public var landed = 0.0
  /// Where the anchor puts the view's top on screen, at the content's final heights (as near
  /// as the content's ends allow).
  public var wanted = 0.0

  /// The frames' layout passes.
  public var passes: [LazyStackLayout] {
    steps.compactMap { if case .frame(let pass, _) = $0 { pass } else { nil } }
  }

  /// The offsets each animated frame after the first moved to.
  public var corrections: [Double] {
    steps.compactMap { if case .frame(_, let y) = $0 { y } else { nil } }
  }

  /// What the settling did, over all of the scroll's updates.
  public var settle: LazyStackLayout {
    var total = LazyStackLayout()
    for case .settled(let pass) in steps {
      total.placed += pass.placed
      total.settled += pass.settled
      total.moves += pass.moves
    }
    return total
  }
}

extension LazyStack {
  /// The most frames an animated `scrollTo` corrects its estimate in (our choice).
  public static var scrollToFrames: Int { 30 }

  /// Scrolls to the view at `index` as `scrollTo(_:anchor:)` does, from its estimated place.
  ///
  /// `scrollTo(_:anchor:)` is a `ScrollViewReader`'s proxy's, or a `ScrollPosition`'s. The offset
  /// is set from the view's *estimated* place (Apple: "Scrolling to an off-screen view requires
  /// the lazy stack to estimate its position"), then the stack is laid out, the top-most visible
  /// view keeping its place as placing corrects the estimates. Without animation that is all
  /// (our inference from the two rules): a view aligned by its bottom or center lands off by what
  /// the views placed above it measured more or less than their estimate. Animated, "the lazy
  /// stack updates this estimated position on every frame": each frame sets the offset from the
  /// estimate as it now is, until it no longer moves (the offsets the animation passes through on
  /// its way are not modelled: our choice). The views that change their heights after they
  /// appear take them (`settle()`) in the update after the layout that placed them: between the
  /// frames, and after the last, where they may push the view from where the scroll put it.
  ///
  /// With no anchor, the view is scrolled the least that shows it wholly: aligned by the edge it
  /// was beyond, and not at all when it was wholly visible.
  ///
  /// - Precondition: `index` is a view's index.
  /// - Complexity: O(n · f) for n views and f frames (one without animation, at most
  ///   `scrollToFrames` with it).
  public mutating func scrollTo(
    _ index: Int, anchor: LazyScrollAnchor?, animated: Bool
  ) -> LazyScrollTo {
    precondition(_items.indices.contains(index), "LazyStack.scrollTo: no view at \(index)")
    var result = LazyScrollTo(index: index)
    result.wasPlaced = isPlaced(index)
    result.placeKnown = (0...index).allSatisfy(isPlaced)
    work += index + 1
    result.side = anchor ?? minimalSide(index)
    guard let side = result.side else {
      let (ys, _) = tops()
      result.landed = ys[index] - _offset
      result.wanted = result.landed
      result.estimated = _offset
      return result
    }
    wantsBottom = false
    _offset = wantedOffset(index, side)
    result.estimated = _offset
    let (before, _) = tops()
    result.intended = before[index] - _offset
    result.intendedHeight = placed[_items[index].identity] ?? estimate
    result.steps.append(.frame(layout(), correctedTo: nil))
    func settleStep() {
      let pass = settle()
      if !pass.settled.isEmpty { result.steps.append(.settled(pass)) }
    }
    if animated {
      for _ in 1..<Self.scrollToFrames {
        // Each frame is an update: the views the frame before placed settle first.
        settleStep()
        let next = wantedOffset(index, side)
        guard abs(next - _offset) >= 0.5 else { break }
        _offset = next
        result.steps.append(.frame(layout(), correctedTo: next))
      }
    }
    settleStep()
    let (ys, _) = tops()
    result.landed = ys[index] - _offset
    result.wanted = ys[index] - wantedOffset(index, side)
    return result
  }

  /// The offset that aligns the view at `index` by `side`, at the current heights (placed, or
  /// estimated), kept inside the content.
  ///
  /// - Complexity: O(n) for n views.
  @inlinable mutating func wantedOffset(_ index: Int, _ side: LazyScrollAnchor) -> Double {
    let (ys, content) = tops()
    work += _items.count
    let h = placed[_items[index].identity] ?? estimate
    let y: Double
    switch side {
    case .top: y = ys[index]
    case .center: y = ys[index] + h / 2 - viewport / 2
    case .bottom: y = ys[index] + h - viewport
    }
    return min(max(0, y), maxOffset(content))
  }

  /// The edge a scroll with no anchor aligns the view by, if any.
  ///
  /// The top when the view begins above the viewport, the bottom when it ends below it, none
  /// when it is wholly visible. A view taller than the viewport is aligned by its top (our
  /// choice).
  ///
  /// - Complexity: O(n) for n views.
  @inlinable mutating func minimalSide(_ index: Int) -> LazyScrollAnchor? {
    let (ys, _) = tops()
    work += _items.count
    let h = placed[_items[index].identity] ?? estimate
    if ys[index] < _offset || h > viewport { return .top }
    if ys[index] + h > _offset + viewport { return .bottom }
    return nil
  }
}
