import ListDiff

extension TableView {
  /// Whether visible cells track the items they were configured from (UIKit's automatic
  /// observation tracking): a visible cell whose item changed in place since it was configured
  /// is configured again at the next layout pass, so it is not stale.
  ///
  /// Off before iOS 18; off on iOS 18 unless the app opts in (the Info.plist key
  /// `UIObservationTrackingEnabled`); on by default on iOS 26 (`Platform.observesItemsByDefault`,
  /// Apple's "Automatic observation tracking": cells' `updateConfiguration(using:)` "supports
  /// automatic observation tracking"). A scenario sets it with `observation on|off`.
  ///
  /// What counts as "in place" is our choice: the data source's item at the cell's index path
  /// has the identity of the item the cell shows and displays otherwise. An item that moved, or
  /// was replaced by another identity, is a different object, which the cell does not observe;
  /// only visible cells are refreshed (whether UIKit also refreshes prepared cells is not
  /// known: a simulator question).
  @inlinable public var observesItems: Bool { _observesItems ?? platform.observesItemsByDefault }

  /// Turns observation tracking on or off, whatever the profile's default.
  ///
  /// - Complexity: O(1).
  @inlinable public mutating func setObservesItems(_ observes: Bool) {
    _observesItems = observes
    checkInvariants()
  }

  /// The visible cells whose item changed in place, with the item each now observes: what a
  /// layout pass configures again when the view tracks observation.
  ///
  /// - Complexity: O(v) for v visible rows.
  @inlinable func observedChanges(_ dataSource: DataSource<Item>) -> [(
    path: ListIndexPath, index: Int, item: Item
  )] {
    guard observesItems else { return [] }
    var changes: [(path: ListIndexPath, index: Int, item: Item)] = []
    for path in _visibleRows {
      guard let index = mounted[path], cells[index].role == .visible,
        let shown = cellItems[index], let item = dataSource.item(at: path),
        shown.identity == item.identity, shown.displayed != item.displayed
      else { continue }
      changes.append((path, index, item))
    }
    return changes
  }

  /// Configures again the visible cells whose observed item changed (a layout pass's first
  /// step when the view tracks observation).
  ///
  /// - Complexity: O(v) for v visible rows.
  @inlinable mutating func refreshObservedCells(_ dataSource: DataSource<Item>) {
    for change in observedChanges(dataSource) {
      cellItems[change.index] = change.item
      _events.append(.observedChange(change.path, cell: cells[change.index].id))
    }
  }
}
