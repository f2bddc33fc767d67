import HeadlessUIKit

/// Tab completion: what may come at the cursor, from where it stands in the statement.
extension ReplSession {
  /// The word being completed and the candidates for it, sorted, without duplicates.
  public struct Completion: Equatable, Sendable {
    /// The part of the word already typed (a path's, inside a string).
    public var word: String
    /// The words that may stand where `word` is, each beginning with it.
    public var candidates: [String]
    /// Whether a single candidate, completed, ends its word (the editor adds a space): not a
    /// method's name, which `(` follows.
    public var endsWord: Bool

    /// A completion of `word` by `candidates`, a single one of which ends its word unless
    /// `endsWord` is `false`.
    public init(word: String, candidates: [String], endsWord: Bool = true) {
      self.word = word
      self.candidates = candidates
      self.endsWord = endsWord
    }
  }

  /// What may complete the word that ends the text before the cursor.
  ///
  /// Commands and statement words first; after a command, its keywords and choices; in an
  /// expression, variables, procedures, queries and built-ins; after `.load`, `.save`,
  /// `include`, `show svg`, `data from` and `update to from`, file names (from `fileNames`,
  /// which the host supplies).
  ///
  /// - Complexity: O(t + c log c) for t tokens before the cursor and c candidates.
  public func complete(_ before: String) -> Completion {
    let trimmed = before.trimmingLeadingSpaces
    if pending.isEmpty, trimmed.hasPrefix(".") { return completeMeta(trimmed) }
    // A path inside a string: after `include "` or `show svg "`.
    if let quote = before.lastIndex(of: "\""),
      before[..<quote].filter({ $0 == "\"" }).count % 2 == 0
    {
      let head = before[..<quote].split(whereSeparator: \.isWhitespace).map(String.init)
      let word = String(before[before.index(after: quote)...])
      if head.last == "include" { return Completion(word: word, candidates: files(word, ".lsh")) }
      if head.suffix(2) == ["show", "svg"] {
        return Completion(word: word, candidates: files(word, ".svg"))
      }
      if head.suffix(2) == ["data", "from"] || head.suffix(3) == ["update", "to", "from"] {
        return Completion(word: word, candidates: files(word, ".json"))
      }
      return Completion(word: word, candidates: [])
    }
    let word = String(
      before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }.reversed())
    // The words of the statement the cursor is in: after the last `{`, `}` or `;`.
    let head = before.dropLast(word.count)
    // After `name.`: the methods and properties of a snapshot, a section snapshot or the data
    // source.
    if head.last == ".", let before = head.dropLast().last, before.isLetter || before.isNumber {
      let receiver = String(
        head.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
      let snapshot = SnapshotMethod.names + SnapshotMethod.properties
      let section = SectionSnapshotMethod.allCases.map(\.name) + SectionSnapshotMethod.properties
      let value = interpreter.globalValue(receiver)
      let members: [String] =
        switch (value, value == nil ? documentReceivers[receiver] : nil) {
        case (.snapshot?, _), (nil, .snapshot?): snapshot
        case (.sectionSnapshot?, _), (nil, .sectionSnapshot?): section
        case (nil, nil) where receiver == "dataSource": DataSourceMethod.allCases.map(\.name)
        default: snapshot + section
        }
      return Completion(
        word: word, candidates: Set(members.filter { $0.hasPrefix(word) }).sorted(),
        endsWord: false)
    }
    let statement =
      head.lastIndex { $0 == "{" || $0 == "}" || $0 == ";" }
      .map { head[head.index(after: $0)...] } ?? head
    let words = statement.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
      .map(String.init)
    var options = next(
      after: words, atStatementStart: Self.startsStatement(before.dropLast(word.count)))
    if Self.closesBatchBlock(before.dropLast(word.count)) {
      options.append(Keyword.completion.rawValue)
    }
    return Completion(word: word, candidates: Set(options.filter { $0.hasPrefix(word) }).sorted())
  }

