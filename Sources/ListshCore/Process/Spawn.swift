#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
  import MachO  // _NSGetExecutablePath
#endif

/// Starting a program with `posix_spawn`: what `listsh test` starts its workers with, the
/// fuzzer its runner, and the benchmark the programs it times.
///
/// Foundation's `Process` adds a thread and time of its own to a start (see docs/quality.md,
/// "Measurements behind the code"), cannot reset a child's signals, and keeps state the address
/// sanitizer reports as leaks; this is the one place that spawns instead.
package enum Spawn {
  /// The path of the running executable, links resolved (`/proc/self/exe` on Linux;
  /// `_NSGetExecutablePath`, then `realpath`, on Apple's systems), or nil when the system
  /// does not say.
  package static var currentExecutable: String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: 4_096)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #elseif canImport(Darwin)
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      guard let resolved = realpath(buffer, nil) else { return String(cString: buffer) }
      defer { free(resolved) }
      return String(cString: resolved)
    #else
      return nil
    #endif
  }

  /// How a child ended.
  package enum Ending: Equatable, Sendable {
    case exited(Int32)
    case signalled(Int32)

    /// The ending a `waitpid` status encodes.
    package init(waitStatus status: Int32) {
      let signal = status & 0x7F
      self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
  }

  /// Why a program could not start, in the system's words.
  package struct Failure: Error, Sendable {
    package var reason: String
    package init(_ error: Int32) { reason = String(cString: strerror(error)) }
  }

  /// Starts `executable` with `arguments` and `environment` (`NAME=value` entries; the caller
  /// reads its own), standard input, output and error from and to the given descriptors
  /// (`/dev/null` when `nil`); with `defaultSignals`, TERM, INT, HUP, PIPE and QUIT
  /// at their default actions and no signal blocked, whatever the caller's are.
  package static func start(
    _ executable: String, _ arguments: [String], environment: [String],
    input: Int32? = nil, output: Int32? = nil, errors: Int32? = nil, defaultSignals: Bool = false
  ) -> Result<pid_t, Failure> {
    // Unsafe: C API (posix_spawn's `argv` and `envp`, arrays of C strings).
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer {
      for p in argv { free(p) }
      for p in envp { free(p) }
    }
    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #else
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let input {
      posix_spawn_file_actions_adddup2(&actions, input, 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    for (fd, target) in [(output, Int32(1)), (errors, Int32(2))] {
      if let fd {
        posix_spawn_file_actions_adddup2(&actions, fd, target)
      } else {
        posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_WRONLY, 0)
      }
    }
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    if defaultSignals {
      var none = sigset_t()
      sigemptyset(&none)
      posix_spawnattr_setsigmask(&attributes, &none)
      var defaults = sigset_t()
      sigemptyset(&defaults)
      for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGQUIT] { sigaddset(&defaults, signal) }
      posix_spawnattr_setsigdefault(&attributes, &defaults)
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    }
    var pid: pid_t = 0
    let started = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    return started == 0 ? .success(pid) : .failure(Failure(started))
  }

  /// Waits for `pid` to end, retrying when a signal interrupts the wait.
  package static func wait(_ pid: pid_t) -> Ending {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return .exited(-1) }
    }
    return Ending(waitStatus: status)
  }

  /// A pipe whose ends are closed when a program is started (`FD_CLOEXEC`): the caller hands
  /// one end to `start`, which the child gets as its own descriptor.
  package static func pipe() -> Result<(read: Int32, write: Int32), Failure> {
    var ends: [Int32] = [0, 0]
    guard systemPipe(&ends) == 0 else { return .failure(Failure(errno)) }
    for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return .success((ends[0], ends[1]))
  }

  /// Reads `fd` to its end, keeping its first `limit` bytes; how many more there were.
  package static func readAll(_ fd: Int32, limit: Int) -> (bytes: [UInt8], dropped: Int) {
    var bytes: [UInt8] = []
    var dropped = 0
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      // Unsafe: C API (read).
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0, errno == EINTR { continue }
      if n <= 0 { break }
      let kept = max(0, min(n, limit - bytes.count))
      bytes += chunk[0..<kept]
      dropped += n - kept
    }
    return (bytes, dropped)
  }
}

/// `pipe(2)`, under a name that `Spawn.pipe` does not shadow.
///
/// Unsafe: C API (pipe).
private func systemPipe(_ ends: UnsafeMutablePointer<Int32>) -> Int32 {
  pipe(ends)
}
