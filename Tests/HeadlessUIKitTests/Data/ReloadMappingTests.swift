import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// Where a reload's insert half lands, found by binary search, agrees with counting the deletes
/// and walking the inserts one by one (as UIKit's algorithm is described).
@Suite struct ReloadMappingTests {
  /// The direct count: shift down by each delete at or before, then up by each insert reached.
  static func counted(_ s: Int, deletes: Set<Int>, inserts: [Int]) -> Int {
    var n = s - deletes.filter { $0 <= s }.count
    for inserted in Set(inserts).sorted() where inserted <= n { n += 1 }
    return n
  }

  @Test(arguments: 1...30) func agreesWithCountingOnRandomBatches(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    print("ReloadMappingTests seed \(seed)")
    func some(_ count: Int, below limit: Int) -> [Int] {
      (0..<count).map { _ in Int(random.next() % UInt64(limit)) }
    }
    let sections = 1 + Int(random.next() % 4)
    let rowDeletes = (0..<20).map { _ in
      ListIndexPath(Int(random.next() % UInt64(sections)), Int(random.next() % 30))
    }
    let rowInserts = (0..<20).map { _ in
      ListIndexPath(Int(random.next() % UInt64(sections)), Int(random.next() % 30))
    }
    let sectionDeletes = some(Int(random.next() % 3), below: sections)
    let sectionInserts = some(Int(random.next() % 3), below: sections + 2)
    let mapping = ReloadMapping(
      sectionDeletes: sectionDeletes, sectionInserts: sectionInserts, rowDeletes: rowDeletes,
      rowInserts: rowInserts)
    for s in 0..<sections {
      let section = Self.counted(s, deletes: Set(sectionDeletes), inserts: sectionInserts)
      #expect(mapping.section(s) == section)
      for row in 0..<30 {
        let deletes = Set(rowDeletes.filter { $0.section == s }.map(\.row))
        let inserts = rowInserts.filter { $0.section == section }.map(\.row)
        let expected = ListIndexPath(section, Self.counted(row, deletes: deletes, inserts: inserts))
        #expect(mapping.row(ListIndexPath(s, row)) == expected, "seed \(seed), row \(s):\(row)")
      }
    }
  }

  @Test func extremeIndexesSaturate() {
    let mapping = ReloadMapping(
      sectionDeletes: [], sectionInserts: [0], rowDeletes: [], rowInserts: [ListIndexPath(0, 0)])
    #expect(mapping.section(Int.max) == Int.max)
    #expect(mapping.row(ListIndexPath(0, Int.max)).row == Int.max)
  }
}
