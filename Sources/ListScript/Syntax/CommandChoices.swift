import HeadlessUIKit

/// The words that follow a command word, each set an enum the parser reads straight into:
/// together with `Keyword` and the model's own choice enums (`Platform`, `ScrollPosition`, …)
/// they are every word the commands take, which `GrammarWords` lists by command.

/// `table`'s options.
package enum TableOption: String, CaseIterable, Sendable {
  case width, height, rowheight
}

/// `section header H`, `section footer H`.
package enum SectionPart: String, CaseIterable, Sendable {
  case header, footer
}

/// What `data` does, when a verb follows it (otherwise it sets the items).
package enum DataVerb: String, CaseIterable, Sendable {
  case sections, from, insert, remove, move, set
}

/// What a row, item or section call names: `rows`/`row`, `items`/`item` or
/// `sections`/`section`.
package enum CallTarget: String, CaseIterable, Sendable {
  case rows, row, items, item, sections, section

  /// The noun of a row or item call; `nil` for a section call.
  var noun: ViewNoun? {
    switch self {
    case .rows, .row: .table
    case .items, .item: .collection
    case .sections, .section: nil
    }
  }
}

/// What `reload` names: rows, items, sections, or `keeping heights`.
package enum ReloadTarget: String, CaseIterable, Sendable {
  case rows, row, items, item, sections, section, keeping
}

/// What `reconfigure` names: rows or items.
package enum ReconfigureTarget: String, CaseIterable, Sendable {
  case rows, row, items, item
}

/// What `move` moves.
package enum MoveTarget: String, CaseIterable, Sendable {
  case row, item, section
}

/// `apply … animated true|false`.
package enum TrueFalse: String, CaseIterable, Sendable {
  case `true`, `false`
}

/// `scroll to …` or `scroll by …`.
package enum ScrollHow: String, CaseIterable, Sendable {
  case to, by
}

/// `on` or `off`, after `anchor`, `edit` and `separator`.
package enum OnOff: String, CaseIterable, Sendable {
  case on, off
}

/// What `invalidate` empties.
package enum InvalidateTarget: String, CaseIterable, Sendable {
  case height, key, heights
  /// `invalidate layout`: a collection view's caching layout emptied and invalidated.
  case layout
}

/// `trace`'s levels (`on` is `calls`).
package enum TraceChoice: String, CaseIterable, Sendable {
  case on, off, calls, layout, all
}

/// The options of `data from FILE` and `update to from FILE`, in any order, each once.
package enum DataFileOption: String, CaseIterable, Sendable {
  /// `at PATH`: the part of the document that holds the items.
  case at
  /// `showing FIELD`: the field a cell shows.
  case showing
  /// `by KEY`: the field that identifies an item.
  case by
}

/// What `register` registers: a cell, a section header or footer view, or a supplementary view
/// of a layout's own kind (`supplementary KIND`).
package enum RegisterTarget: String, CaseIterable, Sendable {
  case cell, header, footer, supplementary
}

/// The supplementary views `provider header|footer …` provides: the bands a collection view
/// asks for.
package enum SupplementaryTarget: String, CaseIterable, Sendable {
  case header, footer
}

/// Where `provider` says the data source gets its cell; `none`: cells are not modelled; `gone`:
/// the data source object was deallocated (the view's `dataSource` is nil).
package enum ProviderSource: String, CaseIterable, Sendable {
  case dequeue, registration, none, gone
}

/// The options of `provider`: a registration made `inside` the provider, a dequeue done
/// `twice`, what it is `returning`, `reinit` (init called again on the dequeued cell),
/// `checkmarks` (the app's didSelect marks the cell object, cellForRowAt does not reset it),
/// `applying` (a diffable cell provider applies the snapshot again), and for a header or footer
/// `of KIND` (dequeued for another kind).
package enum ProviderOption: String, CaseIterable, Sendable {
  case inside, twice, returning, reinit, checkmarks, of, applying
}

/// The connecting words commands take between their expressions and choices: each is checked
/// by the parser as this enum's case, never spelled again.
package enum Keyword: String, CaseIterable, Sendable {
  case at, to, from, section, sections, list, heights, completion, animated, using, reload, data
  case top, bottom, row, item, refreshing, off, svg, before
  case change, consumer, reporting, incremental, controller, unmapped, editing
  case identities, then, by, automatic, compositional, on, anchor
}

