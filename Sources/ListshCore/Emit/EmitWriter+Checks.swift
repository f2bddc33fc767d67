import HeadlessUIKit
import ListDiff
import ListScript

/// The scenario's assertions as XCTest checks on UIKit: each reads UIKit into a local (XCTest's
/// autoclosures are not isolated to the main actor) and names the scenario's line; one UIKit
/// cannot answer is a comment that says why, and is listed at the top of the test.
extension EmitWriter {
  /// What an emitted check compares: UIKit's value with the scenario's, or nothing (and why).
  enum Check {
    /// Lines that prepare, the expression UIKit's value is, and the scenario's value.
    case equal([String], String, String)
    case isNil(String)
    case unmapped(String)
  }

  /// The queries whose answer anchoring changes.
  static let anchorDependent: Set<Query> = [.visible, .visibleRows, .offset, .top]

  /// An `assert` comparing a query with a value.
  mutating func expectation(_ query: Query, _ args: [Value], _ value: Value) -> [String] {
    let statement =
      "assert \(query.rawValue)"
      + (args.isEmpty ? "" : "(" + args.map(\.description).joined(separator: ", ") + ")")
      + " == \(value)"
    if anchored, Self.anchorDependent.contains(query) {
      return lines(.unmapped("anchoring is on: the app's fix is not emitted"), statement)
    }
    return lines(
      collection ? collectionCheck(query, args, value) : tableCheck(query, args, value), statement)
  }

  /// A table's query, as UIKit answers it.
  func tableCheck(_ query: Query, _ args: [Value], _ value: Value) -> Check {
    let n = SwiftEmitter.number as (Value) -> String
    switch query {
    case .visible:
      return .equal(
        [], "tableView.visibleCells.map { $0.textLabel?.text ?? \"\" }",
        SwiftEmitter.stringList(value))
    case .visibleRows:
      return .equal([], "tableView.indexPathsForVisibleRows ?? []", pathList(value))
    case .selectedRows:
      return .equal([], "tableView.indexPathsForSelectedRows ?? []", pathList(value))
    case .preparedRows, .mountedRows:
      return .equal(
        heldCells(prepared: query == .preparedRows), "held", pathList(value))
    case .offset: return .equal([], "tableView.contentOffset.y", n(value))
    case .contentHeight: return .equal([], "tableView.contentSize.height", n(value))
    case .sections: return .equal([], "tableView.numberOfSections", n(value))
    case .rows:
      return .equal([], "tableView.numberOfRows(inSection: \(args.first.map(n) ?? "0"))", n(value))
    case .top:
      return .equal(
        [], "tableView.visibleCells.first?.textLabel?.text", SwiftEmitter.literal(value.plain))
    case .editing:
      guard case .bool(let on) = value else { return .unmapped("a non-boolean editing") }
      return .equal([], "tableView.isEditing", String(on))
    case .height:
      guard let p = args.first.flatMap(indexPath) else {
        return .unmapped("a row not given as a path")
      }
      return .equal([], "tableView.rectForRow(at: \(path(p))).height", n(value))
    case .rect:
      guard let p = args.first.flatMap(indexPath), let rect = rectLiteral(value) else {
        return .unmapped("a frame not given as a path and a record")
      }
      return .equal([], "tableView.rectForRow(at: \(path(p)))", rect)
    case .headerRect, .footerRect, .visibleHeaders:
      return .unmapped("a plain table's headers and footers float, which the model does not")
    case .visibleCells, .cell: return .unmapped("a whole cell record has no UIKit counterpart")
    case .data: return .unmapped("the app's data is the test's own array")
    case .cache: return .unmapped("FDTemplateLayoutCell's cache is not UIKit")
    case .reuse: return .unmapped("UIKit does not count its cells for a test")
    case .error: return .unmapped("the last error is the scenario's own record")
    case .visibleItems, .preparedItems, .mountedItems, .selectedItems, .items:
      return .unmapped("a collection view's query, on a table")
    case .currentSnapshot: return .unmapped("the snapshot is checked through the view")
    case .lifecycle: return .unmapped("a LazyVStack's query, on a table")
    }
  }

  /// Whether the current collection view is an inset-grouped list.
  var insetGrouped: Bool {
    if case .list(let list)? = collectionLayout { return list.appearance == .insetGrouped }
    return false
  }

