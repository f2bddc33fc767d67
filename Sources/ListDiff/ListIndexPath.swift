/// A row's position: a section and a row within it, ordered section first.
///
/// UIKit's `IndexPath` under a name of its own, so that a file importing Foundation and these
/// libraries together (every app's test target does) names both without ambiguity; convert
/// with `IndexPath(row: p.row, section: p.section)`.
public struct ListIndexPath: Hashable, Comparable, Sendable {
  /// The section index.
  public var section: Int
  /// The row index within the section.
  public var row: Int

  /// Creates an index path for `row` in `section`.
  public init(_ section: Int, _ row: Int) {
    self.section = section
    self.row = row
  }

  /// Orders index paths by section first, then by row within the section.
  public static func < (a: ListIndexPath, b: ListIndexPath) -> Bool {
    (a.section, a.row) < (b.section, b.row)
  }

  /// How `NSIndexPath` describes itself in UIKit's exception texts, without the object address:
  /// `{length = 2, path = 0 - 3}`.
  ///
  /// Its indexes are unsigned (`NSUInteger`): a row of -1 prints as 18446744073709551615
  /// (wordpress-mobile/WordPress-iOS#15370, LNPopupController#431).
  public var uikitDescription: String {
    "{length = 2, path = \(UInt(bitPattern: section)) - \(UInt(bitPattern: row))}"
  }

  /// How Swift prints Foundation's `IndexPath`: `[0, 3]`.
  public var swiftDescription: String { "[\(section), \(row)]" }
}

extension ListIndexPath: CustomStringConvertible {
  /// The ListScript literal: `0:3`.
  public var description: String { "\(section):\(row)" }
}
