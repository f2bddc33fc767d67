import ListDiff

/// FDTemplateLayoutCell's `FDKeyedHeightCache`: heights keyed by the item's identity, one
/// dictionary per orientation, never invalidated by UIKit calls — only `invalidate key K`
/// (both orientations) and `invalidate heights` (everything).
public struct KeyedHeightCache<Key: Hashable & Sendable>: Equatable, Sendable {
  /// Heights by key for the portrait orientation.
  @inlinable public var portrait: [Key: Double] { _portrait }
  @usableFromInline var _portrait: [Key: Double] = [:]
  /// Heights by key for the landscape orientation.
  @inlinable public var landscape: [Key: Double] { _landscape }
  @usableFromInline var _landscape: [Key: Double] = [:]

  /// An empty cache: no heights in either orientation.
  @inlinable public init() {}

  /// The cached height for `key` in the store of `orientation`, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  @inlinable public func height(for key: Key, _ orientation: Orientation) -> Double? {
    (orientation == .portrait ? portrait : landscape)[key]
  }

  /// Caches `height` for `key` in the store of `orientation`.
  ///
  /// - Complexity: O(1) expected, amortized.
  @inlinable public mutating func setHeight(
    _ height: Double, for key: Key, _ orientation: Orientation
  ) {
    if orientation == .portrait { _portrait[key] = height } else { _landscape[key] = height }
  }

  /// `invalidateHeightForKey:`: forgets `key` in both orientations; whether it was cached.
  ///
  /// - Complexity: O(1) expected.
  @discardableResult
  @inlinable public mutating func invalidate(_ key: Key) -> Bool {
    let had = _portrait.removeValue(forKey: key) != nil
    return _landscape.removeValue(forKey: key) != nil || had
  }

  /// `invalidateAllHeightCache`: both orientations emptied.
  ///
  /// - Complexity: O(k) for k keys.
  @inlinable public mutating func removeAll() {
    _portrait = [:]
    _landscape = [:]
  }

  /// The number of keys cached for `orientation`.
  ///
  /// - Complexity: O(1).
  @inlinable public func count(_ orientation: Orientation) -> Int {
    (orientation == .portrait ? portrait : landscape).count
  }
}
