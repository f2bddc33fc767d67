import HeadlessUIKit
import ListDiff

/// A ListScript value: what a variable holds, what an expression yields and what a row's item is.
///
/// Values have value semantics. Integers and decimals compare numerically (`310 == 310.0`),
/// lists, ranges and records compare deeply, and a range equals the list of its elements.
public enum Value: Sendable {
  /// A 64-bit signed integer.
  case int(Int)
  /// A decimal number: points, offsets and heights.
  case decimal(Double)
  /// A string of Unicode text.
  case string(String)
  /// `true` or `false`.
  case bool(Bool)
  /// The absence of a value.
  case `nil`
  /// An ordered list of values, with how deeply they nest.
  case list(List)
  /// An integer range, usable wherever a list is expected.
  case range(IntRange)
  /// An index path: a section and a row.
  case indexPath(ListIndexPath)
  /// A record of named fields, kept in the order they were written.
  case record(Record)
  /// An `NSDiffableDataSourceSnapshot`: sections of items by identifier. Boxed, so that every
  /// other value stays as small as it was (a snapshot's six stored fields would triple it).
  indirect case snapshot(DiffableSnapshot<Value>)
  /// An `NSDiffableDataSourceSectionSnapshot`: one section's items as a tree. Boxed as a
  /// snapshot is.
  indirect case sectionSnapshot(DiffableSectionSnapshot<Value>)
}

extension Value {

  /// A list of `elements`.
  ///
  /// - Complexity: O(n): each element's depth is read once.
  public static func list(_ elements: [Value]) -> Value {
    .list(List(elements))
  }

  /// How deeply the value nests: 0 for a scalar, one more than its deepest element for a list
  /// or a record (a bound after in-place writes), `snapshotDepth` for a snapshot.
  ///
  /// Every value the language builds nests at most `Limits.maxValueDepth` levels (and a few
  /// more for what queries wrap around it), so that everything that walks a value — printing,
  /// comparing, hashing, freeing — recurses a bounded number of times.
  @inline(__always)
  public var nestingDepth: Int {
    switch self {
    case .list(let list): list.depth
    case .record(let record): record.depth
    case .snapshot, .sectionSnapshot: Value.snapshotDepth
    case .int, .decimal, .string, .bool, .nil, .range, .indexPath: 0
    }
  }

  /// The most levels an identifier in a snapshot may nest (a snapshot's own depth is one more,
  /// whatever it holds).
  public static let maxIdentifierDepth = 16

  /// A snapshot's nesting depth: a bound, as its identifiers nest at most `maxIdentifierDepth`.
  public static let snapshotDepth = maxIdentifierDepth + 1
}
