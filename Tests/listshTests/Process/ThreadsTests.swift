import Foundation
import Testing

@testable import ListshCore

/// The runner's threads, locks and conditions (pthreads, without Foundation's types), and what
/// it asks the system about files and itself.
@Suite struct ThreadsTests {
  /// Eight detached threads add to one counter under the lock, then each signals the
  /// condition; the waiter wakes when all are done, and the sum is exact.
  @Test func detachedThreadsShareALockAndSignalACondition() {
    final class Shared: @unchecked Sendable {
      let lock = Lock()
      let condition = Condition()
      var total = 0
      var finished = 0
    }
    let shared = Shared()
    for _ in 0..<8 {
      Threads.detach {
        for _ in 0..<10_000 {
          shared.lock.lock()
          shared.total += 1
          shared.lock.unlock()
        }
        shared.condition.lock()
        shared.finished += 1
        shared.condition.broadcast()
        shared.condition.unlock()
      }
    }
    shared.condition.lock()
    while shared.finished < 8 { shared.condition.wait() }
    shared.condition.unlock()
    shared.lock.lock()
    #expect(shared.total == 80_000)
    shared.lock.unlock()
  }

  @Test func existenceFollowsLinksAndTellsFolders() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "threads-tests-\(getpid())"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(FileManager.default.createFile(atPath: folder + "/f", contents: Data("x".utf8)))
    try FileManager.default.createSymbolicLink(atPath: folder + "/l", withDestinationPath: folder)
    #expect(Files.existence(folder) == (true, true))
    #expect(Files.existence(folder + "/f") == (true, false))
    #expect(Files.existence(folder + "/l") == (true, true))
    #expect(Files.existence(folder + "/missing") == (false, false))
  }

  @Test func theCurrentExecutableIsThisProcess() throws {
    let path = try #require(Spawn.currentExecutable)
    #expect(path.hasPrefix("/"))
    #expect(FileManager.default.isExecutableFile(atPath: path))
    #expect(
      path
        == Bundle.main.executablePath.map {
          URL(fileURLWithPath: $0).resolvingSymlinksInPath().path
        })
  }
}

/// A file's size read from its attributes, whatever type the platform's Foundation gives.
@Suite struct FileSizeTests {
  @Test func theSizeOfARealFile() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "file-size-\(getpid())"
    ).path
    #expect(
      FileManager.default.createFile(atPath: path, contents: Data(repeating: 7, count: 12_345)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect(FileSize.of(attributes[.size]) == 12_345)
    #expect(FileSize.of(UInt(3)) == 3 && FileSize.of(UInt64(4)) == 4 && FileSize.of(5) == 5)
    #expect(FileSize.of("6") == nil && FileSize.of(nil) == nil)
  }
}
