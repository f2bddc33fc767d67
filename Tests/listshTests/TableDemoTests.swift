import Testing

@testable import ListshCore
@testable import listsh

/// `listsh demo`: the walkthrough of the model through its Swift API.
@Suite struct TableDemoTests {
  @Test func demoShowsTheArticlesPoints() throws {
    let ios15 = try TableDemo.run(platform: .ios15)
    #expect(ios15.contains("0:4     c7    y 176      h 44    7 [STALE: data has 6]"))
    #expect(ios15.contains("0:8     c2    y 352      h 44    11 [STALE: shows editing off]"))
    #expect(
      ios15.contains(
        "error: NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0."
      ))
    let ios14 = try TableDemo.run(platform: .ios14)
    #expect(!ios14.contains("shows editing off"))
  }
}
