import ListDiff

/// SwiftUI's `LazyVStack` in a `ScrollView`, as Apple describes it (WWDC26 session 321, "Dive
/// into lazy stacks and scrolling with SwiftUI"): views are placed as they come on screen, and
/// what is not placed is estimated.
///
/// - **Estimates** (cited): "the height of the subviews that are off-screen are estimated. This
///   estimated height is based on the average size of views that have been placed before, and
///   the estimated number of remaining subviews." Before any view is placed, a view counts the
///   stack's row height (our choice). A placed view keeps its height while its identity stays
///   in the data (our choice).
/// - **Anchoring** (cited): when placing views corrects the estimates, "the lazy stack will keep
///   … the topmost visible view, anchored" and updates the content offset "with the same
///   amount".
/// - **Addressing** (cited: "a LazyVStack addresses the visible subviews using their index"):
///   when the data changes, the view at the top-most visible *index* keeps its place on screen
///   (our inference), so rows inserted above shift what is shown: the scroll jump of chat apps
///   that load older messages (justinmoon/pika#360: "the scroll offset stays relative to the
///   top and everything visually shifts").
/// - **`scrollPosition(id:)`**: "SwiftUI will attempt to keep the view with the identity
///   specified in the provided binding visible"; the binding holds the top-most view, and the
///   model keeps that view in place across a data change (our choice).
/// - **`defaultScrollAnchor(.bottom)`**: the stack starts at its bottom ("Provide a value of
///   bottom to have the scroll view start at the bottom of its content"), and, scrolled to the
///   bottom, keeps its bottom edge there when the content's size changes (the documentation of
///   `ScrollContentOffsetAdjustmentBehavior.automatic`); scrolled away, it behaves as `.top`
///   (a 2024 measurement on Xcode 16; our choice).
public struct LazyStack<Item: TableItem>: Sendable {
  /// What keeps its place when the data changes.
  public enum Anchor: Sendable, Equatable {
    /// The view at the top-most visible index (the stack's own addressing).
    case index
    /// The view whose identity `scrollPosition(id:)` holds.
    case identity
  }

  /// Whether a view that leaves the screen runs `onDisappear`, as on iOS 26 and not before
  /// (see `Platform.lazyStackCallsOnDisappear`): fixed when the stack is made.
  public let callsOnDisappear: Bool
  /// The viewport's width.
  public let width: Double
  /// The viewport's height.
  public let viewport: Double
  /// A view's height when its item has none of its own.
  public let rowHeight: Double
  /// What keeps its place when the data changes.
  public var anchor = Anchor.index
  /// Whether `defaultScrollAnchor(.bottom)` is set.
  public var anchoredAtBottom = false
  /// Whether a row's view resolves to a dynamic number of subviews.
  ///
  /// A conditional, or an optional unwrapped, at the top of a row's body makes the stack make
  /// the rows above the screen to count their subviews, and keep them (see `endUpdate()`). A
  /// change takes effect at the next layout, which is an update.
  public var dynamicSubviews = false {
    didSet { if dynamicSubviews != oldValue { generation += 1 } }
  }

  /// The views' items, in order: the `ForEach` data.
  @inlinable public var items: [Item] { _items }
  /// The scroll view's content offset.
  @inlinable public var offset: Double { _offset }
  /// Whether the stack has been laid out once.
  @inlinable public var hasAppeared: Bool { _hasAppeared }

  @usableFromInline var _items: [Item] = []
  @usableFromInline var _offset = 0.0
  @usableFromInline var _hasAppeared = false
  /// The heights of the views placed, by identity.
  @usableFromInline var placed: [Item: Double] = [:]
  /// The view at the top of the viewport at the last layout: its index, identity and screen y.
  @usableFromInline var top: (index: Int, identity: Item?, screenY: Double)?
  /// Whether the bottom edge was in the viewport at the last layout.
  @usableFromInline var atBottom = false
  /// Whether the data changed since the last layout pass.
  @usableFromInline var pendingDataChange = false
  /// Whether the next pass ends at the bottom (`scroll to bottom`, or the bottom anchor).
  @usableFromInline var wantsBottom = false
  /// Whether the last layout ended at the bottom because it was asked to.
  @usableFromInline var laidOutAtBottom = false
  /// The sum of the placed views' heights.
  @usableFromInline var placedSum = 0.0
  /// The views on screen at the last layout pass, by index.
  @usableFromInline var lastShown = 0..<0
  /// Views placed and positions computed, for the run's step count.
  @usableFromInline var work = 0
  /// The views in memory, and how often each was made and appeared.
  @usableFromInline var life = LazyLifecycle<Item>()
  /// The direction of the last scroll since the last update: down (positive), up, or none.
  @usableFromInline var scrollDirection = 0.0
  /// Bumped each time the data or a setting the lifecycle reads changes, so that the next
  /// layout is an update without comparing the data.
  @usableFromInline var generation = 0