  /// Whether `text` ends with the `}` that closes a `batch { … }` block: a `completion` block
  /// may follow.
  static func closesBatchBlock(_ text: Substring) -> Bool {
    let trimmed = text.trimmingTrailingBlanks
    guard trimmed.last == "}" else { return false }
    var depth = 0
    var index = trimmed.endIndex
    while index > trimmed.startIndex {
      index = trimmed.index(before: index)
      switch trimmed[index] {
      case "}": depth += 1
      case "{":
        depth -= 1
        if depth == 0 {
          let head = trimmed[..<index].split { $0 == " " || $0 == "\t" || $0 == "\n" }
          return head.last == "batch"
        }
      default: continue
      }
    }
    return false
  }

  /// Whether the cursor's word starts a statement: nothing but blanks, `{`, `}` or `;` before it.
  static func startsStatement(_ text: Substring) -> Bool {
    guard let last = text.last(where: { $0 != " " && $0 != "\t" }) else { return true }
    return last == "{" || last == ";" || last == "}"
  }

  /// The words that may follow `words` (the complete words of the statement so far).
  func next(after all: [String], atStatementStart: Bool) -> [String] {
    if atStatementStart { return statementStarts }
    let words = all
    guard let first = words.first else { return statementStarts }
    let previous = words.last ?? first
    // The calls of the current view: a table's rows, a collection view's items.
    let noun = interpreter.tableView.kind.noun
    let rows = [noun.rows, noun.row]
    func names<E: RawRepresentable & CaseIterable>(_: E.Type) -> [String]
    where E.RawValue == String { E.allCases.map(\.rawValue) }
    // The choices come from the enums the parser reads; the keywords from `Keyword`.
    let choices: [String]? =
      switch (first, previous) {
      case ("scroll", "scroll"): names(ScrollHow.self)
      case ("scroll", "to") where words.count == 2:
        [Keyword.top.rawValue, Keyword.bottom.rawValue, noun.row] + expressions
      case ("scroll", _) where words.count >= 3 && words[1] == "to" && words[2] == noun.row:
        words.count == 3 ? expressions : names(ScrollPosition.self)
      case ("insert", "insert"), ("delete", "delete"): rows + ["sections", "section"]
      case ("reload", "reload"): rows + ["sections", "section", ReloadTarget.keeping.rawValue]
      case ("reload", "keeping"): [Keyword.heights.rawValue]
      case ("reconfigure", "reconfigure"): rows
      case ("move", "move"): [noun.row, MoveTarget.section.rawValue]
      case ("diffable", "diffable"): names(CellProviderStyle.self)
      case ("apply", _) where words.count == 2:
        [
          Keyword.to.rawValue, Keyword.animated.rawValue, Keyword.using.rawValue,
          Keyword.on.rawValue, Keyword.completion.rawValue,
        ]
      case ("apply", "to"): expressions
      case ("apply", _) where words.count == 4 && words[2] == "to":
        [Keyword.animated.rawValue, Keyword.on.rawValue, Keyword.completion.rawValue]
      case ("apply", "true"), ("apply", "false"), ("apply", "data"):
        [Keyword.on.rawValue, Keyword.completion.rawValue]
      case ("apply", "main"), ("apply", "background"): [Keyword.completion.rawValue]
      case ("apply", "animated"): names(TrueFalse.self)
      case ("apply", "on"): names(ApplyQueue.self)
      case ("apply", "using"): [Keyword.reload.rawValue]
      case ("apply", "reload"): [Keyword.data.rawValue]
      case ("swiftui", _): Self.swiftUIWords(after: words, expressions: expressions)
      case ("collection", "appearance"): names(ListAppearance.self)
      case ("collection", "itemwidth"), ("collection", "groupwidth"), ("collection", "groupheight"):
        names(DimensionWord.self) + expressions
      case ("collection", "header") where words.count > 1 && words[1] == "list":
        names(ListHeaderMode.self)
      case ("collection", "footer") where words.count > 1 && words[1] == "list":
        names(ListFooterMode.self)
      case ("collection", _):
        (words.count == 1 ? [Keyword.list.rawValue, Keyword.compositional.rawValue] : [])
          + CollectionOption.allCases.filter {
            $0.applies(
              to: words.count > 1 ? CollectionLayoutWord(rawValue: words[1]) ?? .flow : .flow)
          }
          .map(\.rawValue) + expressions
      case ("move", _) where words.count >= 3 && previous != "to":
        [Keyword.to.rawValue] + expressions
      case ("data", "data"): names(DataVerb.self) + expressions
      case ("data", "remove"): [Keyword.at.rawValue, Keyword.section.rawValue]
      case ("data", "insert") where words.count == 2: [Keyword.section.rawValue] + expressions
      case ("data", _) where words.count >= 3 && words[1] == "insert" && words[2] != "section":
        [Keyword.at.rawValue] + expressions
      case ("data", "move") where words.count == 2: [Keyword.section.rawValue] + expressions
      case ("data", _) where words.count >= 3 && words[1] == "move" && previous != "to":
        [Keyword.to.rawValue] + expressions
      case ("edit", "edit"), ("anchor", "anchor"), ("separator", "separator"),
        ("prefetching", "prefetching"), ("observation", "observation"):
        names(OnOff.self)
      case ("selection", "selection"): [Keyword.editing.rawValue] + names(SelectionMode.self)
      case ("selection", "editing"): names(SelectionMode.self)
      case ("register", "register"): names(RegisterTarget.self)
      case ("register", _) where words.count == 3 && words[1] != "supplementary":
        names(CellProvision.Registered.self)
      case ("register", _) where words.count == 4 && words[1] == "supplementary":
        names(CellProvision.Registered.self)
      case ("provider", "provider"): names(SupplementaryTarget.self) + names(ProviderSource.self)
      case ("provider", "header") where words.count == 2,
        ("provider", "footer") where words.count == 2:
        names(ProviderSource.self)
      case ("provider", "of"): names(SupplementaryTarget.self)
      case ("provider", "returning"): names(CellProvision.Returned.self)
      case ("provider", "registration"): names(ProviderOption.self)
      case ("provider", _) where words.count >= 3 && words[1] != "none":
        names(ProviderOption.self).filter { $0 != ProviderOption.inside.rawValue }
      case ("dequeue", _) where words.count == 2: [Keyword.at.rawValue]
      case ("handler", "handler"): names(OutlineHandler.self)
      case ("handler", _) where words.count == 2: [Keyword.off.rawValue]
      case ("edit", "on"), ("edit", "off"): [Keyword.refreshing.rawValue]
      case ("edit", "refreshing"): names(EditRefresh.self)
      case ("trace", "trace"): names(TraceChoice.self)
      case ("platform", "platform"): names(Platform.self)
      case ("rotate", "rotate"): names(Orientation.self)
      case ("heights", "heights"): names(RowHeights.Source.self)
      case ("cache", "cache"): names(RowHeights.CacheKind.self)
      case ("estimated", "estimated"):
        [Keyword.off.rawValue, Keyword.automatic.rawValue] + expressions
      case ("invalidate", "invalidate"): names(InvalidateTarget.self)
      case ("accessory", "accessory"): RowHeights.Accessory.names + expressions
      case ("metrics", _): names(Metric.self) + expressions
      case ("check", "check"): [Keyword.identities.rawValue]
      case ("check", _) where words.count >= 3 && previous != "then" && previous != "by":
        [Keyword.then.rawValue, Keyword.by.rawValue] + expressions
      case ("update", "update"): [Keyword.to.rawValue]
      case ("update", "to"): [Keyword.sections.rawValue, Keyword.from.rawValue] + expressions
      case ("update", "using"): names(UpdatePlan.self)
      case ("update", _) where words.count >= 4 && words[2] == "from":
        names(DataFileOption.self) + [Keyword.using.rawValue] + expressions
      case ("data", _) where words.count >= 3 && words[1] == "from":
        names(DataFileOption.self) + expressions
      case ("update", _): [Keyword.using.rawValue] + expressions
      case ("fetched", "fetched"):
        [
          Keyword.sections.rawValue, Keyword.change.rawValue, Keyword.consumer.rawValue,
          Keyword.controller.rawValue,
        ] + expressions
      case ("fetched", _) where words.count == 3 && words[1] == "controller":
        [Keyword.unmapped.rawValue]
      case ("fetched", "consumer"): names(FetchedResultsConsumer.self)
      case ("photos", "photos"): [Keyword.change.rawValue, Keyword.consumer.rawValue] + expressions
      case ("photos", "consumer"): names(PhotoLibraryConsumer.self)
      case ("fetched", "change"), ("photos", "change"): [Keyword.to.rawValue]
      case ("fetched", "to"): [Keyword.sections.rawValue] + expressions
      case ("fetched", _) where words.count >= 3 && words[1] == "change":
        [Keyword.reporting.rawValue] + expressions
      case ("photos", "incremental"): names(TrueFalse.self)
      case ("photos", _) where words.count >= 3 && words[1] == "change":
        [Keyword.incremental.rawValue] + expressions
      case ("window", "window"): names(OnOff.self)
      case ("show", "show"): [Keyword.svg.rawValue]
      case ("show", _) where words.count >= 3 && words[1] == "svg": [Keyword.before.rawValue]
      case ("table", _): names(TableOption.self) + expressions
      case ("section", "section"): names(SectionPart.self)
      case ("expect", "expect"): ["error"]
      case ("for", _) where words.count == 2: ["in"]
      case ("let", _) where words.count == 1: []
      default: nil
      }
    return choices ?? expressions
  }

