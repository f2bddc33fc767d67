import Foundation
import TestSupport
import Testing

@testable import ListshCore

/// `listsh test --watch`: what a change touches, and the runner that checks it again.
@Suite(.serialized) struct WatchTests {
  @Test func aChangeTouchesTheFileItsIncludersAndItsReaders() {
    let texts = [
      "a.lsh": "include \"lib/steps.lsh\"\nprint 1",
      "lib/steps.lsh": "include \"deep.lsh\"",
      "lib/deep.lsh": "print 2",
      "b.lsh": "data from \"feed.json\"",
      "c.lsh": "print 3",
    ]
    let files = ["a.lsh", "b.lsh", "c.lsh"]
    func affected(_ changed: Set<String>) -> [String] {
      Watch.affected(files, by: changed) { texts[$0] }
    }
    #expect(affected(["c.lsh"]) == ["c.lsh"])
    #expect(affected(["lib/deep.lsh"]) == ["a.lsh"])
    #expect(affected(["feed.json"]) == ["b.lsh"])
    #expect(affected(["b.ios17.out"]) == ["b.lsh"])
    #expect(affected([".listsh-test"]) == files)
    #expect(affected(["other.json"]).isEmpty)
  }

  /// A change reads the files whose stamp changed, not every file found, and never a file
  /// larger than a scenario may be (counted in bytes read).
  @Test func aChangeReadsOnlyWhatChanged() {
    var texts = ["a.lsh": "include \"b.lsh\"", "b.lsh": "print 1", "c.lsh": "print 2"]
    var stamps = texts.mapValues { Watch.Stamp(modified: nil, size: $0.utf8.count) }
    let cache = Watch.ReferenceCache()
    func affected(_ changed: Set<String>) -> [String] {
      Watch.affected(texts.keys.sorted(), by: changed) { path in
        stamps[path].flatMap { stamp in
          cache.references(of: path, stamp: stamp, limit: 100) { path, limit in
            texts[path].map { Array($0.utf8.prefix(limit)) }
          }
        }
      }
    }
    #expect(affected(["b.lsh"]) == ["a.lsh", "b.lsh"])
    let first = cache.bytesRead
    #expect(first == "include \"b.lsh\"".utf8.count + "print 2".utf8.count)
    // The same change again reads nothing.
    #expect(affected(["b.lsh"]) == ["a.lsh", "b.lsh"])
    #expect(cache.bytesRead == first)
    texts["a.lsh"] = "print 3"
    stamps["a.lsh"] = Watch.Stamp(modified: nil, size: 7)
    // A changed a.lsh is itself touched (not read); b.lsh is read for the first time.
    #expect(affected(["a.lsh"]) == ["a.lsh"])
    #expect(cache.bytesRead == first + 7)
    // The new a.lsh is read once; c.lsh, now over the limit, is not read at all.
    texts["c.lsh"] = String(repeating: "#", count: 500)
    stamps["c.lsh"] = Watch.Stamp(modified: nil, size: 500)
    #expect(affected(["z.json"]).isEmpty)
    #expect(cache.bytesRead == first + 7 + 7)
    #expect(affected(["z.json"]).isEmpty)
    #expect(cache.bytesRead == first + 7 + 7)
  }

  @Test func includesThatFormACycleEnd() {
    let texts = ["a.lsh": "include \"b.lsh\"", "b.lsh": "include \"a.lsh\""]
    #expect(Watch.affected(["a.lsh"], by: ["z.json"]) { texts[$0] }.isEmpty)
  }

  /// The runner checks again the file a save changed, and Ctrl-C (SIGINT) ends it with the
  /// line it leaves behind.
  @Test func aSaveIsCheckedAgainAndCtrlCEndsIt() throws {
    let folder = try temporaryFolder()
    try writeText("table\ndata [1]\nassert visible == [1]\n", "a.lsh", in: folder)
    try writeText("print 2\n", "b.lsh", in: folder)
    let (process, out) = try Listsh.start(["test", "--watch", "."], in: folder)
    final class Box: @unchecked Sendable {
      var text = ""
      let lock = NSLock()
      func append(_ data: Data) {
        lock.lock()
        text += String(decoding: data, as: UTF8.self)
        lock.unlock()
      }
      var value: String {
        lock.lock()
        defer { lock.unlock() }
        return text
      }
    }
    let seen = Box()
    out.fileHandleForReading.readabilityHandler = { handle in seen.append(handle.availableData) }
    func waitFor(_ text: String) -> Bool {
      for _ in 0..<200 {
        if seen.value.contains(text) { return true }
        usleep(50_000)
      }
      return false
    }
    #expect(waitFor("(Ctrl-C ends)"), "\(seen.value)")
    // A save that breaks a.lsh: it alone is checked again, and fails.
    try writeText("table\ndata [1]\nassert visible == [2]\n", "a.lsh", in: folder)
    #expect(waitFor("changed: a.lsh\n"), "\(seen.value)")
    #expect(waitFor("0 passed, 1 failed\n"), "\(seen.value)")
    #expect(!(seen.value.components(separatedBy: "changed:").last ?? "").contains("b.lsh"))
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(waitFor("listsh test --watch: stopped\n"), "\(seen.value)")
  }
}
