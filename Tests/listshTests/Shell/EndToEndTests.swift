import Foundation
import TestSupport
import Testing

/// The built `listsh` binary, run as a user runs it: exit codes, pipes, `-e`, a shebang file,
/// `listsh test`.
@Suite(.serialized) struct EndToEndTests {
  @Test func oneLiners() throws {
    let r = try Listsh.run(["-e", "let x = 20", "-e", "print x + 1"])
    #expect(r.code == 0)
    #expect(r.stdout == "21\n")
  }

  @Test(arguments: [
    ("print 1", Int32(0)), ("assert 1 == 2", 1), ("print (", 65), ("print 1 / 0", 70),
    ("table\ndata [1]\ndelete rows 0", 70),
  ])
  func exitCodes(source: String, code: Int32) throws {
    #expect(try Listsh.run(["-e", source]).code == code)
  }

  @Test func usageAndUnreadableFiles() throws {
    #expect(try Listsh.run(["--trace", "loud", "-e", "print 1"]).code == 64)
    let missing = try Listsh.run(["/nonexistent/x.lsh"])
    #expect(missing.code == 66)
    #expect(
      missing.stderr == "error: cannot read '/nonexistent/x.lsh': no such folder '/nonexistent'\n")
    let folder = try Listsh.run([Repository.root.appendingPathComponent("scenarios").path])
    #expect(folder.code == 66)
    #expect(
      folder.stderr.hasSuffix("': it is a folder (listsh test FOLDER checks the scenarios in it)\n")
    )
    // `listsh --help` shows what running takes, not only the subcommands.
    let help = try Listsh.run(["--help"])
    #expect(help.stdout.contains("USAGE: listsh [run] [<options>] [<files> ...]"))
    #expect(help.stdout.contains("--no-comments"))
    #expect(help.stdout.contains("-e <statement>"))
  }

  @Test func standardInputRunsAsAScript() throws {
    let r = try Listsh.run([], stdin: "table\ndata [1, 2]\nprint visible\n")
    #expect(r.code == 0)
    #expect(
      r.stdout
        == "> table\n  new table 375x667, row height 44\n> data [1, 2]\n  table appeared: 1 section, 2 rows\n> print visible\n[1, 2]\n"
    )
  }

  @Test func diagnosticsGoToStandardErrorWithoutColour() throws {
    let e = try Listsh.run(["-e", "print nope"])
    #expect(
      e.stderr == "<-e>:1:7: error: undefined name 'nope'\n  1 | print nope\n    |       ^~~~\n")
    #expect(!e.stderr.contains("\u{1B}["))
  }

  @Test func aShebangFileRuns() throws {
    let folder = try temporaryFolder()
    let script = folder.appendingPathComponent("hello.lsh")
    try "#!\(Listsh.binary) -q\nprint \"hello\"\n".write(
      to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let r = try Listsh.run([], executable: script.path)
    #expect(r.code == 0)
    #expect(r.stdout == "hello\n")
  }

  @Test func theTestRunner() throws {
    let folder = try temporaryFolder()
    let good = folder.appendingPathComponent("good.lsh")
    try "table\ndata [1, 2]\nassert rows == 2\n".write(to: good, atomically: true, encoding: .utf8)
    // First run creates the transcript; the second compares against it.
    var r = try Listsh.run(["test", folder.path])
    #expect(r.code == 0)
    #expect(r.stdout.hasSuffix("1 passed, 0 failed\n"))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("good.out").path))
    r = try Listsh.run(["test", folder.path])
    #expect(r.stdout.hasSuffix("1 passed, 0 failed\n"))

    // A changed transcript fails with a unified diff.
    try "table\ndata [1, 2, 3]\nassert rows == 3\n".write(
      to: good, atomically: true, encoding: .utf8)
    let report = folder.appendingPathComponent("report.xml").path
    r = try Listsh.run(["test", folder.path, "--junit", report])
    #expect(r.code == 1)
    #expect(r.stdout.contains("@@ -1,5 +1,5 @@\n > table\n"))
    #expect(r.stdout.contains("-> assert rows == 2\n+> data [1, 2, 3]\n"))
    #expect(r.stdout.hasSuffix("0 passed, 1 failed\n"))
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(xml.contains("<testsuite name=\"listsh\" tests=\"1\" failures=\"1\""))

    // --update rewrites it.
    r = try Listsh.run(["test", folder.path, "--update"])
    #expect(r.code == 0)
    r = try Listsh.run(["test", folder.path])
    #expect(r.stdout.hasSuffix("1 passed, 0 failed\n"))

    // Under CI=true a missing transcript fails instead of being created.
    try "print 1\n".write(
      to: folder.appendingPathComponent("new.lsh"), atomically: true, encoding: .utf8)
    r = try Listsh.run(["test", folder.path], environment: ["CI": "true"])
    #expect(r.code == 1)
    #expect(r.stdout.contains("FAIL"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.out").path))
  }

  /// Markdown pages: each `listsh` example is checked against the `output` block after it.
  @Test func theTestRunnerOnMarkdownPages() throws {
    let folder = try temporaryFolder()
    let page = folder.appendingPathComponent("page.md")
    try "# A page\n\n```listsh\nprint 1 + 1\n```\n\nNo examples below.\n".write(
      to: page, atomically: true, encoding: .utf8)
    try "# Prose only\n".write(
      to: folder.appendingPathComponent("prose.md"), atomically: true, encoding: .utf8)
    // Under CI=true the missing output block fails; otherwise it is written.
    var r = try Listsh.run(["test", folder.path], environment: ["CI": "true"])
    #expect(r.code == 1)
    #expect(r.stdout.contains("page.md:4: no output block"))
    r = try Listsh.run(["test", folder.path])
    #expect(r.stdout.hasSuffix("1 passed, 0 failed\n"))
    let text = try String(contentsOf: page, encoding: .utf8)
    #expect(text.contains("```output\n> print 1 + 1\n2\n```\n"))
    // A wrong output block fails with a diff naming the page and the example's line.
    try text.replacingOccurrences(of: "\n2\n```", with: "\n3\n```").write(
      to: page, atomically: true, encoding: .utf8)
    r = try Listsh.run(["test", page.path])
    #expect(r.code == 1)
    #expect(r.stdout.contains("page.md:4 (output)"))
    #expect(r.stdout.contains("-3\n+2\n"))
  }

  /// `rsvg-convert` on the `PATH`, if any (scripts/deps installs it on Debian; a Mac has it only
  /// from Homebrew's librsvg).
  static let rsvgConvert = TestEnvironment.executable(named: "rsvg-convert")

  /// `show svg` writes a picture beside the script; rsvg-convert turns it into a PNG, so the SVG
  /// is well-formed and renders.
  @Test(
    .enabled(
      if: rsvgConvert != nil,
      "needs rsvg-convert on the PATH (scripts/deps installs librsvg2-bin; on a Mac: brew install librsvg)"
    ))
  func picturesRenderToPNG() throws {
    let rsvgConvert = try #require(Self.rsvgConvert)
    let folder = try temporaryFolder()
    let script = folder.appendingPathComponent("picture.lsh")
    try """
    table
    data range(0, 30)
    scroll to 440
    edit on
    scroll by 44
    show svg "table.svg"
    """.write(to: script, atomically: true, encoding: .utf8)
    let r = try Listsh.run([script.path])
    #expect(r.code == 0)
    #expect(r.stdout.contains("picture written to table.svg"))
    let svg = try String(contentsOf: folder.appendingPathComponent("table.svg"), encoding: .utf8)
    #expect(svg.contains("contentOffset.y = 484"))
    #expect(svg.contains(">STALE</text>"))
    let png = folder.appendingPathComponent("table.png").path
    let convert = try Listsh.run(
      [folder.appendingPathComponent("table.svg").path, "-o", png],
      executable: rsvgConvert)
    #expect(convert.code == 0, "\(convert.stderr)")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(bytes.count > 10_000)
    // Every picture in the docs renders too.
    let pictures = Repository.root.appendingPathComponent("docs/chapters/pictures")
    for name in try FileManager.default.contentsOfDirectory(atPath: pictures.path) {
      let out = try Listsh.run(
        [
          pictures.appendingPathComponent(name).path, "-o",
          folder.appendingPathComponent(name + ".png").path,
        ],
        executable: rsvgConvert)
      #expect(out.code == 0, "\(name): \(out.stderr)")
    }
  }

  @Test func aPictureThatCannotBeWrittenIsAnError() throws {
    let r = try Listsh.run(["-e", "table", "-e", "show svg \"/proc/nope/x.svg\""])
    #expect(r.code == 70)  // a runtime error
    #expect(r.stderr.contains("cannot write '/proc/nope/x.svg'"))
  }

  /// A scenario's pictures must be current: missing ones are drawn, changed ones fail.
  @Test func theTestRunnerChecksPictures() throws {
    let folder = try temporaryFolder()
    try "table\ndata [1, 2]\nshow svg \"t.svg\"\n".write(
      to: folder.appendingPathComponent("t.lsh"), atomically: true, encoding: .utf8)
    var r = try Listsh.run(["test", folder.path])
    #expect(r.code == 0)
    let picture = folder.appendingPathComponent("t.svg")
    #expect(FileManager.default.fileExists(atPath: picture.path))
    try "<svg/>\n".write(to: picture, atomically: true, encoding: .utf8)
    r = try Listsh.run(["test", folder.path])
    #expect(r.code == 1)
    #expect(r.stdout.contains("pictures not current"))
    r = try Listsh.run(["test", folder.path, "--update"])
    #expect(r.code == 0)
    #expect(try String(contentsOf: picture, encoding: .utf8).hasPrefix("<svg xmlns"))
  }

  /// `listsh explain`: the text as an argument, a file or standard input; the scenario
  /// written with `-o`; the exit codes.
  @Test func explainReadsExplainsAndReproduces() throws {
    let text =
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete and reload the same index path (<NSIndexPath: 0xc000000000600016> {length = 2, path = 0 - 3})'"
    var r = try Listsh.run(["explain", text])
    #expect(r.code == 0, "\(r.stderr)")
    #expect(
      r.stdout.hasPrefix(
        "Found: '*** Terminating app due to uncaught exception …, reason: …', at line 1.\n"))
    #expect(r.stdout.contains("Set aside: the NSIndexPath addresses."))
    #expect(r.stdout.contains("Scenario (not written: use -o FILE):"))
    #expect(r.stdout.contains("  |   reload rows 0:3"))
    #expect(r.stdout.contains("Result: the scenario raises exactly the text given."))

    r = try Listsh.run(["explain"], stdin: text)
    #expect(r.code == 0)
    #expect(r.stdout.contains("Result: the scenario raises exactly the text given."))

    let folder = try temporaryFolder()
    let crash = folder.appendingPathComponent("crash.txt")
    try text.write(to: crash, atomically: true, encoding: .utf8)
    r = try Listsh.run(["explain", "--file", crash.path, "-o", "reload.lsh"], in: folder)
    #expect(r.code == 0, "\(r.stderr)")
    #expect(r.stdout.contains("Scenario written to reload.lsh."))
    #expect(r.stdout.contains("Scenario (reload.lsh):"))
    let written = try String(
      contentsOf: folder.appendingPathComponent("reload.lsh"), encoding: .utf8)
    #expect(written.contains("delete rows 0:3"))
    // It is a scenario `listsh test` passes: its directive pins the text.
    r = try Listsh.run(["test", folder.path])
    #expect(r.code == 0, "\(r.stdout)")
    // Not overwritten without --force.
    r = try Listsh.run(["explain", "--file", crash.path, "-o", "reload.lsh"], in: folder)
    #expect(r.code == 73)
    #expect(r.stderr.contains("reload.lsh exists; not overwritten (use --force)"))
    r = try Listsh.run(
      ["explain", "--file", crash.path, "-o", "reload.lsh", "--force"], in: folder)
    #expect(r.code == 0)

    // --swift-test: the same scenario as a Swift Testing test over ListScriptUIKit, named after
    // its file, expecting the text; an existing file stops both writes without --force.
    r = try Listsh.run(
      ["explain", "--file", crash.path, "--swift-test", "ReloadCrash.swift"], in: folder)
    #expect(r.code == 0, "\(r.stderr)")
    #expect(r.stdout.contains("Swift test written to ReloadCrash.swift."))
    let test = try String(
      contentsOf: folder.appendingPathComponent("ReloadCrash.swift"), encoding: .utf8)
    #expect(test.contains("@MainActor @Suite struct ReloadCrashTests {"))
    #expect(test.contains("try Headless.run(on: .ios15) {"))
    #expect(test.contains("#expect(throws: HeadlessException.self)"))
    #expect(test.contains("tableView.reloadRows(at: [IndexPath(row: 3, section: 0)]"))
    r = try Listsh.run(
      ["explain", "--file", crash.path, "-o", "other.lsh", "--swift-test", "ReloadCrash.swift"],
      in: folder)
    #expect(r.code == 73)
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("other.lsh").path))
    r = try Listsh.run(["explain", text, "--swift-test", "crash.txt"], in: folder)
    #expect(r.code == 64)

    r = try Listsh.run(["explain", "--file", "nope.txt"], in: folder)
    #expect(r.code == 66)
    r = try Listsh.run([
      "explain", "attempt to delete row 2 from section 0 which only contains 1 cows",
    ])
    #expect(r.code == 65)
    #expect(r.stderr.contains("then has 'cows' where UIKit's has 'rows before the update'"))
  }

  /// `pbpaste | listsh explain` of whole reports: the reason is found in a Crashlytics export
  /// and in an Apple crash report, and a report with several exceptions names the others.
  @Test func explainFindsTheReasonInWholeReports() throws {
    let crashlytics = """
      Fatal Exception: NSInternalInconsistencyException
      Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).

      Thread : Fatal Exception: NSInternalInconsistencyException
      0  CoreFoundation                 0x183268f48 __exceptionPreprocess
      1  libobjc.A.dylib                0x197e1bf80 objc_exception_throw
      """
    var r = try Listsh.run(["explain"], stdin: crashlytics)
    #expect(r.code == 0, "\(r.stderr)")
    #expect(
      r.stdout.hasPrefix(
        "Found: a Crashlytics export, 'Fatal Exception:' with the reason below it, at line 2.\n"))
    #expect(r.stdout.contains("Result: the scenario raises exactly the text given."))

    let apple = """
      Incident Identifier: 00000000-0000-0000-0000-000000000000
      OS Version:      iPhone OS 17.2 (21C62)
      Exception Type:  EXC_CRASH (SIGABRT)

      Application Specific Information:
      *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update'

      Last Exception Backtrace:
      0   CoreFoundation                       0x0000000182b0ae38 __exceptionPreprocess + 124
      """
    r = try Listsh.run(["explain"], stdin: apple)
    #expect(r.code == 0, "\(r.stderr)")
    #expect(r.stdout.hasPrefix("Found: an Apple crash report, '*** Terminating app"))
    #expect(r.stdout.contains("  |   insert rows 0:3"))

    let two = """
      2024-01-02 10:00:00.000000+0100 App[1:2] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Modifications to the layout engine must not be performed from a background thread after it has been accessed from the main thread.'
      2024-01-02 10:00:01.000000+0100 App[1:2] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete section 4, but there are only 4 sections before the update'
      """
    r = try Listsh.run(["explain"], stdin: two)
    #expect(r.code == 0, "\(r.stderr)")
    #expect(
      r.stdout.contains(
        "Also in the paste (line 1): NSInternalInconsistencyException: Modifications"))
    #expect(r.stdout.contains("  |   delete sections 4"))

    r = try Listsh.run([
      "explain",
      "Fatal Exception: NSInternalInconsistencyException\ncould not dequeue a view of kind: UICollectionElementKindCell with identifier cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
    ])
    #expect(r.code == 0, "\(r.stderr)")
    // A registration text is modelled: reproduced with the identifier the text names.
    #expect(r.stdout.contains("  | provider dequeue \"cell\""))
    #expect(r.stdout.contains("Read as: NSInternalInconsistencyException on a collection view"))

    r = try Listsh.run([
      "explain",
      "Fatal Exception: NSInternalInconsistencyException\nthe view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (UICollectionElementKindSectionFooter,<NSIndexPath: 0xc000000000000016> {length = 2, path = 0 - 0}) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))",
    ])
    #expect(r.code == 0, "\(r.stderr)")
    // A supplementary view's text is modelled too: the footer's provider returns nil.
    #expect(r.stdout.contains("  | provider footer dequeue \"Header\" returning nil"))

    r = try Listsh.run([
      "explain",
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'UITableView dataSource must return a cell from tableView:cellForRowAtIndexPath:'",
    ])
    #expect(r.code == 0, "\(r.stderr)")
    // iOS 6's nil-cell text is the same failure as iOS 12's, which names no index path either:
    // reproduced in that profile's wording, and said so.
    #expect(
      r.stdout.contains(
        "Read as: NSInternalInconsistencyException on a table view, in the wording of ios12 (in a variant of its wording)."
      ))
    #expect(r.stdout.contains("  | provider dequeue \"Cell\" returning nil"))
    #expect(r.stdout.contains("and your copy's wording is another iOS version's"))
  }
}

