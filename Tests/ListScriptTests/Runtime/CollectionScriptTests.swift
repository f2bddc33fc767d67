import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// The collection view from the language: completions in their frames, and each view's calls
/// refused on the other, located.
@Suite struct CollectionScriptTests {

  @Test func completionsRunAtTheEndOfTheTurnInTheirFrame() {
    let result = runScript(
      """
      collection
      data [1, 2]
      let log = []
      def f() {
        let local = "inside f"
        batch { insert items 0; data insert 0 at 0 } completion {
          log = log + [local, finished]
          batch {} completion { log = log + ["nested"] }
        }
        log = log + ["after the batch"]
      }
      {
        f()
        log = log + ["end of turn"]
      }
      assert log == ["after the batch", "end of turn", "inside f", true, "nested"]
      assert visible [0, 1, 2]
      """)
    #expect(result.status == .success, "\(result.output)")
  }

  @Test(arguments: [
    (
      "collection\ndata [1]\ninsert rows 0",
      RuntimeError.notOnThisView(
        "insertRows(at:with:)", view: .collection, write: "insert items"), "insert rows 0"
    ),
    (
      "table\ndata [1]\nmove item 0 to 0",
      .notOnThisView("moveItem(at:to:)", view: .table, write: "move row"), "move item 0 to 0"
    ),
    (
      "collection\ndata [1]\nbegin",
      .notOnThisView("beginUpdates()", view: .collection, write: "batch { … }"), "begin"
    ),
    (
      "collection\ndata [1]\nprint visibleRows",
      .notOnThisView("rows ('visibleRows')", view: .collection, write: "visibleItems"),
      "visibleRows"
    ),
    (
      "collection\nprint items(2)", .collectionSectionRequest(2, sections: 0), "items(2)"
    ),
  ])
  func callsOfTheOtherViewAreLocated(source: String, error: RuntimeError, covering: String) {
    let got = RuntimeErrorTests.failure(source)
    #expect(got?.0 == error)
    #expect(got?.1 == covering)
  }
}
