import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// The lazy stack's rules as invariants, on seeded random stacks of views of random heights
/// scrolled, prepended to, appended to and cut, in each anchoring mode: every view on screen is
/// placed; the estimate is the average of the placed views; the offset stays inside the content;
/// a scroll keeps the top-most visible view where it was while the estimates change; a data
/// change keeps the top-most visible index (or, with `scrollPosition(id:)`, the view it held) in
/// place, or the bottom edge at the bottom with `defaultScrollAnchor(.bottom)`.
@Suite struct LazyStackTests {
  typealias Stack = LazyStack<Row>

  /// Rows numbered from `start`, each `heights[k]` tall.
  static func rows(_ start: Int, _ heights: [Double]) -> [Row] {
    heights.enumerated().map { k, h in Row(start + k, height: h) }
  }

  /// The screen y of the view with `identity`, if the stack has it.
  static func screenY(_ s: Stack, of identity: Row) -> Double? {
    guard let k = s.items.firstIndex(where: { $0.identity == identity.identity }) else {
      return nil
    }
    return s.tops().tops[k] - s.offset
  }

  /// What every layout pass leaves true.
  static func checkLaidOut(_ s: Stack, _ context: String) {
    let (tops, content) = s.tops()
    #expect(s.offset >= 0 && s.offset <= max(0, content - s.viewport) + 1e-9, "\(context)")
    for i in s.visible { #expect(s.isPlaced(i), "view \(i) on screen, not placed: \(context)") }
    // Views tile the content: content of any height shows a view.
    #expect(content <= 0 || !s.visible.isEmpty, "content \(content), nothing shown: \(context)")
    // Only identities of the data keep a height.
    let ids = Set(s.items.map(\.identity))
    #expect(s.placed.keys.allSatisfy { ids.contains($0) }, "\(context)")
    // The estimate, computed independently: the average of the heights the placed views keep.
    let kept = Array(s.placed.values)
    let average = kept.isEmpty ? s.rowHeight : kept.reduce(0, +) / Double(kept.count)
    #expect(abs(s.estimate - average) < 1e-6, "\(context)")
    var y = 0.0
    for (k, item) in s.items.enumerated() {
      #expect(abs(tops[k] - y) < 1e-6 * max(1, y), "\(context)")
      y += s.placed[item.identity] ?? average
    }
    #expect(abs(content - y) < 1e-6 * max(1, y), "\(context)")
  }

  @Test func aFirstScreenIsPlacedAndTheRestEstimatedAtItsAverage() {
    var s = Stack(width: 375, viewport: 100, rowHeight: 44)
    s.setItems(Self.rows(0, [30, 50, 40, 200, 200, 200]))
    let report = s.layout()
    #expect(report.placed == 3)  // 30 + 50 + 40 cover 100 points
    #expect(s.estimate == 40)
    #expect(s.contentHeight == 120 + 3 * 40)
    Self.checkLaidOut(s, "first screen")
  }

  /// Scrolling back up through views whose estimate was too small: each step keeps the
  /// top-most visible view where it is and moves the offset by what the estimates gained
  /// (Apple's "It will update the content offset of the ScrollView with the same amount"), until
  /// the top, where the offset is 0.
  @Test func scrollingUpCorrectsTheOffsetAndKeepsTheTopView() {
    var s = Stack(width: 375, viewport: 100, rowHeight: 44)
    s.setItems(Self.rows(0, Array(repeating: 100, count: 10) + Array(repeating: 10, count: 60)))
    _ = s.layout()
    s.scroll(to: s.contentHeight)
    _ = s.layout()
    var corrected = 0
    for _ in 0..<10_000 where s.offset > 0 {
      s.scroll(to: s.offset - 30)
      let (tops, _) = s.tops()
      let anchor = s.visible.first.map { (s.items[$0], tops[$0] - s.offset) }
      let report = s.layout()
      corrected += report.moves.filter { $0.0 != .clamped }.count
      if let anchor, !report.moves.contains(where: { $0.0 == .clamped }) {
        #expect(abs((Self.screenY(s, of: anchor.0) ?? .nan) - anchor.1) < 1e-6)
      }
      Self.checkLaidOut(s, "offset \(s.offset)")
    }
    #expect(corrected > 0, "the estimates above were corrected on the way up")
    #expect(s.visible.first == 0)
  }

  @Test func aPrependShiftsWhatIsShownUnlessTheIdentityIsHeld() {
    for mode in [Stack.Anchor.index, .identity] {
      var s = Stack(width: 375, viewport: 200, rowHeight: 44)
      s.anchor = mode
      s.setItems(Self.rows(100, Array(repeating: 50, count: 30)))
      _ = s.layout()
      s.scroll(to: 500)
      _ = s.layout()
      let shownBefore = s.visible.map { s.items[$0] }
      // Older messages arrive above.
      s.setItems(Self.rows(0, Array(repeating: 50, count: 5)) + s.items)
      let report = s.layout()
      let shownAfter = s.visible.map { s.items[$0] }
      if mode == .index {
        #expect(shownAfter != shownBefore, "the index stays in place: the rows shown shift")
        #expect(report.moves.first.map { $0.0 } == .dataByIndex(index: 10))
      } else {
        #expect(shownAfter == shownBefore, "the view held stays in place")
        #expect(report.moves.first.map { $0.0 } == .dataByIdentity(index: 15))
      }
      Self.checkLaidOut(s, "\(mode)")
    }
  }

  @Test func theBottomAnchorStartsAtTheBottomAndKeepsItAsTheContentGrows() {
    var s = Stack(width: 375, viewport: 200, rowHeight: 44)
    s.anchoredAtBottom = true
    s.setItems(Self.rows(0, Array(repeating: 40, count: 20)))
    _ = s.layout()
    #expect(s.offset == s.contentHeight - 200)
    s.setItems(s.items + Self.rows(20, [60, 60]))
    _ = s.layout()
    #expect(s.offset == s.contentHeight - 200)
    Self.checkLaidOut(s, "bottom")
  }

  /// Seeded random stacks: the invariants after every pass, and the anchoring rules.
  @Test func randomStacksKeepTheirRules() {
    let seeds = TestRandom.seeds(chunk: 0, of: 1, count: 150, suite: "LazyStackTests")
    var indexMoves = 0
    var identityMoves = 0
    var estimateMoves = 0
    for seed in seeds {
      var rng = SeededRandom(seed: UInt64(seed))
      func int(_ r: ClosedRange<Int>) -> Int { r.lowerBound + Int(rng.next() % UInt64(r.count)) }
      // Zero-height views and one far taller than any viewport too.
      func height() -> Double { Double([0, 20, 44, 60, 90, 150, 5_000][int(0...6)]) }
      var s = Stack(width: 375, viewport: Double(int(80...400)), rowHeight: 44)
      s.anchor = int(0...1) == 0 ? .index : .identity
      s.anchoredAtBottom = int(0...3) == 0
      var next = 0
      func fresh(_ n: Int) -> [Row] {
        defer { next += n }
        return (0..<n).map { Row(next + $0, height: height()) }
      }
      s.setItems(fresh(int(0...60)))
      _ = s.layout()
      for step in 0..<20 {
        let context = "seed \(seed), step \(step)"
        let wasAtBottom = s.offset >= max(0, s.contentHeight - s.viewport) - 0.5
        let top = s.visible.first.map { (s.items[$0], $0, s.tops().tops[$0] - s.offset) }
        switch int(0...5) {
        case 5:
          // A scroll to the bottom ends there, whatever the views it places measure.
          s.scrollToBottom()
          _ = s.layout()
          #expect(s.offset == max(0, s.contentHeight - s.viewport), "\(context)")
        case 0, 1:
          // A scroll: the top-most visible view at the offset scrolled to keeps its place.
          s.scroll(to: Double(int(0...4000)))
          let (tops, _) = s.tops()
          let shown = s.visible
          let anchor = shown.first.map { (s.items[$0], tops[$0] - s.offset) }
          let report = s.layout()
          estimateMoves +=
            report.moves.filter { if case .estimates = $0.0 { true } else { false } }.count
          let clamped = report.moves.contains { $0.0 == .clamped }
          if let anchor, !clamped,
            !(s.anchoredAtBottom && report.moves.contains { $0.0 == .bottom })
          {
            #expect(abs((Self.screenY(s, of: anchor.0) ?? .nan) - anchor.1) < 1e-6, "\(context)")
          }
        case 2:
          s.setItems(fresh(int(1...8)) + s.items)
          let report = s.layout()
          checkDataMove(s, report, top: top, wasAtBottom: wasAtBottom, context)
        case 3:
          s.setItems(s.items + fresh(int(1...8)))
          let report = s.layout()
          checkDataMove(s, report, top: top, wasAtBottom: wasAtBottom, context)
        default:
          var items = s.items
          if !items.isEmpty { items.remove(at: int(0...(items.count - 1))) }
          s.setItems(items)
          let report = s.layout()
          checkDataMove(s, report, top: top, wasAtBottom: wasAtBottom, context)
        }
        Self.checkLaidOut(s, context)
      }
    }
    func checkDataMove(
      _ s: Stack, _ report: LazyStackLayout, top: (Row, Int, Double)?, wasAtBottom: Bool,
      _ context: String
    ) {
      // A stack anchored at its bottom and scrolled to it stays there.
      if s.anchoredAtBottom, wasAtBottom {
        #expect(s.offset == max(0, s.contentHeight - s.viewport), "\(context)")
      }
      guard let (item, index, screenY) = top, let first = report.moves.first else { return }
      let clamped = report.moves.contains { $0.0 == .clamped }
      switch first.0 {
      case .dataByIndex(let k):
        indexMoves += 1
        #expect(k == min(index, s.items.count - 1), "\(context)")
        // Placing may move it again only to keep the top-most visible view in place.
        if !clamped, report.moves.count == 1 {
          #expect(abs(s.tops().tops[k] - s.offset - screenY) < 1e-6, "\(context)")
        }
      case .dataByIdentity(let k):
        identityMoves += 1
        #expect(s.items[k].identity == item.identity, "\(context)")
        if !clamped, report.moves.count == 1 {
          #expect(abs((Self.screenY(s, of: item) ?? .nan) - screenY) < 1e-6, "\(context)")
        }
      case .bottom:
        #expect(s.anchoredAtBottom && wasAtBottom, "\(context)")
      case .estimates, .clamped, .settled:
        // Placing or clamping first: only when the stack had no bottom to keep.
        #expect(!(s.anchoredAtBottom && wasAtBottom), "\(context)")
      }
    }
    #expect(indexMoves > 0 && identityMoves > 0 && estimateMoves > 0)
  }
}
