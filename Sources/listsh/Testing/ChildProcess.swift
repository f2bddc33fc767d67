import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A worker process of `listsh test`: started with `posix_spawn` (its signals at their
/// defaults, standard input from `/dev/null`), its output read in bounded amounts, watched for
/// its time and its resident memory while it runs, and registered so that stopping `listsh
/// test` stops it too.
final class ChildProcess {
  let pid: pid_t
  private let output: BoundedReader
  private let errors: BoundedReader

  /// The most bytes kept of a worker's standard output (its result, as JSON) and error.
  static let outputLimit = 8_000_000
  static let errorLimit = 65_536

  /// Serialises pipe creation and spawning, so that no child inherits another's pipe ends
  /// before they are marked close-on-exec (which would keep that pipe open after its child
  /// ends).
  private static let spawning = NSLock()

  private init(pid: pid_t, output: BoundedReader, errors: BoundedReader) {
    self.pid = pid
    self.output = output
    self.errors = errors
  }

  /// Starts `executable` with `arguments`; `nil` with the system's reason when it cannot.
  static func start(_ executable: String, _ arguments: [String]) -> Result<ChildProcess, Failure> {
    spawning.lock()
    defer { spawning.unlock() }
    var out: [Int32] = [0, 0]
    var err: [Int32] = [0, 0]
    guard pipe(&out) == 0 else { return .failure(Failure(errno)) }
    guard pipe(&err) == 0 else {
      let error = errno
      close(out[0])
      close(out[1])
      return .failure(Failure(error))
    }
    for fd in out + err { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
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
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, out[1], 1)
    posix_spawn_file_actions_adddup2(&actions, err[1], 2)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The runner handles TERM, INT and HUP itself; its children start with every signal at its
    // default and none blocked.
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGQUIT] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let started = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    close(out[1])
    close(err[1])
    guard started == 0 else {
      close(out[0])
      close(err[0])
      return .failure(Failure(started))
    }
    LiveChildren.add(pid)
    return .success(
      ChildProcess(
        pid: pid, output: BoundedReader(out[0], limit: outputLimit),
        errors: BoundedReader(err[0], limit: errorLimit)))
  }

  /// Why a child could not start.
  struct Failure: Error {
    var reason: String
    init(_ error: Int32) { reason = String(cString: strerror(error)) }
  }

  /// How a child ended.
  enum Ending: Equatable {
    case exited(Int32)
    case signalled(Int32)
    /// Killed at the timeout.
    case timedOut
    /// Killed when its resident memory passed the limit; the last figure read, in bytes.
    case overMemory(Int)
  }

  /// Waits for the child to end, killing it after `timeout` seconds or when its resident
  /// memory passes `memoryLimit` bytes (read every few milliseconds while it runs).
  func wait(timeout: Double, memoryLimit: Int?) -> Ending {
    let start = DispatchTime.now().uptimeNanoseconds
    var pause: UInt32 = 500
    var status: Int32 = 0
    defer { LiveChildren.remove(pid) }
    while true {
      let done = waitpid(pid, &status, WNOHANG)
      if done == pid { break }
      if done < 0, errno != EINTR { return .exited(-1) }
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      if elapsed > timeout { return stop(.timedOut) }
      if let memoryLimit, let resident = ResidentMemory.of(pid), resident > memoryLimit {
        return stop(.overMemory(resident))
      }
      usleep(pause)
      pause = min(pause * 2, 20_000)
    }
    let signal = status & 0x7F
    return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
  }

  private func stop(_ ending: Ending) -> Ending {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return ending
  }

  /// What the child wrote on its standard output (at most `outputLimit` bytes kept), once it
  /// has closed it; and how many bytes were dropped beyond the limit.
  func standardOutput() -> (bytes: [UInt8], dropped: Int) { output.finish() }

  /// The head of what the child wrote on its standard error.
  func standardError() -> [UInt8] { errors.finish().bytes }
}

/// Reads a pipe to its end on a thread of its own, keeping its first `limit` bytes and
/// counting the rest, so that a child never blocks on a full pipe and never costs the runner
/// more than the limit.
final class BoundedReader: @unchecked Sendable {
  private var bytes: [UInt8] = []
  private var dropped = 0
  private let done = DispatchSemaphore(value: 0)

  init(_ fd: Int32, limit: Int) {
    // A thread of its own: blocking reads on Dispatch's pool could starve it.
    Thread.detachNewThread { [self] in
      var chunk = [UInt8](repeating: 0, count: 65_536)
      while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0, errno == EINTR { continue }
        if n <= 0 { break }
        let kept = max(0, min(n, limit - bytes.count))
        bytes += chunk[0..<kept]
        dropped += n - kept
      }
      close(fd)
      done.signal()
    }
  }

  /// Everything kept, once the writer has closed the pipe.
  func finish() -> (bytes: [UInt8], dropped: Int) {
    done.wait()
    done.signal()
    return (bytes, dropped)
  }
}

/// The resident memory of a running process.
enum ResidentMemory {
  /// The resident set of process `pid` in bytes, or `nil` where it cannot be read.
  static func of(_ pid: pid_t) -> Int? {
    #if os(Linux)
      // The second field of /proc/PID/statm: resident pages.
      let fd = open("/proc/\(pid)/statm", O_RDONLY | O_CLOEXEC)
      guard fd >= 0 else { return nil }
      defer { close(fd) }
      var buffer = [UInt8](repeating: 0, count: 128)
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      guard n > 0 else { return nil }
      let fields = buffer[0..<n].split(separator: UInt8(ascii: " "))
      guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else {
        return nil
      }
      return pages * sysconf(Int32(_SC_PAGESIZE))
    #elseif canImport(Darwin)
      var info = rusage_info_v2()
      let result = withUnsafeMutablePointer(to: &info) { pointer in
        pointer.withMemoryRebound(to: rusage_info_t?.self, capacity: 1) {
          proc_pid_rusage(pid, RUSAGE_INFO_V2, $0)
        }
      }
      return result == 0 ? Int(info.ri_resident_size) : nil
    #else
      return nil
    #endif
  }
}
