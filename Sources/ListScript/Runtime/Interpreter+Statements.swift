import ListDiff

extension Interpreter {

  /// Non-local exits: a `return`, or a failure carrying its diagnostic.
  enum Unwind: Error {
    case returned(Value)
    case failure(Located<RuntimeError>)
  }

  /// Counts a step; `true` when the run must stop (the step limit, or Ctrl-C).
  ///
  /// The caller builds the diagnostic with `stop(at:)`, so the hot path touches no source range.
  @inline(__always)
  func tick() -> Bool {
    steps &+= 1
    return steps > limits.maxSteps || outputBytes > limits.maxOutputBytes
      || (steps & 0x3FF == 0 && isInterrupted())
  }

  /// Hands `output` to the host, counting text against `limits.maxOutputBytes`: text past
  /// the limit is left out, and the run stops at its next step (diagnostics always pass).
  func emit(_ output: Output) {
    if case .text(let text) = output {
      outputBytes &+= text.utf8.count
      guard outputBytes <= limits.maxOutputBytes else { return }
    }
    self.output(output)
  }

  /// Prints a line for the statement at `range`, or stops there if it would pass the output
  /// limit.
  func printLine(_ text: String, at range: SourceRange) throws(Unwind) {
    guard outputBytes + text.utf8.count < limits.maxOutputBytes else {
      outputBytes = limits.maxOutputBytes + 1
      throw stop(at: range)
    }
    emit(.text(text + "\n"))
  }

  /// Why the run stopped at `range`.
  func stop(at range: SourceRange) -> Unwind {
    if outputBytes > limits.maxOutputBytes {
      return fail(.outputLimit(limits.maxOutputBytes), range)
    }
    if steps > limits.maxSteps {
      return fail(.stepLimit(limits.maxSteps), range)
    }
    return fail(.interrupted, range)
  }

  /// Stops a block or a call that would take the stack below its floor: nesting is measured,
  /// so the limit holds whatever the frames weigh (a debug build's are several times a
  /// release build's).
  @inline(__always)
  func checkStack(_ range: SourceRange) throws(Unwind) {
    if StackBounds.current() < stackFloor {
      throw fail(.nestingTooDeep(stackBytes: limits.maxStackBytes), range)
    }
  }

  func execBlock(_ statements: [ResolvedStmt]) throws(Unwind) {
    for statement in statements { try exec(statement) }
  }

  func exec(_ s: ResolvedStmt) throws(Unwind) {
    if tick() { throw stop(at: s.range) }
    switch s.kind {
    case .ifElse, .forIn, .repeatTimes, .whileLoop, .block, .expectError, .command:
      try checkStack(s.range)
    case .expression, .store, .returnValue, .print, .assert: break
    }
    switch s.kind {
    case .expression(let e):
      // A bare expression shows its value (a procedure call's only if it returns one).
      let value = try eval(e)
      if case .nil = value { return }
      guard let text = value.description(limit: limits.maxStringBytes) else {
        throw tooLong(e.range)
      }
      try charge(text.utf8.count / Self.bytesPerStep, at: e.range)
      try printLine(text, at: e.range)
    case .store(let slot, let indexes, let e):
      if indexes.isEmpty, try appendInPlace(slot, e) { return }
      let value = try eval(e)
      if indexes.isEmpty {
        store(slot, value)
      } else {
        try storeElement(slot, indexes, value)
      }
    case .ifElse(let branches, let otherwise):
      for (condition, body) in branches where try truth(condition) {
        try execBlock(body)
        return
      }
      if let otherwise { try execBlock(otherwise) }
    case .forIn(let slot, let sequence, let body):
      let value = try eval(sequence)
      if case .range(let range) = value {
        // A range is walked without building its list.
        for k in 0..<range.count {
          if tick() { throw stop(at: s.range) }
          store(slot, .int(range.lowerBound &+ k))
          try execBlock(body)
        }
        return
      }
      guard let items = value.listElements ?? (value.recordFieldsAsList) else {
        throw fail(.forNeedsSequence(value), sequence.range)
      }
      for item in items {
        if tick() { throw stop(at: s.range) }
        store(slot, item)
        try execBlock(body)
      }
    case .repeatTimes(let count, let body):
      let n = try int(count)
      for _ in 0..<max(0, n) {
        if tick() { throw stop(at: s.range) }
        try execBlock(body)
      }
    case .whileLoop(let condition, let body):
      while try truth(condition) {
        if tick() { throw stop(at: s.range) }
        try execBlock(body)
      }
    case .returnValue(let e):
      throw .returned(try e.map { e throws(Unwind) in try eval(e) } ?? .nil)
    case .block(let body): try execBlock(body)
    case .print(let values):
      var text = ""
      for (k, e) in values.enumerated() {
        if k > 0 { text += " " }
        text += try plain(try eval(e), room: limits.maxStringBytes - text.utf8.count, e.range)
      }
      try printLine(text, at: s.range)
    case .assert(let e): try assertion(e, s.range)
    case .expectError(let text, let body): try expectError(text, body, s.range)
    case .command(let c): try command(c, s.range)
    }
  }