/// `listsh check`: a JSON payload's identities, with the exit code CI reads.
@Suite(.serialized) struct CheckCommandTests {
  @Test func exitCodesSayWhatWasFound() throws {
    let folder = try temporaryFolder()
    try writeText(#"[{"id": 1}, {"id": 1}]"#, "dup.json", in: folder)
    try writeText(#"{"data": {"items": [{"uuid": "a"}]}}"#, "one.json", in: folder)
    try writeText(#"{"data": {"items": [{"uuid": "b"}]}}"#, "two.json", in: folder)
    try writeText("[1,", "bad.json", in: folder)
    let dup = try Listsh.run(["check", "dup.json"], in: folder)
    #expect(dup.code == 1)
    #expect(dup.stdout.hasPrefix("duplicate identity 1: items at 0:0, 0:1\n"))
    let fetches = try Listsh.run(
      ["check", "one.json", "two.json", "--id", "uuid", "--at", "data.items"], in: folder)
    #expect(fetches.code == 1)
    #expect(fetches.stdout.contains("1 of 1 item came back under new identities"))
    let fine = try Listsh.run(
      ["check", "one.json", "--id", "uuid", "--at", "data.items"], in: folder)
    #expect(fine.code == 0)
    #expect(fine.stdout == "identities: no problem found in 1 item\n")
    #expect(try Listsh.run(["check", "bad.json"], in: folder).code == 65)
    #expect(try Listsh.run(["check", "missing.json"], in: folder).code == 66)
    let outside = try Listsh.run(["check", "../x.json"], in: folder)
    #expect(outside.code == 66)
    #expect(outside.stderr.contains("outside"))
  }
}

/// Standard output and standard error sharing one log (`2>&1`, a CI job's): a failing call's
/// trace line ends before its diagnostic begins.
@Suite struct SharedLogTests {
  @Test func theTraceLineEndsBeforeTheDiagnostic() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Listsh.binary)
    process.arguments = ["-e", "table", "-e", "data [1, 2]", "-e", "delete rows 7"]
    let log = Pipe()
    process.standardOutput = log
    process.standardError = log
    try process.run()
    let data = log.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    #expect(
      text.contains("  deleteRows(at: [0:7])\n<-e>:3:1: error: NSInternalInconsistencyException"),
      "\(text)")
  }
}

