import HeadlessUIKit
import ListDiff

/// A command: one statement that acts on the table model, by domain.
///
/// Commands are generic over their expressions (`E`) and the statements of a `batch { … }` body
/// (`Body`): the parser makes `Command<Expr, [Stmt]>`, the resolver maps it to
/// `Command<ResolvedExpr, [ResolvedStmt]>` with `map`, and the interpreter runs only the
/// latter, so that unresolved code cannot reach it. Each domain has one parser
/// (`Parser+Commands.swift`) and one executor (`Interpreter+Commands.swift`), both exhaustive.
enum Command<E, Body> {
  /// A new table, its profile and its fixed geometry.
  case setup(SetupCommand<E>)
  /// The app's data, which the table does not see until told.
  case data(DataCommand<E>)
  /// `UITableView` calls: reloads and batches.
  case call(CallCommand<E, Body>)
  /// Scrolling, editing, selection, anchoring and rotation.
  case viewport(ViewportCommand<E>)
  /// Row heights: sources, FDTemplateLayoutCell's caches, estimates.
  case heights(HeightCommand<E>)
  /// Diffs: `diff A B` and `update to`.
  case diff(DiffCommand<E>)
  /// What the tool shows: `show`, `show svg`, `trace`.
  case output(OutputCommand<E>)

  /// The same command with every expression and body transformed.
  ///
  /// - Complexity: O(e + b) calls for e expressions and b bodies.
  /// `completion` transforms the body of a `completion { … }` block, which binds `finished`.
  func map<F, Body2, Failure: Error>(
    _ expr: (E) throws(Failure) -> F, _ body: (Body) throws(Failure) -> Body2,
    completion: (Body) throws(Failure) -> Body2
  ) throws(Failure) -> Command<F, Body2> {
    switch self {
    case .setup(let c): .setup(try c.map(expr))
    case .data(let c): .data(try c.map(expr))
    case .call(let c): .call(try c.map(expr, body, completion: completion))
    case .viewport(let c): .viewport(try c.map(expr))
    case .heights(let c): .heights(try c.map(expr))
    case .diff(let c): .diff(try c.map(expr))
    case .output(let c): .output(try c.map(expr))
    }
  }
}

/// `table [width W] [height H] [rowheight R]`, `collection [list] …`, `platform P`,
/// `header H`, `footer H`, `section header H`, `section footer H`.
enum SetupCommand<E> {
  case table(width: E?, height: E?, rowHeight: E?)
  /// `collection …`: a fresh collection view with a flow or list layout.
  case collection(CollectionSetup<E>)
  case platform(Platform)
  case header(E)
  case footer(E)
  case sectionHeader(E)
  case sectionFooter(E)

  func map<F, Failure: Error>(_ f: (E) throws(Failure) -> F) throws(Failure) -> SetupCommand<F> {
    switch self {
    case .table(let w, let h, let r):
      .table(width: try w.map(f), height: try h.map(f), rowHeight: try r.map(f))
    case .collection(let c): .collection(try c.map(f))
    case .platform(let p): .platform(p)
    case .header(let e): .header(try f(e))
    case .footer(let e): .footer(try f(e))
    case .sectionHeader(let e): .sectionHeader(try f(e))
    case .sectionFooter(let e): .sectionFooter(try f(e))
    }
  }
}

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

/// The rows a row call names: `insert rows`, `delete rows`, `reload rows`, `reconfigure rows`
/// (or `items`, on a collection view).
enum RowCall: String, Sendable {
  case insert, delete, reload, reconfigure
}

/// An option of `collection`: the viewport's (`width W`, `height H`), a flow layout's
/// (`item W H`, `spacing S`, `linespacing L`, `inset T L B R`) or a list's (`rowheight R`).
enum CollectionOption: String, CaseIterable, Sendable {
  case width, height, item, spacing, linespacing, inset, rowheight

  /// Whether the option belongs to the list layout (`true`) or the flow layout (`false`); the
  /// viewport's belong to both.
  func applies(toList list: Bool) -> Bool {
    switch self {
    case .width, .height: true
    case .rowheight: list
    case .item, .spacing, .linespacing, .inset: !list
    }
  }