  /// `xs = xs + ys` on a list, appended in place.
  ///
  /// It costs a step per element appended rather than a copy of the whole list (the step limit
  /// charges copies). `false` when the statement has another shape or `xs` holds no list.
  func appendInPlace(_ slot: Slot, _ e: ResolvedExpr) throws(Unwind) -> Bool {
    guard case .binary(.add, let lhs, let rhs, let r) = e else { return false }
    switch (slot, lhs) {
    case (.local(let a), .local(let b, _)) where a == b: break
    case (.global(let a), .global(let b, _, _)) where a == b: break
    default: return false
    }
    guard case .list(var items) = load(slot) else { return false }
    let tail = try eval(rhs)
    switch tail {
    case .list, .range:
      // Appending adds no level: the list nests as deeply as the deeper of the two.
      let more: Value.List
      if case .list(let list) = tail {
        more = list
      } else {
        more = Value.List(try elements(tail, r))
      }
      if items.count + more.count > limits.maxListCount { throw tooLong(r) }
      try charge(more.count, at: r)
      // Drop the slot's reference first, so that the array is unique and grows in place.
      store(slot, .nil)
      items.append(contentsOf: more)
      store(slot, .list(items))
    default:
      // Not a list on the right: the operator decides (an error, or a string), once.
      store(slot, try binary(.add, .list(items), tail, r))
    }
    return true
  }

  func store(_ slot: Slot, _ value: Value) {
    switch slot {
    case .global(let i): globals[i] = value
    case .local(let i): stack[base + i] = value
    }
  }

  func load(_ slot: Slot) -> Value {
    switch slot {
    case .global(let i): globals[i] ?? .nil
    case .local(let i): stack[base + i]
    }
  }

  /// `x[i][j] = value`: the indexes are evaluated first (they may read `x`), then the variable's
  /// value is taken out of its slot, so that its storage is unique and the write happens in
  /// place, and put back whatever happens.
  func storeElement(_ slot: Slot, _ indexes: [ResolvedExpr], _ value: Value) throws(Unwind) {
    var keys: [(Value, SourceRange)] = []
    for index in indexes { keys.append((try eval(index), index.range)) }
    if value.nestingDepth + keys.count > limits.maxValueDepth, let last = indexes.last {
      throw fail(.nestedTooDeeply(limits.maxValueDepth), last.range)
    }
    var current = load(slot)
    store(slot, .nil)
    defer { store(slot, current) }
    try assign(&current, keys[...], value)
  }

  /// Writes `value` at the path `keys` inside `target`; on an error, `target` is as it was.
  func assign(_ target: inout Value, _ keys: ArraySlice<(Value, SourceRange)>, _ value: Value)
    throws(Unwind)
  {
    guard let (key, range) = keys.first else {
      target = value
      return
    }
    switch (target, key) {
    case (.list(let items), .int(let i)):
      guard i >= 0, i < items.count else {
        throw fail(.indexOutOfRange(i, count: items.count, container: "list"), range)
      }
      // Taken out, so that neither the list nor the element is shared while it is written.
      var list = items
      target = .nil
      var element = list[i]
      list.replace(at: i, with: .nil)
      defer {
        list.replace(at: i, with: element)
        target = .list(list)
      }
      try assign(&element, keys.dropFirst(), value)
    case (.record(let record), .string(let name)):
      // The field is found by reading the fields in order, as a lookup is.
      try charge(record.fields.count / 4, at: range)
      var written = record
      target = .nil
      defer { target = .record(written) }
      try written.update(name) { (field: inout Value) throws(Unwind) in
        try assign(&field, keys.dropFirst(), value)
      }
    default:
      throw fail(.cannotAssignInto(target, index: key), range)
    }
  }

