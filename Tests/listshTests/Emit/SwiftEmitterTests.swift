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
    #expect(
      code.contains(
        #"XCTAssertEqual(tableView.visibleCells.map { $0.textLabel?.text ?? "" }, ["a \"quoted\"", "b", "42"])"#
      ))
    #expect(code.contains("XCTAssertEqual(tableView.contentOffset.y, 0)"))
    #expect(code.contains("// not mapped: assert cell(0).stale == false"))
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
    #expect(code.contains("XCTAssertEqual(tableView.contentSize.height, 88)"))
    #expect(code.contains("// not mapped: heights fit"))
    #expect(code.contains("// not mapped: cache indexpath"))
    #expect(code.contains("// not mapped: assert contentHeight == 89"))
    #expect(!code.contains("XCTAssertEqual(tableView.contentSize.height, 89)"))
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
