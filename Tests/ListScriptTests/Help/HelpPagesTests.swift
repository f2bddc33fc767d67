import Testing

@testable import ListScript

/// `.help` and an editor's hover come from one source: every page is laid out from `WordDocs`.
@Suite struct HelpPagesTests {
  /// Every word the language documents, with the topic that lists it.
  static var listed: [String: [HelpTopic]] {
    var topics: [String: [HelpTopic]] = [:]
    for topic in HelpTopic.allCases {
      for entry in topic.entries { topics[entry.word, default: []].append(topic) }
    }
    return topics
  }

  /// Each meaning of a word (`data` the command and `data` the query) is listed once.
  @Test func everyMeaningHasExactlyOneTopic() {
    let listed = Self.listed
    let words =
      CommandWord.spellings + Builtin.allCases.map(\.rawValue) + Query.allCases.map(\.rawValue)
      + StatementWord.allCases.filter { WordDocs.doc($0) != nil }.map(\.rawValue)
    for word in Set(words) {
      let meanings = WordDocs.docs(for: word).count
      #expect(meanings >= 1)
      #expect(listed[word]?.count == meanings, "\(word) is listed in \(listed[word] ?? [])")
    }
    #expect(WordDocs.docs(for: "data").count == 2 && WordDocs.docs(for: "scroll").count == 1)
  }

  /// A topic's page holds each of its words' pages whole, and the word's hover text holds the
  /// same forms and summary.
  @Test(arguments: HelpTopic.allCases)
  func aTopicsPageIsItsWordsPages(topic: HelpTopic) throws {
    let page = try #require(HelpPages.page(topic.rawValue))
    #expect(page.hasPrefix(topic.title + "\n"))
    for entry in topic.entries {
      let lines = HelpPages.lines(entry.doc).joined(separator: "\n")
      #expect(page.contains(lines + "\n"), "\(topic) lacks \(entry.word)'s page")
      // `.help WORD` prints the page too, unless the word names a topic (`.help data`).
      let own = try #require(HelpPages.page(entry.word))
      #expect(own.contains(lines + "\n") || HelpTopic(rawValue: entry.word) != nil)
      let hover = try #require(WordDocs.doc(for: entry.word))
      #expect(WordDocs.docs(for: entry.word).contains(entry.doc))
      #expect(hover.markdown.contains(hover.spelling) && hover.markdown.contains(hover.summary))
    }
  }

  @Test func aWordsPageIsItsHoverText() throws {
    let page = try #require(HelpPages.page("scroll"))
    let doc = try #require(WordDocs.doc(for: "scroll"))
    #expect(page.hasPrefix("  scroll to Y | scroll by DY"))
    #expect(page.contains("UIKit: setContentOffset(_:animated:)"))
    #expect(doc.markdown.contains("UIKit: `setContentOffset(_:animated:)"))
    let method = try #require(HelpPages.page("appendItems"))
    #expect(method.contains("`appendItems(_:toSection:)`"))
    #expect(HelpPages.page("update") == HelpPages.page("diff"))
    #expect(HelpPages.page("batch") == HelpPages.page("calls"))
    #expect(HelpPages.page("nosuchword") == nil)
  }

  @Test func theIndexNamesEveryTopicAndWord() {
    let index = HelpPages.index
    for topic in HelpTopic.allCases {
      #expect(index.contains("\n  \(topic.rawValue) "), "the index lacks \(topic)")
      for entry in topic.entries {
        #expect(index.contains(" \(entry.word),") || index.contains(" \(entry.word)\n"))
      }
    }
    #expect(index.contains("Meta-commands: .help [TOPIC|WORD]"))
  }

  /// Lines stay within the width unless one word is longer.
  @Test func linesAreWrapped() {
    let pages = [HelpPages.index] + HelpTopic.allCases.compactMap { HelpPages.page($0.rawValue) }
    for line in pages.flatMap({ $0.split(separator: "\n") }) where line.count > HelpPages.width {
      #expect(!line.trimmingPrefix(while: { $0 == " " }).contains(" "), "too long: \(line)")
    }
    #expect(
      HelpPages.wrap("aa bb cc", first: "> ", rest: "  ").joined(separator: "|") == "> aa bb cc")
    let long = String(repeating: "x ", count: 60)
    let lines = HelpPages.wrap(long, first: "", rest: "    ")
    #expect(lines.count == 2 && lines.allSatisfy { $0.count <= HelpPages.width })
    #expect(lines[1].hasPrefix("    x"))
  }
}
