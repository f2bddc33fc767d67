import HeadlessUIKit
import ListDiff

/// What the interpreter writes: text for standard output, diagnostics for standard error.
///
/// A transcript interleaves both in order.
public enum Output: Sendable, Equatable {
  case text(String)
  case diagnostic(Diagnostic)
}

/// How a run ended, which decides `listsh`'s exit code.
public enum RunStatus: Sendable, Equatable {
  /// Everything ran.
  case success
  /// A syntax or name error: nothing ran (exit 65).
  case parseError
  /// An assertion or `expect error` failed (exit 1).
  case assertionFailed
  /// A runtime error, a UIKit exception included (exit 70).
  case runtimeError
  /// A file could not be read (exit 66).
  case inputError
  /// Ctrl-C or a limit stopped the run (exit 70).
  case interrupted

  /// The exit code `listsh` uses for this status.
  public var exitCode: Int32 {
    switch self {
    case .success: 0
    case .assertionFailed: 1
    case .parseError: 65
    case .inputError: 66
    case .runtimeError, .interrupted: 70
    }
  }

  /// The more serious of two statuses.
  func worse(_ other: RunStatus) -> RunStatus {
    let order: [RunStatus] = [
      .success, .assertionFailed, .runtimeError, .interrupted, .inputError, .parseError,
    ]
    let a = order.firstIndex(of: self) ?? 0
    let b = order.firstIndex(of: other) ?? 0
    return a >= b ? self : other
  }
}