  func assertion(_ e: ResolvedExpr, _ range: SourceRange) throws(Unwind) {
    if case .binary(let op, let lhs, let rhs, _) = e, op.isComparison {
      let a = try eval(lhs)
      let b = try eval(rhs)
      if recorder != nil {
        // The emitted table takes the items' heights: with fitted, cached or estimated heights
        // (FDTemplateLayoutCell's world) no geometry check would mean the same there.
        if op == .equal, case .query(let q, let args, _) = lhs, table.heights.isPlain {
          var values: [Value] = []
          for arg in args { values.append(try eval(arg)) }
          if q == .cell, let arg = args.first, let value = values.first,
            let path = try? indexPath(value, arg.range)
          {
            record(.expectCell(path, field: nil, b))
          } else {
            record(.expect(q.rawValue, values, b))
          }
        } else if op == .equal, let (path, field) = try cellField(lhs) {
          record(.expectCell(path, field: field, b))
        } else {
          record(.unmapped("assert " + range.file.text(e.range.bytes)))
        }
      }
      if try truth(.binary(op, .literal(a, lhs.range), .literal(b, rhs.range), e.range)) { return }
      throw fail(
        .assertionFailed(
          range.file.text(e.range.bytes),
          notes: [Self.side("left: ", lhs, a), Self.side("right:", rhs, b)]), e.range)
    }
    // `assert cell(P).hidden`: the field is expected true.
    if recorder != nil, let (path, field) = try cellField(e) {
      record(.expectCell(path, field: field, .bool(true)))
    } else {
      record(.unmapped("assert " + range.file.text(e.range.bytes)))
    }
    let value = try eval(e)
    guard case .bool(let ok) = value else {
      throw fail(.assertNotBoolean(value), e.range)
    }
    if !ok {
      throw fail(.assertionFailed(range.file.text(e.range.bytes), notes: []), e.range)
    }
  }

  /// The row and the field of `cell(P).field`, for `emit swift`; `nil` for another expression.
  func cellField(_ e: ResolvedExpr) throws(Unwind) -> (ListIndexPath, String)? {
    guard case .member(.query(.cell, let args, _), let field, _) = e, let arg = args.first,
      table.heights.isPlain
    else { return nil }
    return (try indexPath(try eval(arg), arg.range), field)
  }

  /// `left:  visible is [1, 2]`, or just the value when the source already says it.
  static func side(_ label: String, _ e: ResolvedExpr, _ value: Value) -> String {
    let text = e.range.file.text(e.range.bytes)
    return value.description(limit: text.utf8.count) == text
      ? "\(label) \(text)" : "\(label) \(text) is \(value.abbreviated)"
  }

  func expectError(_ textExpr: ResolvedExpr, _ body: [ResolvedStmt], _ range: SourceRange)
    throws(Unwind)
  {
    let expected = try eval(textExpr).plain
    record(.expectErrorBegin(expected))
    defer { record(.expectErrorEnd) }
    let savedTable = table
    // Only the frame's bounds are kept, not a copy of the stack: a copy kept at each of a
    // thousand nested `expect error` blocks made every call below them copy the whole stack.
    // Calls the error left unwound their frames already; the variables keep what the block
    // assigned, as they would in Swift.
    let (savedCount, savedBase, savedDepth) = (stack.count, base, callDepth)
    do throws(Unwind) {
      try execBlock(body)
    } catch {
      guard case .failure(let failure) = error, failure.error.phase == .runtime else { throw error }
      table = savedTable
      if stack.count > savedCount { stack.removeSubrange(savedCount...) }
      (base, callDepth) = (savedBase, savedDepth)
      _ = table.takeEvents()
      let message = failure.error.message
      guard message.contains(expected) else {
        throw fail(.wrongError(expected: expected, got: message), range)
      }
      lastError = .string(message)
      note(.expectedError(message))
      return
    }
    flushEvents()
    throw fail(.noError(expected: expected), range)
  }
}
