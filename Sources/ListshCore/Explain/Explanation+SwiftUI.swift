/// What a UIKit text says when SwiftUI's List raised it through its own collection view.
extension Explanation {
  /// The marks of a SwiftUI-hosted list in a text's view description: the collection view
  /// subclass a List uses, and its data source.
  static let swiftUIListMarks = [
    "SwiftUI.UpdateCoalescingCollectionView", "UICollectionViewListCoordinator",
  ]

  /// A paragraph for a text a SwiftUI List raised (its collection view named in the text),
  /// none otherwise.
  ///
  /// The mechanics are read from the reports' stacks and fixes (janineanne/NextSeason on
  /// iOS 26.5: `performBatchUpdates` called from `_updateAnimationDidStop:finished:`, the List
  /// swapped out when it emptied and a section whose rows depended on the data); SwiftUI does
  /// not document them.
  ///
  /// - Complexity: O(n) in the length of the reason.
  static func swiftUIParagraphs(_ reason: String) -> [String] {
    guard swiftUIListMarks.contains(where: { reason.contains($0) }) else { return [] }
    return [
      "The collection view is SwiftUI's own: a List (iOS 16 and later), whose data source turns each change of the ForEach data into a batch of inserts, deletes and moves by the rows' identities, and holds the next batch until the running animation ends (the stack's _updateAnimationDidStop:finished: in janineanne/NextSeason, iOS 26.5). In the reports, the list's structure changed in the same update as its rows: a branch that replaced the List when it emptied, a section whose row count depended on the data, an .id(…) on a row that changed with the row's state. Keep the List mounted (an empty state as an overlay), keep each section's rows independent of the other sections' data, change the data synchronously in onDelete, and give each row one identity that does not change. This is our reading of the reports: SwiftUI does not document how it batches."
    ]
  }
}
