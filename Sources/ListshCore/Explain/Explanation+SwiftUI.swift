import HeadlessUIKit

/// The view a SwiftUI List is in UIKit: a table view before iOS 16, a collection view after.
package enum SwiftUIListHost: Hashable, Sendable {
  case tableView, collectionView
}

/// What a UIKit text says when SwiftUI's List raised it through its own collection view.
extension Explanation {
  /// The marks of a SwiftUI-hosted list in a text's view description: the collection view
  /// subclass a List uses, and its data source.
  static let swiftUIListMarks = [
    "UpdateCoalescingCollectionView", "UICollectionViewListCoordinator",
  ]

  /// The mark of a SwiftUI List before iOS 16: its table view subclass, named by the
  /// assertion line (`-[_TtC7SwiftUIP33_…25UpdateCoalescingTableView _Bug_Detected_In_Client_…]`,
  /// yattee/yattee#66) or the view's description.
  static let swiftUITableMark = "UpdateCoalescingTableView"

  /// Whether the text names SwiftUI's List as the view that raised it.
  static func isSwiftUIHosted(_ reason: String) -> Bool {
    swiftUIListMarks.contains(where: { reason.contains($0) })
  }

  /// The SwiftUI List view a paste names anywhere — in the reason, an assertion line, a stack
  /// frame — when it is the kind of view the reading's text is raised by; `nil` otherwise.
  ///
  /// - Complexity: O(1).
  static func swiftUIHost(_ paste: CrashReport, noun: ViewNoun) -> SwiftUIListHost? {
    let host: SwiftUIListHost = noun == .table ? .tableView : .collectionView
    return paste.swiftUIViews.contains(host) ? host : nil
  }

  /// A paragraph for a text a SwiftUI List raised (its collection view named in the text),
  /// none otherwise.
  ///
  /// The mechanics are read from one report's stack and fix (janineanne/NextSeason on iOS 26.5,
  /// in Tests/Corpus/crash-texts.md: `performBatchUpdates` called from
  /// `_updateAnimationDidStop:finished:`, the List swapped out when it emptied and a section
  /// whose rows depended on the data); SwiftUI does not document them.
  ///
  /// - Complexity: O(n) in the length of the reason.
  static func swiftUIParagraphs(_ host: SwiftUIListHost?, reading: ExceptionReading) -> [String] {
    if host != nil, case .reason(.scrollRowBeyondBounds) = reading.content {
      return [scrollParagraph(host == .tableView)]
    }
    switch host {
    case nil: return []
    case .tableView:
      return [
        "The table view is SwiftUI's own: a List before iOS 16 (SwiftUI's UpdateCoalescingTableView, as in yattee/yattee#66 on iOS 14.8). By our reading, its data source turns each change of the ForEach data into a batch of inserts, deletes and moves by the rows' identities (a class dump of iOS 14.2 shows the class overriding performBatchUpdates:completion: and keeping a pending graph update). From iOS 16 a List is a collection view, and the same crash raises the collection view's items text. SwiftUI does not document how it batches.",
        "ListScript models this List as it models the collection view of iOS 16 and later (our choice: the table view's class is named for coalescing updates, as the collection view's is): an update made while the batch's animation runs waits, a newer one replaces it, and when the animation ends the waiting batch, computed from the data the replaced update went to, meets a view that never received that update. The fixes that follow from it: make the changes in one turn (synchronously, in one transaction), make them without animation, or keep the List's structure the same while it animates.",
      ]
    case .collectionView: break
    }
    return [
      "The collection view is SwiftUI's own: a List (iOS 16 and later), whose data source turns each change of the ForEach data into a batch of inserts, deletes and moves by the rows' identities, and, by our reading of the stack of janineanne/NextSeason (iOS 26.5), holds the next batch until the running animation ends (its performBatchUpdates was called from _updateAnimationDidStop:finished:). In that report the list's structure changed in the same update as its rows: a branch replaced the List when it emptied, and a section's row count depended on the data. The change that ended the crash kept the List mounted (an empty state as an overlay) and made that section's rows independent of the data; it also changed the data synchronously in onDelete. SwiftUI does not document how it batches.",
      "ListScript models the List so (our choice, read from that report and meshtastic/Meshtastic-Apple#2368, where a section's rows changed again in the middle of a batch's animation): an update made while the animation runs waits, a newer one replaces it, and when the animation ends the waiting batch, computed from the data the replaced update went to, meets a view that never received that update. Two changes of the List's data in two turns during one animation are enough. The fixes that follow from it: make the changes in one turn (synchronously, in one transaction), make them without animation, or keep the List's structure the same while it animates.",
    ]
  }

  /// The paragraph for a scroll past a section's rows that SwiftUI's List raised: a proxy's
  /// `scrollTo` made in the update, after a batch that may be waiting (agg23/Sila#38).
  static func scrollParagraph(_ inTable: Bool) -> String {
    "The \(inTable ? "table" : "collection") view is SwiftUI's own: a List\(inTable ? " before iOS 16" : ""). A List scrolls to a row when a ScrollViewReader's proxy asks (scrollTo), and in agg23/Sila#38 (2025) that scroll came from SwiftUI's UpdateCoalescingCollectionView.updateContent(), inside the update: by our reading, SwiftUI scrolls after the update's batch\(inTable ? " (the table view's List the same, our choice)" : ""), to the row it finds for the identity in the data as it is now. While an animation runs, that batch waits for it (our reading of janineanne/NextSeason's stack, iOS 26.5), so a row inserted in the same turn, or in any turn during the animation, is past the counts the view holds, and UIKit's scroll check raises. The fixes that follow from it: scroll once the List shows the row (in onChange of what it shows, or when the animation completes), or make the change without animation."
  }
}