  /// A stack of no views in a viewport of this size, whose views run `onDisappear` when they
  /// leave the screen if `callsOnDisappear` (iOS 26).
  ///
  /// - Complexity: O(1).
  @inlinable public init(
    width: Double, viewport: Double, rowHeight: Double, callsOnDisappear: Bool = false
  ) {
    self.callsOnDisappear = callsOnDisappear
    self.width = width
    self.viewport = viewport
    self.rowHeight = rowHeight
  }
}

extension LazyStack {
  /// The height a placed view measures: its item's own, else the row height.
  @inlinable func measured(_ item: Item) -> Double { item.itemHeight ?? rowHeight }

  /// The estimate of a view not placed: the average of the views of the data that are placed,
  /// or the row height while none is.
  ///
  /// - Complexity: O(1).
  @inlinable public var estimate: Double {
    placed.isEmpty ? rowHeight : placedSum / Double(placed.count)
  }

  /// Each view's height: placed, or estimated.
  ///
  /// - Complexity: O(n) for n views.
  @inlinable public func heights() -> [Double] {
    let e = estimate
    return _items.map { placed[$0.identity] ?? e }
  }

  /// Each view's top, and the content's height after the last: the placed views' heights above
  /// it plus as many estimates as views above it are not placed (a product, not a running sum
  /// of estimates, so that tops and the content's height agree to the last bit).
  ///
  /// - Complexity: O(n) for n views.
  @inlinable public func tops() -> (tops: [Double], content: Double) {
    let e = estimate
    var placedAbove = 0.0
    var unplacedAbove = 0
    var tops: [Double] = []
    tops.reserveCapacity(_items.count)
    for item in _items {
      tops.append(placedAbove + Double(unplacedAbove) * e)
      if let h = placed[item.identity] {
        placedAbove += h
      } else {
        unplacedAbove += 1
      }
    }
    return (tops, placedAbove + Double(unplacedAbove) * e)
  }

  /// The content's height: the placed views' heights and the others' estimates.
  ///
  /// - Complexity: O(n) for n views.
  @inlinable public var contentHeight: Double { tops().content }

  /// Whether the view at `index` is placed.
  @inlinable public func isPlaced(_ index: Int) -> Bool {
    _items.indices.contains(index) && placed[_items[index].identity] != nil
  }

  /// The views on screen at the current offset, by index.
  ///
  /// - Complexity: O(n) for n views.
  @inlinable public var visible: Range<Int> { visible(in: tops().tops, heights: heights()) }

  /// The views on screen at the current offset, from their tops and heights: a view ends where
  /// the next begins (the last, at its top plus its height), and less than a millionth of a
  /// point on screen is none, so that a scroll that aligns a view with an edge does not show a
  /// sliver of its neighbour that rounding left.
  @inlinable func visible(in tops: [Double], heights: [Double]) -> Range<Int> {
    let low = _offset + 1e-6
    let high = _offset + viewport - 1e-6
    var first: Int?
    var end = 0
    for i in tops.indices
    where (i + 1 < tops.count ? tops[i + 1] : tops[i] + heights[i]) > low && tops[i] < high {
      if first == nil { first = i }
      end = i + 1
    }
    guard let first else { return 0..<0 }
    return first..<end
  }

  /// The largest offset: the content's end at the viewport's bottom (0 for short content).
  @inlinable func maxOffset(_ content: Double) -> Double { max(0, content - viewport) }
}
