import Dispatch
import ListshCore

/// A worker process that checks file after file (`listsh test --worker --serve`).
///
/// The runner writes a request line on its standard input and reads the result line from its standard
/// output, each file with a fresh interpreter and nothing shared between files. It is watched
/// for the file's time and its resident memory like a one-file worker, and killed — then
/// replaced by its runner thread — when a file times out, passes the memory bound, or the
/// worker dies; only that file fails.
final class PooledWorker {
  let pid: pid_t
  private let input: Int32
  private let lines: LineReader
  private let errors: TailReader

  /// What one file's check came to.
  enum Reply {
    /// The result line the worker wrote.
    case line([UInt8])
    case timedOut
    case overMemory(Int)
    /// The worker ended (a crash); how, and the head of what it wrote on standard error.
    case died(ChildProcess.Ending, [UInt8])
  }

  private init(pid: pid_t, input: Int32, lines: LineReader, errors: TailReader) {
    self.pid = pid
    self.input = input
    self.lines = lines
    self.errors = errors
  }

  /// Starts a worker, or says why it cannot.
  static func start(_ executable: String, _ arguments: [String])
    -> Result<PooledWorker, Spawn.Failure>
  {
    ChildProcess.spawning.lock()
    defer { ChildProcess.spawning.unlock() }
    var ends: [(read: Int32, write: Int32)] = []
    for _ in 0..<3 {
      switch Spawn.pipe() {
      case .success(let pair): ends.append(pair)
      case .failure(let failure):
        for pair in ends {
          close(pair.read)
          close(pair.write)
        }
        return .failure(failure)
      }
    }
    let (input, output, errors) = (ends[0], ends[1], ends[2])
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    let started = Spawn.start(
      executable, arguments, environment: environment, input: input.read, output: output.write,
      errors: errors.write, defaultSignals: true)
    close(input.read)
    close(output.write)
    close(errors.write)
    switch started {
    case .failure(let failure):
      close(input.write)
      close(output.read)
      close(errors.read)
      return .failure(failure)
    case .success(let pid):
      LiveChildren.add(pid)
      // A worker that dies must not kill the runner when it writes the next request.
      signal(SIGPIPE, SIG_IGN)
      return .success(
        PooledWorker(
          pid: pid, input: input.write,
          lines: LineReader(output.read, limit: ChildProcess.outputLimit),
          errors: TailReader(errors.read, limit: ChildProcess.errorLimit)))
    }
  }

  /// Sends one request line and waits for its reply, killing the worker after `timeout`
  /// seconds or when its resident memory passes `memoryLimit` bytes.
  func check(_ request: [UInt8], timeout: Double, memoryLimit: Int?) -> Reply {
    errors.clear()
    var written = 0
    let line = request + [10]
    while written < line.count {
      // Unsafe: C API (write).
      let n = line[written...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
      if n < 0, errno == EINTR { continue }
      if n <= 0 { return died() }
      written += n
    }
    let start = DispatchTime.now().uptimeNanoseconds
    var pause = 0.0005
    while true {
      switch lines.next(waiting: pause) {
      case .line(let bytes)?: return .line(bytes)
      case .end?: return died()
      case nil: break
      }
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      if elapsed > timeout {
        stop()
        return .timedOut
      }
      if let memoryLimit, let resident = ResidentMemory.of(pid), resident > memoryLimit {
        stop()
        return .overMemory(resident)
      }
      pause = min(pause * 2, 0.02)
    }
  }

  /// The worker's resident memory now, where it can be read.
  var resident: Int? { ResidentMemory.of(pid) }

  /// The worker ended: how, and the head of its standard error.
  private func died() -> Reply {
    close(input)
    let ending = Spawn.wait(pid)
    LiveChildren.remove(pid)
    let how: ChildProcess.Ending =
      switch ending {
      case .exited(let code): .exited(code)
      case .signalled(let signal): .signalled(signal)
      }
    return .died(how, errors.finish())
  }

  /// Ends the worker: closes its input (it finishes and exits) or, with `kill`, at once: TERM,
  /// so that it removes the new file of a write under way, then KILL if it is still running
  /// after about a second.
  func stop(kill now: Bool = true) {
    close(input)
    defer { LiveChildren.remove(pid) }
    if now {
      kill(pid, SIGTERM)
      var status: Int32 = 0
      for _ in 0..<100 {
        if waitpid(pid, &status, WNOHANG) != 0 { return }
        usleep(10_000)
      }
      kill(pid, SIGKILL)
    }
    _ = Spawn.wait(pid)
  }
}

/// Reads a pipe's lines on a thread of its own, each at most `limit` bytes (a longer one ends
/// the stream), handing them over one at a time.
///
/// Unsafe: confined (`@unchecked Sendable`) — `lock` guards `items`; C API (read).
final class LineReader: @unchecked Sendable {
  enum Item {
    case line([UInt8])
    case end
  }

  private var items: [Item] = []
  private let lock = Lock()
  private let ready = DispatchSemaphore(value: 0)

  init(_ fd: Int32, limit: Int) {
    Threads.detach { [self] in
      var pending: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 65_536)
      reading: while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0, errno == EINTR { continue }
        if n <= 0 { break }
        var from = 0
        for i in 0..<n where chunk[i] == 10 {
          pending += chunk[from..<i]
          push(.line(pending))
          pending = []
          from = i + 1
        }
        pending += chunk[from..<n]
        if pending.count > limit { break reading }
      }
      close(fd)
      push(.end)
    }
  }

  private func push(_ item: Item) {
    lock.lock()
    items.append(item)
    lock.unlock()
    ready.signal()
  }

  /// The next item, waiting at most `seconds`; `nil` when none came.
  func next(waiting seconds: Double) -> Item? {
    guard ready.wait(timeout: .now() + seconds) == .success else { return nil }
    lock.lock()
    defer { lock.unlock() }
    return items.removeFirst()
  }
}

/// Reads a pipe on a thread of its own, keeping the first `limit` bytes since the last
/// `clear()`: a worker's standard error for the file it is checking.
///
/// Unsafe: confined (`@unchecked Sendable`) — `lock` guards `bytes`; C API (read).
final class TailReader: @unchecked Sendable {
  private var bytes: [UInt8] = []
  private let lock = Lock()
  private let done = DispatchSemaphore(value: 0)

  init(_ fd: Int32, limit: Int) {
    Threads.detach { [self] in
      var chunk = [UInt8](repeating: 0, count: 16_384)
      while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0, errno == EINTR { continue }
        if n <= 0 { break }
        lock.lock()
        bytes += chunk[0..<max(0, min(n, limit - bytes.count))]
        lock.unlock()
      }
      close(fd)
      done.signal()
    }
  }

  func clear() {
    lock.lock()
    bytes = []
    lock.unlock()
  }

  /// What was kept, once the writer has closed the pipe.
  func finish() -> [UInt8] {
    done.wait()
    done.signal()
    lock.lock()
    defer { lock.unlock() }
    return bytes
  }
}
