import ListDiff

/// The iOS version whose UITableView behaviour the model reproduces.
public enum Platform: String, CaseIterable, Sendable {
  /// iOS 12: one unbound spare cell; exception texts with two spaces after the first sentence.
  case ios12
  /// iOS 14: one unbound spare cell; one space after the first sentence.
  case ios14
  /// iOS 15: prepared cells above and below the visible rows.
  case ios15
  /// iOS 17: prepared cells; count failures in the "Invalid batch updates detected" form.
  case ios17

  /// Whether the table keeps configured, hidden cells for the rows next to the visible ones.
  @inlinable public var keepsPreparedCells: Bool { self == .ios15 || self == .ios17 }

  /// Whether the table keeps one hidden cell that is bound to no row.
  @inlinable public var keepsSpareCell: Bool { !keepsPreparedCells }

  /// Whether `reconfigureRows(at:)` exists (iOS 15 and later).
  @inlinable public var hasReconfigure: Bool { keepsPreparedCells }
}
