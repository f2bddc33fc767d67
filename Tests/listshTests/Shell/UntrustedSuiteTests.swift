import Foundation
import ListshCore
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pull request's suite as an attacker would write it, checked by the built `listsh test`.
///
/// As CI checks it: links to secrets, devices and FIFOs, files that would overwrite what they
/// point at, names and output that hold workflow commands and terminal escapes. Nothing outside
/// the suite may be read, quoted or changed, and nothing a scenario controls may become a
/// workflow command or reach the terminal raw.
@Suite(.serialized) struct UntrustedSuiteTests {
  /// Texts that must never appear in what listsh prints or writes.
  static let secrets = [
    "SECRETTOKEN123", "OUTSIDE-LSH-SECRET", "OUTSIDE-JSON-SECRET", "OUTSIDE-PAGE-SECRET",
    "MAKEFILE-CONTENT", "SETUP-CONTENT", "ENV-CANARY-VALUE",
  ]

  /// A checkout: `.git/config` with a token, files beside the suite, and the suite.
  struct Checkout {
    var top: URL
    var suite: URL { top.appendingPathComponent("suite") }
    /// Every file outside the suite, with its bytes and permissions, before the run.
    var before: [String: (Data, Int)] = [:]
  }

  static func write(_ text: String, _ url: URL, mode: Int = 0o644) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
  }

  static func link(_ name: String, to target: String, in folder: URL) throws {
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent(name).path, withDestinationPath: target)
  }

  static func makeCheckout() throws -> Checkout {
    let top = try temporaryFolder()
    var checkout = Checkout(top: top)
    let suite = checkout.suite
    try write(
      "[http]\n\textraheader = AUTHORIZATION: basic SECRETTOKEN123\n",
      top.appendingPathComponent(".git/config"))
    try write(
      "all:\n\techo MAKEFILE-CONTENT\n", top.appendingPathComponent("Makefile"), mode: 0o755)
    try write(
      "#!/bin/sh\necho SETUP-CONTENT\n", top.appendingPathComponent("setup.sh"), mode: 0o755)
    try write("print \"OUTSIDE-LSH-SECRET\"\n", top.appendingPathComponent("outside/secret.lsh"))
    try write("[\"OUTSIDE-JSON-SECRET\"]", top.appendingPathComponent("outside/secret.json"))
    try write(
      "```listsh\nprint \"OUTSIDE-PAGE-SECRET\"\n```\n",
      top.appendingPathComponent("outside/page.md"))
    // The suite.
    try write("print 1\n", suite.appendingPathComponent("ok.lsh"))
    try write("> print 1\n1\n", suite.appendingPathComponent("ok.out"))
    try link("git.lsh", to: "../.git/config", in: suite)
    try link("secret.lsh", to: top.appendingPathComponent("outside/secret.lsh").path, in: suite)
    try link("stdin.lsh", to: "/dev/stdin", in: suite)
    #if os(Linux)
      try link("environ.lsh", to: "/proc/self/environ", in: suite)
    #endif
    try link("loop.lsh", to: "loop.lsh", in: suite)
    try link("dir", to: "../outside", in: suite)
    guard mkfifo(suite.appendingPathComponent("fifo.lsh").path, 0o644) == 0 else {
      throw CocoaError(.fileWriteUnknown)
    }
    try write("print 2\n", suite.appendingPathComponent("urandom.lsh"))
    try link("urandom.out", to: "/dev/urandom", in: suite)
    try link("page.md", to: "../outside/page.md", in: suite)
    try write("include \"lib/cfg.lsh\"\n", suite.appendingPathComponent("inc.lsh"))
    try FileManager.default.createDirectory(
      at: suite.appendingPathComponent("lib"), withIntermediateDirectories: true)
    try link("cfg.lsh", to: "../../.git/config", in: suite.appendingPathComponent("lib"))
    try write("table\ndata from \"d.json\"\nprint data\n", suite.appendingPathComponent("data.lsh"))
    try link("d.json", to: "../outside/secret.json", in: suite)
    try write(
      "table\ndata [\"a\\n::warning::pic\", \"all:\"]\nshow svg \"pic.svg\"\n",
      suite.appendingPathComponent("pic.lsh"))
    try link("pic.svg", to: "../Makefile", in: suite)
    try write("table\nshow svg \"p2.svg\"\n", suite.appendingPathComponent("pic2.lsh"))
    try link("p2.svg", to: "../setup.sh", in: suite)
    // A link that stays inside the suite and names a scenario: allowed.
    try link("inner.lsh", to: "ok.lsh", in: suite)
    try write("> print 1\n1\n", suite.appendingPathComponent("inner.out"))
    // Names and output that hold workflow commands, escapes and carriage returns.
    try write("print 3\n", suite.appendingPathComponent("n\n::notice::name.lsh"))
    try write(
      "[\"\\r::notice::from a carriage return\", \"\\u001B]0;title\\u0007\", \"\\u001B]52;c;Y2xpcA==\\u0007\"]",
      suite.appendingPathComponent("hostile.json"))
    try write(
      """
      print "::warning::shared"
      print "  ::add-mask::masked"
      print "text ##[set-output name=a]b"
      table
      data from "hostile.json"
      print data

      """, suite.appendingPathComponent("hostile.lsh"))
    try write(
      "::warning::shared\n  ::add-mask::expected\n##[error]legacy\n",
      suite.appendingPathComponent("hostile.out"))
    // An error message that holds an escape, which the annotation carries (found by the
    // fuzzer's runner mode).
    try write(
      "expect error \"\u{1B}]0;title\u{07}\" { print 1 / 0 }\n",
      suite.appendingPathComponent("message.lsh"))
    // A name that is not UTF-8: `\xFF.lsh`.
    let badName = (Array(suite.path.utf8) + [0x2F, 0xFF] + Array(".lsh".utf8)).map {
      CChar(bitPattern: $0)
    }
    let fd = open(badName + [0], O_CREAT | O_WRONLY, 0o644)
    if fd >= 0 { close(fd) }
    checkout.before = try snapshot(outsideOf: suite, in: top)
    return checkout
  }

  /// Every regular file under `top` but outside `suite`, with its bytes and permissions.
  static func snapshot(outsideOf suite: URL, in top: URL) throws -> [String: (Data, Int)] {
    var files: [String: (Data, Int)] = [:]
    let walker = FileManager.default.enumerator(atPath: top.path)
    while let item = walker?.nextObject() as? String {
      let path = top.appendingPathComponent(item).path
      guard !path.hasPrefix(suite.path + "/") else { continue }
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
      let mode = (attributes[.posixPermissions] as? Int) ?? 0
      files[item] = (try Data(contentsOf: URL(fileURLWithPath: path)), mode)
    }
    return files
  }

  /// Checks the suite as a pull request's CI does, from `folder` (the suite, or the whole
  /// checkout).
  static func check(_ checkout: Checkout, root: String) throws -> (Listsh.Outcome, String) {
    let report = checkout.top.appendingPathComponent("report.xml")
    let run = try Listsh.run(
      ["test", "--junit", report.path, "--color", "never", root],
      environment: ["CI": "true", "GITHUB_ACTIONS": "true", "LISTSH_CANARY": "ENV-CANARY-VALUE"],
      in: checkout.top)
    let xml = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
    return (run, xml)
  }

  @Test func nothingOutsideTheRootIsReadQuotedOrChanged() throws {
    let checkout = try Self.makeCheckout()
    defer { try? FileManager.default.removeItem(at: checkout.top) }
    let (run, xml) = try Self.check(checkout, root: "suite")
    #expect(run.code == 1)
    let everything = run.stdout + run.stderr + xml
    for secret in Self.secrets {
      #expect(!everything.contains(secret), "\(secret) reached the log or the report")
    }
    try Self.expectUnchanged(checkout)
    // Each hostile file failed for what it is; the link that stays inside passed.
    let expectations = [
      "git.lsh": "leads outside the scenario's folder",
      "secret.lsh": "leads outside the scenario's folder",
      "stdin.lsh": "leads outside the scenario's folder",
      "loop.lsh": "too many symbolic links",
      "fifo.lsh": "it is a FIFO, not a regular file",
      "urandom.lsh": "cannot read suite/urandom.out: it is a symbolic link that leads outside",
      "page.md": "leads outside the scenario's folder",
      "inc.lsh": "cannot include 'lib/cfg.lsh': it is a symbolic link that leads outside",
      "data.lsh": "cannot read 'd.json': it is a symbolic link that leads outside",
      "pic.lsh": "listsh replaces files rather than write through one",
      "pic2.lsh": "listsh replaces files rather than write through one",
      "\\xFF.lsh": "not valid UTF-8",
    ]
    for (name, reason) in expectations {
      let line = run.stdout.split(separator: "\n").first { $0.hasPrefix("FAIL suite/\(name) ") }
      #expect(line?.contains(reason) == true, "\(name): \(line ?? "no FAIL line")")
    }
    #expect(run.stdout.contains("PASS suite/inner.lsh"))
    #expect(run.stdout.contains("PASS suite/ok.lsh"))
  }

  /// With the whole checkout as the root, `.git/config` is inside it: links to it are refused
  /// all the same, by the name they reach.
  @Test func aLinkInsideTheRootMustReachAFileOfItsKind() throws {
    let checkout = try Self.makeCheckout()
    defer { try? FileManager.default.removeItem(at: checkout.top) }
    let (run, xml) = try Self.check(checkout, root: ".")
    #expect(!(run.stdout + run.stderr + xml).contains("SECRETTOKEN123"))
    #expect(!(run.stdout + run.stderr + xml).contains("ENV-CANARY-VALUE"))
    try Self.expectUnchanged(checkout)
    let git = run.stdout.split(separator: "\n").first { $0.hasPrefix("FAIL suite/git.lsh ") }
    #expect(git?.contains("a file whose name does not end in .lsh") == true, "\(git ?? "")")
    let inc = run.stdout.split(separator: "\n").first { $0.hasPrefix("FAIL suite/inc.lsh ") }
    #expect(
      inc?.contains("cannot include 'lib/cfg.lsh': it is a symbolic link to a file whose name")
        == true, "\(inc ?? "")")
  }

  /// Every file outside the suite is as it was, bytes and permissions, and the links are still
  /// links to where they pointed.
  static func expectUnchanged(_ checkout: Checkout) throws {
    let after = try snapshot(outsideOf: checkout.suite, in: checkout.top)
    for (path, (data, mode)) in checkout.before {
      #expect(after[path]?.0 == data, "\(path) changed")
      #expect(after[path]?.1 == mode, "\(path)'s mode changed")
    }
    let manager = FileManager.default
    let suite = checkout.suite.path
    #expect(try manager.destinationOfSymbolicLink(atPath: suite + "/pic.svg") == "../Makefile")
    #expect(try manager.destinationOfSymbolicLink(atPath: suite + "/p2.svg") == "../setup.sh")
    #expect(
      try manager.destinationOfSymbolicLink(atPath: suite + "/urandom.out") == "/dev/urandom")
  }

  @Test func nothingAScenarioControlsBecomesAWorkflowCommandOrAnEscape() throws {
    let checkout = try Self.makeCheckout()
    defer { try? FileManager.default.removeItem(at: checkout.top) }
    let (run, xml) = try Self.check(checkout, root: "suite")
    // As the runner reads it: only listsh's own annotations, between its pauses.
    var runner = WorkflowCommandReader()
    for command in runner.read(run.stdout) {
      switch command.name {
      case "stop-commands", "resume": continue
      case "error": #expect(command.line.contains("title=listsh test"), "\(command)")
      default: Issue.record("the runner would obey \(command)")
      }
    }
    // Even a reader that ignores the pauses finds nothing of the scenarios'.
    var naive = WorkflowCommandReader(honoursPauses: false)
    for command in naive.read(run.stdout) + naive.read(run.stderr) {
      #expect(
        command.name == "stop-commands"
          || (command.name == "error" && command.line.contains("title=listsh test")),
        "\(command)")
    }
    // The hostile file's diff is in the log, its commands neutralised.
    #expect(run.stdout.contains("#\\u{23}[set-output"))
    #expect(!run.stdout.contains("##["))
    // No terminal escape reaches the log or the report.
    #expect(!run.stdout.utf8.contains(0x1B) && !run.stderr.utf8.contains(0x1B))
    #expect(!xml.utf8.contains(0x1B))
    #expect(!run.stdout.utf8.contains(0x0D))
    // The name with a newline is one line, escaped.
    #expect(run.stdout.contains("FAIL suite/n\\u{A}::notice::name.lsh ("))
  }

  /// A checkout's own links may not carry the suite's root, a scenario named on the command
  /// line or a report outside the working directory; links that stay inside it may.
  @Test func aRootOrAReportCarriedOutByALinkIsRefused() throws {
    let top = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: top) }
    let checkout = top.appendingPathComponent("checkout")
    let elsewhere = top.appendingPathComponent("elsewhere")
    try Self.write("print \"OUTSIDE-LSH-SECRET\"\n", elsewhere.appendingPathComponent("x.lsh"))
    try Self.write("print 1\n", checkout.appendingPathComponent("real/ok.lsh"))
    try Self.write("> print 1\n1\n", checkout.appendingPathComponent("real/ok.out"))
    try Self.link("scenarios", to: elsewhere.path, in: checkout)
    try Self.link("inside", to: "real", in: checkout)
    try Self.link("out", to: elsewhere.path, in: checkout)
    for arguments in [
      ["test"], ["test", "scenarios"], ["test", "scenarios/x.lsh"], ["scenarios/x.lsh"],
    ] {
      let run = try Listsh.run(arguments, environment: ["CI": "true"], in: checkout)
      #expect(run.code == 66, "\(arguments): \(run.stdout)\(run.stderr)")
      #expect(run.stderr.contains("a symbolic link carries it outside the working directory"))
      #expect(!(run.stdout + run.stderr).contains("OUTSIDE-LSH-SECRET"))
    }
    let inside = try Listsh.run(
      ["test", "inside"], environment: ["CI": "true"], in: checkout)
    #expect(inside.code == 0, "\(inside.stdout)\(inside.stderr)")
    let report = try Listsh.run(
      ["test", "--junit", "out/report.xml", "inside"], environment: ["CI": "true"], in: checkout)
    #expect(report.stderr.contains("cannot write out/report.xml"), "\(report.stderr)")
    #expect(!FileManager.default.fileExists(atPath: elsewhere.path + "/report.xml"))
  }
}
