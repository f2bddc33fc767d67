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
  /// The identity that diffs and keyed height caches use: a record's `id` field when it has one,
  /// otherwise the value itself.
  public var identity: Value {
    if case .record(let record) = self, let id = record["id"] { return id }
    return self
  }

  /// What a cell configured with this item displays: a record's `text` field when it has one,
  /// otherwise the item itself.
  public var displayed: Value {
    if case .record(let record) = self, let text = record["text"] { return text }
    return self
  }

  /// The row height the item asks for: its `height` field when that is a finite, non-negative
  /// number (anything else leaves the row at the table's row height).
  public var itemHeight: Double? {
    guard case .record(let record) = self, let height = record["height"]?.asDouble,
      height.isFinite, height >= 0
    else { return nil }
    return height
  }

  /// The width the item asks for in a flow layout that sizes its items (`sizeForItemAt`, or
  /// self-sizing cells): its `width` field when that is a finite, non-negative number (anything
  /// else leaves the item at the layout's item width).
  public var itemWidth: Double? {
    guard case .record(let record) = self, let width = record["width"]?.asDouble,
      width.isFinite, width >= 0
    else { return nil }
    return width
  }

  /// The value as a number of points, when it is an integer or a decimal.
  public var asDouble: Double? {
    switch self {
    case .int(let i): Double(i)
    case .decimal(let d): d
    default: nil
    }
  }

  /// The elements of a list or a range; `nil` for any other kind, and for a range of more
  /// than `IntRange.materializationLimit` elements.
  public var listElements: [Value]? {
    switch self {
    case .list(let items): items.elements
    case .range(let range): range.elements?.map(Value.int)
    default: nil
    }
  }

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
