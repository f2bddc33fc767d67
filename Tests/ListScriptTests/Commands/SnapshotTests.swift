import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// Snapshots in the language: the method-call syntax with labels, its typed errors at their
/// places, value semantics, printing and equality.
@Suite struct SnapshotTests {
  @Test func aMethodCallParsesWithItsLabels() {
    let (trees, errors) = ParseTreeTests.parse(#"s.appendItems(["a", 1:2], toSection: "main")"#)
    #expect(errors.isEmpty)
    #expect(
      trees == [
        #"expression(method(variable("s") "appendItems" [Argument(label: nil labelRange: nil value: list([literal("a") binary(indexPath literal(1) literal(2))])) Argument(label: "toSection" labelRange:  value: literal("main"))]))"#
      ])
  }

  /// The resolver's typed errors, with the text each covers.
  @Test(arguments: [
    (
      "let s = snapshot()\ns.appendItem([1])",
      NameError.unknownMethod("appendItem", suggestion: "appendItems"), "appendItem"
    ),
    (
      "let s = snapshot()\ns.appendItems([1], toSectio: 2)",
      .methodLabels(
        written: "appendItems(_:toSectio:)",
        forms: ["appendItems(_:)", "appendItems(_:toSection:)"],
        suggestion: "appendItems(_:toSection:)"), "toSectio"
    ),
    (
      "let s = snapshot()\ns.insertItems([1])",
      .methodLabels(
        written: "insertItems(_:)",
        forms: ["insertItems(_:beforeItem:)", "insertItems(_:afterItem:)"],
        suggestion: "insertItems(_:beforeItem:)"), "insertItems"
    ),
    (
      "snapshot().appendSections([1])", .mutatingNeedsVariable("appendSections(_:)"),
      "snapshot()"
    ),
  ])
  func methodErrorsAreTypedAndPlaced(source: String, error: NameError, covering: String) {
    var parser = Parser(file: SourceFile(name: "t.lsh", text: source))
    var resolver = Resolver()
    let statements = parser.parseScript()
    #expect(parser.syntaxErrors.isEmpty)
    _ = resolver.resolve(statements)
    #expect(resolver.nameErrors.map(\.error) == [error])
    if let range = resolver.nameErrors.first?.range {
      #expect(range.file.text(range.bytes) == covering)
    }
  }

  @Test func snapshotsAreValuesThatPrintAndCompare() {
    let result = runScript(
      """
      let s = snapshot()
      s.appendSections(["main"])
      s.appendItems([{id: 1, text: "a"}, "b"])
      let t = s
      t.deleteItems(["b"])
      assert s.numberOfItems == 2 and t.numberOfItems == 1
      assert s != t
      t.appendItems(["b"])
      assert s == t
      t.reloadItems([1])
      assert s != t
      print s
      print t
      assert s.indexOfItem({id: 1}) == 0 and s.sectionIdentifier(containingItem: "b") == "main"
      """)
    #expect(result.status == .success, "\(result.output)")
    #expect(
      result.output == """
        snapshot("main": [{id: 1, text: "a"}, "b"])
        snapshot("main": [{id: 1, text: "a"}, "b"]) reloading [1]

        """)
  }

  @Test func aFailingCallLeavesTheVariableAsItWas() {
    let result = runScript(
      """
      platform ios14
      let s = snapshot()
      s.appendSections(["main"])
      s.appendItems(["a"])
      expect error "Fatal: supplied item identifiers are not unique." {
        s.appendItems(["b", "a"])
      }
      assert s.itemIdentifiers == ["a"]
      """, platform: .ios14)
    #expect(result.status == .success, "\(result.output)")
  }
}

/// A value's size: a new case with a large payload would make every list and row bigger (a
/// snapshot unboxed tripled it, and a million rows took 244 MB instead of 175).
@Test func aValueStaysSmall() {
  #expect(MemoryLayout<Value>.size <= 24, "\(MemoryLayout<Value>.size) bytes")
}
