extension KnownText {
  /// UIKit list texts the model does not raise (its internal checks, layouts it does not have)
  /// and reports that hold only a stack, recognised by the UIKit method whose check failed.
  ///
  /// These come last: a method on a stack is a weaker sign than a text's own words.
  static let internalChecks: [KnownText] = [
    KnownText(
      id: "reorder-target-out-of-bounds",
      signatures: [
        "targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath: returned an invalid target index path"
      ],
      meaning:
        "While the user dragged a row to reorder it, the delegate's tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) returned an index path past the rows of its section (the text gives the section, the row and how many rows the section has).",
      causes: [
        "The delegate computes the target from the model, which holds more rows (or other sections) than the table shows, or clamps to a section's count without subtracting one: it must return a row in 0..<count of the section the table knows (count itself only when the row moves in from another section)."
      ],
      fix:
        "Return the proposed index path unless it must change, and clamp a changed one with tableView.numberOfRows(inSection:) (the table's counts, not the model's), minus one when the row stays in its section.",
      sources: ["https://github.com/wordpress-mobile/WordPress-iOS/issues/13890"]),
    KnownText(
      id: "move-across-deleted-or-inserted-section",
      signatures: [
        "from a deleted section", "into a newly inserted section",
      ],
      meaning:
        "A batch moved a row or item out of a section the same batch deletes, or into a section it inserts. UIKit's copy for macOS (UXKit) holds these texts for UICollectionView, and a 2014 table view raised the row's version: older UIKit refused such a move.",
      causes: [
        "A diff that removes a section when its last row moves to another section (or adds one when the first row arrives), and reports the row's move as well as the section's delete or insert.",
        "A hand-written batch that moves a row between sections and deletes the section it left.",
      ],
      fix:
        "Report a row that leaves a deleted section as a delete, and one that arrives in an inserted section as an insert, not as a move; or use a diffable data source, which does this itself. ListScript's model raises the item's text on a collection view (which it reproduces); a table's batch reloads the whole view instead, as iOS 12's UITableView code is set to (our reading of it), and its trace says so.",
      sources: [
        "https://github.com/SwiftKickMobile/TLIndexPathTools/issues/20"
      ]),
    KnownText(
      id: "section-map-internal-bug",
      signatures: ["internal bug: unable to generate a new section map"],
      meaning:
        "UITableView could not map its sections before a batch to those after it: the sections it was told were inserted and deleted do not turn the old count into the new one.",
      causes: [
        "The section count the data source reports changed without a matching insertSections/deleteSections, or changed again during the batch (an update from another thread).",
        "A reload of sections combined with inserts or deletes that name sections by their indexes after the update.",
      ],
      fix:
        "Change the model's sections inside the batch, on the main thread, with one insertSections or deleteSections per section added or removed; or move to a diffable data source, which computes them.",
      sources: ["https://github.com/RxSwiftCommunity/RxDataSources/issues/80"]),
    KnownText(
      id: "visible-rows-cells-inconsistency",
      signatures: ["_visibleRows and _visibleCells must be of same length"],
      meaning:
        "UITableView's record of its visible rows and its visible cells disagree: a check of its own bookkeeping failed, during a reload or a layout pass.",
      causes: [
        "reloadData or a batch called from inside a table callback (cellForRowAt, heightForRowAt, willDisplay, a layout pass), so the table changed while it was filling its visible rows.",
        "A reload from a background thread, racing the main thread's layout.",
      ],
      fix:
        "Defer the reload out of the callback (DispatchQueue.main.async) and make every reload on the main thread.",
      sources: ["https://github.com/doric-pub/Doric/pull/491"]),
    KnownText(
      id: "visible-cells-during-update",
      signatures: [
        "Attempted to access the table view's visibleCells while they were in the process of being updated",
        "Attempted to call -cellForRowAtIndexPath: on the table view while it was in the process of updating its visible cells",
        // The symbols the two logs name, which a log cut short still holds.
        "UITableViewAlertForVisibleCellsAccessDuringUpdate",
        "UITableViewAlertForCellForRowAtIndexPathAccessDuringUpdate",
      ],
      meaning:
        "UIKit logs (an assertion in debug) that the app asked the table for its visible cells, or for a row's cell, while the table was updating them.",
      causes: [
        "visibleCells, indexPathsForVisibleRows or cellForRow(at:) called from a callback about one row (cellForRowAt, heightForRowAt, willDisplay), or from a layout pass the table is in."
      ],
      fix:
        "Do not ask for the visible cells from inside a row's callback: keep the state the code needs in the model, or defer the work with DispatchQueue.main.async.",
      logged: true,
      sources: [
        "https://github.com/nothot/SheetView/issues/3",
        "https://github.com/onevcat/Kingfisher/issues/1666",
      ]),
    KnownText(
      id: "rect-for-invalid-section",
      signatures: ["request for rect of invalid section"],
      meaning:
        "The table was asked for the frame of a section it does not have (rect(forSection:), rectForHeader, rectForFooter).",
      causes: [
        "A section index from the model used while the table still has fewer sections (before reloadData or the batch that adds it), or after the section was removed: often an index view or a sticky header computing positions."
      ],
      fix:
        "Check the index against tableView.numberOfSections before asking for a rect, and compute positions after the table has taken the change.",
      sources: ["https://github.com/TalkingJourney/SCIndexView/issues/11"]),
    KnownText(
      id: "compositional-group-without-subitems",
      signatures: ["At least 1 subitem is required for a group"],
      meaning:
        "A compositional layout's group was made with no items in it, which UIKit refuses when the layout is built.",
      causes: [
        "A section provider that builds its group from data that is empty at that moment (an empty array of items or of sizes)."
      ],
      fix:
        "Give every group one item at least: build an empty section's layout from a placeholder item, or return a section without the empty group.",
      sources: ["https://github.com/apptekstudios/ASCollectionView/issues/73"]),
    KnownText(
      id: "collection-view-nil-layout",
      signatures: ["UICollectionView must be initialized with a non-nil layout parameter"],
      meaning: "A collection view was created without a layout.",
      causes: [
        "UICollectionView() or init(frame:) used in code, or a layout property read before it was set, so the layout passed was nil."
      ],
      fix:
        "Create it with init(frame:collectionViewLayout:) and a layout made first (a flow or compositional layout).",
      sources: ["https://github.com/glthello/LTScrollView/issues/95"]),
    KnownText(
      id: "supplementary-provider-missing",
      signatures: [
        "self.supplementaryViewProvider || (self.supplementaryReuseIdentifierProvider"
      ],
      meaning:
        "A diffable data source was asked for a header, footer or other supplementary view, and it has no supplementaryViewProvider to make one.",
      causes: [
        "The layout declares boundary supplementary items (headers, footers) and the app did not set the data source's supplementaryViewProvider before applying a snapshot."
      ],
      fix:
        "Set dataSource.supplementaryViewProvider (dequeuing with a registration made outside it) before the first apply, or remove the supplementary items from the layout.",
      sources: [
        "https://prod.velog.io/@dodo_dev/CollectionView-Diffable-Datasource-apply에서-supplementary-header-register-exception-오류-해결"
      ]),
    KnownText(
      id: "compositional-layout-invalid",
      signatures: ["UICollectionViewCompositionalLayoutAlertForInvalidLayout"],
      meaning:
        "A compositional layout found, while laying out, that a section cannot be placed as described (no room for an item or a group, sizes that do not fit), and stopped.",
      causes: [
        "Absolute or estimated sizes larger than the container, or insets and spacing that leave no room, often only on one device size or orientation."
      ],
      fix:
        "Size items and groups with fractional dimensions of the container, and check insets and spacing on the smallest screen.",
      sources: ["https://github.com/LiveContainer/LiveContainer/issues/1414"]),
    KnownText(
      id: "items-of-section-not-found",
      signatures: ["request for number of items in section 9223372036854775807"],
      meaning:
        "The collection view was asked for the items of section NSNotFound (9223372036854775807): an index path made from a lookup that found nothing reached it.",
      causes: [
        "indexPath(for:) or a model's index(of:) returned NSNotFound (or nil turned into it), and the result was used for a scroll, a layout attribute or an update.",
        "A custom layout asked for a section it computed from stale data.",
      ],
      fix:
        "Check a looked-up index path before use (nil or NSNotFound means the item is not there) and compute layout sections from collectionView.numberOfSections.",
      sources: ["https://github.com/GitHawkApp/GitHawk/issues/304"]),
    KnownText(
      id: "batch-check-stack-only",
      signatures: ["_endCellAnimationsWithContext"],
      meaning:
        "The stack shows a table's batch of updates failing one of the checks UIKit makes when the batch ends (its counts, an index path out of range, a row both deleted and moved), but no reason text listsh can read is in the paste (it says which).",
      causes: [
        "The model changed by more or less than the batch's calls say, or a call named an index path the table does not have before (a delete) or after (an insert) the update."
      ],
      fix:
        "Find the reason (the line after 'Fatal Exception:' in Crashlytics, 'Application Specific Information:' in an Apple report) and give it to listsh explain.",
      sources: [
        "https://github.com/klevison/AccordionTableViewController/issues/7",
        "https://github.com/IndiePass/indiepass-ios/issues/183",
      ]),
    KnownText(
      id: "visible-cells-update-stack-only",
      signatures: ["_updateVisibleCellsNow"],
      meaning:
        "The stack shows a collection view failing a check while it laid out its visible cells, and no reason text listsh can read is in the paste.",
      causes: [
        "The cell the data source returned was not the one it dequeued for that index path (none, two, or one kept from before): iOS 18 made this fatal.",
        "The layout gave attributes for an item the data source does not report (a layout cache not invalidated after the data changed).",
      ],
      fix:
        "Find the reason text and give it to listsh explain; meanwhile check that cellForItemAt dequeues exactly one cell for the index path it is asked for and returns it, and that the layout is invalidated when the data changes.",
      sources: [
        "https://github.com/firebase/firebase-ios-sdk/issues/12711",
        "https://github.com/xiangwangfeng/M80TableViewComponent/issues/7",
      ]),
    KnownText(
      id: "cell-preparation-stack-only",
      signatures: ["_createPreparedCellForItemAtIndexPath"],
      meaning:
        "The stack shows a collection view failing while it prepared a cell for display, and no reason text listsh can read is in the paste.",
      causes: [
        "cellForItemAt returned a cell it did not dequeue (nil, a cell made with init, a kept one) or dequeued under an identifier never registered."
      ],
      fix:
        "Dequeue every cell with dequeueReusableCell(withReuseIdentifier:for:) (or a registration) for the index path asked for, and register each identifier before the first reload.",
      sources: ["https://github.com/WenchaoD/FSPagerView/issues/207"]),
    KnownText(
      id: "diffable-state-stack-only",
      signatures: ["_UIDiffableDataSourceState initWithGenerationID"],
      meaning:
        "The stack shows a diffable data source refusing a snapshot as it built its state from it, and no reason text listsh can read is in the paste.",
      causes: [
        "Identifiers that are not unique in the snapshot (the same item appended twice, or two items equal by ==), or equal identifiers with different hash values."
      ],
      fix:
        "Make item identifiers unique and Hashable consistently with ==; find the reason text ('supplied item identifiers are not unique', …) and give it to listsh explain.",
      sources: ["https://github.com/flutter/flutter/issues/71971"]),
    KnownText(
      id: "scroll-stack-only",
      signatures: ["_contentOffsetForScrollingToRowAtIndexPath"],
      meaning:
        "The stack shows scrollToRow(at:at:animated:) failing, and no reason text listsh can read is in the paste: the table was asked to scroll to a row or section it does not have.",
      causes: [
        "An index path computed from the model before the table took its change (a scroll right after an insert, before reloadData or the batch), or for an empty table."
      ],
      fix:
        "Check the index path against numberOfSections and numberOfRows(inSection:) just before scrolling, after the table has the change.",
      sources: ["https://github.com/keepassium/KeePassium/issues/325"]),
  ]
}
