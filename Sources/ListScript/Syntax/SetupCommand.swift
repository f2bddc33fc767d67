import HeadlessUIKit
import ListDiff

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

/// An option of `collection`: the viewport's (`width W`, `height H`), a flow layout's
/// (`item W H`, `spacing S`, `linespacing L`, `inset T L B R`, `sizeforitem`) or a list's
/// (`rowheight R`).
package enum CollectionOption: String, CaseIterable, Sendable {
  case width, height, item, spacing, linespacing, inset, rowheight
  /// The delegate implements `collectionView(_:layout:sizeForItemAt:)`: each item is its own
  /// `width` and `height`, else `item W H`.
  case sizeforitem
  /// A custom layout with the flow geometry that computes its attributes once, in `prepare()`,
  /// while its cache is empty.
  case cachinglayout

  /// Whether the option belongs to the list layout (`true`) or the flow layout (`false`); the
  /// viewport's belong to both.
  package func applies(toList list: Bool) -> Bool {
    switch self {
    case .width, .height: true
    case .rowheight: list
    case .item, .spacing, .linespacing, .inset, .sizeforitem, .cachinglayout: !list
    }
  }

  /// How many values it takes.
  var arity: Int {
    switch self {
    case .sizeforitem, .cachinglayout: 0
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

extension SetupCommand: Sendable where E: Sendable {}

extension CollectionSetup: Sendable where E: Sendable {}
