import Foundation
import ListshCore
import TestSupport
import Testing

@testable import ListScript

/// `listsh fmt` through the built binary, and the canonical layout over the repository's own
/// scenarios and doc examples.
@Suite(.serialized) struct FmtCommandTests {
  @Test func checkListsWhatWouldChangeAndAWriteMakesItSo() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeText("let  x=[1 ,2]\n", "suite/a.lsh", in: folder)
    try writeText("print 1\n", "suite/b.lsh", in: folder)
    try writeText("# listsh-test: helper\nlet  y=2\n", "suite/lib.lsh", in: folder)
    try writeText(
      "Text.\n\n```listsh\nprint  1\n```\n\n```listsh\nprint (\n```\n", "suite/page.md", in: folder)
    let check = try Listsh.run(["fmt", "--check", "suite"], in: folder)
    #expect(check.code == 1)
    #expect(check.stdout.contains("would reformat suite/a.lsh\n--- suite/a.lsh\n+++ formatted\n"))
    #expect(check.stdout.contains("-let  x=[1 ,2]\n+let x = [1, 2]\n"))
    #expect(check.stdout.contains("would reformat suite/lib.lsh"))
    #expect(check.stdout.hasSuffix("4 files checked, 3 would change\n"), "\(check.stdout)")
    #expect(try readText("suite/a.lsh", in: folder) == "let  x=[1 ,2]\n")
    let write = try Listsh.run(["fmt", "suite"], in: folder)
    #expect(write.code == 0)
    #expect(try readText("suite/a.lsh", in: folder) == "let x = [1, 2]\n")
    // The page's example that parses is laid out; the one that does not is left as written.
    #expect(
      try readText("suite/page.md", in: folder)
        == "Text.\n\n```listsh\nprint 1\n```\n\n```listsh\nprint (\n```\n")
    #expect(try Listsh.run(["fmt", "--check", "suite"], in: folder).code == 0)
  }

  @Test func aScenarioThatDoesNotParseFailsUnlessItSaysItMeansTo() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeText("print (\n", "bad.lsh", in: folder)
    let bad = try Listsh.run(["fmt", "bad.lsh"], in: folder)
    #expect(bad.code == 65)
    #expect(bad.stderr.contains("bad.lsh:2:1: "), "\(bad.stderr)")
    try writeText(
      "# listsh-test: exit 65 \"expected an expression…\"\nprint (\n", "meant.lsh", in: folder)
    #expect(try Listsh.run(["fmt", "meant.lsh"], in: folder).code == 0)
    #expect(try Listsh.run(["fmt", "../outside.lsh"], in: folder).code == 66)
    try writeText("notes\n", "notes.txt", in: folder)
    #expect(try Listsh.run(["fmt", "notes.txt"], in: folder).code == 64)
  }

  /// A file laid out badly.
  ///
  /// Each line's indentation is changed, the blanks between tokens widened, blank lines
  /// doubled. Lines with a comment are left alone (a trailing comment
  /// keeps the column it had).
  static func scrambled(_ text: String, seed: UInt64) -> String {
    var random = SeededRandomNumbers(seed: seed)
    let file = SourceFile(name: "x", text: text)
    var lexer = Lexer(file: file)
    let tokens = lexer.tokenize()
    let commented = Set(lexer.comments.map { file.location(of: $0.lowerBound).line })
    var out = ""
    var position = 0
    for token in tokens {
      let gap = file.text(position..<token.range.lowerBound)
      let line = file.location(of: token.range.lowerBound).line
      if commented.contains(line) || gap.contains("#") || gap.contains("//") {
        out += gap
      } else if gap.hasSuffix("\n") || gap.contains("\n") {
        let ends = gap.filter { $0 == "\n" }.count
        out +=
          String(repeating: "\n", count: ends * (random.next() % 2 + 1))
          + String(repeating: " ", count: random.next() % 7)
      } else if gap.isEmpty || token.kind == .newline {
        out += gap
      } else {
        out += String(repeating: " ", count: 1 + random.next() % 3)
      }
      out += file.text(token.range)
      position = token.range.upperBound
    }
    return out + file.text(position..<file.bytes.count)
  }

  @Test func everyRepositoryScenarioIsLaidOutAndComesBackFromAScrambleRunningAlike() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A copy of the scenarios, beside which each scrambled file runs (for its includes).
    try FileManager.default.copyItem(
      at: Repository.url("scenarios"), to: folder.appendingPathComponent("scenarios"))
    var checked = 0
    for path in try Repository.files(under: "scenarios", suffix: ".lsh") {
      let text = try Repository.text(path)
      guard case .success(let laidOut) = Formatter.format(text) else {
        Issue.record("\(path) does not format")
        continue
      }
      #expect(laidOut == text, "\(path) is not in the canonical layout: run listsh fmt scenarios")
      let scrambled = Self.scrambled(text, seed: UInt64(checked))
      #expect(
        Formatter.format(scrambled) == .success(text), "\(path), scrambled with seed \(checked)")
      // The scrambled file runs as the original does (beside it, for its includes).
      let original = folder.appendingPathComponent(path)
      let copy = original.deletingLastPathComponent().appendingPathComponent(
        "scrambled-\(checked).lsh")
      try scrambled.write(to: copy, atomically: true, encoding: .utf8)
      let before = try Listsh.run(
        ["-q", "--no-comments", original.lastPathComponent],
        in: original.deletingLastPathComponent())
      let after = try Listsh.run(
        ["-q", "--no-comments", copy.lastPathComponent], in: original.deletingLastPathComponent())
      #expect(before.code == after.code, "\(path)")
      #expect(
        before.stdout
          == after.stdout.replacingOccurrences(
            of: copy.lastPathComponent, with: original.lastPathComponent),
        "\(path): the scrambled file runs otherwise")
      checked += 1
    }
    print("FmtCommandTests: \(checked) scenarios scrambled, seeds 0..<\(checked)")
    #expect(checked > 50)
  }

  @Test func everyDocExampleIsLaidOutAndComesBackFromAScrambleRunningAlike() throws {
    // A copy of the docs, beside whose pages each example runs (for the files it reads).
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Repository.url("docs"), to: folder.appendingPathComponent("docs"))
    var checked = 0
    var ran = 0
    for path in try Repository.files(under: "docs", suffix: ".md") {
      let page = MarkdownExamples(try Repository.text(path))
      for (example, source) in zip(page.examples, page.sources) {
        guard case .success(let laidOut) = Formatter.format(source) else { continue }
        #expect(
          laidOut == source || source.isEmpty,
          "\(path):\(example.line): an example is not laid out: run listsh fmt docs")
        let scrambled = Self.scrambled(source, seed: UInt64(checked))
        #expect(Formatter.format(scrambled) == .success(laidOut), "\(path):\(example.line)")
        checked += 1
        // Both run beside the page; their output must match, and so must their exit statuses
        // (an example meant to fail fails alike).
        let place = folder.appendingPathComponent(path).deletingLastPathComponent()
        try source.write(
          to: place.appendingPathComponent("example.lsh"), atomically: true, encoding: .utf8)
        try scrambled.write(
          to: place.appendingPathComponent("scrambled.lsh"), atomically: true, encoding: .utf8)
        let before = try Listsh.run(["-q", "--no-comments", "example.lsh"], in: place)
        let after = try Listsh.run(["-q", "--no-comments", "scrambled.lsh"], in: place)
        #expect(before.code == after.code, "\(path):\(example.line)")
        #expect(
          before.stdout
            == after.stdout.replacingOccurrences(of: "scrambled.lsh", with: "example.lsh"),
          "\(path):\(example.line): the scrambled example runs otherwise")
        ran += 1
      }
    }
    print("FmtCommandTests: \(checked) doc examples scrambled (seeds 0..<\(checked)), \(ran) run")
    #expect(checked > 50)
  }
}

/// A seeded generator of small integers, for scrambling.
struct SeededRandomNumbers {
  var state: UInt64
  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next() -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int(truncatingIfNeeded: (state >> 33) & 0x7FFF_FFFF)
  }
}
