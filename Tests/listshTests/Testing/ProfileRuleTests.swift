import Foundation
import ListScript
import TestSupport
import Testing

@testable import ListshCore

/// The one profile rule (docs/ci.md, "Profiles: the one rule"): `--platform` first, else the
/// file's `platforms` directive, else ios15; a scenario's own `platform` lines win from where
/// they stand, and a result line says when they overrode a profile the person asked for.
@Suite struct ProfileRuleTests {
  /// A table's `isPrefetchingEnabled` arrived in iOS 15: the scenario fails on ios14 only.
  static let prefetching = "table\nprefetching off\n"

  @Test func aFileStartsOnItsDirectivesFirstProfileUnlessThePersonChose() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeText("# listsh-test: platforms ios14\n" + Self.prefetching, "c.lsh", in: folder)
    var r = try Listsh.run(["c.lsh"], in: folder)
    #expect(r.code == 70)
    #expect(r.stderr.contains("is not available on ios14"))
    r = try Listsh.run(["c.lsh", "--platform", "ios15"], in: folder)
    #expect(r.code == 0, "\(r.stderr)")
    // No directive: ios15.
    try writeText(Self.prefetching, "d.lsh", in: folder)
    r = try Listsh.run(["d.lsh"], in: folder)
    #expect(r.code == 0, "\(r.stderr)")
  }

  @Test func emitStartsOnTheDirectivesProfile() throws {
    let source = SourceFile(
      name: "e.lsh", text: "# listsh-test: platforms ios14\ntable\ndata [1]\n")
    let outcome = EmitRun.emit(source, name: "e.lsh", gate: .inside("."), target: .headless)
    let code = try #require(outcome.code)
    #expect(code.contains("try Headless.run(on: .ios14) {"))
  }

  @Test func aResultLineNamesTheProfileThatRan() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeText("platform ios15\ntable\ndata [1]\n", "own.lsh", in: folder)
    try writeText("table\ndata [1]\n", "plain.lsh", in: folder)
    let r = try Listsh.run(["test", ".", "--platform", "ios15,ios17"], in: folder)
    #expect(r.code == 0, "\(r.stdout)\(r.stderr)")
    #expect(r.stdout.contains("PASS own.lsh [ios15] "))
    #expect(r.stdout.contains("PASS own.lsh [ios17 asked; ran ios15: its platform lines] "))
    #expect(r.stdout.contains("PASS plain.lsh [ios17] "))
    // One profile asked for and overridden: said too.
    let one = try Listsh.run(["test", "own.lsh", "--platform", "ios17"], in: folder)
    #expect(one.stdout.contains("PASS own.lsh [ios17 asked; ran ios15: its platform lines] "))
    let plain = try Listsh.run(["test", "plain.lsh", "--platform", "ios17"], in: folder)
    #expect(plain.stdout.contains("PASS plain.lsh "))
    #expect(!plain.stdout.contains("asked"))
  }
}
