import HeadlessUIKit
import ListDiff

/// `data …`: the app's model changes.
enum DataCommand<E> {
  /// `data [items]`.
  case items(E)
  /// `data sections [...]`.
  case sections(E)
  /// `data from "file.json"`: section 0's items, or every section, read from a JSON file.
  case from(E)
  case insert(E, at: E)
  case remove([E])
  case move(E, to: E)
  case set(E, E)
  case insertSection(E, E)
  case removeSection(E)
  case moveSection(E, to: E)

  func map<F, Failure: Error>(_ f: (E) throws(Failure) -> F) throws(Failure) -> DataCommand<F> {
    switch self {
    case .items(let e): .items(try f(e))
    case .sections(let e): .sections(try f(e))
    case .from(let e): .from(try f(e))
    case .insert(let v, let p): .insert(try f(v), at: try f(p))
    case .remove(let ps): .remove(try ps.map(f))
    case .move(let a, let b): .move(try f(a), to: try f(b))
    case .set(let p, let v): .set(try f(p), try f(v))
    case .insertSection(let s, let v): .insertSection(try f(s), try f(v))
    case .removeSection(let s): .removeSection(try f(s))
    case .moveSection(let a, let b): .moveSection(try f(a), to: try f(b))
    }
  }
}

extension DataCommand: Sendable where E: Sendable {}
