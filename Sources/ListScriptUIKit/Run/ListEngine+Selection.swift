import HeadlessUIKit

/// UIKit's four selection switches, which it keeps apart and the model reads as two modes.
struct SelectionSwitches {
  /// `allowsSelection` and `allowsMultipleSelection`: UIKit's defaults.
  var allows = true
  var multiple = false
  /// `allowsSelectionDuringEditing` and `allowsMultipleSelectionDuringEditing`.
  var allowsWhileEditing = false
  var multipleWhileEditing = false

  /// The mode the switches make: none unless selection is allowed, then single or multiple.
  func mode(editing: Bool) -> SelectionMode {
    let (allowed, several) =
      editing ? (allowsWhileEditing, multipleWhileEditing) : (allows, multiple)
    return allowed ? (several ? .multiple : .single) : .none
  }
}

extension ListEngine {
  /// Sets one switch, named `call` in the trace, and gives the model the mode they make now.
  func setSelection(_ call: String, editing: Bool, _ change: (inout SelectionSwitches) -> Void) {
    change(&selection)
    let mode = selection.mode(editing: editing)
    self.call(call) { table, _ in table.setSelectionMode(mode, editing: editing) }
  }

  /// `allowsSelectionDuringEditing`, a table's and a collection view's alike.
  var allowsSelectionDuringEditing: Bool {
    get { selection.allowsWhileEditing }
    set {
      setSelection("allowsSelectionDuringEditing = \(newValue)", editing: true) {
        $0.allowsWhileEditing = newValue
      }
    }
  }

  /// `allowsMultipleSelectionDuringEditing`, a table's and a collection view's alike.
  var allowsMultipleSelectionDuringEditing: Bool {
    get { selection.multipleWhileEditing }
    set {
      setSelection("allowsMultipleSelectionDuringEditing = \(newValue)", editing: true) {
        $0.multipleWhileEditing = newValue
      }
    }
  }
}
