/// A section as the diff and the plans see it: what it carries besides its rows, and its rows.
///
/// In the language a section is a plain list of items, or a record with an `items` list (and
/// any other fields: `id`, `title`, …). A record section's identity is its `id` field, else the
/// record without `items`; a plain list's identity is its position in the list of sections, so
/// plain sections are never moved, only added or removed at the end, and never updated.
public struct SectionSnapshot: Equatable, Sendable {
  /// The section's record without its `items` field, or `nil` for a plain list.
  public var info: Value
  /// The section's rows.
  public var items: [Value]

  /// A section with this info (`nil` for a plain list) and these rows.
  public init(info: Value = .nil, items: [Value]) {
    self.info = info
    self.items = items
  }

  /// Reads a section written in the language: a list of items, or a record with an `items`
  /// list; `nil` for anything else.
  public init?(_ value: Value) {
    switch value {
    case .record(let record):
      guard let items = record["items"]?.listElements else { return nil }
      self.init(
        info: .record(
          Record(record.fields.filter { $0.name != "items" }.map { ($0.name, $0.value) })),
        items: items)
    default:
      guard let items = value.listElements else { return nil }
      self.init(items: items)
    }
  }

  /// What links this section, at `position`, to a section of another list.
  public func identity(at position: Int) -> SectionIdentity {
    if case .record = info { return .value(info.identity) }
    return .position(position)
  }
}

/// A section's identity: its position, for a plain list, or a value.
public enum SectionIdentity: Hashable, Sendable {
  case position(Int)
  case value(Value)
}

extension Differ {
  /// The changeset between two lists of ListScript sections: sections linked as
  /// `SectionSnapshot.identity(at:)` says and updated when their info differs; rows linked by
  /// identity and updated when their content differs.
  ///
  /// - Complexity: as `diff(sections:to:sectionIdentity:…)`.
  public static func diff(
    sections old: [SectionSnapshot], to new: [SectionSnapshot], recreating: Set<Int> = []
  ) -> SectionedChangeset {
    diff(
      sections: old, to: new, sectionIdentity: { $1.identity(at: $0) },
      sectionContentEquals: { $0.info == $1.info }, items: \.items, identity: \.identity,
      contentEquals: ==, recreating: recreating)
  }
}
