import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript
@testable import ListshCore

/// `listsh emit swift`: the recorded steps of a scenario as XCTest code.
@Suite struct SwiftEmitterTests {
  static func steps(_ source: String) -> [RecordedStep] {
    final class Steps: @unchecked Sendable { var all: [RecordedStep] = [] }
    let steps = Steps()
    let interpreter = Interpreter(trace: .off, echo: false, emit: { _ in })
    interpreter.recorder = { steps.all.append($0) }
    _ = LargeStack.run { interpreter.run(SourceFile(name: "s.lsh", text: source)) }
    return steps.all
  }

  static func emit(_ source: String, name: String = "s.lsh") -> String {
    SwiftEmitter.emit(steps(source), name: name)
  }

  /// The view lays out where the model's run-loop turns end — between top-level statements,
  /// once the view has its data — and nowhere inside one: a `turn { }` block's data change and
  /// batch follow each other with no layout pass, so the counts-read-at-entry crash stays one.
  @Test(arguments: [SwiftEmitter.Target.uikit, .headless])
  func layoutPassesOnlyWhereTurnsEnd(target: SwiftEmitter.Target) {
    let source = """
      collection
      data ["a", "b"]
      turn {
        data insert "c" at 2
        batch { insert items 2 }
      }
      data insert "d" at 3
      batch { insert items 3 }
      """
    let code = SwiftEmitter.emit(Self.steps(source), name: "t.lsh", target: target)
    let lines = code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let turnEnd = target == .uikit ? "collectionView.layoutIfNeeded()" : "Headless.endTurn()"
    func index(_ prefix: String, after start: Int = 0) -> Int? {
      lines[start...].firstIndex { $0.hasPrefix(prefix) }
    }
    let firstInsert = index("source.sections[0].insert(\"c\"")
    let firstBatch = firstInsert.flatMap { index("collectionView.performBatchUpdates", after: $0) }
    #expect(firstInsert != nil && firstBatch != nil, "\(code)")
    if let firstInsert, let firstBatch {
      #expect(!lines[firstInsert..<firstBatch].contains { $0.hasSuffix("layoutIfNeeded()") })
      // Before the block: the turn of `data` ended; after it: the block's turn ended.
      #expect(lines[..<firstInsert].contains(turnEnd))
      let secondInsert = index("source.sections[0].insert(\"d\"", after: firstBatch)
      let secondBatch = secondInsert.flatMap {
        index("collectionView.performBatchUpdates", after: $0)
      }
      #expect(secondInsert.map { lines[firstBatch..<$0].contains(turnEnd) } == true)
      // Between two top-level statements, the turn ends.
      if let secondInsert, let secondBatch {
        #expect(lines[secondInsert..<secondBatch].contains(turnEnd))
      } else {
        Issue.record("the last two statements: \(code)")
      }
    }
    // A view without data lays nothing out at its turn's end.
    #expect(index(turnEnd).map { $0 > (index("source.sections = [[") ?? 0) } == true)
  }

