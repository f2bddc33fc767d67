import Testing

@testable import HeadlessUIKit

/// The lines of a flow layout whose items have sizes of their own: the rules on small cases
/// worked by hand, the incremental re-breaking against lines broken afresh, and the line queries
/// against linear scans.
@Suite struct FlowLinesTests {
  static func lines(
    _ widths: [Double], _ heights: [Double]? = nil, usable: Double = 300, spacing: Double = 10,
    lineSpacing: Double = 5
  ) -> FlowLines {
    FlowLines(
      widths: widths, heights: heights ?? widths.map { _ in 40 }, usable: usable,
      spacing: spacing, lineSpacing: lineSpacing, left: 7)
  }

  /// 100 + 10 + 100 fit 300 and a further 10 + 150 does not: the first line is justified (the
  /// 80 points left widen the one gap), the last left-aligned at the minimum spacing.
  @Test func fullLinesAreJustifiedAndTheLastIsLeftAligned() {
    let l = Self.lines([100, 100, 150, 50])
    #expect(l.starts.elements == [0, 2])
    #expect([0, 1, 2, 3].map(l.x(of:)) == [7, 207, 7, 167])
  }

  /// An item alone on a line that is not the last is centred; alone on the last, it sits at the
  /// left inset.
  @Test func aLoneItemIsCentredUnlessOnTheLastLine() {
    let l = Self.lines([250, 100, 250])
    #expect(l.starts.elements == [0, 1, 2])
    #expect([0, 1, 2].map(l.x(of:)) == [7 + 25, 7 + 100, 7])
  }

  /// A line is as tall as its tallest item and shorter items are centred on it; lines are the
  /// line spacing apart.
  @Test func linesTakeTheirTallestItemAndCentreTheOthers() {
    let l = Self.lines([100, 100, 100, 100], [20, 60, 30, 10])
    #expect(l.starts.elements == [0, 2])
    #expect(l.lineHeights.elements == [60, 30])
    #expect([0, 1, 2, 3].map(l.y(of:)) == [20, 0, 65, 75])
    #expect(l.height == 60 + 5 + 30)
  }

  /// An item wider than the usable width takes a line of its own; the first item of a line
  /// always goes on it.
  @Test func anItemWiderThanTheLineTakesOneOfItsOwn() {
    let l = Self.lines([50, 400, 50, 50])
    #expect(l.starts.elements == [0, 1, 2])
  }

  /// Random resizes (widths and heights from a few values, zero included) leave exactly the lines
  /// broken afresh, line tops included.
  @Test(arguments: 0..<4) func resizingMatchesLinesBrokenAfresh(chunk: Int) {
    let seeds = (chunk * 500)..<((chunk + 1) * 500)
    print("FlowLinesTests seeds \(seeds.lowerBound)..<\(seeds.upperBound)")
    let widths: [Double] = [0, 10, 30, 50, 80, 120, 400]
    let heights: [Double] = [0, 20, 44, 50, 90]
    var crossing = 0
    defer { #expect(crossing > 10, "too few sections of several blocks of lines: \(crossing)") }
    for seed in seeds {
      var rng = SeededRandom(seed: UInt64(seed))
      func pick(_ values: [Double]) -> Double {
        values[Int.random(in: 0..<values.count, using: &rng)]
      }
      // Most sections fit one block of lines; one in eight crosses several (1 to 3,000 items).
      let n = Int.random(in: 0...(seed % 8 == 0 ? 3_000 : 30), using: &rng)
      let usable = pick([90, 320, 375])
      let spacing = pick([0, 4, 10])
      let lineSpacing = pick([0, 6])
      var w = (0..<n).map { _ in pick(widths) }
      var h = (0..<n).map { _ in pick(heights) }
      var kept = FlowLines(
        widths: w, heights: h, usable: usable, spacing: spacing, lineSpacing: lineSpacing, left: 0)
      if kept.lineCount > 256 { crossing += 1 }
      for _ in 0..<(n == 0 ? 0 : 12) {
        let item = Int.random(in: 0..<n, using: &rng)
        w[item] = pick(widths)
        h[item] = pick(heights)
        kept.resize(item, width: w[item], height: h[item])
        let fresh = FlowLines(
          widths: w, heights: h, usable: usable, spacing: spacing, lineSpacing: lineSpacing,
          left: 0)
        #expect(kept.starts == fresh.starts, "seed \(seed)")
        #expect(kept.lineHeights == fresh.lineHeights, "seed \(seed)")
        #expect(
          (0..<fresh.lineCount).map(kept.top(ofLine:))
            == (0..<fresh.lineCount).map(fresh.top(ofLine:)),
          "seed \(seed)")
        if kept.starts != fresh.starts { return }
      }
    }
  }

  /// The first line ending after y and the lines starting before y, against scans of every line,
  /// at y on a half-point grid around the lines (one section in ten long enough to cross blocks of
  /// lines).
  @Test(arguments: 0..<200) func lineQueriesMatchScans(seed: Int) {
    var rng = SeededRandom(seed: UInt64(10_000 + seed))
    let n = Int.random(in: 0...(seed % 10 == 0 ? 1_500 : 20), using: &rng)
    let l = FlowLines(
      widths: (0..<n).map { _ in [30.0, 80, 200][Int.random(in: 0...2, using: &rng)] },
      heights: (0..<n).map { _ in [0.0, 20, 44.5][Int.random(in: 0...2, using: &rng)] },
      usable: 320, spacing: 10, lineSpacing: [0.0, 6][Int.random(in: 0...1, using: &rng)], left: 0)
    var tops: [Double] = []
    var y = 0.0
    for k in 0..<l.lineCount {
      tops.append(y)
      y += l.lineHeights[k] + l.lineSpacing
    }
    // Every half point up to 2,000, then a sample of the rest (the lines of a long section).
    let steps =
      Array(-4...min(4_000, Int(y) * 2 + 4)) + stride(from: 4_001, to: Int(y) * 2 + 4, by: 97)
    for step in steps {
      let at = Double(step) / 2
      let ending = (0..<l.lineCount).first { tops[$0] + l.lineHeights[$0] > at } ?? l.lineCount
      let starting = (0..<l.lineCount).filter { tops[$0] < at }.count
      #expect(l.firstLine(endingAfter: at) == ending, "seed \(seed), y \(at)")
      #expect(l.linesStarting(before: at) == starting, "seed \(seed), y \(at)")
    }
  }
}

/// The blocks behind a flow layout's lines: a copy shares them, and a write leaves the copy as it
/// was.
@Suite struct BlockArrayTests {
  @Test(arguments: [0, 1, 255, 256, 257, 1_000, 16_383, 16_384, 16_385, 40_000])
  func writesLeaveCopiesAlone(count: Int) {
    var a = BlockArray(0..<count)
    let copy = a
    for i in stride(from: 0, to: count, by: 7) { a[i] = -i - 1 }
    #expect(copy.elements == Array(0..<count))
    #expect(a.elements == (0..<count).map { $0 % 7 == 0 ? -$0 - 1 : $0 })
    #expect((a == copy) == (count == 0))
    #expect(BlockArray(a.elements) == a)
    #expect(a.count == count)
  }
}
