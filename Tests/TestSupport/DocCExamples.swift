import Foundation

/// Checks a library's DocC catalogue against the client package (`Tests/Client`), which
/// compiles and runs the catalogue's examples: every Swift listing of the catalogue must be in
/// the library's examples file there, line for line, so that no listing shows code that does
/// not build or does not do what its comments say (`scripts/test` compares what the client
/// prints with `Tests/Client/expected.txt`).
public struct DocCExamples {
  /// A page of the catalogue: its file name and text.
  public struct Page: Sendable {
    public var name: String
    public var text: String

    /// A page called `name` with `text`.
    public init(name: String, text: String) {
      self.name = name
      self.text = text
    }
  }

  /// The catalogue's pages, the root page among them.
  public var pages: [Page]
  /// The name of the root page (`ListDiff.md`).
  public var rootName: String
  /// The text of the client's examples file.
  public var client: String

  /// A catalogue and its client file, as given.
  public init(pages: [Page], rootName: String, client: String) {
    self.pages = pages
    self.rootName = rootName
    self.client = client
  }

  /// The catalogue of `library` (`Sources/<library>/<library>.docc`) and its examples file
  /// (`Tests/Client/Sources/Client/<library>Examples.swift`), read from the checkout.
  public static func read(library: String) throws -> DocCExamples {
    let folder = "Sources/\(library)/\(library).docc"
    let names = try FileManager.default.contentsOfDirectory(atPath: Repository.url(folder).path)
      .filter { $0.hasSuffix(".md") }.sorted()
    return DocCExamples(
      pages: try names.map { Page(name: $0, text: try Repository.text("\(folder)/\($0)")) },
      rootName: "\(library).md",
      client: try Repository.text("Tests/Client/Sources/Client/\(library)Examples.swift"))
  }

  /// The ```` ```swift ```` listings of a page's text, in order.
  public static func listings(_ text: String) -> [String] {
    var listings: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if let lines = current {
        if trimmed == "```" {
          listings.append(lines.joined(separator: "\n"))
          current = nil
        } else {
          current = lines + [line]
        }
      } else if trimmed == "```swift" {
        current = []
      }
    }
    return listings
  }

  /// The lines of `code` that say something: trimmed, blank ones left out.
  static func meaningfulLines(_ code: String) -> [Substring] {
    code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces)[...] }
      .filter { !$0.isEmpty }
  }

  /// Whether `lines` occur in `haystack` one after the other.
  static func contains(_ haystack: [Substring], _ lines: [Substring]) -> Bool {
    guard !lines.isEmpty, lines.count <= haystack.count else { return lines.isEmpty }
    return (0...(haystack.count - lines.count)).contains { start in
      haystack[start..<start + lines.count].elementsEqual(lines)
    }
  }

  /// What is wrong, one line per problem: a page with no listing, a listing the client does
  /// not hold, and an essential type (a symbol of the root page's `### Essentials` group) that
  /// no listing uses.
  public var problems: [String] {
    var problems: [String] = []
    let clientLines = Self.meaningfulLines(client)
    var allListings: [String] = []
    for page in pages {
      let listings = Self.listings(page.text)
      if listings.isEmpty { problems.append("\(page.name): no Swift listing") }
      for (index, listing) in listings.enumerated()
      where !Self.contains(clientLines, Self.meaningfulLines(listing)) {
        let first = Self.meaningfulLines(listing).first ?? ""
        problems.append(
          "\(page.name): listing \(index + 1) (\(first)) is not in the client's examples")
      }
      allListings += listings
    }
    let code = allListings.joined(separator: "\n")
    for type in essentials where !Self.usesWord(code, type) {
      problems.append("\(rootName): the essential type \(type) has no example")
    }
    return problems
  }

  /// The symbols the root page lists under `### Essentials`.
  public var essentials: [String] {
    guard let root = pages.first(where: { $0.name == rootName }) else { return [] }
    var inGroup = false
    var symbols: [String] = []
    for line in root.text.split(separator: "\n") {
      if line.hasPrefix("#") {
        inGroup = line == "### Essentials"
      } else if inGroup, line.hasPrefix("- ``"), line.hasSuffix("``") {
        symbols.append(String(line.dropFirst(4).dropLast(2)))
      }
    }
    return symbols
  }

  /// Whether `word` occurs in `code` as a whole identifier.
  static func usesWord(_ code: String, _ word: String) -> Bool {
    var rest = code[...]
    while let range = rest.range(of: word) {
      let before = rest[..<range.lowerBound].last
      let after = rest[range.upperBound...].first
      let isPart = { (c: Character?) in c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
      if !isPart(before), !isPart(after) { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }
}
