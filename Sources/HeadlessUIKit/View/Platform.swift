import ListDiff

/// The iOS version whose UITableView and UICollectionView behaviour the model reproduces.
public enum Platform: String, CaseIterable, Sendable {
  /// iOS 12 and 13: one unbound spare cell; exception texts with two spaces after the first
  /// sentence.
  case ios12
  /// iOS 14: one unbound spare cell; one space after the first sentence.
  case ios14
  /// iOS 15 to 16.3: prepared cells above and below the visible rows.
  case ios15
  /// iOS 16.4 to 16.7: a collection view's count failures in the "Invalid batch updates
  /// detected" form, "before and/or after" (Apple Developer Forums 728797: "new as of iOS
  /// 16.4"); a table's still in the classic form.
  case ios16
  /// iOS 17 and later: both views' count failures in the "Invalid batch updates detected" form,
  /// "before and after" (xmartlabs/XLPagerTabStrip#859, iOS 17.1.2; exyte/Chat#40 and #56 for
  /// tables).
  case ios17

  /// Whether the table keeps configured, hidden cells for the rows next to the visible ones.
  @inlinable public var keepsPreparedCells: Bool {
    switch self {
    case .ios12, .ios14: false
    case .ios15, .ios16, .ios17: true
    }
  }

  /// Whether the table keeps one hidden cell that is bound to no row.
  @inlinable public var keepsSpareCell: Bool { !keepsPreparedCells }

  /// Whether the profile is `other` or a later one.
  @inlinable public func isAtLeast(_ other: Platform) -> Bool { rank >= other.rank }

  /// The profiles in the order of their iOS versions.
  @inlinable var rank: Int {
    switch self {
    case .ios12: 12
    case .ios14: 14
    case .ios15: 15
    case .ios16: 16
    case .ios17: 17
    }
  }

  /// Whether `reconfigureRows(at:)` exists (iOS 15 and later).
  @inlinable public var hasReconfigure: Bool { isAtLeast(.ios15) }

  /// Whether a table's row calls check their index paths (`_UIAssertValidUpdateIndexPath`,
  /// from iOS 14 for apps built with Xcode 12: LNPopupController#431, WordPress-iOS#15475 "pretty
  /// much only happens in iOS 14"); before, what a negative row did is unknown.
  @inlinable public var checksUpdateIndexPaths: Bool { self != .ios12 }

  /// Whether a fetched-results controller marks the objects that changed for reload in the
  /// snapshot it hands over (iOS 15 and later: Apple's answer in the Developer Forums, thread
  /// 692357, "you can rely on the behavior you see in iOS 15").
  @inlinable public var fetchedSnapshotsMarkReloads: Bool { isAtLeast(.ios15) }

  /// Whether `apply` checks that identifiers equal in identity hash alike (apps built with the
  /// iOS 15 SDK: the-blue-alliance-ios#931; which step of `apply` checks is our inference).
  @inlinable public var checksIdentifierHashes: Bool { isAtLeast(.ios15) }

  /// Whether a count failure of `view` is the "Invalid batch updates detected" text: a
  /// collection view's from iOS 16.4, a table's from iOS 17 (our choice: no report of a
  /// table's in that form on iOS 16 was found).
  @inlinable public func detectsBatchUpdates(_ view: ViewNoun) -> Bool {
    switch self {
    case .ios12, .ios14, .ios15: false
    case .ios16: view == .collection
    case .ios17: true
    }
  }

  /// Whether a collection view out of a window whose batch fails its count checks logs the
  /// reason with "- will perform reloadData" and reloads instead of raising: iOS 14 to 16.3
  /// (our choice of profiles and of the case: Apple's engineer says UIKit "was silently falling
  /// back to reload data previously in some cases" and that this "is now a hard exception"
  /// (Developer Forums 751732); the iOS 16.4 report, 728797, was of a collection view "not
  /// displayed"; public logs print "- will perform reloadData").
  @inlinable public var fallsBackOutOfWindow: Bool {
    switch self {
    case .ios14, .ios15: true
    case .ios12, .ios16, .ios17: false
    }
  }

  /// When the "Invalid batch updates detected" text says the counts were read: "before and/or
  /// after" on iOS 16.4 to 16.7 (DifferenceKit#155, Sharpnado.CollectionView#98, Apple
  /// Developer Forums 728797, dotnet/maui#10163), "before and after" on iOS 17.
  @inlinable public var batchUpdatesWhen: String {
    self == .ios17 ? "before and after" : "before and/or after"
  }
}
