import ListDiff

/// A table's viewport size, row height, and header and footer heights, in points.
public struct TableGeometry: Equatable, Sendable {
  /// The viewport's width; 375 by default.
  public var width: Double = 375
  /// The viewport's height; 667 by default.
  public var height: Double = 667
  /// The height of a row whose item does not ask for one.
  public var rowHeight: Double = 44
  /// The height of the table header view, above the first section; 0 by default.
  public var tableHeader: Double = 0
  /// The height of the table footer view, below the last section; 0 by default.
  public var tableFooter: Double = 0
  /// The height of every section's header, above its first row; 0 by default.
  public var sectionHeader: Double = 0
  /// The height of every section's footer, below its last row; 0 by default.
  public var sectionFooter: Double = 0
  /// `contentInset`: room the app adds above and below the content; none by default.
  ///
  /// Only the top and bottom are laid out: the rows keep the view's width **(our choice)**.
  public var contentInset = EdgeInsets()
  /// The safe area's insets: the bars and the home indicator the view lies under; none by
  /// default (a view the model makes sits under nothing).
  public var safeArea = EdgeInsets()
  /// The defaults: a 375 × 667 viewport, 44-point rows, and no table or section headers or
  /// footers, no content inset and no safe area.
  @inlinable public init() {}

  /// `adjustedContentInset`: the content inset plus the safe area, as a scroll view adds them
  /// when its `contentInsetAdjustmentBehavior` adjusts the scrolling axis (`.automatic`,
  /// `.scrollableAxes`, `.always`).
  ///
  /// - Complexity: O(1).
  @inlinable public var adjustedContentInset: EdgeInsets {
    EdgeInsets(
      top: contentInset.top + safeArea.top, left: contentInset.left + safeArea.left,
      bottom: contentInset.bottom + safeArea.bottom, right: contentInset.right + safeArea.right)
  }
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
  /// Upright: a new table's orientation, with the heights in the caches' portrait stores.
  case portrait
  /// On its side, with the heights in the caches' landscape stores.
  case landscape
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

/// Counts as traces and reports print them: `1 item`, `2 items`.
@usableFromInline package enum Counted {
  /// `n` and the noun, plural unless `n` is 1 (`plural` when the noun does not take an `s`).
  @inlinable package static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
    "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
  }
}
