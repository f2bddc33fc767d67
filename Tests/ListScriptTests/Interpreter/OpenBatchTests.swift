import Testing

@testable import ListScript

/// A script that ends inside `begin` validated none of its updates: that is a failure located at
/// the unclosed `begin`; a session (the REPL) may leave a batch open between entries.
@Suite struct OpenBatchTests {
  @Test func aScriptEndingInsideABatchFailsAtItsOutermostBegin() {
    let r = runScript("table\ndata [1, 2]\n  begin\nbegin\ndelete rows 0\nend\n")
    #expect(r.status == .assertionFailed)
    #expect(r.diagnostics.count == 1)
    #expect(
      r.output == """
        test.lsh:3:3: error: the script ends inside this batch: beginUpdates() was never ended
          3 |   begin
            |   ^~~~~
        note: nothing inside it was committed or checked against the data source
        note: close it with 'end', or write 'batch { … }'

        """)
  }

  @Test(arguments: [
    "table\ndata [1]\nbegin\nend\n", "table\ndata [1]\nbatch {\n}\n",
    "table\nbegin\nend\nbegin\nend\n", "print 1\n",
  ])
  func closedBatchesPass(source: String) {
    #expect(runScript(source).status == .success)
  }

  @Test func aBatchOfAnEarlierTableDoesNotCount() {
    // `table` replaces the table, and its open batch with it.
    #expect(runScript("table\nbegin\ntable\ndata [1]\n").status == .success)
    let r = runScript("table\nbegin\nend\ntable\nbegin\n")
    #expect(r.diagnostics.first?.range?.position == "test.lsh:5:1")
  }

  @Test func aFailureInsideTheBatchIsReportedAloneWithItsOwnStatus() {
    let r = runScript("table\ndata [1]\nbegin\nassert 1 == 2\n")
    #expect(r.status == .assertionFailed)
    #expect(r.diagnostics.map(\.message) == ["assertion failed: 1 == 2"])
  }

  @Test func anEntryOfASessionMayLeaveTheBatchOpen() {
    let interpreter = Interpreter(echo: false, emit: { _ in })
    let status = LargeStack.run {
      interpreter.runEntry(SourceFile(name: "<repl>", text: "table\ndata [1]\nbegin\n"))
    }
    #expect(status == .success)
    #expect(interpreter.tableView.isInBatch)
  }
}
