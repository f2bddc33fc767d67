import Testing

@testable import HeadlessUIKit
@testable import ListDiff
@testable import ListScript

/// `update to` on a table with no section keeps the data source and the table in step.
@Suite struct UpdateToEdgeTests {
  @Test func aFreshTableGetsItsFirstSection() {
    let r = runScript("table\nupdate to [1, 2]\nassert visible == [1, 2]\nassert sections == 1\n")
    #expect(r.status == .success, "\(r.output)")
  }

  @Test func anEmptyTargetWithNoSectionAddsNone() {
    let r = runScript(
      """
      table
      data [1]
      data remove section 0
      begin
      delete sections 0
      end
      update to []
      assert sections == 0
      assert data == []
      update to [5]
      assert visible == [5]
      insert rows 0:0
      """)
    // The last call is wrong on purpose: the data was not changed, so UIKit's check fires —
    // with counts that show the table and the data source in step (1 row each before it).
    #expect(r.status == .runtimeError)
    #expect(r.diagnostics.first?.message.contains("before the update (1)") == true)
  }

  @Test(arguments: UpdatePlan.allCases) func everyPlanOnAFreshTable(plan: UpdatePlan) {
    let r = runScript(
      "table\nupdate to [1, 2, 3] using \(plan.rawValue)\nassert visible == [1, 2, 3]\n")
    #expect(r.status == .success, "\(plan): \(r.output)")
  }
}
