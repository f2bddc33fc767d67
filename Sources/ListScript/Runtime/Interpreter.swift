import HeadlessUIKit
import ListDiff

/// Runs ListScript: parses and resolves a source, then executes it statement by statement
/// against a data source and a headless table, writing what happens through `emit`.
///
/// The interpreter does no I/O of its own: output goes to `emit`, `include` reads through
/// `load`, and a host's Ctrl-C arrives through `isInterrupted`.
public final class Interpreter {
  /// How much of what the table does is traced.
  public var trace: TraceLevel
  /// The behaviour profile of tables this session creates.
  public var platform: Platform
  /// Whether a `platform` statement chose the profile: from then on a new view's trace names
  /// it; before, the run's starting profile is left unsaid, so that a scenario's transcript is
  /// the same on every profile its behaviour does not depend on.
  var platformChosen = false
  /// Whether top-level statements are echoed before their trace (`> statement`).
  public var echo: Bool
  /// The pictures `show svg FILE before` kept, by file, for the next `show svg FILE`.
  var picturesBefore: [String: TablePicture.Panel] = [:]
  /// Whether the comment lines between echoed statements are echoed too, as written, so that
  /// a scenario's explanations stand in its run (`listsh test` and `listsh FILE` turn it on).
  public var echoesComments = false
  /// Whether an entry of several statements says how they map to run-loop turns (the REPL's
  /// lines).
  public var saysTurnsOfAnEntry = false
  /// Whether a failing statement stops the run (`false` with `--keep-going`).
  public var stopsAtFirstFailure = true
  /// The limits in force.
  @exclusivity(unchecked) public var limits: Limits
  /// Whether top-level statements are compiled to closures before they run (`ClosureCompiler`);
  /// `false` walks the resolved tree, as the differential tests compare.
  var compilesToClosures = true

  /// What the view's cells are configured from: the app's data, or for a diffable view what
  /// its cell provider sees.
  var data = DataSource<Value>()
  var table: TableView<Value>
  /// The view's diffable data source, after `diffable`.
  var diffable: DiffableDataSource<Value>?
  var defaultGeometry: TableGeometry
  var resolver = Resolver()
  // The hot state of a run, read and written at every step: its accesses are not checked for
  // exclusivity at run time (a single thread runs the interpreter, and no access to them
  // overlaps another), which measured a quarter of a tight loop's time.
  @exclusivity(unchecked) var globals: [Value?] = []
  /// Every frame's slots, the top-level frame first; `base` is where the current one starts.
  @exclusivity(unchecked) var stack: [Value] = []
  @exclusivity(unchecked) var base = 0
  /// Procedure calls in progress.
  @exclusivity(unchecked) var callDepth = 0
  /// The lowest stack address nested blocks and calls may reach (`Limits.maxStackBytes` below
  /// where the run started, or the thread's own end, less a margin).
  @exclusivity(unchecked) var stackFloor: UInt = 0
  @exclusivity(unchecked) var steps = 0
  /// Procedures compiled to closures at their first call through compiled code, by their
  /// index in the resolver's table; emptied whenever the table may have changed.
  @exclusivity(unchecked) var procedureCode: [ProcedureCode?] = []
  var lastError: Value = .nil
  /// Completion blocks of batches, waiting for the end of the run-loop turn.
  var pendingCompletions: [PendingCompletion] = []
  /// Where the outermost `begin` of the open batch was typed, for the end-of-input check.
  var openBatchStart: SourceRange?
  /// How the app's fetched-results delegate turns reports into calls (`fetched consumer`).
  var fetchedConsumer = FetchedResultsConsumer.textbook
  /// The fetched-results controllers feeding the view, once `fetched controller N` names one:
  /// each one's number of sections, in the view's order (controller 1's first); empty while a
  /// single controller feeds the whole view.
  var controllerSections: [Int] = []
  /// The controller `fetched …` addresses (1-based), and whether the delegate adds the sections
  /// of the controllers before it to the paths that controller reports.
  var fetchedController = 1
  var offsetsSections = true
  /// The outline's disclosure handlers (`sectionSnapshotHandlers`) of the view's data source.
  var outlineHandlers: [OutlineHandler: HandlerBody<[ResolvedStmt]>] = [:]
  /// How the app's photo-library observer applies change details (`photos consumer`).
  var photosConsumer = PhotoLibraryConsumer.sample

