import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// The collection view against `ReferenceTable` in its collection form (frames found by walking
/// every item, prepared lines by scanning, counts read when a batch starts) on seeded random
/// sequences: flow layouts of random item sizes, spacings, insets and widths, and list layouts,
/// on every profile, with the table's random operations except the height commands.
///
/// After every statement both must agree on the outcome and on everything they show, as for
/// tables, plus whether a reload is pending and what `cellForItem(at:)` returns.
@Suite struct CollectionReferenceTests {
  static let sequences = 4_000
  static let chunks = 4
  static let steps = 30

  typealias Model = ReferenceModelTests

  @Test(arguments: 0..<chunks) func randomCollectionSequencesAgree(chunk: Int) {
    let seeds = TestRandom.seeds(
      chunk: chunk, of: Self.chunks, count: Self.sequences, from: 1_000_000,
      suite: "CollectionReferenceTests")
    let perChunk = seeds.count
    var errors = 0
    var commits = 0
    var pendingReads = 0
    var changedBeforeTheBatch = 0
    var multiLine = 0
    var measuredItems = 0
    var sizedFlows = 0
    var ignoredOrRaised = 0
    var unevenLines = 0
    var measuredFlowItems = 0
    var heldHeaders = 0
    var compositionalScreens = 0
    var orthogonalCuts = 0
    var detected = 0
    var classicOnDetecting = 0
    for seed in seeds {
      var gen = Model.Generator(rng: SeededRandom(seed: UInt64(seed)))
      gen.heightOps = false
      let platform = Platform.allCases[gen.int(0...(Platform.allCases.count - 1))]
      var geometry = TableGeometry()
      geometry.height = Double(gen.int(80...400))
      geometry.width = Double([320, 375, 414, 90][gen.int(0...3)])
      var flow: FlowLayout?
      if gen.int(0...3) > 0 {
        var f = FlowLayout()
        f.itemWidth = Double([50, 100, 120, 37.5, 400][gen.int(0...4)])
        f.itemHeight = Double([50, 30, 90, 12.5][gen.int(0...3)])
        f.spacing = Double([10, 0, 4][gen.int(0...2)])
        f.lineSpacing = Double([10, 0, 6][gen.int(0...2)])
        f.insets = EdgeInsets(
          top: Double(gen.int(0...12)), left: Double(gen.int(0...8)),
          bottom: Double(gen.int(0...12)), right: Double(gen.int(0...8)))
        // One layout in four is a compositional grid (half of them self-sizing); three flow
        // layouts in ten are caching custom layouts; of the others, six in ten size their
        // items: sizeForItemAt, self-sizing, or both.
        if gen.chance(0.25) {
          // A compositional grid: a count of items, or items of an absolute or fractional width
          // repeated while they fit; a group as wide as the section or a fraction of it; a
          // group height absolute, a fraction of the width or of the view's height, or
          // estimated (half of them); fractions a power of two apart, so that sums are exact.
          var group = CompositionalGroup()
          if gen.chance(0.5) {
            group.count = gen.int(1...4)
          } else {
            group.count = nil
            group.itemWidth =
              gen.chance(0.5)
              ? .absolute(Double([60, 100, 37.5][gen.int(0...2)]))
              : .fractionalWidth([0.5, 0.375, 0.25, 0.2][gen.int(0...3)])
          }
          if gen.chance(0.3) { group.width = .fractionalWidth([0.75, 0.5][gen.int(0...1)]) }
          group.height =
            gen.chance(0.5)
            ? .estimated(Double([40, 60, 25][gen.int(0...2)]))
            : [.absolute(44), .fractionalWidth(0.25), .fractionalHeight(0.125)][gen.int(0...2)]
          f.columns = 1
          f.group = group
          // Leading sections scrolling orthogonally on half of those of fixed height.
          if gen.chance(0.5) { f.orthogonalSections = gen.int(0...2) }
        } else if gen.chance(0.3) {
          gen.cachingLayout = true
          f.cachesAttributes = true
        } else if gen.chance(0.6) {
          gen.itemSizing = true
          let op = gen.itemSizingOp()
          if case .itemSizing(let sized, let estimated) = op {
            f.sizeForItem = sized
            f.estimatedItemSize = estimated
          }
        }
        flow = f
      }
      // Section headers and footers on four views in ten: pinned on half of them (a list's by
      // its appearance and header mode).
      var list = ListConfiguration()
      var pinned = false
      if gen.chance(0.4) {
        geometry.sectionHeader = Double([20, 44, 0.5, 150][gen.int(0...3)])
        geometry.sectionFooter = Double([0, 10, 30][gen.int(0...2)])
        list.headerMode = .supplementary
        if geometry.sectionFooter > 0 { list.footerMode = .supplementary }
        list.appearance = ListAppearance.allCases[gen.int(0...4)]
        pinned = flow == nil ? [.plain, .sidebarPlain].contains(list.appearance) : gen.chance(0.5)
        flow?.pinsHeaders = pinned
      }
      let layout: CollectionLayout =
        if let flow { flow.columns == nil ? .flow(flow) : .compositional(flow) } else {
          .list(list)
        }
      let kind = ViewKind.collection(layout)
      gen.estimates = flow == nil
      var table = TableView<Row>(platform: platform, geometry: geometry, kind: kind)
      var ref = ReferenceTable(
        platform: platform, width: geometry.width, height: geometry.height, collection: flow)
      ref.sectionHeader = geometry.sectionHeader
      ref.sectionFooter = geometry.sectionFooter
      ref.pinsHeaders = pinned
      ref.pinsFooters =
        flow == nil && list.footerMode == .supplementary
        && (list.appearance == .plain || list.appearance == .sidebarPlain)
      if flow == nil, list.appearance == .insetGrouped { ref.listSideInset = 20 }
      var data = DataSource<Row>()
      var log: [String] = []
      var done = 0
      while done < Self.steps {
        for op in gen.op(data: data, table: table) {
          done += 1
          log.append(op.description)
          if case .turn(let ops) = op, case .reload = ops.first, table.hasAppeared {
            pendingReads += 1
          }
          let (savedTable, savedRef, savedData) = (table, ref, data)
          let (a, b) = Model.apply(op, &table, &ref, &data)
          if a != b {
            Issue.record(
              "seed \(seed) (\(platform)): outcome differs after \(log.joined(separator: "; "))\nmodel: \(a ?? "ok")\nreference: \(b ?? "ok")"
            )
            return
          }
          if a?.contains("received layout attributes") == true { ignoredOrRaised += 1 }
          if let a, platform.detectsBatchUpdates(.collection) {
            if a.contains("Invalid batch updates detected") { detected += 1 }
            if a.contains("Invalid update: invalid number of") { classicOnDetecting += 1 }
          }
          if a != nil {
            errors += 1
            if case .turn = op { changedBeforeTheBatch += 1 }
            if case .end = op {} else { (table, ref, data) = (savedTable, savedRef, savedData) }
          } else if case .end = op {
            commits += 1
          }
          if let diff = Model.difference(table, ref, data) {
            Issue.record(
              "seed \(seed) (\(platform)): \(diff)\nafter \(log.joined(separator: "; "))")
            return
          }
          if let flow, flow.perLine(width: table.geometry.width) > 1, table.visibleRows.count > 1 {
            multiLine += 1
          }
          // A pinned header held away from its section's top; a compositional grid on screen.
          if pinned, let s = table.visibleHeaders.first,
            let frame = table.headerFrame(ofSection: s),
            let first = table.y(of: ListIndexPath(s, 0)), frame.y + frame.height > first
          {
            heldHeaders += 1
          }
          if flow?.columns != nil, !table.visibleRows.isEmpty { compositionalScreens += 1 }
          // An orthogonal section on screen with items past its viewport.
          if let f = table.kind.flow, f.orthogonalSections > 0,
            table.visibleRows.contains(where: { f.isOrthogonal($0.section) }),
            let s = table.visibleRows.first(where: { f.isOrthogonal($0.section) })?.section,
            table.itemsInView(s) < table.rowCounts[s]
          {
            orthogonalCuts += 1
          }
          // A line of a sized flow whose items differ in height, on screen.
          if ref.sizedFlow, Set(table.visibleRows.compactMap { table.height(at: $0) }).count > 1 {
            unevenLines += 1
          }
        }
      }
      // A list layout's self-sizing items, measured as they came on screen.
      if flow == nil, table.heights.estimate != nil { measuredItems += table.measuredRows.count }
      // Attributes of items the data no longer has, logged from iOS 13 on.
      if ref.caching, !ref.itemsMissingFromCache().isEmpty { ignoredOrRaised += 1 }
      if ref.sizedFlow {
        sizedFlows += 1
        measuredFlowItems += table.measuredRows.count
      }
    }
    #expect(errors > perChunk / 4, "too few failing calls: \(errors)")
    #expect(commits > perChunk / 4, "too few committed batches: \(commits)")
    #expect(multiLine > perChunk, "too few grids with several items a line: \(multiLine)")
    #expect(measuredItems > perChunk / 10, "too few self-sizing items measured: \(measuredItems)")
    #expect(sizedFlows > perChunk / 8, "too few flow layouts sizing their items: \(sizedFlows)")
    #expect(
      unevenLines > perChunk / 3, "too few screens of items of different heights: \(unevenLines)")
    #expect(
      measuredFlowItems > perChunk / 10,
      "too few self-sizing flow items measured: \(measuredFlowItems)")
    #expect(ignoredOrRaised > perChunk / 100, "too few stale layout caches met: \(ignoredOrRaised)")
    #expect(
      heldHeaders > perChunk / 10,
      "too few pinned headers held below their section's top: \(heldHeaders)")
    #expect(
      compositionalScreens > perChunk,
      "too few compositional grids on screen: \(compositionalScreens)")
    #expect(
      orthogonalCuts > perChunk / 20,
      "too few orthogonal sections cut by the viewport: \(orthogonalCuts)")
    #expect(pendingReads > 0, "no batch started with a reload pending")
    #expect(changedBeforeTheBatch > 0, "no batch failed for a model changed before it")
    #expect(detected > perChunk / 20, "too few multi-line count failures: \(detected)")
    #expect(
      classicOnDetecting > perChunk / 20,
      "too few classic count failures from iOS 16.4: \(classicOnDetecting)")
  }
}
