#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way files are opened on a scenario's behalf: the scenario itself, its transcript, a
/// page, an include, a data file, a picture, emitted code, a report.
///
/// A path is resolved one component at a time from a descriptor of the root, as Linux's
/// `openat2(RESOLVE_BENEATH)` and Go's `os.Root` do: each folder is opened with `O_NOFOLLOW`
/// relative to the one before, `..` goes back to the folder actually entered, and a symbolic
/// link is read and followed by the walk itself, so that what is checked is the file actually
/// reached, whatever links the name passes through and whatever changes while it is opened.
///
/// The rules, for a confined gate:
/// - every step stays inside the root: a `..` above it, or a link (relative or absolute) that
///   leads out of it, is refused before anything outside is opened;
/// - links that stay inside the root are followed (at most `maxLinkHops`), and the name they
///   reach must carry the suffix the use allows, as the name written must;
/// - only regular files are read (checked before the open, which never blocks, and again on
///   the open descriptor, whose device and inode must be the ones checked);
/// - a write goes to a new file in the target's folder, renamed over the target, so it never
///   writes through a link and never leaves a half-written file; a target that is a link or is
///   not a regular file is refused.
///
/// A gate that is not confined (`--allow-paths-outside`) follows links anywhere but keeps every
/// other rule.
package struct FileGate: Sendable {
  /// The folder paths are confined to, absolute and with links resolved; `/` when not confined.
  package let root: String
  /// Whether paths must stay inside `root`.
  package let isConfined: Bool
  /// The folder that relative paths start from: the root, or (not confined) the working
  /// directory when the gate was made.
  let base: String

  /// The most symbolic links one path may pass through (Linux's own limit).
  static let maxLinkHops = 40

  /// A gate confined to `folder` (resolved now, links included).
  package static func inside(_ folder: String) -> FileGate {
    let real = realPath(folder.isEmpty ? "." : folder)
    return FileGate(root: real, isConfined: true, base: real)
  }

  /// A gate that reaches anywhere the system allows; relative paths start at the working
  /// directory.
  package static func anywhere() -> FileGate {
    FileGate(root: "/", isConfined: false, base: realPath("."))
  }

  /// Refuses a path a person named on the command line (a suite's folder, a scenario, a
  /// report or an output) that lies inside the working directory by name but outside it once
  /// links are resolved.
  ///
  /// The working directory is the checkout CI runs in, whose links a pull request chooses: a
  /// committed `scenarios -> /home/runner` must not make the home folder a suite's root, nor
  /// `out -> /etc` carry a report there. Links that stay inside the working directory are
  /// fine, and a path that lies outside it by name is the person's own choice.
  package static func checkNamedByPerson(_ path: String) throws(FileRefusal) {
    guard !path.utf8.contains(0) else { throw .nulByte }
    let here = realPath(".")
    let given = path.hasPrefix("/") ? path : here + "/" + path
    func inside(_ p: String) -> Bool { here == "/" || p == here || p.hasPrefix(here + "/") }
    guard inside(Files.normalized(given)) else { return }
    // Resolved as the system will open it: `link/..` is the parent of the link's target, not
    // the folder the link is in.
    guard inside(realPath(given)) else { throw .leavesWorkingDirectory }
  }

  /// Refuses a path an agent named (`listsh mcp`'s arguments) unless it lies inside the
  /// working directory, the server's root, both by name and once links are resolved: unlike a
  /// person at a shell, an agent's reach is the root it was given.
  package static func checkNamedByAgent(_ path: String) throws(FileRefusal) {
    guard !path.utf8.contains(0) else { throw .nulByte }
    // `..` is refused outright: after a link it climbs from the link's target, which no
    // reading of the name alone can tell.
    guard !path.split(separator: "/").contains("..") else {
      throw .outsideServerRoot(throughLink: false)
    }
    let here = realPath(".")
    let given = path.hasPrefix("/") ? path : here + "/" + path
    func inside(_ p: String) -> Bool { here == "/" || p == here || p.hasPrefix(here + "/") }
    guard inside(Files.normalized(given)) else { throw .outsideServerRoot(throughLink: false) }
    guard inside(realPath(given)) else { throw .outsideServerRoot(throughLink: true) }
  }

  // MARK: - Reading and writing

  /// The first `limit` bytes of the regular file at `path`, whose name (as written and as
  /// reached) ends with one of `suffixes` (any name when empty).
  package func read(_ path: String, suffixes: [String], limit: Int) throws(FileRefusal)
    -> [UInt8]
  {
    var bytes: [UInt8] = []
    try read(path, suffixes: suffixes, limit: limit) { bytes += $0 }
    return bytes
  }

  /// The first `limit` bytes of the regular file at `path`, handed to `each` a chunk at a time
  /// (a file of any size read in bounded memory); its name is checked as `read`'s is.
  package func read(
    _ path: String, suffixes: [String], limit: Int, each: (ArraySlice<UInt8>) -> Void
  ) throws(FileRefusal) {
    try Self.requireSuffix(path, suffixes, reached: false)
    let found = try reach(path, followingLast: true)
    defer { close(found.folder) }
    guard let info = found.info else { throw .noSuchFile }
    try Self.requireRegular(info)
    if found.viaLink { try Self.requireSuffix(found.name, suffixes, reached: true) }
    let fd = openat(found.folder, found.name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { throw Self.refusal(errno) }
    defer { close(fd) }
    var opened = stat()
    guard fstat(fd, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG,
      opened.st_dev == info.st_dev, opened.st_ino == info.st_ino
    else { throw .changed }
    var total = 0
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while total < limit {
      let wanted = min(chunk.count, limit - total)
      // Unsafe: C API (read).
      let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, wanted) }
      if n < 0, errno == EINTR { continue }
      guard n >= 0 else { throw Self.refusal(errno) }
      if n == 0 { break }
      total += n
      each(chunk[0..<n])
    }
  }

  /// Replaces the file at `path` (or creates it) with `bytes`: written to a new file in the
  /// same folder, then renamed over the target.
  ///
  /// A file that is replaced keeps its permissions (an executable script stays executable, a
  /// private file private); a new one gets `mode` less the umask. The new file is removed on
  /// every way out, a signal included (`TemporaryFiles`).
  package func write(_ bytes: [UInt8], to path: String, suffixes: [String], mode: mode_t = 0o644)
    throws(FileRefusal)
  {
    let found = try writable(path, suffixes: suffixes)
    defer { close(found.folder) }
    let temporary = ".listsh-\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
    let slot = TemporaryFiles.register(folder: found.folder, name: temporary)
    defer { TemporaryFiles.release(slot) }
    let fd = openat(
      found.folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    guard fd >= 0 else { throw Self.refusal(errno) }
    var offset = 0
    var failure: Int32?
    if let kept = found.info, fchmod(fd, kept.st_mode & 0o7777) != 0 { failure = errno }
    while failure == nil, offset < bytes.count {
      // Unsafe: C API (write).
      let n = bytes.withUnsafeBytes { buffer -> Int in
        guard let start = buffer.baseAddress else { return 0 }
        return systemWrite(fd, start + offset, buffer.count - offset)
      }
      if n < 0, errno == EINTR { continue }
      if n <= 0 {
        failure = errno
        break
      }
      offset += n
    }
    if close(fd) != 0, failure == nil { failure = errno }
    if failure == nil, renameat(found.folder, temporary, found.folder, found.name) != 0 {
      failure = errno
    }
    if let failure {
      unlinkat(found.folder, temporary, 0)
      throw Self.refusal(failure)
    }
  }

  /// Refuses `path` now if `write` would refuse it: its name, where it leads, what is there.
  package func checkWritable(_ path: String, suffixes: [String]) throws(FileRefusal) {
    close(try writable(path, suffixes: suffixes).folder)
  }

  /// Where a write to `path` goes, when every rule allows it.
  private func writable(_ path: String, suffixes: [String]) throws(FileRefusal) -> Reached {
    try Self.requireSuffix(path, suffixes, reached: false)
    let found = try reach(path, followingLast: false)
    if let info = found.info {
      let type = info.st_mode & S_IFMT
      guard type == S_IFREG else {
        close(found.folder)
        throw type == S_IFLNK ? .linkTarget : .notRegular(kind: Self.kindName(type))
      }
    }
    return found
  }

  /// Whether something (a file, a folder, a link) is at `path`, without following a link at
  /// its end; `nil` when the path cannot be resolved inside the gate.
  package func exists(_ path: String) -> Bool? {
    guard let found = try? reach(path, followingLast: false) else { return nil }
    close(found.folder)
    return found.info != nil
  }

  /// The device and inode of the file `path` reaches, to tell whether two paths name one file.
  package func identity(_ path: String) -> FileIdentity? {
    guard let found = try? reach(path, followingLast: true) else { return nil }
    close(found.folder)
    return found.info.map { FileIdentity(device: UInt64($0.st_dev), inode: UInt64($0.st_ino)) }
  }
}

/// A file's device and inode: two paths with equal identities name one file.
package struct FileIdentity: Equatable, Sendable {
  package var device: UInt64
  package var inode: UInt64
}

// The system calls under names that do not clash with the gate's own `read` and `write`.
// Unsafe: C API (read, write).

@inline(__always) private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ n: Int)
  -> Int
{
  read(fd, buffer, n)
}

@inline(__always) private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ n: Int)
  -> Int
{
  write(fd, buffer, n)
}

func systemRealPath(_ path: String) -> String? {
  guard let resolved = realpath(path, nil) else { return nil }
  defer { free(resolved) }
  return String(cString: resolved)
}
