import Foundation
import Testing

@testable import ListshCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The gate every file of a scenario goes through: what it reaches, what it refuses, and how it
/// writes.
@Suite struct FileGateTests {
  /// A root with a scenario, a folder, an outside file and links of every kind.
  ///
  /// ```
  /// top/outside.lsh          "outside"
  /// top/root/a.lsh           "a"
  /// top/root/sub/b.lsh       "b"
  /// top/root/up.lsh   -> ../outside.lsh
  /// top/root/abs.lsh  -> /…/top/outside.lsh
  /// top/root/in.lsh   -> sub/b.lsh
  /// top/root/absin.lsh -> /…/top/root/a.lsh
  /// top/root/name.lsh -> sub/data.json
  /// top/root/subup    -> sub/..       (the root itself)
  /// top/root/loop.lsh -> loop.lsh
  /// top/root/fifo.lsh (a FIFO)
  /// ```
  static func tree() throws -> (top: String, root: String) {
    let top = try makeTemporaryFolder()
    let root = top + "/root"
    let manager = FileManager.default
    try manager.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
    try "outside".write(toFile: top + "/outside.lsh", atomically: false, encoding: .utf8)
    try "a".write(toFile: root + "/a.lsh", atomically: false, encoding: .utf8)
    try "b".write(toFile: root + "/sub/b.lsh", atomically: false, encoding: .utf8)
    try "[1]".write(toFile: root + "/sub/data.json", atomically: false, encoding: .utf8)
    let links = [
      ("up.lsh", "../outside.lsh"), ("abs.lsh", top + "/outside.lsh"), ("in.lsh", "sub/b.lsh"),
      ("absin.lsh", FileGate.realPath(root) + "/a.lsh"), ("name.lsh", "sub/data.json"),
      ("subup", "sub/.."), ("loop.lsh", "loop.lsh"),
    ]
    for (name, target) in links {
      try manager.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: target)
    }
    #expect(mkfifo(root + "/fifo.lsh", 0o644) == 0)
    return (top, root)
  }

  static func makeTemporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "/listsh-gate-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return FileGate.realPath(path)
  }

  static func read(_ gate: FileGate, _ path: String, _ suffixes: [String] = [".lsh"]) -> String {
    do {
      return String(decoding: try gate.read(path, suffixes: suffixes, limit: 1_000), as: UTF8.self)
    } catch {
      return "refused: \(error.reason)"
    }
  }

  @Test func readsReachWhatTheyNameAndStayInside() throws {
    let (top, root) = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: top) }
    let gate = FileGate.inside(root)
    #expect(Self.read(gate, "a.lsh") == "a")
    #expect(Self.read(gate, "sub/b.lsh") == "b")
    #expect(Self.read(gate, "sub/../a.lsh") == "a")
    #expect(Self.read(gate, "in.lsh") == "b")  // a link that stays inside
    #expect(Self.read(gate, "absin.lsh") == "a")  // absolute, but inside
    #expect(Self.read(gate, "subup/a.lsh") == "a")
    #expect(Self.read(gate, FileGate.realPath(root) + "/a.lsh") == "a")
    let outside = "refused: it is a symbolic link that leads outside the scenario's folder"
    #expect(Self.read(gate, "up.lsh").hasPrefix(outside))
    #expect(Self.read(gate, "abs.lsh").hasPrefix(outside))
    #expect(Self.read(gate, "../outside.lsh").hasPrefix("refused: it is outside the scenario's"))
    #expect(Self.read(gate, "sub/../../outside.lsh").hasPrefix("refused: it is outside"))
    #expect(Self.read(gate, top + "/outside.lsh").hasPrefix("refused: it is outside"))
    #expect(
      Self.read(gate, "name.lsh")
        == "refused: it is a symbolic link to a file whose name does not end in .lsh")
    #expect(Self.read(gate, "loop.lsh") == "refused: too many symbolic links on the way (a loop?)")
    // A FIFO is refused before it is opened, so nothing blocks.
    #expect(Self.read(gate, "fifo.lsh") == "refused: it is a FIFO, not a regular file")
    #expect(Self.read(gate, "sub").hasPrefix("refused: only scenarios"))
    #expect(Self.read(gate, "sub", []) == "refused: it is a folder, not a regular file")
    #expect(Self.read(gate, "none.lsh") == "refused: no such file")
    #expect(Self.read(gate, "none/x.lsh") == "refused: no such folder 'none'")
    #expect(Self.read(gate, "a.lsh/x.lsh").hasPrefix("refused: 'a.lsh' is not a folder"))
    #expect(Self.read(gate, "a\u{0}.lsh") == "refused: a path cannot hold a NUL byte")
  }

  @Test func anUnconfinedGateFollowsLinksAnywhereButKeepsTheOtherRules() throws {
    let (top, root) = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: top) }
    let gate = FileGate.anywhere()
    #expect(Self.read(gate, root + "/up.lsh") == "outside")
    #expect(Self.read(gate, root + "/../outside.lsh") == "outside")
    #expect(Self.read(gate, root + "/name.lsh").hasPrefix("refused: it is a symbolic link to"))
    #expect(Self.read(gate, root + "/fifo.lsh") == "refused: it is a FIFO, not a regular file")
    #expect(
      Self.read(gate, "/" + String(repeating: "../", count: 20) + top + "/outside.lsh") == "outside"
    )
  }

  @Test func writesReplaceTheFileNeverWritingThroughALink() throws {
    let (top, root) = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: top) }
    let gate = FileGate.inside(root)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/a.lsh")
    let before = try FileManager.default.attributesOfItem(atPath: root + "/a.lsh")
    try gate.write(Array("new".utf8), to: "a.lsh", suffixes: [".lsh"])
    #expect(Self.read(gate, "a.lsh") == "new")
    let after = try FileManager.default.attributesOfItem(atPath: root + "/a.lsh")
    // A new file, renamed over the old, with the old file's permissions (an executable
    // scenario stays executable: `WriterTests`).
    #expect((before[.systemFileNumber] as? Int) != (after[.systemFileNumber] as? Int))
    #expect(((after[.posixPermissions] as? Int) ?? 0) & 0o777 == 0o755)
    #expect(throws: FileRefusal.linkTarget) {
      try gate.write(Array("x".utf8), to: "in.lsh", suffixes: [".lsh"])
    }
    #expect(Self.read(gate, "sub/b.lsh") == "b")
    #expect(throws: FileRefusal.self) {
      try gate.write(Array("x".utf8), to: "../outside.lsh", suffixes: [".lsh"])
    }
    #expect(throws: FileRefusal.notRegular(kind: "a FIFO")) {
      try gate.write(Array("x".utf8), to: "fifo.lsh", suffixes: [".lsh"])
    }
    #expect(throws: FileRefusal.suffix(allowed: [".svg"], reached: false)) {
      try gate.write(Array("x".utf8), to: "a.lsh", suffixes: [".svg"])
    }
    // Through a folder link that stays inside: allowed, to the folder it reaches.
    try gate.write(Array("c".utf8), to: "subup/sub/c.lsh", suffixes: [".lsh"])
    #expect(Self.read(gate, "sub/c.lsh") == "c")
    #expect(Self.read(FileGate.anywhere(), top + "/outside.lsh") == "outside")
    // No temporary file is left behind.
    let left = try FileManager.default.contentsOfDirectory(atPath: root).filter {
      $0.hasPrefix(".listsh-")
    }
    #expect(left.isEmpty)
  }

  @Test func foldersListTheirEntriesWithoutFollowingLinks() throws {
    let (top, root) = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: top) }
    let entries = try FileGate.inside(root).entries(ofFolder: "")
    let kinds = Dictionary(
      uniqueKeysWithValues: entries.map { (String(decoding: $0.name, as: UTF8.self), $0.kind) })
    #expect(kinds["a.lsh"] == .file)
    #expect(kinds["sub"] == .folder)
    #expect(kinds["up.lsh"] == .link)
    #expect(kinds["fifo.lsh"] == .special("a FIFO"))
    #expect(entries.map(\.name) == entries.map(\.name).sorted { $0.lexicographicallyPrecedes($1) })
  }

  @Test func discoveryFindsRefusalsWithoutReadingThem() throws {
    let (top, root) = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: top) }
    let found = Discovery(gate: .inside(root), root: "r").find()
    let byName = Dictionary(uniqueKeysWithValues: found.map { ($0.shown, $0.refusal) })
    #expect(byName["r/a.lsh"] == .some(nil))
    #expect(byName["r/sub/b.lsh"] == .some(nil))
    #expect(byName["r/in.lsh"] == .some(nil))
    #expect(byName["r/up.lsh"]??.contains("leads outside") == true)
    #expect(byName["r/fifo.lsh"] == .some("it is a FIFO, not a regular file"))
    #expect(byName["r/loop.lsh"]??.contains("too many symbolic links") == true)
    // A link to a folder is not walked (the root itself again, here).
    #expect(!found.contains { $0.shown.hasPrefix("r/subup/") })
  }
}
