import ListDiff

/// The app's model: sections of items.
///
/// The table does not see a change until it is told.
///
/// Every edit is recorded in a short journal, so that when the table finds the counts
/// inconsistent it can say what the data source did since the table last read it.
public struct DataSource<Item: TableItem>: Sendable {
  /// The sections, each a persistent sequence of items.
  @inlinable var sections: [RowTree<Item>] { _sections }
  @usableFromInline var _sections: [RowTree<Item>] = []
  /// What each section carries besides its items (a section record without `items`), or `nil`
  /// for a section given as a plain list; one per section.
  @inlinable public var infos: [Item?] { _infos }
  @usableFromInline var _infos: [Item?] = []
  /// The most recent edits, oldest first (at most `journalLimit`).
  @inlinable public var journal: [String] { _journal }
  @usableFromInline var _journal: [String] = []
  /// How many edits were ever made; `journal` holds the last few of them.
  @inlinable public var editCount: Int { _editCount }
  @usableFromInline var _editCount: Int = 0
  @inlinable static var journalLimit: Int { 16 }

  /// An empty data source: no sections.
  @inlinable public init() {}

  /// A data source with these sections of items.
  @inlinable public init(sections: [[Item]]) {
    self._sections = sections.map { RowTree($0) }
    _infos = Array(repeating: nil, count: sections.count)
  }

  /// The sections as the diff sees them.
  ///
  /// - Complexity: O(n) in the number of items.
  @inlinable public var snapshot: [SectionSnapshot<Item>] {
    sections.indices.map { SectionSnapshot(info: infos[$0], items: sections[$0].items) }
  }

  /// The number of sections.
  @inlinable public var sectionCount: Int { sections.count }

  /// The number of items in `section`, or `nil` when there is no such section.
  ///
  /// - Complexity: O(1).
  @inlinable public func rowCount(_ section: Int) -> Int? {
    sections.indices.contains(section) ? sections[section].count : nil
  }

  /// The item at `path`, or `nil` when the data source has no such row.
  ///
  /// - Complexity: O(log n) expected.
  @inlinable public func item(at path: ListIndexPath) -> Item? {
    guard let count = rowCount(path.section), path.row >= 0, path.row < count else { return nil }
    return sections[path.section][path.row]
  }

  /// The items of `section` in order.
  ///
  /// - Complexity: O(n).
  @inlinable public func items(_ section: Int) -> [Item]? {
    sections.indices.contains(section) ? sections[section].items : nil
  }
}