/// Limits that keep a script from running away.
public struct Limits: Sendable {
  /// Statements and loop iterations a run may execute.
  public var maxSteps = 10_000_000
  /// Nested procedure calls.
  public var maxCallDepth = 1_000
  /// Elements of a list (or a range turned into one).
  public var maxListCount = 10_000_000
  /// Bytes of a string.
  public var maxStringBytes = 16_000_000
  /// Bytes of source a run reads: the script with every file it includes (its parsed form
  /// takes about 40 times as much memory).
  public var maxSourceBytes = 8_000_000
  /// Bytes of text a run prints, trace lines included.
  public var maxOutputBytes = 64_000_000
  /// Levels that values nest (lists and records inside one another), so that everything that
  /// walks a value — printing, comparing, hashing, freeing — recurses a bounded number of times.
  public var maxValueDepth = 1_000
  /// Bytes of stack that nested blocks and calls may use (measured, not counted), within the
  /// thread's own: deeper nesting is an error at the block or call that crosses it.
  public var maxStackBytes = 256_000_000
  public init() {}
}

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
  /// Whether top-level statements are echoed before their trace (`> statement`).
  public var echo: Bool
  /// The pictures `show svg FILE before` kept, by file, for the next `show svg FILE`.
  var picturesBefore: [String: TablePicture.Panel] = [:]
  /// Whether the comment lines between echoed statements are echoed too, as written, so that
  /// a scenario's explanations stand in its run (`listsh test` and `listsh FILE` turn it on).
  public var echoesComments = false
  /// Whether a failing statement stops the run (`false` with `--keep-going`).
  public var stopsAtFirstFailure = true
  /// The limits in force.
  public var limits: Limits

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
  var lastError: Value = .nil
  /// Completion blocks of batches, waiting for the end of the run-loop turn.
  var pendingCompletions: [PendingCompletion] = []
  /// Where the outermost `begin` of the open batch was typed, for the end-of-input check.
  var openBatchStart: SourceRange?

  /// The host's receiver of output; everything goes through `emit`, which counts it.
  let output: (Output) -> Void
  /// Bytes of text the current run has printed.
  var outputBytes = 0
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
    public var message: String
    public init(message: String) { self.message = message }
  }

  /// The table as it stands.
  public var tableView: TableView<Value> { table }
  /// The data source as it stands.
  public var dataSource: DataSource<Value> { data }

  // MARK: - Running

  /// Runs a whole script (a file, `-e`, standard input): parses and resolves `file`, runs it,
  /// and fails if it ends inside a `begin` that was never ended.
  ///
  /// Every parse error is reported before anything runs. A script that ends with an open batch
  /// validated none of the updates in it, so that is an assertion failure located at the
  /// unclosed `begin`.
  @discardableResult
  public func run(_ file: SourceFile) -> RunStatus {
    let status = runEntry(file)
    guard status == .success, table.isInBatch, let start = openBatchStart else { return status }
    emit(
      .diagnostic(
        RuntimeError.batchLeftOpen.diagnostic(at: start)))
    return .assertionFailed
  }

  /// Runs one entry of a longer session (a REPL line, `.load`, `-e` before `-i`): like `run`,
  /// but a batch may stay open for the entries that follow.
  @discardableResult
  public func runEntry(_ file: SourceFile) -> RunStatus {
    guard let statements = compile(file) else { return .parseError }
    steps = 0
    outputBytes = 0
    stackFloor = StackBounds.floor(budget: limits.maxStackBytes)
    return execute(statements)
  }

  /// Parses and resolves, reporting every error; `nil` if there was any.
  func compile(_ file: SourceFile) -> [ResolvedStmt]? {
    if file.bytes.count > limits.maxSourceBytes {
      let error = Located(
        error: SyntaxError.sourceTooLarge(limitBytes: limits.maxSourceBytes),
        range: SourceRange(file: file, bytes: 0..<0))
      emit(.diagnostic(error.diagnostic))
      return nil
    }
    if let bad = file.invalidUTF8Offset {
      let error = Located(
        error: SyntaxError.invalidUTF8(file.bytes[bad]),
        range: SourceRange(file: file, bytes: bad..<bad + 1))
      emit(.diagnostic(error.diagnostic))
      return nil
    }
    var parser = Parser(file: file)
    var includeErrors: [Located<SyntaxError>] = []
    var budget = IncludeBudget(maxBytes: limits.maxSourceBytes, bytes: file.bytes.count)
    let parsed = expandIncludes(
      parser.parseScript(), from: file, chain: [file], budget: &budget, errors: &includeErrors)
    var errors = (parser.syntaxErrors + includeErrors).map(\.diagnostic)
    var resolver = self.resolver
    // Names are resolved only in a script that parses: a broken statement would only add
    // cascading "undefined name" reports.
    let resolved = errors.isEmpty ? resolver.resolve(parsed) : []
    errors += resolver.errors
    guard errors.isEmpty else {
      let sorted = errors.sorted {
        ($0.range?.bytes.lowerBound ?? 0) < ($1.range?.bytes.lowerBound ?? 0)
      }
      for error in sorted.prefix(Parser.errorLimit) { emit(.diagnostic(error)) }
      if sorted.count >= Parser.errorLimit {
        emit(
          .diagnostic(
            Diagnostic(
              .parse, "too many errors: the first \(Parser.errorLimit) are shown", at: nil,
              notes: ["fix these, and the rest may go with them"])))
      }
      return nil
    }
    self.resolver = resolver
    if globals.count < resolver.globalNames.count {
      globals += Array(repeating: nil, count: resolver.globalNames.count - globals.count)
    }
    if stack.count < resolver.mainFrameSize {
      stack += Array(repeating: .nil, count: resolver.mainFrameSize - stack.count)
    }
    return resolved
  }

  /// What a script's includes may cost: inclusions (a file included twice counts twice) and
  /// bytes read, the including script's own counted.
  struct IncludeBudget {
    static let maxInclusions = 1_000
    var maxBytes: Int
    var bytes: Int
    var inclusions = 0
  }

  /// Replaces each top-level `include "path"` by the statements of that file, parsed with
  /// the rest, so that its procedures and variables are known before anything runs.
  func expandIncludes(
    _ statements: [Stmt], from file: SourceFile, chain: [SourceFile],
    budget: inout IncludeBudget, errors: inout [Located<SyntaxError>]
  ) -> [Stmt] {
    var result: [Stmt] = []
    for statement in statements {
      guard case .include(let pathExpr) = statement.kind else {
        result.append(statement)
        continue
      }
      guard case .literal(.string(let path), _) = pathExpr else {
        errors.append(Located(error: .includeNeedsLiteral, range: pathExpr.range))
        continue
      }
      budget.inclusions += 1
      guard budget.inclusions <= IncludeBudget.maxInclusions else {
        errors.append(
          Located(
            error: .tooManyInclusions(limit: IncludeBudget.maxInclusions), range: pathExpr.range))
        return result
      }
      let included: SourceFile
      do {
        included = try load(path, file)
      } catch let error as LoadError {
        errors.append(Located(error: .includeUnreadable(error.message), range: pathExpr.range))
        continue
      } catch {
        errors.append(
          Located(
            error: .includeUnreadable("cannot include '\(path)': \(error)"), range: pathExpr.range))
        continue
      }
      if chain.contains(where: { $0.path == included.path }) {
        let names = (chain + [included]).map(\.name)
        errors.append(
          Located(error: .includesItself(path, chain: names), range: pathExpr.range))
        continue
      }
      budget.bytes += included.bytes.count
      guard budget.bytes <= budget.maxBytes else {
        errors.append(
          Located(error: .sourceTooLarge(limitBytes: budget.maxBytes), range: pathExpr.range))
        return result
      }
      var parser = Parser(file: included)
      let inner = parser.parseScript()
      errors += parser.syntaxErrors
      // The include itself stays as a statement that does nothing, so that it is echoed.
      result.append(Stmt(kind: .block([]), range: statement.range))
      result += expandIncludes(
        inner, from: included, chain: chain + [included], budget: &budget, errors: &errors)
    }
    return result
  }

  /// Runs top-level statements: each one echoed, executed, then the run-loop turn ends (the
  /// table appears and lays out) and the trace is written.
  func execute(_ statements: [ResolvedStmt]) -> RunStatus {
    var status = RunStatus.success
    let root = statements.first?.range.file
    var echoedLines = 0
    for statement in statements {
      // Statements of included files run without being echoed.
      if echo, let root, statement.range.file === root {
        let (first, _) = root.location(of: statement.range.bytes.lowerBound)
        // Statements may share a line (`a; b`): then no line lies between them.
        echoComments(root, lines: echoedLines + 1..<max(first, echoedLines + 1))
        echoStatement(statement)
        echoedLines =
          root.location(
            of: max(statement.range.bytes.lowerBound, statement.range.bytes.upperBound - 1)
          ).line
      }
      let outcome = runTopLevel(statement)
      status = status.worse(outcome)
      if outcome != .success, stopsAtFirstFailure || outcome == .interrupted { return status }
    }
    if echo, let root {
      echoComments(root, lines: echoedLines + 1..<max(root.lineCount + 1, echoedLines + 1))
    }
    return status
  }

  /// The comment lines among `lines` of `file`, as written (not the `#!` line, nor
  /// `# listsh-test:` directives, which speak to the test runner).
  private func echoComments(_ file: SourceFile, lines: Range<Int>) {
    guard echoesComments, !lines.isEmpty else { return }
    var text = ""
    for number in lines {
      let line = file.line(number)
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("#") || trimmed.hasPrefix("//") else { continue }
      if trimmed.hasPrefix("#!") || trimmed.hasPrefix("# listsh-test:") { continue }
      text += line + "\n"
    }
    if !text.isEmpty { emit(.text(text)) }
  }

  /// One top-level statement and the end of its run-loop turn.
  func runTopLevel(_ statement: ResolvedStmt) -> RunStatus {
    do throws(Unwind) {
      try exec(statement)
      try endTurn(at: statement.range)
      return .success
    } catch {
      flushEvents()
      switch error {
      case .failure(let failure):
        emit(.diagnostic(failure.diagnostic))
        switch failure.error.phase {
        case .assertion: return .assertionFailed
        case .interrupted: return .interrupted
        case .input: return .inputError
        case .parse: return .parseError
        case .runtime: return .runtimeError
        }
      case .returned:
        return .success
      }
    }
  }

  /// The end of a run-loop turn: the view lays itself out, then the completion blocks queued in
  /// the turn run (and the view lays out again after what they did).
  func endTurn(at range: SourceRange) throws(Unwind) {
    do throws(TableError) {
      try table.endTurn(data)
    } catch {
      throw fail(.table(error), range)
    }
    flushEvents()
    guard !pendingCompletions.isEmpty else { return }
    try runCompletions()
    do throws(TableError) {
      try table.endTurn(data)
    } catch {
      throw fail(.table(error), range)
    }
    flushEvents()
  }

  private func echoStatement(_ statement: ResolvedStmt) {
    let file = statement.range.file
    let (first, _) = file.location(of: statement.range.bytes.lowerBound)
    let (last, _) = file.location(
      of: max(statement.range.bytes.lowerBound, statement.range.bytes.upperBound - 1))
    var lines: [String] = []
    for number in first...max(first, last) {
      var text = file.line(number)
      if number == first {
        let (_, column) = file.location(of: statement.range.bytes.lowerBound)
        text = String(text.dropFirst(column - 1))
      }
      lines.append((number == first ? "> " : "  ") + text)
    }
    emit(.text(lines.joined(separator: "\n") + "\n"))
  }

  // MARK: - Helpers

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
