import Foundation

/// The pictures a test run draws (`show svg`): each must match the file it names, which is
/// written under `--update`, or when missing outside CI.
final class Pictures: @unchecked Sendable {
  private var drawn: [(path: String, text: String)] = []
  private let lock = NSLock()

  func record(_ path: String, _ text: String) {
    lock.lock()
    drawn.append((path, text))
    lock.unlock()
  }

  /// The pictures that are not current, after writing those it may write.
  func stale(update: Bool, inCI: Bool) -> [String] {
    var stale: [String] = []
    for (path, text) in drawn {
      let current = Files.contents(path, limit: Files.transcriptLimit).map {
        String(decoding: $0, as: UTF8.self)
      }
      if current == text { continue }
      if update || (current == nil && !inCI) {
        if (try? text.write(toFile: path, atomically: true, encoding: .utf8)) != nil { continue }
      }
      stale.append(path)
    }
    return stale
  }
}
