import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process run to its end, with what it cost: its exit, its wall time and the most
/// memory it held (`wait4`'s resident-set peak for this child).
///
/// On Linux the peak survives `exec`, so it is at least the test process's own resident set
/// when it spawned the child: an upper bound, which is what a bound needs.
struct Measured {
  /// The exit status, or `128 + signal` for a child killed by a signal.
  var status: Int32
  var seconds: Double
  var peakBytes: Int

  /// Runs `executable` with `arguments`, its standard streams on `/dev/null`.
  static func run(_ executable: String, _ arguments: [String]) -> Measured {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let start = ContinuousClock.now
    var pid: pid_t = 0
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
      return Measured(status: -1, seconds: 0, peakBytes: 0)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let elapsed = ContinuousClock.now - start
    #if os(Linux)
      let peak = usage.ru_maxrss * 1024  // kilobytes on Linux
    #else
      let peak = usage.ru_maxrss  // bytes on macOS
    #endif
    let signal = status & 0x7F
    return Measured(
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
      seconds: Double(elapsed.components.seconds)
        + Double(elapsed.components.attoseconds) / 1e18,
      peakBytes: Int(peak))
  }
}
