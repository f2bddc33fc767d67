#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileGate {
  /// An entry of a folder, as the folder lists it: links are not followed.
  package struct Entry: Sendable, Equatable {
    /// What an entry is.
    package enum Kind: Sendable, Equatable {
      case file
      case folder
      case link
      /// A FIFO, a device, a socket: named as a refusal names it ("a FIFO").
      case special(String)
    }

    /// The name's bytes, which need not be UTF-8.
    package var name: [UInt8]
    package var kind: Kind
  }

  /// The entries of the folder at `path`, sorted by name, `.` and `..` left out.
  ///
  /// `path` is relative to the gate's base (empty for the base itself); a link at its end is
  /// not followed.
  package func entries(ofFolder path: String) throws(FileRefusal) -> [Entry] {
    let fd = try openFolder(path)
    guard let folder = fdopendir(fd) else {
      let error = errno
      close(fd)
      throw Self.refusal(error)
    }
    defer { closedir(folder) }
    var entries: [Entry] = []
    while let entry = readdir(folder) {
      // Unsafe: C API (readdir's `d_name`, a fixed C array read up to its NUL).
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.bindMemory(to: UInt8.self).prefix { $0 != 0 })
      }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      var info = stat()
      let kind: Entry.Kind
      if fstatat(
        dirfd(folder), name.map { CChar(bitPattern: $0) } + [0], &info, AT_SYMLINK_NOFOLLOW)
        != 0
      {
        kind = .special("gone")
      } else {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .file
        case S_IFDIR: kind = .folder
        case S_IFLNK: kind = .link
        case let type: kind = .special(Self.kindName(type))
        }
      }
      entries.append(Entry(name: name, kind: kind))
    }
    return entries.sorted { $0.name.lexicographicallyPrecedes($1.name) }
  }

  /// An open descriptor of the folder at `path`, reached inside the gate.
  private func openFolder(_ path: String) throws(FileRefusal) -> Int32 {
    let relative = try relativeToRoot(path, viaLink: false)
    if relative.split(separator: "/").allSatisfy({ $0 == "." }) {
      let fd = open(root == "/" ? "/" : root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard fd >= 0 else { throw Self.refusal(errno) }
      return fd
    }
    let found = try reach(path, followingLast: false)
    defer { close(found.folder) }
    guard let info = found.info else { throw .noSuchFile }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw .notRegular(kind: Self.kindName(info.st_mode & S_IFMT))
    }
    let fd = openat(found.folder, found.name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard fd >= 0 else { throw Self.refusal(errno) }
    return fd
  }

  /// Makes the folders of `path` (relative to the root) that do not exist yet, one component at
  /// a time from a descriptor of the root, as `mkdir -p` would but never through a link: a
  /// component that is a symbolic link is refused, even one that leads back inside, so that
  /// what a checkout commits under a folder a person names cannot send a write elsewhere.
  ///
  /// - Complexity: O(c) system calls for c components.
  package func makeFolders(_ path: String) throws(FileRefusal) {
    try walkFolders(path, making: true)
  }

  /// Refuses `path` now if `makeFolders` would: a component that is a link or not a folder
  /// (those that do not exist yet are fine); returns whether every folder exists.
  ///
  /// - Complexity: O(c) system calls for c components.
  @discardableResult
  package func checkFolders(_ path: String) throws(FileRefusal) -> Bool {
    try walkFolders(path, making: false)
  }

  @discardableResult
  private func walkFolders(_ path: String, making: Bool) throws(FileRefusal) -> Bool {
    guard !path.utf8.contains(0) else { throw .nulByte }
    let relative = try relativeToRoot(path, viaLink: false)
    var folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { throw .noSuchFolder(root) }
    defer { close(folder) }
    var entered: [Substring] = []
    for part in relative.split(separator: "/") where part != "." {
      guard part != ".." else { throw .outsideRoot(throughLink: false) }
      entered.append(part)
      let name = String(part)
      var info = stat()
      if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) != 0 {
        guard errno == ENOENT else { throw Self.refusal(errno) }
        guard making else { return false }
        guard mkdirat(folder, name, 0o755) == 0 || errno == EEXIST else {
          throw Self.refusal(errno)
        }
      } else if info.st_mode & S_IFMT == S_IFLNK {
        throw .folderIsLink(entered.joined(separator: "/"))
      } else if info.st_mode & S_IFMT != S_IFDIR {
        throw .notAFolder(entered.joined(separator: "/"))
      }
      // A folder swapped for a link after the check fails here (ELOOP, ENOTDIR).
      let next = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard next >= 0 else {
        throw errno == ELOOP ? .folderIsLink(entered.joined(separator: "/")) : Self.refusal(errno)
      }
      close(folder)
      folder = next
    }
    return true
  }
}
