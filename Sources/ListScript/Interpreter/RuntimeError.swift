import HeadlessUIKit
import ListDiff

/// What goes wrong while a script runs: the language's own errors, the model's (`TableError`,
/// `DataSourceError`) wrapped, limits, interruptions and failed checks.
///
/// Each case keeps the facts; `message` and `notes` word them, and `phase` decides the exit
/// status (`Diagnostic.Phase`).
enum RuntimeError: LanguageError {
  /// A value of the wrong kind where `expected` (`an integer`, `a list`, …) was needed.
  case expected(String, got: Value)
  case notFinite(Value)
  case conditionNotBoolean(Value)
  case assertNotBoolean(Value)
  case forNeedsSequence(Value)
  /// An operator or a built-in applied to a value it does not take.
  case cannotApply(String, Value)
  case cannotApplyToPair(String, Value, Value)
  case cannotCompare(Value, Value)
  case rangeNeedsIntegers(Value, Value)
  case indexPathNeedsIntegers(Value, Value)
  case divisionByZero
  /// `expression` is how the overflowing operation reads (`-(…)`, `abs(…)`, `a + b`).
  case overflow(expression: String)
  case unknownOperator(String)
  /// An index past the end of a `container` (`list`, `string`) of `count` elements.
  case indexOutOfRange(Int, count: Int, container: String)
  /// `len` of a range with more elements than an `Int` holds (`Int.min...Int.max`).
  case rangeCountOverflow(IntRange)
  /// A negative index into a range with more elements than an `Int` holds.
  case indexOutOfHugeRange(Int, IntRange)
  case cannotIndex(Value, with: Value)
  case noField(Value, String)
  case cannotAssignInto(Value, index: Value)
  case usedBeforeDeclared(String)
  case tooLarge(maxListCount: Int, maxStringBytes: Int)
  /// A built-in given arguments it does not take: it `needs` something, and was given `got`.
  case builtinNeeds(Builtin, needs: String, got: Value?)
  case strideByZero
  case randomBounds(lo: Int, hi: Int)
  case noDataSection(Int, count: Int)
  case noTableSection(Int, count: Int)
  case noTableRow(ListIndexPath)
  /// Something the current kind of view does not have (`insertRows` on a collection view,
  /// `beginUpdates()` on one, `insertItems` on a table): what UIKit lacks, the view, what to
  /// write instead.
  case notOnThisView(String, view: ViewNoun, write: String?)
  /// A query about a section or an index path the view does not have (`items(S)`, `rows(S)`,
  /// a collection view's `cell(P)`, a table's `headerRect(S)`): UIKit's exception text.
  case query(QueryFailure)
  /// A snapshot method refused the call, on a profile.
  case snapshot(SnapshotError, Platform)
  /// A snapshot method called on something else.
  case notASnapshot(String, Value)
  /// A section snapshot method called on something else.
  case notASectionSnapshot(String, Value)
  /// `disclose ITEM` of an item the view does not show.
  case noOutlineItem(Value)
  /// What only a diffable data source does (`apply`, `currentSnapshot`), on a view without one.
  case notDiffable(String)
  /// What a diffable view refuses (`data …`): the command, and what to do instead.
  case onDiffable(String, instead: String)
  /// What a fetched-results feed refuses: why, and what to do instead.
  case fetchedFeed(String, instead: String)
  /// What a SwiftUI List refuses (a call: SwiftUI makes its own): why, and what to do instead.
  case onSwiftUIList(String, instead: String)
  /// A Swift runtime trap the model raises in the app's SwiftUI code (`Fatal error: Index out
  /// of range`), and why.
  case swiftTrap(String, because: String)
  /// A setting outside what it may be: `name` must be `allowed` (`in [0, 1000000]`).
  case setting(String, allowed: String, value: Double)
  /// `estimated` with one value on a flow layout (whose `estimatedItemSize` is a width and a
  /// height), or with two elsewhere (`estimatedRowHeight` is one height).
  case estimateArity(flow: Bool)
  /// `estimated automatic` on a table or a list layout: `automaticSize` is a flow layout's.
  case automaticOnlyOnFlow
  /// A caching layout (`cachinglayout`) with `sizeforitem` or `estimated`: not modelled.
  case cachingLayoutSizes
  /// A compositional grid given two options that set one thing (`groupheight` and
  /// `estimated`; `columns` and `itemwidth`).
  case exclusiveGroupOptions(String, String)
  /// Orthogonal sections of a grid whose groups size themselves: not modelled.
  case orthogonalSelfSizing
  /// A height command (`estimated`, `heights`, …) on a compositional grid, whose group heights
  /// are set by `collection compositional`.
  case compositionalHeights(String)
  /// `section header H` / `section footer H` on a view whose bands are made otherwise.
  case noSectionBands(String, write: String)
  /// `invalidate layout` on a view without a caching layout.
  case notCachingLayout(ViewNoun)
  /// An element of `sections` that is not a section.
  case notASection(index: Int, Value)
  case cannotWrite(String)
  /// What a host's loader or writer said.
  case host(String)
  /// A data file that is not JSON: what is wrong, and the statement that read it.
  case json(String, readAt: String)
  /// A data file whose JSON is not items or sections: its name and what it holds.
  case dataFileShape(String, String)
  case dataSource(DataSourceError)
  case table(TableError)
  // Limits and interruptions.
  case stepLimit(Int)
  /// More text printed (and traced) than a run may print: the limit, in bytes.
  case outputLimit(Int)
  case interrupted
  case callDepth(Int, procedure: String)
  /// A value would nest more than this many levels (lists and records inside one another).
  case nestedTooDeeply(Int)
  /// Blocks and calls nested so deeply that the interpreter's stack ran short (its budget in
  /// bytes).
  case nestingTooDeep(stackBytes: Int)
  // Checks.
  case assertionFailed(String, notes: [String])
  case wrongError(expected: String, got: String)
  case noError(expected: String)
  case batchLeftOpen