  /// How many values it takes.
  var arity: Int {
    switch self {
    case .width, .height, .spacing, .linespacing, .rowheight: 1
    case .item: 2
    case .inset: 4
    }
  }
}

/// The options of `collection`, as written.
struct CollectionSetup<E> {
  /// `collection list`.
  var list: Bool
  /// Each option given, with its values, in the order written.
  var options: [(option: CollectionOption, values: [E])]

  func map<F, Failure: Error>(_ f: (E) throws(Failure) -> F) throws(Failure) -> CollectionSetup<F> {
    CollectionSetup<F>(
      list: list,
      options: try options.map { o throws(Failure) in (o.option, try o.values.map(f)) })
  }
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
  case rotate(Orientation)

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
    case .rotate(let o): .rotate(o)
    }
  }
}

/// A text-metrics setting of `metrics`.
enum Metric: String, CaseIterable, Sendable {
  case char, line, padding, margin
}

/// The argument of `accessory`: a system accessory's name, or a custom view's width.
enum AccessoryChoice<E> {
  case named(RowHeights.Accessory)
  case width(E)
}

/// The height commands.
enum HeightCommand<E> {
  /// `heights item|fit`.
  case heights(RowHeights.Source)
  /// `estimated H`, or `estimated off` (`nil`).
  case estimated(E?)
  /// `cache indexpath|key|off`.
  case cache(RowHeights.CacheKind)
  /// `invalidate height P`.
  case invalidateHeight(E)
  /// `invalidate key K`.
  case invalidateKey(E)
  /// `invalidate heights`.
  case invalidateHeights
  case precache
  case separator(Bool)
  case scale(E)
  case accessory(AccessoryChoice<E>)
  /// `metrics char W line H padding P margin M` (any of them, in any order).
  case metrics([(metric: Metric, value: E)])

  func map<F, Failure: Error>(_ f: (E) throws(Failure) -> F) throws(Failure) -> HeightCommand<F> {
    switch self {
    case .heights(let s): .heights(s)
    case .estimated(let e): .estimated(try e.map(f))
    case .cache(let c): .cache(c)
    case .invalidateHeight(let e): .invalidateHeight(try f(e))
    case .invalidateKey(let e): .invalidateKey(try f(e))
    case .invalidateHeights: .invalidateHeights
    case .precache: .precache
    case .separator(let on): .separator(on)
    case .scale(let e): .scale(try f(e))
    case .accessory(.named(let a)): .accessory(.named(a))
    case .accessory(.width(let e)): .accessory(.width(try f(e)))
    case .metrics(let settings):
      .metrics(
        try settings.map { setting throws(Failure) in (setting.metric, try f(setting.value)) })
    }
  }
}

/// `diff A B` and `update to`.
enum DiffCommand<E> {
  /// `diff A B`: print the changeset between two lists, without touching the table.
  case diff(E, E)
  /// `update to [items] [using plan]` (section 0) or `update to sections [...] [using plan]`
  /// (every section): set the data to the target and animate the difference.
  case updateTo(E, UpdatePlan, sections: Bool)
  /// `update to from "file.json" [using plan]`: the target read from a JSON file, section 0's
  /// items or every section as the file holds them.
  case updateFromFile(E, UpdatePlan)

  func map<F, Failure: Error>(_ f: (E) throws(Failure) -> F) throws(Failure) -> DiffCommand<F> {
    switch self {
    case .diff(let a, let b): .diff(try f(a), try f(b))
    case .updateTo(let e, let plan, let sections): .updateTo(try f(e), plan, sections: sections)
    case .updateFromFile(let e, let plan): .updateFromFile(try f(e), plan)
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

extension Command: Sendable where E: Sendable, Body: Sendable {}
extension SetupCommand: Sendable where E: Sendable {}
extension CollectionSetup: Sendable where E: Sendable {}
extension DataCommand: Sendable where E: Sendable {}
extension CallCommand: Sendable where E: Sendable, Body: Sendable {}
extension ViewportCommand: Sendable where E: Sendable {}
extension AccessoryChoice: Sendable where E: Sendable {}
extension HeightCommand: Sendable where E: Sendable {}
extension DiffCommand: Sendable where E: Sendable {}
extension OutputCommand: Sendable where E: Sendable {}
