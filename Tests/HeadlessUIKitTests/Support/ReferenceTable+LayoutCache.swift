import ListDiff

@testable import HeadlessUIKit

/// What a caching layout laid out first: the items and the width.
struct LayoutSnapshot: Equatable {
  var known: [[Row]]
  var width: Double
}

/// The reference's caching layout: the items and width it first laid out, kept until the app
/// empties the cache; the geometry of that snapshot at the current offset, the items the data
/// no longer has raised (iOS 12) or left out.
extension ReferenceTable {
  /// Whether the flow layout is a caching custom layout.
  var caching: Bool { flow?.cachesAttributes ?? false }

  /// The reference as its caching layout sees it, while a cache stands.
  var cachedView: ReferenceTable? {
    guard let cache = layoutCache else { return nil }
    var view = self
    view.known = cache.known
    view.width = cache.width
    view.layoutCache = nil
    return view
  }

  /// `prepare()`: a caching layout with an empty cache computes it (one of no items stays
  /// empty).
  mutating func fillLayoutCache() {
    guard caching, layoutCache == nil, known.contains(where: { !$0.isEmpty }) else { return }
    layoutCache = LayoutSnapshot(known: known, width: width)
  }

  /// The cached attributes on screen for items the data no longer has.
  func itemsMissingFromCache() -> [ListIndexPath] {
    guard let view = cachedView else { return [] }
    let (visible, prepared) = view.targets()
    return (visible + prepared).filter { !exists($0) }.sorted()
  }

  /// Up to iOS 12 the first such item raises.
  func checkCache() throws {
    guard platform == .ios12, let first = itemsMissingFromCache().first else { return }
    throw Failure(
      message: TableError.uikit(
        UIKitException(
          reason: .layoutAttributesForMissingItem(first), platform: platform, notes: [],
          view: .collection)
      ).message)
  }

  /// The height of the item at `p` where the layout places it: nowhere for an item a caching
  /// layout has no attributes for.
  func laidOutHeight(_ p: ListIndexPath) -> Double? {
    guard let view = cachedView else { return heightOf(p) }
    return view.exists(p) ? view.heightOf(p) : nil
  }
}
