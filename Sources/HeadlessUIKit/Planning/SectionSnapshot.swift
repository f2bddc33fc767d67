import ListDiff

/// A section as the diff and the plans see it: what it carries besides its rows, and its rows.
///
/// A section with info (in the language, a record with an `items` list and other fields: `id`,
/// `title`, …) is identified by its info's identity; a section without (a plain list) by its
/// position in the list of sections, so plain sections are never moved, only added or removed
/// at the end, and never updated.
public struct SectionSnapshot<Item: TableItem>: Equatable, Sendable {
  /// What the section carries besides its rows, or `nil` for a plain list.
  public var info: Item?
  /// The section's rows.
  public var items: [Item]

  /// A section with this info (`nil` for a plain list) and these rows.
  @inlinable public init(info: Item? = nil, items: [Item]) {
    self.info = info
    self.items = items
  }

  /// What links this section, at `position`, to a section of another list.
  @inlinable public func identity(at position: Int) -> SectionIdentity<Item> {
    if let info { return .value(info.identity) }
    return .position(position)
  }
}

/// A section's identity: its position, for a plain list, or its info's identity.
public enum SectionIdentity<Item: TableItem>: Hashable, Sendable {
  /// A plain list's section, identified by its position in the list of sections.
  case position(Int)
  /// A section with info, identified by its info's identity.
  case value(Item)
}

extension Differ {
  /// The changeset between two lists of sections: sections linked as
  /// `SectionSnapshot.identity(at:)` says and updated when their info differs; rows linked by
  /// identity and updated when their content differs.
  ///
  /// When `Item.equalItemsHaveEqualIdentities`, links between equal rows are not checked
  /// again (`diff(sections:…contentEqualsImplyingIdentity:…)`).
  ///
  /// One section on each side, linked (the same identity, not recreated), is diffed as the
  /// flat list it is, by `Item.changeset(from:to:)`.
  ///
  /// - Complexity: as `diff(sections:to:sectionIdentity:…)`.
  @inlinable public static func diff<Item: TableItem>(
    sections old: [SectionSnapshot<Item>], to new: [SectionSnapshot<Item>],
    recreating: Set<Int> = []
  ) -> SectionedChangeset {
    if old.count == 1, new.count == 1, !recreating.contains(0),
      old[0].identity(at: 0) == new[0].identity(at: 0)
    {
      var sections = Changeset()
      if old[0].info != new[0].info { sections.updates = [.init(old: 0, new: 0)] }
      return SectionedChangeset(
        rows: Item.changeset(from: old[0].items, to: new[0].items), inSection: 0,
        sections: sections)
    }
    if Item.equalItemsHaveEqualIdentities {
      return diff(
        sections: old, to: new, sectionIdentity: { $1.identity(at: $0) },
        sectionContentEquals: { $0.info == $1.info }, items: { $0.items },
        identity: { $0.identity }, contentEqualsImplyingIdentity: ==, recreating: recreating)
    }
    return diff(
      sections: old, to: new, sectionIdentity: { $1.identity(at: $0) },
      sectionContentEquals: { $0.info == $1.info }, items: { $0.items },
      identity: { $0.identity }, contentEquals: ==, recreating: recreating)
  }
}