  /// A collection view's query, as UIKit answers it.
  func collectionCheck(_ query: Query, _ args: [Value], _ value: Value) -> Check {
    let n = SwiftEmitter.number as (Value) -> String
    let visible = "collectionView.indexPathsForVisibleItems.sorted()"
    let text = "(collectionView.cellForItem(at: $0) as? ItemCell)?.label.text"
    switch query {
    case .visible:
      return .equal([], "\(visible).map { \(text) ?? \"\" }", SwiftEmitter.stringList(value))
    case .visibleItems: return .equal([], visible, pathList(value))
    case .selectedItems:
      return .equal([], "collectionView.indexPathsForSelectedItems ?? []", pathList(value))
    case .preparedItems, .mountedItems:
      return .equal(heldCells(prepared: query == .preparedItems), "held", pathList(value))
    case .offset: return .equal([], "collectionView.contentOffset.y", n(value))
    case .contentHeight: return .equal([], "collectionView.contentSize.height", n(value))
    case .sections: return .equal([], "collectionView.numberOfSections", n(value))
    case .items:
      return .equal(
        [], "collectionView.numberOfItems(inSection: \(args.first.map(n) ?? "0"))", n(value))
    case .top:
      return .equal([], "\(visible).first.flatMap { \(text) }", SwiftEmitter.literal(value.plain))
    case .editing:
      guard case .bool(let on) = value else { return .unmapped("a non-boolean editing") }
      return .equal([], "collectionView.isEditing", String(on))
    case .height:
      guard let p = args.first.flatMap(indexPath) else {
        return .unmapped("an item not given as a path")
      }
      return .equal(
        [], "collectionView.layoutAttributesForItem(at: \(path(p)))?.frame.height", n(value))
    case .rect where insetGrouped, .headerRect where insetGrouped, .footerRect where insetGrouped:
      return .unmapped("an inset-grouped list's inset is its layout margins, not the model's 20")
    case .rect:
      guard let p = args.first.flatMap(indexPath), let rect = rectLiteral(value) else {
        return .unmapped("a frame not given as a path and a record")
      }
      return .equal([], "collectionView.layoutAttributesForItem(at: \(path(p)))?.frame", rect)
    case .headerRect, .footerRect:
      guard let s = args.first.map(n), let rect = rectLiteral(value) else {
        return .unmapped("a header or footer frame not given as a section and a record")
      }
      let kind = query == .headerRect ? "elementKindSectionHeader" : "elementKindSectionFooter"
      return .equal(
        [
          "let kind = UICollectionView.\(kind)",
          "let header = IndexPath(item: 0, section: \(s))",
        ],
        "collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: header)?.frame",
        rect)
    case .visibleHeaders:
      guard case .list(let sections) = value else { return .unmapped("a non-list of sections") }
      return .equal(
        [
          "let kind = UICollectionView.elementKindSectionHeader",
          "let headers = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind)",
        ],
        "headers.map(\\.section).sorted()",
        "[" + sections.elements.map(n).joined(separator: ", ") + "]")
    case .lifecycle: return .unmapped("a LazyVStack's query, on a collection view")
    case .visibleCells, .cell: return .unmapped("a whole cell record has no UIKit counterpart")
    case .data: return .unmapped("the app's data is the test's own array")
    case .cache: return .unmapped("FDTemplateLayoutCell's cache is not UIKit")
    case .reuse: return .unmapped("UIKit does not count its cells for a test")
    case .error: return .unmapped("the last error is the scenario's own record")
    case .visibleRows, .mountedRows, .preparedRows, .selectedRows, .rows:
      return .unmapped("a table's query, on a collection view")
    case .currentSnapshot: return .unmapped("the snapshot is checked through the view")
    }
  }

  /// The index paths whose cell the view holds (`cellForRow(at:)` returns prepared cells too
  /// from iOS 15), the visible ones left out for `prepared`.
  func heldCells(prepared: Bool) -> [String] {
    let (count, cell, visible) =
      collection
      ? ("numberOfItems", "cellForItem", "collectionView.indexPathsForVisibleItems")
      : ("numberOfRows", "cellForRow", "(tableView.indexPathsForVisibleRows ?? [])")
    let make = collection ? "IndexPath(item: $0, section: s)" : "IndexPath(row: $0, section: s)"
    return [
      "let all = (0..<\(view).numberOfSections).flatMap { s in",
      "  (0..<\(view).\(count)(inSection: s)).map { \(make) }",
      "}",
      "let visible = \(visible)",
      prepared
        ? "let held = all.filter { \(view).\(cell)(at: $0) != nil && !visible.contains($0) }"
        : "let held = all.filter { \(view).\(cell)(at: $0) != nil }",
    ]
  }

