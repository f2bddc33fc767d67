import HeadlessUIKit
import ListDiff

extension Interpreter {
  /// Calls a built-in function on evaluated arguments (`exprs` for error locations).
  func builtin(_ b: Builtin, _ v: [Value], _ exprs: [ResolvedExpr], _ r: SourceRange) throws(Unwind)
    -> Value
  {
    switch b {
    case .snapshot:
      guard let payload = v.first else { return .snapshot(DiffableSnapshot()) }
      return .snapshot(try snapshot(from: payload, exprs[0].range))
    case .json:
      let document = try json(v[0], exprs[0].range)
      guard v.count > 1 else { return document }
      guard case .string(let path) = v[1] else {
        throw fail(
          .expected("a path into the document (\"data.items\")", got: v[1]), exprs[1].range)
      }
      return try part(document, at: path, exprs[1].range)
    case .sectionSnapshot: return try newSectionSnapshot(r)
    case .len:
      switch v[0] {
      case .string(let s):
        // Counting characters breaks the whole text into them (`TextWork`).
        try charge(TextWork.characterSteps(s[...]), at: r)
        return .int(s.count)
      case .record(let rec): return .int(rec.fields.count)
      case .range(let range):
        // `Int.min...Int.max` has 2^64 elements: no integer counts them.
        guard let count = range.exactCount else {
          throw fail(.rangeCountOverflow(range), exprs[0].range)
        }
        return .int(count)
      case .list(let items): return .int(items.count)
      default:
        throw fail(
          .builtinNeeds(.len, needs: "a list, a string or a record", got: v[0]), exprs[0].range)
      }
    case .str: return .string(try plain(v[0], room: limits.maxStringBytes, r))
    case .min, .max:
      let order = try binary(.less, v[0], v[1], r)
      let firstIsLess = order == .bool(true)
      return (b == .min) == firstIsLess ? v[0] : v[1]
    case .abs:
      switch v[0] {
      case .int(let i):
        guard i != Int.min else { throw fail(.overflow(expression: "abs(\(i))"), r) }
        return .int(Swift.abs(i))
      case .decimal(let d): return .decimal(Swift.abs(d))
      default: throw fail(.builtinNeeds(.abs, needs: "a number", got: v[0]), exprs[0].range)
      }
    case .range:
      guard case .int(let lo) = v[0], case .int(let hi) = v[1] else {
        throw fail(.builtinNeeds(.range, needs: "two integers", got: nil), r)
      }
      let range = IntRange(lo, hi, closed: false)
      if range.count > limits.maxListCount { throw tooLong(r) }
      return .range(range)
    case .stride:
      guard case .int(let from) = v[0], case .int(let to) = v[1], case .int(let by) = v[2] else {
        throw fail(.builtinNeeds(.stride, needs: "three integers: from, to, by", got: nil), r)
      }
      guard by != 0 else { throw fail(.strideByZero, exprs[2].range) }
      // The count by arithmetic first: refused or charged before anything is built.
      // (The difference of two Ints, wrapped, is exact as an unsigned magnitude.)
      let ahead = by > 0 ? to > from : to < from
      let span = ahead ? (by > 0 ? UInt(bitPattern: to &- from) : UInt(bitPattern: from &- to)) : 0
      let step = by.magnitude
      let count = span / step + (span % step == 0 ? 0 : 1)
      if count > UInt(limits.maxListCount) { throw tooLong(r) }
      try charge(Int(count), at: r)
      var items: [Value] = []
      items.reserveCapacity(Int(count))
      var i = from
      while by > 0 ? i < to : i > to {
        items.append(.int(i))
        if items.count > limits.maxListCount { throw tooLong(r) }
        let (next, overflow) = i.addingReportingOverflow(by)
        if overflow { break }
        i = next
      }
      return .list(items)
    case .shuffled:
      var items = try elements(v[0], exprs[0].range)
      guard case .int(let seed) = v[1] else {
        throw fail(.builtinNeeds(.shuffled, needs: "an integer seed", got: nil), exprs[1].range)
      }
      try charge(items.count, at: r)
      var rng = SeededRandom(seed: UInt64(bitPattern: Int64(seed)))
      // Fisher-Yates with our own generator, so every machine gives the same order.
      if items.count > 1 {
        for i in stride(from: items.count - 1, to: 0, by: -1) {
          let j = Int(rng.next() % UInt64(i + 1))
          items.swapAt(i, j)
        }
      }
      return .list(items)
    case .random:
      guard case .int(let lo) = v[0], case .int(let hi) = v[1], case .int(let seed) = v[2] else {
        throw fail(.builtinNeeds(.random, needs: "three integers: lo, hi, seed", got: nil), r)
      }
      guard lo <= hi else { throw fail(.randomBounds(lo: lo, hi: hi), r) }
      var rng = SeededRandom(seed: UInt64(bitPattern: Int64(seed)))
      let span = UInt64(bitPattern: Int64(hi &- lo)) &+ 1
      let offset = span == 0 ? rng.next() : rng.next() % span
      return .int(lo &+ Int(bitPattern: UInt(offset)))
    case .sum:
      var total = Value.int(0)
      let items = try elements(v[0], exprs[0].range)
      try charge(items.count, at: r)
      for item in items { total = try binary(.add, total, item, r) }
      return total
    case .contains:
      if case .string(let s) = v[0] {
        let needle = try plain(v[1], room: limits.maxStringBytes, r)
        // Searching compares characters, not bytes (`TextWork`).
        try charge(TextWork.searchSteps(s, needle), at: r)
        return .bool(s.contains(needle))
      }
      let items = try elements(v[0], exprs[0].range)
      try charge(items.count, at: r)
      // Each element compared costs what comparing it reads (long strings, nested lists).
      var budget = max(0, limits.maxSteps - thisRun.steps)
      let start = budget
      var found = false
      for item in items {
        guard let same = item.isEqual(to: v[1], budget: &budget) else {
          thisRun.steps = limits.maxSteps + 1
          throw stop(at: r)
        }
        if same {
          found = true
          break
        }
      }
      try charge(start - budget, at: r)
      return .bool(found)
    case .keys:
      guard case .record(let rec) = v[0] else {
        throw fail(.builtinNeeds(.keys, needs: "a record", got: nil), exprs[0].range)
      }
      try charge(rec.fields.count, at: r)
      return .list(rec.fields.map { .string($0.name) })
    case .sorted:
      let items = try elements(v[0], exprs[0].range)
      try charge(items.count * max(1, Int.bitWidth - items.count.leadingZeroBitCount), at: r)
      var failure: Unwind?
      var comparisons = 0
      let result = items.sorted { a, b in
        // After a failure (or Ctrl-C, polled now and then) the rest of the sort is a formality.
        if failure != nil { return false }
        comparisons &+= 1
        if comparisons & 0xFFF == 0, isInterrupted() {
          failure = fail(.interrupted, r)
          return false
        }
        do throws(Unwind) {
          return try binary(.less, a, b, r) == .bool(true)
        } catch {
          failure = error
          return false
        }
      }
      if let failure { throw failure }
      return .list(result)
    case .reversed:
      let items = try elements(v[0], exprs[0].range)
      try charge(items.count, at: r)
      return .list(items.reversed())
    case .diff:
      // Ranges are diffed by arithmetic on their bounds' side: a step per element.
      for value in v[0...1] { if case .range(let range) = value { try charge(range.count, at: r) } }
      try chargeUnfolded(v, at: r)
      return try changeset(v[0], v[1], exprs, r).value
    }
  }