  /// The host's receiver of output; everything goes through `emit`, which counts it.
  let output: (Output) -> Void
  /// Bytes of text the current run has printed.
  @exclusivity(unchecked) var outputBytes = 0
  let load: (String, SourceFile?) throws -> SourceFile
  /// Reads the data file (`.json`) a statement of a file names, relative to that file.
  let readData: (String, SourceFile?) throws -> SourceFile
  let save: (String, SourceFile?, String) throws -> Void
  /// Receives each step in UIKit's terms (`listsh emit swift`); `nil` records nothing.
  public var recorder: ((RecordedStep) -> Void)?
  let isInterrupted: () -> Bool

  /// Creates an interpreter.
  ///
  /// - Parameters:
  ///   - platform: the profile of new tables.
  ///   - trace: how much to trace.
  ///   - geometry: the default viewport of `table`.
  ///   - echo: whether to echo top-level statements.
  ///   - limits: the bounds on work, depth and output that stop a run.
  ///   - emit: receives the output, in order.
  ///   - load: reads the file that `include` names, relative to the including file.
  ///   - readData: reads the data file that `data from` or `update to from` names, relative
  ///     to the file of the statement that names it.
  ///   - save: writes the file that `show svg` names (relative to the file of the statement
  ///     that names it) with the given text.
  ///   - isInterrupted: polled between statements; `true` stops the run (Ctrl-C).
  public init(
    platform: Platform = .ios15, trace: TraceLevel = .calls,
    geometry: TableGeometry = TableGeometry(), echo: Bool = true,
    limits: Limits = Limits(),
    emit: @escaping (Output) -> Void,
    load: @escaping (String, SourceFile?) throws -> SourceFile = { path, _ in
      throw LoadError(message: "cannot read '\(path)': this host reads no files")
    },
    readData: @escaping (String, SourceFile?) throws -> SourceFile = { path, _ in
      throw LoadError(message: "cannot read '\(path)': this host reads no files")
    },
    save: @escaping (String, SourceFile?, String) throws -> Void = { path, _, _ in
      throw LoadError(message: "cannot write '\(path)': this host writes no files")
    },
    isInterrupted: @escaping () -> Bool = { false }
  ) {
    self.platform = platform
    self.trace = trace
    self.echo = echo
    self.limits = limits
    self.defaultGeometry = geometry
    self.table = TableView<Value>(platform: platform, geometry: geometry)
    self.output = emit
    self.load = load
    self.readData = readData
    self.save = save
    self.isInterrupted = isInterrupted
  }

  /// An error a loader reports for `include`.
  public struct LoadError: Error, Sendable {
    /// Why the file could not be read or written, as the diagnostic reports it.
    public var message: String
    /// An error with this message.
    public init(message: String) { self.message = message }
  }

  /// The table as it stands.
  public var tableView: TableView<Value> { table }
  /// The data source as it stands.
  public var dataSource: DataSource<Value> { data }

  // MARK: - Helpers

  /// Makes `view` the view of the session (`table`, `collection`): its data source is empty
  /// and not diffable, and one fetched-results controller feeds it (the consumer, a setting of
  /// the app's code, carries over).
  func makeView(_ view: TableView<Value>) {
    data = DataSource<Value>()
    diffable = nil
    table = view
    controllerSections = []
    fetchedController = 1
    offsetsSections = true
    outlineHandlers = [:]
  }

  func fail(_ error: RuntimeError, _ range: SourceRange) -> Unwind {
    .failure(Located(error: error, range: range))
  }

  /// Writes a trace line if the level is on.
  func traceLine(_ level: TraceLevel, _ text: String) {
    guard trace >= level, level > .off else { return }
    emit(.text("  " + text + "\n"))
  }

  /// Writes the table's recorded events at their trace levels; how many there were.
  ///
  /// The model's other work (text measured to fit heights) is added to the steps here, already
  /// done: the run stops at its next step if that passed the limit.
  @discardableResult
  func flushEvents() -> Int {
    let events = table.takeEvents()
    let noun = table.kind.noun
    for event in events { traceLine(Trace.level(event), event.description(noun)) }
    let (total, overflow) = steps.addingReportingOverflow(table.takeWork())
    steps = overflow ? Int.max : total
    return events.count
  }
}

extension Value {
  /// A record iterates as its `[name, value]` pairs.
  var recordFieldsAsList: [Value]? {
    guard case .record(let r) = self else { return nil }
    return r.fields.map { .list([.string($0.name), $0.value]) }
  }
}
