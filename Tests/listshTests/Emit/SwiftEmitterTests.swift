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

  @Test func evaluatedDataCallsAndChecks() {
    let code = SwiftEmitter.emit(
      Self.steps(
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
        assert cell(0).stale == false
        expect error "attempt to delete" {
          begin
          delete rows 9
          end
        }
        """), name: "scenarios/my-case.lsh")
    #expect(code.contains("final class MyCaseTests: XCTestCase"))
    #expect(code.contains("UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 352))"))
    #expect(code.contains(#"source.sections = [[("a \"quoted\"", 60), ("b", nil), ("42", nil)]]"#))
    #expect(
      code.contains("tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)"))
    #expect(
      code.contains("tableView.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)"))
    #expect(code.contains("tableView.contentOffset.y = 0"))
    #expect(code.contains(#"let actual = tableView.visibleCells.map { $0.textLabel?.text ?? "" }"#))
    #expect(code.contains(#"XCTAssertEqual(actual, ["a \"quoted\"", "b", "42"])"#))
    #expect(
      code.contains("let actual = tableView.contentOffset.y\n      XCTAssertEqual(actual, 0)"))
    #expect(
      code.contains(
        "// not mapped (UIKit does not say whether a cell is stale): assert cell(0:0).stale == false"
      ))
    #expect(code.contains("// expect error \"attempt to delete\""))
    #expect(
      code.contains(
        "// tableView.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .automatic)"))
  }

  /// FDTemplateLayoutCell is not UIKit: its commands, and every check made while heights are
  /// fitted, cached or estimated, become comments; a plain check before them stays mapped.
  @Test func heightCommandsAreNotMapped() {
    let code = SwiftEmitter.emit(
      Self.steps(
        """
        table
        data ["a", "b"]
        assert contentHeight == 88
        heights fit
        cache indexpath
        reload keeping heights
        assert contentHeight == 89
        """), name: "h.lsh")
    #expect(
      code.contains("let actual = tableView.contentSize.height\n      XCTAssertEqual(actual, 88)"))
    #expect(code.contains("// not mapped: heights fit"))
    #expect(code.contains("// not mapped: cache indexpath"))
    #expect(code.contains("// not mapped: assert contentHeight == 89"))
    #expect(!code.contains("XCTAssertEqual(actual, 89)"))
  }

  /// Every kind of command either maps to the UIKit code an app would write or becomes a
  /// comment that says so: nothing is dropped without a word.
  @Test(arguments: [
    ("table width 320 height 480", "UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))"),
    ("platform ios17", "// not mapped: platform ios17"),
    (
      "header 50",
      "tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 50))"
    ),
    ("footer 0", "tableView.tableFooterView = nil"),
    ("section header 30", "source.sectionHeaderHeight = 30"),
    ("section footer 20", "source.sectionFooterHeight = 20"),
    ("data [1, 2]", #"source.sections = [[("1", nil), ("2", nil)]]"#),
    // An edit becomes the same edit of the app's array, not the whole array again.
    ("data insert 7 at 1", #"source.sections[0].insert(("7", nil), at: 1)"#),
    (
      "data remove at 1, 0",
      "source.sections[0].remove(at: 1)\n    source.sections[0].remove(at: 0)"
    ),
    (
      "data move 0 to 1",
      "let row = source.sections[0].remove(at: 0)\n      source.sections[0].insert(row, at: 1)"
    ),
    ("data set 1 {text: \"x\", height: 60}", #"source.sections[0][1] = ("x", 60)"#),
    ("data insert section 0 [5]", #"source.sections.insert([("5", nil)], at: 0)"#),
    ("data remove section 0", "source.sections.remove(at: 0)"),
    ("data move section 0 to 0", "let section = source.sections.remove(at: 0)"),
    ("reload", "tableView.reloadData()"),
    (
      "batch {\n  insert rows 0\n  data [0, 1, 2]\n}",
      "tableView.performBatchUpdates({\n      tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)"
    ),
    ("begin\nend", "tableView.beginUpdates()\n    tableView.endUpdates()"),
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
    ("edit on", "tableView.setEditing(true, animated: false)"),
    ("edit on refreshing mounted", "// not mapped: edit refreshing mounted"),
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
    let code = SwiftEmitter.emit(
      Self.steps("table\ndata [1, 2]\n" + statement + "\n"), name: "c.lsh")
    #expect(code.contains(fragment), "\(statement)\n\(code)")
  }

  /// A collection view's commands, each in a scenario that makes one: its own calls and checks.
  @Test(arguments: [
    (
      "collection width 320 item 100 80 spacing 5 linespacing 4 inset 1 2 3 4",
      "layout.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)"
    ),
    ("collection list", "UICollectionViewCompositionalLayout.list("),
    (
      "collection\ndata [1]\ninsert items 0",
      "collectionView.insertItems(at: [IndexPath(row: 0, section: 0)])"
    ),
    (
      "collection\ndata [1, 2]\nbatch { move item 0 to 1 } completion { reload }",
      "collectionView.performBatchUpdates({\n      collectionView.moveItem(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))\n    })\n    // completion: its statements follow at the end of this run-loop turn, with finished == true\n    collectionView.reloadData()"
    ),
    (
      "collection\ndata range(0, 30)\nscroll to item 20 middle",
      "collectionView.scrollToItem(at: IndexPath(row: 20, section: 0), at: .centeredVertically, animated: false)"
    ),
    ("collection\nsection header 20", "?.headerReferenceSize = CGSize(width: 0, height: 20)"),
    (
      "collection\ndata [1, 2]\nassert visibleItems [0:0, 0:1]",
      "let actual = collectionView.indexPathsForVisibleItems.sorted()\n      XCTAssertEqual(actual, [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])"
    ),
    (
      "collection\ndata [1, 2]\nassert items(0) == 2",
      "let actual = collectionView.numberOfItems(inSection: 0)"
    ),
    (
      "collection\ndata [1, 2]\nassert cell(1).text == 2",
      "let actual = (collectionView.cellForItem(at: IndexPath(row: 1, section: 0)) as? Source.ItemCell)?.label.text"
    ),
    ("collection\ndata [1]\nedit on", "collectionView.isEditing = true"),
    ("collection\ndata [1]\ntable\ndata [1]\nreload", "tableView.reloadData()"),
  ]) func aCollectionViewsCommandsMap(scenario: String, fragment: String) {
    let code = SwiftEmitter.emit(Self.steps(scenario + "\n"), name: "c.lsh")
    #expect(code.contains(fragment), "\(scenario)\n\(code)")
    #expect(code.contains("UICollectionViewDataSource"))
  }

  /// A diffable view: its data source with the cell provider's style, and each apply as the
  /// snapshot it applied, built whole.
  @Test func aDiffableViewsAppliesMap() {
    let code = SwiftEmitter.emit(
      Self.steps(
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

        """), name: "d.lsh")
    #expect(code.contains("struct Item: Hashable, Sendable"))
    #expect(
      code.contains("tableSource = UITableViewDiffableDataSource<Item, Item>(tableView: tableView)")
    )
    #expect(code.contains("  cell.textLabel?.text = item.text"))
    #expect(
      code.contains(
        #"snapshot.appendItems([Item("1", "a"), Item("b", "b")], toSection: Item("main", "main"))"#)
    )
    #expect(code.contains("tableSource?.apply(snapshot, animatingDifferences: true)"))
    #expect(code.contains(#"snapshot.reloadItems([Item("1", "1")])"#))
    #expect(code.contains("tableSource?.apply(snapshot, animatingDifferences: false)"))
    #expect(code.contains("latest[item.id]?.text ?? item.text"))
    #expect(code.contains("collectionSource?.applySnapshotUsingReloadData(snapshot)"))
  }

  @Test func aTableOnlyScenarioHasNoCollectionView() {
    let code = SwiftEmitter.emit(Self.steps("table\ndata [1]\n"), name: "t.lsh")
    #expect(!code.contains("UICollectionView"))
  }

  @Test func checksMapToUIKitAndAnchoringLeavesTheGeometryUnchecked() {
    let code = SwiftEmitter.emit(
      Self.steps(
        """
        table
        data range(0, 40)
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
        """), name: "a.lsh")
    #expect(code.contains("let actual = tableView.isEditing\n      XCTAssertEqual(actual, true)"))
    #expect(
      code.contains(
        "let actual = tableView.indexPathsForSelectedRows ?? []\n      XCTAssertEqual(actual, [IndexPath(row: 2, section: 0)])"
      ))
    #expect(
      code.contains(
        "let actual = tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected\n      XCTAssertEqual(actual, true)"
      ))
    #expect(
      code.contains(
        "let actual = tableView.cellForRow(at: IndexPath(row: 39, section: 0))\n      XCTAssertNil(actual)"
      ))
    #expect(code.contains("?.textLabel?.text\n      XCTAssertEqual(actual, \"1\")"))
    #expect(code.contains("// not checked while anchoring is on (not emitted): assert offset == 0"))
    // Counts do not depend on anchoring; after anchor off the offset is checked again.
    #expect(code.contains("tableView.numberOfRows(inSection: 0)"))
    #expect(code.components(separatedBy: "let actual = tableView.contentOffset.y").count == 2)
  }

  @Test func stringLiteralsAreEscaped() {
    #expect(SwiftEmitter.literal("a\\b\"c\nd\u{1}") == #""a\\b\"c\nd\u{1}""#)
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
  @Test(arguments: Query.allCases)
  func queries(query: Query) {
    for lines in [
      SwiftEmitter.expectation(query, [], .int(1)),
      SwiftEmitter.collectionExpectation(query, [], .int(1)),
    ] {
      let text = lines.joined(separator: "\n")
      #expect(
        text.contains("XCTAssert") || text.hasPrefix("// not mapped ("), "\(query): \(text)")
    }
  }

  @Test(arguments: CellField.allCases.map(Optional.some) + [nil])
  func cellFields(field: CellField?) {
    for value in [Value.bool(true), .string("a"), .nil] {
      for lines in [
        SwiftEmitter.cellExpectation(ListIndexPath(0, 1), field, value),
        SwiftEmitter.collectionCellExpectation(ListIndexPath(0, 1), field, value),
      ] {
        let text = lines.joined(separator: "\n")
        #expect(
          text.contains("XCTAssert") || text.hasPrefix("// not mapped ("),
          "\(String(describing: field)) \(value): \(text)")
      }
    }
  }
}
