import ListDiff

/// Assertions and `expect error`: what a scenario checks, and what `emit swift` records of it.
extension Interpreter {
  func assertion(_ e: ResolvedExpr, _ range: SourceRange) throws(Unwind) {
    // On a profile the scenario was not written for, a check of a cell that profile does not
    // have (a prepared cell before iOS 15) states the model's answer: no cell there.
    if recordsTheModelsAnswers, let path = try absentCell(e) {
      record(.expectCell(path, field: nil, .nil))
      return
    }
    if case .binary(let op, let lhs, let rhs, _) = e, op.isComparison {
      let a = try eval(lhs)
      var b = try eval(rhs)
      let holds = try truth(.binary(op, .literal(a, lhs.range), .literal(b, rhs.range), e.range))
      // On a profile the scenario was not written for, the check states the model's answer.
      let answers = !holds && recordsTheModelsAnswers
      if answers { b = a }
      if recorder != nil {
        // The emitted table takes the items' heights: with fitted, cached or estimated heights
        // (FDTemplateLayoutCell's world) no geometry check would mean the same there.
        if op == .equal, case .query(let q, let args, _) = lhs, scene.table.heights.isPlain {
          var values: [Value] = []
          for arg in args { values.append(try eval(arg)) }
          if q == .cell, let arg = args.first, let value = values.first,
            let path = try? indexPath(value, arg.range)
          {
            record(.expectCell(path, field: nil, b))
          } else {
            record(.expect(q, values, b))
          }
        } else if op == .equal, let (path, field) = try cellField(lhs) {
          record(.expectCell(path, field: field, b))
        } else if op == .equal, let lookup = try lookup(lhs) {
          record(.expectLookup(lookup, b))
        } else {
          record(.unmapped("assert " + range.file.text(e.range.bytes)))
        }
      }
      if holds || answers { return }
      throw fail(
        .assertionFailed(
          range.file.text(e.range.bytes),
          notes: [Self.side("left: ", lhs, a), Self.side("right:", rhs, b)]), e.range)
    }
    let value = try eval(e)
    guard case .bool(let ok) = value else {
      throw fail(.assertNotBoolean(value), e.range)
    }
    // On a profile the scenario was not written for, the check states the model's answer.
    let answers = !ok && recordsTheModelsAnswers
    // `assert cell(P).hidden`: the field is expected true; `assert not cell(P).stale`, false.
    if recorder != nil, let (path, field) = try cellField(e) {
      record(.expectCell(path, field: field, .bool(ok || !answers)))
    } else if recorder != nil, case .unary("not", let inner, _) = e,
      let (path, field) = try cellField(inner)
    {
      record(.expectCell(path, field: field, .bool(!(ok || !answers))))
    } else {
      record(.unmapped("assert " + range.file.text(e.range.bytes)))
    }
    if !ok, !answers {
      throw fail(.assertionFailed(range.file.text(e.range.bytes), notes: []), e.range)
    }
  }

  /// The row of the cell a check of `cell(P).field` reads (`not` it, or it compared), when the
  /// view has no cell there.
  func absentCell(_ e: ResolvedExpr) throws(Unwind) -> ListIndexPath? {
    let read: ResolvedExpr
    switch e {
    case .unary("not", let inner, _): read = inner
    case .binary(let op, let lhs, _, _) where op.isComparison: read = lhs
    default: read = e
    }
    guard case .member(let cell, _, _) = read, case .query(.cell, let args, _) = cell,
      let arg = args.first, try eval(cell) == .nil
    else { return nil }
    return try indexPath(try eval(arg), arg.range)
  }

  /// The row and the field of `cell(P).field`, for `emit swift`; `nil` for another expression
  /// (a field the record does not have included).
  func cellField(_ e: ResolvedExpr) throws(Unwind) -> (ListIndexPath, CellField)? {
    guard case .member(.query(.cell, let args, _), let name, _) = e, let arg = args.first,
      let field = CellField(rawValue: name), scene.table.heights.isPlain
    else { return nil }
    return (try indexPath(try eval(arg), arg.range), field)
  }

  /// The data source's lookup `e` asks, for `emit swift`; `nil` for another expression.
  func lookup(_ e: ResolvedExpr) throws(Unwind) -> DataSourceLookup? {
    guard case .dataSourceQuery(let method, let args, _) = e, let arg = args.first else {
      return nil
    }
    let value = try eval(arg)
    switch method {
    case .itemIdentifier: return .itemIdentifier(try indexPath(value, arg.range))
    case .indexPath: return .indexPath(value)
    case .sectionIdentifier:
      guard case .int(let i) = value else { return nil }
      return .sectionIdentifier(i)
    case .index: return .index(value)
    case .snapshotFor, .snapshot: return nil
    }
  }

