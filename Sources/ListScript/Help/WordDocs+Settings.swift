import HeadlessUIKit

/// The documentation of the height, diff, output and feed commands.
extension WordDocs {
  static func heights(_ word: HeightWord) -> Doc {
    switch word {
    case .heights:
      Doc(
        spelling: "heights item|fit",
        summary: "What heightForRowAt computes: each item's height field (else the row "
          + "height, 44), or the text fitted as a template cell measures it "
          + "(FDTemplateLayoutCell). Settings take effect the next time the table asks for "
          + "heights (reload, a batch, rotate).", uikit: "tableView(_:heightForRowAt:)")
    case .estimated:
      Doc(
        spelling: "estimated H | estimated W H | estimated automatic | estimated off",
        summary: "Estimated row heights: rows not yet on screen count H and are measured "
          + "when laid out. On a flow layout, estimatedItemSize: cells size themselves, W H "
          + "until measured on screen (sizeforitem turns it off); automatic is automaticSize, "
          + "counted as the item size. On a list or compositional layout, H until measured.",
        uikit: "estimatedRowHeight / estimatedItemSize")
    case .cache:
      Doc(
        spelling: "cache off|indexpath|key",
        summary: "FDTemplateLayoutCell's height cache, by index path or by key; the `cache` "
          + "query counts its hits and misses.")
    case .invalidate:
      Doc(
        spelling:
          "invalidate height P | invalidate key K | invalidate heights | invalidate layout",
        summary: "Empties one entry of the height cache, or all of it; or (layout) a "
          + "collection view's caching layout's cache, so the next pass computes it afresh.")
    case .precache:
      Doc(
        spelling: "precache",
        summary: "Measures every row the cache lacks, as FD does in idle time.")
    case .separator:
      Doc(
        spelling: "separator on|off",
        summary: "Whether fitted heights count the separator (1/scale).",
        uikit: "separatorStyle")
    case .scale:
      Doc(spelling: "scale 1|2|3", summary: "The screen scale the separator is measured in.")
    case .accessory:
      Doc(
        spelling: "accessory none|disclosure|detail-disclosure|checkmark|detail|W",
        summary: "The cells' accessory (or a custom view W points wide), which narrows the "
          + "content a fitted height measures.", uikit: "accessoryType")
    case .metrics:
      Doc(
        spelling: "metrics char W line H padding P margin M",
        summary: "The text metrics fitted heights use.")
    }
  }

  static func diff(_ word: DiffWord) -> Doc {
    switch word {
    case .update:
      Doc(
        spelling: """
          update to [items] [using PLAN]
          update to sections [[…], …] [using PLAN]
          update to from "api.json" [at "data.items"] [showing "title"] [by "uuid"] [using PLAN]
          PLAN: staged|single|sections-then-rows|reload
          """,
        summary: "Sets the data (section 0, all sections, or a JSON file's records as `data "
          + "from` reads them) and animates the difference. Items are linked by identity (an "
          + "item's id field, else the item); a linked item whose content changed is "
          + "reloaded. Plans: staged (the default: the fewest batches that keep every update "
          + "a reload), single (exactly one batch), sections-then-rows (TableAdapter's two "
          + "batches), reload (reloadData).", uikit: "performBatchUpdates(_:completion:)")
    case .diff:
      Doc(
        spelling: "diff A B",
        summary: "Prints the changeset between two lists or lists of sections: deletes, "
          + "inserts, moves, updates (diff(a, b) gives it as a record).")
    case .check:
      Doc(
        spelling: "check identities X [then Y] [by \"key\"]",
        summary: "What X's identities do to the lists that show them (and a second fetch "
          + "Y's): duplicates, records without the key, an identity that is another field, "
          + "one identity with two hashes, identities made anew at each fetch, identities "
          + "that follow the content; each with what a diffable data source (UIKit's texts), "
          + "SwiftUI's ForEach, IdentifiedArray and RxDataSources do. For JSON files: listsh "
          + "check FILE.json [NEXT.json] --id KEY [--at data.items].")
    }
  }

  static func output(_ word: OutputWord) -> Doc {
    switch word {
    case .show:
      Doc(
        spelling: "show | show svg \"file.svg\" [before]",
        summary: "Draws the view as text, or as a picture (before: the view as it was before "
          + "the last batch, beside it).")
    case .trace:
      Doc(
        spelling: "trace on|off|calls|layout|all",
        summary: "How much the trace shows: UIKit calls (on means calls), the delegate's "
          + "callouts and the layout passes, heights.")
    }
  }

  static func feed(_ word: FeedWord) -> Doc {
    switch word {
    case .fetched:
      Doc(
        spelling: """
          fetched [items] | fetched sections [{name: "A", items: […]}, …]
          fetched consumer \(choices(FetchedResultsConsumer.self))
          fetched controller N [unmapped]
          fetched change to [sections] X [reporting [{type: "delete", at: 0:1}, …]]
          """,
        summary: "An NSFetchedResultsController: performFetch(), its change reports, and how "
          + "the app's delegate turns them into calls. Consumers: textbook (begin in "
          + "willChange, a call per report, end in didChange; a collection view keeps them "
          + "for one performBatchUpdates), update-at-new (an update reloads newIndexPath), "
          + "delete-insert (a move is a delete and an insert), unbracketed (each call at "
          + "once), reload-inside (reloadData for an update, inside the bracket), reload "
          + "(reloadData in didChange), reload-after (the updated and moved rows reloaded "
          + "after the batch, at newIndexPath, or at indexPath for an update reported "
          + "without one: our choice for a reload that meets a move), snapshot (iOS 13's "
          + "controller(_:didChangeContentWith:) applies the controller's snapshot, "
          + "animated; from ios15 the controller marks the changed objects for reload), "
          + "snapshot-reload (the delegate marks the updated objects itself). A section is "
          + "known by its name, or by its index when it has none (our choice). controller N "
          + "(1 to 8, our limit) addresses controller N, whose sections follow those of "
          + "controllers 1…N-1; its delegate adds their number, or (unmapped) passes its "
          + "index paths on as they are. A change: the objects become X after willChange "
          + "(our choice) and the controller reports deletes at indexPath (before), inserts "
          + "at newIndexPath (after), updates and moves. See "
          + "docs/chapters/8-where-the-crash-came-from.md for the reports reproduced.",
        uikit: "NSFetchedResultsControllerDelegate")
    case .photos:
      Doc(
        spelling: """
          photos [assets] | photos consumer \(choices(PhotoLibraryConsumer.self))
          photos change to X [incremental true|false]
          """,
        summary: "A PhotoKit fetch result and its change details, as an app applies them: "
          + "removedIndexes before, insertedIndexes after the removals, changedIndexes after "
          + "the removals and insertions (not the before space a reload takes).",
        uikit: "PHFetchResultChangeDetails")
    case .window:
      Doc(
        spelling: "window on|off",
        summary: "Whether the view is in a window. Out of one no turn lays the view out; a "
          + "collection view reads its counts when a batch starts, and an invalid batch is "
          + "logged with \"- will perform reloadData\" and reloaded on ios14 and ios15 (our "
          + "choice), raised from ios16.")
    case .layout:
      Doc(spelling: "layout", summary: "Lays the view out now.", uikit: "layoutIfNeeded()")
    }
  }
}
