/// Lays a script out in ListScript's one canonical layout (`listsh fmt`, and the language
/// server's formatting).
///
/// The layout:
/// - two spaces of indentation a block level; a statement continued on the next line after an
///   operator or a comma (outside brackets) keeps that break, its next lines four spaces deeper;
/// - one space after a comma and around `=`, `==` and the other comparisons and assignments,
///   none inside brackets and braces of lists, records and calls, one inside a block's braces
///   (`batch { insert rows 0 }`); the space before `(` and `[` is kept as written, since it
///   decides between a call or an index and an argument (`xs[0]`, `data [1, 2]`);
/// - a list, record or argument list on one line when it fits in 100 columns and holds no
///   comment, else one element a line; a block on one line only where it was written so and
///   fits;
/// - comments where they were (after the code of their line, or on lines of their own at the
///   indentation of what follows), at most one blank line in a row, none at the ends, one final
///   newline; a `#!` first line and a byte-order mark kept.
///
/// A file that does not parse is not formatted, and neither is one whose layout would change
/// what it means: the parse trees before and after are compared, source ranges left out.
package enum Formatter {
  /// The column a line should not pass.
  package static let width = 100

  /// Why a file was not formatted.
  package enum Failure: Error, Equatable, Sendable {
    /// The file has syntax errors: they come first (the first of them is given).
    case doesNotParse(Diagnostic)
    /// The new layout would parse to another tree: a formatter bug, reported rather than
    /// written. The first statement that differs is given.
    case wouldChangeMeaning(line: Int)
  }

  /// The canonical layout of `text`, or why it cannot be given.
  ///
  /// - Complexity: O(n · d) for n bytes and d levels of brackets that do not fit on a line.
  package static func format(_ text: String, name: String = "<fmt>") -> Result<String, Failure> {
    let file = SourceFile(name: name, text: text)
    let before = ParseShape.of(file)
    if let first = before.errors.first { return .failure(.doesNotParse(first)) }
    let output = layout(file)
    let after = ParseShape.of(SourceFile(name: name, text: output))
    if after.errors.isEmpty, after.trees == before.trees { return .success(output) }
    let first =
      before.trees.indices.first { $0 >= after.trees.count || before.trees[$0] != after.trees[$0] }
      ?? before.trees.count
    let line = first < before.lines.count ? before.lines[first] : before.lines.last ?? 1
    return .failure(.wouldChangeMeaning(line: line))
  }
}

extension Formatter {
  /// The new layout of a file that parses, unchecked (`format` checks it).
  ///
  /// - Complexity: O(n · d) for n bytes and d levels of brackets that do not fit on a line.
  static func layout(_ file: SourceFile) -> String {
    var lexer = Lexer(file: file)
    let tree = Tree(file: file, tokens: lexer.tokenize(), comments: lexer.comments)
    var layout = Layout()
    layout.statements(tree.roots, indent: 0)
    var prefix = ""
    let bom = file.bytes.starts(with: [0xEF, 0xBB, 0xBF])
    if bom { prefix = "\u{FEFF}" }
    if file.bytes[(bom ? 3 : 0)...].starts(with: Array("#!".utf8)) {
      prefix += String(file.line(1).dropFirst(bom ? 1 : 0)).trimmingTrailingSpaces + "\n"
    }
    return prefix + layout.text
  }
}

extension String {
  /// The string without its trailing blanks (spaces, tabs, carriage returns).
  var trimmingTrailingSpaces: String {
    var text = Substring(self)
    while let last = text.last, last == " " || last == "\t" || last == "\r" {
      text = text.dropLast()
    }
    return String(text)
  }
}
