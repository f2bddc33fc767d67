/// The pages of `.help`, made from the same documentation as an editor's hover.
///
/// A topic lists the words it documents: each word's page is its `WordDocs.Doc`, so a command's
/// spelling and summary are written once, in `WordDocs`, and `.help` and hover cannot drift
/// apart. Which topic a word belongs to is an exhaustive switch: a new command, built-in or
/// query cannot go without a page.
package enum HelpTopic: String, CaseIterable, Sendable {
  case view, data, calls, cells, collection, diffable, diff, feeds, heights, queries, language

  /// Other names a topic answers to.
  static let aliases: [String: HelpTopic] = ["batch": .calls, "update": .diff]

  /// What the topic covers, as its page's first line.
  var title: String {
    switch self {
    case .view: "The view: its setup, its profile and what the user does to it."
    case .data: "The app's data, which the view sees only when told."
    case .calls: "The update calls of a table (and of a collection view, inside a batch)."
    case .cells:
      "Cells: registration, dequeue, the reuse queue, and what each profile raises."
    case .collection: "Collection views: flow, list and compositional layouts."
    case .diffable: "Diffable data sources (iOS 13), snapshots and section snapshots (iOS 14)."
    case .diff: "Diffs, animated updates and identity checks."
    case .feeds: "Changes that arrive from elsewhere: Core Data, PhotoKit, windows and turns."
    case .heights: "Row heights, their caches and estimates."
    case .queries: "What an expression can ask the view."
    case .language: "Statements and built-in functions."
    }
  }

  /// The topic of a command word.
  static func topic(of word: CommandWord) -> HelpTopic {
    switch word {
    case .setup(.collection), .call(.swiftui): .collection
    case .setup(.table), .setup(.platform), .setup(.header), .setup(.footer), .setup(.section):
      .view
    case .data: .data
    case .call(.diffable), .call(.apply), .call(.handler), .call(.disclose): .diffable
    case .call(.reload), .call(.begin), .call(.end), .call(.batch), .call(.insert),
      .call(.delete), .call(.reconfigure), .call(.move):
      .calls
    case .call(.register), .call(.provider), .call(.dequeue): .cells
    case .viewport: .view
    case .heights: .heights
    case .diff: .diff
    case .output: .view
    case .feed: .feeds
    }
  }

  /// The topic of a built-in function.
  static func topic(of builtin: Builtin) -> HelpTopic {
    switch builtin {
    case .snapshot, .sectionSnapshot: .diffable
    case .diff: .diff
    case .json: .data
    case .len, .str, .min, .max, .stride, .range, .shuffled, .random, .abs, .sum, .contains,
      .keys, .sorted, .reversed:
      .language
    }
  }

  /// The topic of a statement word.
  static func topic(of word: StatementWord) -> HelpTopic {
    switch word {
    case .turn: .feeds
    case .let, .def, .if, .else, .for, .while, .repeat, .print, .assert, .expect, .include,
      .return:
      .language
    }
  }

  /// The topic of a query.
  static func topic(of query: Query) -> HelpTopic {
    switch query {
    case .currentSnapshot: .diffable
    case .reuse: .cells
    case .visible, .visibleRows, .visibleCells, .mountedRows, .preparedRows, .selectedRows, .cell,
      .data, .sections, .rows, .offset, .contentHeight, .top, .height, .rect, .cache, .error,
      .editing, .visibleItems, .headerRect, .footerRect, .visibleHeaders, .preparedItems,
      .mountedItems, .selectedItems, .items, .lifecycle:
      .queries
    }
  }

  /// The words the topic documents, in the order the language lists them, with their pages.
  var entries: [(word: String, doc: WordDocs.Doc)] {
    var words: [(String, WordDocs.Doc)] = []
    for spelling in CommandWord.spellings {
      if let word = CommandWord(spelling), Self.topic(of: word) == self {
        words.append((spelling, WordDocs.doc(word)))
      }
    }
    for builtin in Builtin.allCases where Self.topic(of: builtin) == self {
      words.append((builtin.rawValue, WordDocs.doc(builtin)))
    }
    for query in Query.allCases where Self.topic(of: query) == self {
      words.append((query.rawValue, WordDocs.doc(query)))
    }
    for word in StatementWord.allCases where Self.topic(of: word) == self {
      if let doc = WordDocs.doc(word) { words.append((word.rawValue, doc)) }
    }
    return words
  }

  /// What holds for the topic's words together, after their pages.
  var notes: [String] {
    switch self {
    case .diffable:
      let methods = Set(
        SnapshotMethod.allCases.map(\.name) + SectionSnapshotMethod.allCases.map(\.name)
          + DataSourceMethod.allCases.map(\.name)
      ).sorted()
      return [
        "Methods, on a snapshot (let s = snapshot(); snapshots are values: let t = s copies "
          + "it), a section snapshot (let ss = sectionSnapshot()) or dataSource: "
          + methods.joined(separator: ", ")
          + ". .help NAME gives a method's forms; dataSource's give nil when there is none.",
        "A table's diffable data source answers data … with an error: apply snapshots.",
      ]
    case .queries:
      return [
        "On a collection view: visibleItems, preparedItems, mountedItems, selectedItems, "
          + "items and items(S) instead of the row queries."
      ]
    case .cells:
      return [
        "A view whose provider was never set gives every request a cell, as before registration "
          + "was modelled. cell(P).id names the cell object that serves a row (c1, c2, …, in the "
          + "order they were made); the reuse query counts them: {made, reused, queued, held}. "
          + "The reuse queue is one per identifier, last in first out (our choice: UIKit does not "
          + "say). The texts and the profiles that raise them: docs/table-model.md, \"Cells\"."
      ]
    case .view, .data, .calls, .collection, .diff, .feeds, .heights, .language: return []
    }
  }
}
