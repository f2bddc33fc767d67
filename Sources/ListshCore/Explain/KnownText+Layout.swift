extension KnownText {
  /// Collection view layouts: attributes for paths the data does not have, invalid sizes; and
  /// a table delegate's invalid heights.
  static let layout: [KnownText] = [
    KnownText(
      id: "attributes-for-missing-path",
      signatures: [
        "received layout attributes for a cell with an index path that does not exist",
        "recieved layout attributes for a cell with an index path that does not exist",
      ],
      meaning:
        "The layout returned attributes for an index path the collection view's data does not have (any more).",
      causes: [
        "A custom layout caches its attributes in prepare() and the data changed without the layout being invalidated: it still describes the old items.",
        "layoutAttributesForElements(in:) built from a model the data source no longer reports (items removed in another thread, or before the update reached the view).",
      ],
      fix:
        "Invalidate the layout's cache when the data changes (invalidateLayout(), or prepare(forCollectionViewUpdates:)), and build attributes from collectionView.numberOfItems(inSection:), never from the model directly.",
      sources: [
        "https://github.com/lionheart/openradar-mirror/issues/15835",
        "https://github.com/tristanhimmelman/THSpringyCollectionView/issues/4",
        "https://github.com/onmyway133/notes/issues/550",
      ]),
    KnownText(
      id: "invalidate-item-at-invalid-path",
      signatures: ["attempting to invalidate an item at an invalid indexPath"],
      meaning:
        "A layout invalidation named an item the collection view does not have: its index path is past the items of its section (the text gives the item's global index and how many items the view holds).",
      causes: [
        "The app (or a framework's layout code) invalidated items by index paths computed from data the collection view has not been told of yet, or from before a change it was told of: an invalidation context's invalidateItems(at:), or a layout measuring items again, named index paths of stale data, as in dotnet/maui#35244, whose layout code invalidated items by indexes that could refer to the stale data."
      ],
      fix:
        "Invalidate only index paths the collection view holds now (check them against numberOfItems(inSection:)), and drop what is kept by index path when the data changes; or invalidate the whole layout.",
      sources: ["https://github.com/dotnet/maui/issues/35244"]),
    KnownText(
      id: "attributes-ignored-log",
      signatures: ["are not valid for the data source counts. Attributes will be ignored."],
      meaning:
        "From iOS 13 the collection view logs, and ignores, layout attributes for an index path its data source does not have (the text iOS 12 raised).",
      causes: [
        "A custom layout caches its attributes in prepare() only while its cache is empty, and the data lost items: the layout still describes the old ones."
      ],
      fix:
        "Empty the layout's cache when the data changes (an invalidateLayout() override, or prepare(forCollectionViewUpdates:)), and build attributes from collectionView.numberOfItems(inSection:).",
      logged: true,
      sources: ["https://github.com/onmyway133/notes/issues/550"],
      reproduction: [
        "platform ios15", "collection cachinglayout", "data range(0, 20)", "data range(0, 10)",
        "reload",
      ]),
    KnownText(
      id: "no-layout-attributes",
      signatures: ["no UICollectionViewLayoutAttributes instance for -layoutAttributesFor"],
      meaning:
        "The collection view asked its layout for the attributes of an element and got nil.",
      causes: [
        "layoutAttributesForSupplementaryView(ofKind:at:) or layoutAttributesForItem(at:) returns nil for an element the layout itself listed in layoutAttributesForElements(in:) (a footer or header it stopped producing, an index path beyond its cache)."
      ],
      fix:
        "Answer every per-element query for each element the layout lists, from the same cache, and keep the cache in step with the data (invalidate it on updates).",
      sources: [
        "https://github.com/microsoft/EmbeddedSocial-iOS-SDK/issues/607",
        "https://github.com/TextureGroup/Texture/issues/515",
      ]),
    KnownText(
      id: "supplementary-attributes-changed",
      signatures: ["layout attributes for supplementary item at index path"],
      meaning:
        "A supplementary view's attributes changed between two queries of one layout pass without the layout being invalidated.",
      causes: [
        "A layout that computes a header's or footer's frame on the fly (from content that changes, such as a typing indicator) and answers differently within one pass."
      ],
      fix:
        "Compute supplementary attributes in prepare() and answer from that cache; when they must change, invalidate the layout (an invalidation context naming the element).",
      sources: ["https://github.com/ChatSecure/ChatSecure-iOS/issues/998"]),
    KnownText(
      id: "flow-layout-item-too-wide",
      signatures: [
        "The behavior of the UICollectionViewFlowLayout is not defined",
        "the behavior of the UICollectionViewFlowLayout is not defined",
        "the item width must be less than the width of the UICollectionView",
      ],
      meaning:
        "A flow layout item is wider than the collection view's width minus its section and content insets; UIKit logs this and lays out as best it can.",
      causes: [
        "itemSize or sizeForItemAt computed from the view's width before it was laid out (in viewDidLoad), or without subtracting the insets; rotation or a split view narrowed the view after."
      ],
      fix:
        "Compute item sizes from collectionView.bounds minus adjustedContentInset and sectionInset when the layout is prepared, and invalidate the layout when the width changes.",
      logged: true,
      sources: [
        "https://github.com/patchthecode/JTAppleCalendar/issues/823",
        "https://github.com/terminatorover/RGCardViewLayout/issues/9",
      ],
      reproduction: [
        "collection width 320 item 100 50 sizeforitem",
        "data [{id: 0, width: 200}, {id: 1, width: 330}]",
      ]),
    KnownText(
      id: "global-index",
      signatures: ["request for index path for global index"],
      meaning:
        "The collection view's own count of items disagrees with the index its layout or its update code asked about (UIKit's internal item numbering).",
      causes: [
        "The layout was asked about (or invalidated for) items before the collection view learned of a change to the data: a data change with no update call, followed by layout work."
      ],
      fix:
        "Tell the view about every change (performBatchUpdates with the matching calls, or reloadData) before anything lays it out, and avoid layoutIfNeeded between the model change and the update call.",
      sources: ["https://github.com/lionheart/openradar-mirror/issues/21097"]),
    KnownText(
      id: "missing-placeholder-context",
      signatures: ["missing placeholder context for this index path"],
      meaning:
        "The table looked for a placeholder row it had been told about (a drop placeholder, or Texture's shadow row) and did not find it.",
      causes: [
        "A subclass or framework (Texture's ASTableView) that inserts rows through the placeholder API and then changes the data before the placeholder is committed or deleted."
      ],
      fix:
        "Commit or delete each placeholder context before the next update of the table, and do not mix placeholder insertion with reloadData.",
      sources: ["https://github.com/TextureGroup/Texture/issues/1560"]),
    KnownText(
      id: "flow-layout-negative-size",
      signatures: ["negative sizes are not supported in the flow layout"],
      meaning:
        "A flow layout was given an item size with a negative width or height, which it refuses when it lays the items out.",
      causes: [
        "A size computed from the collection view's width before it is known (a width of zero minus the insets or the spacing is negative), in sizeForItemAt or a cross-platform list's own sizing, as Xamarin.Forms' CollectionView did."
      ],
      fix:
        "Clamp computed sizes at zero, and compute them from the collection view's bounds once it has them (invalidate the layout when the bounds change).",
      sources: ["https://github.com/xamarin/Xamarin.Forms/issues/9929"]),
    KnownText(
      id: "flow-layout-invalid-item-size-log",
      signatures: [
        // iOS 8 and 9, then "[Assert] Negative or zero item sizes are not supported by flow
        // layout. Make a symbolic breakpoint at …" (iOS 16 and later).
        "negative or zero sizes are not supported in the flow layout",
        "negative or zero item sizes are not supported in the flow layout",
        "item sizes are not supported by flow layout",
        "UICollectionViewFlowLayoutAlertForInvalidItemSize",
      ],
      meaning:
        "A flow layout was given an item size with a width or height of zero or below; it logs it (the app goes on) and the item cannot show.",
      causes: [
        "An item size computed from the collection view's bounds before it has any (a frame of 0 × 0 while the view is created or hidden), as in a gallery or a pager built in code.",
        "CGSize.zero returned from sizeForItemAt to hide an item.",
      ],
      fix:
        "Remove an item to hide it (from the data, with deleteItems), and compute sizes once the collection view has its bounds, invalidating the layout when they change.",
      logged: true,
      sources: [
        "https://github.com/deltachat/deltachat-ios/issues/1854",
        "https://github.com/jessesquires/JSQMessagesViewController/issues/819",
      ]),
    KnownText(
      id: "collection-view-layout-loop",
      // The older wording, then iOS 26's (a Swift `Fatal error:` in SwiftUI's collection
      // views too: hackiftekhar/IQKeyboardManager#2157).
      signatures: [
        "is stuck in its update/layout loop", "\"UICollectionViewRecursion\" category",
        "is stuck in a recursive layout loop",
      ],
      meaning:
        "The collection view stopped an update and layout that kept asking for another pass: something changed during each pass that invalidated the layout again, and UIKit raises rather than loop for ever.",
      causes: [
        "Self-sizing cells or supplementary views whose preferred attributes differ each time they are measured (a size that depends on the width it was given, a label changed during layout, values rounded differently), so each measurement invalidates the layout again.",
        "A custom layout, or the app, that changes the content offset, the bounds or the data from inside layout (prepare(), layoutSubviews, a scroll callback), as in an empty list whose layout moves its offset.",
      ],
      fix:
        "Make self-sizing return the same size for the same width (fit to the width given, round once), and change neither the offset, the bounds nor the data from inside layout; the Console app's UICollectionViewRecursion category logs which invalidation repeats.",
      sources: [
        "https://github.com/QuintGao/GKPageScrollView/issues/122",
        "https://github.com/airbnb/MagazineLayout/pull/107",
        "https://github.com/hackiftekhar/IQKeyboardManager/issues/2157",
      ]),
    KnownText(
      id: "invalid-row-height",
      signatures: [
        // A row's, a section header's or footer's, or an estimate's: every wording since
        // iOS 8 ("greater than zero", then "at least 0.0", then the value in parentheses).
        "provided by table delegate. Value must be",
        "Invalid table view rowHeight",
        // The row data's own check, on older iOS (-1 from both height methods, or NaN).
        "row height must not be negative",
        "header height must not be negative",
        "footer height must not be negative",
      ],
      meaning:
        "The table's delegate returned a negative height (anything below zero but UITableView.automaticDimension, which is -1) from tableView(_:heightForRowAt:), or from a section header's, footer's or estimated height method; UIKit checks each height when it reads it and raises. Zero is a valid height.",
      causes: [
        "A height computed from a size the view does not have yet: heightForRowAt runs before the table is laid out, so tableView.bounds.height (or a container's) minus a margin is negative. From iOS 13, apps built with the newer SDK crash where those built with Xcode 10 did not.",
        "A height from a model that can go below zero (a text height minus padding, a collapsed section's negative offset), or -1 returned from both heightForRowAt and estimatedHeightForRowAt on old iOS versions.",
      ],
      fix:
        "Return max(0, computed) from every height method, or UITableView.automaticDimension with estimated heights on for self-sizing rows; compute heights from the width the table passes in, not its height before layout.",
      sources: [
        "https://github.com/frankodwyer/FODFormKit/issues/19",
        "https://github.com/zhengwenming/WMPlayer/issues/151",
        "https://github.com/pujiaxin33/JXPagingView/issues/133",
        "https://github.com/dzenbot/DZNEmptyDataSet/issues/288",
      ]),
    KnownText(
      id: "layout-attributes-infinite-size",
      signatures: ["-setSize: requires finite dimensions"],
      meaning:
        "A layout gave an element (a cell, a supplementary or a decoration view) layout attributes whose size is infinite or not a number, which UICollectionViewLayoutAttributes refuses.",
      causes: [
        "A size measured against an unbounded dimension (a self-sizing view fitted to an infinite width or height) or computed by dividing by zero, as a compositional layout's group background was in ASCollectionView."
      ],
      fix:
        "Give every item, supplementary and decoration view a finite size: check computed and measured sizes for .infinity and NaN before the layout returns them.",
      sources: ["https://github.com/apptekstudios/ASCollectionView/issues/243"]),
  ]
}
