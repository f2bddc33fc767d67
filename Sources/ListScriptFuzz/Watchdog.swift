import Foundation

/// Stops the fuzzer on an input that runs too long, as a finding.
///
/// libFuzzer's own `-timeout` never fires here: its alarm is acted on only on the thread that
/// started the driver, and that is our large-stack thread, while the signal goes to the main
/// thread. So a thread of ours watches each input's start, and traps when one has run past
/// the limit: libFuzzer's crash handler then writes the input out (`crash-…`).
///
/// Unsafe: confined (`@unchecked Sendable`) — `lock` guards `started`; `limit` is immutable.
final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var started: ContinuousClock.Instant?
  private let limit: Duration

  /// A watchdog that stops the run once an input has taken `limit`.
  init(limit: Duration) {
    self.limit = limit
    Thread.detachNewThread { [self] in
      while true {
        Thread.sleep(forTimeInterval: 1)
        lock.lock()
        let overdue = started.map { ContinuousClock.now - $0 > limit } ?? false
        lock.unlock()
        if overdue { fatalError("an input ran for more than \(limit) (a hang)") }
      }
    }
  }

  /// Runs `body` for one input, watched.
  func watch<T>(_ body: () -> T) -> T {
    lock.lock()
    started = .now
    lock.unlock()
    defer {
      lock.lock()
      started = nil
      lock.unlock()
    }
    return body()
  }
}
