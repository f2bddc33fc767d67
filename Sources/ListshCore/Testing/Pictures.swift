import Foundation

/// The pictures a test run draws (`show svg`): each must match the file it names, which is
/// written under `--update`, or when missing outside CI.
package final class Pictures: @unchecked Sendable {
  private var drawn: [(path: String, text: String)] = []
  private let lock = NSLock()

  func record(_ path: String, _ text: String) {
    lock.lock()
    drawn.append((path, text))
    lock.unlock()
  }

  /// The pictures that are not current, after writing those it may write.
  func stale(
    update: Bool, inCI: Bool, writeFile: (_ text: String, _ path: String) throws -> Void
  ) -> [String] {
    var stale: [String] = []
    for (path, text) in drawn {
      let current = Files.contents(path, limit: Files.transcriptLimit).map {
        String(decoding: $0, as: UTF8.self)
      }
      if current == text { continue }
      if update || (current == nil && !inCI) {
        if (try? writeFile(text, path)) != nil { continue }
      }
      stale.append(path)
    }
    return stale
  }
}