  @Test func evaluatedDataCallsAndChecks() {
    let code = Self.emit(
      """
      table height 352
      def twice(x) { return x * 2 }
      data [{text: "a \\"quoted\\"", height: 60}, "b", twice(21)]
      begin
      for r in [0, 2] { reload rows r }
      end
      scroll to 10
      assert visible ["a \\"quoted\\"", "b", 42]
      assert offset == 0
      """, name: "scenarios/my-case.lsh")
    #expect(code.contains("final class MyCaseTests: XCTestCase"))
    #expect(
      code.contains("let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 352))"))
    #expect(
      code.contains(
        #"source.sections = [[Row(text: "a \"quoted\"", height: 60), Row(text: "b"), Row(text: "42")]]"#
      ))
    #expect(code.contains("tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)"))
    #expect(code.contains("tableView.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)"))
    #expect(code.contains("tableView.contentOffset.y = 0"))
    #expect(code.contains(#"let actual = tableView.visibleCells.map { $0.textLabel?.text ?? "" }"#))
    #expect(
      code.contains(
        #"XCTAssertEqual(actual, ["a \"quoted\"", "b", "42"], "scenarios/my-case.lsh:8")"#))
    #expect(code.contains("// line 4: begin"))
    // Rows with heights need the delegate; the data source object says so.
    #expect(code.contains("UITableViewDataSource, UITableViewDelegate"))
  }

  /// Registrations, providers and dequeues outside a request are the app's own calls; what
  /// Swift cannot write is said.
  @Test func registrationsProvidersAndDequeuesAreEmitted() {
    let table = Self.emit(
      """
      table
      register cell "Row" nib
      provider dequeue "Row"
      data ["a"]
      dequeue "Row"
      dequeue "Row" at 0:0
      provider dequeue "Row" twice returning nil reinit
      """, name: "scenarios/cells.lsh")
    #expect(table.contains("// The app registers a nib; the test registers the class it holds."))
    #expect(
      table.contains(#"tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")"#))
    #expect(table.contains(#"source.cellIdentifier = "Row""#))
    #expect(table.contains("source.dequeuesTwice = true"))
    #expect(
      table.contains(
        "_ = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)"))
    #expect(table.contains(#"_ = tableView.dequeueReusableCell(withIdentifier: "Row")"#))
    #expect(
      table.contains(
        #"_ = tableView.dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 0, section: 0))"#
      ))
    #expect(table.contains("// not mapped: returning nil: a Swift data source cannot return nil"))
    #expect(table.contains("// not mapped: reinit: Swift cannot call init on a cell it was given"))

    let collection = Self.emit(
      """
      collection height 200
      section header 40
      data sections [["a"], ["b"]]
      register supplementary "badge" "B"
      provider header dequeue "B" of "badge" returning new
      """, name: "scenarios/views.lsh")
    #expect(collection.contains(#"  forSupplementaryViewOfKind: "badge","#))
    #expect(
      collection.contains(
        "source.supplementaryProviders[UICollectionView.elementKindSectionHeader] ="))
    #expect(collection.contains(#"    identifier: "B", kind: "badge","#))
    #expect(collection.contains("    dequeuesTwice: false, returnsNew: true)"))
    #expect(collection.contains("guard let provider = supplementaryProviders[kind] else {"))
    // A data source that is gone, then a provider again: the test sets it back.
    let gone = Self.emit(
      "table\ndata [\"a\"]\nprovider gone\nprovider dequeue \"cell\"", name: "scenarios/gone.lsh")
    #expect(gone.contains("tableView.dataSource = nil"))
    #expect(gone.contains("tableView.dataSource = source"))
    // A scenario without a provider keeps the plain data source.
    let plain = Self.emit("table\ndata [\"a\"]", name: "scenarios/plain.lsh")
    #expect(!plain.contains("cellIdentifier"))
  }

  /// Only what the scenario uses: no `Row` type, delegate, collection view or helper import
  /// for a plain table with no heights and no exception.
  @Test func aPlainTableDeclaresOnlyWhatItUses() {
    let code = Self.emit("table\ndata [1, 2]\nassert rows == 2\n")
    #expect(code.contains("var sections: [[String]] = []"))
    for absent in [
      "struct Row", "UITableViewDelegate", "UICollectionView", "ListScriptCatch", "_ = (",
      "Item", ".automatic",
    ] {
      #expect(!code.contains(absent), "\(absent)")
    }
    #expect(code.contains("let tableView = UITableView(frame: window.bounds, style: .plain)"))
    // Written from one profile's steps, the test runs them on that profile's versions only.
    #expect(code.contains("} else if version < 1604 {  // ios15: iOS 15 to 16.3"))
    #expect(code.contains("\"on ios17 (iOS 17), the model was not run on this profile"))
  }

  /// A flow layout that sizes its items maps to the delegate and to self-sizing cells.
  ///
  /// The delegate answers `sizeForItemAt` from the rows' sizes; self-sizing cells answer
  /// `preferredLayoutAttributesFitting` with them, and `estimated W H` sets `estimatedItemSize`.
  /// A fixed-size grid declares none of it.
  @Test func flowLayoutItemSizesMapToTheDelegateAndSelfSizingCells() {
    let sized = Self.emit(
      """
      collection item 100 40 sizeforitem
      data [{id: 0, width: 200, height: 60}, 1]
      estimated 100 30
      """)
    for expected in [
      "UICollectionViewDataSource, UICollectionViewDelegateFlowLayout",
      "collectionView.delegate = source",
      "  var width: CGFloat? = nil",
      "Row(text: \"{id: 0, width: 200, height: 60}\", height: 60, width: 200)",
      "sizeForItemAt indexPath: IndexPath",
      "return CGSize(width: row.width ?? fixed.width, height: row.height ?? fixed.height)",
      ")?.estimatedItemSize = CGSize(width: 100, height: 30)",
      "collectionView.collectionViewLayout.invalidateLayout()",
      "override func preferredLayoutAttributesFitting(",
      "(cell as? ItemCell)?.preferredSize = size(at: indexPath, in: collectionView)",
    ] {
      #expect(sized.contains(expected), "\(expected)")
    }
    // A caching layout is declared for a diffable view too, and invalidating it lays out.
    let caching = Self.emit("collection cachinglayout\ndiffable\ninvalidate layout\n")
    #expect(caching.contains("final class CachingLayout: UICollectionViewFlowLayout {"))
    #expect(caching.contains("let layout0 = CachingLayout()"))
    #expect(
      caching.contains(
        "collectionView.collectionViewLayout.invalidateLayout()\n    collectionView.layoutIfNeeded()"
      ))
    let automatic = Self.emit("collection item 100 40\nestimated automatic\n")
    #expect(
      automatic.contains(
        ")?.estimatedItemSize = UICollectionViewFlowLayout.automaticSize"))
    let selfSizing = Self.emit("collection item 100 40\nestimated 80 20\ndata [1]\n")
    #expect(selfSizing.contains("estimatedItemSize = CGSize(width: 80, height: 20)"))
    #expect(selfSizing.contains("override func preferredLayoutAttributesFitting("))
    #expect(!selfSizing.contains("UICollectionViewDelegateFlowLayout"))
    let grid = Self.emit("collection item 100 40\ndata [{id: 0, width: 200}]\n")
    for absent in [
      "estimatedItemSize", "preferredSize", "sizeForItemAt", "struct Row", ".delegate",
    ] {
      #expect(!grid.contains(absent), "\(absent)")
    }
  }

  @Test func heightCommandsAreNotMapped() {
    let code = Self.emit(
      """
      table
      data ["a", "b"]
      assert contentHeight == 88
      heights fit
      cache indexpath
      reload keeping heights
      assert contentHeight == 89
      """, name: "h.lsh")
    #expect(
      code.contains(
        "let actual = tableView.contentSize.height\n      XCTAssertEqual(actual, 88, \"h.lsh:3\")"))
    #expect(code.contains("// not mapped: heights fit"))
    #expect(code.contains("// not mapped: cache indexpath"))
    #expect(code.contains("// not mapped: assert contentHeight == 89"))
    #expect(!code.contains("XCTAssertEqual(actual, 89"))
  }

  /// Every kind of command either maps to the UIKit code an app would write or becomes a
  /// comment that says so: nothing is dropped without a word.
  @Test(arguments: [
    ("table width 320 height 480", "window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)"),
    ("platform ios17", "// not mapped: a `platform` line (the test checks the expectations"),
    (
      "header 50",
      "tableView.tableHeaderView = UIView(\n      frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 50)"
    ),
    ("footer 0", "tableView.tableFooterView = nil"),
    ("section header 30", "source.sectionHeaderHeight = 30"),
    ("section footer 20", "source.sectionFooterHeight = 20"),
    ("data [1, 2]", #"source.sections = [["1", "2"]]"#),
    ("data insert 7 at 1", #"source.sections[0].insert("7", at: 1)"#),
    (
      "data remove at 1, 0",
      "source.sections[0].remove(at: 1)\n    source.sections[0].remove(at: 0)"
    ),
    (
      "data move 0 to 1",
      "let row = source.sections[0].remove(at: 0)\n      source.sections[0].insert(row, at: 1)"
    ),
    (
      "data set 1 {text: \"x\", height: 60}", #"source.sections[0][1] = Row(text: "x", height: 60)"#
    ),
    ("data insert section 0 [5]", #"source.sections.insert(["5"], at: 0)"#),
    ("data remove section 0", "source.sections.remove(at: 0)"),
    ("data move section 0 to 0", "let section = source.sections.remove(at: 0)"),
    ("reload", "tableView.reloadData()"),
    (
      "batch {\n  insert rows 0\n  data [0, 1, 2]\n}",
      "tableView.performBatchUpdates({\n      tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)"
    ),
    ("begin\nend", "tableView.beginUpdates()\n    // line 4: end\n    tableView.endUpdates()"),
    ("reconfigure rows 0", "tableView.reconfigureRows(at: [IndexPath(row: 0, section: 0)])"),
    (
      "move row 0 to 1",
      "tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))"
    ),
    ("scroll to 10", "tableView.contentOffset.y = 0"),
    (
      "scroll to row 0:1 none",
      "tableView.scrollToRow(at: IndexPath(row: 1, section: 0), at: .none, animated: false)"
    ),
    ("anchor on", "// anchor on: the second article's fix"),
    (
      "edit on",
      "tableView.setEditing(true, animated: false)\n    // the app refreshes visibleCells"
    ),
    ("edit on refreshing mounted", "(cell as? Cell)?.showsEditing = tableView.isEditing"),
    (
      "edit on refreshing reload",
      "tableView.setEditing(true, animated: false)\n    tableView.reloadData()"
    ),
    (
      "select 0:1",
      "tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)"
    ),
    ("rotate landscape", "window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)"),
    ("heights fit", "// not mapped: heights fit"),
    ("update to [2, 1]", "tableView.moveRow("),
    ("diff [1] [2]", "// not mapped: diff [1] [2]"),
    ("show", "// not mapped: show"),
    ("trace all", "// not mapped: trace all"),
  ]) func everyKindOfCommandMapsOrSaysWhyNot(statement: String, fragment: String) {
    let code = Self.emit("table\ndata [1, 2]\n" + statement + "\n", name: "c.lsh")
    #expect(code.contains(fragment), "\(statement)\n\(code)")
  }

  /// A collection view's commands, each in a scenario that makes one: its own calls and checks,
  /// with `IndexPath(item:section:)`.
  @Test(arguments: [
    (
      "collection width 320 item 100 80 spacing 5 linespacing 4 inset 1 2 3 4",
      "layout0.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)"
    ),
    ("collection list", "UICollectionViewCompositionalLayout.list("),
    (
      "collection\ndata [1]\ninsert items 0",
      "collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])"
    ),
    (
      "collection\ndata [1, 2]\nbatch { move item 0 to 1 } completion { reload }",
      "UIView.performWithoutAnimation {\n      collectionView.performBatchUpdates({\n        collectionView.moveItem("
    ),
    (
      "collection\ndata range(0, 30)\nscroll to item 20 middle",
      "at: IndexPath(item: 20, section: 0),\n      at: .centeredVertically,"
    ),
    ("collection\nsection header 20", "?.headerReferenceSize = CGSize(width: 0, height: 20)"),
    (
      "collection\ndata [1, 2]\nassert visibleItems [0:0, 0:1]",
      "let actual = collectionView.indexPathsForVisibleItems.sorted()"
    ),
    (
      "collection\ndata [1, 2]\nassert items(0) == 2",
      "let actual = collectionView.numberOfItems(inSection: 0)"
    ),
    (
      "collection\ndata [1, 2]\nassert cell(1).text == 2",
      "collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ItemCell\n      )?.label.text"
    ),
    ("collection\ndata [1]\nedit on", "collectionView.isEditing = true"),
    ("collection\ndata [1]\ntable\ndata [1]\nreload", "tableView.reloadData()"),
  ]) func aCollectionViewsCommandsMap(scenario: String, fragment: String) {
    let code = Self.emit(scenario + "\n", name: "c.lsh")
    #expect(code.contains(fragment), "\(scenario)\n\(code)")
    #expect(code.contains("UICollectionViewDataSource"))
  }

  /// A diffable view: its data source with the cell provider's style, and each apply as the
  /// snapshot it applied, built whole — once: the batch UIKit performs is a comment.
  @Test func aDiffableViewAppliesOnce() {
    let code = Self.emit(
      """
      table
      diffable
      let s = snapshot()
      s.appendSections(["main"])
      s.appendItems([{id: 1, text: "a"}, "b"])
      apply s
      s.reloadItems([1])
      apply s animated false
      collection list
      diffable lookup
      apply s using reload data

      """, name: "d.lsh")
    #expect(code.contains("struct Section: Hashable, Sendable"))
    #expect(
      code.contains(
        "tableSource = UITableViewDiffableDataSource<Section, Item>(tableView: tableView)"))
    #expect(code.contains(#"toSection: Section("main")"#))
    #expect(code.contains("tableSource.apply(snapshot, animatingDifferences: true)"))
    #expect(code.contains(#"snapshot.reloadItems([Item("1", "1")])"#))
    #expect(code.contains("tableSource.apply(snapshot, animatingDifferences: false)"))
    #expect(code.contains("latest[item.id]?.text ?? item.text"))
    #expect(code.contains("collectionSource.applySnapshotUsingReloadData(snapshot)"))
    #expect(code.contains("// UIKit's diffable data source performs this batch itself"))
    // No data source object, and no call the app did not make.
    #expect(!code.contains("final class Source"))
    for line in code.split(separator: "\n")
    where !line.trimmingPrefix(while: { $0 == " " }).hasPrefix("//") {
      #expect(!line.contains("performBatchUpdates") && !line.contains("moveRow("), "\(line)")
    }
  }

  /// UIKit's exception, caught and compared word for word: in an `expect error` block, and at
  /// the statement that stopped a crash scenario.
  @Test func exceptionsAreCaughtAndCompared() throws {
    let expected = Self.emit(
      """
      table
      data [1, 2]
      expect error "attempt to delete" {
        begin
        delete rows 9
        end
      }
      """, name: "e.lsh")
    #expect(expected.contains("import ListScriptCatch"))
    #expect(expected.contains("func uikitText(_ exception: NSException?) -> String?"))
    #expect(
      expected.contains(
        "// expect error \"attempt to delete\":\n    do {\n      let exception = LSCatchException {\n        tableView.beginUpdates()"
      ))
    #expect(
      expected.contains("NSInternalInconsistencyException: attempt to delete row 9 from section 0"))
    let source = SourceFile(
      name: "crash.lsh", text: "table\ndata [1, 2, 3]\nbegin\ndata insert 4 at 3\nend\n")
    let crash = EmitRun.emit(source, name: "crash.lsh", gate: .inside("."))
    #expect(crash.status == .runtimeError)
    let code = try #require(crash.code)
    #expect(
      code.contains(
        "// UIKit raises its exception here, as the scenario did:\n    do {\n      let exception = LSCatchException {\n        tableView.endUpdates()\n      }"
      ))
    #expect(code.contains("\"crash.lsh:5\")"))
  }

  /// The first article's checks: a stale cell is one whose text or editing look is not the
  /// app's latest; prepared rows are the cells UIKit holds that are not visible.
  @Test func staleAndPreparedCellsAreChecked() {
    let code = Self.emit(
      """
      table
      data range(0, 40)
      edit on
      assert cell(16).stale
      assert not cell(0).stale
      assert cell(16).editing == false
      assert preparedRows == [0:16]
      assert rect(0:1) == {x: 0, y: 44, width: 375, height: 44}
      """, name: "a.lsh")
    #expect(code.contains("final class Cell: UITableViewCell {\n    var showsEditing = false"))
    #expect(
      code.contains(
        "let actual = shown != current || editing != tableView.isEditing\n      XCTAssertEqual(actual, true, \"a.lsh:4\")"
      ))
    #expect(code.contains("XCTAssertEqual(actual, false, \"a.lsh:5\")"))
    #expect(
      code.contains(
        "(tableView.cellForRow(at: IndexPath(row: 16, section: 0)) as? Cell)?.showsEditing"))
    #expect(code.contains("let held = all.filter {"))
    #expect(code.contains("tableView.rectForRow(at: IndexPath(row: 1, section: 0))"))
    #expect(code.contains("CGRect(x: 0, y: 44, width: 375, height: 44)"))
  }

  @Test func checksMapToUIKitAndAnchoringLeavesTheGeometryUnchecked() {
    let code = Self.emit(
      """
      table
      data range(0, 40)
      selection editing single
      edit on
      select 0:2
      assert editing == true
      assert selectedRows == [0:2]
      assert cell(2).selected
      assert cell(39) == nil
      assert cell(1).text == 1
      anchor on
      data range(0, 41)
      reload
      assert offset == 0
      assert rows == 41
      anchor off
      assert offset == 0
      """, name: "a.lsh")
    #expect(
      code.contains(
        "let actual = tableView.isEditing\n      XCTAssertEqual(actual, true, \"a.lsh:6\")"))
    #expect(code.contains("let actual = tableView.indexPathsForSelectedRows ?? []"))
    #expect(
      code.contains(
        "let actual = tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected"))
    #expect(code.contains("XCTAssertNil(actual, \"a.lsh:9\")"))
    #expect(
      code.contains(
        "// not checked (anchoring is on: the app's fix is not emitted): assert offset == 0"))
    #expect(
      code.contains("// - 14: assert offset == 0 (anchoring is on: the app's fix is not emitted)"))
    #expect(code.contains("tableView.numberOfRows(inSection: 0)"))
    #expect(code.components(separatedBy: "let actual = tableView.contentOffset.y").count == 2)
  }

  @Test func stringLiteralsAreEscaped() {
    #expect(SwiftEmitter.literal("a\\b\"c\nd\u{1}") == #""a\\b\"c\nd\u{1}""#)
    // A multi-line literal keeps its value: `\` joins the broken lines again.
    let long = String(repeating: "word ", count: 40) + "\"\"\" \\ end"
    let lines = SwiftLines.multilineLiteral(long, indent: "  ")
    #expect(lines.allSatisfy { $0.count <= 100 })
    #expect(lines.contains { $0.contains(#"""\""#) })
  }

  @Test(arguments: [
    ("scenarios/my-case.lsh", "MyCase"), ("3d view.lsh", "Scenario3dView"), ("---.lsh", "Scenario"),
    ("écran.lsh", "Cran"), ("a\rb.lsh", "AB"),
  ])
  func classNamesAreSwiftIdentifiers(file: String, name: String) {
    #expect(SwiftEmitter.className(file) == name)
  }

  /// A scenario's text cannot leave the comments it is quoted in: a carriage return, a line
  /// separator or a newline in a name or a string is written as an escape.
  @Test func scenarioTextStaysInsideComments() {
    let code = SwiftEmitter.emit(
      Self.steps("table\ndata [\"x\"]\nassert data == [\"x\\rXCTFail()\"]\n"),
      name: "odd\rname\u{2028}XCTFail().lsh")
    for line in code.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" }) {
      #expect(!line.unicodeScalars.contains { $0 == "\r" || $0.value == 0x2028 })
      if line.contains("XCTFail()") {
        #expect(line.trimmingPrefix(while: { $0 == " " }).hasPrefix("//"), "\(line)")
      }
    }
  }
}

