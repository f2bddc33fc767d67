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

  /// Whether a LazyVStack's view that scrolls off screen runs `onDisappear` (iOS 26; before, no).
  ///
  /// Cited: on iOS 16, "Unlike `List`, `onDisappear` seems not to get called at all" (Ole
  /// Begemann, SwiftUI View Lifecycle, CaseStudyLazyVStack, 2022-12-14); "Seems like iOS 26
  /// introduced onDisappear for lazy stacks which wasn't working prior to it"
  /// (ole/swiftui-view-lifecycle#4, 2026-01-16). Ours: iOS 14, 15, 17 and 18 as iOS 16 (no
  /// report measures them; the iOS 26 report says "prior to it"), and on iOS 26 the call comes
  /// in the update in which the view leaves the screen (Apple: the closure runs when "the view
  /// disappears from the interface"; no source times it).
  ///
  /// - Complexity: O(1).
  public var lazyStackCallsOnDisappear: Bool {
    switch self {
    case .ios12, .ios14, .ios15, .ios16, .ios17, .ios18: false
    case .ios26: true
    }
  }

  /// Whether SwiftUI logs "Publishing changes from within view updates is not allowed" for an
  /// `ObservableObject` published during a view update (iOS 16 and later).
  ///
  /// Cited: realm/realm-swift#7908 (Xcode 14 beta 5, 2022: "No warning was present in the
  /// previous beta 3"); SwiftUIX/SwiftUIX#387 (2022: "since updating to Xcode 14 / iOS 16").
  ///
  /// - Complexity: O(1).
  public var warnsOfPublishingDuringUpdates: Bool {
    switch self {
    case .ios12, .ios14, .ios15: false
    case .ios16, .ios17, .ios18, .ios26: true
    }
  }
}
