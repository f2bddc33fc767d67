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
