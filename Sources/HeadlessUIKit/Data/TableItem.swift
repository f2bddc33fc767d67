import ListDiff

/// What the headless table needs to know of the items its data source holds.
///
/// A `UITableView` never looks inside an app's model objects: it asks the data source for
/// counts, cells and heights. The headless table stands in for both sides, so it needs a few
/// facts of each item: what a cell configured with it shows (to tell a stale cell), the height
/// it asks for, what identifies it, and which cell shows it. Every requirement has a default, so
/// `extension MyRow: TableItem {}` is enough for a `Hashable` type; `String` and `Int` conform.
public protocol TableItem: Hashable, Sendable, CustomStringConvertible {
  /// What a cell configured with this item shows; a cell that shows something else is stale.
  /// The item itself by default.
  var displayed: Self { get }
  /// The text a cell shows for this item (`displayed`, printed plainly): what a template cell
  /// lays out and what the table's drawings print. `description` by default.
  var displayText: String { get }
  /// The row height the item asks for (finite and not negative), or `nil` for the table's row
  /// height. `nil` by default.
  ///
  /// A function of the item: items that are `==` ask for the same height (a plan's batch gives
  /// a row it linked unchanged the height of the row it was, without reading it again).
  var itemHeight: Double? { get }
  /// The width the item asks for in a flow layout whose delegate sizes items
  /// (`sizeForItemAt`) or whose cells size themselves (finite and not negative), or `nil` for
  /// the layout's item width. `nil` by default; a function of the item, as `itemHeight` is.
  var itemWidth: Double? { get }
  /// The height the item's view takes in a lazy stack once it has appeared (finite and not
  /// negative), when that differs from the one it is first measured at: a view whose layout
  /// changes after it appears (an `onGeometryChange` feeding a state the view's frame reads).
  /// `nil` by default: the view keeps the height it was measured at.
  var settledHeight: Double? { get }
  /// What links the item to an item of another list (diffs) and keys FDTemplateLayoutCell's
  /// keyed height cache. The item itself by default.
  var identity: Self { get }
  /// The reuse identifier of the cell that shows the item, if the item names one (template
  /// cells are per reuse identifier; `Cell` otherwise). `nil` by default.
  var reuseIdentifier: String? { get }
  /// The item as UIKit prints an identifier in a diffable data source's texts. `description` by
  /// default.
  var identifierText: String { get }
  /// The hash the item's type gives it as an identifier when that is not its identity's: the
  /// pitfall of a `Hashable` whose `hash(into:)` reads other fields than its `==`. `nil` (the
  /// default): hashed as its identity, so items of one identity hash alike.
  var identifierHash: Int? { get }
  /// Whether items that are `==` always have equal identities, so that the diff need not
  /// compare the identities of linked items that are equal: true when `identity` is the item
  /// or a part of what `==` compares. `false` by default; `String` and `Int` say true.
  static var equalItemsHaveEqualIdentities: Bool { get }
  /// The changeset between two lists of items: linked by `identity`, updated where `==` says
  /// a linked pair differs (what `Differ.diff(from:to:identity:contentEquals:)` gives).
  ///
  /// The default calls the generic diff, specialised wherever it is called. A type may return
  /// the same changeset from code compiled in its own module, where its `identity` and `==`
  /// inline: the language's values do (the generic diff specialised in another module runs
  /// more instructions for them: see docs/quality.md, "Measurements behind the code"). The
  /// sectioned diff of one section on each side uses it.
  ///
  /// - Complexity: O(n log n) for n items in all.
  static func changeset(from old: [Self], to new: [Self]) -> Changeset
}

extension TableItem {
  @inlinable public var displayed: Self { self }
  @inlinable public var displayText: String { description }
  @inlinable public var itemHeight: Double? { nil }
  @inlinable public var itemWidth: Double? { nil }
  @inlinable public var settledHeight: Double? { nil }
  @inlinable public var identity: Self { self }
  @inlinable public var reuseIdentifier: String? { nil }
  @inlinable public var identifierText: String { description }
  @inlinable public var identifierHash: Int? { nil }
  @inlinable public static var equalItemsHaveEqualIdentities: Bool { false }
  @inlinable public static func changeset(from old: [Self], to new: [Self]) -> Changeset {
    equalItemsHaveEqualIdentities
      ? Differ.diff(
        from: old, to: new, identity: { $0.identity }, contentEqualsImplyingIdentity: ==)
      : Differ.diff(from: old, to: new, identity: { $0.identity }, contentEquals: ==)
  }
}

extension String: TableItem {
  @inlinable public var displayText: String { self }
  @inlinable public static var equalItemsHaveEqualIdentities: Bool { true }
}

extension Int: TableItem {
  @inlinable public static var equalItemsHaveEqualIdentities: Bool { true }
}
