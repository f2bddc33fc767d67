import ListDiff

/// Where UIKit puts the insert half of a reload.
///
/// The old index is shifted down by the batch's explicit deletes and up by its explicit
/// inserts. Moves play no part, which is why a reload
/// of a row that moves, or that other moves displace, lands somewhere else.
@usableFromInline struct ReloadMapping {
  /// The explicit row deletes (a reload of one of them is an error).
  @usableFromInline let rowDeletes: Set<ListIndexPath>
  /// Section deletes, ascending.
  @usableFromInline let sectionDeletes: [Int]
  /// Section inserts, ascending and each minus its position: a non-decreasing key that says how
  /// many inserts land at or before a slot (see `shifted`).
  @usableFromInline let sectionInsertKeys: [Int]
  /// Per section (before the update), its deleted rows ascending.
  @usableFromInline let rowDeletesBySection: [Int: [Int]]
  /// Per section (after the update), its inserted rows as keys like `sectionInsertKeys`.
  @usableFromInline let rowInsertKeysBySection: [Int: [Int]]

  /// The mapping for a batch with these explicit deletes and inserts.
  ///
  /// - Complexity: O(c log c) for c index paths.
  @inlinable init(
    sectionDeletes: [Int], sectionInserts: [Int], rowDeletes: [ListIndexPath],
    rowInserts: [ListIndexPath]
  ) {
    self.rowDeletes = Set(rowDeletes)
    self.sectionDeletes = Set(sectionDeletes).sorted()
    self.sectionInsertKeys = Self.keys(Set(sectionInserts).sorted())
    self.rowDeletesBySection = Dictionary(grouping: self.rowDeletes, by: \.section)
      .mapValues { $0.map(\.row).sorted() }
    self.rowInsertKeysBySection = Dictionary(grouping: Set(rowInserts), by: \.section)
      .mapValues { Self.keys($0.map(\.row).sorted()) }
  }

  /// `x[j] - j` for ascending, distinct `x`: non-decreasing, so that the inserts that land at or
  /// before a slot are found by one binary search.
  @inlinable static func keys(_ ascending: [Int]) -> [Int] {
    ascending.enumerated().map { Self.saturating($0.element, minus: $0.offset) }
  }

  /// How many elements of the ascending `sorted` are at most `x`.
  @inlinable static func count(atMost x: Int, in sorted: [Int]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid] <= x { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Where an element at `n` (after the deletes) lands once the inserts with these keys are
  /// made: pushed down by each insert at or before it, as UIKit counts them.
  @inlinable static func shifted(_ n: Int, keys: [Int]) -> Int {
    saturating(n, plus: count(atMost: n, in: keys))
  }

  /// Where a reload of old section `s` inserts the section.
  ///
  /// - Complexity: O(log d + log i) for the batch's section deletes and inserts.
  @inlinable func section(_ s: Int) -> Int {
    // Saturating: an index near Int.max is out of range, and its delete fails validation; its
    // insert must not trap on the way.
    let n = Self.saturating(s, minus: Self.count(atMost: s, in: sectionDeletes))
    return Self.shifted(n, keys: sectionInsertKeys)
  }

  /// Where a reload of the old row `p` inserts the row.
  ///
  /// - Complexity: O(log d + log i) for the batch's deletes and inserts in its sections.
  @inlinable func row(_ p: ListIndexPath) -> ListIndexPath {
    let section = section(p.section)
    let deletes = rowDeletesBySection[p.section] ?? []
    let n = Self.saturating(p.row, minus: Self.count(atMost: p.row, in: deletes))
    return ListIndexPath(section, Self.shifted(n, keys: rowInsertKeysBySection[section] ?? []))
  }

  @inlinable static func saturating(_ a: Int, plus b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? (b > 0 ? Int.max : Int.min) : sum
  }

  @inlinable static func saturating(_ a: Int, minus b: Int) -> Int {
    let (difference, overflow) = a.subtractingReportingOverflow(b)
    return overflow ? (b > 0 ? Int.min : Int.max) : difference
  }
}
