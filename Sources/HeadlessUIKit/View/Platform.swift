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
  /// iOS 16.4 to 16.7: the two-stage count check (`detectsBatchUpdates(_:)`), whose
  /// "Invalid batch updates detected" text says "before and/or after" (Apple Developer Forums
  /// 728797: "new as of iOS 16.4").
  case ios16
  /// iOS 17.x: the two-stage count check, "before and after" (xmartlabs/XLPagerTabStrip#859,
  /// iOS 17.1.2).
  case ios17
  /// iOS 18.x: as iOS 17 for batches; automatic observation tracking exists but is off unless
  /// the app's Info.plist sets `UIObservationTrackingEnabled` (`observesItemsByDefault`).
  case ios18
  /// iOS 26.x: observation tracking on by default; a collection view's section move out of
  /// range words Apple's "attempt to to move section" again (decompiled 26.1
  /// `UICollectionView.mm`, `_validateSortedDeleteItems:…`).
  case ios26

  /// Whether the table keeps configured, hidden cells for the rows next to the visible ones.
  @inlinable public var keepsPreparedCells: Bool {
    switch self {
    case .ios12, .ios14: false
    case .ios15, .ios16, .ios17, .ios18, .ios26: true
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
    case .ios18: 18
    case .ios26: 26
    }
  }

  /// The newest profile: what a version newer than every profile gets.
  public static let newest = Platform.ios26

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

  /// Whether a count failure of `view` goes through UIKit's two-stage check, whose first stage
  /// raises the "Invalid batch updates detected" text: from iOS 16.4, tables and collection
  /// views alike.
  ///
  /// UIKit first maps every surviving old row or item (and section) through the batch's
  /// updates; only when a survivor would land at or past its section's new count (or the new
  /// section count) is the multi-line text raised. Otherwise it checks each section's
  /// arithmetic and raises the classic per-section text. In practice: the data source shrank
  /// behind the batch's back → the multi-line text; it grew or kept its size → the classic
  /// one. The rule is an inference that fits every dated text found (Apple Developer Forums
  /// 728797, iOS 16.4.1; Sharpnado.CollectionView#98 and deltachat-ios#1901, iOS 16.4;
  /// planetary-social/nos#750 and #838, iOS 17; ZLPhotoBrowser#931, iOS 17.6.1;
  /// janineanne/NextSeason, iOS 26.5; a real UIKitCore 26.x run of three count failures);
  /// when the map and the arithmetic both fail, the map's text wins because it is checked
  /// first (decompiled 26.1 `-_endItemAnimationsWithInvalidationContext:`: the update maps are
  /// built, and their error raised, before the counts are compared).
  @inlinable public func detectsBatchUpdates(_ view: ViewNoun) -> Bool {
    isAtLeast(.ios16)
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
    case .ios12, .ios16, .ios17, .ios18, .ios26: false
    }
  }

  /// When the "Invalid batch updates detected" text says the counts were read: "before and/or
  /// after" on iOS 16.4 to 16.7 (DifferenceKit#155, Sharpnado.CollectionView#98, Apple
  /// Developer Forums 728797, dotnet/maui#10163), "before and after" from iOS 17 (iOS 26.x:
  /// the Catalyst run of real UIKitCore).
  @inlinable public var batchUpdatesWhen: String {
    isAtLeast(.ios17) ? "before and after" : "before and/or after"
  }

  /// Whether cells track the observable items they were configured from by default.
  ///
  /// A visible cell whose item changed in place is then configured again at the next layout
  /// pass (automatic observation tracking: opt-in on iOS 18 through
  /// `UIObservationTrackingEnabled`, on by default on iOS 26 — Apple's "Automatic observation
  /// tracking" documentation). A scenario can turn it on or off (`observation on|off`).
  @inlinable public var observesItemsByDefault: Bool { isAtLeast(.ios26) }

  /// Whether a section moved past the sections after the update words Apple's "to to move".
  ///
  /// iOS 12's string says "attempt to to move section", and a collection view's says it again
  /// on iOS 26 (decompiled 26.1 `UICollectionView.mm`: Apple's typo is still there). A table's
  /// 26.x wording was not read: it keeps "to move" (our choice).
  @inlinable public func saysToToMove(_ view: ViewNoun) -> Bool {
    self == .ios12 || (self == .ios26 && view == .collection)
  }
}
