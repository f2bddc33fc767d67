#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Resolving a path inside the gate, one component at a time, and the rules a file must meet.
extension FileGate {
  /// Where a walk ended: the folder that holds the last component (an open descriptor the
  /// caller closes), the component, and what is there (`nil`: nothing).
  struct Reached {
    var folder: Int32
    var name: String
    var info: stat?
    /// Whether a symbolic link was followed on the way.
    var viaLink: Bool
  }

  /// Resolves `path` (relative to `base`, or absolute) down to its last component, following
  /// links on the way, and the last one too when `followingLast` says so.
  func reach(_ path: String, followingLast: Bool) throws(FileRefusal) -> Reached {
    guard !path.utf8.contains(0) else { throw .nulByte }
    var pending: [Substring] = []
    /// Pushes a path's components so that the first is taken next.
    func push(_ text: Substring) {
      pending += text.split(separator: "/").filter { $0 != "." }.reversed()
    }
    var viaLink = false
    push(try relativeToRoot(path, viaLink: false)[...])
    let rootFD = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard rootFD >= 0 else { throw .noSuchFolder(root) }
    var folders: [Int32] = [rootFD]
    // The names of the folders entered below the root, for messages.
    var entered: [String] = []
    var handedOver = false
    defer {
      for fd in handedOver ? Array(folders.dropLast()) : folders { close(fd) }
    }
    var hops = 0
    while let part = pending.popLast() {
      let name = String(part)
      if name == ".." {
        if folders.count == 1 {
          if isConfined { throw .outsideRoot(throughLink: viaLink) }
          continue
        }
        close(folders.removeLast())
        entered.removeLast()
        continue
      }
      let isLast = pending.isEmpty
      let folder = folders[folders.count - 1]
      var info = stat()
      if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) != 0 {
        let error = errno
        guard error == ENOENT else { throw Self.refusal(error) }
        guard isLast else {
          let path = (entered + [name]).joined(separator: "/")
          throw .noSuchFolder(isConfined ? path : "/" + path)
        }
        handedOver = true
        return Reached(folder: folder, name: name, info: nil, viaLink: viaLink)
      }
      let type = info.st_mode & S_IFMT
      if type == S_IFLNK, !isLast || followingLast {
        hops += 1
        guard hops <= Self.maxLinkHops else { throw .linkLoop }
        viaLink = true
        let target = try Self.readLink(folder, name)
        if target.hasPrefix("/") {
          let inside = try relativeToRoot(target, viaLink: true)
          for fd in folders.dropFirst() { close(fd) }
          folders.removeLast(folders.count - 1)
          entered.removeAll()
          push(inside[...])
        } else {
          push(target[...])
        }
        continue
      }
      if isLast {
        handedOver = true
        return Reached(folder: folder, name: name, info: info, viaLink: viaLink)
      }
      guard type == S_IFDIR else { throw .notAFolder(name) }
      let next = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      // A folder swapped for a link after the check fails here (ELOOP, ENOTDIR).
      guard next >= 0 else { throw errno == ELOOP ? .changed : Self.refusal(errno) }
      folders.append(next)
      entered.append(name)
    }
    throw .notRegular(kind: "a folder")
  }

  /// `path` as a path relative to the root: an absolute one must lie under a confined root.
  func relativeToRoot(_ path: String, viaLink: Bool) throws(FileRefusal) -> String {
    guard path.hasPrefix("/") else {
      guard !isConfined else { return path }
      return base == "/" ? path : String(base.dropFirst()) + "/" + path
    }
    guard isConfined, root != "/" else { return String(path.dropFirst()) }
    if path == root { return "" }
    guard path.hasPrefix(root + "/") else { throw .outsideRoot(throughLink: viaLink) }
    return String(path.dropFirst(root.count + 1))
  }

  static func readLink(_ folder: Int32, _ name: String) throws(FileRefusal) -> String {
    var buffer = [UInt8](repeating: 0, count: 4097)
    // Unsafe: C API (readlinkat).
    let n = buffer.withUnsafeMutableBytes { raw -> Int in
      guard let start = raw.baseAddress else { return -1 }
      return readlinkat(folder, name, start.assumingMemoryBound(to: CChar.self), 4096)
    }
    guard n >= 0 else { throw refusal(errno) }
    let target = Array(buffer[0..<n])
    guard !target.contains(0), let text = FileNames.decoded(target) else {
      throw .system("a symbolic link whose target is not a UTF-8 path")
    }
    return text
  }

  // The rules.

  static func requireSuffix(_ path: String, _ suffixes: [String], reached: Bool)
    throws(FileRefusal)
  {
    guard !suffixes.isEmpty else { return }
    guard suffixes.contains(where: { path.hasSuffix($0) }) else {
      throw .suffix(allowed: suffixes, reached: reached)
    }
  }

  static func requireRegular(_ info: stat) throws(FileRefusal) {
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG else { throw .notRegular(kind: kindName(type)) }
  }

  /// What a file of this type is, with its article: "a FIFO".
  static func kindName(_ type: mode_t) -> String {
    switch type {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "a special file"
    }
  }

  static func refusal(_ error: Int32) -> FileRefusal {
    switch error {
    case ENOENT: .noSuchFile
    case EACCES, EPERM: .permissionDenied
    case ELOOP: .changed
    case ENOTDIR: .notAFolder("a component of the path")
    default: .system(String(cString: strerror(error)))
    }
  }

  /// `path` absolute, with `.`, `..` and links resolved by the system (for the root a person
  /// names, and the checks of what a person names); for a path that does not exist yet, its
  /// deepest existing prefix resolved by the system and the rest normalized (resolved again
  /// when the rest climbs back with `..`).
  ///
  /// The prefix is taken as written, not normalized first: after a link, `..` climbs from the
  /// link's target, as the system climbs when the path is opened (`link/../out.xml` is written
  /// beside the target's folder, not beside the link).
  ///
  /// - Complexity: O(c · n) for c components of a path of n bytes.
  package static func realPath(_ path: String) -> String {
    if let resolved = systemRealPath(path) { return resolved }
    var prefix = path.hasPrefix("/") ? path : (systemRealPath(".") ?? "") + "/" + path
    var rest: [Substring] = []
    while true {
      while prefix.count > 1, prefix.hasSuffix("/") { prefix.removeLast() }
      guard prefix != "/", let slash = prefix.lastIndex(of: "/") else {
        return Files.normalized("/" + rest.reversed().joined(separator: "/"))
      }
      rest.append(prefix[prefix.index(after: slash)...])
      prefix = slash == prefix.startIndex ? "/" : String(prefix[..<slash])
      if let resolved = systemRealPath(prefix) {
        let tail = rest.reversed().joined(separator: "/")
        let joined = Files.normalized(resolved == "/" ? "/" + tail : resolved + "/" + tail)
        // A `..` after a missing folder (made later, as `mkdir -p` would) climbs back into
        // what exists, where a link may stand: resolve the shortened path again (it holds no
        // `..`, so this ends).
        return rest.contains("..") ? realPath(joined) : joined
      }
    }
  }
}
