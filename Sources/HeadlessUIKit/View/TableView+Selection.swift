import ListDiff

/// What a view lets the app select: `allowsSelection` and `allowsMultipleSelection`, or their
/// editing-time counterparts.
public enum SelectionMode: String, CaseIterable, Equatable, Sendable {
  /// `allowsSelection = false`: selecting has no effect.
  case none
  /// The default outside editing: selecting a row replaces the selection.
  case single
  /// `allowsMultipleSelection = true`: selecting a row adds it to the selection.
  case multiple

  /// The properties an app sets for this mode, outside editing or during it, in the order it
  /// sets them: `allowsSelection = true`, `allowsMultipleSelection = true`.
  @inlinable public func assignments(editing: Bool) -> [(property: String, value: Bool)] {
    editing
      ? [
        ("allowsSelectionDuringEditing", self != .none),
        ("allowsMultipleSelectionDuringEditing", self == .multiple),
      ]
      : [("allowsSelection", self != .none), ("allowsMultipleSelection", self == .multiple)]
  }
}

extension TableView {
  /// The mode in force: the editing one while the view is editing.
  @inlinable public var activeSelectionMode: SelectionMode {
    isEditing ? editingSelectionMode : selectionMode
  }

  /// `selectRow(at:animated:scrollPosition:)` or `selectItem(at:animated:scrollPosition:)`.
  ///
  /// In the single mode the row replaces the selection ("If there's an existing selection with a
  /// different index path and the allowsMultipleSelection property is false, calling this method
  /// replaces the previous selection", UICollectionView's documentation), in the multiple mode it
  /// joins it, and with selection off it has no effect ("If the allowsSelection property is
  /// false, calling this method has no effect" — the collection view's documentation; the
  /// table's says nothing, and the model does the same: our choice). A row the view does not
  /// have raises, as a scroll to it does.
  ///
  /// - Complexity: O(s) for s rows selected before.
  @inlinable public mutating func select(_ path: ListIndexPath, _ dataSource: DataSource<Item>)
    throws(TableError)
  {
    let call = kind.isCollection ? "selectItem(at:)" : "selectRow(at:)"
    try transaction { table throws(TableError) in
      try table.checkSelectable(path, call: call, dataSource)
      let mode = table.activeSelectionMode
      switch mode {
      case .none:
        table._events.append(.selectionIgnored(call, editing: table.isEditing))
        return
      case .single:
        let others = table.selection.subtracting([path]).sorted()
        if !others.isEmpty {
          for other in others {
            table.markSelected(false, other)
            table.tapCheckmark(false, other)
          }
          table._events.append(.selectionReplaced(others))
        }
      case .multiple: break
      }
      table.markSelected(true, path)
      table.tapCheckmark(true, path)
    }
  }

  /// `deselectRow(at:animated:)` or `deselectItem(at:animated:)`.
  ///
  /// A collection view with
  /// selection off ignores it ("If the allowsSelection property is false, calling this method
  /// has no effect"); a table deselects whatever its mode (our choice: its documentation sets
  /// no condition).
  ///
  /// - Complexity: O(1) expected.
  @inlinable public mutating func deselect(_ path: ListIndexPath, _ dataSource: DataSource<Item>)
    throws(TableError)
  {
    let call = kind.isCollection ? "deselectItem(at:)" : "deselectRow(at:)"
    try transaction { table throws(TableError) in
      try table.checkSelectable(path, call: call, dataSource)
      if table.kind.isCollection, table.activeSelectionMode == .none {
        table._events.append(.selectionIgnored(call, editing: table.isEditing))
        return
      }
      table.markSelected(false, path)
      table.tapCheckmark(false, path)
    }
  }

  /// Sets `allowsSelection` and `allowsMultipleSelection`, or their editing-time counterparts.
  ///
  /// Leaving the multiple mode, or turning selection off, while that
  /// mode is in force clears the whole selection: `setAllowsMultipleSelection:` with `false`
  /// "deselects all rows" (decompiled UIKitCore, iOS 26.1; that it keeps none, rather than one,
  /// is UIKit's; that turning selection off does the same is our choice).
  ///
  /// - Complexity: O(s) for s rows selected.
  @inlinable public mutating func setSelectionMode(_ mode: SelectionMode, editing: Bool) {
    let old = editing ? editingSelectionMode : selectionMode
    if editing { _editingSelectionMode = mode } else { _selectionMode = mode }
    let inForce = editing == isEditing
    if inForce, old != mode, mode != .multiple, !selection.isEmpty,
      old == .multiple || mode == .none
    {
      clearSelection(because: .modeChanged)
    }
    checkInvariants()
  }

  /// What `setEditing(_:animated:)` does to the selection: leaving editing clears it; entering
  /// clears it too, unless both multiple modes are on and more than one row is selected
  /// (decompiled `-[UITableView _setEditing:animated:forced:]`, iOS 26.1, for apps built with a
  /// current SDK; a collection view does the same: our choice).
  @inlinable mutating func selectionAcrossEditing(entering: Bool) {
    guard !selection.isEmpty else { return }
    if entering, selectionMode == .multiple, editingSelectionMode == .multiple,
      selection.count > 1
    {
      return
    }
    clearSelection(because: entering ? .enteredEditing : .leftEditing)
  }

  @inlinable mutating func clearSelection(because reason: SelectionClearing) {
    let cleared = selection.sorted()
    for path in cleared { markSelected(false, path) }
    _events.append(.selectionCleared(cleared, reason))
  }

  /// The app's `didSelectRowAt` or `didDeselectRowAt` puts the checkmark on the cell object at
  /// `path`, or takes it off, when it leaves checkmarks to the cells.
  @inlinable mutating func tapCheckmark(_ on: Bool, _ path: ListIndexPath) {
    if provision.leavesCheckmarks, let index = mounted[path] { cells[index].checkmark = on }
  }

  @inlinable mutating func markSelected(_ selected: Bool, _ path: ListIndexPath) {
    if selected { selection.insert(path) } else { selection.remove(path) }
    if let index = mounted[path] { cells[index].selected = selected }
  }

  @inlinable mutating func checkSelectable(
    _ path: ListIndexPath, call: String, _ dataSource: DataSource<Item>
  ) throws(TableError) {
    if path.section < 0 || path.row < 0 { throw .negativeIndex("\(call) \(path)") }
    if !hasAppeared { appear(dataSource) }
    guard hasRow(path) else {
      throw .noSuchRow(
        call: call, path, sections: rows.count, rows: numberOfRows(inSection: path.section),
        view: kind.noun)
    }
  }
}

/// Why a view's selection was cleared.
public enum SelectionClearing: Equatable, Sendable {
  /// `setEditing(true, …)`.
  case enteredEditing
  /// `setEditing(false, …)`.
  case leftEditing
  /// The mode in force left `multiple`, or turned selection off.
  case modeChanged
}
