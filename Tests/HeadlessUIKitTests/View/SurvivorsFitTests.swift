import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// The two-stage count check of iOS 16.4 and later (`Platform.detectsBatchUpdates(_:)`).
///
/// The multi-line "Invalid batch updates detected" text when a surviving row or section lands
/// past the counts after the batch, the classic per-section text otherwise, and the classic text
/// always before iOS 16.4: the model against `ReferenceTable`'s own simulation of the batch, and
/// the cases that pinned the rule down.
@Suite struct SurvivorsFitTests {
  typealias Model = ReferenceModelTests

  static let multiLine =
    "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates."

  /// The classic row-count text of section 0 (iOS 14 and later).
  static func classic(after: Int, before: Int, inserted: Int, deleted: Int) -> String {
    "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
  }

  /// A table (or list collection view) showing `before`, whose data becomes `after` inside a
  /// batch of `calls`: the batch's error, or nil.
  static func batchError(
    _ platform: Platform, before: [Int], after: [Int], calls: [UpdateCall],
    collection: Bool = false
  ) throws -> TableError? {
    var data = DataSource<Row>()
    data.setSections(before.map { Array(ints(0...$0).dropLast()) })
    var table =
      collection
      ? TableView<Row>(
        platform: platform, geometry: TableGeometry(), kind: .collection(.list(ListConfiguration()))
      )
      : TableView<Row>(platform: platform, geometry: TableGeometry())
    try table.reloadData(data)
    try table.endTurn(data)
    table.beginUpdates(data)
    data.setSections(after.map { Array(ints(1000...(1000 + $0)).dropLast()) })
    for call in calls { try table.perform(call, data) }
    do {
      try table.endUpdates(data)
    } catch {
      return error
    }
    return nil
  }

  /// The UIKit text of the batch's failure.
  static func text(
    _ platform: Platform, before: [Int], after: [Int], calls: [UpdateCall],
    collection: Bool = false
  ) throws -> String {
    let error = try batchError(
      platform, before: before, after: after, calls: calls, collection: collection)
    guard case .uikit(let e) = error else {
      Issue.record("\(before) → \(after) \(calls) raised \(String(describing: error))")
      return ""
    }
    return e.message
  }

  struct Example: CustomTestStringConvertible, Sendable {
    var name: String
    var before: [Int]
    var after: [Int]
    var calls: [UpdateCall]
    /// Whether a survivor lands past the new counts (the multi-line text from iOS 16.4).
    var multiLine: Bool
    /// The classic text (iOS 15, and iOS 17 when every survivor fits).
    var classic: String
    var testDescription: String { name }
  }

  static let examples: [Example] = [
    Example(
      name: "delete row 0, data still 20 rows", before: [20], after: [20],
      calls: [.deleteRows([ListIndexPath(0, 0)])], multiLine: false,
      classic: classic(after: 20, before: 20, inserted: 0, deleted: 1)),
    Example(
      name: "delete row 0, data now 15 rows", before: [20], after: [15],
      calls: [.deleteRows([ListIndexPath(0, 0)])], multiLine: true,
      classic: classic(after: 15, before: 20, inserted: 0, deleted: 1)),
    Example(
      name: "reload row 0, data now 3 rows", before: [20], after: [3],
      calls: [.reloadRows([ListIndexPath(0, 0)])], multiLine: true,
      classic: classic(after: 3, before: 20, inserted: 1, deleted: 1)),
    Example(
      name: "[1] to [1], insert at 0", before: [1], after: [1],
      calls: [.insertRows([ListIndexPath(0, 0)])], multiLine: true,
      classic: classic(after: 1, before: 1, inserted: 1, deleted: 0)),
    Example(
      name: "0 to 152, no updates", before: [0], after: [152], calls: [], multiLine: false,
      classic: classic(after: 152, before: 0, inserted: 0, deleted: 0)),
    Example(
      name: "[27386] to [27385], delete and insert at 27384", before: [27386], after: [27385],
      calls: [.deleteRows([ListIndexPath(0, 27384)]), .insertRows([ListIndexPath(0, 27384)])],
      multiLine: true, classic: classic(after: 27385, before: 27386, inserted: 1, deleted: 1)),
    Example(
      name: "13 to 13, delete 1", before: [13], after: [13],
      calls: [.deleteRows([ListIndexPath(0, 1)])], multiLine: false,
      classic: classic(after: 13, before: 13, inserted: 0, deleted: 1)),
    Example(
      name: "158 to 159, delete 1", before: [158], after: [159],
      calls: [.deleteRows([ListIndexPath(0, 1)])], multiLine: false,
      classic: classic(after: 159, before: 158, inserted: 0, deleted: 1)),
    // Both stages fail: the map's text wins.
    Example(
      name: "[3, 3] to [1]: a section finds no place", before: [3, 3], after: [1], calls: [],
      multiLine: true,
      classic:
        "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
    ),
    Example(
      name: "[3] to [1, 1]: rows land past the count", before: [3], after: [1, 1], calls: [],
      multiLine: true,
      classic:
        "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
    ),
    Example(
      name: "[3] to [3, 1]: the section count alone", before: [3], after: [3, 1], calls: [],
      multiLine: false,
      classic:
        "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
    ),
    // The rows of a moved section survive into its target.
    Example(
      name: "[2, 5] to [2, 5], section 1 moved to 0", before: [2, 5], after: [2, 5],
      calls: [.moveSection(1, 0)], multiLine: true,
      classic:
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    ),
  ]