  /// The text of the exception UIKit raises for this error (what `emit swift` checks on a
  /// device), or `nil` for an error of the model or the language that UIKit has no exception
  /// for.
  var uikitException: String? {
    switch self {
    // An API the profile's iOS lacks, and the model's own bound, are not UIKit's exceptions.
    case .table(.unavailable), .table(.tooManyVisibleRows): nil
    case .table(.snapshot(let error, _)) where !error.isException: nil
    case .table: message
    case .snapshot(let error, _) where error.isException: message
    case .query: message
    case .expected, .notFinite, .conditionNotBoolean, .assertNotBoolean, .forNeedsSequence,
      .cannotApply, .cannotApplyToPair, .cannotCompare, .rangeNeedsIntegers,
      .indexPathNeedsIntegers, .divisionByZero, .overflow, .unknownOperator, .indexOutOfRange,
      .rangeCountOverflow, .indexOutOfHugeRange,
      .cannotIndex, .noField, .cannotAssignInto, .usedBeforeDeclared, .tooLarge, .builtinNeeds,
      .strideByZero, .randomBounds, .noDataSection, .noTableSection, .noTableRow, .notOnThisView,
      .notASnapshot, .notASectionSnapshot, .noOutlineItem, .notDiffable, .onDiffable, .fetchedFeed,
      .onSwiftUIList, .swiftTrap,
      .setting, .estimateArity, .automaticOnlyOnFlow, .cachingLayoutSizes, .exclusiveGroupOptions,
      .orthogonalSelfSizing,
      .compositionalHeights, .noSectionBands, .notCachingLayout,
      .notASection, .cannotWrite,
      .host,
      .json, .dataFileShape, .dataSource, .stepLimit, .outputLimit, .interrupted, .callDepth,
      .nestedTooDeeply, .nestingTooDeep, .assertionFailed, .wrongError, .noError, .batchLeftOpen,
      .snapshot:
      nil
    }
  }

