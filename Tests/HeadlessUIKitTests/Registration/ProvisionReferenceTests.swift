import TestSupport
import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// Registration and dequeue against `ReferenceTable`: seeded random sequences that mix the
/// table model's operations with registrations, providers (each mistake now and then) and
/// dequeues outside a request, on every profile, on a table and on a collection view.
///
/// After every statement both must agree on the outcome (UIKit's text, or success), on which
/// cell object serves each row, and on the cells made, reused, queued and held.
@Suite struct ProvisionReferenceTests {
  static let sequences = 4_000
  static let chunks = 4
  static let steps = 30

  typealias Model = ReferenceModelTests

  @Test(arguments: 0..<chunks) func randomSequencesAgree(chunk: Int) {
    let seeds = TestRandom.seeds(
      chunk: chunk, of: Self.chunks, count: Self.sequences, suite: "ProvisionReferenceTests")
    var raised: [String: Int] = [:]
    var tolerated = 0
    var reusedCells = 0
    var staleCheckmarks = 0
    var reusedViews = 0
    for seed in seeds {
      var gen = Model.Generator(rng: SeededRandom(seed: UInt64(seed)))
      // Half the sequences on the profiles around iOS 18's contract.
      let platform =
        gen.chance(0.5)
        ? [Platform.ios17, .ios18, .ios26][gen.int(0...2)]
        : Platform.allCases[gen.int(0...(Platform.allCases.count - 1))]
      let collection = gen.chance(0.5)
      gen.provisionOps = true
      gen.registrations = collection && platform.isAtLeast(.ios14)
      gen.heightOps = !collection
      // Most collection views' sections have headers and footers, which the app provides.
      gen.supplementaryOps = collection && gen.chance(0.7)
      var geometry = TableGeometry()
      geometry.height = Double(gen.int(80...400))
      if gen.supplementaryOps {
        geometry.sectionHeader = [20.0, 30, 44][gen.int(0...2)]
        geometry.sectionFooter = gen.chance(0.6) ? [10.0, 30][gen.int(0...1)] : 0
      }
      var table =
        collection
        ? TableView<Row>(
          platform: platform, geometry: geometry, kind: .collection(.flow(FlowLayout())))
        : TableView<Row>(platform: platform, geometry: geometry)
      var ref =
        collection
        ? ReferenceTable(
          platform: platform, width: 375, height: geometry.height, collection: FlowLayout())
        : ReferenceTable(platform: platform, width: 375, height: geometry.height)
      ref.sectionHeader = geometry.sectionHeader
      ref.sectionFooter = geometry.sectionFooter
      var data = DataSource<Row>()
      var log: [String] = []
      var done = 0
      // Most sequences register the identifier their provider dequeues with first, so that the
      // mistakes after the registration check are reached.
      var setup: [Model.Op] =
        gen.chance(0.8) ? [.register("Cell", .cellClass), gen.provisionOp(table.rowCounts)] : []
      if gen.supplementaryOps, gen.chance(0.8) {
        // Headers and footers registered and provided, then the mistakes now and then.
        setup += [
          .registerView(.header, "Header", .cellClass),
          .registerView(.footer, "Header", .cellClass),
          .viewProvider(.header, RefViewProvider(identifier: "Header")),
          .viewProvider(.footer, RefViewProvider(identifier: "Header")),
        ]
      }
      while done < Self.steps {
        let ops = setup.isEmpty ? gen.op(data: data, table: table) : setup
        setup = []
        for op in ops {
          done += 1
          log.append(op.description)
          let (savedTable, savedRef, savedData) = (table, ref, data)
          let before = table.events.count
          let (a, b) = Model.apply(op, &table, &ref, &data)
          if a != b {
            Issue.record(
              "seed \(seed) (\(platform), \(collection ? "collection" : "table")): outcome differs after \(log.joined(separator: "; "))\nmodel: \(a ?? "ok")\nreference: \(b ?? "ok")"
            )
            return
          }
          if let a {
            for key in Self.texts where a.contains(key) { raised[key, default: 0] += 1 }
            if case .end = op {} else { (table, ref, data) = (savedTable, savedRef, savedData) }
          } else {
            tolerated +=
              table.events.dropFirst(before).filter {
                if case .provisionTolerated = $0 { true } else { false }
              }.count
          }
          if let diff = Model.difference(table, ref, data) {
            Issue.record(
              "seed \(seed) (\(platform), \(collection ? "collection" : "table")): \(diff)\nafter \(log.joined(separator: "; "))"
            )
            return
          }
        }
      }
      reusedCells += table.reuseCounts.reused
      reusedViews += table.supplementaryReuseCounts.reused
      // A checkmark the cell object keeps on a row that is not selected: the classic bug.
      for p in table.visibleRows {
        if let cell = table.mountedCell(at: p), cell.checkmark != table.isSelected(p) {
          staleCheckmarks += 1
        }
      }
    }
    print(
      "ProvisionReferenceTests chunk \(chunk): \(raised.values.reduce(0, +)) texts raised, \(tolerated) mistakes let pass, \(reusedCells) cells and \(reusedViews) headers or footers reused, \(staleCheckmarks) stale checkmarks"
    )
    // Every text must be raised, mistakes let pass on older profiles, and cells reused.
    for key in Self.texts {
      #expect(raised[key, default: 0] > 0, "never raised: \(key)")
    }
    #expect(tolerated > seeds.count / 40, "too few tolerated mistakes: \(tolerated)")
    #expect(reusedCells > seeds.count / 2, "too few cells reused: \(reusedCells)")
    #expect(reusedViews > seeds.count / 20, "too few headers and footers reused: \(reusedViews)")
    // About 1 in 60 sequences ends with one (14 to 20 per 1,000 seeds when this was written).
    #expect(
      staleCheckmarks > seeds.count / 200, "checkmarks left on reused cells: \(staleCheckmarks)")
  }

  /// A distinctive part of each text the sequences must raise.
  static let texts = [
    "unable to dequeue a cell", "could not dequeue a view of kind", "invalid nib registered",
    "Attempted to dequeue multiple cells", "Expected dequeued view", "View was already initialized",
    "a nil cell", "did not return a valid cell", "does not have a reuseIdentifier",
    "registration that was created inside", "returned a cell that is in the reuse queue",
    "than the existing cell when reconfiguring",
    "could not dequeue a view of kind: UICollectionElementKindSection", "is nil ((null))",
    "is nil (<…>)", "returned a supplementary view that is in the reuse queue", "element kind",
    "supplementary view using a registration", "dataSource is not set",
  ]
}
