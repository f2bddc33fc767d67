import ListDiff

/// FDTemplateLayoutCell's `FDKeyedHeightCache`: heights keyed by the item's identity, one
/// dictionary per orientation, never invalidated by UIKit calls — only `invalidate key K`
/// (both orientations) and `invalidate heights` (everything).
public struct KeyedHeightCache<Key: Hashable & Sendable>: Equatable, Sendable {
  public private(set) var portrait: [Key: Double] = [:]
  public private(set) var landscape: [Key: Double] = [:]

  public init() {}

  /// The cached height for `key` in the store of `orientation`, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  public func height(for key: Key, _ orientation: Orientation) -> Double? {
    (orientation == .portrait ? portrait : landscape)[key]
  }

  /// Caches `height` for `key` in the store of `orientation`.
  ///
  /// - Complexity: O(1) expected, amortized.
  public mutating func setHeight(
    _ height: Double, for key: Key, _ orientation: Orientation
  ) {
    if orientation == .portrait { portrait[key] = height } else { landscape[key] = height }
  }

  /// `invalidateHeightForKey:`: forgets `key` in both orientations; whether it was cached.
  ///
  /// - Complexity: O(1) expected.
  @discardableResult
  public mutating func invalidate(_ key: Key) -> Bool {
    let had = portrait.removeValue(forKey: key) != nil
    return landscape.removeValue(forKey: key) != nil || had
  }

  /// `invalidateAllHeightCache`: both orientations emptied.
  ///
  /// - Complexity: O(k) for k keys.
  public mutating func removeAll() {
    portrait = [:]
    landscape = [:]
  }

  /// The number of keys cached for `orientation`.
  ///
  /// - Complexity: O(1).
  public func count(_ orientation: Orientation) -> Int {
    (orientation == .portrait ? portrait : landscape).count
  }
}
