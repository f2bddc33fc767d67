import HeadlessUIKit

// The interpreter's state, grouped by how long it lives. Each group is a value that one
// assignment starts afresh: a new view (`table`, `collection`) replaces the `SceneState`, a
// session's `.reset` replaces the `ProgramState` too, and every run or REPL entry replaces the
// `RunState`. A new stored property joins the group of its lifetime, and so is reset with it.

/// The view on screen and what feeds it: what a new view (`table`, `collection`) starts afresh.
///
/// The consumers of fetched results and photo-library changes are settings of the app's code,
/// not of its view, and live in `ProgramState`.
struct SceneState {
  /// What the view's cells are configured from: the app's data, or for a diffable view what
  /// its cell provider sees.
  var data = DataSource<Value>()
  /// The view.
  var table: TableView<Value>
  /// The view's diffable data source, after `diffable`.
  var diffable: DiffableDataSource<Value>?
  /// The fetched-results controllers feeding the view, once `fetched controller N` names one:
  /// each one's number of sections, in the view's order (controller 1's first); empty while a
  /// single controller feeds the whole view.
  var controllerSections: [Int] = []
  /// The controller `fetched …` addresses (1-based).
  var fetchedController = 1
  /// Whether the delegate adds the sections of the controllers before it to the paths that
  /// controller reports.
  var offsetsSections = true
  /// The outline's disclosure handlers (`sectionSnapshotHandlers`) of the view's data source.
  var outlineHandlers: [OutlineHandler: HandlerBody<[ResolvedStmt]>] = [:]
  /// A SwiftUI List's coordinator and the turn's transaction, after `swiftui list`.
  var swiftUI: SwiftUIListState?
  /// A SwiftUI LazyVStack, after `swiftui lazyvstack`.
  var lazyStack: LazyStackState?

  /// A scene of `table` with an empty data source that is not diffable, fed by one
  /// fetched-results controller.
  init(table: TableView<Value>) { self.table = table }
}

/// The program a session has built: its definitions, variables and frames, and the work it
/// left for later; what `.reset` starts afresh (with a new scene).
struct ProgramState {
  /// How deep the `swiftui animated { … }` blocks being run are.
  var animationDepth = 0
  /// How deep the `swiftui background { … }` blocks being run are.
  var backgroundDepth = 0
  /// How deep the `swiftui duringupdate { … }` blocks being run are.
  var duringUpdateDepth = 0
  /// How many `expect error` blocks are open around the statement running.
  var expectErrorDepth = 0
  /// Names, slots and procedures of everything defined so far.
  var resolver = Resolver()
  /// Procedures compiled to closures at their first call through compiled code, by their
  /// index in the resolver's table; emptied whenever the table may have changed.
  var procedureCode: [ProcedureCode?] = []
  /// The global variables, by slot (`nil` until assigned).
  var globals: [Value?] = []
  /// Every frame's slots, the top-level frame first; `base` is where the current one starts.
  var stack: [Value] = []
  /// Where the current frame starts in `stack`.
  var base = 0
  /// Procedure calls in progress.
  var callDepth = 0
  /// What the last `expect error` caught (`error()`).
  var lastError: Value = .nil
  /// The pictures `show svg FILE before` kept, by file, for the next `show svg FILE`.
  var picturesBefore: [String: TablePicture.Panel] = [:]
  /// Completion blocks of batches, waiting for the end of the run-loop turn.
  var pendingCompletions: [PendingCompletion] = []
  /// Where the outermost `begin` of the open batch was typed, for the end-of-input check.
  var openBatchStart: SourceRange?
  /// How the app's fetched-results delegate turns reports into calls (`fetched consumer`).
  var fetchedConsumer = FetchedResultsConsumer.textbook
  /// How the app's photo-library observer applies change details (`photos consumer`).
  var photosConsumer = PhotoLibraryConsumer.sample
}

/// What one run (a script, or a REPL entry) counts against the limits: what each run starts
/// afresh.
struct RunState {
  /// Steps charged so far.
  var steps = 0
  /// Bytes of text printed so far.
  var outputBytes = 0
  /// The lowest stack address nested blocks and calls may reach (`Limits.maxStackBytes` below
  /// where the run started, or the thread's own end, less a margin).
  var stackFloor: UInt = 0
}

extension SceneState {
  /// Runs `body` with the view and its data as two `inout` values: disjoint parts of one
  /// access to the scene (two `inout` arguments `&scene.table, &scene.data` would be two
  /// overlapping accesses to the interpreter's `scene`).
  @inline(__always)
  mutating func withTableAndData<R, E: Error>(
    _ body: (inout TableView<Value>, inout DataSource<Value>) throws(E) -> R
  ) throws(E) -> R {
    try body(&table, &data)
  }
}
