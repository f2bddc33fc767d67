/// What an editor shows on hovering a word.
///
/// A command's spelling and what it does, with the UIKit call it stands for; a built-in's, a
/// query's, a method's. Each switch is exhaustive,
/// so a new command, built-in or query cannot go without its text.
package enum WordDocs {
  /// A word's documentation: the spellings, what it does, and the UIKit API it stands for.
  package struct Doc: Equatable, Sendable {
    package var spelling: String
    package var summary: String
    package var uikit: String?
    /// A method's forms (`appendItems(_:)`, `appendItems(_:toSection:)`).
    package var forms: [String] = []

    /// The documentation as Markdown: the spelling in a code block, the summary, the UIKit API.
    package var markdown: String {
      "```listsh\n\(spelling)\n```\n\n\(summary)"
        + (uikit.map { "\n\nUIKit: `\($0)`" } ?? "")
    }
  }

  /// What a word is to the language.
  package enum Kind: Sendable {
    case command, statement, builtin, query
  }

  /// What `word` is, if the language knows it.
  package static func kind(of word: String) -> Kind? {
    if CommandWord(word) != nil { return .command }
    if Builtin(rawValue: word) != nil { return .builtin }
    if Query(rawValue: word) != nil { return .query }
    return StatementWord(rawValue: word).flatMap { doc($0) } == nil ? nil : .statement
  }

  /// The documentation of `word`, whatever it names: a command, a statement word, a built-in
  /// or a query.
  package static func doc(for word: String) -> Doc? {
    if let command = CommandWord(word) { return doc(command) }
    if let builtin = Builtin(rawValue: word) { return doc(builtin) }
    if let query = Query(rawValue: word) { return doc(query) }
    return StatementWord(rawValue: word).flatMap { doc($0) }
  }

  /// The documentation of a method of a snapshot, a section snapshot or the data source, by
  /// its base name: every form of it.
  package static func method(_ name: String) -> Doc? {
    let snapshot = SnapshotMethod.allCases.filter { $0.name == name }.map(\.signature)
    let section = SectionSnapshotMethod.allCases.filter { $0.name == name }.map(\.signature)
    let source = DataSourceMethod.allCases.filter { $0.name == name }.map(\.signature)
    var parts: [String] = []
    if !snapshot.isEmpty {
      parts.append("On a snapshot (NSDiffableDataSourceSnapshot): " + list(snapshot))
    }
    if !section.isEmpty {
      parts.append("On a section snapshot (NSDiffableDataSourceSectionSnapshot): " + list(section))
    }
    if !source.isEmpty { parts.append("On `dataSource`: " + list(source)) }
    guard !parts.isEmpty else { return nil }
    let forms = snapshot + section + source
    return Doc(
      spelling: "x.\(name)(…)", summary: parts.joined(separator: "\n\n"),
      uikit: forms.count == 1 ? forms[0] : nil, forms: Array(Set(forms)).sorted())
  }

  private static func list(_ signatures: [String]) -> String {
    Array(Set(signatures)).sorted().map { "`\($0)`" }.joined(separator: ", ")
  }

  static func doc(_ word: CommandWord) -> Doc {
    switch word {
    case .setup(let w): setup(w)
    case .data:
      Doc(
        spelling: "data [items] | data sections [[…], …] | data from \"file.json\" [at PATH]",
        summary:
          "Sets or edits the app's data (the data source's arrays); the view does not see it "
          + "until told (reload, or a batch). Also: data insert V at P, data remove at P, "
          + "data move P to Q, data set P V, and their section forms.")
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
        spelling:
          "collection [list|compositional] [width W] [height H] [item W H] [spacing S] [inset T L B R] [sizeforitem] [cachinglayout] [pinheaders]",
        summary: "A new collection view with a flow layout (or a list layout: appearance, "
          + "header and footer modes; or a compositional grid: columns, group height or "
          + "estimate, spacings, insets, header and footer), which later commands act on.",
        uikit: "UICollectionView(frame:collectionViewLayout:)")
    case .platform:
      Doc(
        spelling: "platform ios12|ios14|ios15|ios16|ios17|ios18|ios26",
        summary: "The behaviour profile: which iOS versions' behaviour the views reproduce "
          + "(cell prefetching, exception texts, diffable data sources).")
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
        summary: "One section's header or footer height.",
        uikit: "tableView(_:heightForHeaderInSection:)")
    }
  }

  static func call(_ word: CallWord) -> Doc {
    switch word {
    case .reload:
      Doc(
        spelling: "reload | reload rows P, … | reload sections S, … | reload keeping heights",
        summary: "Reloads everything, or rows or sections (inside a batch, by their indexes "
          + "before it).", uikit: "reloadData() / reloadRows(at:with:) / reloadSections(_:with:)")
    case .begin:
      Doc(
        spelling: "begin", summary: "Opens a batch of updates, closed by `end`; batches nest.",
        uikit: "beginUpdates()")
    case .end:
      Doc(spelling: "end", summary: "Closes the batch `begin` opened.", uikit: "endUpdates()")
    case .batch:
      Doc(
        spelling: "batch { … } [completion { … }]",
        summary: "The calls inside as one batch; the completion runs at the end of the turn.",
        uikit: "performBatchUpdates(_:completion:)")
    case .insert:
      Doc(
        spelling: "insert rows P, … | insert sections S, … | insert items P, …",
        summary: "Inserts rows, items or sections (by their indexes after the batch).",
        uikit: "insertRows(at:with:) / insertSections(_:with:) / insertItems(at:)")
    case .delete:
      Doc(
        spelling: "delete rows P, … | delete sections S, … | delete items P, …",
        summary: "Deletes rows, items or sections (by their indexes before the batch).",
        uikit: "deleteRows(at:with:) / deleteSections(_:with:) / deleteItems(at:)")
    case .reconfigure:
      Doc(
        spelling: "reconfigure rows P, … | reconfigure items P, …",
        summary: "Configures the rows' existing cells again, without new cells (iOS 15).",
        uikit: "reconfigureRows(at:) / reconfigureItems(at:)")
    case .move:
      Doc(
        spelling: "move row P to Q | move item P to Q | move section S to T",
        summary: "Moves a row, item or section: from its index before the batch to its index "
          + "after it.", uikit: "moveRow(at:to:) / moveItem(at:to:) / moveSection(_:toSection:)")
    case .diffable:
      Doc(
        spelling: "diffable [lookup|given]",
        summary: "Gives the view a diffable data source, whose cell provider looks each item "
          + "up (lookup) or shows the item it is given (given).",
        uikit: "UITableViewDiffableDataSource(tableView:cellProvider:)")
    case .apply:
      Doc(
        spelling: "apply S [to SECTION] [animated B | using reload data] [completion { … }]",
        summary: "Applies a snapshot (or a section snapshot) to the diffable data source.",
        uikit: "apply(_:animatingDifferences:completion:)")
    case .handler:
      Doc(
        spelling: "handler NAME(item) { … } | handler NAME off",
        summary: "A section snapshot handler of the diffable data source (willExpandItem, "
          + "shouldCollapseItem, snapshotForExpandingParent, …).",
        uikit: "sectionSnapshotHandlers")
    case .disclose:
      Doc(
        spelling: "disclose X",
        summary: "Taps an outline item's disclosure: it expands or "
          + "collapses, through the handlers.", uikit: "UICellAccessory.outlineDisclosure")
    }
  }

  static func viewport(_ word: ViewportWord) -> Doc {
    switch word {
    case .scroll:
      Doc(
        spelling: "scroll to Y | scroll by D | scroll to top|bottom | scroll to row P [POSITION]",
        summary: "Scrolls the view; to a row at top, middle, bottom or none.",
        uikit: "setContentOffset(_:animated:) / scrollToRow(at:at:animated:)")
    case .anchor:
      Doc(
        spelling: "anchor on|off",
        summary: "Keeps the top visible row where it is across reloads (the article's fix).")
    case .edit:
      Doc(
        spelling: "edit on|off [refreshing reload|visible|mounted]",
        summary: "Enters or leaves editing mode, refreshing the cells as the app does.",
        uikit: "setEditing(_:animated:)")
    case .select:
      Doc(
        spelling: "select P, …", summary: "Selects rows.",
        uikit: "selectRow(at:animated:scrollPosition:)")
    case .deselect:
      Doc(spelling: "deselect P, …", summary: "Deselects rows.", uikit: "deselectRow(at:animated:)")
    case .selection:
      Doc(
        spelling: "selection [editing] none|single|multiple",
        summary: "Whether rows can be selected, one or many (in editing mode with `editing`).",
        uikit: "allowsSelection / allowsMultipleSelection")
    case .prefetching:
      Doc(
        spelling: "prefetching on|off",
        summary: "Whether a collection view prepares cells ahead of scrolling.",
        uikit: "isPrefetchingEnabled")
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
        summary:
          "The bars the view lies under, added to contentInset; a view at its top stays at its top.",
        uikit: "safeAreaInsets / adjustedContentInset")
    }
  }

  static func heights(_ word: HeightWord) -> Doc {
    switch word {
    case .heights:
      Doc(
        spelling: "heights item|fit",
        summary: "What heightForRowAt computes: each item's `height` (else the row height), "
          + "or the text fitted as a template cell measures it (FDTemplateLayoutCell).",
        uikit: "tableView(_:heightForRowAt:)")
    case .estimated:
      Doc(
        spelling: "estimated H | estimated W H | estimated automatic | estimated off",
        summary: "Estimated row heights: rows are measured when laid out. On a flow layout, "
          + "estimatedItemSize (W H, or automaticSize): self-sizing cells.",
        uikit: "estimatedRowHeight")
    case .cache:
      Doc(
        spelling: "cache off|indexpath|key",
        summary: "FDTemplateLayoutCell's height cache, by index path or by key.")
    case .invalidate:
      Doc(
        spelling:
          "invalidate height P | invalidate key K | invalidate heights | invalidate layout",
        summary:
          "Empties one entry of the height cache, or all of it; or a collection view's caching layout's cache."
      )
    case .precache:
      Doc(spelling: "precache", summary: "Measures every row the cache lacks (FD's precache).")
    case .separator:
      Doc(
        spelling: "separator on|off",
        summary: "Whether fitted heights count the separator (1/scale).",
        uikit: "separatorStyle")
    case .scale:
      Doc(spelling: "scale 1|2|3", summary: "The screen scale the separator is measured in.")
    case .accessory:
      Doc(
        spelling: "accessory none|disclosure|checkmark|detail|detail-disclosure|W",
        summary: "The cells' accessory, which narrows the content a fitted height measures.",
        uikit: "accessoryType")
    case .metrics:
      Doc(
        spelling: "metrics char W line H margin M padding P",
        summary: "The text metrics fitted heights use.")
    }
  }

  static func diff(_ word: DiffWord) -> Doc {
    switch word {
    case .update:
      Doc(
        spelling: "update to [items] [using staged|single|sections-then-rows|reload]",
        summary: "Sets the data and animates the difference: the changeset's batches, "
          + "linked by identity.", uikit: "performBatchUpdates(_:completion:)")
    case .diff:
      Doc(
        spelling: "diff A B",
        summary: "Prints the changeset between two lists or lists of "
          + "sections: deletes, inserts, moves, updates.")
    case .check:
      Doc(
        spelling: "check identities X [then Y] [by \"key\"]",
        summary: "What X's identities do to the lists that show them: duplicates, missing "
          + "keys, identities made anew at each fetch, and what UIKit does with each.")
    }
  }

  static func output(_ word: OutputWord) -> Doc {
    switch word {
    case .show:
      Doc(
        spelling: "show | show svg \"file.svg\" [before]",
        summary: "Draws the view as text, or as a picture.")
    case .trace:
      Doc(
        spelling: "trace off|calls|layout|all",
        summary: "How much the trace shows: UIKit calls, the delegate's callouts, heights.")
    }
  }

  static func feed(_ word: FeedWord) -> Doc {
    switch word {
    case .fetched:
      Doc(
        spelling: "fetched [items] | fetched change to [items] | fetched consumer C",
        summary: "A fetched-results controller's fetch, its change reports, and how the "
          + "app's delegate turns them into calls.", uikit: "NSFetchedResultsControllerDelegate")
    case .photos:
      Doc(
        spelling: "photos [items] | photos change to [items] | photos consumer C",
        summary: "A PhotoKit fetch result and its change details, as an app applies them.",
        uikit: "PHFetchResultChangeDetails")
    case .window:
      Doc(
        spelling: "window on|off",
        summary: "Whether the view is in a window: off, UIKit does not lay it out.")
    case .layout:
      Doc(spelling: "layout", summary: "Lays the view out now.", uikit: "layoutIfNeeded()")
    }
  }

  static func doc(_ builtin: Builtin) -> Doc {
    switch builtin {
    case .len: Doc(spelling: "len(x)", summary: "The length of a list, string or record.")
    case .str: Doc(spelling: "str(x)", summary: "A value as text.")
    case .min: Doc(spelling: "min(a, b)", summary: "The smaller of two values.")
    case .max: Doc(spelling: "max(a, b)", summary: "The larger of two values.")
    case .stride:
      Doc(spelling: "stride(from, to, by)", summary: "The numbers from `from` up to `to`, by `by`.")
    case .range: Doc(spelling: "range(a, b)", summary: "The integers from a up to b.")
    case .shuffled:
      Doc(spelling: "shuffled(xs, seed)", summary: "A list shuffled by a seeded generator.")
    case .random:
      Doc(spelling: "random(a, b, seed)", summary: "A seeded random integer from a up to b.")
    case .diff:
      Doc(
        spelling: "diff(a, b)",
        summary: "The changeset between two lists as a record: "
          + "{deletes, inserts, moves, updates}.")
    case .abs: Doc(spelling: "abs(x)", summary: "The absolute value.")
    case .sum: Doc(spelling: "sum(xs)", summary: "The sum of a list of numbers.")
    case .contains: Doc(spelling: "contains(xs, x)", summary: "Whether a list holds x.")
    case .keys: Doc(spelling: "keys(r)", summary: "A record's field names.")
    case .sorted: Doc(spelling: "sorted(xs)", summary: "A list in ascending order.")
    case .reversed: Doc(spelling: "reversed(xs)", summary: "A list in reverse order.")
    case .snapshot:
      Doc(
        spelling: "snapshot() | snapshot(payload)",
        summary: "A new, empty snapshot, or one built from a payload's items or sections.",
        uikit: "NSDiffableDataSourceSnapshot()")
    case .sectionSnapshot:
      Doc(
        spelling: "sectionSnapshot()", summary: "A new, empty section snapshot (outlines).",
        uikit: "NSDiffableDataSourceSectionSnapshot()")
    case .json:
      Doc(
        spelling: "json(\"file.json\" [, \"path\"])",
        summary: "A JSON document (or its part at a path) as values.")
    }
  }

  static func doc(_ query: Query) -> Doc {
    let (spelling, summary, uikit): (String, String, String?) =
      switch query {
      case .visible: ("visible", "What the visible cells display, top to bottom.", nil)
      case .visibleRows:
        ("visibleRows", "The visible rows' index paths.", "indexPathsForVisibleRows")
      case .visibleCells: ("visibleCells", "A record per visible cell.", "visibleCells")
      case .mountedRows: ("mountedRows", "The visible rows, then the prepared ones.", nil)
      case .preparedRows: ("preparedRows", "The rows with a hidden, prepared cell.", nil)
      case .selectedRows:
        ("selectedRows", "The selected rows.", "indexPathsForSelectedRows")
      case .cell: ("cell(P)", "The record of the cell at a row, or nil.", "cellForRow(at:)")
      case .data: ("data [S]", "The data source's items in a section (0 unless given).", nil)
      case .sections: ("sections", "The number of sections the view knows.", "numberOfSections")
      case .rows: ("rows [S]", "The rows the table knows in a section.", "numberOfRows(inSection:)")
      case .offset: ("offset", "The content offset.", "contentOffset.y")
      case .contentHeight: ("contentHeight", "The content's height.", "contentSize.height")
      case .top: ("top", "What the first visible cell displays, or nil.", nil)
      case .height: ("height(P)", "The height of a row.", "rectForRow(at:).height")
      case .rect: ("rect(P)", "A row's frame in content coordinates.", "rectForRow(at:)")
      case .cache: ("cache", "The height cache's hits and misses.", nil)
      case .error: ("error", "The message of the last error `expect error` caught.", nil)
      case .editing: ("editing", "Whether the view is in editing mode.", "isEditing")
      case .visibleItems:
        ("visibleItems", "The visible items' index paths.", "indexPathsForVisibleItems")
      case .headerRect:
        (
          "headerRect(S)",
          "A section header's frame where it shows, pinned or not; nil without headers.",
          "layoutAttributesForSupplementaryElement(ofKind:at:)"
        )
      case .footerRect:
        (
          "footerRect(S)",
          "A section footer's frame where it shows, pinned or not; nil without footers.",
          "layoutAttributesForSupplementaryElement(ofKind:at:)"
        )
      case .visibleHeaders:
        (
          "visibleHeaders", "The sections whose headers overlap the viewport.",
          "indexPathsForVisibleSupplementaryElements(ofKind:)"
        )
      case .preparedItems: ("preparedItems", "The items with a hidden, prepared cell.", nil)
      case .mountedItems: ("mountedItems", "The visible items, then the prepared ones.", nil)
      case .selectedItems:
        ("selectedItems", "The selected items.", "indexPathsForSelectedItems")
      case .items:
        (
          "items [S]", "The items the collection view knows in a section.",
          "numberOfItems(inSection:)"
        )
      case .currentSnapshot:
        ("currentSnapshot", "The diffable data source's snapshot.", "dataSource.snapshot()")
      }
    return Doc(spelling: spelling, summary: summary, uikit: uikit)
  }

  /// The documentation of a statement's first word; `else`, part of `if`'s, has none.
  static func doc(_ word: StatementWord) -> Doc? {
    switch word {
    case .let: Doc(spelling: "let NAME = EXPR", summary: "Declares a variable.")
    case .def: Doc(spelling: "def NAME(a, b) { … }", summary: "Defines a procedure.")
    case .if: Doc(spelling: "if C { … } else { … }", summary: "Runs a block when C is true.")
    case .else: nil
    case .for: Doc(spelling: "for X in XS { … }", summary: "Runs a block for each element.")
    case .while: Doc(spelling: "while C { … }", summary: "Runs a block while C is true.")
    case .repeat: Doc(spelling: "repeat N { … }", summary: "Runs a block N times.")
    case .print: Doc(spelling: "print A, B", summary: "Prints values.")
    case .assert:
      Doc(
        spelling: "assert C | assert visible [...] | assert data [...]",
        summary: "Fails the scenario unless C holds, with both sides shown.")
    case .expect:
      Doc(
        spelling: "expect error { … }",
        summary: "The block must raise an error (a UIKit "
          + "exception included); `error` then holds its message.")
    case .include:
      Doc(
        spelling: "include \"file.lsh\"",
        summary: "The statements of another scenario, read before anything runs.")
    case .turn:
      Doc(spelling: "turn { … }", summary: "Top-level statements that share one run-loop turn.")
    case .return: Doc(spelling: "return [EXPR]", summary: "Leaves a procedure.")
    }
  }
}
