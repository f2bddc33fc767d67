import ListDiff

/// SwiftUI's offset edits, which a `ForEach`'s `onDelete(perform:)` and `onMove(perform:)`
/// handlers make on a section's rows: `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`,
/// the `RangeReplaceableCollection` and `MutableCollection` extensions SwiftUI declares for them.
///
/// Both take an `IndexSet`: the offsets as a set, so their order and repeats do not count. A
/// move's destination is an offset in the rows **before** the move: the moved rows, in their
/// order, end up in front of the row that was at `destination` (at the end when it is the row
/// count). UIKit's `moveRow(at:to:)` and ListScript's `data move` take the final index instead;
/// moving row 0 down to offset 2 of `[a, b, c, d]` gives `[b, a, c, d]`.
extension DataSource {
  /// Removes the rows of `section` at `offsets`: `remove(atOffsets:)`.
  ///
  /// Nothing is removed when an offset is outside the section's rows.
  /// - Complexity: O(k log k + k log n) expected, for k offsets and n rows.
  public mutating func remove(atOffsets offsets: [Int], inSection section: Int)
    throws(DataSourceError)
  {
    let (unique, _) = try checkedOffsets(offsets, inSection: section, "swiftui ondelete")
    for offset in unique.reversed() { _sections[section].remove(at: offset) }
    record("onDelete: remove(atOffsets: \(unique)) in section \(section)")
  }

  /// Moves the rows of `section` at `offsets` in front of the row at `destination`, as offsets
  /// before the move: `move(fromOffsets:toOffset:)`.
  ///
  /// Nothing moves when an offset is outside the rows or `destination` outside `0...count`.
  /// - Complexity: O(k log k + k log n) expected, for k offsets and n rows.
  public mutating func move(
    fromOffsets offsets: [Int], toOffset destination: Int, inSection section: Int
  )
    throws(DataSourceError)
  {
    let command = "swiftui onmove"
    let (unique, count) = try checkedOffsets(offsets, inSection: section, command)
    guard destination >= 0, destination <= count else {
      throw .rowOutOfRange(
        command: command, path: ListIndexPath(section, destination), limit: count,
        inclusive: true)
    }
    let moving = unique.map { _sections[section][$0] }
    for offset in unique.reversed() { _sections[section].remove(at: offset) }
    // The destination counted the moved rows that stood before it.
    let at = Self.finalIndex(ofMoving: unique, toOffset: destination)
    for (k, item) in moving.enumerated() { _sections[section].insert(item, at: at + k) }
    record("onMove: move(fromOffsets: \(unique), toOffset: \(destination)) in section \(section)")
  }

  /// The offsets sorted, once each, and the section's row count; an offset outside the rows
  /// is refused.
  func checkedOffsets(_ offsets: [Int], inSection section: Int, _ command: String)
    throws(DataSourceError) -> ([Int], Int)
  {
    let count = try rows(section, command)
    let unique = Set(offsets).sorted()
    if let bad = unique.first(where: { $0 < 0 || $0 >= count }) {
      throw .rowOutOfRange(
        command: command, path: ListIndexPath(section, bad), limit: count, inclusive: false)
    }
    return (unique, count)
  }

  /// Where the rows at `offsets` end up when moved to `destination`: the first's final index,
  /// the others after it in order.
  ///
  /// - Complexity: O(k) for k offsets.
  public static func finalIndex(ofMoving offsets: [Int], toOffset destination: Int) -> Int {
    destination - Set(offsets).count { $0 < destination }
  }
}
