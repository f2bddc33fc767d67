#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The pictures a test run draws (`show svg`): each must match the file it names, which is
/// written under `--update`, or when missing outside CI.
///
/// Unsafe: confined (`@unchecked Sendable`) — `lock` guards `record`, and `stale` reads the
/// pictures once the run that draws them has ended.
package final class Pictures: @unchecked Sendable {
  private var drawn: [(path: String, text: String)] = []
  private let lock = Lock()

  /// Records a picture drawn to `path` (relative to the check's gate).
  func record(_ path: String, _ text: String) {
    lock.lock()
    drawn.append((path, text))
    lock.unlock()
  }

  /// The pictures that are not current, after writing those it may write, by their paths
  /// relative to the check's gate.
  func stale(update: Bool, inCI: Bool, check: ScenarioCheck) -> [String] {
    var stale: [String] = []
    for (path, text) in drawn {
      let current: String?
      switch check.expected(path, as: .picture) {
      case .text(let t): current = t
      case .missing: current = nil
      case .refused:
        // A link or a special file where the picture goes: never replaced, always stale.
        stale.append(path)
        continue
      }
      if current == text { continue }
      if update || (current == nil && !inCI) {
        if (try? check.write(text, to: path, as: .picture)) != nil { continue }
      }
      stale.append(path)
    }
    return stale
  }
}
