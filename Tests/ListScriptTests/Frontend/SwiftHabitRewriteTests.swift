import Testing

@testable import ListScript

/// A line of Swift gets one error naming the habit, at the place the first error stood, and a
/// note with ListScript's spelling — which, for a UIKit call, is the command's own from the
/// hover's table.
@Suite struct SwiftHabitRewriteTests {
  static func diagnostics(_ text: String) -> [Diagnostic] {
    Frontend { path, _ in throw Interpreter.LoadError(message: "no \(path)") }
      .check(SourceFile(name: "s.lsh", text: text)).diagnostics
  }

  @Test(arguments: [
    (
      "tableView.insertRows(at: [IndexPath(row: 0, section: 0)])", 11,
      "tableView.insertRows(…) is the app's Swift",
      "in ListScript: insert rows|row P, … | insert sections|section S, … | insert items|item P, …"
    ),
    (
      "collectionView.reloadData()", 16, "collectionView.reloadData(…) is the app's Swift",
      "in ListScript: reload"
    ),
    ("var x = 1", 5, "'var' is Swift's", "in ListScript: let x = …, then x = …"),
    ("func f() { }", 6, "'func' is Swift's", "in ListScript: def f(a, b) { … }, called as f(1, 2)"),
    ("let n: Int = 3", 6, "a type annotation is Swift's", "in ListScript: let n = 3"),
    (
      "print IndexPath(row: 1, section: 0)", 7, "IndexPath(row:section:) is Swift's",
      "in ListScript: 0:3 for IndexPath(row: 3, section: 0)"
    ),
  ])
  func aSwiftLineGetsOneErrorAndTheSpelling(
    line: String, column: Int, message: String, note: String
  ) throws {
    let found = Self.diagnostics(line + "\n")
    #expect(found.count == 1, "\(found.map(\.message))")
    let error = try #require(found.first)
    #expect(error.message.hasPrefix(message), "\(error.message)")
    #expect(error.notes == [note])
    let range = try #require(error.range)
    #expect(range.file.location(of: range.bytes.lowerBound) == (line: 1, column: column))
  }

  /// A hint's spelling for a UIKit call is the command's documentation, for every command
  /// whose documentation names a method.
  @Test func everyDocumentedCallIsFound() {
    for spelling in CommandWord.spellings {
      guard let doc = WordDocs.doc(for: spelling), let uikit = doc.uikit else { continue }
      for method in uikit.split(separator: "/") {
        let name = method.drop { $0 == " " }.prefix { $0 != "(" && $0 != " " }
        guard !name.isEmpty, name.first?.isLowercase == true else { continue }
        #expect(SwiftHabits.command(calling: String(name)) != nil, "\(name)")
      }
    }
  }

  /// Errors that are not a Swift habit are left as they were, and a line's other errors go
  /// with the habit's.
  @Test func otherErrorsStay() {
    let found = Self.diagnostics("let = 2\nvar x = 1\n")
    #expect(found.first?.message.hasPrefix("'var' is Swift's") == false)
    #expect(found.last?.message.hasPrefix("'var' is Swift's") == true)
    #expect(found.count == 2)
  }
}
