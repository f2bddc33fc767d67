/// The documentation of the built-in functions, the queries and the statement words.
extension WordDocs {
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
      case .cell:
        (
          "cell(P)",
          "The record of the cell at a row, or nil. On a collection view a section past its sections raises \"request for number of items before section …\" (every profile: our choice).",
          "cellForRow(at:)"
        )
      case .data: ("data [S]", "The data source's items in a section (0 unless given).", nil)
      case .sections: ("sections", "The number of sections the view knows.", "numberOfSections")
      case .rows: ("rows [S]", "The rows the table knows in a section.", "numberOfRows(inSection:)")
      case .offset: ("offset", "The content offset.", "contentOffset.y")
      case .contentHeight: ("contentHeight", "The content's height.", "contentSize.height")
      case .top: ("top", "What the first visible cell displays, or nil.", nil)
      case .height: ("height(P)", "The height of a row.", "rectForRow(at:).height")
      case .rect: ("rect(P)", "A row's frame in content coordinates.", "rectForRow(at:)")
      case .cache: ("cache", "The height cache's hits and misses.", nil)
      case .reuse:
        (
          "reuse",
          "The cells made, reused from the reuse queue, queued now and held by the app: {made, reused, queued, held}.",
          nil
        )
      case .error: ("error", "The message of the last error `expect error` caught.", nil)
      case .lifecycle:
        (
          "lifecycle(V)",
          "A LazyVStack's view V in memory: {made, appeared, disappeared, tasks, cancelled, alive, onScreen}: the times it was made (its state afresh), its onAppear and onDisappear (iOS 26 only) ran, and a .task on it started and was cancelled.",
          nil
        )
      case .editing: ("editing", "Whether the view is in editing mode.", "isEditing")
      case .visibleItems:
        ("visibleItems", "The visible items' index paths.", "indexPathsForVisibleItems")
      case .headerRect:
        (
          "headerRect(S)",
          "A section header's frame where it shows, pinned or not; nil without headers. On a table a section past its sections raises \"request for rect of header in invalid section (S)\".",
          "layoutAttributesForSupplementaryElement(ofKind:at:)"
        )
      case .footerRect:
        (
          "footerRect(S)",
          "A section footer's frame where it shows, pinned or not; nil without footers. On a table a section past its sections raises \"request for rect of footer in invalid section (S)\" (our choice: the header's text in the footer's words).",
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
