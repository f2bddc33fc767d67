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
  /// The row at the top, with its section's header when it is the section's first row.
  case top
  /// The row's middle at the viewport's middle.
  case middle
  /// The row at the bottom, with its section's footer when it is the section's last row.
  case bottom
  /// The least movement that shows the whole row; none if it is already fully visible
  /// (Apple's documentation). A row taller than the viewport goes to the top (our choice).
  case none
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
