import HeadlessUIKit
import ListDiff

/// `diff A B` and `update to`.
enum DiffCommand<E> {
  /// `diff A B`: print the changeset between two lists, without touching the table.
  case diff(E, E)
  /// `update to [items] [using plan]` (section 0) or `update to sections [...] [using plan]`
  /// (every section): set the data to the target and animate the difference.
  case updateTo(E, UpdatePlan, sections: Bool)
  /// `update to from "file.json" [using plan]`: the target read from a JSON file, section 0's
  /// items or every section as the file holds them.
  case updateFromFile(E, UpdatePlan, DataFileOptions<E>)
  /// `check identities X [then Y] [by KEY]`: what X's identities (and a second fetch's, Y)
  /// will do to the lists that show them (`IdentityCheck`).
  case checkIdentities(E, then: E?, key: E?)

  func map<F, Failure: Error>(_ f: (E) throws(Failure) -> F) throws(Failure) -> DiffCommand<F> {
    switch self {
    case .diff(let a, let b): .diff(try f(a), try f(b))
    case .updateTo(let e, let plan, let sections): .updateTo(try f(e), plan, sections: sections)
    case .updateFromFile(let e, let plan, let options):
      .updateFromFile(try f(e), plan, try options.map(f))
    case .checkIdentities(let e, let next, let key):
      .checkIdentities(try f(e), then: try next.map(f), key: try key.map(f))
    }
  }
}

/// What the tool shows.
enum OutputCommand<E> {
  case show
  /// `show svg FILE`: write a picture of the table.
  /// `show svg FILE before`: keep the picture of the table now, for the next `show svg FILE`
  /// to draw beside the table as it is then.
  case showPicture(E, before: Bool)
  case trace(TraceLevel)

  func map<F, Failure: Error>(_ f: (E) throws(Failure) -> F) throws(Failure) -> OutputCommand<F> {
    switch self {
    case .show: .show
    case .showPicture(let e, let before): .showPicture(try f(e), before: before)
    case .trace(let level): .trace(level)
    }
  }
}

extension DiffCommand: Sendable where E: Sendable {}

extension OutputCommand: Sendable where E: Sendable {}
