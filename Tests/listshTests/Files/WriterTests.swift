import Foundation
import ListScript
import TestSupport
import Testing

@testable import ListshCore
@testable import listsh

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every writer: a file it cannot read whole is left untouched, a rewrite keeps the file's mode
/// and its line ends outside what it changed, no unfinished write survives a signal, and no
/// folder under a folder a person names is made or entered through a link.
@Suite(.serialized) struct WriterTests {
  @Test func fmtLeavesAFileLargerThanTheLimitAsItIs() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A valid scenario past the limit: formatting what was read would cut it mid-line.
    let line = "let  x=[1 ,2]\n"
    let scenario = String(repeating: line, count: Files.readLimit / line.utf8.count + 10)
    try writeText(scenario, "big.lsh", in: folder)
    let page = "Text.\n\n```listsh\nprint  1\n```\n" + String(repeating: "words ", count: 1_400_000)
    try writeText(page, "big.md", in: folder)
    for name in ["big.lsh", "big.md"] {
      let run = try Listsh.run(["fmt", name], in: folder)
      #expect(run.code == 66, "\(name): \(run.stderr)")
      #expect(run.stderr.contains("may hold at most 8 MB; left as written"), "\(run.stderr)")
      #expect(try readText(name, in: folder) == (name == "big.lsh" ? scenario : page))
      #expect(try Listsh.run(["fmt", "--check", name], in: folder).code == 66)
    }
  }

  @Test(arguments: [0o755, 0o600, 0o640])
  func aRewriteKeepsTheFilesMode(mode: Int) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeText("#!/usr/bin/env listsh\nlet  x=1\n", "script.lsh", in: folder)
    let path = folder.appendingPathComponent("script.lsh").path
    #expect(chmod(path, mode_t(mode)) == 0)
    let run = try Listsh.run(["fmt", "script.lsh"], in: folder)
    #expect(run.code == 0, "\(run.stderr)")
    #expect(try readText("script.lsh", in: folder) == "#!/usr/bin/env listsh\nlet x = 1\n")
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(Int(info.st_mode & 0o7777) == mode)
  }

  @Test func aNewFileGetsTheModeLessTheUmask() throws {
    let folder = try FileGateTests.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileGate.inside(folder).write(Array("x".utf8), to: "new.svg", suffixes: [".svg"])
    var info = stat()
    #expect(stat(folder + "/new.svg", &info) == 0)
    let mask = umask(0)
    umask(mask)
    #expect(info.st_mode & 0o7777 == 0o644 & ~mask)
  }

  @Test func aRewrittenPageKeepsEachLinesEnd() throws {
    // Mixed line ends: the first is CRLF, others LF and a lone CR. Only the example's lines
    // change; every other line keeps the end it had.
    let page =
      "# Title\r\nText.\n\n```listsh\nprint  1\n```\r\nMore text.\rLast\n"
    let examples = MarkdownExamples(page)
    let laidOut = examples.withSources(["print 1\n"])
    #expect(laidOut == "# Title\r\nText.\n\n```listsh\nprint 1\n```\r\nMore text.\rLast\n")
    // An added output block takes the page's first line end; the rest keep theirs.
    let rewritten = examples.rewritten(with: ["1\n"])
    #expect(
      rewritten
        == "# Title\r\nText.\n\n```listsh\nprint  1\n```\r\n\r\n```output\r\n1\r\n```\r\n"
        + "More text.\rLast\n")
    // A scenario laid out keeps its line ends.
    #expect(
      try FormatFiles.formatted("let  x=1\r\nprint  x\r\n", name: "a.lsh")
        == "let x = 1\r\nprint x\r\n")
    #expect(
      try FormatFiles.formatted("let  x=1\rprint  x\r", name: "a.lsh") == "let x = 1\rprint x\r")
    // Without a final line end, none is added.
    #expect(MarkdownExamples("a\r\nb").withSources([]) == "a\r\nb")
  }

  @Test func aTemporaryFileIsRemovedOnRequestAndItsSlotFreed() throws {
    let folder = try FileGateTests.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fd = open(folder, O_RDONLY | O_DIRECTORY)
    defer { close(fd) }
    try "x".write(toFile: folder + "/.listsh-a.tmp", atomically: false, encoding: .utf8)
    try "y".write(toFile: folder + "/keep.lsh", atomically: false, encoding: .utf8)
    let before = TemporaryFiles.pending
    let slot = TemporaryFiles.register(folder: fd, name: ".listsh-a.tmp")
    #expect(slot != nil)
    #expect(TemporaryFiles.pending == before + 1)
    TemporaryFiles.removeAll()
    TemporaryFiles.release(slot)
    #expect(TemporaryFiles.pending == before)
    #expect(!FileManager.default.fileExists(atPath: folder + "/.listsh-a.tmp"))
    #expect(FileManager.default.fileExists(atPath: folder + "/keep.lsh"))
    // A finished write leaves no slot taken and no new file behind.
    try FileGate.inside(folder).write(Array("z".utf8), to: "keep.lsh", suffixes: [".lsh"])
    #expect(TemporaryFiles.pending == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["keep.lsh"])
  }

  /// A process stopped by TERM while a write is under way removes the write's new file and
  /// ends by the signal.
  @Test func aSignalRemovesTheUnfinishedWrite() async throws {
    // The exit test runs in a child of this process: it finds the folder by its parent's pid.
    let folder = Self.signalFolder(for: getpid())
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "x".write(toFile: folder + "/.listsh-b.tmp", atomically: false, encoding: .utf8)
    await #expect(processExitsWith: .signal(SIGTERM)) {
      let fd = open(WriterTests.signalFolder(for: getppid()), O_RDONLY | O_DIRECTORY)
      _ = TemporaryFiles.register(folder: fd, name: ".listsh-b.tmp")
      StopSignals.install()
      raise(SIGTERM)
      // Not reached: the handler ends the process by the signal.
      exit(0)
    }
    #expect(!FileManager.default.fileExists(atPath: folder + "/.listsh-b.tmp"))
  }

  /// `emit swift --package DIR`: a link committed under the package's folder carries no
  /// folder or file out of it, with or without --force, and nothing is written when one path
  /// is refused.
  @Test(arguments: [false, true])
  func emitsPackageStaysInsideItsFolder(force: Bool) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = "table\ndata [1, 2]\nassert visible [1, 2]\n"
    try writeText(scenario, "work/a.lsh", in: folder)
    try writeText("// elsewhere\n", "elsewhere/keep.swift", in: folder)
    let generated = folder.appendingPathComponent("work/Generated")
    try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: generated.appendingPathComponent("Tests").path,
      withDestinationPath: "../../elsewhere")
    let work = folder.appendingPathComponent("work")
    let run = try Listsh.run(
      ["emit", "swift", "a.lsh", "--package", "Generated"] + (force ? ["--force"] : []), in: work)
    #expect(run.code == 73, "\(run.stderr)")
    #expect(run.stderr.contains("is a symbolic link"), "\(run.stderr)")
    let outside = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("elsewhere").path)
    #expect(outside == ["keep.swift"])
    // Nothing was written, inside either: the refusal came before the first write.
    #expect(
      !FileManager.default.fileExists(
        atPath: generated.appendingPathComponent("Package.swift").path))
    // Without the link, the package is written whole.
    try FileManager.default.removeItem(at: generated.appendingPathComponent("Tests"))
    let clean = try Listsh.run(["emit", "swift", "a.lsh", "--package", "Generated"], in: work)
    #expect(clean.code == 0, "\(clean.stderr)")
    #expect(try readText("Generated/Tests/ScenarioTests/ATests.swift", in: work).contains("XCTest"))
  }

  @Test func makeFoldersRefusesALinkEvenOneThatStaysInside() throws {
    let root = try FileGateTests.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/real", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: root + "/in", withDestinationPath: "real")
    let gate = FileGate.inside(root)
    #expect(throws: FileRefusal.folderIsLink("in")) { try gate.makeFolders("in/x") }
    #expect(throws: FileRefusal.outsideRoot(throughLink: false)) { try gate.makeFolders("../x") }
    #expect(try gate.checkFolders("a/b") == false)
    try gate.makeFolders("a/b")
    #expect(try gate.checkFolders("a/b") == true)
    #expect(Files.existence(root + "/a/b").isFolder)
    #expect(!Files.existence(root + "/real/x").exists)
  }

  /// What `emit swift` and `explain -o` write into code and comments carries no control, line
  /// end or direction character raw ("Trojan Source"); `explain` prints none raw either.
  @Test(arguments: ["\u{202E}", "\u{2066}", "\u{200F}", "\u{2028}", "\r", "\u{85}", "\u{1B}"])
  func writtenCodeEscapesEveryUnsafeCharacter(character: String) throws {
    let text = "a\(character)b"
    let escape = character == "\r" ? "\\r" : "\\u{\(Self.hex(character))}"
    #expect(SwiftEmitter.literal(text) == "\"a\(escape)b\"")
    #expect(SwiftEmitter.commentText(text) == "a\\u{\(Self.hex(character).uppercased())}b")
    #expect(!PlainLiteral.accepts("\"a\(character)b\""))
    #expect(
      !TerminalText.escapedForSource(text).unicodeScalars.contains {
        $0 == character.unicodeScalars.first
      })
  }

  /// A scenario's text that would be a workflow command in a CI log is written so that no line
  /// of the emitted code is one, with the same meaning in Swift.
  @Test func emittedCodeCarriesNoWorkflowCommand() throws {
    let source = SourceFile(
      name: "a.lsh",
      text: "table\ndata [\"::error::owned\", \"x ##[warning]y\"]\nprint \"::set-output x\"\n")
    let outcome = EmitRun.emit(source, name: "a.lsh", gate: .inside("."))
    let code = try #require(outcome.code)
    for line in code.split(separator: "\n") {
      #expect(!line.drop { $0 == " " || $0 == "\t" }.hasPrefix("::"), "\(line)")
      #expect(!line.contains("##["), "\(line)")
    }
    #expect(code.contains("\\u{3A}:error::owned") || code.contains("#\\u{23}["))
  }

  static func hex(_ character: String) -> String {
    String(character.unicodeScalars.first?.value ?? 0, radix: 16)
  }

  @Test func explainsReportCarriesNoWorkflowCommandAndNoCarriageReturn() throws {
    let paste =
      "::error file=x::owned\r::warning::also\nTerminating app due to uncaught exception "
      + "'NSInternalInconsistencyException', reason: 'attempt to delete row 3 from section 0 "
      + "which only contains 2 rows before the update'"
    let run = try Listsh.run(["explain"], stdin: paste, environment: ["GITHUB_ACTIONS": "true"])
    for line in run.stdout.split(separator: "\n") {
      #expect(!line.drop { $0 == " " || $0 == "\t" }.hasPrefix("::"), "\(line)")
      #expect(!line.contains("\r"))
    }
  }

  /// A refusal quotes the start of the paste: on standard error too, escapes are written
  /// visibly and no line is a workflow command.
  @Test func explainsRefusalCarriesNoEscapeAndNoWorkflowCommand() throws {
    let paste = "\u{1B}]0;owned\u{07}\n::error file=x::owned\nnothing a list raised"
    let run = try Listsh.run(["explain"], stdin: paste, environment: ["GITHUB_ACTIONS": "true"])
    #expect(!run.stderr.isEmpty)
    #expect(!run.stderr.contains("\u{1B}"))
    #expect(!run.stderr.contains("\u{07}"))
    for line in run.stderr.split(separator: "\n") {
      #expect(!line.drop { $0 == " " || $0 == "\t" }.hasPrefix("::"), "\(line)")
    }
  }

  static func signalFolder(for pid: pid_t) -> String {
    FileManager.default.temporaryDirectory.path + "/listsh-signal-test-\(pid)"
  }
}
