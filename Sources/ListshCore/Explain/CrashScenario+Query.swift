import HeadlessUIKit

extension CrashScenario {
  /// The scenario for a query about a section the view does not have: a view with as many
  /// sections as the text says (or, where it does not say, as many as the index asked for, so
  /// that the one asked for is the first it lacks), then the query.
  static func query(
    _ failure: QueryFailure, _ reading: ExceptionReading, on platform: Platform
  ) throws(CrashScenarioError) -> CrashScenario {
    let (view, count, query): (String, Int, [String]) =
      switch failure {
      case .itemsInSection(let s, let n):
        (
          "collection", n,
          ["# a count read for a section the collection view does not have", "print items(\(s))"]
        )
      case .rowsInSection(let s):
        (
          "table", s,
          [
            "# numberOfRows(inSection:) for a section the table view does not have",
            "print rows(\(s))",
          ]
        )
      case .itemsBeforeSection(let s, let n):
        (
          "collection", n,
          [
            "# cellForItem(at:) with a section the collection view does not have",
            "print cell(\(s):0)",
          ]
        )
      case .headerRect(let s):
        (
          "table", s,
          [
            "# rectForHeader(inSection:) for a section the table view does not have",
            "print headerRect(\(s))",
          ]
        )
      case .footerRect(let s):
        (
          "table", s,
          [
            "# rectForFooter(inSection:) for a section the table view does not have",
            "print footerRect(\(s))",
          ]
        )
      }
    try Recipe.fits(section: count)
    switch failure {
    case .itemsInSection(let s, let n), .itemsBeforeSection(let s, let n):
      // UIKit asks only about a section past the last one: a text that says otherwise was not
      // printed by it.
      try Recipe.require(s >= n, "it names section \(s) of \(n), which the view has")
    case .rowsInSection, .headerRect, .footerRect: break
    }
    return CrashScenario(
      platform: platform,
      statements: [
        "platform \(platform.rawValue)", view,
        "data sections " + sections([Int](repeating: 1, count: count)),
      ] + query,
      expected: reading.expectedName + ": " + reading.message(on: platform))
  }
}
