import CPrefetch

/// An item that asks the processor for the memory it refers to, a few items before the diff
/// compares it: for items that keep their content behind a reference (a record's fields),
/// which the changeset reads at random when a long list was shuffled (the hints are given
/// from 65,536 items in both lists together, by the flat diff whose equal contents imply
/// equal identities: `Differ.diff(from:to:identity:contentEqualsImplyingIdentity:)`).
///
/// The hint must read only the item's own bytes, ask for anything else with `DiffPrefetch.read`
/// (which never faults, whatever the address), and change nothing.
///
/// Unsafe: speed (the item is handed over as a raw pointer) — bench row
/// "diff by identity …: records with string ids (Value) / UUID strings".
@usableFromInline package protocol DiffPrefetching {
  /// Asks for the memory the item at `item` refers to directly (a record's fields).
  ///
  /// - Complexity: O(1).
  static func prefetchStorage(at item: UnsafeRawPointer)
}

/// Prefetch hints, which Swift has no spelling for.
@usableFromInline package enum DiffPrefetch {
  /// Asks the processor to start loading the cache line at `address` for reading: a hint that
  /// never faults, whatever the address.
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  package static func read(_ address: UInt) { cprefetch_read(address) }
}