  @Test(arguments: examples) func firstLineOnIOS17ClassicOnIOS15(c: Example) throws {
    let new = try Self.text(.ios17, before: c.before, after: c.after, calls: c.calls)
    let firstLine = new.split(separator: "\n", omittingEmptySubsequences: false)[0]
    #expect(firstLine == (c.multiLine ? Self.multiLine : c.classic)[...], "\(c.name)")
    if c.multiLine {
      #expect(
        new.contains("Data source before updates = { \(c.before.count) section"), "\(c.name)")
    }
    let old = try Self.text(.ios15, before: c.before, after: c.after, calls: c.calls)
    #expect(old == c.classic, "\(c.name)")
    // A collection view decides alike, in its words.
    let item = try Self.text(
      .ios26, before: c.before, after: c.after, calls: c.calls, collection: true)
    #expect(
      item.hasPrefix("Invalid batch updates detected") == c.multiLine,
      "\(c.name) on a collection view: \(item)")
  }

  /// Every batch of at most one delete, one insert and one reload (rows 0 to 4, some past the
  /// ends) over one section of 0 to 3 rows whose data becomes 0 to 4 rows inside the batch:
  /// the model and the reference agree on the outcome, on tables and collection views.
  @Test(arguments: [Platform.ios15, .ios16, .ios17, .ios26])
  func smallBatchesAgreeWithTheReference(platform: Platform) {
    var multiLine = 0
    var classic = 0
    var cases = 0
    for collection in [false, true] {
      for rows in 0...3 {
        for size in 0...4 {
          for delete in [nil] + Array(0...3) {
            for insert in [nil] + Array(0...4) {
              for reload in [nil] + Array(0...3) {
                var calls: [UpdateCall] = []
                if let delete { calls.append(.deleteRows([ListIndexPath(0, delete)])) }
                if let insert { calls.append(.insertRows([ListIndexPath(0, insert)])) }
                if let reload { calls.append(.reloadRows([ListIndexPath(0, reload)])) }
                let before = Array(ints(0...rows).dropLast())
                let after = Array(ints(100...(100 + size)).dropLast())
                let ops: [Model.Op] =
                  [.data("data \(rows) rows", { $0.setItems(before) }), .reload, .begin]
                  + [.data("data \(size) rows", { $0.setItems(after) })]
                  + calls.map(Model.Op.call) + [.end]
                var data = DataSource<Row>()
                var table =
                  collection
                  ? TableView<Row>(
                    platform: platform, geometry: TableGeometry(),
                    kind: .collection(.list(ListConfiguration())))
                  : TableView<Row>(platform: platform, geometry: TableGeometry())
                var ref =
                  collection
                  ? ReferenceTable(platform: platform, width: 375, height: 667, collection: nil)
                  : ReferenceTable(platform: platform, width: 375, height: 667)
                var log: [String] = []
                cases += 1
                for op in ops {
                  log.append(op.description)
                  let (a, b) = Model.apply(op, &table, &ref, &data)
                  if a != b {
                    Issue.record(
                      "\(platform) \(collection ? "collection" : "table"): outcome differs after \(log.joined(separator: "; "))\nmodel: \(a ?? "ok")\nreference: \(b ?? "ok")"
                    )
                    return
                  }
                  guard let a else { continue }
                  if a.contains("Invalid batch updates detected") { multiLine += 1 }
                  if a.contains("Invalid update: invalid number of") { classic += 1 }
                  break
                }
              }
            }
          }
        }
      }
    }
    #expect(cases == 2 * 4 * 5 * 5 * 6 * 5)
    #expect(classic > 100, "too few classic count failures: \(classic)")
    if platform.detectsBatchUpdates(.table) {
      #expect(multiLine > 100, "too few multi-line count failures: \(multiLine)")
    } else {
      #expect(multiLine == 0, "multi-line count failures before iOS 16.4: \(multiLine)")
    }
  }
}
