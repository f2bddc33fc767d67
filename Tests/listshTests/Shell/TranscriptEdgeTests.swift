import Foundation
import TestSupport
import Testing

/// Pages, transcripts and messages at their edges, through the built `listsh`: fences a
/// transcript could close, every line ending, messages that must not depend on where the suite
/// lies, and outputs that must not replace their input.
@Suite(.serialized) struct TranscriptEdgeTests {
  @Test func aTranscriptHoldingAFenceKeepsThePageAtAFixedPoint() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The example prints a line of three backticks, then one of four.
    try writeText(
      "# Page\n\n```listsh\nprint \"```\"\nprint \"````\"\nprint \"after\"\n```\n\nEnd.\n",
      "page.md", in: folder)
    let first = try Listsh.run(["test", "--update", "page.md"], in: folder)
    #expect(first.code == 0, "\(first.stdout)")
    let once = try readText("page.md", in: folder)
    #expect(once.contains("`````output\n> print \"```\"\n```\n"), "\(once)")
    let second = try Listsh.run(["test", "--update", "page.md"], in: folder)
    #expect(second.code == 0)
    #expect(try readText("page.md", in: folder) == once, "the page grew on a second update")
    let checked = try Listsh.run(
      ["test", "page.md"], environment: ["CI": "true"], in: folder)
    #expect(checked.code == 0, "\(checked.stdout)")
    #expect(checked.stdout.contains("1 example"))
  }

  @Test func rewordingACommentFailsNoTestButChangingAStatementDoes() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeText("table\n# the first wording\ndata [1]\nprint 1\n", "a.lsh", in: folder)
    #expect(try Listsh.run(["test", "--update", "."], in: folder).code == 0)
    let transcript = try readText("a.out", in: folder)
    #expect(!transcript.contains("wording"), "\(transcript)")
    #expect(transcript.contains("> data [1]\n"))
    try writeText("table\n# another wording\ndata [1]\nprint 1\n", "a.lsh", in: folder)
    let reworded = try Listsh.run(["test", "."], environment: ["CI": "true"], in: folder)
    #expect(reworded.code == 0, "\(reworded.stdout)")
    // The check still compares every statement and what it printed.
    try writeText("table\n# another wording\ndata [1]\nprint 2\n", "a.lsh", in: folder)
    let changed = try Listsh.run(["test", "."], environment: ["CI": "true"], in: folder)
    #expect(changed.code == 1, "\(changed.stdout)")
    #expect(changed.stdout.contains("the transcript differs"))
    // listsh FILE still echoes the comment.
    let run = try Listsh.run(["a.lsh"], in: folder)
    #expect(run.stdout.contains("# another wording\n"))
  }

  @Test(arguments: ["\r\n", "\r"])
  func pagesWithOtherLineEndsAreFoundCheckedAndKept(end: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = ["# Page", "", "```listsh", "print 1 / 0", "```", ""].joined(separator: end)
    try writeText(page, "page.md", in: folder)
    // Found in its folder, and its failing example fails.
    let run = try Listsh.run(["test", "."], environment: ["CI": "true"], in: folder)
    #expect(run.code == 1)
    #expect(run.stdout.contains("FAIL page.md"), "\(run.stdout)")
    #expect(run.stdout.contains("division by zero"), "\(run.stdout)")
    // Recorded with the page's own line ends.
    _ = try Listsh.run(["test", "--update", "."], in: folder)
    let updated = try readText("page.md", in: folder)
    #expect(updated.contains("```output" + end), "\(updated.debugDescription)")
    #expect(!updated.replacingOccurrences(of: end, with: "").contains("\n") || end == "\r\n")
  }

  @Test func aCarriageReturnOnAFenceLineHidesNoExample() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // GitHub shows the CR as a line end: the failing example must be run.
    try writeText("Text\n\n```listsh\rprint 1 / 0\n```\n", "page.md", in: folder)
    let run = try Listsh.run(
      ["test", "page.md"], environment: ["CI": "true"], in: folder)
    #expect(run.code == 1)
    #expect(run.stdout.contains("division by zero"), "\(run.stdout)")
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func directivesReadWithEveryLineEnd(end: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lines = ["# listsh-test: exit 70 \"division by zero\"", "print 1 / 0", ""]
    try writeText(lines.joined(separator: end), "crash.lsh", in: folder)
    _ = try Listsh.run(["test", "--update", "crash.lsh"], in: folder)
    let run = try Listsh.run(
      ["test", "crash.lsh"], environment: ["CI": "true"], in: folder)
    #expect(run.code == 0, "\(run.stdout)")
  }

  @Test func refusalsNameNoAbsolutePathSoATranscriptSurvivesAMove() throws {
    let top = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: top) }
    let first = top.appendingPathComponent("first")
    try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
    try writeText(
      "# listsh-test: exit 65 \"cannot include …\"\ninclude \"../x.lsh\"\n", "s.lsh", in: first)
    _ = try Listsh.run(["test", "--update", "first"], in: top)
    let transcript = try readText("s.out", in: first)
    #expect(!transcript.contains(top.path), "\(transcript)")
    try FileManager.default.moveItem(at: first, to: top.appendingPathComponent("second"))
    let run = try Listsh.run(["test", "second"], environment: ["CI": "true"], in: top)
    #expect(run.code == 0, "\(run.stdout)")
  }

  @Test func aHundredThousandCharacterPathIsQuotedShort() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = String(repeating: "a/", count: 50_000) + "x.lsh"
    let run = try Listsh.run(["-e", "include \"\(path)\""], in: folder)
    #expect(run.code == 65)
    #expect(run.stderr.utf8.count < 2_000, "\(run.stderr.utf8.count) bytes")
    #expect(run.stderr.contains("…"))
  }

  @Test func emitNeverReplacesItsInputNorAFileUnasked() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = "table\ndata [1, 2]\nassert visible [1, 2]\n"
    try writeText(scenario, "a.lsh", in: folder)
    // Not Swift: refused before anything runs.
    let same = try Listsh.run(["emit", "swift", "a.lsh", "-o", "a.lsh"], in: folder)
    #expect(same.code == 64)
    #expect(try readText("a.lsh", in: folder) == scenario)
    // An existing file only with --force; a link never.
    try writeText("// mine\n", "A.swift", in: folder)
    let exists = try Listsh.run(["emit", "swift", "a.lsh", "-o", "A.swift"], in: folder)
    #expect(exists.code == 73)
    #expect(try readText("A.swift", in: folder) == "// mine\n")
    let forced = try Listsh.run(
      ["emit", "swift", "a.lsh", "-o", "A.swift", "--force"], in: folder)
    #expect(forced.code == 0)
    #expect(try readText("A.swift", in: folder).contains("import XCTest"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("L.swift").path, withDestinationPath: "a.lsh")
    let linked = try Listsh.run(
      ["emit", "swift", "a.lsh", "-o", "L.swift", "--force"], in: folder)
    #expect(linked.code == 73)
    #expect(try readText("a.lsh", in: folder) == scenario)
  }

  /// `emit swift --headless`: a Swift Testing test over ListScriptUIKit; a scenario it cannot
  /// mean says why and writes nothing; not with `--package`.
  @Test func emitHeadlessWritesATestOrSaysWhyNot() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeText("table\ndata [1, 2]\nassert visible [1, 2]\n", "a.lsh", in: folder)
    let made = try Listsh.run(["emit", "swift", "--headless", "a.lsh"], in: folder)
    #expect(made.code == 0, "\(made.stderr)")
    #expect(made.stdout.contains("import ListScriptUIKit\nimport Testing"))
    #expect(made.stdout.contains("try Headless.run(on: .ios15) {"))
    #expect(!made.stdout.contains("XCT"))
    try writeText(
      "table\ndata [1, 2]\nexpect error \"rows\" {\n  insert row 0:5\n}\nreload\n", "b.lsh",
      in: folder)
    let refused = try Listsh.run(
      ["emit", "swift", "--headless", "b.lsh", "-o", "B.swift"], in: folder)
    #expect(refused.code == 73)
    #expect(refused.stderr.contains("b.lsh has no headless test: line 3 raises UIKit's exception"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("B.swift").path))
    let package = try Listsh.run(
      ["emit", "swift", "--headless", "a.lsh", "--package", "P"], in: folder)
    #expect(package.code == 64)
  }
}
