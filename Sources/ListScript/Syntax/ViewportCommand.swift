import HeadlessUIKit
import ListDiff

/// Scrolling, editing, selection, anchoring, rotation.
enum ViewportCommand<E> {
  case scrollTo(E)
  case scrollBy(E)
  /// `scroll to row P` or `scroll to item P`, with the noun as written.
  case scrollToRow(E, ScrollPosition, ViewNoun)
  case scrollToTop
  case scrollToBottom
  case anchor(Bool)
  case edit(Bool, EditRefresh)
  case select(E)
  case deselect(E)
  /// `selection [editing] none|single|multiple`: `allowsSelection` and
  /// `allowsMultipleSelection`, or their editing-time counterparts.
  case selection(SelectionMode, editing: Bool)
  /// `prefetching on|off`: `isPrefetchingEnabled`.
  case prefetching(Bool)
  /// `observation on|off`: automatic observation tracking of the items cells show.
  case observation(Bool)
  case rotate(Orientation)
  /// `contentinset T B`: `contentInset`'s top and bottom.
  case contentInset(E, E)
  /// `safearea T B`: the safe area's top and bottom insets.
  case safeArea(E, E)

  func map<F, Failure: Error>(_ f: (E) throws(Failure) -> F) throws(Failure) -> ViewportCommand<F> {
    switch self {
    case .scrollTo(let e): .scrollTo(try f(e))
    case .scrollBy(let e): .scrollBy(try f(e))
    case .scrollToRow(let e, let p, let noun): .scrollToRow(try f(e), p, noun)
    case .scrollToTop: .scrollToTop
    case .scrollToBottom: .scrollToBottom
    case .anchor(let on): .anchor(on)
    case .edit(let on, let refresh): .edit(on, refresh)
    case .select(let e): .select(try f(e))
    case .deselect(let e): .deselect(try f(e))
    case .selection(let mode, let editing): .selection(mode, editing: editing)
    case .prefetching(let on): .prefetching(on)
    case .observation(let on): .observation(on)
    case .rotate(let o): .rotate(o)
    case .contentInset(let top, let bottom): .contentInset(try f(top), try f(bottom))
    case .safeArea(let top, let bottom): .safeArea(try f(top), try f(bottom))
    }
  }
}

extension ViewportCommand: Sendable where E: Sendable {}

extension ViewportCommand {
  /// Whether the command is `scroll to bottom`.
  var isScrollToBottom: Bool {
    if case .scrollToBottom = self { return true }
    return false
  }
}