  /// What may start a statement: commands, statement words, and what an expression may name.
  var statementStarts: [String] {
    Array(Parser.commandWords) + Array(Parser.statementWords) + expressions
  }

  /// What an expression may name: variables, procedures, queries (those of the current kind
  /// of view), built-ins and literals.
  var expressions: [String] {
    let noun = interpreter.tableView.kind.noun
    return
      interpreter.variableNames + interpreter.procedureNames + documentNames
      + Query.allCases.filter { ($0.view?.noun ?? noun) == noun }.map(\.rawValue)
      + Builtin.allCases.map(\.rawValue) + ["true", "false", "nil", "and", "or", "not"]
  }

  private func completeMeta(_ line: String) -> Completion {
    let parts = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    let word = parts.last ?? ""
    guard parts.count > 1 else {
      return Completion(
        word: word, candidates: Self.metaCommands.filter { $0.hasPrefix(word) }.sorted())
    }
    let options: [String]
    switch parts[0] {
    case ".load", ".save", ".save!":
      return Completion(word: word, candidates: files(word, ".lsh"))
    case ".help":
      options = Self.helpTopics + HelpPages.words.filter { HelpTopic(rawValue: $0) == nil }
    case ".trace": options = ["off", "calls", "layout", "all", "on"]
    default: options = []
    }
    return Completion(word: word, candidates: options.filter { $0.hasPrefix(word) }.sorted())
  }

