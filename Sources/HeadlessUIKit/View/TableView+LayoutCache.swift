import ListDiff

/// A collection view whose layout caches its attributes: a custom `UICollectionViewLayout` that
/// computes them in `prepare()` only while its cache is empty (`FlowLayout.cachesAttributes`,
/// with the flow layout's geometry), as many tutorials' layouts do. The cache outlives the data
/// it was computed from: after the data loses items, the layout still answers with their
/// attributes, and the collection view raises (up to iOS 12) or logs and ignores them.
extension TableView {
  /// The attributes a caching layout computed: the row data, the section extents and the width
  /// they were laid out at.
  public struct LayoutCache: Equatable, Sendable {
    @usableFromInline var rows: [RowTree<Item>]
    @usableFromInline var sectionLayout: SectionLayout
    @usableFromInline var width: Double

    @inlinable init(rows: [RowTree<Item>], sectionLayout: SectionLayout, width: Double) {
      self.rows = rows
      self.sectionLayout = sectionLayout
      self.width = width
    }
  }

  /// The view as its caching layout sees it: the cached rows and extents at the current offset,
  /// viewport height and insets; `nil` when no cache stands.
  @inlinable var cachedLayoutView: TableView? {
    guard let cache = layoutCache else { return nil }
    var view = self
    view.rows = cache.rows
    view.sectionLayout = cache.sectionLayout
    view._geometry.width = cache.width
    view.layoutCache = nil
    return view
  }

  /// Fills a caching layout's cache if it is empty: what `prepare()` does with
  /// `if cache.isEmpty` (a cache of no items stays empty).
  ///
  /// - Complexity: O(s).
  @inlinable mutating func fillLayoutCache() {
    guard kind.flow?.cachesAttributes == true, sizedFlow == nil, layoutCache == nil,
      rows.contains(where: { !$0.isEmpty })
    else { return }
    layoutCache = LayoutCache(rows: rows, sectionLayout: sectionLayout, width: geometry.width)
    _events.append(.layoutCached(items: rows.reduce(0) { $0 + $1.count }))
  }

  /// The items a caching layout gives attributes for at this pass (visible or prepared) that
  /// the data source no longer has.
  ///
  /// - Complexity: O(v + log n) for v items on screen.
  @inlinable func itemsMissingFromCachedAttributes() throws(TableError) -> [ListIndexPath] {
    guard let cached = cachedLayoutView else { return [] }
    let (visible, prepared) = try cached.targetRows()
    return (visible + prepared).filter { !hasRow($0) }.sorted()
  }

  /// Raises or logs what the collection view does with attributes for items it does not have.
  ///
  /// UIKit's exception up to iOS 12 (the first, as it stops there), a log from iOS 13 on, the
  /// attributes ignored. The log is written when the items it names change, not at every pass
  /// (our choice: UIKit logs at the layout passes that ask for them, and an idle view makes
  /// none).
  @inlinable mutating func checkCachedAttributes() throws(TableError) {
    let missing = try itemsMissingFromCachedAttributes()
    guard let first = missing.first else {
      ignoredAttributes = []
      return
    }
    guard platform == .ios12 else {
      if missing != ignoredAttributes { _events.append(.layoutAttributesIgnored(missing)) }
      ignoredAttributes = missing
      return
    }
    throw .uikit(
      UIKitException(
        reason: .layoutAttributesForMissingItem(first), platform: platform,
        notes: staleCacheNotes(), view: .collection))
  }

  /// What a stale caching layout's exception notes: the counts the cache was computed for
  /// beside the view's, `then` (what follows from them, if anything), and the fix.
  ///
  /// - Complexity: O(s) for s sections.
  @inlinable func staleCacheNotes(then: String = "") -> [String] {
    let cached = layoutCache?.rows.map(\.count) ?? []
    return [
      "the layout computed its attributes once, for item counts \(cached), and keeps them; the collection view now has \(rowCounts)"
        + then,
      "empty the layout's cache when the data changes (invalidate layout: an invalidateLayout() override that empties it)",
    ]
  }

  /// The app empties its caching layout's cache and invalidates the layout (the fix).
  ///
  /// The next layout pass computes the attributes afresh, and the offset is clamped to the
  /// data's content size. Does nothing without a cache.
  ///
  /// - Complexity: O(log s).
  @inlinable public mutating func invalidateLayoutCache() {
    guard layoutCache != nil else { return }
    layoutCache = nil
    ignoredAttributes = []
    _events.append(.layoutCacheEmptied)
    // The content size is the data's again.
    restore(nil, reason: "") { _ in nil }
    checkInvariants()
  }
}
