import Foundation
import TestSupport
import Testing

@testable import ListScript

/// `docs/emit-swift.md` gives, for every command and statement form of the language, the code
/// `emit swift` writes or why it writes none: a command word without a row in one of its
/// tables fails here, so a new command cannot reach the emitter unexplained.
@Suite struct EmitTableCoverageTests {
  /// The first column of every table row of the page: the ListScript side.
  static func listScriptColumn() throws -> String {
    let page = try Repository.text("docs/emit-swift.md")
    // A cell's own bars are written `\|`: a column ends at a bar without one.
    return page.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("|---") }
      .map { row in
        let cells = row.replacingOccurrences(of: "\\|", with: "\u{1}")
          .split(separator: "|", omittingEmptySubsequences: false)
        return cells.count > 1 ? String(cells[1]) : ""
      }
      .joined(separator: " ")
  }

  /// The statement forms that are not command words: blocks, definitions, control flow.
  static let statementForms = [
    "turn", "{ … }", "expect error", "assert", "let", "def", "for", "if", "print", "include",
    "return",
  ]

  @Test func everyCommandAndStatementHasARow() throws {
    let column = try Self.listScriptColumn()
    // A command's row names it in code: `word` or `word …`.
    let missing = (CommandWord.spellings + Self.statementForms).filter { word in
      !column.contains("`\(word)`") && !column.contains("`\(word) ")
    }
    #expect(missing.isEmpty, "no row in docs/emit-swift.md for: \(missing)")
  }

  /// The check can fail: a word no row names is reported.
  @Test func aWordWithoutARowIsFound() throws {
    let column = try Self.listScriptColumn()
    #expect(!column.contains("`frobnicate`") && !column.contains("`frobnicate "))
    #expect(column.contains("`insert ") || column.contains("`insert`"))
  }
}
