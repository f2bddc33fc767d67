import HeadlessUIKit
import ListDiff

// Reading values as what they stand for: the one place where a value becomes a number, a
// truth, an identity, an item's height or width, rows and sections. The `Value` extension reads
// plainly (`nil` when the value is of another kind); the `Interpreter` extension evaluates an
// expression or takes a value and fails with a located `RuntimeError` naming what it expected.

extension Value {
  /// The identity that diffs and keyed height caches use: a record's `id` field when it has one,
  /// otherwise the value itself.
  public var identity: Value {
    if case .record(let record) = self, let id = record["id"] { return id }
    return self
  }

  /// What a cell configured with this item displays: a record's `text` field when it has one,
  /// otherwise the item itself.
  public var displayed: Value {
    if case .record(let record) = self, let text = record["text"] { return text }
    return self
  }

  /// The row height the item asks for: its `height` field when that is a finite, non-negative
  /// number (anything else leaves the row at the table's row height).
  public var itemHeight: Double? {
    guard case .record(let record) = self, let height = record["height"]?.asDouble,
      height.isFinite, height >= 0
    else { return nil }
    return height
  }

  /// The width the item asks for in a flow layout that sizes its items (`sizeForItemAt`, or
  /// self-sizing cells): its `width` field when that is a finite, non-negative number (anything
  /// else leaves the item at the layout's item width).
  public var itemWidth: Double? {
    guard case .record(let record) = self, let width = record["width"]?.asDouble,
      width.isFinite, width >= 0
    else { return nil }
    return width
  }

  /// The height the item's view takes in a lazy stack once it has appeared: its `settles` field
  /// when that is a finite, non-negative number.
  public var settledHeight: Double? {
    guard case .record(let record) = self, let height = record["settles"]?.asDouble,
      height.isFinite, height >= 0
    else { return nil }
    return height
  }

  /// The value as a number of points, when it is an integer or a decimal.
  public var asDouble: Double? {
    switch self {
    case .int(let i): Double(i)
    case .decimal(let d): d
    default: nil
    }
  }

  /// The elements of a list or a range; `nil` for any other kind, and for a range of more
  /// than `IntRange.materializationLimit` elements.
  public var listElements: [Value]? {
    switch self {
    case .list(let items): items.elements
    case .range(let range): range.elements?.map(Value.int)
    default: nil
    }
  }

  /// A record iterates as its `[name, value]` pairs.
  var recordFieldsAsList: [Value]? {
    guard case .record(let r) = self else { return nil }
    return r.fields.map { .list([.string($0.name), $0.value]) }
  }

  /// Whether the value can name an item (not a list of them): what a method's item arguments
  /// are checked for nesting.
  var isIdentifierLike: Bool {
    switch self {
    case .list, .range, .snapshot, .sectionSnapshot: false
    case .int, .decimal, .string, .bool, .nil, .indexPath, .record: true
    }
  }
}

extension Interpreter {
  func truth(_ e: ResolvedExpr) throws(Unwind) -> Bool {
    let v = try eval(e)
    guard case .bool(let b) = v else {
      throw fail(.conditionNotBoolean(v), e.range)
    }
    return b
  }

  func int(_ e: ResolvedExpr) throws(Unwind) -> Int {
    let v = try eval(e)
    switch v {
    case .int(let i): return i
    case .decimal(let d) where d.rounded() == d && abs(d) < 9e18: return Int(d)
    default: throw fail(.expected("an integer", got: v), e.range)
    }
  }

  func number(_ e: ResolvedExpr) throws(Unwind) -> Double {
    let v = try eval(e)
    guard let d = v.asDouble else {
      throw fail(.expected("a number", got: v), e.range)
    }
    guard d.isFinite else { throw fail(.notFinite(v), e.range) }
    return d
  }

  /// A row argument: an index path, or an integer meaning a row of section 0.
  func indexPath(_ v: Value, _ r: SourceRange) throws(Unwind) -> ListIndexPath {
    switch v {
    case .indexPath(let p): return p
    case .int(let row): return ListIndexPath(0, row)
    default:
      throw fail(.expected("a row (an index path like 0:3, or an integer)", got: v), r)
    }
  }

  func sectionIndex(_ v: Value, _ r: SourceRange) throws(Unwind) -> Int {
    guard case .int(let s) = v else {
      throw fail(.expected("a section number", got: v), r)
    }
    return s
  }

  /// Rows named by a command: index paths, integers (rows of section 0), lists and ranges.
  func rowPaths(_ v: Value, _ r: SourceRange) throws(Unwind) -> [ListIndexPath] {
    switch v {
    case .list, .range:
      var paths: [ListIndexPath] = []
      for item in try elements(v, r) { paths += try rowPaths(item, r) }
      return paths
    default: return [try indexPath(v, r)]
    }
  }

  func paths(_ exprs: [ResolvedExpr]) throws(Unwind) -> [ListIndexPath] {
    var paths: [ListIndexPath] = []
    for e in exprs { paths += try rowPaths(try eval(e), e.range) }
    return paths
  }

  func sections(_ exprs: [ResolvedExpr]) throws(Unwind) -> [Int] {
    var result: [Int] = []
    for e in exprs {
      let v = try eval(e)
      switch v {
      case .list, .range:
        for item in try elements(v, e.range) { result.append(try sectionIndex(item, e.range)) }
      default: result.append(try sectionIndex(v, e.range))
      }
    }
    return result
  }
}