  var message: String {
    switch self {
    case .expected(let what, let v): "expected \(what), not \(v.named)"
    case .notFinite(let v): "expected a finite number, not \(v.abbreviated)"
    case .conditionNotBoolean(let v):
      "a condition must be true or false, not \(v.named)"
    case .assertNotBoolean(let v): "'assert' needs a boolean, not \(v.kindName)"
    case .forNeedsSequence(let v): "'for' needs a list or a range, not \(v.kindName)"
    case .cannotApply(let op, let v): "cannot apply '\(op)' to \(v.named)"
    case .cannotApplyToPair(let op, let a, let b):
      "cannot apply '\(op)' to \(a.named) and \(b.named)"
    case .cannotCompare(let a, let b):
      "cannot compare \(a.named) with \(b.named)"
    case .rangeNeedsIntegers(let a, let b):
      "a range needs integers, not \(a.kindName) and \(b.kindName)"
    case .indexPathNeedsIntegers(let a, let b):
      "an index path needs two integers, not \(a.kindName) and \(b.kindName)"
    case .divisionByZero: "division by zero"
    case .overflow(let expression): "integer overflow: \(expression)"
    case .unknownOperator(let op): "unknown operator \(op)"
    case .indexOutOfRange(let n, let count, let container):
      "index \(n) is out of range for a \(container) of \(count)"
    case .indexOutOfHugeRange(let n, let range):
      "index \(n) is out of range for a list of \(range.countText)"
    case .rangeCountOverflow(let range):
      "the range \(Value.range(range).plain) has \(range.countText) elements: more than an integer holds"
    case .cannotIndex(let a, let key): "cannot index \(a.kindName) with \(key.kindName)"
    case .noField(let v, let field): "\(v.kindName) has no field \(field.quoted)"
    case .cannotAssignInto(let target, let key):
      "cannot assign into \(target.kindWithArticle) with \(key.kindWithArticle) index"
    case .usedBeforeDeclared(let name): "\(name.quoted) is used before it is declared"
    case .tooLarge(let list, let string):
      "the value is too large (lists hold at most \(list) items, strings \(string) bytes)"
    case .builtinNeeds(let builtin, let needs, let got):
      "\(builtin.rawValue)() needs \(needs)" + (got.map { ", not \($0.kindName)" } ?? "")
    case .strideByZero: "stride() cannot step by 0"
    case .randomBounds(let lo, let hi): "random(\(lo), \(hi), …): lo is above hi"
    case .noDataSection(let s, let count):
      "the data source has no section \(s) (it has \(count))"
    case .noTableSection(let s, let count): "the table has no section \(s) (it has \(count))"
    case .noTableRow(let path): "the table has no row \(path)"
    case .notOnThisView(let what, let view, let write):
      "a \(view.view) has no \(what)" + (write.map { ": did you mean '\($0)'?" } ?? "")
    case .query(let failure): failure.name + ": " + failure.message
    case .snapshot(let error, let platform): error.diagnostic(on: platform)
    case .notASnapshot(let method, let v): "\(method) is a snapshot's method, not \(v.named)'s"
    case .notASectionSnapshot(let method, let v):
      "\(method) is a section snapshot's method, not \(v.named)'s"
    case .noOutlineItem(let v):
      "the view shows no cell for \(v.abbreviated): its disclosure cannot be tapped"
    case .notDiffable(let what):
      "\(what) needs a diffable data source: write 'diffable' after 'table' or 'collection'"
    case .onDiffable(let what, _): "\(what): this view has a diffable data source"
    case .fetchedFeed(let what, _), .onSwiftUIList(let what, _): what
    case .swiftTrap(let text, _): text
    case .noSectionBands(let command, let write): "'\(command)' does not apply here: \(write)"
    case .orthogonalSelfSizing:
      "orthogonal sections of self-sizing groups (estimated) are not modelled: give the groups a height (groupheight D)"
    case .exclusiveGroupOptions(let first, let second):
      "'\(first)' and '\(second)' set the same thing in a compositional group: write one of them"
    case .compositionalHeights(let command):
      "'\(command)' does not apply to a compositional layout: its group height is 'collection compositional groupheight H' or 'estimated H'"
    case .cachingLayoutSizes:
      "a caching layout (cachinglayout) lays out fixed-size items here: sizeforitem, estimated and pinheaders are not modelled with it"
    case .notCachingLayout(let view):
      view == .table
        ? "'invalidate layout' empties a collection view's caching layout: a table has no layout object"
        : "'invalidate layout' empties a caching layout's cache: this collection view's layout keeps none (write 'collection … cachinglayout')"
    case .automaticOnlyOnFlow:
      "'estimated automatic' is a flow layout's estimatedItemSize (UICollectionViewFlowLayout.automaticSize): write 'estimated H' here"
    case .estimateArity(let flow):
      flow
        ? "a flow layout's estimatedItemSize is a width and a height: write 'estimated W H'"
        : "estimatedRowHeight is one height: write 'estimated H'"
    case .setting(let name, let allowed, let value):
      "\(name) must be \(allowed), not \(Points.format(value))"
    case .notASection(let index, let v):
      "section \(index) is \(v.named), not a list of items or a record with items"
    case .cannotWrite(let path): "cannot write '\(path)'"
    case .host(let message): message
    case .json(let message, _): message
    case .dataFileShape(let path, let kind):
      "\(path.quoted) holds \(kind), not the data of a table"
    case .dataSource(let error): error.description
    case .table(let error): error.message
    case .stepLimit(let limit): "the script ran more than \(limit) steps"
    case .outputLimit(let limit): "the script printed more than \(byteCount(limit))"
    case .interrupted: "interrupted"
    case .callDepth(let limit, _): "procedures nest more than \(limit) calls deep"
    case .nestedTooDeeply(let limit): "the value would nest more than \(limit) levels deep"
    case .nestingTooDeep(let bytes):
      "blocks and calls nest too deeply (their frames passed \(byteCount(bytes)) of stack)"
    case .assertionFailed(let text, _): "assertion failed: \(text)"
    case .wrongError(let expected, _):
      "expected an error containing \"\(expected)\", but got another"
    case .noError(let expected):
      "expected an error containing \"\(expected)\", but the block raised none"
    case .batchLeftOpen: "the script ends inside this batch: beginUpdates() was never ended"
    }
  }

