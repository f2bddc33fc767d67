/// An array kept in blocks of 256 elements behind references, in pages of 64 blocks: a copy
/// shares every page and block, and a write copies only the block it touches, its page's table
/// and the table of pages.
///
/// The table view runs each mutation on a copy of itself and keeps the copy only if it succeeds
/// (`TableView.transaction`); a flow layout's lines in plain arrays would then be copied whole by
/// the first write of every layout pass. In blocks, a pass that measures a few items copies a few
/// blocks, their pages' tables of 64 references and a table of n / 16,384.
@usableFromInline struct BlockArray<Element: Equatable & Sendable>: Equatable, Sendable {
  /// One block of consecutive elements, shared between copies until one of them writes to it.
  ///
  /// Unsafe: confined (`@unchecked Sendable`) — written only through the one `BlockArray` that
  /// holds it uniquely (`uniqueBlock(holding:)`).
  @usableFromInline final class Block: @unchecked Sendable {
    // Written only through `BlockArray`, after making the block unique, and never while read:
    // no dynamic exclusivity check is needed.
    // Unsafe: speed (`@exclusivity(unchecked)`) — bench row
    // "self-sizing flow layout: a page of new items measured on scroll, 1,000,000 vs 1,000 items".
    @exclusivity(unchecked) @usableFromInline var values: [Element]

    @inlinable init(_ values: [Element]) { self.values = values }
  }

  /// A run of up to `1 << pageShift` consecutive blocks, shared between copies until one of them
  /// writes to one of its blocks: so a write copies one page's table, not the whole array's.
  ///
  /// Unsafe: confined (`@unchecked Sendable`) — as `Block`.
  @usableFromInline final class Page: @unchecked Sendable {
    // As `Block.values`: written only through `BlockArray`, after making the page unique.
    // Unsafe: speed (`@exclusivity(unchecked)`) — bench row
    // "self-sizing flow layout: a page of new items measured on scroll, 1,000,000 vs 1,000 items".
    @exclusivity(unchecked) @usableFromInline var blocks: [Block]

    @inlinable init(_ blocks: [Block]) { self.blocks = blocks }
  }

  /// log2 of the block size.
  @inlinable static var shift: Int { 8 }
  /// log2 of the number of blocks a page holds.
  @inlinable static var pageShift: Int { 6 }
  /// The blocks of `1 << shift` elements (the last one possibly shorter), in pages of
  /// `1 << pageShift` blocks.
  @usableFromInline var pages: [Page] = []
  /// The number of elements.
  @usableFromInline var count = 0

  /// An empty array.
  @inlinable init() {}

  /// The elements of `elements`, in order.
  ///
  /// - Complexity: O(n).
  @inlinable init<C: Collection>(_ elements: C) where C.Element == Element {
    let size = 1 << Self.shift
    let pageSize = 1 << Self.pageShift
    var blocks: [Block] = []
    var block: [Element] = []
    block.reserveCapacity(size)
    for element in elements {
      block.append(element)
      if block.count == size {
        blocks.append(Block(block))
        block.removeAll(keepingCapacity: true)
        if blocks.count == pageSize {
          pages.append(Page(blocks))
          blocks.removeAll(keepingCapacity: true)
        }
      }
    }
    if !block.isEmpty { blocks.append(Block(block)) }
    if !blocks.isEmpty { pages.append(Page(blocks)) }
    count = elements.count
  }

  /// Every block, in order.
  ///
  /// - Complexity: O(n / 256).
  @inlinable var blocks: [Block] { pages.flatMap(\.blocks) }

  /// The element at `index`, which must be in `0..<count`.
  ///
  /// - Complexity: O(1) to read; a write copies the block and its page's table of blocks (and the
  ///   table of pages) when a copy of the array shares them.
  @inlinable subscript(index: Int) -> Element {
    get {
      pages[index >> (Self.shift + Self.pageShift)]
        .blocks[(index >> Self.shift) & ((1 << Self.pageShift) - 1)]
        .values[index & ((1 << Self.shift) - 1)]
    }
    set {
      let block = uniqueBlock(holding: index)
      block.values[index & ((1 << Self.shift) - 1)] = newValue
    }
  }

  /// The block that holds `index`, made unique to this array first: its page copied if shared,
  /// then the block.
  @inlinable mutating func uniqueBlock(holding index: Int) -> Block {
    let p = index >> (Self.shift + Self.pageShift)
    let b = (index >> Self.shift) & ((1 << Self.pageShift) - 1)
    if !isKnownUniquelyReferenced(&pages[p]) { pages[p] = Page(pages[p].blocks) }
    let page = pages[p]
    if !isKnownUniquelyReferenced(&page.blocks[b]) { page.blocks[b] = Block(page.blocks[b].values) }
    return page.blocks[b]
  }

  /// Applies `change` to each element of `range`, which must lie within one block: one check
  /// that the block is not shared for all of them.
  ///
  /// - Complexity: O(k) for the k elements of `range`.
  @inlinable mutating func update(_ range: Range<Int>, _ change: (inout Element) -> Void) {
    guard let first = range.first else { return }
    precondition(
      (range.upperBound - 1) >> Self.shift == first >> Self.shift, "a range across blocks")
    let block = uniqueBlock(holding: first)
    let offset = (first >> Self.shift) << Self.shift
    // Unsafe: speed — bench row
    // "self-sizing flow layout: a page of new items measured on scroll, 1,000,000 vs 1,000 items".
    block.values.withUnsafeMutableBufferPointer { values in
      for i in range { change(&values[i - offset]) }
    }
  }

  /// The elements in order.
  ///
  /// - Complexity: O(n).
  @inlinable var elements: [Element] { blocks.flatMap(\.values) }

  /// Two arrays are equal when they hold equal elements in the same order.
  ///
  /// - Complexity: O(n), O(1) per block the two share.
  @inlinable static func == (a: BlockArray, b: BlockArray) -> Bool {
    guard a.count == b.count else { return false }
    for (p, q) in zip(a.pages, b.pages) where p !== q {
      for (x, y) in zip(p.blocks, q.blocks) where x !== y && x.values != y.values { return false }
    }
    return true
  }
}
