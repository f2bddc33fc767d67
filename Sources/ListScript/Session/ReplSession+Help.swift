/// The REPL's `.help`: an overview, and a page per topic.
extension ReplSession {
  /// Help text: an overview, or one topic.
  static func help(topic: String) -> String {
    switch topic {
    case "data":
      return """
        data [items]                 section 0 holds these items
        data from "api.json" [at "data.items"] [showing "title"] [by "uuid"]
                                     a JSON file: its part at a path, each record's text (what
                                     its cell shows) and id (its identity) from those fields
        json("api.json" [, "data.items"])   the document as values; snapshot(x): a snapshot of
                                     a payload (items, or sections) in one call
        data sections [[…], […]]     replace all sections
        data insert V at P           data remove at P, Q…   (each read after the previous)
        data move P to Q             data set P V
        data insert section S [items], data remove section S, data move section S to T
        The table does not see data changes until it is told (reload, or a batch).

        """
    case "batch", "calls":
      return """
        reload                        reloadData()
        begin / end                   beginUpdates() / endUpdates(); they nest
        batch { … }                   performBatchUpdates
        batch { … } completion { … }  the completion runs at the end of the turn (finished: true)
        insert rows|row P, …          delete rows|row P, …  reload rows|row P, …
        reconfigure rows|row P, …     move row P to Q
        insert sections|section S, …  delete sections|section S, …  reload sections|section S, …
        move section S to T
        Deletes and reloads use the indexes before the batch, inserts the ones after it.
        On a collection view: insert items, delete items, reload items, reconfigure items,
        move item P to Q, inside batch { … } (it has no begin/end). Its counts are read when
        the batch starts if it was never laid out or a reload is pending (.help collection).

        """
    case "diff", "update":
      return """
        diff A B                      print the changeset between two lists (or lists of sections)
        diff(a, b)                    the same as a record {deletes, inserts, moves, updates}
        update to [items] [using PLAN]          set section 0 and animate the difference
        update to sections [[…], …] [using PLAN]
        update to from "api.json" [at "data.items"] [showing "title"] [by "uuid"] [using PLAN]
                                      the same from a JSON file's records (.help data)
          PLAN: staged (default: the fewest batches that keep every update a reload), single
          (exactly one batch), sections-then-rows (TableAdapter's two), reload (reloadData)
        Items are linked by identity (an item's id field, else the item); a linked item whose
        content changed is reloaded.
        check identities X [then Y] [by "key"]   what X's identities do to the lists that show
          them (and a second fetch Y's): duplicates, records without the key, an identity that
          is another field, one identity with two hashes, identities made anew at each fetch,
          identities that follow the content; each with what a diffable data source (UIKit's
          texts), SwiftUI's ForEach, IdentifiedArray and RxDataSources do. The same for JSON
          files: listsh check FILE.json [NEXT.json] --id KEY [--at data.items]

        """
    case "feeds":
      return """
        fetched [items] | fetched sections [{name: "A", items: […]}, …]     performFetch()
        fetched consumer CONSUMER     how the app's delegate turns reports into calls:
          textbook (begin in willChange, a call per report, end in didChange; a collection
          view keeps them for one performBatchUpdates), update-at-new (an update reloads
          newIndexPath), delete-insert (a move is a delete and an insert), unbracketed (each
          call at once: the view reads the new counts), reload-inside (reloadData for an
          update, inside the bracket), reload (reloadData in didChange), reload-after (no
          reload in the batch: the updated and moved rows reloaded after it, at newIndexPath,
          or at indexPath for an update reported without one, as apps write it; moved rows
          too: our choice: the fix when a reload meets a move); snapshot (iOS 13's
          controller(_:didChangeContentWith:) applies the controller's snapshot to a diffable
          lookup view, animated, so performFetch's first one reloads (our choice): from ios15
          the controller marks the changed objects for reload, before it nobody does),
          snapshot-reload (the delegate marks the updated objects itself)
          A section is known by its name, or by its index printed when it has none (our
          choice); names are distinct and each object is fetched once, as in a real store.
        fetched controller N [unmapped]   N from 1 to 8 (our limit): the next fetched commands
          address controller N, whose sections follow those of controllers 1…N-1; its delegate
          adds their number to the sections it is told, or (unmapped) passes its index paths
          on as they are. The controllers report one after another, each change a bracket of
          its own, the others' objects unchanged meanwhile (our choice). A new view has one.
        fetched change to [sections] X [reporting [{type: "delete", at: 0:1}, …]]
          the controller's objects become X after willChange (our choice) and it reports the
          change (deletes at indexPath, before; inserts at newIndexPath, after; updates; moves)
          See docs/chapters/8-where-the-crash-came-from.md for the public reports reproduced.
        photos [assets]   photos consumer one-batch|sample
        photos change to X [incremental true|false]
          PHFetchResultChangeDetails: removedIndexes before, insertedIndexes after the removals,
          changedIndexes after the removals and insertions (not the before space a reload takes)
        window on|off     out of a window no turn lays the view out; a collection view reads its
          counts when a batch starts, and an invalid batch is logged with "- will perform
          reloadData" and reloaded on ios14/ios15 (our choice), raised from ios16
        layout            layoutIfNeeded()
        turn { … }        statements in one run-loop turn: no layout pass until the end. A line's
          statements (a; b) are each a turn of their own.

        """
    case "heights":
      return """
        heights item|fit              the item's height field (else 44), or a fitted template cell
        cache indexpath|key|off       FDTemplateLayoutCell's caches (cache: {hits, misses})
        estimated H | estimated off   rows not yet on screen count H (a flow layout: W H, or
                                      automatic)
        invalidate height P | invalidate key K | invalidate heights
        invalidate layout             a collection view's caching layout: its cache emptied
        precache                      fill every uncached height, as FD does in idle time
        reload keeping heights        reloadData without emptying the index-path cache
        accessory none|disclosure|detail-disclosure|checkmark|detail|W
        separator on|off   scale 1|2|3   metrics char W line H padding P margin M
        Settings take effect the next time the table asks for heights (reload, a batch, rotate).

        """
    case "queries":
      return """
        visible  visibleRows  visibleCells  mountedRows  preparedRows  selectedRows
        cell(P)  data  data(S)  sections  rows  rows(S)  offset  contentHeight  top
        height(P)  rect(P)  cache  editing  error  headerRect(S)  footerRect(S)  visibleHeaders
        On a collection view: visibleItems  preparedItems  mountedItems  selectedItems
        items  items(S) instead of the row queries.

        """
    case "diffable":
      return """
        diffable [given|lookup]       a diffable data source (iOS 13); its cell provider uses the
                                      item it is given (stored first for the id), or looks it up
        let s = snapshot()            an empty NSDiffableDataSourceSnapshot; currentSnapshot is
                                      the data source's; snapshots are values (let t = s copies)
        s.appendSections([…])  s.appendItems([…], toSection: x)  s.insertItems([…], afterItem: y)
        s.deleteItems([…])  s.moveItem(a, beforeItem: b)  s.reloadItems([…])  s.reconfigureItems([…])
        apply s [animated false|true] [using reload data] [completion { … }]   the completion
          runs at once where UIKit reloads (using reload data; animated false on ios14, on a
          first apply or on a table out of its window), else at the end of the turn
        dataSource.itemIdentifier(for: P)  .indexPath(for: id)  .snapshot()  and from ios15
          .sectionIdentifier(for: i)  .index(for: id): nil when there is none
        Section snapshots (iOS 14, a collection view's): let ss = sectionSnapshot()
          ss.append([…])  ss.append([…], to: parent)  ss.insert([…] or ss2, before:|after: x)
          ss.delete([…]) (with children)  ss.deleteAll()  ss.expand([…])  ss.collapse([…])
          ss.replace(childrenOf: p, using: ss2)  ss.isExpanded(x)  ss.isVisible(x)
          ss.contains(x)  ss.level(of: x)  ss.index(of: x)  ss.parent(of: x)
          ss.snapshot(of: p [, includingParent: b])  ss.items  ss.rootItems  ss.visibleItems
          apply ss to SECTION [animated false|true] [completion { … }]: the section's items
          become ss's visible ones (the section appended when missing); dataSource.snapshot(for:
          SECTION) gives it back. A whole snapshot applied keeps the trees: lost items deleted,
          new ones placed after the item before them (our choice: UIKit's rule is unknown).
          handler shouldExpandItem|willExpandItem|shouldCollapseItem|willCollapseItem(item) { … }
          handler snapshotForExpandingParent(item, children) { return … }   handler H off
          disclose x    the user taps x's disclosure: should…, will…, then an animated apply
        Texts are UIKit's, raised at the call. Identifiers already present: a crash on ios14,
        a warning and a move from ios15 (inferred). animated false is reloadData on ios14, a
        diff from ios15. A cell whose item changed under the same id is not refreshed unless
        reloaded or reconfigured; cell(P).stale says so. data … is refused: apply snapshots.

        """
    case "collection":
      return """
        collection [width W] [height H] [item W H] [spacing S] [linespacing L] [inset T L B R]
                   [sizeforitem] [cachinglayout] [pinheaders]
                                      a UICollectionView with a flow layout (50x50, 10, 10, 0)
          pinheaders        sectionHeadersPinToVisibleBounds (section header H sets them)
          sizeforitem       sizeForItemAt: each item its width and height fields, else W H;
                            a line is its tallest item's height, shorter ones centred on it
          estimated W H     estimatedItemSize: cells size themselves, W H until measured on
                            screen (sizeForItemAt turns it off); estimated off: none;
                            estimated automatic: automaticSize, counted as item W H
          cachinglayout     a custom layout that computes its attributes once (prepare() with
                            an empty cache): after the data loses items, ios12 raises "received
                            layout attributes for … an index path that does not exist", later
                            profiles log and ignore them
          invalidate layout the app empties that cache: the next pass computes it afresh
        collection list [width W] [height H] [rowheight R]    a list layout (44)
                   [appearance plain|grouped|insetgrouped|sidebar|sidebarplain]
                   [header none|supplementary|firstitem] [footer none|supplementary]
          estimated H       its cells size themselves: H until measured on screen
          supplementary headers and footers count 44 (our choice; section header H sets
          them); plain and sidebarplain pin their headers and footers (Apple); insetgrouped insets the
          items 20 points each side (our choice: UIKit uses the layout margins)
        collection compositional [width W] [height H] [columns N | itemwidth D] [groupwidth D]
                   [groupheight D | estimated H] [spacing S] [groupspacing G]
                   [inset T L B R] [header H] [footer H] [pinheaders] [orthogonal N]
                                      one horizontal group a line (1 item, 44 high, 0, 0):
                                      columns N: N equal items (.horizontal(layoutSize:subitem:
                                      count:)); itemwidth D: items of that width repeated while
                                      they fit (our choice); D is points, fractionalwidth F or
                                      fractionalheight F (NSCollectionLayoutDimension);
                                      interItemSpacing, interGroupSpacing, contentInsets,
                                      boundary header and footer (pinToVisibleBounds);
                                      estimated: a group is as tall as its tallest measured
                                      item, items at its top; orthogonal N: sections below N
                                      are one line of groups side by side, of which the items
                                      across the view's width show (no horizontal offset)
          headerRect(S), visibleHeaders   where a header shows (pinned: held at the top of
                            the visible bounds until its section ends); scroll to item P top
                            puts the item under a pinned header (our choice)
          horizontal scrolling is not modelled: an orthogonal section stays at its start
        contentinset T B, safearea T B   the insets and the bars, as on a table
        insert items|item P, …  delete items|item P, …  reload items|item P, …
        reconfigure items|item P, …
        move item P to Q   batch { … } [completion { … }]   scroll to item P [top|middle|bottom]
        Nested batches' completions run outer first, then the inner ones in order.
        Prefetching: the line above and the line below the visible ones are prepared (our
        choice; UIKit does not say how far), from ios15 at the first layout, before it once
        the view has been scrolled (any scroll command counts: our choice); prefetching off
        prepares none. cell(P) returns a prepared cell from
        ios15 on, as UIKit's cellForItem(at:) does. A batch on a view never laid out, or with
        a reload pending, reads the counts when it starts: change the model inside the block.
        Count failures from ios16 on are checked in two stages, tables and collection views
        alike: when a row that survives the batch would land past its section's new count (the
        data shrank behind the batch's back), "Invalid batch updates detected" (ios16: "before
        and/or after", from ios17 "before and after"); otherwise the classic per-section text
        (an inference from every dated report: docs/table-model.md).

        """
    default:
      return """
        ListScript: drive a headless UITableView or UICollectionView.
          table [width W] [height H] [rowheight R]
          platform ios12|ios14|ios15|ios16|ios17|ios18|ios26
          collection [list|compositional] …   a UICollectionView (.help collection)
          diffable, snapshot(), apply s   diffable data sources (.help diffable)
          data …            change the app's data (.help data)
          reload, begin, end, insert rows …           table calls (.help calls)
          scroll to Y | by DY | to row P [top|middle|bottom|none] | to top | to bottom
          edit on|off [refreshing visible|mounted|reload]     select P, deselect P
          selection [editing] none|single|multiple   allowsSelection, allowsMultipleSelection
            (single by default: a select replaces the selection; during editing none) or the
            DuringEditing pair; setEditing clears the selection    prefetching on|off
          observation on|off   cells track the items they show (on by default from ios26)
          anchor on|off     rotate portrait|landscape         trace on|off|calls|layout|all
          contentinset T B, safearea T B   contentInset; the bars' safe area (offsets from -top)
          header H, footer H, section header H, section footer H    fixed heights of the bands
          show              draw the table        show svg "file.svg" [before]    as a picture
          assert EXPR, assert visible [ … ], expect error "text" { … }
          let x = …, if, for x in …, repeat N, while, def f(a) { … }, print …
          diff A B, update to [items] [using PLAN], check identities X: .help diff
          fetched …, photos …, window on|off, layout, turn { … }: .help feeds
          heights, caches, estimates: .help heights      queries: .help queries
        Meta-commands: .help [data|calls|collection|diffable|diff|feeds|heights|queries] .show .trace LEVEL .reset
          .load FILE .save FILE (.save! FILE replaces it) .history .quit

        """
    }
  }
}
