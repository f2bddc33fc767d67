import HeadlessUIKit
import ListDiff

/// The rows a row call names: `insert rows`, `delete rows`, `reload rows`, `reconfigure rows`
/// (or `items`, on a collection view).
enum RowCall: String, Sendable {
  case insert, delete, reload, reconfigure
}

/// The sections a section call names: `insert sections`, `delete sections`, `reload sections`.
enum SectionCall: Sendable {
  case insert, delete, reload
}

/// `UITableView`'s and `UICollectionView`'s calls.
enum CallCommand<E, Body> {
  case reload
  /// `reload keeping heights`: FD's `fd_reloadDataWithoutInvalidateIndexPathHeightCache`.
  case reloadKeepingHeights
  case begin
  case end
  /// `batch { … } [completion { … }]`: `performBatchUpdates(_:completion:)`.
  case batch(Body, completion: Body?)
  /// A row call (`insert rows`) or an item call (`insert items`): the noun as written.
  case rows(RowCall, [E], ViewNoun)
  case moveRow(E, to: E, ViewNoun)
  case sections(SectionCall, [E])
  case moveSection(E, to: E)
  /// `diffable [given|lookup]`: the view's data source becomes a diffable one.
  case diffable(CellProviderStyle)
  /// `apply S [animated false|true] [using reload data]`.
  case apply(E, ApplyMode)

  func map<F, Body2, Failure: Error>(
    _ f: (E) throws(Failure) -> F, _ body: (Body) throws(Failure) -> Body2,
    completion: (Body) throws(Failure) -> Body2
  ) throws(Failure) -> CallCommand<F, Body2> {
    switch self {
    case .reload: .reload
    case .reloadKeepingHeights: .reloadKeepingHeights
    case .begin: .begin
    case .end: .end
    case .batch(let b, let c): .batch(try body(b), completion: try c.map(completion))
    case .rows(let kind, let ps, let noun): .rows(kind, try ps.map(f), noun)
    case .moveRow(let a, let b, let noun): .moveRow(try f(a), to: try f(b), noun)
    case .sections(let kind, let ss): .sections(kind, try ss.map(f))
    case .moveSection(let a, let b): .moveSection(try f(a), to: try f(b))
    case .diffable(let style): .diffable(style)
    case .apply(let e, let mode): .apply(try f(e), mode)
    }
  }
}

extension CallCommand: Sendable where E: Sendable, Body: Sendable {}
