import HeadlessUIKit
import ListDiff

/// Running: a whole script or a session's entry, statement by statement, each ending its
/// run-loop turn.
extension Interpreter {

  /// Runs a whole script (a file, `-e`, standard input): parses and resolves `file`, runs it,
  /// and fails if it ends inside a `begin` that was never ended.
  ///
  /// Every parse error is reported before anything runs. A script that ends with an open batch
  /// validated none of the updates in it, so that is an assertion failure located at the
  /// unclosed `begin`.
  @discardableResult
  public func run(_ file: SourceFile) -> RunStatus {
    let status = runEntry(file)
    guard status == .success, scene.table.isInBatch, let start = program.openBatchStart else {
      return status
    }
    emit(
      .diagnostic(
        RuntimeError.batchLeftOpen.diagnostic(at: start)))
    return .assertionFailed
  }

  /// Runs one entry of a longer session (a REPL line, `.load`, `-e` before `-i`): like `run`,
  /// but a batch may stay open for the entries that follow.
  @discardableResult
  public func runEntry(_ file: SourceFile) -> RunStatus {
    uncaughtException = nil
    guard let statements = compile(file) else { return .parseError }
    if saysTurnsOfAnEntry, statements.count > 1 {
      // A REPL line's statements (`a; b`) each end a run-loop turn: said, since a scenario
      // that puts them in one turn (`turn { … }`) behaves otherwise.
      traceLine(
        .calls,
        "\(statements.count) statements: \(statements.count) run-loop turns, the view laid out after each (turn { … } runs them in one)"
      )
    }
    thisRun = RunState(stackFloor: StackBounds.floor(budget: limits.maxStackBytes))
    return execute(statements)
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
      let outcome = runTopLevel(statement, root: root)
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
  func runTopLevel(_ statement: ResolvedStmt, root: SourceFile?) -> RunStatus {
    if recorder != nil {
      let file = statement.range.file
      let line = file.location(of: statement.range.bytes.lowerBound).line
      // An included file's statements run as the scenario's own, unechoed: named by their file.
      record(
        .statement(line: line, text: file.line(line), included: file === root ? nil : file.name))
    }
    // What a failed turn left for its end is dropped: a List's scroll request, a change
    // published off the main thread that no update read.
    scene.swiftUI?.pendingScroll = nil
    scene.swiftUI?.offMain = false
    do throws(Unwind) {
      if compilesToClosures {
        try ClosureCompiler.statement(statement)(self)
      } else {
        try exec(statement)
      }
      try endTurn(at: statement.range)
      return .success
    } catch {
      flushEvents()
      switch error {
      case .failure(let failure):
        if let text = failure.error.uikitException {
          uncaughtException = text
          record(.raised(text))
          if showsUIKitTraceOnly { emit(.text("  raised: " + text + "\n")) }
        }
        emit(.diagnostic(failure.diagnostic))
        return RunStatus(failure.error.phase)
      case .returned:
        return .success
      }
    }
  }

  /// The end of a run-loop turn: the view lays itself out, then the completion blocks queued in
  /// the turn run (and the view lays out again after what they did).
  func endTurn(at range: SourceRange) throws(Unwind) {
    // Applies issued off the main queue have reached the view.
    scene.diffable?.endTurn()
    // A lazy stack lays itself out; it has no table, and no completion can be queued on it.
    if scene.lazyStack != nil {
      try layoutLazyStack(at: range)
      return
    }
    // A SwiftUI List's data changed in the turn: one update, before the layout pass.
    try updateSwiftUIList(at: range)
    do throws(TableError) {
      try scene.table.endTurn(scene.data)
    } catch {
      throw fail(.table(error), range)
    }
    flushEvents()
    guard !program.pendingCompletions.isEmpty else { return }
    try runCompletions()
    do throws(TableError) {
      try scene.table.endTurn(scene.data)
    } catch {
      throw fail(.table(error), range)
    }
    flushEvents()
  }

  /// A statement's echo in the UIKit trace: `> ` and its first line, without its indentation
  /// or trailing blanks (a program prints the same from the line `emit swift` records).
  public static func uikitTraceEcho(_ line: String) -> String {
    let text = line.drop { $0 == " " || $0 == "\t" }
    return "> " + String(text.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }

  private func echoStatement(_ statement: ResolvedStmt) {
    let file = statement.range.file
    let (first, _) = file.location(of: statement.range.bytes.lowerBound)
    if showsUIKitTraceOnly {
      // The line `emit swift --program` echoes: the statement's first line, as recorded.
      emit(.text(Self.uikitTraceEcho(file.line(first)) + "\n"))
      return
    }
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
}