/// Every word a command takes, by command word: the one list that the REPL's completion, `.help`,
/// the grammar comment of `Parser.swift`, `docs/language.md` and the fuzzer's dictionary and
/// generator are checked against (`GrammarWordsTests`), built from the enums the parser reads.
package enum GrammarWords {
  /// The command words, with the words that may follow each (choices and keywords), in the
  /// order of `CommandWord.spellings`.
  package static let commands: [(command: String, words: [String])] = CommandWord.spellings.map {
    ($0, words(after: $0))
  }

  /// Every word that may follow `command`.
  package static func words(after command: String) -> [String] {
    func names<E: RawRepresentable & CaseIterable>(_: E.Type) -> [String]
    where E.RawValue == String { E.allCases.map(\.rawValue) }
    func keywords(_ words: Keyword...) -> [String] { words.map(\.rawValue) }
    guard let word = CommandWord(command) else { return [] }
    switch word {
    case .setup(.table): return names(TableOption.self)
    case .setup(.collection):
      return keywords(.list, .compositional) + names(CollectionOption.self)
        + names(ListAppearance.self) + names(ListHeaderMode.self) + names(ListFooterMode.self)
        + names(DimensionWord.self)
    case .setup(.platform): return names(Platform.self)
    case .setup(.header), .setup(.footer): return []
    case .setup(.section): return names(SectionPart.self)
    case .data:
      // `at` is both `data insert V at P`'s and `data from FILE at PATH`'s.
      return names(DataVerb.self) + keywords(.section, .to) + names(DataFileOption.self)
    case .call(.reload): return names(ReloadTarget.self) + keywords(.heights)
    case .call(.begin), .call(.end): return []
    case .call(.batch): return keywords(.completion)
    case .call(.insert), .call(.delete): return names(CallTarget.self)
    case .call(.reconfigure): return names(ReconfigureTarget.self)
    case .call(.move): return names(MoveTarget.self) + keywords(.to)
    case .call(.diffable): return names(CellProviderStyle.self)
    case .call(.handler): return names(OutlineHandler.self) + keywords(.off)
    case .call(.disclose): return []
    case .call(.register): return names(RegisterTarget.self) + names(CellProvision.Registered.self)
    case .call(.provider):
      return names(SupplementaryTarget.self) + names(ProviderSource.self)
        + names(ProviderOption.self)
        + names(CellProvision.Returned.self)
    case .call(.dequeue): return keywords(.at)
    case .call(.swiftui):
      return names(SwiftUIForm.self) + SwiftUIForm.listOptions.map(\.rawValue)
        + names(ListAppearance.self) + names(SwiftUIAnimationWord.self) + names(OnOff.self)
        + names(ScrollAnchorWord.self) + names(ForEachWord.self)
        + keywords(.anchor, .animated) + names(LazyScrollAnchor.self)
    case .call(.apply):
      return keywords(.to, .animated, .using, .reload, .data, .completion, .on)
        + names(TrueFalse.self) + names(ApplyQueue.self)
    case .viewport(.scroll):
      return names(ScrollHow.self) + keywords(.top, .bottom, .row, .item)
        + names(ScrollPosition.self)
    case .viewport(.anchor): return names(OnOff.self)
    case .viewport(.edit):
      return names(OnOff.self) + keywords(.refreshing) + names(EditRefresh.self)
    case .viewport(.select), .viewport(.deselect): return []
    case .viewport(.selection): return keywords(.editing) + names(SelectionMode.self)
    case .viewport(.prefetching), .viewport(.observation): return names(OnOff.self)
    case .viewport(.rotate): return names(Orientation.self)
    case .viewport(.contentinset), .viewport(.safearea): return []
    case .heights(.heights): return names(RowHeights.Source.self)
    case .heights(.estimated): return keywords(.off, .automatic)
    case .heights(.cache): return names(RowHeights.CacheKind.self)
    case .heights(.invalidate): return names(InvalidateTarget.self)
    case .heights(.precache), .heights(.scale): return []
    case .heights(.separator): return names(OnOff.self)
    case .heights(.accessory): return RowHeights.Accessory.names
    case .heights(.metrics): return names(Metric.self)
    case .diff(.update):
      return keywords(.to, .from, .sections, .using) + names(DataFileOption.self)
        + names(UpdatePlan.self)
    case .diff(.diff): return []
    case .diff(.check): return keywords(.identities, .then, .by)
    case .output(.trace): return names(TraceChoice.self)
    case .output(.show): return keywords(.svg, .before)
    case .feed(.fetched):
      return keywords(.sections, .change, .to, .reporting, .consumer, .controller, .unmapped)
        + names(FetchedResultsConsumer.self)
    case .feed(.photos):
      return keywords(.change, .to, .incremental, .consumer) + names(TrueFalse.self)
        + names(PhotoLibraryConsumer.self)
    case .feed(.window): return names(OnOff.self)
    case .feed(.layout): return []
    }
  }
}
