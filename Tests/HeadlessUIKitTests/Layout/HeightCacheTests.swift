import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// FDIndexPathHeightCache's behaviour, quirks included, and FDKeyedHeightCache's.
@Suite struct HeightCacheTests {
  /// A cache whose portrait store holds `rows` (one section per list), in use.
  static func cache(_ sections: [[Double]]) -> IndexPathHeightCache {
    var cache = IndexPathHeightCache()
    for (s, rows) in sections.enumerated() {
      if rows.isEmpty { cache.buildSections(s) }
      for (r, h) in rows.enumerated() { cache.setHeight(h, at: ListIndexPath(s, r), .portrait) }
    }
    return cache
  }

  @Test func editsWaitUntilAHeightIsStored() {
    var cache = IndexPathHeightCache()
    cache.apply(.insertSections([3]))
    #expect(cache.portrait.isEmpty)
    cache.setHeight(50, at: ListIndexPath(0, 1), .portrait)
    #expect(cache.portrait == [[-1, 50]])
    #expect(cache.landscape == [[-1, -1]])
    cache.apply(.insertRows([ListIndexPath(0, 0)]))
    #expect(cache.portrait == [[-1, -1, 50]])
    #expect(cache.landscape == [[-1, -1, -1]])
  }

  @Test func movesSwapInsteadOfRotating() {
    var cache = Self.cache([[10, 20, 30, 40]])
    cache.apply(.moveRow(ListIndexPath(0, 0), ListIndexPath(0, 3)))
    #expect(cache.portrait == [[40, 20, 30, 10]])  // a real move gives [20, 30, 40, 10]
    var sections = Self.cache([[1], [2], [3]])
    sections.apply(.moveSection(0, 2))
    #expect(sections.portrait == [[3], [2], [1]])  // a real move gives [[2], [3], [1]]
  }

  @Test func sectionDeletesApplyOneAfterAnother() {
    var cache = Self.cache([[0], [1], [2], [3]])
    cache.apply(.deleteSections([2, 1]))
    #expect(cache.portrait == [[0], [2]])  // UIKit removes sections 1 and 2, leaving [0], [3]
  }

  @Test func sectionInsertsGrowFirst() {
    var cache = Self.cache([[0], [1]])
    cache.apply(.insertSections([2]))
    // buildSectionsIfNeeded(2) appends an empty section, then one more is inserted at 2.
    #expect(cache.portrait == [[0], [1], [], []])
    cache.apply(.insertSections([0]))
    #expect(cache.portrait == [[], [0], [1], [], []])
  }

  @Test func rowEditsInCallOrder() {
    var cache = Self.cache([[10, 20, 30]])
    cache.apply(.insertRows([ListIndexPath(0, 3), ListIndexPath(0, 0)]))
    // Growing to hold row 3 adds one -1; the inserts then add one at 3 and one at 0.
    #expect(cache.portrait == [[-1, 10, 20, 30, -1, -1]])
    cache.apply(.deleteRows([ListIndexPath(0, 5), ListIndexPath(0, 0), ListIndexPath(0, 0)]))
    #expect(cache.portrait == [[10, 20, 30, -1]])
    cache.apply(.reloadRows([ListIndexPath(0, 1)]))
    #expect(cache.portrait == [[10, -1, 30, -1]])
    cache.apply(.reloadSections([0]))
    #expect(cache.portrait == [[]])
    cache.apply(.reconfigureRows([ListIndexPath(0, 0)]))
    #expect(cache.portrait == [[]])
  }

  @Test func lookUpsGrowTheStores() {
    var cache = IndexPathHeightCache()
    let missing = cache.height(at: ListIndexPath(1, 2), .landscape)
    #expect(missing == nil)
    #expect(cache.portrait == [[], [-1, -1, -1]])
    cache.setHeight(7, at: ListIndexPath(1, 2), .landscape)
    let landscape = cache.height(at: ListIndexPath(1, 2), .landscape)
    let portrait = cache.height(at: ListIndexPath(1, 2), .portrait)
    #expect(landscape == 7 && portrait == nil)
    cache.invalidate(ListIndexPath(1, 2))
    let invalidated = cache.height(at: ListIndexPath(1, 2), .landscape)
    #expect(invalidated == nil)
    cache.removeAll()
    #expect(cache.entryCount(.portrait) == 0)
  }

  @Test func keyedCacheForgetsOnlyWhenTold() {
    var cache = KeyedHeightCache<Row>()
    cache.setHeight(60, for: .name("a"), .portrait)
    cache.setHeight(40, for: .name("a"), .landscape)
    #expect(cache.height(for: .name("a"), .portrait) == 60)
    #expect(cache.height(for: .name("a"), .landscape) == 40)
    let first = cache.invalidate(.name("a"))
    let second = cache.invalidate(.name("a"))
    #expect(first && !second)
    #expect(cache.count(.portrait) == 0 && cache.count(.landscape) == 0)
  }
}
