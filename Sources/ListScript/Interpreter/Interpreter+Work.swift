import HeadlessUIKit
import ListDiff

/// Charging work to the step budget, and the conversions every statement shares.
extension Interpreter {
  func elements(_ v: Value, _ r: SourceRange) throws(Unwind) -> [Value] {
    if case .range(let range) = v {
      if range.count > limits.maxListCount { throw tooLong(r) }
      try charge(range.count, at: r)
    }
    guard let items = v.listElements else {
      throw fail(.expected("a list", got: v), r)
    }
    return items
  }

  /// Bytes of text built for one step of the budget.
  static let bytesPerStep = 64

  /// Charges the values' unfolded size — every element and field, a shared part counted each
  /// time it appears — which bounds what hashing and comparing them can cost (a diff of values
  /// that share their structure is charged as if they did not).
  ///
  /// - Complexity: O(distinct storages' elements): the size of a shared part is computed once.
  func chargeUnfolded(_ values: [Value], at range: SourceRange) throws(Unwind) {
    try chargeUnfolded(lists: [values], at: range)
  }

  /// Charges the unfolded size of the values of several lists (the sections of an old and a
  /// new state), as if they were one, without joining them.
  ///
  /// Unsafe: speed (a storage's address as its key, compared, never read) — no bench row
  /// measures it; it bounds the work `diff-shared.lsh` checks.
  func chargeUnfolded(lists: [[Value]], at range: SourceRange) throws(Unwind) {
    let (difference, overflow) = limits.maxSteps.subtractingReportingOverflow(thisRun.steps)
    let cap = overflow ? 1 : max(1, difference &+ 1)
    var memo: [UnsafeRawPointer: Int] = [:]
    var total = 0
    for values in lists {
      for value in values where total < cap {
        total = min(cap, total + Self.unfolded(value, depth: 0, cap: cap, memo: &memo))
      }
    }
    try charge(total, at: range)
  }

  /// The unfolded size of `value`, at most `cap`; a value nested deeper than 10,000 levels
  /// counts as `cap`.
  ///
  /// A list or record of scalars (its `depth` is 1) is counted without being walked, and only
  /// containers of containers are remembered: for a million records of scalars the walk reads
  /// each record's field count, and keeps no table of them.
  ///
  /// Unsafe: speed (a storage's address as its key, never read) — no bench row measures it;
  /// as `chargeUnfolded(lists:at:)`.
  static func unfolded(
    _ value: Value, depth: Int, cap: Int, memo: inout [UnsafeRawPointer: Int]
  ) -> Int {
    switch value {
    case .list(let items):
      if items.depth <= 1 { return min(cap, items.count + 1) }
      guard depth < 10_000 else { return cap }
      let key = Value.storage(items)
      if let key, let known = memo[key] { return known }
      var total = 1
      for child in items.elements where total < cap {
        total = min(cap, total + unfolded(child, depth: depth + 1, cap: cap, memo: &memo))
      }
      if let key { memo[key] = total }
      return total
    case .record(let record):
      if record.depth <= 1 { return min(cap, record.fields.count + 1) }
      guard depth < 10_000 else { return cap }
      let key = Value.storage(record.fields)
      if let key, let known = memo[key] { return known }
      var total = 1
      for field in record.fields where total < cap {
        total = min(cap, total + unfolded(field.value, depth: depth + 1, cap: cap, memo: &memo))
      }
      if let key { memo[key] = total }
      return total
    default: return 1
    }
  }

  /// Counts `work` steps (elements copied, compared or printed) against the step limit.
  func charge(_ work: Int, at range: SourceRange) throws(Unwind) {
    // Saturating: a charge near Int.max (a range's count) must not wrap the count around.
    let (total, overflow) = thisRun.steps.addingReportingOverflow(max(0, work))
    thisRun.steps = overflow ? Int.max : total
    if thisRun.steps > limits.maxSteps || thisRun.outputBytes > limits.maxOutputBytes {
      throw stop(at: range)
    }
  }

  /// A value as `print` shows it, in at most `room` bytes (charged), or the too-large error.
  func plain(_ value: Value, room: Int, _ r: SourceRange) throws(Unwind) -> String {
    guard let text = value.plain(limit: max(0, room)) else { throw tooLong(r) }
    try charge(text.utf8.count / Self.bytesPerStep, at: r)
    return text
  }

  /// A record's field (`nil` when it has none): fields are looked up in order, a step per 4
  /// of them, so that a record of 400,000 fields is not read for free in a loop.
  func field(_ record: Record, _ name: String, _ r: SourceRange) throws(Unwind) -> Value {
    try charge(record.fields.count / 4, at: r)
    return record[name] ?? .nil
  }

  func typeError(_ op: String, _ v: Value, _ r: SourceRange) -> Unwind {
    fail(.cannotApply(op, v), r)
  }

  func tooLong(_ r: SourceRange) -> Unwind {
    fail(.tooLarge(maxListCount: limits.maxListCount, maxStringBytes: limits.maxStringBytes), r)
  }
}
