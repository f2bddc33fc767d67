import ListDiff

/// An edit the data source refused because an index was out of range.
public enum DataSourceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A row index outside `0..<limit` (or `0...limit` when `inclusive`).
  case rowOutOfRange(command: String, path: ListIndexPath, limit: Int, inclusive: Bool)
  /// A section index outside `0..<limit` (or `0...limit` when `inclusive`).
  case sectionOutOfRange(command: String, section: Int, limit: Int, inclusive: Bool)

  /// The command, the index and the valid range (`there are none` when the range is empty):
  /// `data remove: row 5 is out of range for section 0 (valid: 0..<3)`.
  @inlinable public var description: String {
    switch self {
    case .rowOutOfRange(let command, let path, let limit, let inclusive):
      let valid = Self.range(limit, inclusive)
      return "\(command): row \(path.row) is out of range for section \(path.section) (\(valid))"
    case .sectionOutOfRange(let command, let section, let limit, let inclusive):
      return "\(command): section \(section) is out of range (\(Self.range(limit, inclusive)))"
    }
  }

  @inlinable static func range(_ limit: Int, _ inclusive: Bool) -> String {
    if inclusive { return "valid: 0...\(limit)" }
    return limit == 0 ? "there are none" : "valid: 0..<\(limit)"
  }
}
