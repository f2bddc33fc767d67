import Foundation
import TestSupport
import Testing

/// A scenario from a stranger reads and writes only inside its folder: `include` only `.lsh`
/// files, `show svg` only `.svg` files, `..` and symlinks resolved first; the person can lift
/// the folder rule with `--allow-paths-outside`.
@Suite(.serialized) struct ConfinementTests {
  static func setUp() throws -> URL {
    let top = try temporaryFolder()
    let manager = FileManager.default
    try manager.createDirectory(
      at: top.appendingPathComponent("suite/lib"), withIntermediateDirectories: true)
    try manager.createDirectory(
      at: top.appendingPathComponent("outside"), withIntermediateDirectories: true)
    try "print \"secret\"\n".write(
      to: top.appendingPathComponent("outside/x.lsh"), atomically: true, encoding: .utf8)
    try "let shared = 7\n".write(
      to: top.appendingPathComponent("suite/lib/shared.lsh"), atomically: true, encoding: .utf8)
    try manager.createSymbolicLink(
      atPath: top.appendingPathComponent("suite/link").path,
      withDestinationPath: top.appendingPathComponent("outside").path)
    return top
  }

  static func run(_ source: String, in top: URL, _ extra: [String] = []) throws
    -> Listsh.Outcome
  {
    let file = top.appendingPathComponent("suite/s.lsh")
    try source.write(to: file, atomically: true, encoding: .utf8)
    return try Listsh.run(extra + ["-q", "--trace", "off", file.path], in: top)
  }

  @Test(arguments: [
    (
      "include \"../outside/x.lsh\"",
      "cannot include '../outside/x.lsh': it is outside the scenario's folder"
    ),
    (
      "include \"link/x.lsh\"",
      "cannot include 'link/x.lsh': it is a symbolic link that leads outside the scenario's folder"
    ),
    (
      "include \"/etc/passwd\"",
      "cannot include '/etc/passwd': only scenarios (.lsh files) can be included"
    ),
    ("include \"/proc/self/environ\"", "only scenarios (.lsh files) can be included"),
    ("include \"lib\"", "only scenarios (.lsh files) can be included"),
  ])
  func includesStayInside(source: String, message: String) throws {
    let top = try Self.setUp()
    let r = try Self.run(source + "\n", in: top)
    #expect(r.code == 65)
    #expect(r.stderr.contains(message), "\(r.stderr)")
    #expect(!r.stdout.contains("secret"))
    #expect(!r.stderr.contains("root:"))  // nothing of the file is quoted
  }

  @Test(arguments: [
    ("show svg \"../outside/p.svg\"", "it is outside the scenario's folder"),
    ("show svg \"link/p.svg\"", "a symbolic link that leads outside the scenario's folder"),
    ("show svg \"/tmp/listsh-p.svg\"", "it is outside the scenario's folder"),
    ("show svg \"sitedir/zz.pth\"", "pictures are written only to .svg files"),
    ("show svg \"lib\"", "pictures are written only to .svg files"),
  ])
  func picturesStayInside(source: String, message: String) throws {
    let top = try Self.setUp()
    let r = try Self.run("table\ndata [1]\n" + source + "\n", in: top)
    #expect(r.code == 70)
    #expect(r.stderr.contains(message), "\(r.stderr)")
    let written = try FileManager.default.contentsOfDirectory(
      atPath: top.appendingPathComponent("outside").path)
    #expect(written == ["x.lsh"])
  }

  @Test(arguments: [
    (
      "data from \"../outside/d.json\"",
      "cannot read '../outside/d.json': it is outside the scenario's folder"
    ),
    ("data from \"link/d.json\"", "a symbolic link that leads outside the scenario's folder"),
    ("data from \"/etc/passwd\"", "cannot read '/etc/passwd': data is read only from .json files"),
    ("update to from \"lib/shared.lsh\"", "data is read only from .json files"),
    ("data from \"missing.json\"", "cannot read 'missing.json': no such file"),
  ])
  func dataFilesStayInside(source: String, message: String) throws {
    let top = try Self.setUp()
    try "[\"secret\"]".write(
      to: top.appendingPathComponent("outside/d.json"), atomically: true, encoding: .utf8)
    let r = try Self.run("table\n" + source + "\nvisible\n", in: top)
    #expect(r.code == 70)
    #expect(r.stderr.contains(message), "\(r.stderr)")
    #expect(!r.stdout.contains("secret"))
  }

  @Test func insideTheFolderAllIsAsBefore() throws {
    let top = try Self.setUp()
    let r = try Self.run(
      "include \"lib/shared.lsh\"\ntable\ndata [shared]\nshow svg \"lib/p.svg\"\nprint shared\n",
      in: top)
    #expect(r.code == 0, "\(r.stderr)")
    #expect(r.stdout.contains("7"))
    #expect(
      FileManager.default.fileExists(atPath: top.appendingPathComponent("suite/lib/p.svg").path))
  }

  @Test func thePersonCanLiftTheFolderRule() throws {
    let top = try Self.setUp()
    let r = try Self.run("include \"../outside/x.lsh\"\n", in: top, ["--allow-paths-outside"])
    #expect(r.code == 0)
    #expect(r.stdout.contains("secret"))
    let still = try Self.run("include \"/etc/passwd\"\n", in: top, ["--allow-paths-outside"])
    #expect(still.code == 65)
  }

  @Test func oneLinersAreRootedInTheWorkingDirectory() throws {
    let top = try Self.setUp()
    let suite = top.appendingPathComponent("suite")
    let inside = try Listsh.run(
      ["-e", "include \"lib/shared.lsh\"", "-e", "print shared"], in: suite)
    #expect(inside.stdout == "7\n")
    let outside = try Listsh.run(["-e", "include \"../outside/x.lsh\""], in: suite)
    #expect(outside.code == 65)
  }

  @Test func listshTestConfinesToTheFolderGiven() throws {
    let top = try Self.setUp()
    try FileManager.default.createDirectory(
      at: top.appendingPathComponent("suite/sub"), withIntermediateDirectories: true)
    try "include \"../lib/shared.lsh\"\nprint shared\n".write(
      to: top.appendingPathComponent("suite/sub/a.lsh"), atomically: true, encoding: .utf8)
    try "include \"../../outside/x.lsh\"\n".write(
      to: top.appendingPathComponent("suite/sub/b.lsh"), atomically: true, encoding: .utf8)
    try "# listsh-test: helper\nlet shared = 7\n".write(
      to: top.appendingPathComponent("suite/lib/shared.lsh"), atomically: true, encoding: .utf8)
    let r = try Listsh.run(["test", "suite/sub"], in: top)
    // Rooted at suite/sub, a.lsh may not reach suite/lib; rooted at suite, it may.
    #expect(r.stdout.contains("FAIL suite/sub/a.lsh"))
    try FileManager.default.removeItem(at: top.appendingPathComponent("suite/sub/a.out"))
    let wide = try Listsh.run(["test", "--filter", "sub/a", "suite"], in: top)
    #expect(wide.stdout.contains("PASS suite/sub/a.lsh"), "\(wide.stdout)")
    let b = try Listsh.run(["test", "--filter", "sub/b", "suite"], in: top)
    #expect(b.stdout.contains("it is outside the scenario's folder"))
  }
}
