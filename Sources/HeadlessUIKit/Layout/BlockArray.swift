/// An array kept in blocks of 256 elements behind references: a copy shares every block, and a
/// write copies only the block it touches and the table of blocks.
///
/// The table view runs each mutation on a copy of itself and keeps the copy only if it succeeds
/// (`TableView.transaction`); a flow layout's lines in plain arrays would then be copied whole by
/// the first write of every layout pass. In blocks, a pass that measures a few items copies a few
/// blocks and a table of n / 256 references.
@usableFromInline struct BlockArray<Element: Equatable & Sendable>: Equatable, Sendable {
  /// One block of consecutive elements, shared between copies until one of them writes to it.
  @usableFromInline final class Block: @unchecked Sendable {
    // Written only through `BlockArray`, after making the block unique, and never while read:
    // no dynamic exclusivity check is needed.
    @exclusivity(unchecked) @usableFromInline var values: [Element]

    @inlinable init(_ values: [Element]) { self.values = values }
  }

  /// log2 of the block size.
  @inlinable static var shift: Int { 8 }
  /// The elements in blocks of `1 << shift`, the last one possibly shorter.
  @usableFromInline var blocks: [Block] = []
  /// The number of elements.
  @usableFromInline var count = 0

  /// An empty array.
  @inlinable init() {}

  /// The elements of `elements`, in order.
  ///
  /// - Complexity: O(n).
  @inlinable init<C: Collection>(_ elements: C) where C.Element == Element {
    let size = 1 << Self.shift
    var block: [Element] = []
    block.reserveCapacity(size)
    for element in elements {
      block.append(element)
      if block.count == size {
        blocks.append(Block(block))
        block.removeAll(keepingCapacity: true)
      }
    }
    if !block.isEmpty { blocks.append(Block(block)) }
    count = elements.count
  }

  /// The element at `index`, which must be in `0..<count`.
  ///
  /// - Complexity: O(1) to read; a write copies the block (and the table of blocks) when a copy
  ///   of the array shares it.
  @inlinable subscript(index: Int) -> Element {
    get { blocks[index >> Self.shift].values[index & ((1 << Self.shift) - 1)] }
    set {
      let b = index >> Self.shift
      if !isKnownUniquelyReferenced(&blocks[b]) { blocks[b] = Block(blocks[b].values) }
      blocks[b].values[index & ((1 << Self.shift) - 1)] = newValue
    }
  }

  /// Applies `change` to each element of `range`, which must lie within one block: one check
  /// that the block is not shared for all of them.
  ///
  /// - Complexity: O(k) for the k elements of `range`.
  @inlinable mutating func update(_ range: Range<Int>, _ change: (inout Element) -> Void) {
    guard let first = range.first else { return }
    let b = first >> Self.shift
    precondition((range.upperBound - 1) >> Self.shift == b, "a range across blocks")
    if !isKnownUniquelyReferenced(&blocks[b]) { blocks[b] = Block(blocks[b].values) }
    let offset = b << Self.shift
    blocks[b].values.withUnsafeMutableBufferPointer { values in
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
    for (x, y) in zip(a.blocks, b.blocks) where x !== y && x.values != y.values { return false }
    return true
  }
}