  /// The steps a query of the table costs at the least: about what laying the table out costs,
  /// in statements.
  static let querySteps = 10

  /// Reads the table's state.
  ///
  /// Queries lay the table out first, as `visibleCells` does in UIKit.
  func query(_ q: Query, _ args: [ResolvedExpr], _ r: SourceRange) throws(Unwind) -> Value {
    var arguments: [Value] = []
    for arg in args { arguments.append(try eval(arg)) }
    if q == .error { return program.lastError }
    if q == .data {
      let section =
        try arguments.first.map { v throws(Unwind) in try sectionIndex(v, args[0].range) } ?? 0
      guard let items = scene.data.items(section) else {
        if arguments.isEmpty { return .list([]) }
        throw fail(.noDataSection(section, count: scene.data.sectionCount), r)
      }
      return .list(items)
    }
    if let answer = try lazyStackQuery(q, arguments, r) { return answer }
    // A SwiftUI List's rows are a table's or a collection view's by profile: both words read
    // them.
    if let (noun, other) = q.view, noun != scene.table.kind.noun, scene.swiftUI == nil {
      let what = "\(noun.rows) ('\(q.rawValue)')"
      throw fail(.notOnThisView(what, view: scene.table.kind.noun, write: other.rawValue), r)
    }
    do throws(TableError) {
      try scene.table.layoutIfNeeded(scene.data)
    } catch {
      throw fail(.table(error), r)
    }
    // Laying the table out is model work a statement does not count: a base measured against
    // statements (see docs/quality.md, "Measurements behind the code") and a step per event
    // the layout reported.
    try charge(Self.querySteps + flushEvents(), at: r)
    switch q {
    case .visible: return .list(scene.table.visibleCells.map { $0.displayed ?? .nil })
    case .visibleRows, .visibleItems: return .list(scene.table.visibleRows.map(Value.indexPath))
    case .mountedRows, .mountedItems: return .list(scene.table.mountedRows.map(Value.indexPath))
    case .preparedRows, .preparedItems: return .list(scene.table.preparedRows.map(Value.indexPath))
    case .selectedRows, .selectedItems: return .list(scene.table.selectedRows.map(Value.indexPath))
    case .visibleCells:
      return .list(scene.table.visibleRows.compactMap { cellRecord($0) })
    case .cell:
      let path = try indexPath(arguments[0], args[0].range)
      if let failure = scene.table.cellFailure(at: path) { throw fail(.query(failure), r) }
      return cellRecord(path) ?? .nil
    case .sections: return .int(scene.table.numberOfSections)
    case .rows, .items:
      let section =
        try arguments.first.map { v throws(Unwind) in try sectionIndex(v, args[0].range) } ?? 0
      // A section the view lacks: UIKit asserts (WordPress-iOS#13891, Provenance#1850), in the
      // view's words; `rows` with no section on a view with none is 0.
      if let failure = scene.table.countFailure(inSection: section) {
        if arguments.isEmpty { return .int(0) }
        throw fail(.query(failure), r)
      }
      return .int(scene.table.numberOfRows(inSection: section) ?? 0)
    case .offset: return .decimal(scene.table.offset)
    case .contentHeight: return .decimal(scene.table.contentHeight)
    case .top: return scene.table.visibleCells.first?.displayed ?? .nil
    case .height:
      let path = try indexPath(arguments[0], args[0].range)
      guard let h = scene.table.height(at: path) else {
        // An item a caching layout has no attributes for has no height: nil.
        if path.row >= 0, path.row < scene.table.numberOfRows(inSection: path.section) ?? 0 {
          return .nil
        }
        throw fail(.noTableRow(path), args[0].range)
      }
      return .decimal(h)
    case .rect:
      // `rectForRow(at:)`: the row's frame in content coordinates, the table's width wide; a
      // collection view's item's frame (`layoutAttributesForItem(at:)?.frame`).
      let path = try indexPath(arguments[0], args[0].range)
      guard let y = scene.table.y(of: path), let h = scene.table.height(at: path) else {
        // `layoutAttributesForItem(at:)?.frame` of an item a caching layout lacks: nil.
        if path.row >= 0, path.row < scene.table.numberOfRows(inSection: path.section) ?? 0 {
          return .nil
        }
        throw fail(.noTableRow(path), args[0].range)
      }
      let (x, width) = scene.table.horizontalExtent(of: path)
      return .record(
        Record([
          ("x", .decimal(x)), ("y", .decimal(y)), ("width", .decimal(width)),
          ("height", .decimal(h)),
        ]))
    case .headerRect, .footerRect:
      let section = try sectionIndex(arguments[0], args[0].range)
      guard section < scene.table.numberOfSections else {
        if !scene.table.kind.isCollection {
          // The table's row data asserts (FZAccordionTableView#17's stack).
          throw fail(
            .query(
              q == .headerRect ? .headerRect(section: section) : .footerRect(section: section)),
            r)
        }
        throw fail(.noTableSection(section, count: scene.table.numberOfSections), args[0].range)
      }
      let found =
        q == .headerRect
        ? scene.table.headerFrame(ofSection: section) : scene.table.footerFrame(ofSection: section)
      guard let frame = found else { return .nil }
      return .record(
        Record([
          ("x", .decimal(frame.x)), ("y", .decimal(frame.y)), ("width", .decimal(frame.width)),
          ("height", .decimal(frame.height)),
        ]))
    case .visibleHeaders: return .list(scene.table.visibleHeaders.map { Value.int($0) })
    case .lifecycle:
      throw fail(
        .onSwiftUIList(
          "'lifecycle' reads a LazyVStack's views, and this view is not one",
          instead: "make one first: swiftui lazyvstack"), r)
    case .editing: return .bool(scene.table.isEditing)
    case .currentSnapshot:
      guard let diffable = scene.diffable else { throw fail(.notDiffable("currentSnapshot"), r) }
      return .snapshot(diffable.snapshot)
    case .cache:
      return .record(
        Record([
          ("hits", .int(scene.table.heights.hits)), ("misses", .int(scene.table.heights.misses)),
        ]))
    case .reuse:
      let counts = scene.table.reuseCounts
      return .record(
        Record([
          ("made", .int(counts.made)), ("reused", .int(counts.reused)),
          ("queued", .int(counts.queued)), ("held", .int(counts.held)),
        ]))
    case .data, .error: return .nil
    }
  }

  func cellRecord(_ path: ListIndexPath) -> Value? {
    guard let state = scene.table.cellState(at: path, dataSource: shownData) else { return nil }
    var fields: [(String, Value)] = [
      (CellField.row.rawValue, .indexPath(state.indexPath)),
      (CellField.text.rawValue, state.text ?? .nil),
      (CellField.editing.rawValue, .bool(state.editing)),
      (CellField.selected.rawValue, .bool(state.selected)),
      (CellField.hidden.rawValue, .bool(state.hidden)),
      (CellField.stale.rawValue, .bool(state.stale)),
      (CellField.id.rawValue, .string("c\(state.id)")),
    ]
    // The spec's record; where the app's cells are modelled (`provider …`), their checkmark too.
    if scene.table.provision.isModelled {
      fields.append((CellField.checkmark.rawValue, .bool(state.checkmark)))
    }
    return .record(Record(fields))
  }

}