  /// `left:  visible is [1, 2]`, or just the value when the source already says it.
  ///
  /// The source says it when it is the value's literal in any layout: the blanks outside its
  /// strings are set aside on both sides, so that a literal laid out on several lines (as
  /// `listsh fmt` lays out a long one) reads as the same literal on one.
  static func side(_ label: String, _ e: ResolvedExpr, _ value: Value) -> String {
    let text = e.range.file.text(e.range.bytes)
    // ListScript's own spacing may be longer than the source's (`[1,2]` is `[1, 2]`): twice
    // the source, and a little, bounds the work whatever the value.
    let says = value.description(limit: 2 * text.utf8.count + 2).map {
      withoutLayout($0) == withoutLayout(text)
    }
    return says == true ? "\(label) \(text)" : "\(label) \(text) is \(value.abbreviated)"
  }

  /// `text` without the spaces, tabs and line breaks outside its string literals.
  ///
  /// - Complexity: O(n) for a text of n bytes.
  static func withoutLayout(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    var inString = false
    var escaped = false
    for byte in text.utf8 {
      if inString {
        out.append(byte)
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
      case UInt8(ascii: "\""): inString = true
      default: break
      }
      out.append(byte)
    }
    return String(decoding: out, as: UTF8.self)
  }

  func expectError(_ textExpr: ResolvedExpr, _ body: [ResolvedStmt], _ range: SourceRange)
    throws(Unwind)
  {
    let expected = try eval(textExpr).plain
    record(.expectErrorBegin(expected))
    program.expectErrorDepth += 1
    defer {
      program.expectErrorDepth -= 1
      record(.expectErrorEnd)
    }
    let savedTable = scene.table
    // A List's coordinator and a lazy stack go back with the view (the data stays changed).
    let (savedList, savedStack) = (scene.swiftUI, scene.lazyStack)
    // Only the frame's bounds are kept, not a copy of the stack: a copy kept at each of a
    // thousand nested `expect error` blocks made every call below them copy the whole stack.
    // Calls the error left unwound their frames already; the variables keep what the block
    // assigned, as they would in Swift.
    let (savedCount, savedBase, savedDepth) = (program.stack.count, program.base, program.callDepth)
    do throws(Unwind) {
      try execBlock(body)
    } catch {
      guard case .failure(let failure) = error, failure.error.phase == .runtime else { throw error }
      // A Swift trap is not an exception: nothing catches it, and the app stops.
      if case .swiftTrap = failure.error { throw error }
      // A program on UIKit prints the cells handed out before the exception: so does the trace.
      if showsUIKitTraceOnly { flushEvents() }
      scene.table = savedTable
      // A change the block made and laid out is pending again for the view put back; one it
      // published off the main thread stays unread, as it was.
      let failedList = scene.swiftUI
      scene.swiftUI = savedList
      if let list = savedList, let coordinator = list.coordinator,
        coordinator.diffedTo != list.diffed(scene.data.snapshot)
      {
        let mainEdits = failedList?.mainEdits ?? list.mainEdits
        if list.changed || mainEdits != list.mainEdits { scene.swiftUI?.changed = true }
        if failedList?.offMain == true { scene.swiftUI?.offMain = true }
        scene.swiftUI?.mainEdits = mainEdits
      }
      scene.lazyStack = savedStack
      if let state = savedStack, state.rawItems != (scene.data.items(0) ?? []) {
        scene.lazyStack?.changed = true
      }
      if program.stack.count > savedCount { program.stack.removeSubrange(savedCount...) }
      (program.base, program.callDepth) = (savedBase, savedDepth)
      _ = scene.table.takeEvents()
      let message = failure.error.message
      guard message.contains(expected) || recordsTheModelsAnswers else {
        throw fail(.wrongError(expected: expected, got: message), range)
      }
      program.lastError = .string(message)
      if let text = failure.error.uikitException {
        record(.raised(text))
        if showsUIKitTraceOnly { emit(.text("  raised: " + text + "\n")) }
      }
      note(.expectedError(message))
      return
    }
    flushEvents()
    if recordsTheModelsAnswers {
      record(.nothingRaised)
      if showsUIKitTraceOnly { emit(.text("  raised: nothing\n")) }
      return
    }
    throw fail(.noError(expected: expected), range)
  }
}
