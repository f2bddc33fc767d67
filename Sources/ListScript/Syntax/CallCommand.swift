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

/// A handler of an outline's disclosure (`sectionSnapshotHandlers`, iOS 14): UIKit calls it when
/// the user taps an item's disclosure, never on an apply.
package enum OutlineHandler: String, CaseIterable, Sendable {
  case shouldExpandItem, willExpandItem, shouldCollapseItem, willCollapseItem
  case snapshotForExpandingParent

  /// How many parameters its closure takes: the item, and for `snapshotForExpandingParent` the
  /// section snapshot of the item's children.
  var arity: Int { self == .snapshotForExpandingParent ? 2 : 1 }
}

/// A handler's closure, `(item) { … }`: resolved as a procedure is, in a frame of its own that
/// sees the globals (`frameSize` is the resolver's).
struct HandlerBody<Body> {
  var parameters: [String]
  var body: Body
  var frameSize = 0
}

extension HandlerBody: Sendable where Body: Sendable {}

/// A supplementary kind as written: `header`, `footer`, or a layout's own kind (a string).
enum KindSpec<E> {
  case header, footer
  case named(E)

  func map<F, X: Error>(_ f: (E) throws(X) -> F) throws(X) -> KindSpec<F> {
    switch self {
    case .header: .header
    case .footer: .footer
    case .named(let e): .named(try f(e))
    }
  }
}

extension KindSpec: Sendable where E: Sendable {}

/// What `register` registers: a cell, or a supplementary view of a kind.
enum RegisteredView<E> {
  case cell
  case supplementary(KindSpec<E>)

  func map<F, X: Error>(_ f: (E) throws(X) -> F) throws(X) -> RegisteredView<F> {
    switch self {
    case .cell: .cell
    case .supplementary(let kind): .supplementary(try kind.map(f))
    }
  }
}

extension RegisteredView: Sendable where E: Sendable {}

/// What `provider` says the data source does when the view asks for a cell, or (`provider
/// header …`) for a header or footer.
struct ProviderSpec<E> {
  /// Where it gets its cell: an identifier's expression, or a cell registration (made inside
  /// the provider or not).
  enum Source {
    case identifier(E)
    case registration(inside: Bool)
    /// `provider gone`: the data source object was deallocated.
    case gone
  }

  var source: Source
  var twice = false
  var returns = CellProvision.Returned.dequeued
  var reinitializes = false
  var checkmarks = false
  /// `applying`: the diffable cell provider applies the snapshot again.
  var applies = false
  /// `of KIND`: a supplementary view dequeued for another kind than the one asked for.
  var dequeuedKind: KindSpec<E>?

  func map<F, X: Error>(_ f: (E) throws(X) -> F) throws(X) -> ProviderSpec<F> {
    let source: ProviderSpec<F>.Source =
      switch self.source {
      case .identifier(let e): .identifier(try f(e))
      case .registration(let inside): .registration(inside: inside)
      case .gone: .gone
      }
    return ProviderSpec<F>(
      source: source, twice: twice, returns: returns, reinitializes: reinitializes,
      checkmarks: checkmarks, applies: applies, dequeuedKind: try dequeuedKind?.map(f))
  }
}

extension ProviderSpec: Sendable where E: Sendable {}
extension ProviderSpec.Source: Sendable where E: Sendable {}

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
  /// `apply S [to SECTION] [animated false|true | using reload data] [on main|background]
  /// [completion { … }]`: a snapshot, or a section snapshot applied to a section, on the main
  /// queue or off it; its completion takes no argument.
  case apply(E, ApplyMode, to: E?, queue: ApplyQueue, completion: Body?)
  /// `handler H(item) { … }` or `handler H off`: a `sectionSnapshotHandlers` closure set or
  /// removed.
  case handler(OutlineHandler, HandlerBody<Body>?)
  /// `disclose ITEM`: the user taps the outline disclosure of the item's cell.
  case disclose(E)
  /// `register cell ID [class|nib|invalidnib]`: `register(_:forCellReuseIdentifier:)`.
  case register(RegisteredView<E>, E, CellProvision.Registered)
  /// `provider …`: what the data source does when the view asks for a cell; `nil`
  /// (`provider none`): cells are not modelled, every request gets one.
  case provider(SupplementaryTarget?, ProviderSpec<E>?)
  /// `dequeue ID [at P]`: the app dequeues a cell outside a request from the view.
  case dequeue(E, at: E?)
  /// `swiftui …`: a SwiftUI List, and the transactions that change its data.
  case swiftUI(SwiftUICommand<E, Body>)

  func map<F, Body2, Failure: Error>(
    _ f: (E) throws(Failure) -> F, _ body: (Body) throws(Failure) -> Body2,
    completion: (Body) throws(Failure) -> Body2,
    handler: (HandlerBody<Body>) throws(Failure) -> HandlerBody<Body2>
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
    case .apply(let e, let mode, let section, let queue, let c):
      .apply(try f(e), mode, to: try section.map(f), queue: queue, completion: try c.map(body))
    case .handler(let kind, let closure): .handler(kind, try closure.map(handler))
    case .disclose(let e): .disclose(try f(e))
    case .register(let view, let e, let registered):
      .register(try view.map(f), try f(e), registered)
    case .provider(let target, let spec):
      .provider(target, try spec.map { s throws(Failure) in try s.map(f) })
    case .dequeue(let e, let at): .dequeue(try f(e), at: try at.map(f))
    case .swiftUI(let c): .swiftUI(try c.map(f, body))
    }
  }
}

extension CallCommand: Sendable where E: Sendable, Body: Sendable {}
