import Foundation
import ListshCore

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

  /// Starts `executable` with `arguments` (this process's environment, every signal at its
  /// default), or the system's reason why it cannot.
  static func start(_ executable: String, _ arguments: [String])
    -> Result<ChildProcess, Spawn.Failure>
  {
    spawning.lock()
    defer { spawning.unlock() }
    let out: (read: Int32, write: Int32)
    let err: (read: Int32, write: Int32)
    switch (Spawn.pipe(), Spawn.pipe()) {
    case (.success(let o), .success(let e)):
      (out, err) = (o, e)
    case (.failure(let failure), let other), (let other, .failure(let failure)):
      if case .success(let ends) = other {
        close(ends.read)
        close(ends.write)
      }
      return .failure(failure)
    }
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    let started = Spawn.start(
      executable, arguments, environment: environment, output: out.write, errors: err.write,
      defaultSignals: true)
    close(out.write)
    close(err.write)
    switch started {
    case .failure(let failure):
      close(out.read)
      close(err.read)
      return .failure(failure)
    case .success(let pid):
      LiveChildren.add(pid)
      return .success(
        ChildProcess(
          pid: pid, output: BoundedReader(out.read, limit: outputLimit),
          errors: BoundedReader(err.read, limit: errorLimit)))
    }
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

  /// Why a child could not start.
  typealias Failure = Spawn.Failure

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
    switch Spawn.Ending(waitStatus: status) {
    case .exited(let code): return .exited(code)
    case .signalled(let signal): return .signalled(signal)
    }
  }

  private func stop(_ ending: Ending) -> Ending {
    kill(pid, SIGKILL)
    _ = Spawn.wait(pid)
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
      (bytes, dropped) = Spawn.readAll(fd, limit: limit)
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
