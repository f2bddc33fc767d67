import Testing

@testable import HeadlessUIKit
@testable import ListDiff

/// The self-checks of the row tree, the section layout and FD's index-path cache: quiet on
/// what the model builds, and failing (in debug builds, where they are compiled) on state the
/// model could only reach through a bug.
@Suite struct InvariantTests {
  typealias Node = RowTree<Row>.Node
  typealias Chunk = RowTree<Row>.Chunk

  @Test func modelBuiltStructuresPassTheirChecks() {
    var tree = RowTree((0..<500).map(Row.number))
    for i in 0..<200 { tree.insert(.number(-i), at: (i * 37) % tree.count) }
    for i in 0..<100 { tree.remove(at: (i * 53) % tree.count) }
    tree.setHeight(12, at: 3, measured: true)
    tree.checkInvariants()
    var layout = SectionLayout(heights: [10, 20, 30])
    layout.add(5, toSection: 1)
    layout.checkInvariants()
    var cache = IndexPathHeightCache()
    cache.setHeight(44, at: ListIndexPath(1, 2), .portrait)
    cache.apply(.insertRows([ListIndexPath(1, 0)]))
    cache.checkInvariants()
  }

  @Test func equalityOfRowTreesSeesTheMeasuredRows() {
    let a = RowTree((0..<10).map(Row.number))
    var b = a
    b.setHeight(44, at: 4, measured: true)
    var c = a
    c.setHeight(44, at: 4, measured: false)
    #expect(b != c)
    c.setHeight(44, at: 4, measured: true)
    #expect(b == c)
  }

  #if LISTSCRIPT_CHECKS
    @Test func aRowTreeOutOfHeapOrderFailsItsCheck() async {
      await #expect(processExitsWith: .failure) {
        let child = Node(rows: Chunk(.number(1), height: nil), priority: 9, left: nil, right: nil)
        let parent = Node(
          rows: Chunk(.number(0), height: nil), priority: 1, left: nil, right: child)
        var tree = RowTree<Row>()
        tree.root = parent
        tree.checkInvariants()
      }
    }

    @Test func aRowTreeNodeWithoutRowsFailsItsCheck() async {
      await #expect(processExitsWith: .failure) {
        let empty = Chunk(items: [], heights: [], measured: 0)
        var tree = RowTree<Row>()
        tree.root = Node(rows: empty, priority: 1, left: nil, right: nil)
        tree.checkInvariants()
      }
    }

    @Test func aRowTreeChunkOverItsCapacityFailsItsCheck() async {
      await #expect(processExitsWith: .failure) {
        let items = (0...RowTree<Row>.chunkCapacity).map(Row.number)
        let big = Chunk(items: items[...], heights: [], measured: 0)
        var tree = RowTree<Row>()
        tree.root = Node(rows: big, priority: 1, left: nil, right: nil)
        tree.checkInvariants()
      }
    }

    @Test func aSectionLayoutWhoseSumsDisagreeFailsItsCheck() async {
      await #expect(processExitsWith: .failure) {
        var layout = SectionLayout(heights: [10, 20, 30])
        layout.tree[2] += 1
        layout.checkInvariants()
      }
    }

    @Test func anIndexPathCacheEntryThatIsNoHeightFailsItsCheck() async {
      await #expect(processExitsWith: .failure) {
        var cache = IndexPathHeightCache()
        cache.setHeight(44, at: ListIndexPath(0, 0), .portrait)
        cache._portrait[0][0] = -5
        cache.checkInvariants()
      }
    }
  #endif
}
