/// A field of the record `cell(P)` returns: what `emit swift` checks on UIKit's cell.
public enum CellField: String, CaseIterable, Sendable {
  /// The cell's index path.
  case row
  /// What the cell shows.
  case text
  /// Whether the cell shows the editing controls.
  case editing
  /// Whether the cell is selected.
  case selected
  /// Whether the cell is hidden (a prepared cell, off screen, on iOS 15 and later).
  case hidden
  /// Whether the cell shows something other than what the data source would give it now.
  case stale
  /// The cell object's identity (`c3`), stable while the cell is reused.
  case id
  /// Whether the cell object shows a checkmark (`accessoryType == .checkmark`); in the record
  /// only where the app's cells are modelled (`provider …`).
  case checkmark
}
