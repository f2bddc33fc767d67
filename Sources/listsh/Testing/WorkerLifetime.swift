import CProcess
import ListshCore

/// The workers running now, so that a runner told to stop (TERM, INT, HUP: what `timeout` and a
/// CI cancellation send) takes them with it.
///
/// The signal handler reads the slots without a lock (nothing else is safe there); a slot is
/// written whole, so it reads a worker's pid or 0.
///
/// Unsafe: C API (sigaction: the handler's `kill`, `waitpid` and `write` read `slots` and the
/// farewell as plain C memory, with no lock); confined — `lock` guards every write to `slots`,
/// and `setFarewell` zeroes the length before it writes the bytes.
enum LiveChildren {
  static let capacity = 64
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<pid_t> = {
    let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
    slots.initialize(repeating: 0, count: capacity)
    return slots
  }()
  private static let lock = Lock()

  static func add(_ pid: pid_t) {
    lock.lock()
    defer { lock.unlock() }
    for k in 0..<capacity where slots[k] == 0 {
      slots[k] = pid
      return
    }
  }

  static func remove(_ pid: pid_t) {
    lock.lock()
    defer { lock.unlock() }
    for k in 0..<capacity where slots[k] == pid { slots[k] = 0 }
  }

  /// Stops every worker running now: TERM first, so that each removes the new file of a
  /// write it was making (`TemporaryFiles`), then KILL for any still running after about a
  /// second; safe in a signal handler (`kill`, `waitpid` and `nanosleep` only).
  static func killAll() {
    var running = 0
    for k in 0..<capacity where slots[k] > 0 {
      kill(slots[k], SIGTERM)
      running += 1
    }
    var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
    var waited = 0
    while running > 0, waited < 100 {
      running = 0
      for k in 0..<capacity where slots[k] > 0 {
        var status: Int32 = 0
        let reaped = waitpid(slots[k], &status, WNOHANG)
        // Gone (or reaped by the runner's own thread: ECHILD).
        if reaped == slots[k] || (reaped < 0 && errno == ECHILD) { continue }
        running += 1
      }
      if running > 0 { nanosleep(&pause, nil) }
      waited += 1
    }
    for k in 0..<capacity where slots[k] > 0 { kill(slots[k], SIGKILL) }
  }

  /// The line written on the way out, when the runner paused GitHub's workflow commands and
  /// must resume them (`::TOKEN::`): a fixed buffer and a length, which the signal handler
  /// reads as they are (`farewellLength` 0: none).
  nonisolated(unsafe) private static let farewell = UnsafeMutablePointer<UInt8>.allocate(
    capacity: 64)
  nonisolated(unsafe) private static var farewellLength = 0

  /// Sets the line the handler writes on the way out (`nil`: none).
  static func setFarewell(_ line: String?) {
    farewellLength = 0
    guard let line else { return }
    let bytes = Array(line.utf8.prefix(64))
    farewell.update(from: bytes, count: bytes.count)
    farewellLength = bytes.count
  }

  /// Handles TERM, INT and HUP: stop the workers, remove this process's own unfinished
  /// writes, write the farewell line, then end by the same signal (its default action), so
  /// that whoever sent it sees it.
  static func installHandlers() {
    _ = slots
    // A runner started with SIGCHLD ignored could not wait for its workers (ECHILD).
    signal(SIGCHLD, SIG_DFL)
    StopSignals.install(LiveChildren.handle)
  }

  private static let handle: @convention(c) (Int32) -> Void = { signal in
    LiveChildren.killAll()
    TemporaryFiles.removeAll()
    let length = LiveChildren.farewellLength
    if length > 0 { _ = write(1, LiveChildren.farewell, length) }
    StopSignals.endBy(signal)
  }
}

/// TERM, INT and HUP (what `timeout`, a terminal and a CI cancellation send) in a process that
/// writes files: each ends the process as the signal would, after removing the new files of
/// the writes under way, so that no `.listsh-*.tmp` is left behind.
enum StopSignals {
  /// Installs `handler` (by default: remove the unfinished writes and end) for the three.
  static func install(_ handler: @convention(c) (Int32) -> Void = StopSignals.cleanUpAndEnd) {
    TemporaryFiles.prepare()
    // Whoever started the process may have left these blocked (a test host does): the
    // threads started from here on inherit this thread's mask.
    var stops = sigset_t()
    sigemptyset(&stops)
    for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&stops, signal) }
    pthread_sigmask(SIG_UNBLOCK, &stops, nil)
    for signal in [SIGTERM, SIGINT, SIGHUP] {
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_handler = handler
      #else
        action.__sigaction_u.__sa_handler = handler
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, nil)
    }
  }

  static let cleanUpAndEnd: @convention(c) (Int32) -> Void = { signal in
    TemporaryFiles.removeAll()
    StopSignals.endBy(signal)
  }

  /// Restores the signal's default action and raises it again.
  static func endBy(_ signal: Int32) {
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    raise(signal)
  }
}

/// A worker's side of the bond: it ends when the runner that started it is gone.
enum WorkerLifetime {
  /// Ends this process if `parent` is no longer its parent, now or later: on Linux the kernel
  /// sends it TERM when the runner's thread that started it ends (`PR_SET_PDEATHSIG`), which
  /// removes what it was writing and ends it; elsewhere a thread looks every 200 ms.
  static func tie(to parent: pid_t) {
    #if os(Linux)
      _ = cprocess_die_with_parent()
      if getppid() != parent { _exit(70) }
    #else
      if getppid() != parent { _exit(70) }
      Threads.detach {
        while true {
          usleep(200_000)
          if getppid() != parent { _exit(70) }
        }
      }
    #endif
  }
}
