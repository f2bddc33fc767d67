import ListDiff

/// Why a table operation failed.
///
/// The table is left exactly as it was before the operation.
public enum TableError: Error, Equatable, Sendable {
  /// An exception UIKit raises (`NSInternalInconsistencyException`, `NSRangeException`).
  case uikit(UIKitException)
  /// The app's own crash: `cellForRowAt` was asked for a row its data source no longer has.
  case dataSourceLacksRow(
    ListIndexPath, method: String, sections: Int, rows: Int?, view: ViewNoun = .table)
  /// A call that names a negative index; UIKit's index paths cannot hold one.
  case negativeIndex(String)
  /// A call that the platform does not have.
  case unavailable(call: String, platform: Platform, since: String = "iOS 15")
  /// `endUpdates()` without a matching `beginUpdates()`.
  case endWithoutBegin
  /// A row named by `select`, `deselect` or `reconfigureRows` that the table does not have.
  case noSuchRow(call: String, ListIndexPath, sections: Int, rows: Int?, view: ViewNoun = .table)
  /// The viewport would show more rows than the model lays out at once (zero-height rows).
  case tooManyVisibleRows(Int)
  /// A diffable data source's failure raised by `apply`, with the profile that words it.
  case snapshot(SnapshotError, Platform)
  /// A failure in how the app registers, dequeues or returns cells (UIKit's text).
  case provision(ProvisionFailure, ViewNoun, Platform)

  /// The message a diagnostic prints.
  @inlinable public var message: String {
    switch self {
    case .uikit(let e): return "\(e.name): \(e.message)"
    case .dataSourceLacksRow(let p, let method, let sections, let rows, let view):
      let has =
        rows.map { "the data source has \(view.count($0)) in section \(p.section)" }
        ?? "the data source has \(sections) sections"
      return
        "Fatal error: Index out of range in \(method) for \(p): \(has) (the app's own crash, not UIKit's)"
    case .negativeIndex(let call): return "\(call): an index path cannot hold a negative index"
    case .unavailable(let call, let platform, let since):
      return "\(call) is not available on \(platform.rawValue); it arrived in \(since)"
    case .endWithoutBegin: return "endUpdates() without a matching beginUpdates()"
    case .noSuchRow(let call, let p, let sections, let rows, let view):
      let has =
        rows.map { "section \(p.section) has \(view.count($0))" }
        ?? "the \(view.subject) has \(sections) sections"
      return "\(call): the \(view.subject) has no \(view.row) \(p) (\(has))"
    case .tooManyVisibleRows(let n):
      return
        "the viewport would show more than \(n) rows at once: zero-height rows, or a tiny estimated row height?"
    case .snapshot(let error, let platform): return error.diagnostic(on: platform)
    case .provision(let failure, let view, let platform):
      return "\(failure.name): \(failure.message(on: platform, view: view))"
    }
  }

  /// Notes that help a person act on the error.
  @inlinable public var notes: [String] {
    if case .uikit(let e) = self { return e.notes }
    if case .snapshot(let e, _) = self { return e.notes }
    if case .dataSourceLacksRow(_, _, _, _, let view) = self {
      let how = view == .table ? "delete rows" : "delete items"
      return [
        "the \(view.subject) still believes in \(view.rows) the data source removed: tell the \(view.subject) (\(how), or reload) when the data changes"
      ]
    }
    return []
  }
}
