import TestSupport
import Testing

/// The ListScriptUIKit catalogue's listings are the client package's code, which `scripts/test`
/// builds and runs, and each essential type of its root page has an example.
@Suite struct DocCExampleTests {
  @Test func listingsAreTheClientsCode() throws {
    let catalogue = try DocCExamples.read(library: "ListScriptUIKit")
    #expect(!catalogue.essentials.isEmpty)
    #expect(catalogue.problems == [])
  }
}
