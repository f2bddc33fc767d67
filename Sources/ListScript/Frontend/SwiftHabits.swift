/// Swift written where ListScript was meant: a line whose errors come from a Swift habit
/// (`var`, `func`, a type annotation, `IndexPath(…)`, a UIKit call) gets one error that names the habit
/// and a note with ListScript's spelling, instead of the errors the parser and the resolver found
/// in words they could not read.
///
/// A UIKit call's spelling comes from the table an editor's hover shows (`WordDocs`), so a
/// command's documentation and its hint cannot disagree.
enum SwiftHabits {
  /// What a line written in Swift means in ListScript.
  struct Hint: Equatable {
    /// The error's message: what the line does that ListScript writes otherwise.
    var message: String
    /// ListScript's spelling.
    var write: String
  }

  /// `diagnostics` with the errors of each line that shows a Swift habit replaced by one.
  ///
  /// - Complexity: O(d + l) for d diagnostics and l bytes in the lines that have errors.
  static func rewrite(_ diagnostics: [Diagnostic], in file: SourceFile) -> [Diagnostic] {
    var out: [Diagnostic] = []
    var hinted: Set<Int> = []
    for diagnostic in diagnostics {
      guard let range = diagnostic.range, range.file === file, diagnostic.severity == .error else {
        out.append(diagnostic)
        continue
      }
      let line = file.location(of: range.bytes.lowerBound).line
      if hinted.contains(line) { continue }
      let text = file.line(line)
      guard let hint = hint(for: text) else {
        out.append(diagnostic)
        continue
      }
      hinted.insert(line)
      var replaced = diagnostic
      replaced.message = hint.message
      replaced.notes = ["in ListScript: " + hint.write]
      out.append(replaced)
    }
    return out
  }

  /// The hint for a line of Swift, or nil for a line that is not one.
  static func hint(for line: String) -> Hint? {
    let text = String(line.drop { $0 == " " || $0 == "\t" })
    let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
      .map(String.init)
    guard let first = words.first else { return nil }
    if first == "var", words.count > 1, text.dropFirst(3).first == " " {
      return Hint(
        message: "'var' is Swift's; ListScript declares every name with 'let', and a name "
          + "declared so can be assigned again",
        write: "let \(words[1]) = …, then \(words[1]) = …")
    }
    if first == "func", words.count > 1, text.dropFirst(4).first == " " {
      return Hint(
        message: "'func' is Swift's; ListScript defines a procedure with 'def'",
        write: "def \(words[1])(a, b) { … }, called as \(words[1])(1, 2)")
    }
    if first == "let", words.count > 2, let colon = text.firstIndex(of: ":"),
      let equals = text.firstIndex(of: "="), colon < equals
    {
      return Hint(
        message: "a type annotation is Swift's; ListScript infers a name's type from its value",
        write: "let \(words[1]) = \(text[text.index(after: equals)...].drop { $0 == " " })")
    }
    if let call = uikitCall(text) { return call }
    if text.contains("IndexPath(") {
      return Hint(
        message: "IndexPath(row:section:) is Swift's; ListScript writes an index path as S:R",
        write: "0:3 for IndexPath(row: 3, section: 0)")
    }
    return nil
  }

  /// `tableView.insertRows(at: …)`, `collectionView.reloadData()`: the command that makes the
  /// call, from the commands' documentation.
  static func uikitCall(_ text: String) -> Hint? {
    for view in ["tableView.", "collectionView.", "self.tableView.", "self.collectionView."]
    where text.hasPrefix(view) {
      let method = text.dropFirst(view.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !method.isEmpty, let doc = command(calling: String(method)) else { return nil }
      let spelling = doc.spelling.split(separator: "\n").first.map(String.init) ?? doc.spelling
      return Hint(
        message: "\(view)\(method)(…) is the app's Swift; ListScript makes the call with a "
          + "command (an index path is written S:R)",
        write: spelling)
    }
    return nil
  }

  /// The command whose documentation names the UIKit method `name` (`insertRows`).
  static func command(calling name: String) -> WordDocs.Doc? {
    for spelling in CommandWord.spellings {
      guard let doc = WordDocs.doc(for: spelling), let uikit = doc.uikit else { continue }
      let methods = uikit.split(separator: "/").map {
        $0.drop { $0 == " " }.prefix { $0 != "(" && $0 != " " }
      }
      if methods.contains(where: { $0 == name }) { return doc }
    }
    return nil
  }
}
