import HeadlessUIKit
import ListDiff

/// `data …`: the app's model changes.
enum DataCommand<E> {
  /// `data [items]`.
  case items(E)
  /// `data sections [...]`.
  case sections(E)
  /// `data from "file.json" [at PATH] [showing FIELD] [by KEY]`: section 0's items, or every
  /// section, read from a JSON file.
  case from(E, DataFileOptions<E>)
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
    case .from(let e, let options): .from(try f(e), try options.map(f))
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

/// How `data from` and `update to from` read a JSON file: the part of the document that holds
/// the items (`at "data.messages"`), the field a cell shows (`showing "title"`: each record's
/// `text`), and the field that identifies an item (`by "uuid"`: each record's `id`).
struct DataFileOptions<E> {
  var at: E?
  var showing: E?
  var by: E?

  func map<F, Failure: Error>(_ f: (E) throws(Failure) -> F) throws(Failure)
    -> DataFileOptions<F>
  {
    DataFileOptions<F>(at: try at.map(f), showing: try showing.map(f), by: try by.map(f))
  }
}

extension DataFileOptions: Sendable where E: Sendable {}
