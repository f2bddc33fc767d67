import ListDiff

extension TableView {
  /// Sets `isPrefetchingEnabled`.
  ///
  /// With it off, no layout pass prepares cells beyond the visible ones (a collection view's
  /// property since iOS 10, a table's since iOS 15: "Setting this property to false also
  /// disables data prefetching"). The cells already prepared go back to the reuse
  /// pool at the next layout pass.
  ///
  /// - Complexity: O(1).
  @inlinable public mutating func setPrefetchingEnabled(_ enabled: Bool) throws(TableError) {
    if !kind.isCollection, !platform.isAtLeast(.ios15) {
      throw .unavailable(call: "UITableView.isPrefetchingEnabled", platform: platform)
    }
    _isPrefetchingEnabled = enabled
    checkInvariants()
  }
}
