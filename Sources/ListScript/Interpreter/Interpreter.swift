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
  /// The profiles the run's views have had, each once, in the order they came.
  ///
  /// A view made, or a `platform` statement (which applies to the view of the moment too), adds
  /// its profile. A runner that asked for one profile reads here which ones ran.
  public private(set) var profilesUsed: [Platform] = []
  /// The profile of every view of the run whatever the scenario's `platform` lines say, when
  /// set: `emit swift` runs a scenario on each profile so, to write what a device of each iOS
  /// version is expected to do.
  public var pinnedProfile: Platform?
  /// Whether a check the model answers otherwise than the scenario states records the answer.
  ///
  /// The run then goes on where it would fail: an `assert` records the model's value, an
  /// `expect error` the text raised (or that none was). Set with `pinnedProfile`, for a
  /// profile other than the one the scenario was written for.
  public var recordsTheModelsAnswers = false
  /// Whether the run prints only what a program driving real UIKit prints too.
  ///
  /// `listsh FILE --uikit-trace`, compared with the output of `emit swift --program`'s
  /// program: each top-level statement's first line, the cells' callouts (`cellForRowAt`,
  /// `willDisplay`, `didEndDisplaying`, `prepareForReuse`) and the exceptions UIKit raised. No
  /// other trace, no `print`, `show` or report output.
  public var showsUIKitTraceOnly = false
  /// Whether top-level statements are echoed before their trace (`> statement`).
  public var echo: Bool
  /// Whether the comment lines between echoed statements are echoed too, as written, so that
  /// a scenario's explanations stand in its run (`listsh test` and `listsh FILE` turn it on).
  public var echoesComments = false
  /// Whether an entry of several statements says how they map to run-loop turns (the REPL's
  /// lines).
  public var saysTurnsOfAnEntry = false
  /// Whether a failing statement stops the run (`false` with `--keep-going`).
  public var stopsAtFirstFailure = true
  /// The limits in force.
  ///
  /// Unsafe: speed (`@exclusivity(unchecked)`, as `program`) — bench row
  /// "language: for i in 0..<1000000 { let x = i * 2 + 1 }, vs …".
  @exclusivity(unchecked) public var limits: Limits
  /// Whether top-level statements are compiled to closures before they run (`ClosureCompiler`);
  /// `false` walks the resolved tree, as the differential tests compare.
  var compilesToClosures = true

  /// The view on screen and what feeds it (a new view starts it afresh).
  var scene: SceneState
  /// The definitions, variables and pending work of the session (`reset()` starts it afresh).
  ///
  /// The hot state of a run, read and written at every step: its accesses are not checked for
  /// exclusivity at run time (a single thread runs the interpreter, and no access to it overlaps
  /// another), a check that slowed a tight loop (see docs/quality.md, "Measurements behind the
  /// code").
  ///
  /// Unsafe: speed (`@exclusivity(unchecked)`) — bench row
  /// "language: for i in 0..<1000000 { let x = i * 2 + 1 }, vs …".
  @exclusivity(unchecked) var program = ProgramState()
  /// What the current run has spent against the limits (each run starts it afresh).
  ///
  /// Unsafe: speed (`@exclusivity(unchecked)`, as `program`) — bench row
  /// "language: for i in 0..<1000000 { let x = i * 2 + 1 }, vs …".
  @exclusivity(unchecked) var thisRun = RunState()
  var defaultGeometry: TableGeometry

  /// The host's receiver of output; everything goes through `emit`, which counts it.
  let output: (Output) -> Void
  let load: (String, SourceFile?) throws -> SourceFile
  /// Reads the data file (`.json`) a statement of a file names, relative to that file.
  let readData: (String, SourceFile?) throws -> SourceFile
  let save: (String, SourceFile?, String) throws -> Void
  /// Receives each step in UIKit's terms (`listsh emit swift`); `nil` records nothing.
  public var recorder: ((RecordedStep) -> Void)?
  /// The text of the UIKit exception that stopped the last run (`NAME: reason`), or `nil` when
  /// none did: one an `expect error` caught is not counted.
  public internal(set) var uncaughtException: String?
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
    self.scene = SceneState(table: TableView<Value>(platform: platform, geometry: geometry))
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
  public var tableView: TableView<Value> { scene.table }
  /// The data source as it stands.
  public var dataSource: DataSource<Value> { scene.data }

  // MARK: - Helpers

  /// Notes that a view of the run has profile `p`.
  func noteProfile(_ p: Platform) {
    if !profilesUsed.contains(p) { profilesUsed.append(p) }
  }

  /// Makes `view` the view of the session (`table`, `collection`): its data source is empty
  /// and not diffable, and one fetched-results controller feeds it (the consumer, a setting of
  /// the app's code, carries over).
  func makeView(_ view: TableView<Value>) {
    scene = SceneState(table: view)
  }

  /// Forgets everything the session defined and shows a new, empty view: the REPL's `.reset`.
  ///
  /// The view has the starting profile and geometry; the settings (trace, echo, limits,
  /// profile) stay.
  public func reset() {
    scene = SceneState(table: TableView<Value>(platform: platform, geometry: defaultGeometry))
    program = ProgramState()
    thisRun = RunState()
  }

  func fail(_ error: RuntimeError, _ range: SourceRange) -> Unwind {
    // A List's row that asks for an item the data lost is SwiftUI's code trapping, not a
    // data source's.
    if case .table(let e) = error, let trap = swiftUIRowTrap(e) {
      return .failure(Located(error: trap, range: range))
    }
    return .failure(Located(error: error, range: range))
  }

  /// Writes a trace line if the level is on.
  func traceLine(_ level: TraceLevel, _ text: String) {
    guard trace >= level, level > .off, !showsUIKitTraceOnly else { return }
    emit(.text("  " + text + "\n"))
  }

  /// Writes the table's recorded events at their trace levels; how many there were.
  ///
  /// The model's other work (text measured to fit heights) is added to the steps here, already
  /// done: the run stops at its next step if that passed the limit.
  @discardableResult
  func flushEvents() -> Int {
    let events = scene.table.takeEvents()
    let noun = scene.table.kind.noun
    for event in events {
      if showsUIKitTraceOnly {
        if let line = Trace.uikitTraceLine(event, noun) { emit(.text("  " + line + "\n")) }
      } else {
        traceLine(Trace.level(event), event.description(noun))
      }
    }
    let (total, overflow) = thisRun.steps.addingReportingOverflow(scene.table.takeWork())
    thisRun.steps = overflow ? Int.max : total
    // A List that has just appeared read the data as it is: its coordinator starts there.
    if scene.swiftUI != nil, scene.swiftUI?.coordinator == nil { listAppeared() }
    return events.count
  }
}
