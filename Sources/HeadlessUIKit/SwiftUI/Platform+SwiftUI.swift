/// What SwiftUI's lists and scroll views are on each profile.
extension Platform {
  /// Whether a SwiftUI List is a `UICollectionView` on this profile (iOS 16 and later; before,
  /// a `UITableView`).
  ///
  /// - Complexity: O(1).
  public var hostsSwiftUIListInCollectionView: Bool {
    switch self {
    case .ios12, .ios14, .ios15: false
    case .ios16, .ios17, .ios18, .ios26: true
    }
  }

  /// Whether `scrollPosition(id:)` and `defaultScrollAnchor(_:)` exist on this profile (iOS 17
  /// and later).
  ///
  /// - Complexity: O(1).
  public var hasScrollPositionAndAnchor: Bool {
    switch self {
    case .ios12, .ios14, .ios15, .ios16: false
    case .ios17, .ios18, .ios26: true
    }
  }
}
