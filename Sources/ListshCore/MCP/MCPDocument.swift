/// A page of the documentation served as a resource: the language reference and the
/// chapters, so that an agent writes scenarios as the language spells them.
package struct MCPDocument: Equatable, Sendable {
  /// The page's path under `docs/` (`language.md`, `chapters/3-batch-updates.md`).
  package var path: String
  /// The page's text.
  package var text: String

  package init(path: String, text: String) {
    self.path = path
    self.text = text
  }

  /// `listscript://docs/PATH`.
  package var uri: String { "listscript://docs/" + path }

  /// The page's title: its first heading, else its path.
  var title: String {
    for line in text.split(separator: "\n", maxSplits: 40) where line.hasPrefix("# ") {
      return String(line.dropFirst(2))
    }
    return path
  }

  /// The page as `resources/list` lists it.
  var listing: JSON {
    [
      "uri": .string(uri), "name": .string(path), "title": .string(title),
      "mimeType": "text/markdown", "size": .int(text.utf8.count),
      "description": .string(
        path == "language.md"
          ? "The ListScript language reference: every command, statement and value."
          : "ListScript documentation: \(title)."),
    ]
  }
}
