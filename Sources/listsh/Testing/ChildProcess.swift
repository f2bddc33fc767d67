import ListshCore

/// What `listsh test`'s worker processes share: how one ended, the bounds on what the runner
/// keeps of their output, and the lock that serialises spawning.
enum ChildProcess {
  /// The most bytes kept of a worker's result line, and of its standard error for a file.
  static let outputLimit = 8_000_000
  static let errorLimit = 65_536

  /// Serialises pipe creation and spawning, so that no child inherits another's pipe ends
  /// before they are marked close-on-exec (which would keep that pipe open after its child
  /// ends).
  static let spawning = Lock()

  /// How a worker ended.
  enum Ending: Equatable {
    case exited(Int32)
    case signalled(Int32)
    /// Killed at the timeout.
    case timedOut
    /// Killed when its resident memory passed the limit; the last figure read, in bytes.
    case overMemory(Int)
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
      // Unsafe: C API (read).
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      guard n > 0 else { return nil }
      let fields = buffer[0..<n].split(separator: UInt8(ascii: " "))
      guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else {
        return nil
      }
      return pages * sysconf(Int32(_SC_PAGESIZE))
    #elseif canImport(Darwin)
      var info = rusage_info_v2()
      // Unsafe: C API (proc_pid_rusage, which takes the struct as a `rusage_info_t *`).
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
