import Foundation
import TestSupport
import Testing

/// One suite on several profiles: a transcript shared by the profiles that print the same, one
/// of its own for a profile that differs; the files' `platforms`; files checked without a
/// transcript; and annotations that carry both sides of an assertion.
@Suite(.serialized) struct ProfileRunsTests {
  static let prepared = "table height 100\ndata range(0, 10)\nprint preparedRows\n"
  static let same = "table\ndata [1]\nprint visible\n"

  @Test func aProfileThatPrintsTheSameSharesTheTranscript() throws {
    let folder = try temporaryFolder()
    try writeText(Self.prepared, "p.lsh", in: folder)
    try writeText(Self.same, "same.lsh", in: folder)
    let update = try Listsh.run(
      ["test", "--update", "--platform", "ios15,ios14", "."], in: folder)
    #expect(update.code == 0, "\(update.stdout)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["p.ios14.out", "p.lsh", "p.out", "same.lsh", "same.out"])
    // iOS 15 prepares the rows next to the visible ones; iOS 14 does not.
    #expect(try readText("p.out", in: folder).hasSuffix("[0:3]\n"))
    #expect(try readText("p.ios14.out", in: folder).hasSuffix("[]\n"))
    let check = try Listsh.run(
      ["test", "--platform", "ios15,ios14", "."], environment: ["CI": "true"], in: folder)
    #expect(check.code == 0)
    #expect(check.stdout.contains("PASS same.lsh [ios14]"))
    #expect(check.stdout.hasSuffix("4 passed, 0 failed\n"))
    // Without its own transcript, iOS 14 is checked against the shared one, and differs.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("p.ios14.out"))
    let differs = try Listsh.run(
      ["test", "--platform", "ios15,ios14", "."], environment: ["CI": "true"], in: folder)
    #expect(differs.code == 1)
    #expect(differs.stdout.contains("FAIL p.lsh [ios14]"))
  }

  @Test func aFileSaysWhichProfilesItIsFor() throws {
    let folder = try temporaryFolder()
    try writeText(
      "# listsh-test: platforms ios17 ios14\ntable\ndata [1]\nprint visible\n", "f.lsh", in: folder)
    // By default the file runs on the first profile it names, its transcript unnamed.
    let first = try Listsh.run(["test", "."], in: folder)
    #expect(first.stdout.contains("PASS f.lsh"))
    // A run's profiles narrow to the file's: ios15 is not among them, ios14 is.
    let run = try Listsh.run(
      ["test", "--platform", "ios15,ios14", "."], environment: ["CI": "true"], in: folder)
    #expect(run.code == 0)
    #expect(!run.stdout.contains("[ios15]"))
    #expect(run.stdout.hasSuffix("1 passed, 0 failed\n"))
    try writeText("# listsh-test: platforms ios99\ntable\n", "bad.lsh", in: folder)
    let bad = try Listsh.run(["test", "bad.lsh"], environment: ["CI": "true"], in: folder)
    #expect(bad.stdout.contains("bad.lsh:1: unknown profile 'ios99'"))
  }

  @Test func filesCheckedByTheirAssertionsAlone() throws {
    let folder = try temporaryFolder()
    try writeText(
      "# listsh-test: no-transcript\ntable\ndata [1]\nassert visible == [1]\n", "a.lsh", in: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try writeText("no-transcript\n", "sub/.listsh-test", in: folder)
    try writeText("table\ndata [2]\nassert visible == [3]\n", "sub/b.lsh", in: folder)
    let run = try Listsh.run(["test", "."], environment: ["CI": "true"], in: folder)
    #expect(run.stdout.contains("PASS a.lsh"))
    #expect(run.stdout.contains("FAIL sub/b.lsh"))
    #expect(!run.stdout.contains("no sub/b.out"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.lsh", "sub"])
    try writeText("helper\n", "sub/.listsh-test", in: folder)
    let wrong = try Listsh.run(["test", "sub"], environment: ["CI": "true"], in: folder)
    #expect(wrong.stdout.contains(".listsh-test:1: a folder's settings hold"))
  }

  @Test func annotationsCarryBothSidesOfAnAssertion() throws {
    let folder = try temporaryFolder()
    try writeText("let xs = [1, 2]\nassert xs == [1, 3]\n", "a.lsh", in: folder)
    let run = try Listsh.run(
      ["test", "."], environment: ["CI": "true", "GITHUB_ACTIONS": "true"], in: folder)
    let line = run.stdout.split(separator: "\n").first { $0.hasPrefix("::error ") } ?? ""
    #expect(line.contains("assertion failed: xs == [1, 3]%0Aleft:  xs is [1, 2]%0Aright: [1, 3]"))
  }
}
