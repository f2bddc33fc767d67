/// Asking the processor for items' memory a few items before the diff reads it.
///
/// At a million items each string's bytes lie somewhere on the heap, and when a list is
/// shuffled every one is a cache miss that the hashing pass would otherwise wait on in turn;
/// the changeset then reads the linked old items in new order, at random, and an item that
/// keeps its content behind a reference (a record) costs a second miss.
extension Links {
  /// How many items ahead a string's bytes, or an old item's memory, are asked for.
  @usableFromInline static let prefetchDistance = 12

  /// From how many items a side is prefetched: below, its strings mostly stay in the cache,
  /// and the requests cost more than they save (measured at 10,000 UUID strings: see
  /// docs/quality.md, "Measurements behind the code").
  @usableFromInline static let prefetchFrom = 65_536

  /// Asks the processor for the bytes of `items[k]`, when items are strings and `k` is in
  /// range, so that hashing them later does not wait on memory.
  ///
  /// A `String` is two words on 64-bit platforms, the second its object's address (below its
  /// top four bits) for a string stored out of line, whose bytes begin 32 bytes in; the
  /// element is read as raw memory, so nothing is retained. For a small string, whose second
  /// word holds characters, this asks for a line that nothing then reads.
  ///
  /// Unsafe: speed (reads the memory layout of `String`) — bench row
  /// "diff by identity, 10% duplicates, shuffled, n = …: UUID strings / scrambled Int".
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  static func prefetch<Item>(_ items: UnsafeBufferPointer<Item>, _ k: Int) {
    #if _pointerBitWidth(_64)
      guard Item.self == String.self, k < items.count, let base = items.baseAddress else { return }
      let word = UnsafeRawPointer(base).load(
        fromByteOffset: k * MemoryLayout<String>.stride + 8, as: UInt.self)
      DiffPrefetch.read((word & 0x0FFF_FFFF_FFFF_FFFF) &+ 32)
    #endif
  }

  /// Asks for old item `i` of `items` itself (`far`), or for the memory it refers to
  /// (`storage`, an item type's `DiffPrefetching` hint), ahead of the changeset comparing it.
  ///
  /// Unsafe: speed — bench row
  /// "diff by identity …: records with string ids (Value) / UUID strings".
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  static func prefetchContent<Item>(
    _ items: UnsafeBufferPointer<Item>, _ i: Int, far: Bool,
    _ storage: (UnsafeRawPointer) -> Void
  ) {
    guard let base = items.baseAddress, UInt(bitPattern: i) < UInt(items.count) else { return }
    let item = UnsafeRawPointer(base) + i * MemoryLayout<Item>.stride
    if far { DiffPrefetch.read(UInt(bitPattern: item)) } else { storage(item) }
  }
}