/// What a team pins and installs: the version line, completions, and the action's script.
@Suite struct InstallingTests {
  @Test func theVersionNamesTheReleaseAndTheCommit() throws {
    let r = try Listsh.run(["--version"])
    #expect(r.code == 0)
    #expect(
      r.stdout.wholeMatch(of: #/listsh \d+\.\d+\.\d+( \([0-9a-f]{7}\))?\n/#) != nil, "\(r.stdout)")
    // Built from a git checkout (as the tests are), the commit is HEAD's.
    if let git = TestEnvironment.executable(named: "git") {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: git)
      process.arguments = ["-C", Repository.root.path, "rev-parse", "--short=7", "HEAD"]
      let out = Pipe()
      process.standardOutput = out
      try process.run()
      let head = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      process.waitUntilExit()
      #expect(r.stdout.contains("(\(head))"), "\(r.stdout) vs \(head)")
    }
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func completionScriptsNameTheSubcommands(shell: String) throws {
    let r = try Listsh.run(["--generate-completion-script", shell])
    #expect(r.code == 0)
    let option = shell == "fish" ? "-l 'platform'" : "--platform"
    for word in ["test", "emit", "explain", "check", option] {
      #expect(r.stdout.contains(word), "\(shell) lacks \(word)")
    }
  }

  @Test func theActionRunsItsScriptWhichRefusesWhatIsNotAVersion() throws {
    let action = try Repository.text("action.yml")
    #expect(
      action.contains(#""$GITHUB_ACTION_PATH/scripts/action" resolve "${VERSION:-$ACTION_REF}""#))
    #expect(action.contains(#""$GITHUB_ACTION_PATH/scripts/action" install "$COMMIT""#))
    #expect(action.contains(#""$GITHUB_ACTION_PATH/scripts/action" test-inputs"#))
    let script = Repository.url("scripts/action").path
    for version in ["../x", "a/b", "-rf", ""] {
      let r = try Listsh.run(["install", version], executable: script)
      #expect(r.code == 64, "\(version): \(r.stderr)")
    }
    #expect(try Listsh.run([], executable: script).code == 64)
  }
}
