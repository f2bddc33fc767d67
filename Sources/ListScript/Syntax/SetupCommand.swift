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

/// The layout `collection` makes: a flow layout (no word), `list` or `compositional`.
package enum CollectionLayoutWord: String, CaseIterable, Sendable {
  case flow, list, compositional

  /// How the statement starts for this layout: `collection`, `collection list`.
  package var statement: String { self == .flow ? "collection" : "collection \(rawValue)" }

  /// The layout in words, for errors: `a flow layout`.
  package var phrase: String {
    switch self {
    case .flow: "a flow layout"
    case .list: "a list layout"
    case .compositional: "a compositional layout"
    }
  }
}

/// An option of `collection`: the viewport's (`width W`, `height H`), a flow layout's
/// (`item W H`, `spacing S`, `linespacing L`, `inset T L B R`, `sizeforitem`, `cachinglayout`,
/// `pinheaders`), a list's (`rowheight R`, `appearance A`, `header M`, `footer M`) or a
/// compositional grid's (`columns N`, `groupheight H`, `estimated H`, `spacing S`,
/// `groupspacing G`, `inset T L B R`, `header H`, `footer H`, `pinheaders`).
package enum CollectionOption: String, CaseIterable, Sendable {
  case width, height, item, spacing, linespacing, inset, rowheight
  /// The delegate implements `collectionView(_:layout:sizeForItemAt:)`: each item is its own
  /// `width` and `height`, else `item W H`.
  case sizeforitem
  /// A custom layout with the flow geometry that computes its attributes once, in `prepare()`,
  /// while its cache is empty.
  case cachinglayout
  /// `sectionHeadersPinToVisibleBounds`, or a compositional header's `pinToVisibleBounds`.
  case pinheaders
  /// A list's `appearance`: a word.
  case appearance
  /// A list's `headerMode` (a word), or a compositional section's header height.
  case header
  /// A list's `footerMode` (a word), or a compositional section's footer height.
  case footer
  /// A compositional group's item count.
  case columns
  /// A compositional group's height: absolute, or a fraction (`fractionalwidth F`,
  /// `fractionalheight F`).
  case groupheight
  /// A compositional group's width: absolute, or a fraction of the section's.
  case groupwidth
  /// A compositional group's item width, repeated while it fits: absolute, or a fraction of
  /// the group's.
  case itemwidth
  /// A compositional group's (and its items') estimated height.
  case estimated
  /// A compositional section's `interGroupSpacing`.
  case groupspacing
  /// How many leading sections of a compositional grid scroll orthogonally.
  case orthogonal

  /// Whether the option takes a compositional dimension, absolute or `fractionalwidth F` /
  /// `fractionalheight F`.
  var takesDimension: Bool { self == .groupheight || self == .groupwidth || self == .itemwidth }

  /// Whether the option belongs to `layout`.
  package func applies(to layout: CollectionLayoutWord) -> Bool {
    switch self {
    case .width, .height: true
    case .rowheight, .appearance: layout == .list
    case .header, .footer: layout != .flow
    case .item, .linespacing, .sizeforitem, .cachinglayout: layout == .flow
    case .spacing, .inset, .pinheaders: layout != .list
    case .columns, .groupheight, .groupwidth, .itemwidth, .estimated, .groupspacing, .orthogonal:
      layout == .compositional
    }
  }

  /// The layout to write it on, for an error's hint.
  package var home: CollectionLayoutWord {
    switch self {
    case .rowheight, .appearance: .list
    case .columns, .groupheight, .groupwidth, .itemwidth, .estimated, .groupspacing, .orthogonal,
      .header, .footer:
      .compositional
    case .width, .height, .item, .linespacing, .sizeforitem, .cachinglayout, .spacing, .inset,
      .pinheaders:
      .flow
    }
  }

  /// How many values it takes on `layout` (a list's words are parsed apart).
  func arity(on layout: CollectionLayoutWord) -> Int {
    switch self {
    case .sizeforitem, .cachinglayout, .pinheaders, .appearance: 0
    case .header, .footer: layout == .list ? 0 : 1
    case .width, .height, .spacing, .linespacing, .rowheight, .columns, .groupheight, .groupwidth,
      .itemwidth, .estimated, .groupspacing, .orthogonal:
      1
    case .item: 2
    case .inset: 4
    }
  }
}

/// The options of `collection`, as written.
struct CollectionSetup<E> {
  /// The layout: `collection`, `collection list`, `collection compositional`.
  var layout: CollectionLayoutWord
  /// Each option given, with its values, in the order written.
  var options: [(option: CollectionOption, values: [E])]
  /// A list's `appearance`, `header` and `footer` words.
  var list = ListConfiguration()
  /// The fraction a compositional dimension is of (`itemwidth fractionalwidth 0.5`), by
  /// option in the order written; an option without one is absolute. (An array: a tree prints
  /// it in one order.)
  var fractions: [(option: CollectionOption, word: DimensionWord)] = []

  /// The fraction `option`'s dimension is of, if it is one.
  func fraction(of option: CollectionOption) -> DimensionWord? {
    fractions.first { $0.option == option }?.word
  }

  func map<F, Failure: Error>(_ f: (E) throws(Failure) -> F) throws(Failure) -> CollectionSetup<F> {
    CollectionSetup<F>(
      layout: layout,
      options: try options.map { o throws(Failure) in (o.option, try o.values.map(f)) },
      list: list, fractions: fractions)
  }
}

/// What a compositional dimension is a fraction of: `NSCollectionLayoutDimension`'s
/// `.fractionalWidth` or `.fractionalHeight`.
package enum DimensionWord: String, CaseIterable, Sendable {
  case fractionalwidth, fractionalheight
}

extension SetupCommand: Sendable where E: Sendable {}

extension CollectionSetup: Sendable where E: Sendable {}
