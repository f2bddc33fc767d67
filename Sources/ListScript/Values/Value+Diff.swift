import HeadlessUIKit
import ListDiff

// The diff engine's results as language values, and the language's lists diffed.

extension Changeset {
  /// The changeset as the language shows it: a record of lists, moves as `[from, to]` pairs and
  /// updates as their old positions.
  public var value: Value {
    .record(
      Record([
        ("deletes", .list(deletes.map(Value.int))),
        ("inserts", .list(inserts.map(Value.int))),
        ("moves", .list(moves.map { .list([.int($0.from), .int($0.to)]) })),
        ("updates", .list(updates.map { .int($0.old) })),
      ]))
  }
}

extension SectionedChangeset {
  /// The changeset as the language shows it: the row changes as for a flat list (index paths
  /// instead of positions), plus `sections`, the section-level changes as a flat record.
  public var value: Value {
    .record(
      Record([
        ("sections", sections.value),
        ("deletes", .list(deletes.map(Value.indexPath))),
        ("inserts", .list(inserts.map(Value.indexPath))),
        ("moves", .list(moves.map { .list([.indexPath($0.from), .indexPath($0.to)]) })),
        ("updates", .list(updates.map { .indexPath($0.old) })),
      ]))
  }
}

extension Differ {
  /// The changeset between two lists of ListScript values: identity is an item's `id` field,
  /// else the item; content is the whole item.
  ///
  /// Equal values have equal identities (`==` compares the `id` field with the rest), so a
  /// link between equal values is not checked again.
  ///
  /// - Complexity: as `diff(from:to:identity:contentEqualsImplyingIdentity:)`.
  public static func diff(from old: [Value], to new: [Value]) -> Changeset {
    diff(from: old, to: new, identity: \.identity, contentEqualsImplyingIdentity: ==)
  }
}

extension Value: DiffFingerprinting {
  /// A fingerprint for linking: strings and integers through `Fingerprint`'s fast functions
  /// (an integral decimal as its integer, since `1 == 1.0`), anything else through `Hasher`.
  public var diffFingerprint: UInt64 {
    switch self {
    case .string(let s): Fingerprint.of(s)
    case .int(let i): Fingerprint.of(i)
    case .decimal(let d):
      if let i = Int(exactly: d) { Fingerprint.of(i) } else { Fingerprint.of(hashing: self) }
    case .bool, .nil, .list, .range, .indexPath, .record, .snapshot, .sectionSnapshot:
      Fingerprint.of(hashing: self)
    }
  }
}

extension Value: DiffPrefetching {
  /// Asks for the memory the first word of the value's payload points at.
  ///
  /// For a record that is its fields' storage, which `==` reads first; for other values,
  /// whatever their first word holds, a line that may go unread (a prefetch never faults).
  /// The value is read as raw memory: nothing is retained.
  ///
  /// Unsafe: speed (reads the memory layout of `Value`) — bench row
  /// "diff by identity …: records with string ids (Value) / UUID strings".
  ///
  /// - Complexity: O(1).
  @usableFromInline package static func prefetchStorage(at item: UnsafeRawPointer) {
    DiffPrefetch.read(item.load(as: UInt.self))
  }
}
