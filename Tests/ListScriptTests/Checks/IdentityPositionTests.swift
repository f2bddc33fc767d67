import Testing

@testable import ListScript

/// Index-based identities over data that changes: found exactly when an item's content turns
/// up under another identity while both fetches number their items by place.
@Suite struct IdentityPositionTests {
  /// Records `{id, t}` numbered by place from `base`, holding `contents`.
  static func numbered(_ contents: [String], from base: Int) -> Value {
    IdentityCheckTests.value(
      "["
        + contents.enumerated().map { "{id: \($0.offset + base), t: \"\($0.element)\"}" }
        .joined(separator: ", ") + "]")
  }

  static func kinds(_ a: Value, _ b: Value) throws -> [String] {
    try IdentityCheck.check(a, then: b).described.map(\.kind)
  }

  /// Every delete of one item from lists of up to 6 distinct items, numbered from 0 or 1:
  /// found when an item follows the one deleted (its content moved up a place), and never for
  /// an item appended at the end.
  @Test(arguments: [0, 1])
  func everyDeleteAndAppend(base: Int) throws {
    for n in 1...6 {
      let contents = (0..<n).map { "item \($0)" }
      for deleted in 0..<n {
        var after = contents
        after.remove(at: deleted)
        let found = try Self.kinds(
          Self.numbered(contents, from: base), Self.numbered(after, from: base))
        #expect(
          found.contains("identity_is_position") == (deleted < n - 1),
          "n \(n), delete \(deleted), from \(base): \(found)")
      }
      let appended = try Self.kinds(
        Self.numbered(contents, from: base), Self.numbered(contents + ["new"], from: base))
      #expect(!appended.contains("identity_is_position"), "n \(n) appended")
    }
  }

  @Test func stableIdentitiesAreNotPositionsWhateverMoves() throws {
    let a = IdentityCheckTests.value("[{id: 7, t: \"a\"}, {id: 9, t: \"b\"}]")
    let b = IdentityCheckTests.value("[{id: 9, t: \"b\"}]")
    #expect(try !Self.kinds(a, b).contains("identity_is_position"))
    // Numbered from 0 in one fetch and from 1 in the other: not one numbering.
    #expect(
      try !Self.kinds(Self.numbered(["a", "b"], from: 0), Self.numbered(["b"], from: 1))
        .contains("identity_is_position"))
  }

  /// Data numbered by place that did not move: shared content appended, an item edited to
  /// equal another.
  @Test(arguments: [
    ("[{id: 1, t: \"Untitled\"}]", "[{id: 1, t: \"Untitled\"}, {id: 2, t: \"Untitled\"}]"),
    ("[{id: 0, t: \"\"}]", "[{id: 0, t: \"\"}, {id: 1, t: \"\"}]"),
    ("[{id: 1, done: false}, {id: 2, done: true}]", "[{id: 1, done: true}, {id: 2, done: true}]"),
  ])
  func nothingMovedIsNotFound(a: String, b: String) throws {
    #expect(
      try !Self.kinds(IdentityCheckTests.value(a), IdentityCheckTests.value(b)).contains(
        "identity_is_position"))
  }

  @Test func theReportNamesThePairs() throws {
    let check = try IdentityCheck.check(
      Self.numbered(["a", "b", "c"], from: 0), then: Self.numbered(["b", "c"], from: 0))
    #expect(
      check.findings == [
        .identityIsPosition(
          count: 2, of: 2, examples: [.init(old: "1", new: "0"), .init(old: "2", new: "1")])
      ])
    #expect(check.report().hasPrefix("the identity is the position: 2 of 2 items now hold"))
  }
}