  /// An `assert` on the cell at a row: the cell itself (`nil`), or one of its fields.
  mutating func cellExpectation(_ p: ListIndexPath, _ field: CellField?, _ value: Value) -> [String]
  {
    let statement =
      "assert cell(\(p.section):\(p.row))" + (field.map { "." + $0.rawValue } ?? "")
      + " == \(value)"
    let cell =
      collection
      ? "collectionView.cellForItem(at: \(path(p)))" : "tableView.cellForRow(at: \(path(p)))"
    let shown = collection ? "(\(cell) as? ItemCell)?.label.text" : "\(cell)?.textLabel?.text"
    let check: Check
    switch (field, value) {
    case (nil, .nil): check = .isNil(cell)
    case (nil, _): check = .unmapped("a whole cell record")
    case (.hidden?, .bool(let b)): check = .equal([], "\(cell)?.isHidden", String(b))
    case (.selected?, .bool(let b)): check = .equal([], "\(cell)?.isSelected", String(b))
    case (.text?, _): check = .equal([], shown, SwiftEmitter.literal(value.plain))
    case (.editing?, .bool(let b)):
      check =
        collection
        ? .unmapped("a collection view's cell has no editing state")
        : features.editing
          ? .equal([], "(\(cell) as? Cell)?.showsEditing", String(b))
          : .unmapped("the scenario never edits: its cells show no editing state")
    case (.stale?, .bool(let b)): check = stale(p, cell: cell, shown: shown, b)
    case (.hidden?, _), (.editing?, _), (.selected?, _), (.stale?, _):
      check = .unmapped("a state compared with a non-boolean")
    case (.row?, _), (.id?, _): check = .unmapped("the model's own bookkeeping")
    case (.checkmark?, _):
      check = .unmapped(
        "the checkmark the app's own didSelect sets: the emitted data source sets none")
    }
    return lines(check, statement)
  }

  /// Whether the cell shows what the app's data says now: its text against the latest for its
  /// row (or, on a diffable view, for its identifier), and on a table that edits, the editing
  /// state it shows against the table's.
  func stale(_ p: ListIndexPath, cell: String, shown: String, _ expected: Bool) -> Check {
    let latest: String
    if diffable {
      let source = collection ? "collectionSource" : "tableSource"
      latest = "\(source).itemIdentifier(for: \(path(p))).flatMap { latest[$0.id]?.text }"
    } else {
      let (s, r) = (p.section, p.row)
      let text = features.rowHeights ? ".text" : ""
      latest =
        "source.sections.indices.contains(\(s)) && source.sections[\(s)].indices.contains(\(r))"
        + " ? source.sections[\(s)][\(r)]\(text) : nil"
    }
    var prelude = ["let current: String? = \(latest)", "let shown = \(shown)"]
    var stale = "shown != current"
    if !collection, features.editing {
      prelude.append("let editing = (\(cell) as? Cell)?.showsEditing")
      stale += " || editing != tableView.isEditing"
    }
    return .equal(prelude, stale, String(expected))
  }

  /// The view laid out before a check reads it, when anything changed since it last was (a
  /// query lays the view out in UIKit too).
  func layoutForCheck() -> [String] {
    turnPending ? ["\(view).layoutIfNeeded()"] : []
  }

  /// `actual` equals `expected`, as the test's framework asserts it.
  func assertEqual(_ actual: String, _ expected: String, _ message: String) -> String {
    switch target {
    case .uikit: "XCTAssertEqual(\(actual), \(expected), \(message))"
    case .headless: "#expect(\(actual) == \(expected), \(message))"
    }
  }

  /// `actual` is nil, as the test's framework asserts it.
  func assertNil(_ actual: String, _ message: String) -> String {
    switch target {
    case .uikit: "XCTAssertNil(\(actual), \(message))"
    case .headless: "#expect(\(actual) == nil, \(message))"
    }
  }

  /// The check's lines: the view laid out, then the comparison in a block of its own; or a
  /// comment, the assertion listed among those not checked.
  mutating func lines(_ check: Check, _ statement: String) -> [String] {
    let message = SwiftEmitter.literal(location)
    switch check {
    case .equal(let prelude, let actual, let expected):
      return layoutForCheck() + ["do {"] + prelude.map { "  " + $0 }
        + ["  let actual = \(actual)", "  " + assertEqual("actual", expected, message), "}"]
    case .isNil(let actual):
      return layoutForCheck() + [
        "do {", "  let actual = \(actual)", "  " + assertNil("actual", message), "}",
      ]
    case .unmapped(let why):
      features.unchecked.append("\(line): \(statement) (\(why))")
      return [SwiftEmitter.commentText("// not checked (\(why)): \(statement)")]
    }
  }

  /// An index path given as a value.
  func indexPath(_ v: Value) -> ListIndexPath? {
    switch v {
    case .indexPath(let p): p
    case .int(let r): ListIndexPath(0, r)
    case .string, .decimal, .bool, .nil, .list, .range, .record, .snapshot, .sectionSnapshot: nil
    }
  }

  /// `CGRect(x:y:width:height:)` for a record with those four numbers.
  func rectLiteral(_ v: Value) -> String? {
    guard case .record(let r) = v else { return nil }
    var parts: [String] = []
    for name in ["x", "y", "width", "height"] {
      guard let field = r.fields.first(where: { $0.0 == name })?.1 else { return nil }
      parts.append("\(name): \(SwiftEmitter.number(field))")
    }
    return "CGRect(" + parts.joined(separator: ", ") + ")"
  }

  /// `[IndexPath(…), …]` for a list of index paths (or rows of section 0).
  func pathList(_ value: Value) -> String {
    "[" + (value.listElements ?? []).compactMap(indexPath).map(path).joined(separator: ", ") + "]"
  }
}