  var notes: [String] {
    switch self {
    case .table(let error): error.notes
    case .stepLimit: ["an endless loop? raise the limit with --max-steps"]
    case .outputLimit: ["the output past the limit is left out"]
    case .callDepth(_, let procedure): ["endless recursion in \(procedure.quoted)?"]
    case .nestedTooDeeply:
      ["lists and records may hold one another this many levels deep, no deeper"]
    case .nestingTooDeep: ["endless recursion, or blocks nested inside a deep recursion?"]
    case .assertionFailed(_, let notes): notes
    case .wrongError(_, let got): ["the error was: \(got)"]
    case .batchLeftOpen:
      [
        "nothing inside it was committed or checked against the data source",
        "close it with 'end', or write 'batch { … }'",
      ]
    case .json(_, let statement): ["read as JSON by the statement at \(statement)"]
    case .dataFileShape:
      [
        "a data file holds an array of items, an array of sections (each an array, or an object with \"items\"), or {\"sections\": [...]}"
      ]
    case .notASectionSnapshot("append(_:)", .list), .notASnapshot("appendItems(_:)", .list):
      ["a list grows by joining lists: xs = xs + [value]"]
    case .noField(let v, let field):
      switch (v, field) {
      case (.list, "count"), (.string, "count"): ["write len(x) for the count of x"]
      case (.list, "isEmpty"), (.string, "isEmpty"): ["write len(x) == 0"]
      case (.list, "first"): ["write x[0]"]
      case (.list, "last"): ["write x[len(x) - 1]"]
      default: []
      }
    case .expected, .notFinite, .conditionNotBoolean, .assertNotBoolean, .forNeedsSequence,
      .cannotApply, .cannotApplyToPair, .cannotCompare, .rangeNeedsIntegers,
      .indexPathNeedsIntegers, .divisionByZero, .overflow, .unknownOperator, .indexOutOfRange,
      .indexOutOfHugeRange, .cannotIndex, .cannotAssignInto, .usedBeforeDeclared, .tooLarge,
      .builtinNeeds,
      .strideByZero, .randomBounds, .noDataSection, .noTableSection, .noTableRow, .setting,
      .estimateArity, .automaticOnlyOnFlow, .cachingLayoutSizes, .exclusiveGroupOptions,
      .orthogonalSelfSizing,
      .compositionalHeights, .noSectionBands, .notCachingLayout,
      .notASection, .cannotWrite, .host, .dataSource, .interrupted, .noError,
      .query, .notASnapshot, .notASectionSnapshot:
      []
    case .rangeCountOverflow: ["an integer holds at most \(Int.max)"]
    case .noOutlineItem: ["only an item of the data source's snapshot has a cell to tap"]
    case .snapshot(let error, _): error.notes
    case .notDiffable: ["a diffable data source takes snapshots: let s = snapshot(), then apply s"]
    case .onDiffable(_, let instead), .fetchedFeed(_, let instead),
      .onSwiftUIList(_, let instead), .swiftTrap(_, let instead):
      [instead]
    case .notOnThisView(_, let view, _):
      view == .collection
        ? [
          "this view is a collection view ('collection'): its calls are insert items, delete items, reload items, reconfigure items, move item, inside batch { … }"
        ]
        : [
          "this view is a table ('table'): its calls are insert rows, delete rows, reload rows, reconfigure rows, move row"
        ]
    }
  }

