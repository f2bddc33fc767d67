import ListDiff

/// Stores into variables: appends in place, element and field writes in place.
extension Interpreter {
  /// `xs = xs + ys` on a list, appended in place.
  ///
  /// It costs a step per element appended rather than a copy of the whole list (the step limit
  /// charges copies). `false` when the statement has another shape or `xs` holds no list.
  ///
  /// `tail`, when given, evaluates the right-hand side (compiled code's) instead of `eval`.
  func appendInPlace(_ slot: Slot, _ e: ResolvedExpr, tail evaluate: CompiledExpr? = nil)
    throws(Unwind) -> Bool
  {
    guard case .binary(.add, let lhs, let rhs, let r) = e else { return false }
    switch (slot, lhs) {
    case (.local(let a), .local(let b, _)) where a == b: break
    case (.global(let a), .global(let b, _, _)) where a == b: break
    default: return false
    }
    guard case .list(var items) = load(slot) else { return false }
    let tail: Value
    if let evaluate { tail = try evaluate(self) } else { tail = try eval(rhs) }
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

  /// `xs += [e]` on a list: `appendInPlace` for a one-element literal, without building it.
  ///
  /// The same checks and charges in the same order (the literal's, then the append's);
  /// `false`, with nothing evaluated, when `xs` holds no list.
  func appendOne(
    _ slot: Slot, _ element: CompiledExpr, _ literal: SourceRange, _ r: SourceRange
  ) throws(Unwind) -> Bool {
    guard case .list(var items) = load(slot) else { return false }
    let value = try element(self)
    if 1 > limits.maxListCount { throw tooLong(literal) }
    try charge(1, at: literal)
    if value.nestingDepth + 1 > limits.maxValueDepth {
      throw fail(.nestedTooDeeply(limits.maxValueDepth), literal)
    }
    if items.count + 1 > limits.maxListCount { throw tooLong(r) }
    try charge(1, at: r)
    // Drop the slot's reference first, so that the array is unique and grows in place.
    store(slot, .nil)
    items.append(value)
    store(slot, .list(items))
    return true
  }

  func store(_ slot: Slot, _ value: Value) {
    switch slot {
    case .global(let i): program.globals[i] = value
    case .local(let i): program.stack[program.base + i] = value
    }
  }

  func load(_ slot: Slot) -> Value {
    switch slot {
    case .global(let i): program.globals[i] ?? .nil
    case .local(let i): program.stack[program.base + i]
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

  /// `x[n] = value` in place, where the variable holds a list and n is in range.
  ///
  /// Returns whether it wrote; anything else changes nothing, for `storeElement` to handle.
  @inline(__always)
  func replaceElement(_ slot: Slot, _ n: Int, _ value: Value) -> Bool {
    switch slot {
    case .local(let i): program.stack[program.base + i].replaceElement(at: n, with: value)
    case .global(let g): program.globals[g]?.replaceElement(at: n, with: value) ?? false
    }
  }

  /// `x[k] = value` with its one key evaluated: `storeElement` without a list of keys.
  func storeElement(_ slot: Slot, key: Value, _ keyRange: SourceRange, _ value: Value)
    throws(Unwind)
  {
    if value.nestingDepth + 1 > limits.maxValueDepth {
      throw fail(.nestedTooDeeply(limits.maxValueDepth), keyRange)
    }
    var current = load(slot)
    store(slot, .nil)
    defer { store(slot, current) }
    // An integer into a list, the common case, as `assign` does it.
    if case .int(let i) = key, case .list(var list) = current {
      current = .nil
      defer { current = .list(list) }
      guard i >= 0, i < list.count else {
        throw fail(.indexOutOfRange(i, count: list.count, container: "list"), keyRange)
      }
      list.replace(at: i, with: value)
      return
    }
    try assign(&current, [(key, keyRange)][...], value)
  }

  /// Writes `value` at the path `keys` inside `target`; on an error, `target` is as it was.
  func assign(_ target: inout Value, _ keys: ArraySlice<(Value, SourceRange)>, _ value: Value)
    throws(Unwind)
  {
    guard let (key, range) = keys.first else {
      target = value
      return
    }
    // The container is taken out of `target` before it is written, and no other binding of
    // it is kept (a `let` bound by the pattern, or a tuple of the subject, would hold a second
    // reference and make every write copy the whole container).
    switch key {
    case .int(let i):
      guard case .list(var list) = target else { break }
      target = .nil
      guard i >= 0, i < list.count else {
        let count = list.count
        target = .list(list)
        throw fail(.indexOutOfRange(i, count: count, container: "list"), range)
      }
      var element = list[i]
      list.replace(at: i, with: .nil)
      defer {
        list.replace(at: i, with: element)
        target = .list(list)
      }
      try assign(&element, keys.dropFirst(), value)
      return
    case .string(let name):
      guard case .record(var written) = target else { break }
      target = .nil
      defer { target = .record(written) }
      // The field is found by reading the fields in order, as a lookup is.
      try charge(written.fields.count / 4, at: range)
      try written.update(name) { (field: inout Value) throws(Unwind) in
        try assign(&field, keys.dropFirst(), value)
      }
      return
    default:
      break
    }
    throw fail(.cannotAssignInto(target, index: key), range)
  }
}