/// Every query and every cell field either becomes UIKit's check or a comment that says why:
/// the emitter's switches over them are exhaustive, so a new one cannot be dropped silently.
@Suite struct EveryCheckMapsOrSaysWhyTests {
  static func writers() -> [EmitWriter] {
    let table = EmitWriter(steps: [], scenario: "q.lsh")
    var collection = EmitWriter(steps: [], scenario: "q.lsh")
    collection.collection = true
    return [table, collection]
  }

  @Test(arguments: Query.allCases)
  func queries(query: Query) {
    for var writer in Self.writers() {
      let text = writer.expectation(query, [.indexPath(ListIndexPath(0, 1))], .int(1))
        .joined(separator: "\n")
      #expect(
        text.contains("XCTAssert") || text.hasPrefix("// not checked ("), "\(query): \(text)")
    }
  }

  @Test(arguments: CellField.allCases.map(Optional.some) + [nil])
  func cellFields(field: CellField?) {
    for value in [Value.bool(true), .string("a"), .nil] {
      for var writer in Self.writers() {
        let text = writer.cellExpectation(ListIndexPath(0, 1), field, value)
          .joined(separator: "\n")
        #expect(
          text.contains("XCTAssert") || text.hasPrefix("// not checked ("),
          "\(String(describing: field)) \(value): \(text)")
      }
    }
  }
}
