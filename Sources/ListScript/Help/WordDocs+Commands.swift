import HeadlessUIKit

/// The documentation of each command word: what `.help` prints and what an editor's hover shows.
///
/// A `Doc`'s `spelling` holds one line per form; its `summary` says what the command does and,
/// where the model chose what UIKit does not document, says so ("our choice").
extension WordDocs {
  static func doc(_ word: CommandWord) -> Doc {
    switch word {
    case .setup(let w): setup(w)
    case .data:
      Doc(
        spelling: """
          data [items]
          data sections [[…], […]]
          data from "api.json" [at "data.items"] [showing "title"] [by "uuid"]
          data insert V at P | data remove at P, Q… | data move P to Q | data set P V
          data insert section S [items] | data remove section S | data move section S to T
          """,
        summary: "Sets or edits the app's data (the data source's arrays): section 0's items, "
          + "all sections, or a JSON file's records at a path, each record's text (what its "
          + "cell shows) and identity from the fields named. Removals are each read after the "
          + "previous one. The view does not see a change until it is told (reload, or a "
          + "batch). On a diffable data source data is refused: apply snapshots.")
    case .call(let w): call(w)
    case .viewport(let w): viewport(w)
    case .heights(let w): heights(w)
    case .diff(let w): diff(w)
    case .output(let w): output(w)
    case .feed(let w): feed(w)
    }
  }

  static func setup(_ word: SetupWord) -> Doc {
    switch word {
    case .table:
      Doc(
        spelling: "table [width W] [height H] [rowheight R]",
        summary: "A new table view (375x667 and 44-point rows unless given), which later "
          + "commands act on.", uikit: "UITableView(frame:style:)")
    case .collection:
      Doc(
        spelling: """
          collection [width W] [height H] [item W H] [spacing S] [linespacing L] [inset T L B R] [sizeforitem] [cachinglayout] [pinheaders]
          collection list [width W] [height H] [rowheight R] [appearance plain|grouped|insetgrouped|sidebar|sidebarplain] [header none|supplementary|firstitem] [footer none|supplementary]
          collection compositional [width W] [height H] [columns N | itemwidth D] [groupwidth D] [groupheight D | estimated H] [spacing S] [groupspacing G] [inset T L B R] [header H] [footer H] [pinheaders] [orthogonal N]
          """,
        summary: "A new collection view, which later commands act on. A flow layout (items "
          + "50x50, spacings 10 and 10, no inset): pinheaders pins section headers to the "
          + "visible bounds; sizeforitem sizes each item from its width and height fields "
          + "(else W H), a line as tall as its tallest item, shorter ones centred on it; "
          + "cachinglayout is a custom layout that computes its attributes once, so after the "
          + "data loses items ios12 raises \"received layout attributes for … an index path "
          + "that does not exist\" and later profiles log and ignore them (`invalidate "
          + "layout` empties its cache). A list layout (rows 44): supplementary headers and "
          + "footers count 44 (our choice), plain and sidebarplain pin them, insetgrouped "
          + "insets the items 20 points each side (our choice: UIKit uses the layout margins). "
          + "A compositional layout: one horizontal group a line (1 item, 44 high); columns N "
          + "makes N equal items, itemwidth D repeats items of that width while they fit (our "
          + "choice); D is points, fractionalwidth F or fractionalheight F; an estimated group "
          + "is as tall as its tallest measured item; orthogonal N lays the sections below N "
          + "as one line of groups side by side, of which those across the view's width show "
          + "(horizontal scrolling is not modelled). On a collection view the calls are "
          + "insert items, delete items, reload items, reconfigure items and move item, inside "
          + "batch { … } (it has no begin or end); a batch on a view never laid out, or with a "
          + "reload pending, reads the counts when it starts.",
        uikit: "UICollectionView(frame:collectionViewLayout:)")
    case .platform:
      Doc(
        spelling: "platform \(choices(Platform.self))",
        summary: "The behaviour profile: which iOS versions' behaviour the views reproduce "
          + "(cell prefetching, exception texts, diffable data sources). From ios16 count "
          + "failures are checked in two stages, tables and collection views alike: when a "
          + "row that survives the batch would land past its section's new count, \"Invalid "
          + "batch updates detected\" (ios16 \"before and/or after\", from ios17 \"before and "
          + "after\"); otherwise the classic per-section text (an inference from every dated "
          + "report: docs/table-model.md).")
    case .header:
      Doc(
        spelling: "header H", summary: "The height of the table's header view.",
        uikit: "tableHeaderView")
    case .footer:
      Doc(
        spelling: "footer H", summary: "The height of the table's footer view.",
        uikit: "tableFooterView")
    case .section:
      Doc(
        spelling: "section header|footer S H",
        summary: "One section's header or footer height (on a flow, list or compositional "
          + "layout: the sections' supplementary headers and footers).",
        uikit: "tableView(_:heightForHeaderInSection:)")
    }
  }

