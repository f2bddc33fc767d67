import ListDiff

extension Interpreter {

  /// Non-local exits: a `return`, or a failure carrying its diagnostic.
  enum Unwind: Error {
    case returned(Value)
    case failure(Located<RuntimeError>)
  }

  /// A bare expression's value shown (a procedure call's only if it returns one).
  func show(_ value: Value, _ range: SourceRange) throws(Unwind) {
    if case .nil = value { return }
    guard let text = value.description(limit: limits.maxStringBytes) else {
      throw tooLong(range)
    }
    try charge(text.utf8.count / Self.bytesPerStep, at: range)
    try printLine(text, at: range)
  }

  func execBlock(_ statements: [ResolvedStmt]) throws(Unwind) {
    for statement in statements { try exec(statement) }
  }

  func exec(_ s: ResolvedStmt) throws(Unwind) {
    if tick() { throw stop(at: s.range) }
    switch s.kind {
    case .ifElse, .forIn, .repeatTimes, .whileLoop, .block, .turn, .expectError, .command:
      try checkStack(s.range)
    case .expression, .store, .returnValue, .print, .assert: break
    }
    switch s.kind {
    case .expression(let e): try show(try eval(e), e.range)
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
    case .turn(let body):
      note(.turn(statements: body.count))
      try execBlock(body)
    case .print(let values):
      var text = ""
      do throws(Unwind) {
        for (k, e) in values.enumerated() {
          if k > 0 { text += " " }
          text += try plain(try eval(e), room: limits.maxStringBytes - text.utf8.count, e.range)
        }
      } catch {
        // On a profile the scenario was not written for, what it prints may not exist there
        // (a prepared cell before iOS 15): a print checks nothing, so the run goes on.
        guard recordsTheModelsAnswers, case .failure(let failure) = error,
          failure.error.phase == .runtime, failure.error.uikitException == nil
        else { throw error }
        return
      }
      try printLine(text, at: s.range)
    case .assert(let e): try assertion(e, s.range)
    case .expectError(let text, let body): try expectError(text, body, s.range)
    case .command(let c): try command(c, s.range)
    }
  }
}
