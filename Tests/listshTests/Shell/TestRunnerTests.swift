import Foundation
import TestSupport
import Testing

/// `listsh test` as a CI pipeline runs it: a file passes only when its run succeeds and its
/// transcript matches; transcripts do not depend on where the runner starts; the runner
/// survives files that loop or crash.
@Suite(.serialized) struct TestRunnerTests {
  /// The report without its per-file times, which vary from run to run.
  static func timeless(_ report: String) -> String {
    report.replacingOccurrences(
      of: #" \([0-9.]+s(, [0-9]+ MB)?\)"#, with: "", options: .regularExpression)
  }

  /// Scenarios that do not succeed, with the start of the reason `listsh test` gives.
  static let broken: [(source: String, reason: String)] = [
    ("table\ndata [1, 2, 3]\nassert rows == 4\n", "exit 1 at s.lsh:3:8: assertion failed"),
    ("print (\n", "exit 65 at s.lsh:2:1: expected an expression"),
    (
      "table\ndata [1, 2]\ndata remove at 0\nbegin\nend\n",
      "exit 70 at s.lsh:5:1: NSInternalInconsistencyException: Invalid update"
    ),
    (
      "table\ndata [1, 2]\nbegin\ndelete rows 0\n",
      "exit 1 at s.lsh:3:1: the script ends inside this batch"
    ),
  ]

  @Test(arguments: broken.indices)
  func aFailingRunFailsWhateverHappensToItsTranscript(case index: Int) throws {
    let (source, reason) = Self.broken[index]
    let folder = try temporaryFolder()
    try writeText(source, "s.lsh", in: folder)
    // First run: the transcript is recorded, and the file still fails.
    let first = try Listsh.run(["test", "s.lsh"], in: folder)
    #expect(first.code == 1)
    #expect(first.stdout.hasPrefix("FAIL s.lsh ("))
    #expect(first.stdout.contains(reason))
    #expect(first.stdout.contains("(created s.out all the same)"))
    #expect(first.stdout.hasSuffix("0 passed, 1 failed\n"))
    #expect((try? readText("s.out", in: folder)) != nil)
    // With the recorded transcript, which matches: still a failure.
    let again = try Listsh.run(["test", "s.lsh"], environment: ["CI": "true"], in: folder)
    #expect(again.code == 1)
    #expect(again.stdout.contains(reason))
    #expect(!again.stdout.contains("transcript differs"))
    // --update rewrites it, and fails.
    try writeText("stale\n", "s.out", in: folder)
    let updated = try Listsh.run(["test", "--update", "s.lsh"], in: folder)
    #expect(updated.code == 1)
    #expect(updated.stdout.contains("(updated s.out all the same)"))
  }

  @Test func anIntendedUncaughtExceptionPassesOnlyWhenItEndsAsDeclared() throws {
    let folder = try temporaryFolder()
    let body = "table\ndata [1, 2]\ndata remove at 0\nbegin\nend\n"
    let cases: [(header: String, passes: Bool, reason: String)] = [
      (#"# listsh-test: exit 70 "NSInternalInconsistencyException: Invalid update: …""#, true, ""),
      (
        #"# listsh-test: exit 70 "NSInternalInconsistencyException: Invalid update""#, false,
        "declared exit 70 \"NSInternalInconsistencyException: Invalid update\""
      ),
      (
        #"# listsh-test: exit 1 "NSInternalInconsistencyException: …""#, false, "ended with exit 70"
      ),
      (#"# listsh-test: exit 70 "Invalid batch updates detected…""#, false, "ended with exit 70"),
    ]
    for (i, c) in cases.enumerated() {
      try writeText(c.header + "\n" + body, "e\(i).lsh", in: folder)
      let r = try Listsh.run(["test", "e\(i).lsh"], in: folder)
      #expect(r.code == (c.passes ? 0 : 1), "\(c.header)")
      #expect(r.stdout.hasPrefix(c.passes ? "PASS" : "FAIL"), "\(c.header)")
      #expect(c.reason.isEmpty || r.stdout.contains(c.reason), "\(c.header): \(r.stdout)")
    }
    // Declared to fail, but it succeeds.
    try writeText(#"# listsh-test: exit 70 "x…""# + "\nprint 1\n", "ok.lsh", in: folder)
    let r = try Listsh.run(["test", "ok.lsh"], in: folder)
    #expect(r.code == 1)
    #expect(r.stdout.contains(#"declared to end with exit 70 "x…", but it ran to its end"#))
  }

  @Test func aSuiteRecordedInItsFolderPassesFromItsParentAndFromTheRoot() throws {
    let parent = try temporaryFolder()
    let suite = parent.appendingPathComponent("suite")
    try writeText(
      "# listsh-test: helper\ndef fill(n) {\n  data range(0, n)\n}\n", "lib/fill.lsh", in: suite)
    try writeText(
      "include \"lib/fill.lsh\"\ntable\nfill(3)\nassert rows == 3\n", "a.lsh", in: suite)
    try writeText(
      "# listsh-test: exit 70 \"NSInternalInconsistencyException: …\"\ninclude \"../lib/fill.lsh\"\ntable\nfill(2)\ndata remove at 0\nbegin\nend\n",
      "deep/b.lsh", in: suite)
    try writeText("include \"../lib/fill.lsh\"\nprint nope\n", "deep/c.lsh", in: suite)
    let recorded = try Listsh.run(["test", "."], in: suite)
    #expect(recorded.code == 1)  // c.lsh fails: an undefined name
    #expect(recorded.stdout.contains("FAIL deep/c.lsh"))
    #expect(!recorded.stdout.contains("fill.lsh"))  // the helper is not run
    #expect((try? readText("deep/b.out", in: suite))?.contains("\nb.lsh:7:1: error:") == true)
    #expect(
      (try? readText("deep/c.out", in: suite))?.hasPrefix("c.lsh:2:7: error: undefined name")
        == true)
    try FileManager.default.removeItem(at: suite.appendingPathComponent("deep/c.lsh"))
    let fromParent = try Listsh.run(["test", "suite"], environment: ["CI": "true"], in: parent)
    #expect(fromParent.code == 0)
    #expect(
      Self.timeless(fromParent.stdout)
        == "PASS suite/a.lsh\nPASS suite/deep/b.lsh\n2 passed, 0 failed\n")
    let fromRoot = try Listsh.run(
      ["test", suite.path], environment: ["CI": "true"], in: URL(fileURLWithPath: "/"))
    #expect(fromRoot.code == 0)
    #expect(fromRoot.stdout.hasSuffix("2 passed, 0 failed\n"))
  }

  @Test func aMissingTranscriptFailsUnderCI() throws {
    let folder = try temporaryFolder()
    try writeText("print 1\n", "a.lsh", in: folder)
    let r = try Listsh.run(["test", "a.lsh"], environment: ["CI": "true"], in: folder)
    #expect(r.code == 1)
    #expect(r.stdout.contains("FAIL a.lsh"))
    #expect(r.stdout.contains("no a.out (CI=true: run listsh test --update and commit it)"))
    #expect((try? readText("a.out", in: folder)) == nil)
  }

  @Test func oneJobAndFourJobsGiveTheSameReport() throws {
    let folder = try temporaryFolder()
    for i in 0..<8 {
      try writeText(
        "table\ndata range(0, \(i))\nassert rows == \(i % 3 == 0 ? -1 : i)\n", "s\(i).lsh",
        in: folder)
    }
    _ = try Listsh.run(["test", "."], in: folder)
    let one = try Listsh.run(["test", "-j", "1", "--junit", "one.xml", "."], in: folder)
    let four = try Listsh.run(["test", "-j", "4", "--junit", "four.xml", "."], in: folder)
    #expect(one.code == 1)
    #expect(four.code == 1)
    #expect(Self.timeless(one.stdout) == Self.timeless(four.stdout))
    #expect(one.stdout.hasSuffix("5 passed, 3 failed\n"))
    let junit = { (name: String) in
      (try? readText(name, in: folder)).map {
        $0.replacingOccurrences(of: #"time="[0-9.]+""#, with: "", options: .regularExpression)
      }
    }
    #expect(junit("one.xml") != nil)
    #expect(junit("one.xml") == junit("four.xml"))
  }

  @Test func aScenarioThatRunsTooLongFailsAtTheTimeout() throws {
    let folder = try temporaryFolder()
    try writeText("while true {\n}\n", "loop.lsh", in: folder)
    try writeText("print 1\n", "quick.lsh", in: folder)
    // The step limit raised past what the loop reaches in 0.5 s on any machine: the timeout,
    // not the limit, ends it.
    let r = try Listsh.run(
      ["test", "--timeout", "0.5", "--max-steps", "1000000000000", "."], in: folder)
    #expect(r.code == 1)
    #expect(r.stdout.contains("FAIL loop.lsh (0.5"))
    #expect(r.stdout.contains("timed out after 0.5 s (--timeout); the run was stopped"))
    #expect(r.stdout.contains("PASS quick.lsh"))
  }

  /// A worker that dies (here: killed with SIGSEGV from outside while it runs a long loop, as a
  /// crash in the interpreter would end it) is one failure with its signal; a new worker checks
  /// the files after it.
  @Test func aCrashingWorkerIsOneFailureAndTheRunGoesOn() throws {
    let folder = try temporaryFolder()
    try writeText("while true {\n}\n", "crash.lsh", in: folder)
    try writeText("print 1\n", "fine.lsh", in: folder)
    try writeText("print 2\n", "later.lsh", in: folder)
    // One worker, which takes crash.lsh first (files go in order), then fine.lsh and later.lsh.
    let (process, out) = try Listsh.start(
      [
        "test", "-j", "1", "--timeout", "60", "--max-steps", "1000000000000", "--junit", "r.xml",
        folder.path,
      ],
      environment: ["SWIFT_BACKTRACE": "enable=no"], in: folder)
    var killed = false
    for _ in 0..<200 where !killed {
      usleep(50_000)
      // The runner's worker: its child running `listsh test --worker --serve`.
      let pgrep = Process()
      pgrep.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      pgrep.arguments = ["pgrep", "-P", String(process.processIdentifier), "-f", "--", "--serve"]
      let pids = Pipe()
      pgrep.standardOutput = pids
      try pgrep.run()
      let found = String(decoding: pids.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      pgrep.waitUntilExit()
      for line in found.split(separator: "\n") {
        if let pid = Int32(line.trimmingCharacters(in: .whitespaces)) {
          // Give it the time to read crash.lsh's request.
          usleep(300_000)
          kill(pid, SIGSEGV)
          killed = true
        }
      }
    }
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(killed)
    #expect(process.terminationStatus == 1)
    #expect(stdout.contains("crash.lsh"))
    #expect(stdout.contains("listsh was killed by signal 11 (SIGSEGV) while checking it"))
    #expect(stdout.contains("PASS " + folder.appendingPathComponent("fine.lsh").path))
    #expect(stdout.contains("PASS " + folder.appendingPathComponent("later.lsh").path))
    #expect(stdout.hasSuffix("2 passed, 1 failed\n"))
    #expect((try? readText("r.xml", in: folder))?.contains(#"failures="1""#) == true)
  }

  /// Workers live for many files, each checked afresh: a variable a file declares is unknown to
  /// the next, a failing file does not change the next one's result, and a file that times out
  /// costs a new worker, not the others' results.
  @Test func aWorkerChecksFileAfterFileWithNothingShared() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeText("let shared = 1\ntable\ndata [1, 2]\n", "a.lsh", in: folder)
    try writeText("print shared\n", "b.lsh", in: folder)
    try writeText("table\nassert rows == 0\n", "c.lsh", in: folder)
    try writeText("while true {\n}\n", "d.lsh", in: folder)
    try writeText("print 4\n", "e.lsh", in: folder)
    let r = try Listsh.run(
      ["test", "-j", "1", "--timeout", "0.5", "--max-steps", "1000000000000", "."], in: folder)
    #expect(r.stdout.contains("PASS a.lsh"))
    #expect(r.stdout.contains("FAIL b.lsh"))
    #expect(r.stdout.contains("undefined name 'shared'"))
    #expect(r.stdout.contains("PASS c.lsh"))
    #expect(r.stdout.contains("FAIL d.lsh (0.5"))
    #expect(r.stdout.contains("timed out after 0.5 s"))
    #expect(r.stdout.contains("PASS e.lsh"))
    #expect(r.stdout.hasSuffix("3 passed, 2 failed\n"), "\(r.stdout)")
  }

  @Test func filterHelpersAndFolders() throws {
    let folder = try temporaryFolder()
    try writeText("print 1\n", "alpha.lsh", in: folder)
    try writeText("print 2\n", "beta.lsh", in: folder)
    try writeText("# listsh-test: helper\nprint 3\n", "gamma.lsh", in: folder)
    try writeText("print 4\n", ".hidden/delta.lsh", in: folder)
    let r = try Listsh.run(["test", "--filter", "^(alpha|gamma|.hidden)", "."], in: folder)
    #expect(Self.timeless(r.stdout) == "PASS alpha.lsh — created alpha.out\n1 passed, 0 failed\n")
    let none = try Listsh.run(["test", "--filter", "nothing", "."], in: folder)
    #expect(none.code == 1)
    #expect(none.stderr.contains("no scenario or page with examples"))
    #expect(try Listsh.run(["test", "--filter", "(", "."], in: folder).code == 64)
    #expect(try Listsh.run(["test", "-j", "0", "."], in: folder).code == 64)
    #expect(try Listsh.run(["test", "nope"], in: folder).code == 66)
  }

  @Test func githubAnnotationsPointAtTheFailingLine() throws {
    let folder = try temporaryFolder()
    try writeText("table\n\nassert rows == 1\n", "suite/a.lsh", in: folder)
    try writeText("print 1\n", "suite/b.lsh", in: folder)
    try writeText("> print 1\n2\n", "suite/b.out", in: folder)
    let r = try Listsh.run(["test", "suite"], environment: ["GITHUB_ACTIONS": "true"], in: folder)
    #expect(
      r.stdout.contains(
        "::error file=suite/a.lsh,line=3,col=8,title=listsh test::assertion failed: rows == 1"
          + "%0Aleft:  rows is 0%0Aright: 1\n"))
    #expect(
      r.stdout.contains(
        "::error file=suite/b.out,line=2,title=listsh test::the transcript differs\n"))
    let plain = try Listsh.run(["test", "suite"], in: folder)
    #expect(!plain.stdout.contains("::error"))
  }

  /// A changed transcript is annotated on the statement that printed its first differing line,
  /// in the file the pull request changed, and on the `.out` line as well.
  @Test func aChangedTranscriptIsAnnotatedOnItsStatement() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeText("table\ndata [1, 2]\n\nprint 1\nprint 2\n", "s/c.lsh", in: folder)
    #expect(try Listsh.run(["test", "--update", "s"], in: folder).code == 0)
    try writeText("table\ndata [1, 2]\n\nprint 1\nprint 3\n", "s/c.lsh", in: folder)
    let r = try Listsh.run(["test", "s"], environment: ["GITHUB_ACTIONS": "true"], in: folder)
    #expect(
      r.stdout.contains(
        "::error file=s/c.lsh,line=5,title=listsh test::the transcript differs: the output of "
          + "this statement (s/c.out:"), "\(r.stdout)")
    #expect(r.stdout.contains("::error file=s/c.out,line="), "\(r.stdout)")
  }

  /// A crash worded differently on two profiles declares each ending: both pass.
  @Test func anExitPerProfile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeText(
      "# listsh-test: no-transcript\n"
        + "# listsh-test: exit ios17 70 \"NSInternalInconsistencyException: Invalid batch updates…\"\n"
        + "# listsh-test: exit 70 \"NSInternalInconsistencyException: Invalid update: invalid…\"\n"
        + "table\ndata [1, 2, 3]\ndata remove at 0\nbegin\nend\n", "x.lsh", in: folder)
    let r = try Listsh.run(["test", "--platform", "ios15,ios17", "x.lsh"], in: folder)
    #expect(r.code == 0, "\(r.stdout)")
    #expect(r.stdout.contains("PASS x.lsh") && r.stdout.contains("2 passed"), "\(r.stdout)")
  }

  /// A profile without its own transcript falls back to the shared one, and a mismatch says so.
  @Test func aFallBackTranscriptIsNamed() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // ios14 keeps no prepared cell: its transcript differs from ios15's.
    try writeText(
      "# listsh-test: platforms ios15 ios14\ntable height 100\ndata [1, 2, 3, 4]\n"
        + "print preparedRows\n", "p.lsh", in: folder)
    try writeText(
      "> table height 100\n  new table 375x100, row height 44\n> data [1, 2, 3, 4]\n"
        + "  table appeared: 1 section, 4 rows\n> print preparedRows\n[0:3]\n", "p.out", in: folder)
    let r = try Listsh.run(
      ["test", "--platform", "ios15,ios14", "p.lsh"], environment: ["CI": "true"], in: folder)
    #expect(r.code == 1)
    #expect(
      r.stdout.contains(
        "the transcript differs from p.out, which ios14 falls back to (there is no "
          + "p.ios14.out; listsh test --update writes it)"), "\(r.stdout)")
  }

  @Test func markdownExamplesFollowTheSameRules() throws {
    let folder = try temporaryFolder()
    let page = """
      # Page

      ```listsh
      assert 1 == 2
      ```

      ```listsh exit 1 "assertion failed: 1 == 3"
      assert 1 == 3
      ```

      """
    try writeText(page, "page.md", in: folder)
    let r = try Listsh.run(["test", "page.md"], in: folder)
    #expect(r.code == 1)
    #expect(r.stdout.contains("FAIL page.md"))
    #expect(r.stdout.contains("example at line 4: exit 1 at page.md:4:8: assertion failed: 1 == 2"))
    #expect(!r.stdout.contains("line 8"))
    try writeText("# Page\n\n```listsh\nprint 1\n", "open.md", in: folder)
    let open = try Listsh.run(["test", "open.md"], in: folder)
    #expect(open.code == 1)
    #expect(open.stdout.contains("open.md:3: a ```listsh or ```output fence that is never closed"))
  }
}
