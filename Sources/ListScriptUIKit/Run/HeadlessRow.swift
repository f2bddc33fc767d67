import HeadlessUIKit

/// A row as the model holds it for an app's data source: the model never sees the app's
/// objects, only the counts and sizes the data source and delegate give, and, for a diffable
/// data source, the identifiers of its snapshot.
struct HeadlessRow: TableItem {
  /// `heightForRowAt`'s answer, `nil` for the view's row height.
  var height: Double?
  /// `sizeForItemAt`'s width, `nil` for the layout's item width.
  var width: Double?
  /// A diffable data source's identifier of the item or section.
  var id: DiffableIdentifier?

  init(height: Double? = nil, width: Double? = nil, id: DiffableIdentifier? = nil) {
    self.height = height
    self.width = width
    self.id = id
  }

  var itemHeight: Double? { height }
  var itemWidth: Double? { width }
  /// An identified row is known by its identifier alone; a counted one by what it holds.
  var identity: HeadlessRow { id.map { HeadlessRow(id: $0) } ?? self }
  var description: String { id?.text ?? "row" }
  var identifierText: String { id?.text ?? "row" }
}

/// An app's identifier of a section or an item, of whatever `Hashable` type the app uses.
///
/// Sections and items are told apart, so that a section and an item with equal identifiers
/// never meet in the model's one namespace.
struct DiffableIdentifier: Hashable, @unchecked Sendable {
  /// Whether it names a section.
  let isSection: Bool
  /// The app's identifier (`Sendable`, as UIKit's generic signatures require).
  let base: AnyHashable
  /// The identifier as UIKit prints it.
  var text: String { String(describing: base.base) }

  init<T: Hashable & Sendable>(section: T) {
    isSection = true
    base = AnyHashable(section)
  }

  init<T: Hashable & Sendable>(item: T) {
    isSection = false
    base = AnyHashable(item)
  }
}
