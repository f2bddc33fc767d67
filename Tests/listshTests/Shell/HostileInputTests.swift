import Foundation
import TestSupport
import Testing

/// The untrusted-scenarios issue's reproducers, run by the built `listsh`.
///
/// Each is run as CI would run a pull request's file: it ends with the status it should, in
/// under 5 s, and its check by `listsh test` peaks under 500 MB (as the worker measures
/// itself). The small ones are files in `Tests/Fuzz/reproducers`
/// (also the fuzzer's seeds); the big ones are made here.
@Suite(.serialized) struct HostileInputTests {
  static let reproducers = Repository.root.appendingPathComponent("Tests/Fuzz/reproducers")

  /// A hostile input and the exit status it should end with.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var status: Int32
    /// The statuses it may end with: `status`, and another when the build decides (a nesting
    /// whose frames pass the stack limit unoptimized and fit in it optimized).
    var statuses: Set<Int32> = []
    /// Writes the case's files into a folder; returns the arguments to `listsh`.
    var make: @Sendable (URL) throws -> [String]
    var testDescription: String { name }

    init(name: String, status: Int32, make: @escaping @Sendable (URL) throws -> [String]) {
      self.name = name
      self.status = status
      self.statuses = [status]
      self.make = make
    }
  }

  static func file(_ name: String, status: Int32, or other: Int32? = nil) -> Case {
    var c = Case(name: name, status: status) { _ in
      [reproducers.appendingPathComponent(name).path]
    }
    if let other { c.statuses.insert(other) }
    return c
  }

  static func generated(_ name: String, status: Int32, _ text: @escaping @Sendable () -> String)
    -> Case
  {
    Case(name: name, status: status) { folder in
      let url = folder.appendingPathComponent(name)
      try text().write(to: url, atomically: false, encoding: .utf8)
      return [url.path]
    }
  }

  static let cases: [Case] = [
    file("range-index.lsh", status: 0),
    file("huge-ranges.lsh", status: 0),
    file("huge-message.lsh", status: 70),
    file("quadratic-append.lsh", status: 0),
    file("shared-structure.lsh", status: 70),
    file("equality-edges.lsh", status: 0),
    file("include-outside.lsh", status: 65),
    file("write-outside.lsh", status: 70),
    file("update-no-section.lsh", status: 0),
    file("print-flood.lsh", status: 70),
    file("zero-height-rows.lsh", status: 0),
    file("reload-overflow.lsh", status: 70),
    file("diff-shared.lsh", status: 70),
    file("update-loop.lsh", status: 70),
    file("statements-on-one-line.lsh", status: 0),
    file("deep-print.lsh", status: 70),
    file("deep-free.lsh", status: 70),
    file("nested-expect-recursion.lsh", status: 70),
    file("fake-stack-depth.lsh", status: 70),
    // 998 calls, each 190 blocks deep: an unoptimized build's frames pass the stack limit (70),
    // an optimized build's fit in it and the run ends (0); either way it must not crash.
    file("nested-if-recursion.lsh", status: 70, or: 0),
    file("builtin-work.lsh", status: 70),
    file("shuffled-work.lsh", status: 70),
    file("string-work.lsh", status: 70),
    file("record-work.lsh", status: 70),
    file("fitted-shared-text.lsh", status: 70),
    file("nan-identity.lsh", status: 0),
    file("element-writes.lsh", status: 0),
    file("snapshot-appends.lsh", status: 0),
    file("query-loop.lsh", status: 70),
    Case(name: "record-of-400000-fields.lsh", status: 70) { folder in
      // A JSON record of 400,000 fields, its keys and fields read in a loop.
      let fields = (0..<400_000).map { "\"f\($0)\": \($0)" }.joined(separator: ", ")
      try "{\"items\": [{\"id\": 1, \"big\": {\(fields)}}]}".write(
        to: folder.appendingPathComponent("big.json"), atomically: false, encoding: .utf8)
      let url = folder.appendingPathComponent("record-of-400000-fields.lsh")
      try """
      table
      data from "big.json"
      let r = data[0].big
      let n = 0
      repeat 1000000 { n = n + len(keys(r)) + r.f399999 }

      """.write(to: url, atomically: false, encoding: .utf8)
      return [url.path]
    },
    Case(name: "json-number-7mb.lsh", status: 70) { folder in
      // A 7 MB number in a data file: quoted whole in the error message before.
      try ("[" + String(repeating: "9", count: 7_000_000) + ".5e99999]").write(
        to: folder.appendingPathComponent("n.json"), atomically: false, encoding: .utf8)
      let url = folder.appendingPathComponent("json-number-7mb.lsh")
      try "table\ndata from \"n.json\"\n".write(to: url, atomically: false, encoding: .utf8)
      return [url.path]
    },
    generated("script-100mb.lsh", status: 65) {
      String(repeating: "let v = [1, \"row\", 1.5]\n", count: 4_000_000)
    },
    generated("identifier-7mb.lsh", status: 65) {
      "let x = " + String(repeating: "a", count: 7_000_000) + "\n"
    },
    generated("stray-brackets.lsh", status: 65) { String(repeating: "]\n", count: 100_000) },
    generated("stray-braces.lsh", status: 65) { String(repeating: "}", count: 100_000) },
    Case(name: "include-diamond.lsh", status: 65) { folder in
      for i in 0..<20 {
        try "include \"f\(i + 1).lsh\"\ninclude \"f\(i + 1).lsh\"\n".write(
          to: folder.appendingPathComponent("f\(i).lsh"), atomically: false, encoding: .utf8)
      }
      try "let z = 1\n".write(
        to: folder.appendingPathComponent("f20.lsh"), atomically: false, encoding: .utf8)
      return [folder.appendingPathComponent("f0.lsh").path]
    },
  ]

  @Test(arguments: cases) func endsWithinHalfAGigabyteWithALocatedError(_ c: Case) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = try c.make(folder)
    let run = try Listsh.run(arguments)
    #expect(c.statuses.contains(run.code), "\(c.name): exit \(run.code)")
    // Messages quote what they name abbreviated, whatever the input held.
    #expect(run.stderr.utf8.count < 20_000, "\(c.name): \(run.stderr.utf8.count) bytes of messages")
    let peak = try Self.peakBytes(checking: arguments[0])
    #expect(peak < 500_000_000, "\(c.name): \(peak / 1_000_000) MB")
  }

  /// The peak memory of the worker process `listsh test` checks `file` in, as it reports it.
  static func peakBytes(checking file: String) throws -> Int {
    let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
    // Under CI=true the worker records no transcript beside the file.
    let run = try Listsh.run(
      ["test", "--worker", "--root", folder, "--", file], environment: ["CI": "true"])
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    return try #require(json?["peakBytes"] as? Int)
  }

  /// The runner itself on a hostile suite: a transcript of 30,000 lines with one changed, and
  /// a scenario that prints until the output limit.
  @Test func theRunnerStaysWithinBoundsOnAHostileSuite() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lines = (0..<30_000).map { "print \($0)\n" }.joined()
    try lines.write(
      to: folder.appendingPathComponent("long.lsh"), atomically: false, encoding: .utf8)
    var expected = (0..<30_000).map { "> print \($0)\n\($0)\n" }
    expected[15_000] = "> print 15000\nchanged\n"
    try expected.joined().write(
      to: folder.appendingPathComponent("long.out"), atomically: false, encoding: .utf8)
    try FileManager.default.copyItem(
      at: Self.reproducers.appendingPathComponent("print-flood.lsh"),
      to: folder.appendingPathComponent("print-flood.lsh"))
    let run = try Listsh.run(["test", "-j", "1", "--max-memory", "500", folder.path])
    #expect(run.code == 1)
    // Both fail for what they are, not for their memory.
    #expect(run.stdout.contains("long.lsh (") && run.stdout.contains("): the transcript differs"))
    #expect(run.stdout.contains("): exit 70 at print-flood.lsh:3:3: the script printed more"))
  }
}
