import ListDiff

/// Steps, output and stack: what every statement is charged, and where a run stops.
extension Interpreter {
  /// Counts a step; `true` when the run must stop (the step limit, or Ctrl-C).
  ///
  /// The caller builds the diagnostic with `stop(at:)`, so the hot path touches no source range.
  @inline(__always)
  func tick() -> Bool {
    thisRun.steps &+= 1
    return thisRun.steps > limits.maxSteps || thisRun.outputBytes > limits.maxOutputBytes
      || (thisRun.steps & 0x3FF == 0 && isInterrupted())
  }

  /// Hands `output` to the host, counting text against `limits.maxOutputBytes`: text past
  /// the limit is left out, and the run stops at its next step (diagnostics always pass).
  func emit(_ output: Output) {
    if case .text(let text) = output {
      thisRun.outputBytes &+= text.utf8.count
      guard thisRun.outputBytes <= limits.maxOutputBytes else { return }
    }
    self.output(output)
  }

  /// Prints a line for the statement at `range`, or stops there if it would pass the output
  /// limit.
  func printLine(_ text: String, at range: SourceRange) throws(Unwind) {
    if showsUIKitTraceOnly { return }
    guard thisRun.outputBytes + text.utf8.count < limits.maxOutputBytes else {
      thisRun.outputBytes = limits.maxOutputBytes + 1
      throw stop(at: range)
    }
    emit(.text(text + "\n"))
  }

  /// Why the run stopped at `range`.
  func stop(at range: SourceRange) -> Unwind {
    if thisRun.outputBytes > limits.maxOutputBytes {
      return fail(.outputLimit(limits.maxOutputBytes), range)
    }
    if thisRun.steps > limits.maxSteps {
      return fail(.stepLimit(limits.maxSteps), range)
    }
    return fail(.interrupted, range)
  }

  /// Stops a block or a call that would take the stack below its floor: nesting is measured,
  /// so the limit holds whatever the frames weigh (a debug build's are several times a
  /// release build's).
  @inline(__always)
  func checkStack(_ range: SourceRange) throws(Unwind) {
    if StackBounds.current() < thisRun.stackFloor {
      throw fail(.nestingTooDeep(stackBytes: limits.maxStackBytes), range)
    }
  }

}