  /// The files and folders (ending in `/`) that complete `prefix`, files only with `suffix`.
  private func files(_ prefix: String, _ suffix: String) -> [String] {
    Set(
      fileNames(prefix).filter {
        $0.hasPrefix(prefix) && ($0.hasSuffix("/") || $0.hasSuffix(suffix))
      }
    ).sorted()
  }

  /// `words` in columns that fit `width` characters, filled down then across, as `ls` does.
  public static func columns(_ words: [String], width: Int) -> String {
    guard !words.isEmpty else { return "" }
    let cell = (words.map(\.count).max() ?? 0) + 2
    let perLine = max(1, width / max(cell, 1))
    let lines = (words.count + perLine - 1) / perLine
    var out = ""
    for line in 0..<lines {
      var row = ""
      for column in 0..<perLine {
        let k = column * lines + line
        guard k < words.count else { break }
        let word = words[k]
        let last = column == perLine - 1 || (column + 1) * lines + line >= words.count
        row += last ? word : word + String(repeating: " ", count: cell - word.count)
      }
      out += row + "\n"
    }
    return out
  }
}

extension Substring {
  fileprivate var trimmingTrailingBlanks: Substring {
    var text = self
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return text
  }
}

extension Interpreter {
  /// The names of the procedures defined so far, for completion.
  public var procedureNames: [String] { Array(program.resolver.functionIndex.keys) }
}
