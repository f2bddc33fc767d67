/// What an editor shows on hovering a word.
///
/// A command's spelling and what it does, with the UIKit call it stands for; a built-in's, a
/// query's, a method's. Each switch is exhaustive,
/// so a new command, built-in or query cannot go without its text.
package enum WordDocs {
  /// A word's documentation: the spellings, what it does, and the UIKit API it stands for.
  package struct Doc: Equatable, Sendable {
    /// The word's forms, one a line.
    package var spelling: String
    package var summary: String
    package var uikit: String?
    /// A method's forms (`appendItems(_:)`, `appendItems(_:toSection:)`).
    package var forms: [String] = []

    /// The first form: a one-line synopsis (an editor's completion detail).
    package var synopsis: Substring { spelling.prefix { $0 != "\n" } }

    /// The documentation as Markdown: the spelling in a code block, the summary, the UIKit API.
    package var markdown: String {
      "```listsh\n\(spelling)\n```\n\n\(summary)"
        + (uikit.map { "\n\nUIKit: `\($0)`" } ?? "")
    }
  }

  /// What a word is to the language.
  package enum Kind: Sendable {
    case command, statement, builtin, query
  }

  /// What `word` is, if the language knows it.
  package static func kind(of word: String) -> Kind? {
    if CommandWord(word) != nil { return .command }
    if Builtin(rawValue: word) != nil { return .builtin }
    if Query(rawValue: word) != nil { return .query }
    return StatementWord(rawValue: word).flatMap { doc($0) } == nil ? nil : .statement
  }

  /// The documentation of `word`, whatever it names: a command, a statement word, a built-in
  /// or a query.
  package static func doc(for word: String) -> Doc? {
    if let command = CommandWord(word) { return doc(command) }
    if let builtin = Builtin(rawValue: word) { return doc(builtin) }
    if let query = Query(rawValue: word) { return doc(query) }
    return StatementWord(rawValue: word).flatMap { doc($0) }
  }

  /// Every documentation of `word`, one per meaning: `data` is a command and a query,
  /// `diff` a command and a built-in.
  package static func docs(for word: String) -> [Doc] {
    [
      CommandWord(word).map { doc($0) }, Builtin(rawValue: word).map { doc($0) },
      Query(rawValue: word).map { doc($0) }, StatementWord(rawValue: word).flatMap { doc($0) },
    ].compactMap { $0 }
  }

  /// The documentation of a method of a snapshot, a section snapshot or the data source, by
  /// its base name: every form of it.
  package static func method(_ name: String) -> Doc? {
    let snapshot = SnapshotMethod.allCases.filter { $0.name == name }.map(\.signature)
    let section = SectionSnapshotMethod.allCases.filter { $0.name == name }.map(\.signature)
    let source = DataSourceMethod.allCases.filter { $0.name == name }.map(\.signature)
    var parts: [String] = []
    if !snapshot.isEmpty {
      parts.append("On a snapshot (NSDiffableDataSourceSnapshot): " + list(snapshot))
    }
    if !section.isEmpty {
      parts.append("On a section snapshot (NSDiffableDataSourceSectionSnapshot): " + list(section))
    }
    if !source.isEmpty { parts.append("On `dataSource`: " + list(source)) }
    guard !parts.isEmpty else { return nil }
    let forms = snapshot + section + source
    return Doc(
      spelling: "x.\(name)(…)", summary: parts.joined(separator: "\n\n"),
      uikit: forms.count == 1 ? forms[0] : nil, forms: Array(Set(forms)).sorted())
  }

  private static func list(_ signatures: [String]) -> String {
    Array(Set(signatures)).sorted().map { "`\($0)`" }.joined(separator: ", ")
  }

  /// An enum's spellings as a choice: `a|b|c`.
  static func choices<E: CaseIterable & RawRepresentable>(_: E.Type) -> String
  where E.RawValue == String {
    E.allCases.map(\.rawValue).joined(separator: "|")
  }
}