  /// Which kind of failure it is, which decides the exit status.
  var phase: Diagnostic.Phase {
    switch self {
    case .stepLimit, .outputLimit, .interrupted, .callDepth, .nestedTooDeeply, .nestingTooDeep:
      .interrupted
    case .assertionFailed, .wrongError, .noError, .batchLeftOpen: .assertion
    case .expected, .notFinite, .conditionNotBoolean, .assertNotBoolean, .forNeedsSequence,
      .cannotApply, .cannotApplyToPair, .cannotCompare, .rangeNeedsIntegers,
      .indexPathNeedsIntegers, .divisionByZero, .overflow, .unknownOperator, .indexOutOfRange,
      .rangeCountOverflow, .indexOutOfHugeRange,
      .cannotIndex, .noField, .cannotAssignInto, .usedBeforeDeclared, .tooLarge, .builtinNeeds,
      .strideByZero, .randomBounds, .noDataSection, .noTableSection, .noTableRow, .setting,
      .estimateArity, .automaticOnlyOnFlow, .cachingLayoutSizes, .exclusiveGroupOptions,
      .orthogonalSelfSizing,
      .compositionalHeights, .noSectionBands, .notCachingLayout,
      .notASection, .cannotWrite, .host, .json, .dataFileShape, .dataSource, .table,
      .notOnThisView, .query, .snapshot, .notASnapshot,
      .notASectionSnapshot,
      .noOutlineItem, .notDiffable,
      .onDiffable, .fetchedFeed, .onSwiftUIList, .swiftTrap:
      .runtime
    }
  }

  /// The error as a diagnostic at `range`.
  func diagnostic(at range: SourceRange) -> Diagnostic {
    Located(error: self, range: range).diagnostic
  }
}