  static func call(_ word: CallWord) -> Doc {
    switch word {
    case .swiftui: swiftUIDoc
    case .reload:
      Doc(
        spelling: """
          reload
          reload rows|row P, … | reload sections|section S, … | reload items|item P, …
          reload keeping heights
          """,
        summary: "Reloads everything, or rows, items or sections (inside a batch, by their "
          + "indexes before it). keeping heights reloads without emptying the index-path "
          + "height cache.", uikit: "reloadData() / reloadRows(at:with:) / reloadSections(_:with:)")
    case .begin:
      Doc(
        spelling: "begin", summary: "Opens a batch of updates, closed by `end`; batches nest.",
        uikit: "beginUpdates()")
    case .end:
      Doc(spelling: "end", summary: "Closes the batch `begin` opened.", uikit: "endUpdates()")
    case .batch:
      Doc(
        spelling: "batch { … } [completion { … }]",
        summary: "The calls inside as one batch; the completion runs at the end of the turn "
          + "(finished: true). Deletes and reloads use the indexes before the batch, inserts "
          + "the ones after it. Nested batches' completions run outer first, then the inner "
          + "ones in order.", uikit: "performBatchUpdates(_:completion:)")
    case .insert:
      Doc(
        spelling: "insert rows|row P, … | insert sections|section S, … | insert items|item P, …",
        summary: "Inserts rows, items or sections (by their indexes after the batch).",
        uikit: "insertRows(at:with:) / insertSections(_:with:) / insertItems(at:)")
    case .delete:
      Doc(
        spelling: "delete rows|row P, … | delete sections|section S, … | delete items|item P, …",
        summary: "Deletes rows, items or sections (by their indexes before the batch).",
        uikit: "deleteRows(at:with:) / deleteSections(_:with:) / deleteItems(at:)")
    case .reconfigure:
      Doc(
        spelling: "reconfigure rows|row P, … | reconfigure items|item P, …",
        summary: "Configures the rows' existing cells again, without new cells (iOS 15).",
        uikit: "reconfigureRows(at:) / reconfigureItems(at:)")
    case .move:
      Doc(
        spelling: "move row P to Q | move item P to Q | move section S to T",
        summary: "Moves a row, item or section: from its index before the batch to its index "
          + "after it.", uikit: "moveRow(at:to:) / moveItem(at:to:) / moveSection(_:toSection:)")
    case .diffable:
      Doc(
        spelling: "diffable [given|lookup]",
        summary: "Gives the view a diffable data source (iOS 13), whose cell provider shows "
          + "the item it is given (stored first for the id) or looks it up. Its texts are "
          + "UIKit's, raised at the call. Identifiers already present: a crash on ios14, a "
          + "warning and a move from ios15 (inferred). A cell whose item changed under the "
          + "same id is not refreshed unless reloaded or reconfigured; cell(P).stale says so.",
        uikit: "UITableViewDiffableDataSource(tableView:cellProvider:)")
    case .apply:
      Doc(
        spelling: """
          apply S [animated false|true] [using reload data] [on main|background] [completion { … }]
          apply SS to SECTION [animated false|true] [completion { … }]
          """,
        summary: "Applies a snapshot, or a section snapshot to one section (its items become "
          + "the section snapshot's visible ones; the section is appended when missing). "
          + "animated false is reloadData on ios14, a diff from ios15. The completion runs at "
          + "once where UIKit reloads (using reload data; animated false on ios14, a first "
          + "apply, a table out of its window), else at the end of the turn. A whole snapshot "
          + "applied keeps the section trees: lost items deleted, new ones placed after the "
          + "item before them (our choice: UIKit's rule is unknown). on background: issued off "
          + "the main queue, outstanding until the run-loop turn ends (our choice); an apply on "
          + "the main queue while one is outstanding, or from inside another (a completion that "
          + "runs at once), raises UIKit's \"Deadlock detected\" (iOS 26's wording from ios26), "
          + "and a queue that differs from the last apply's logs UIKit's warning.",
        uikit: "apply(_:animatingDifferences:completion:)")
    case .handler:
      Doc(
        spelling: """
          handler shouldExpandItem|willExpandItem|shouldCollapseItem|willCollapseItem(item) { … }
          handler snapshotForExpandingParent(item, children) { return … }
          handler NAME off
          """,
        summary: "A section snapshot handler of the diffable data source, run when an outline "
          + "item is disclosed; off removes it.", uikit: "sectionSnapshotHandlers")
    case .register:
      Doc(
        spelling: """
          register cell ID [class|nib|invalidnib]
          register header|footer ID [class|nib|invalidnib]
          register supplementary KIND ID [class|nib|invalidnib]
          """,
        summary: "Registers a reuse identifier with the view: a cell class (the default), a nib, "
          + "or a nib whose top level is not exactly one cell (UIKit raises \"invalid nib "
          + "registered for identifier\" when it first makes a cell from it); header, footer: "
          + "a collection view's supplementary view for its sections' headers or footers; "
          + "supplementary KIND: for a layout's own kind (a string).",
        uikit: "register(_:forCellReuseIdentifier:) / register(_:forCellWithReuseIdentifier:) / "
          + "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
    case .provider:
      Doc(
        spelling: """
          provider dequeue ID [twice] [returning dequeued|new|nil|queued] [reinit] [checkmarks]
            [applying]
          provider registration [inside] [twice] [returning …] [reinit] [checkmarks]
          provider none
          provider gone
          provider header|footer dequeue ID [of header|footer|KIND] [twice] [returning …]
          provider header|footer registration [inside] [of …] [twice] [returning …]
          provider header|footer none
          """,
        summary: "What the data source does when the view asks for a cell: dequeues under ID "
          + "(or with a UICollectionView.CellRegistration, made up front or inside the provider "
          + "at each request), maybe twice, maybe calling init again on the cell, and returns "
          + "the cell it dequeued or nil; returning new: it makes a cell with init instead of "
          + "dequeuing (a table shows it, a collection view refuses it). UIKit checks it and "
          + "raises its text where the profile does: an unregistered ID and nil on every "
          + "profile, a table's second dequeue for one index path on every profile, a "
          + "collection view's cell that was not dequeued on every profile, a registration "
          + "made inside the provider from ios15, a dequeued cell not returned and init on a "
          + "dequeued cell from ios18; where a profile lets a mistake pass, the trace says what "
          + "it costs. checkmarks: the app's didSelectRowAt puts a checkmark on the cell object "
          + "and cellForRowAt does not reset it, so it follows the object to the rows it serves "
          + "next (cell(P).checkmark; the classic stale checkmark). returning queued: a cell it "
          + "kept, now in the reuse queue (a collection view raises from ios18). applying: a "
          + "diffable view's cell provider applies the snapshot again, which inside an apply "
          + "raises \"Deadlock detected\". gone: the data source object was deallocated (the "
          + "view holds it weakly), and the next cell the view needs raises \"UITableView "
          + "dataSource is not set\". none: every "
          + "request gets a cell (the default). provider header|footer: the same for a "
          + "collection view's section headers or footers, asked for when they come on screen "
          + "(views v1, v2, … in the trace); of KIND: dequeued for another kind (raised from "
          + "ios14).",
        uikit: "tableView(_:cellForRowAt:) / collectionView(_:cellForItemAt:) / "
          + "collectionView(_:viewForSupplementaryElementOfKind:at:)")
    case .dequeue:
      Doc(
        spelling: "dequeue ID [at P]",
        summary: "The app dequeues a cell outside a request from the view (to measure a size, "
          + "or ahead of time) and keeps it. A table's data source that dequeues for P again "
          + "raises \"Attempted to dequeue multiple cells for the same index path\"; from ios18 "
          + "a collection view raises \"Expected dequeued view to be returned…\" at its next "
          + "request for a cell (our choice of moment). A collection view always dequeues for "
          + "an index path. A table's dequeue at a row it does not have raises \"request for rect "
          + "at invalid index path (…)\" (every profile: our choice).",
        uikit: "dequeueReusableCell(withIdentifier:) / dequeueReusableCell(withIdentifier:for:)")
    case .disclose:
      Doc(
        spelling: "disclose X",
        summary: "The user taps an outline item's disclosure: should…, will…, then an "
          + "animated apply expands or collapses it.", uikit: "UICellAccessory.outlineDisclosure")
    }
  }

  static func viewport(_ word: ViewportWord) -> Doc {
    switch word {
    case .scroll:
      Doc(
        spelling: """
          scroll to Y | scroll by DY | scroll to top | scroll to bottom
          scroll to row P [top|middle|bottom|none] | scroll to item P [top|middle|bottom]
          """,
        summary: "Scrolls the view; to a row or item at the top, middle, bottom, or as little "
          + "as shows it (none). Under a pinned header, scroll to item P top puts the item "
          + "below the header (our choice).",
        uikit: "setContentOffset(_:animated:) / scrollToRow(at:at:animated:)")
    case .anchor:
      Doc(
        spelling: "anchor on|off",
        summary: "Keeps the top visible row where it is across reloads (the article's fix).")
    case .edit:
      Doc(
        spelling: "edit on|off [refreshing reload|visible|mounted]",
        summary: "Enters or leaves editing mode, refreshing the cells as the app does; "
          + "setEditing clears the selection.", uikit: "setEditing(_:animated:)")
    case .select:
      Doc(
        spelling: "select P, …", summary: "Selects rows or items.",
        uikit: "selectRow(at:animated:scrollPosition:)")
    case .deselect:
      Doc(
        spelling: "deselect P, …", summary: "Deselects rows or items.",
        uikit: "deselectRow(at:animated:)")
    case .selection:
      Doc(
        spelling: "selection [editing] none|single|multiple",
        summary: "Whether rows can be selected, one or many; with editing, during editing. "
          + "Single by default (a select replaces the selection); none during editing.",
        uikit: "allowsSelection / allowsMultipleSelection")
    case .prefetching:
      Doc(
        spelling: "prefetching on|off",
        summary: "Whether a collection view prepares cells ahead of scrolling: the line above "
          + "and the line below the visible ones (our choice; UIKit does not say how far), "
          + "from ios15 at the first layout, before it once the view has been scrolled (any "
          + "scroll counts: our choice). From ios15 cell(P) returns a prepared cell, as "
          + "cellForItem(at:) does.", uikit: "isPrefetchingEnabled")
    case .observation:
      Doc(
        spelling: "observation on|off",
        summary: "Whether visible cells track the items they show (automatic observation "
          + "tracking): a cell whose item changed in place is configured again at the next "
          + "layout pass. Off before ios18, opt-in on ios18, on by default on ios26.",
        uikit: "UIObservationTrackingEnabled (Info.plist)")
    case .rotate:
      Doc(
        spelling: "rotate portrait|landscape",
        summary: "Swaps the view's width and height, as a device rotation does.")
    case .contentinset:
      Doc(
        spelling: "contentinset T B",
        summary: "The room the app adds above and below the content; moves no offset.",
        uikit: "contentInset")
    case .safearea:
      Doc(
        spelling: "safearea T B",
        summary: "The bars the view lies under, added to contentInset (offsets start at "
          + "-top); a view at its top stays at its top.",
        uikit: "safeAreaInsets / adjustedContentInset")
    }
  }
}
