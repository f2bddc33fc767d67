import ListDiff

/// A table's viewport size, row height, and header and footer heights, in points.
public struct TableGeometry: Equatable, Sendable {
  public var width: Double = 375
  public var height: Double = 667
  /// The height of a row whose item does not ask for one.
  public var rowHeight: Double = 44
  public var tableHeader: Double = 0
  public var tableFooter: Double = 0
  public var sectionHeader: Double = 0
  public var sectionFooter: Double = 0
  @inlinable public init() {}
}

/// How `setEditing` refreshes the cells (the first article's three strategies).
public enum EditRefresh: String, Sendable, CaseIterable {
  /// Only `visibleCells`: the article's code.
  case visible
  /// Visible and prepared cells: the article's `mountedCells` fix.
  case mounted
  /// `reloadData()`.
  case reload
}

/// Where `scrollToRow(at:at:)` puts the row: `UITableView.ScrollPosition`.
public enum ScrollPosition: String, Sendable, CaseIterable {
  case top, middle, bottom
}

/// The device orientation, which picks FDTemplateLayoutCell's height store.
public enum Orientation: String, Sendable, CaseIterable {
  case portrait, landscape
}

/// Points as traces and diagnostics print them: integers without a fraction, others rounded
/// to two places.
@usableFromInline package enum Points {
  @inlinable package static func format(_ value: Double) -> String {
    if let i = Int(exactly: value) { return String(i) }
    let rounded = (value * 100).rounded() / 100
    if let i = Int(exactly: rounded) { return String(i) }
    return String(rounded)
  }
}
