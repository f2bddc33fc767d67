/// The text `.help` prints: the index, a topic's page, or one word's page.
///
/// Every page is laid out from `HelpTopic` and `WordDocs`, the documentation an editor's hover
/// shows: a word's forms, then its summary and the UIKit API it stands for, wrapped.
enum HelpPages {
  /// The column a page's lines are wrapped at.
  static let width = 92

  /// What `.help ARGUMENT` prints: the index for nothing, a topic's page for its name (or
  /// alias), a word's pages for a command, built-in, query, statement word or method (one per
  /// meaning: `data` is a command and a query); nil when the argument names none of them.
  static func page(_ argument: String) -> String? {
    if argument.isEmpty { return index }
    if let topic = HelpTopic(rawValue: argument) ?? HelpTopic.aliases[argument] {
      return page(topic)
    }
    let docs = WordDocs.docs(for: argument) + [WordDocs.method(argument)].compactMap { $0 }
    guard !docs.isEmpty else { return nil }
    return docs.flatMap(lines).joined(separator: "\n") + "\n"
  }

  /// Every name `.help` answers to besides the topics: the documented words and methods.
  static let words: [String] = {
    var names = HelpTopic.allCases.flatMap { $0.entries.map(\.word) }
    names += SnapshotMethod.allCases.map(\.name) + SectionSnapshotMethod.allCases.map(\.name)
    names += DataSourceMethod.allCases.map(\.name)
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }()

  /// The index: each topic with the words it documents, then the meta-commands.
  static var index: String {
    var out = [
      "ListScript: drive a headless UITableView or UICollectionView.",
      "Type .help TOPIC for a topic's page, .help WORD for one word's (what an editor shows",
      "on hovering it). The topics and their words:",
    ]
    for topic in HelpTopic.allCases {
      let name = topic.rawValue + String(repeating: " ", count: max(1, 11 - topic.rawValue.count))
      var seen = Set<String>()
      let words = topic.entries.map(\.word).filter { seen.insert($0).inserted }
        .joined(separator: ", ")
      out += wrap(words, first: "  " + name, rest: String(repeating: " ", count: 13))
    }
    out += wrap(
      "Meta-commands: .help [TOPIC|WORD] .show .trace LEVEL .reset .load FILE .save FILE "
        + "(.save! FILE replaces it) .history .quit", first: "", rest: "  ")
    return out.joined(separator: "\n") + "\n"
  }

  /// A topic's page: its title, each word's page, then the notes.
  static func page(_ topic: HelpTopic) -> String {
    var out = [topic.title]
    for entry in topic.entries { out += lines(entry.doc) }
    for note in topic.notes { out += wrap(note, first: "", rest: "") }
    return out.joined(separator: "\n") + "\n"
  }

  /// A word's page: its forms, one a line, then its summary and UIKit API indented.
  static func lines(_ doc: WordDocs.Doc) -> [String] {
    var out: [String] = []
    for form in doc.spelling.split(separator: "\n") {
      out += wrap(String(form), first: "  ", rest: "      ")
    }
    let indent = String(repeating: " ", count: 6)
    let paragraphs =
      doc.summary.split(separator: "\n\n").map(String.init)
      + (doc.uikit.map { ["UIKit: " + $0] } ?? [])
    return out + paragraphs.flatMap { wrap($0, first: indent, rest: indent) }
  }

  /// `text` broken at spaces into lines of at most `width` columns where its words allow,
  /// the first line led by `first`, the others by `rest`.
  static func wrap(_ text: String, first: String, rest: String) -> [String] {
    var lines: [String] = []
    var line = first
    var lead = first.count
    for word in text.split(separator: " ") {
      if line.count > lead, line.count + 1 + word.count > width {
        lines.append(line)
        line = rest
        lead = rest.count
      }
      line += (line.count > lead ? " " : "") + word
    }
    lines.append(line)
    return lines
  }
}
